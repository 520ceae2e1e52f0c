// What the dashboard reads: the daily roll-ups of the period (at most one document per day), and
// the numbers of products and customers. Never the sales themselves.
import { useMemo } from 'react';
import { dailySeriesFromStats, periodFirstDayKey, periodRevenue, productsNeedingAttention, revenueByCurrencyFromStats, stockSummary } from '@shop/shared/domain';
import type { DailyPoint, DashboardPeriod, PeriodRevenue } from '@shop/shared/domain';
import { useCustomers, useDailyStats, useProducts } from '@shop/shared/session';
import type { LiveState } from '@shop/shared/session';

export type Figure<T> = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; value: T };

export interface DashboardFigures {
  /** The first UTC day of the period, from which the roll-ups are read. */
  sinceKey: string;
  /** One point per day of the period, oldest first. */
  series: Figure<DailyPoint[]>;
  /** The period's revenue in the main currency (the series' currency), and in each other currency beside it. */
  revenue: Figure<PeriodRevenue>;
  salesCount: Figure<number>;
  productCount: Figure<number>;
  /** Products low on stock, out of stock or below zero. */
  needRestocking: Figure<number>;
  customerCount: Figure<number>;
}

function figure<T, V>(state: LiveState<T>, read: (data: T) => V): Figure<V> {
  if (state.status === 'error') return { status: 'error', retry: state.retry };
  if (state.status === 'ready') return { status: 'ready', value: read(state.data as T) };
  return { status: 'loading' };
}

export function useDashboardFigures(days: DashboardPeriod, now: Date): DashboardFigures {
  const sinceKey = periodFirstDayKey(days, now);
  const stats = useDailyStats(sinceKey);
  const products = useProducts();
  const customers = useCustomers();

  const series = useMemo(() => figure(stats, (data) => dailySeriesFromStats(data, days, now)), [stats, days, now]);
  const revenue = useMemo(() => figure(stats, (data) => periodRevenue(revenueByCurrencyFromStats(data, days, now))), [stats, days, now]);
  const salesCount = useMemo(
    () => (series.status === 'ready' ? { status: 'ready' as const, value: series.value.reduce((n, point) => n + point.salesCount, 0) } : series),
    [series],
  );

  return {
    sinceKey,
    series,
    revenue,
    salesCount,
    productCount: figure(products, (list) => list.length),
    needRestocking: figure(products, (list) => productsNeedingAttention(stockSummary(list))),
    customerCount: figure(customers, (list) => list.length),
  };
}
