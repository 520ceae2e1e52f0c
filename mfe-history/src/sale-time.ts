// Sales are shown in the shop's own time (the browser's time zone), in the receipt's format.
import { formatReceiptDate } from '@shop/shared/domain';

export const localTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

// Formatting builds an Intl formatter each time; rows re-render on every keystroke of a search,
// so the text of each sale's time is kept once made.
const cache = new Map<number, string>();
const CACHE_LIMIT = 5000;

/** `Nov 22, 2026 14:05` in the browser's time zone (or the one given). */
export function saleDateTime(date: Date, timeZone?: string): string {
  if (timeZone !== undefined && timeZone !== localTimeZone) return formatReceiptDate(date, timeZone);
  const key = date.getTime();
  let text = cache.get(key);
  if (text === undefined) {
    text = formatReceiptDate(date, localTimeZone);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, text);
  }
  return text;
}
