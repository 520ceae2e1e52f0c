// The dashboard's figures, read from the per-day roll-ups: revenue in a period and the chart series.
// Revenue is kept per currency and never summed across currencies: the card and the chart show the
// shop's main currency, and the other currencies' revenue is listed beside it.
import { DAY_MS, formatMonthDay, utcDateKey } from './calendar';
import type { CurrencyAmounts, CurrencyCode, DailyStat, Refund, Sale } from './entities';
import { CURRENCIES, DEFAULT_CURRENCY } from './constants';
import { formatMinor } from './money';
import { refundProfit, saleProfit } from './profit';
import type { ProfitShare } from './profit';

/** What the dashboard reads of a sale. */
export interface RevenueSale {
  createdAt: Date;
  /** The sale's total in minor units. */
  totalMinor?: number | null;
  /** The sale's currency; GHS when missing. */
  currency?: CurrencyCode | null;
  /** The sale's lines and subtotal, for its profit (profit.ts, saleProfit); without them nothing is costed. */
  items?: Sale['items'];
  subtotalMinor?: number;
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

/** The period's profit figures in one currency, from the roll-ups (docs/product-rules.md, 'Cost and profit'). */
export interface PeriodProfit {
  /** Revenue net of refunds. */
  revenueMinor: number;
  /** The part of the revenue whose lines had a known cost. */
  costedRevenueMinor: number;
  /** What the goods of the costed revenue cost. */
  costMinor: number;
  /** Costed revenue less its cost. */
  grossProfitMinor: number;
  /** Revenue whose lines had no cost ("sales with no cost"): shown beside the profit, never counted in it. */
  uncostedRevenueMinor: number;
}

/** A roll-up's costed revenue and cost as amounts per currency (absent on roll-ups made before costs were kept: nothing costed). */
function costsOf(stat: DailyStat): { costed: CurrencyAmounts; cost: CurrencyAmounts } {
  return { costed: stat.costedRevenueMinor ?? {}, cost: stat.costMinor ?? {} };
}

function profitOf(revenueMinor: number, costedRevenueMinor: number, costMinor: number): PeriodProfit {
  return { revenueMinor, costedRevenueMinor, costMinor, grossProfitMinor: costedRevenueMinor - costMinor, uncostedRevenueMinor: revenueMinor - costedRevenueMinor };
}

/**
 * Gross profit of the last `days` days (today included), per currency, from the roll-ups: one
 * entry for each currency with revenue, costed revenue or cost in the period, never summed across
 * currencies.
 */
export function grossProfitFromStats(stats: readonly DailyStat[], days: number, now: Date): Partial<Record<CurrencyCode, PeriodProfit>> {
  const wanted = new Set(lastDayKeys(days, now));
  let revenue: CurrencyAmounts = {};
  let costed: CurrencyAmounts = {};
  let cost: CurrencyAmounts = {};
  for (const stat of stats) {
    if (!wanted.has(stat.date)) continue;
    const costs = costsOf(stat);
    revenue = addAmounts(revenue, stat.revenueMinor);
    costed = addAmounts(costed, costs.costed);
    cost = addAmounts(cost, costs.cost);
  }
  const profit: Partial<Record<CurrencyCode, PeriodProfit>> = {};
  for (const currency of CURRENCIES) {
    if (revenue[currency] === undefined && costed[currency] === undefined && cost[currency] === undefined) continue;
    profit[currency] = profitOf(revenue[currency] ?? 0, costed[currency] ?? 0, cost[currency] ?? 0);
  }
  return profit;
}

/** One day's profit figures in one currency, for the chart and the figures table. */
export interface DailyProfitPoint extends PeriodProfit {
  /** UTC calendar date, `YYYY-MM-DD`. */
  date: string;
  /** Short month and day in US English, e.g. `Nov 22`. */
  label: string;
  currency: CurrencyCode;
}

/**
 * One point per day for each of the last `days` days (today included, oldest first), from the
 * roll-ups, with the day's revenue, costed revenue, cost, gross profit and sales with no cost in
 * `currency` (the period's main currency unless told), as dailySeriesFromStats gives revenue.
 */
export function dailyProfitSeriesFromStats(stats: readonly DailyStat[], days: number, now: Date, currency?: CurrencyCode): DailyProfitPoint[] {
  const keys = lastDayKeys(days, now);
  const shown = currency ?? mainCurrency(revenueByCurrencyFromStats(stats, days, now));
  const byDay = new Map<string, { revenue: number; costed: number; cost: number }>();
  const wanted = new Set(keys);
  for (const stat of stats) {
    if (!wanted.has(stat.date)) continue;
    const day = byDay.get(stat.date) ?? { revenue: 0, costed: 0, cost: 0 };
    const costs = costsOf(stat);
    day.revenue += stat.revenueMinor[shown] ?? 0;
    day.costed += costs.costed[shown] ?? 0;
    day.cost += costs.cost[shown] ?? 0;
    byDay.set(stat.date, day);
  }
  return keys.map((date) => {
    const day = byDay.get(date) ?? { revenue: 0, costed: 0, cost: 0 };
    return { date, label: formatMonthDay(date), currency: shown, ...profitOf(day.revenue, day.costed, day.cost) };
  });
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

/**
 * The roll-up after recording `sale`: its currency's revenue grows by its total (in minor units)
 * and the count by one; its costed revenue and cost by the sale's (profit.ts, saleProfit).
 */
export function applySaleToDailyStat(stat: DailyStat | undefined, sale: RevenueSale): DailyStat {
  const date = dailyStatKey(sale);
  if (stat && stat.date !== date) {
    throw new RangeError(`Sale of ${date} does not belong to the roll-up of ${stat.date}.`);
  }
  const currency = sale.currency ?? DEFAULT_CURRENCY;
  const profit = sale.items ? saleProfit({ items: sale.items, subtotalMinor: sale.subtotalMinor ?? 0, totalMinor: sale.totalMinor ?? 0 }) : null;
  return {
    date,
    revenueMinor: addAmount(stat?.revenueMinor, currency, sale.totalMinor ?? 0),
    salesCount: (stat?.salesCount ?? 0) + 1,
    ...(stat?.refundsCount === undefined ? {} : { refundsCount: stat.refundsCount }),
    ...withCosts(stat, currency, profit),
  };
}

/**
 * Costed revenue or cost as a roll-up keeps it: only the currencies whose figure is not 0, and
 * nothing at all when none is (as on a roll-up made before costs were kept), so that a day with
 * nothing costed reads the same on every backend.
 */
export function costAmounts(amounts: CurrencyAmounts | undefined): CurrencyAmounts | undefined {
  if (!amounts) return undefined;
  const kept: CurrencyAmounts = {};
  for (const currency of CURRENCIES) {
    const minor = amounts[currency];
    if (minor !== undefined && minor !== 0) kept[currency] = minor;
  }
  return Object.keys(kept).length === 0 ? undefined : kept;
}

/** The roll-up's costed revenue and cost once `profit` (if any) is added in `currency`. */
function withCosts(stat: DailyStat | undefined, currency: CurrencyCode, profit: ProfitShare | null): Pick<DailyStat, 'costedRevenueMinor' | 'costMinor'> {
  const costs: Pick<DailyStat, 'costedRevenueMinor' | 'costMinor'> = {};
  const costed = costAmounts(profit ? addAmount(stat?.costedRevenueMinor, currency, profit.costedRevenueMinor) : stat?.costedRevenueMinor);
  const cost = costAmounts(profit ? addAmount(stat?.costMinor, currency, profit.costMinor) : stat?.costMinor);
  if (costed) costs.costedRevenueMinor = costed;
  if (cost) costs.costMinor = cost;
  return costs;
}

/** What a roll-up reads of a refund: with its lines, its profit share (profit.ts, refundProfit); without, nothing costed. */
export type RevenueRefund = Pick<Refund, 'createdAt' | 'amountMinor' | 'currency'> & Partial<Pick<Refund, 'items'>>;

/**
 * The roll-up of the refund's UTC day once the refund is counted: its amount comes off that day's
 * revenue in its currency (revenue is net of refunds on the day they are given), one refund more;
 * its costed share and cost come off the day's (profit.ts, refundProfit).
 */
export function applyRefundToDailyStat(stat: DailyStat | undefined, refund: RevenueRefund): DailyStat {
  const date = utcDateKey(refund.createdAt);
  if (stat && stat.date !== date) throw new RangeError(`Refund of ${date} does not belong to the roll-up of ${stat.date}.`);
  const profit = refund.items ? refundProfit({ items: refund.items, amountMinor: refund.amountMinor }) : null;
  return {
    date,
    revenueMinor: addAmount(stat?.revenueMinor, refund.currency, -refund.amountMinor),
    salesCount: stat?.salesCount ?? 0,
    refundsCount: (stat?.refundsCount ?? 0) + 1,
    ...withCosts(stat, refund.currency, profit && { costedRevenueMinor: 0 - profit.costedRevenueMinor, costMinor: 0 - profit.costMinor }),
  };
}

/** Revenue of the period from the roll-ups (the days of the chart), in minor units of one currency (cedis unless told). */
export function revenueMinorFromStats(stats: readonly DailyStat[], days: number, now: Date, currency: CurrencyCode = DEFAULT_CURRENCY): number {
  return revenueByCurrencyFromStats(stats, days, now)[currency] ?? 0;
}
