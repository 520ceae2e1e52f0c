// Sales are shown in the shop's own time (the device's time zone), in the receipt's format.
import { formatDateTime } from '@shop/shared/domain';
import { DEVICE_TIME_ZONE } from '@shop/shared/ui';

// Rows re-render on every keystroke of a search, so the text of each sale's time is kept once made.
const cache = new Map<number, string>();
const CACHE_LIMIT = 5000;

/** `Nov 22, 2026 14:05` in the device's time zone (or the one given). */
export function saleDateTime(date: Date, timeZone?: string): string {
  if (timeZone !== undefined && timeZone !== DEVICE_TIME_ZONE) return formatDateTime(date, timeZone);
  const key = date.getTime();
  let text = cache.get(key);
  if (text === undefined) {
    text = formatDateTime(date, DEVICE_TIME_ZONE);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, text);
  }
  return text;
}
