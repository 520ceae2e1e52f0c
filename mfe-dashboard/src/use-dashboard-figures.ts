// What the dashboard reads: the daily roll-ups of the period (at most one document per day), the
// period's expenses (tens a month, read by the day they were spent), and the numbers of products
// and customers, customers' balances (one document per customer and currency owed in), and the
// period's per-day product roll-ups for Best sellers (one document per day). Never the sales
// themselves: revenue, cost and gross profit are the roll-ups'; "Owed to you" is the balances' sum
// (docs/product-rules.md, 'Credit').
import { useMemo } from 'react';
import {
  CURRENCIES,
  dailyProfitSeriesFromStats,
  dailySeriesFromStats,
  expensesByCurrency,
  grossProfitFromStats,
  mainCurrency,
  netProfitByCurrency,
  periodFirstDayKey,
  periodRevenue,
  productsNeedingAttention,
  revenueByCurrencyFromStats,
  stockSummary,
  totalOwed,
} from '@shop/shared/domain';
import type { CurrencyCode, CurrencyRevenue, CustomerBalance, DailyPoint, DailyStat, DashboardPeriod, Expense, NetProfit, PeriodProfit, PeriodRevenue, ProductDayStat } from '@shop/shared/domain';
import { useBalances, useCustomers, useDailyStats, useExpenses, useProductStats, useProducts } from '@shop/shared/session';
import type { LiveState } from '@shop/shared/session';

export type Figure<T> = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; value: T };

/** One day of the chart and its table: the revenue, and the cost and gross profit in the same (main) currency. */
export interface DailyFigure extends DailyPoint {
  costMinor: number;
  grossProfitMinor: number;
  uncostedRevenueMinor: number;
}

/** The period's gross profit in its main currency (revenue's), and each other currency's beside it. */
export interface GrossProfitFigure {
  main: PeriodProfit & { currency: CurrencyCode };
  others: CurrencyRevenue[];
}

/** The period's net profit in its main currency (revenue's), and each other currency's beside it. */
export interface NetProfitFigure {
  main: NetProfit;
  others: CurrencyRevenue[];
}

/** What customers owe the shop: in the main currency, each other currency beside it, and how many customers owe anything. */
export interface OwedFigure extends PeriodRevenue {
  customers: number;
}

export interface DashboardFigures {
  /** The first UTC day of the period, from which the roll-ups (and the expenses, by the day spent) are read. */
  sinceKey: string;
  /** One point per day of the period, oldest first. */
  series: Figure<DailyFigure[]>;
  /** Gross profit, from the roll-ups alone. */
  grossProfit: Figure<GrossProfitFigure>;
  /** Gross profit less the period's expenses that count against profit: needs the roll-ups and the expenses. */
  netProfit: Figure<NetProfitFigure>;
  /** Whether the period's expenses could be read (their failure is the net profit's alone). */
  expenses: Figure<Expense[]>;
  /** The period's revenue in the main currency (the series' currency), and in each other currency beside it. */
  revenue: Figure<PeriodRevenue>;
  salesCount: Figure<number>;
  productCount: Figure<number>;
  /** Products low on stock, out of stock or below zero. */
  needRestocking: Figure<number>;
  customerCount: Figure<number>;
  /** "Owed to you": every customer's balance added up, per currency (not of the period: owed now). */
  owed: Figure<OwedFigure>;
  /** The period's per-day product roll-ups, for Best sellers (best-sellers-panel.tsx ranks them). */
  productStats: Figure<ProductDayStat[]>;
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

  const expenseList = useExpenses(sinceKey, null);
  const balances = useBalances();
  // Read last, after the cards' figures: the panel is at the foot of the page.
  const productDays = useProductStats(sinceKey);

