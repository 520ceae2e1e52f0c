// The dashboard's figures, read from the per-day roll-ups: revenue in a period and the chart series.
// Revenue is kept per currency and never summed across currencies: the card and the chart show the
// shop's main currency, and the other currencies' revenue is listed beside it.
import { DAY_MS, formatMonthDay, utcDateKey } from './calendar';
import type { CurrencyAmounts, CurrencyCode, DailyStat, Refund } from './entities';
import { CURRENCIES, DEFAULT_CURRENCY } from './constants';
import { formatMinor } from './money';

/** What the dashboard reads of a sale. */
export interface RevenueSale {
  createdAt: Date;
  /** The sale's total in minor units. */
  totalMinor?: number | null;
  /** The sale's currency; GHS when missing. */
  currency?: CurrencyCode | null;
}

export interface DailyPoint {
  /** UTC calendar date, `YYYY-MM-DD`. */
  date: string;
  /** Short month and day in US English, e.g. `Nov 22`. */
  label: string;
  /** Revenue of the day in minor units of `currency`, the period's main currency. */
  revenueMinor: number;
  currency: CurrencyCode;
  /** Revenue of the day in every currency sold in. */
  revenueByCurrency: CurrencyAmounts;
  salesCount: number;
}

/** One currency's share of revenue. */
export interface CurrencyRevenue {
  currency: CurrencyCode;
  minor: number;
}

/** The revenue of a period: the main currency's, and each other currency's beside it. */
export interface PeriodRevenue {
  main: CurrencyRevenue;
  others: CurrencyRevenue[];
}

/** `amounts` with `minor` more of `currency`. */
export function addAmount(amounts: CurrencyAmounts | undefined, currency: CurrencyCode, minor: number): CurrencyAmounts {
  return { ...amounts, [currency]: (amounts?.[currency] ?? 0) + minor };
}

/** Two sets of amounts added currency by currency. */
export function addAmounts(a: CurrencyAmounts | undefined, b: CurrencyAmounts | undefined): CurrencyAmounts {
  let sum: CurrencyAmounts = { ...a };
  for (const currency of CURRENCIES) {
    const minor = b?.[currency];
    if (minor !== undefined) sum = addAmount(sum, currency, minor);
  }
  return sum;
}

/**
 * A stored roll-up's revenue as amounts per currency. Roll-ups written before revenue was kept
 * per currency hold one number, which was counted as cedis.
 */
export function storedRevenue(value: unknown): CurrencyAmounts {
  if (typeof value === 'number') return { [DEFAULT_CURRENCY]: value };
  if (value === null || typeof value !== 'object') return {};
  const amounts: CurrencyAmounts = {};
  for (const currency of CURRENCIES) {
    const minor = (value as Record<string, unknown>)[currency];
    if (typeof minor === 'number') amounts[currency] = minor;
  }
  return amounts;
}

/**
 * The currency the dashboard leads with: cedis whenever the period has cedi revenue or none at
 * all (so a cedi shop's card is the ₵ card), otherwise the currency that took the most.
 */
export function mainCurrency(amounts: CurrencyAmounts): CurrencyCode {
  if ((amounts[DEFAULT_CURRENCY] ?? 0) !== 0) return DEFAULT_CURRENCY;
  let main: CurrencyCode = DEFAULT_CURRENCY;
  let most = 0;
  for (const currency of CURRENCIES) {
    const minor = amounts[currency] ?? 0;
    if (minor > most) {
      main = currency;
      most = minor;
    }
  }
  return main;
}

/** The period's revenue split into the main currency and the others (in the list's order, only those with revenue). */
export function periodRevenue(amounts: CurrencyAmounts): PeriodRevenue {
  const currency = mainCurrency(amounts);
  const others = CURRENCIES.filter((c) => c !== currency && (amounts[c] ?? 0) !== 0).map((c) => ({ currency: c, minor: amounts[c] ?? 0 }));
  return { main: { currency, minor: amounts[currency] ?? 0 }, others };
}

/** Revenue in other currencies, each on its own: `Also ₦12,500.00 and $20.00`; empty when there is none. */
export function otherCurrenciesText(others: readonly CurrencyRevenue[]): string {
  const figures = others.map((other) => formatMinor(other.minor, other.currency));
  if (figures.length === 0) return '';
  const last = figures.pop() as string;
  return `Also ${figures.length > 0 ? `${figures.join(', ')} and ${last}` : last}`;
}

/** One day's revenue as the figures table shows it: the main currency, then any other, e.g. `₵70.50, ₦3,500.00`. */
export function dayRevenueText(point: DailyPoint): string {
  const others = CURRENCIES.filter((c) => c !== point.currency && (point.revenueByCurrency[c] ?? 0) !== 0);
  return [formatMinor(point.revenueMinor, point.currency), ...others.map((c) => formatMinor(point.revenueByCurrency[c] ?? 0, c))].join(', ');
}

