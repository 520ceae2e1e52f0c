// Sales are shown in the shop's own time (the browser's time zone), in the receipt's format.
import { formatReceiptDate } from '@shop/shared/domain';

const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `Nov 22, 2026 14:05` in the browser's time zone. */
export function saleDateTime(date: Date, timeZone: string = localTimeZone()): string {
  return formatReceiptDate(date, timeZone);
}
