// A local calendar day (docs/product-rules.md, 'Days'): its `YYYY-MM-DD` key on the device's
// clock, the instants it begins and ends in a time zone (23 or 25 hours on a day the clocks
// change), and the key as people read it.
import { clockAtUtcMidnight, formatDate, parseDateKey, twoDigits, utcOffsetMinutes, zonedDateTime } from './calendar';
import { DAY_MESSAGES } from './messages';

const MINUTE_MS = 60_000;
// No time zone is more than 14 hours from UTC: a local midnight lies within 15 hours of the UTC one.
const ZONE_REACH_MS = 15 * 60 * MINUTE_MS;

/** A day's bounds as instants: from `start` (the local midnight the day begins) up to, not including, `end`. */
export interface DayRange {
  start: Date;
  end: Date;
}

/** The local date, `YYYY-MM-DD`, that `instant` falls on in `timeZone`. */
export function localDateKey(instant: Date, timeZone = 'UTC'): string {
  const { year, month, day } = zonedDateTime(instant, timeZone);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** The first whole minute whose local date in `timeZone` is `date` or later. */
function firstMinuteOf(date: string, timeZone: string, utcMidnight: number): number {
  // Binary search: a day begins at local midnight, or where a clock change skips midnight, at the
  // first minute of the new date. The local date only moves forward within the window searched.
  let low = utcMidnight / MINUTE_MS - ZONE_REACH_MS / MINUTE_MS;
  let high = utcMidnight / MINUTE_MS + ZONE_REACH_MS / MINUTE_MS;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (localDateKey(new Date(mid * MINUTE_MS), timeZone) >= date) high = mid;
    else low = mid + 1;
  }
  return low * MINUTE_MS;
}

/**
 * The instants the local day `date` (`YYYY-MM-DD`) begins and ends in `timeZone` (an IANA name):
 * 24 hours apart, or 23 or 25 on a day the clocks change. Throws a RangeError for a date that is
 * not a real `YYYY-MM-DD` date.
 */
export function localDayRange(date: string, timeZone = 'UTC'): DayRange {
  const parts = parseDateKey(date);
  if (!parts) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  const midnight = Date.UTC(parts.year, parts.month - 1, parts.day);
  const next = new Date(midnight + 86_400_000);
  const nextKey = `${next.getUTCFullYear()}-${twoDigits(next.getUTCMonth() + 1)}-${twoDigits(next.getUTCDate())}`;
  return {
    start: new Date(firstMinuteOf(date, timeZone, midnight)),
    end: new Date(firstMinuteOf(nextKey, timeZone, next.getTime())),
  };
}

/** `2026-11-22` → `Nov 22, 2026` (calendar.ts, formatDate); anything else as it is. */
export function formatDayKey(date: string): string {
  const parts = parseDateKey(date);
  if (!parts) return date;
  return formatDate(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)), 'UTC');
}

/** What the dashboard says of its UTC days on a device in `timeZone` at `now`; null where the device's clock is UTC. */
export function utcDaysNote(timeZone: string, now: Date): string | null {
  const offset = utcOffsetMinutes(now, timeZone);
  return offset === 0 ? null : DAY_MESSAGES.utcDays(clockAtUtcMidnight(offset));
}

/** What End of Day says of its local day on a device in `timeZone` at `now`; null where the device's clock is UTC. */
export function deviceDayNote(timeZone: string, now: Date): string | null {
  return utcOffsetMinutes(now, timeZone) === 0 ? null : DAY_MESSAGES.deviceDay(timeZone);
}
