// The dashboard home: the KPI cards (revenue, what customers owe, gross and net profit, products, customers), the
// Sales Performance chart with its period, and the period's Best sellers. Cost and profit are the
// owner's: shown here, never on a receipt or to a customer (docs/product-rules.md, 'Cost and profit').
import { lazy, Suspense, useRef, useState } from 'react';
import {
  PRO_ANALYTICS_TEXT,
  DASHBOARD_PERIODS,
  DEFAULT_DASHBOARD_PERIOD,
  ERROR_MESSAGES,
  EXPENSE_MESSAGES,
  formatCount,
  formatMinor,
  otherCurrenciesText,
  PROFIT_TEXT,
  SCREEN_TEXT,
  utcDaysNote,
} from '@shop/shared/domain';
import type { DashboardPeriod } from '@shop/shared/domain';
import { useAuth, useBusiness, useLocalDataKept } from '@shop/shared/session';
import { Button, Card, DEVICE_TIME_ZONE, ErrorBanner, panelClasses, PLAN_LINK_TEXT, PLAN_SETTINGS_HREF, SegmentedControl, SignedOutNotice, Spinner, ThemeRoot, usePlanStandingOf } from '@shop/shared/ui';
import type { ReactNode } from 'react';
import { BestSellersPanel } from './best-sellers/best-sellers-panel';
import { DailyFiguresTable } from './daily-figures-table';
import { useDashboardFigures } from './use-dashboard-figures';
import type { DailyFigure, Figure } from './use-dashboard-figures';
import { useAfterPaint } from './use-after-paint';
import { useNearScreen } from './use-near-screen';
import { useToday } from './use-today';
import styles from './dashboard-screen.module.css';
import { grossProfitCardTitle, netProfitCardTitle, OWED_CARD_TEXT, periodLabel, revenueCardTitle } from './dashboard-words';

// ApexCharts is big: it comes in its own chunk, fetched when a chart is first drawn — once the
// chart's place is on the screen or near it (use-near-screen.ts), so a phone opened on the cards
// neither fetches nor draws it until the owner scrolls down.
const SalesChart = lazy(() => import('./sales-chart'));

/** Shown where the roll-ups cannot be read (ERROR_MESSAGES has no entry for it). */
export const SALES_FIGURES_LOAD_FAILED = 'Failed to load sales figures.';

const PERIOD_OPTIONS = DASHBOARD_PERIODS.map((days) => ({ value: days, label: periodLabel(days) }));
/** The periods of a plan without advanced analytics (docs/product-rules.md, 'Plans'): not the 90 days. */
const BASIC_PERIOD_OPTIONS = PERIOD_OPTIONS.filter((option) => option.value !== 90);
const UNAVAILABLE = '—';

export const LOCAL_DATA_AT_RISK =
  'Your shop’s data is kept in this browser, and the browser has not promised to keep it: it may clear it when the device runs low on space. Install the app to have it kept (Install app at the top of this page, or Install app / Add to Home screen in your browser’s menu); until then, export your products (Inventory) and sales (Sales History) as CSV regularly.';

export interface DashboardScreenProps {
  /** A fixed "now", for stories and tests; the clock otherwise. */
  now?: Date;
  initialPeriod?: DashboardPeriod;
  /** The device's time zone (IANA), for stories and tests; the browser's otherwise. */
  timeZone?: string;
}

export function DashboardScreen({ now, initialPeriod, timeZone }: DashboardScreenProps) {
  const { ready, user } = useAuth();
  return (
    <ThemeRoot className={styles.root}>
      {ready && !user ? (
        <div className={styles.screen}>
          <h1 className={styles.title}>Dashboard</h1>
          <SignedOutNotice description="Log in to see your shop’s figures." />
        </div>
      ) : (
        <Dashboard now={now} initialPeriod={initialPeriod} timeZone={timeZone} />
      )}
    </ThemeRoot>
  );
}

function shown<T>(value: Figure<T>, render: (value: T) => ReactNode): ReactNode {
  return value.status === 'ready' ? render(value.value) : UNAVAILABLE;
}

