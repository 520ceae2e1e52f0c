// Calendar dates as the dashboard groups them (by UTC date string), instants read as the
// wall-clock time of a time zone, and the one home of every date format the screens show:
// `formatDateTime` (`Nov 22, 2026 14:05`: receipts, lists, stock history), `formatDate`
// (`Nov 22, 2026`: a day's report), `formatMonthDay` (`Nov 22`: the chart's days) and
// `formatSpreadsheetDateTime` (`2026-11-22 14:05`: CSV files). Which day a screen means is said in
// docs/product-rules.md, 'Days'.

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** `Nov 22, 2026` in the given time zone (UTC unless told). */
export function formatDate(date: Date, timeZone = 'UTC'): string {
  const { year, month, day } = zonedDateTime(date, timeZone);
  return `${MONTHS[month - 1] ?? ''} ${day}, ${year}`;
}

/** `Nov 22, 2026 14:05` in the given time zone (UTC unless told): receipts, lists and histories. */
export function formatDateTime(date: Date, timeZone = 'UTC'): string {
  const { hour, minute } = zonedDateTime(date, timeZone);
  return `${formatDate(date, timeZone)} ${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** `Nov 22` for a `YYYY-MM-DD` key: a day of the dashboard's chart. */
export function formatMonthDay(dateKey: string): string {
  const [, month = 0, day = 0] = dateKey.split('-').map(Number);
  return `${MONTHS[month - 1] ?? ''} ${day}`;
}

/** `2026-11-22 14:05` in `timeZone`: a date and time spreadsheets read and sort. */
export function formatSpreadsheetDateTime(date: Date, timeZone = 'UTC'): string {
  const { year, month, day, hour, minute } = zonedDateTime(date, timeZone);
  return `${year}-${twoDigits(month)}-${twoDigits(day)} ${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** How many minutes the clocks of `timeZone` are ahead of UTC at `date` (Lagos: 60, Accra: 0). */
export function utcOffsetMinutes(date: Date, timeZone: string): number {
  const { year, month, day, hour, minute } = zonedDateTime(date, timeZone);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  return Math.round((wall - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000);
}

/** `01:00` for an offset of 60 minutes: the time a zone's clocks show at UTC midnight. */
export function clockAtUtcMidnight(offsetMinutes: number): string {
  const minutes = ((offsetMinutes % 1440) + 1440) % 1440;
  return `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` key as its year, month (1–12) and day; null when it is not a real date. */
export function parseDateKey(date: string): { year: number; month: number; day: number } | null {
  const match = DATE_KEY.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const utc = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls over (Feb 30 → Mar 2); a real date reads back as itself.
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Whether `text` is a real calendar date written `YYYY-MM-DD`. */
export function isDateKey(text: string): boolean {
  return parseDateKey(text) !== null;
}

/** Midnight UTC of a valid date key, in ms since the epoch. */
function keyMs(date: string): number {
  const parts = parseDateKey(date);
  if (!parts) throw new RangeError(`Not a date: ${date}`);
  return Date.UTC(parts.year, parts.month - 1, parts.day);
}

/** The date key `days` calendar days after `date` (before, when negative). */
export function addDaysToKey(date: string, days: number): string {
  return utcDateKey(new Date(keyMs(date) + days * DAY_MS));
}

/** How many calendar days `to` is after `from` (negative when before). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((keyMs(to) - keyMs(from)) / DAY_MS);
}