/** The UTC date keys of the last `days` days including today, oldest first. */
export function lastDayKeys(days: number, now: Date): string[] {
  const count = Math.max(0, Math.floor(days));
  const todayMidnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const keys: string[] = [];
  for (let i = count - 1; i >= 0; i -= 1) keys.push(utcDateKey(new Date(todayMidnight - i * DAY_MS)));
  return keys;
}

/** The roll-ups of the last `days` days by date, each day's revenue per currency summed. */
function daysOf(stats: readonly DailyStat[], keys: readonly string[]) {
  const wanted = new Set(keys);
  const revenue = new Map<string, CurrencyAmounts>();
  const count = new Map<string, number>();
  for (const stat of stats) {
    if (!wanted.has(stat.date)) continue;
    revenue.set(stat.date, addAmounts(revenue.get(stat.date), stat.revenueMinor));
    count.set(stat.date, (count.get(stat.date) ?? 0) + stat.salesCount);
  }
  return { revenue, count };
}

/** Revenue of the last `days` days (today included) per currency, from the roll-ups. */
export function revenueByCurrencyFromStats(stats: readonly DailyStat[], days: number, now: Date): CurrencyAmounts {
  let total: CurrencyAmounts = {};
  for (const amounts of daysOf(stats, lastDayKeys(days, now)).revenue.values()) total = addAmounts(total, amounts);
  return total;
}

/**
 * One point per day for each of the last `days` days (today included, oldest first), from the
 * per-day roll-ups, in `currency` (the period's main currency unless told).
 */
export function dailySeriesFromStats(stats: readonly DailyStat[], days: number, now: Date, currency?: CurrencyCode): DailyPoint[] {
  const keys = lastDayKeys(days, now);
  const { revenue, count } = daysOf(stats, keys);
  const shown = currency ?? mainCurrency(revenueByCurrencyFromStats(stats, days, now));
  return keys.map((date) => ({
    date,
    label: formatMonthDay(date),
    revenueMinor: revenue.get(date)?.[shown] ?? 0,
    currency: shown,
    revenueByCurrency: revenue.get(date) ?? {},
    salesCount: count.get(date) ?? 0,
  }));
}

/** Total revenue of a series, in minor units of its currency. */
export function seriesTotalMinor(points: readonly DailyPoint[]): number {
  let minor = 0;
  for (const point of points) minor += point.revenueMinor;
  return minor;
}

/** The roll-up document a sale belongs to. */
export function dailyStatKey(sale: Pick<RevenueSale, 'createdAt'>): string {
  return utcDateKey(sale.createdAt);
}

/** The roll-up after recording `sale`: its currency's revenue grows by its total (in minor units) and the count by one. */
export function applySaleToDailyStat(stat: DailyStat | undefined, sale: RevenueSale): DailyStat {
  const date = dailyStatKey(sale);
  if (stat && stat.date !== date) {
    throw new RangeError(`Sale of ${date} does not belong to the roll-up of ${stat.date}.`);
  }
  return {
    date,
    revenueMinor: addAmount(stat?.revenueMinor, sale.currency ?? DEFAULT_CURRENCY, sale.totalMinor ?? 0),
    salesCount: (stat?.salesCount ?? 0) + 1,
    ...(stat?.refundsCount === undefined ? {} : { refundsCount: stat.refundsCount }),
  };
}

/** What a roll-up reads of a refund. */
export type RevenueRefund = Pick<Refund, 'createdAt' | 'amountMinor' | 'currency'>;

/**
 * The roll-up of the refund's UTC day once the refund is counted: its amount comes off that day's
 * revenue in its currency (revenue is net of refunds on the day they are given), one refund more.
 */
export function applyRefundToDailyStat(stat: DailyStat | undefined, refund: RevenueRefund): DailyStat {
  const date = utcDateKey(refund.createdAt);
  if (stat && stat.date !== date) throw new RangeError(`Refund of ${date} does not belong to the roll-up of ${stat.date}.`);
  return {
    date,
    revenueMinor: addAmount(stat?.revenueMinor, refund.currency, -refund.amountMinor),
    salesCount: stat?.salesCount ?? 0,
    refundsCount: (stat?.refundsCount ?? 0) + 1,
  };
}

/** Revenue of the period from the roll-ups (the days of the chart), in minor units of one currency (cedis unless told). */
export function revenueMinorFromStats(stats: readonly DailyStat[], days: number, now: Date, currency: CurrencyCode = DEFAULT_CURRENCY): number {
  return revenueByCurrencyFromStats(stats, days, now)[currency] ?? 0;
}