export function Dashboard({ now: fixedNow, initialPeriod = DEFAULT_DASHBOARD_PERIOD, timeZone = DEVICE_TIME_ZONE }: DashboardScreenProps) {
  const [chosenPeriod, setPeriod] = useState<DashboardPeriod>(initialPeriod);
  const [asTable, setAsTable] = useState(false);
  const now = useToday(fixedNow);
  // Advanced analytics (profit, best sellers, the 90 days) is the plan's (docs/product-rules.md, 'Plans'): Basic shows revenue for 7 or 30 days.
  const business = useBusiness();
  const analytics = usePlanStandingOf(business.status === 'ready' ? business.business : null, fixedNow)?.allows.advancedAnalytics ?? true;
  const period: DashboardPeriod = !analytics && chosenPeriod === 90 ? 30 : chosenPeriod;
  // The chart's days are UTC; said only where the device's clock is not (docs/product-rules.md, 'Days').
  const dayNote = utcDaysNote(timeZone, now);
  const figures = useDashboardFigures(period, now);
  const localDataKept = useLocalDataKept();
  const { revenue, salesCount, productCount, needRestocking, customerCount, series, grossProfit, netProfit, expenses, owed, productStats } = figures;
  // The last drawn series stays up (dimmed) while another period loads, instead of a flash of
  // the loading message on every switch.
  const [drawn, setDrawn] = useState<DailyFigure[] | null>(null);
  if (series.status === 'ready' && drawn !== series.value) setDrawn(series.value);
  const chartSeries: Figure<DailyFigure[]> = series.status === 'loading' && drawn ? { status: 'ready', value: drawn } : series;
  const chartArea = useRef<HTMLDivElement>(null);
  const chartNear = useNearScreen(chartArea);

  const errors = [
    productCount.status === 'error' && { message: ERROR_MESSAGES.productsLoadFailed, retry: productCount.retry },
    customerCount.status === 'error' && { message: ERROR_MESSAGES.customersLoadFailed, retry: customerCount.retry },
    series.status === 'error' && { message: SALES_FIGURES_LOAD_FAILED, retry: series.retry },
    expenses.status === 'error' && { message: EXPENSE_MESSAGES.loadFailed, retry: expenses.retry },
    owed.status === 'error' && { message: OWED_CARD_TEXT.loadFailed, retry: owed.retry },
  ].filter((failure) => failure !== false);

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>Dashboard</h1>
      {errors.map(({ message, retry }) => (
        <ErrorBanner key={message} onRetry={retry}>
          {message}
        </ErrorBanner>
      ))}

      <div className={styles.cards}>
        <Card
          className={styles.card}
          headingLevel={2}
          title={revenueCardTitle(period)}
          value={shown(revenue, ({ main }) => formatMinor(main.minor, main.currency))}
          loading={revenue.status === 'loading'}
          footnote={
            salesCount.status === 'ready' ? (
              <>
                From {formatCount(salesCount.value)} {salesCount.value === 1 ? 'sale' : 'sales'}
                {revenue.status === 'ready' && revenue.value.others.length > 0 ? <span className={styles.otherCurrencies}>{otherCurrenciesText(revenue.value.others)}</span> : null}
              </>
            ) : undefined
          }
          icon={<RevenueIcon />}
        />
        {/* What customers owe now (docs/product-rules.md, 'Credit'): their balances added up, one currency per figure as revenue. */}
        <Card
          className={styles.card}
          headingLevel={2}
          title={OWED_CARD_TEXT.title}
          value={shown(owed, ({ main }) => formatMinor(main.minor, main.currency))}
          loading={owed.status === 'loading'}
          footnote={
            owed.status === 'ready' ? (
              <>
                {owed.value.customers > 0 ? OWED_CARD_TEXT.customers(owed.value.customers) : OWED_CARD_TEXT.nothingOwed}
                {owed.value.others.length > 0 ? <span className={styles.otherCurrencies}>{otherCurrenciesText(owed.value.others)}</span> : null}
              </>
            ) : undefined
          }
          icon={<OwedIcon />}
        />
        {/* Gross profit from the roll-ups alone; the sales whose goods had no cost price are said, never counted as free. */}
        {analytics ? (
          <>
            <Card
              className={`${styles.card} ${styles.profitCard}`}
              headingLevel={2}
              title={grossProfitCardTitle(period)}
              value={shown(grossProfit, ({ main }) => formatMinor(main.grossProfitMinor, main.currency))}
              loading={grossProfit.status === 'loading'}
              footnote={
                grossProfit.status === 'ready' && (grossProfit.value.main.uncostedRevenueMinor > 0 || grossProfit.value.others.length > 0) ? (
                  <>
                    {grossProfit.value.main.uncostedRevenueMinor > 0 ? PROFIT_TEXT.noCostNote(formatMinor(grossProfit.value.main.uncostedRevenueMinor, grossProfit.value.main.currency)) : null}
                    {grossProfit.value.others.length > 0 ? <span className={styles.otherCurrencies}>{otherCurrenciesText(grossProfit.value.others)}</span> : null}
                  </>
                ) : undefined
              }
              icon={<ProfitIcon />}
            />
            <Card
              className={`${styles.card} ${styles.profitCard}`}
              headingLevel={2}
              title={netProfitCardTitle(period)}
              value={shown(netProfit, ({ main }) => formatMinor(main.netProfitMinor, main.currency))}
              loading={netProfit.status === 'loading'}
              footnote={
                netProfit.status === 'ready' ? (
                  <>
                    {PROFIT_TEXT.expensesNote(formatMinor(netProfit.value.main.expensesMinor, netProfit.value.main.currency))}
                    {netProfit.value.others.length > 0 ? <span className={styles.otherCurrencies}>{otherCurrenciesText(netProfit.value.others)}</span> : null}
                  </>
                ) : undefined
              }
              icon={<NetProfitIcon />}
            />
          </>
        ) : null}
        <Card
          className={styles.card}
          headingLevel={2}
          title={SCREEN_TEXT.totalProducts}
          value={shown(productCount, (n) => formatCount(n))}
          loading={productCount.status === 'loading'}
          footnote={needRestocking.status === 'ready' && needRestocking.value > 0 ? `${formatCount(needRestocking.value)} need restocking` : undefined}
          icon={<ProductsIcon />}
        />
        <Card
          className={styles.card}
          headingLevel={2}
          title={SCREEN_TEXT.totalCustomers}
          value={shown(customerCount, (n) => formatCount(n))}
          loading={customerCount.status === 'loading'}
          icon={<CustomersIcon />}
        />
      </div>

      <section className={panelClasses.panel} aria-labelledby="sales-performance-title">
        <div className={panelClasses.header}>
          <h2 id="sales-performance-title" className={panelClasses.title}>
            {SCREEN_TEXT.salesPerformance}
          </h2>
          <SegmentedControl label="Period" options={analytics ? PERIOD_OPTIONS : BASIC_PERIOD_OPTIONS} value={period} onChange={setPeriod} size="sm" />
        </div>
        <div
          ref={chartArea}
          className={styles.chartArea}
          aria-busy={series.status === 'loading' || undefined}
          // Only the previous period's chart is dimmed while the next loads; the loading message never is.
          data-stale={(series.status === 'loading' && drawn !== null) || undefined}
        >
          <PerformanceBody series={chartSeries} asTable={asTable} drawChart={chartNear} />
        </div>
        {dayNote ? <p className={panelClasses.note}>{dayNote}</p> : null}
        <div className={styles.panelFooter}>
          {chartSeries.status === 'ready' ? (
            <Button variant="ghost" size="sm" aria-pressed={asTable} onClick={() => setAsTable((on) => !on)}>
              {asTable ? 'Show as chart' : 'Show as table'}
            </Button>
          ) : null}
        </div>
      </section>
      {/* The period's products by revenue or by profit, from the product roll-ups (docs/product-rules.md, 'Best sellers'). */}
      {analytics ? (
        <BestSellersPanel stats={productStats} days={period} now={now} />
      ) : (
        <p className={styles.proNote}>
          {PRO_ANALYTICS_TEXT}{' '}
          <a href={PLAN_SETTINGS_HREF}>{PLAN_LINK_TEXT.upgrade}</a>
        </p>
      )}
      {/* Below the figures: it comes a moment after them (the browser answers later) and must not push them down. */}
      {localDataKept === false ? (
        <p className={styles.storageNote} role="note">
          {LOCAL_DATA_AT_RISK}
        </p>
      ) : null}
    </div>
  );
}