  const series = useMemo(() => figure(stats, (data) => dailyFigures(data, days, now)), [stats, days, now]);
  const grossProfit = useMemo(() => figure(stats, (data) => grossProfitFigure(data, days, now)), [stats, days, now]);
  const expenses = useMemo(() => figure(expenseList, (list) => list), [expenseList]);
  const netProfit = useMemo((): Figure<NetProfitFigure> => {
    if (stats.status === 'error') return { status: 'error', retry: stats.retry };
    if (expenseList.status === 'error') return { status: 'error', retry: expenseList.retry };
    if (stats.status !== 'ready' || expenseList.status !== 'ready') return { status: 'loading' };
    return { status: 'ready', value: netProfitFigure(stats.data, expenseList.data, days, now, sinceKey) };
  }, [stats, expenseList, days, now, sinceKey]);
  const revenue = useMemo(() => figure(stats, (data) => periodRevenue(revenueByCurrencyFromStats(data, days, now))), [stats, days, now]);
  const productStats = useMemo(() => figure(productDays, (list) => list), [productDays]);
  const salesCount = useMemo(
    () => (series.status === 'ready' ? { status: 'ready' as const, value: series.value.reduce((n, point) => n + point.salesCount, 0) } : series),
    [series],
  );

  return {
    sinceKey,
    series,
    grossProfit,
    netProfit,
    expenses,
    revenue,
    salesCount,
    productCount: figure(products, (list) => list.length),
    needRestocking: figure(products, (list) => productsNeedingAttention(stockSummary(list))),
    customerCount: figure(customers, (list) => list.length),
    owed: figure(balances, owedFigure),
    productStats,
  };
}

function owedFigure(balances: readonly CustomerBalance[]): OwedFigure {
  const owing = new Set(balances.filter((b) => b.balanceMinor > 0).map((b) => b.customerId));
  return { ...periodRevenue(totalOwed(balances)), customers: owing.size };
}

/** The chart's days with their cost and gross profit beside the revenue, in the period's main currency. */
function dailyFigures(stats: readonly DailyStat[], days: number, now: Date): DailyFigure[] {
  const revenue = dailySeriesFromStats(stats, days, now);
  const profit = dailyProfitSeriesFromStats(stats, days, now);
  return revenue.map((point, i) => {
    const day = profit[i];
    return { ...point, costMinor: day?.costMinor ?? 0, grossProfitMinor: day?.grossProfitMinor ?? 0, uncostedRevenueMinor: day?.uncostedRevenueMinor ?? point.revenueMinor };
  });
}

function periodMainCurrency(stats: readonly DailyStat[], days: number, now: Date): CurrencyCode {
  return mainCurrency(revenueByCurrencyFromStats(stats, days, now));
}

function grossProfitFigure(stats: readonly DailyStat[], days: number, now: Date): GrossProfitFigure {
  const gross = grossProfitFromStats(stats, days, now);
  const currency = periodMainCurrency(stats, days, now);
  const main = gross[currency] ?? { revenueMinor: 0, costedRevenueMinor: 0, costMinor: 0, grossProfitMinor: 0, uncostedRevenueMinor: 0 };
  const others = CURRENCIES.filter((c) => c !== currency && (gross[c]?.grossProfitMinor ?? 0) !== 0).map((c) => ({ currency: c, minor: gross[c]?.grossProfitMinor ?? 0 }));
  return { main: { ...main, currency }, others };
}

function netProfitFigure(stats: readonly DailyStat[], expenses: readonly Expense[], days: number, now: Date, sinceKey: string): NetProfitFigure {
  const net = netProfitByCurrency(grossProfitFromStats(stats, days, now), expensesByCurrency(expenses, sinceKey, null));
  const currency = periodMainCurrency(stats, days, now);
  const main = net.find((n) => n.currency === currency) ?? { currency, grossProfitMinor: 0, expensesMinor: 0, netProfitMinor: 0 };
  const others = net.filter((n) => n.currency !== currency && n.netProfitMinor !== 0).map((n) => ({ currency: n.currency, minor: n.netProfitMinor }));
  return { main, others };
}
