// The dashboard's figures, read from the per-day roll-ups: revenue in a period and the chart series.
import { DAY_MS, utcDateKey } from './calendar';
import type { DailyStat } from './entities';
import { DEFAULT_CURRENCY } from './constants';
import { formatMinor, toMinor } from './money';

/** What the dashboard reads of a sale. */
export interface RevenueSale {
  createdAt: Date;
  totalAmount?: number | null;
}

export interface DailyPoint {
  /** UTC calendar date, `YYYY-MM-DD`. */
  date: string;
  /** Short month and day in US English, e.g. `Nov 22`. */
  label: string;
  /** Revenue of the day in minor units. */
  revenueMinor: number;
  salesCount: number;
}

const labelCache = new Map<string, string>();
const LABEL_CACHE_LIMIT = 1000;

/** The revenue card's figure from minor units: the cedi sign and two decimals, e.g. `₵1,234.50`. */
export function formatRevenue(minor: number): string {
  return formatMinor(minor, DEFAULT_CURRENCY);
}

/** `Nov 22` for a `YYYY-MM-DD` key. */
export function dayLabel(dateKey: string): string {
  const cached = labelCache.get(dateKey);
  if (cached !== undefined) return cached;
  const label = new Date(`${dateKey}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  if (labelCache.size >= LABEL_CACHE_LIMIT) labelCache.clear();
  labelCache.set(dateKey, label);
  return label;
}

/** The UTC date keys of the last `days` days including today, oldest first. */
export function lastDayKeys(days: number, now: Date): string[] {
  const count = Math.max(0, Math.floor(days));
  const todayMidnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const keys: string[] = [];
  for (let i = count - 1; i >= 0; i -= 1) keys.push(utcDateKey(new Date(todayMidnight - i * DAY_MS)));
  return keys;
}

function seriesFrom(keys: readonly string[], minorByDay: Map<string, number>, countByDay: Map<string, number>): DailyPoint[] {
  return keys.map((date) => ({
    date,
    label: dayLabel(date),
    revenueMinor: minorByDay.get(date) ?? 0,
    salesCount: countByDay.get(date) ?? 0,
  }));
}

/** One point per day for each of the last `days` days (today included, oldest first), from the per-day roll-ups. */
export function dailySeriesFromStats(stats: readonly DailyStat[], days: number, now: Date): DailyPoint[] {
  const keys = lastDayKeys(days, now);
  const wanted = new Set(keys);
  const minorByDay = new Map<string, number>();
  const countByDay = new Map<string, number>();
  for (const stat of stats) {
    if (!wanted.has(stat.date)) continue;
    minorByDay.set(stat.date, (minorByDay.get(stat.date) ?? 0) + stat.revenueMinor);
    countByDay.set(stat.date, (countByDay.get(stat.date) ?? 0) + stat.salesCount);
  }
  return seriesFrom(keys, minorByDay, countByDay);
}

/** Total revenue of a series, in minor units. */
export function seriesTotalMinor(points: readonly DailyPoint[]): number {
  let minor = 0;
  for (const point of points) minor += point.revenueMinor;
  return minor;
}

/** The roll-up document a sale belongs to. */
export function dailyStatKey(sale: Pick<RevenueSale, 'createdAt'>): string {
  return utcDateKey(sale.createdAt);
}

/** The roll-up after recording `sale`: revenue grows by its total (in minor units) and the count by one. */
export function applySaleToDailyStat(stat: DailyStat | undefined, sale: RevenueSale): DailyStat {
  const date = dailyStatKey(sale);
  if (stat && stat.date !== date) {
    throw new RangeError(`Sale of ${date} does not belong to the roll-up of ${stat.date}.`);
  }
  return {
    date,
    revenueMinor: (stat?.revenueMinor ?? 0) + toMinor(sale.totalAmount ?? 0),
    salesCount: (stat?.salesCount ?? 0) + 1,
  };
}

/** Revenue of the period from the roll-ups (the days of the chart), in minor units. */
export function revenueMinorFromStats(stats: readonly DailyStat[], days: number, now: Date): number {
  return seriesTotalMinor(dailySeriesFromStats(stats, days, now));
}
