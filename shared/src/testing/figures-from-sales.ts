// The dashboard's figures computed straight from the sales: the reference the roll-ups are checked
// against in tests. The product itself reads only the roll-ups (domain/dashboard.ts).
import { DAY_MS, utcDateKey } from '../domain/calendar';
import { lastDayKeys } from '../domain/dashboard';
import { formatMonthDay } from '../domain/calendar';
import type { DailyPoint, RevenueSale } from '../domain/dashboard';
import { DEFAULT_CURRENCY } from '../domain/constants';
import type { CurrencyCode } from '../domain/entities';

/** Sales on or after this instant belong to the last `days` days: now minus `days` × 24 h. */
export function periodStart(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * Sum of totalMinor of the sales in `currency` (cedis unless told), a missing value counting as 0;
 * only sales from `since` on when given.
 */
export function revenueMinor(sales: readonly RevenueSale[], since?: Date, currency: CurrencyCode = DEFAULT_CURRENCY): number {
  const from = since?.getTime() ?? Number.NEGATIVE_INFINITY;
  let sum = 0;
  for (const sale of sales) {
    if (sale.createdAt.getTime() >= from && (sale.currency ?? DEFAULT_CURRENCY) === currency) sum += sale.totalMinor ?? 0;
  }
  return sum;
}

/** One point per day of the last `days` days (today included, oldest first); other sales are ignored. */
export function dailySeries(sales: readonly RevenueSale[], days: number, now: Date): DailyPoint[] {
  return lastDayKeys(days, now).map((date) => {
    const ofDay = sales.filter((sale) => utcDateKey(sale.createdAt) === date);
    const minor = revenueMinor(ofDay);
    return { date, label: formatMonthDay(date), revenueMinor: minor, currency: 'GHS' as const, revenueByCurrency: ofDay.length === 0 ? {} : { GHS: minor }, salesCount: ofDay.length };
  });
}
