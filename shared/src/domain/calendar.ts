// Calendar dates as the dashboard groups them (by UTC date string), and instants read as the
// wall-clock time of a time zone for receipts, lists and exports.

/** One day of 24 hours, in milliseconds. */
export const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the instant in UTC. */
export function utcDateKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** An instant as a wall clock in some time zone shows it; month 1–12. */
export interface ZonedDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

// Making an Intl formatter costs far more than using one; exports format every sale.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      timeZone,
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The date and time `date` shows on a clock in `timeZone` (an IANA name; UTC unless told). */
export function zonedDateTime(date: Date, timeZone = 'UTC'): ZonedDateTime {
  const zoned: ZonedDateTime = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type in zoned) zoned[part.type as keyof ZonedDateTime] = Number(part.value);
  }
  return zoned;
}

/** `7` → `07`. */
export function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}