function ChartLoading() {
  return <Spinner label={SCREEN_TEXT.chartLoading} showLabel centered className={styles.chartPlaceholder} />;
}

/** The chart, once the frame that shows the figures beside it has been painted (use-after-paint.ts). */
function ChartAfterPaint({ points }: { points: DailyFigure[] }) {
  if (!useAfterPaint()) return <ChartLoading />;
  return (
    <Suspense fallback={<ChartLoading />}>
      <SalesChart points={points} />
    </Suspense>
  );
}

/** `drawChart`: whether the chart's place is near the screen; until then its place holds the loading message. */
function PerformanceBody({ series, asTable, drawChart }: { series: Figure<DailyFigure[]>; asTable: boolean; drawChart: boolean }) {
  if (series.status === 'loading') return <ChartLoading />;
  if (series.status === 'error') return <p className={styles.chartPlaceholder}>{SALES_FIGURES_LOAD_FAILED}</p>;
  // Named after the days it holds (one point per day), which lag the selector while a period loads.
  const caption = `${SCREEN_TEXT.salesRevenueSeries}, ${periodLabel(series.value.length)}`;
  if (asTable) return <DailyFiguresTable points={series.value} caption={caption} />;
  return (
    <>
      {/* The drawing says nothing to a screen reader; the table after it carries the same figures. */}
      <div aria-hidden="true">
        {drawChart ? <ChartAfterPaint points={series.value} /> : <ChartLoading />}
      </div>
      <DailyFiguresTable points={series.value} caption={caption} hidden />
    </>
  );
}

function RevenueIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 17l6-6 4 4 8-8" />
      <path d="M14 7h7v7" />
    </svg>
  );
}

function OwedIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 3h9l3 3v15H6z" />
      <path d="M9 10h6M9 14h6M9 18h3" />
    </svg>
  );
}

function ProfitIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="12" r="9" />
      <path d="M15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .9-3 2s1.3 1.8 3 2 3 .9 3 2-1.3 2-3 2c-1.4 0-2.5-.5-3-1.5M12 6.5v1.5M12 16v1.5" />
    </svg>
  );
}

function NetProfitIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M16 14.5h2" />
    </svg>
  );
}

function ProductsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M21 8l-9-5-9 5 9 5 9-5z" />
      <path d="M3 8v8l9 5 9-5V8" />
      <path d="M12 13v8" />
    </svg>
  );
}

function CustomersIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21c0-4 3-6 7-6s7 2 7 6" />
      <path d="M16 4a4 4 0 010 8M22 21c0-3-2-5-4-5.5" />
    </svg>
  );
}
