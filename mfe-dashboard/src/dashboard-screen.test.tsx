import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dailySeriesFromStats, ERROR_MESSAGES, formatMinor, periodFirstDayKey, revenueMinorFromStats, SCREEN_TEXT } from '@shop/shared/domain';
import type { DailyPoint } from '@shop/shared/domain';
import { BackendProvider, STORAGE_PERSISTED_EVENT } from '@shop/shared/session';
import { warmDashboardReads } from './warm';
import { DashboardScreen, LOCAL_DATA_AT_RISK, SALES_FIGURES_LOAD_FAILED } from './dashboard-screen';
import { saleOf, sampleCustomer, sampleDailyStats, sampleProduct, SAMPLE_OWNER, testShop } from '@shop/shared/testing';
import type { TestShopOptions } from '@shop/shared/testing';
import { OWED_CARD_TEXT } from './dashboard-words';
import { stubScreen } from './testing/screen-observer';

// ApexCharts needs a real layout engine: the lazily loaded chart is replaced by a probe that
// records the points it is given.
const chartRenders = vi.hoisted(() => [] as DailyPoint[][]);
vi.mock('./sales-chart', () => ({
  default: ({ points }: { points: DailyPoint[] }) => {
    chartRenders.push(points);
    return <div data-testid="sales-chart" data-points={points.length} />;
  },
}));

const now = new Date('2026-11-22T10:30:00Z');
const stats = sampleDailyStats(120, now);

/** `count` products with stock from −2 upwards: the first are below zero, out, then low on stock. */
const products = (count: number) => Array.from({ length: count }, (_, i) => sampleProduct({ id: `p${i}`, name: `Product ${i}`, quantity: i - 2 }));
const customers = (count: number) => Array.from({ length: count }, (_, i) => sampleCustomer({ id: `c${i}`, name: `Customer ${i}` }));
/** The shop of these tests: 120 days of roll-ups, 12 products, 5 customers; `log`: what the screen subscribed to and released. */
const dashboardShop = (options: TestShopOptions = {}) => testShop({ dailyStats: stats, products: products(12), customers: customers(5), ...options });

function renderDashboard(options: TestShopOptions = {}) {
  const shop = dashboardShop(options);
  const view = render(
    <BackendProvider backend={shop.backend}>
      <DashboardScreen now={now} />
    </BackendProvider>,
  );
  return { ...view, log: shop.subscriptions };
}

const card = (name: string | RegExp) => screen.getByRole('article', { name });
const lastChart = () => chartRenders.at(-1) as DailyPoint[];

beforeEach(() => {
  chartRenders.length = 0;
  // As on a laptop: the chart's place is on the screen (a phone's is below it, tested apart).
  stubScreen();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Dashboard', () => {
  it('shows the three cards: revenue of the last 30 days with the cedi sign, products and customers', async () => {
    renderDashboard({ products: products(1234), customers: customers(56) });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const expected = formatMinor(revenueMinorFromStats(stats, 30, now), 'GHS');
    await waitFor(() => expect(card('Revenue (Last 30 days)')).toHaveTextContent(expected));
    expect(expected).toMatch(/^₵[\d,]+\.\d\d$/);
    expect(card(SCREEN_TEXT.totalProducts)).toHaveTextContent('1,234');
    expect(card(SCREEN_TEXT.totalCustomers)).toHaveTextContent('56');
  });

  it('says on the products card how many products need restocking (low, out or below zero)', async () => {
    renderDashboard({ products: products(12) });
    // Stock −2 … 9: two below zero, one out, five low.
    await waitFor(() => expect(card(SCREEN_TEXT.totalProducts)).toHaveTextContent('8 need restocking'));
  });

  it('shows "Loading chart data..." until the figures are in, then the chart of the last 30 days', async () => {
    const { log } = renderDashboard({ fail: { subscribeDailyStats: 'pending' } });
    const region = screen.getByRole('region', { name: SCREEN_TEXT.salesPerformance });
    expect(within(region).getByRole('status')).toHaveTextContent(SCREEN_TEXT.chartLoading);
    // The loading message is never dimmed (it must keep its contrast); only a previous chart is.
    expect(within(region).getByRole('status').closest('[aria-busy]')).not.toHaveAttribute('data-stale');
    expect(card('Revenue (Last 30 days)')).toHaveAttribute('aria-busy', 'true');
    // The customers' balances too, for "Owed to you": one document per customer and currency, never the sales;
    // and the product roll-ups of the period, for Best sellers (one document per day).
    // The figures' roll-ups come through the till guard's back office, loaded on first use, so they
    // open a moment after the rest.
    const expected = [
      `dailyStats:${periodFirstDayKey(30, now)}`,
      'products',
      'customers',
      `expenses:${periodFirstDayKey(30, now)}..`,
      'balances',
      `productStats:${periodFirstDayKey(30, now)}`,
      // The shop's profile, for its plan: what the Dashboard shows on Basic (docs/product-rules.md, 'Plans').
      'business',
    ];
    await waitFor(() => expect(log.opened).toHaveLength(expected.length));
    expect([...log.opened].sort()).toEqual([...expected].sort());
  });

  it('takes over the reads the shell started when the session opened (warmDashboardReads): the figures on its first render, no read started twice', async () => {
    const shop = dashboardShop();
    warmDashboardReads(shop.backend, now);
    await waitFor(() => expect(shop.subscriptions.opened).toHaveLength(6));
    // Let every early read answer (the memory lists answer on a microtask).
    await act(async () => undefined);
    render(
      <BackendProvider backend={shop.backend}>
        <DashboardScreen now={now} />
      </BackendProvider>,
    );
    expect(card('Revenue (Last 30 days)')).not.toHaveAttribute('aria-busy', 'true');
    expect(card('Revenue (Last 30 days)')).toHaveTextContent(formatMinor(revenueMinorFromStats(stats, 30, now), 'GHS'));
    expect(card(SCREEN_TEXT.totalProducts)).toHaveTextContent('12');
    // Only the shop's profile (for its plan) is the screen's own read.
    await waitFor(() => expect(shop.subscriptions.opened).toHaveLength(7));
    expect(shop.subscriptions.opened.at(-1)).toBe('business');
  });

  it('draws one point per UTC day of the period, labelled in US English', async () => {
    renderDashboard();
    expect(await screen.findByTestId('sales-chart')).toHaveAttribute('data-points', '30');
    // The domain's points (each with the day's cost and gross profit beside, for the table).
    expect(lastChart()).toEqual(dailySeriesFromStats(stats, 30, now).map((point) => expect.objectContaining(point)));
    expect(lastChart()[0]).toMatchObject({ date: '2026-10-24', label: 'Oct 24' });
    expect(lastChart().at(-1)).toMatchObject({ date: '2026-11-22', label: 'Nov 22' });
  });

  it('on a phone opened at the top, draws the chart only once the owner scrolls near it: ApexCharts is neither fetched nor run before', async () => {
    const phone = stubScreen({ onScreen: false });
    renderDashboard();
    const expected = formatMinor(revenueMinorFromStats(stats, 30, now), 'GHS');
    await waitFor(() => expect(card('Revenue (Last 30 days)')).toHaveTextContent(expected));
    // The figures are in and their table is there for screen readers; the drawing waits, its place held.
    const region = screen.getByRole('region', { name: SCREEN_TEXT.salesPerformance });
    expect(within(region).getByRole('table', { name: 'Sales Revenue, Last 30 Days' })).toBeInTheDocument();
    expect(within(region).getByText(SCREEN_TEXT.chartLoading)).toBeInTheDocument();
    expect(phone.watched()).toBe(1);
    expect(screen.queryByTestId('sales-chart')).not.toBeInTheDocument();
    expect(chartRenders).toEqual([]);

    act(() => phone.scrollToAll());
    expect(await screen.findByTestId('sales-chart')).toHaveAttribute('data-points', '30');
    // Drawn once, it stays: the screen is no longer watched.
    expect(phone.watched()).toBe(0);
  });

  it('switches the period: new range, new subscription, the old one released', async () => {
    const user = userEvent.setup();
    const { log } = renderDashboard();
    await screen.findByTestId('sales-chart');
    const periods = screen.getByRole('radiogroup', { name: 'Period' });
    expect(within(periods).getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['Last 7 Days', 'Last 30 Days', 'Last 90 Days']);
    expect(within(periods).getByRole('radio', { name: 'Last 30 Days' })).toHaveAttribute('aria-checked', 'true');

    await user.click(within(periods).getByRole('radio', { name: 'Last 7 Days' }));
    await waitFor(() => expect(screen.getByTestId('sales-chart')).toHaveAttribute('data-points', '7'));
    expect(card('Revenue (Last 7 days)')).toHaveTextContent(formatMinor(revenueMinorFromStats(stats, 7, now), 'GHS'));
    // The roll-ups (daily and per product) and the expenses of the new period; those of the old one released.
    expect(log.closed).toEqual([`dailyStats:${periodFirstDayKey(30, now)}`, `expenses:${periodFirstDayKey(30, now)}..`, `productStats:${periodFirstDayKey(30, now)}`]);
    expect(log.open).toContain(`dailyStats:${periodFirstDayKey(7, now)}`);
    expect(log.open).toContain(`expenses:${periodFirstDayKey(7, now)}..`);
    expect(log.open).toContain(`productStats:${periodFirstDayKey(7, now)}`);

    // The keyboard works too: arrows move along the periods.
    await user.keyboard('{End}');
    await waitFor(() => expect(screen.getByTestId('sales-chart')).toHaveAttribute('data-points', '90'));
    expect(lastChart()[0]).toMatchObject({ date: '2026-08-25', label: 'Aug 25' });
    expect(card('Revenue (Last 90 days)')).toHaveTextContent(formatMinor(revenueMinorFromStats(stats, 90, now), 'GHS'));
    expect(log.open.filter((name) => name.startsWith('dailyStats'))).toEqual([`dailyStats:${periodFirstDayKey(90, now)}`]);
    // Products and customers are not read again for a period change.
    expect(log.opened.filter((name) => name === 'products')).toHaveLength(1);
  });

  it('releases every subscription on leaving', async () => {
    const { log, unmount } = renderDashboard();
    await screen.findByTestId('sales-chart');
    // The five figures' lists, the product roll-ups and the shop's profile (for its plan).
    await waitFor(() => expect(log.open).toHaveLength(7));
    unmount();
    expect(log.open).toEqual([]);
  });

  it('offers the daily figures as a table: hidden beside the chart, or shown in its place', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByTestId('sales-chart');
    const hidden = screen.getByRole('table', { name: 'Sales Revenue, Last 30 Days' });
    expect(within(hidden).getAllByRole('row')).toHaveLength(31);
    expect(screen.getByTestId('sales-chart').parentElement).toHaveAttribute('aria-hidden', 'true');

    const toggle = screen.getByRole('button', { name: 'Show as table' });
    await user.click(toggle);
    expect(screen.queryByTestId('sales-chart')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sales Revenue, Last 30 Days' });
    const todayRow = within(table).getAllByRole('row').at(-1) as HTMLElement;
    const today = dailySeriesFromStats(stats, 30, now).at(-1) as DailyPoint;
    expect(todayRow).toHaveTextContent(`Nov 22${today.salesCount}${formatMinor(today.revenueMinor, 'GHS')}`);
    await user.click(screen.getByRole('button', { name: 'Show as chart', pressed: true }));
    expect(await screen.findByTestId('sales-chart')).toBeInTheDocument();
  });

  it('says plainly when the browser has not promised to keep a local shop, and only then', async () => {
    const promise = (granted: boolean) => Object.defineProperty(navigator, 'storage', { value: { persisted: async () => granted }, configurable: true });
    try {
      promise(false);
      const refused = renderDashboard({ kind: 'local' });
      expect(await screen.findByRole('note')).toHaveTextContent(LOCAL_DATA_AT_RISK);
      refused.unmount();

      promise(true);
      const kept = renderDashboard({ kind: 'local' });
      await screen.findByRole('article', { name: /^Total Products/ });
      await act(async () => undefined);
      expect(screen.queryByRole('note')).toBeNull();
      kept.unmount();

      // A server backend keeps the data: nothing to say, whatever the browser promised.
      promise(false);
      renderDashboard({ kind: 'firebase' });
      await screen.findByRole('article', { name: /^Total Products/ });
      await act(async () => undefined);
      expect(screen.queryByRole('note')).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'storage');
    }
  });

  it('drops that notice once the browser grants persistent storage (the app installed), and says meanwhile how to install', async () => {
    let granted = false;
    Object.defineProperty(navigator, 'storage', { value: { persisted: async () => granted }, configurable: true });
    try {
      renderDashboard({ kind: 'local' });
      expect(await screen.findByRole('note')).toHaveTextContent(/Install the app to have it kept \(Install app at the top of this page, or Install app \/ Add to Home screen/);
      granted = true;
      await act(async () => {
        window.dispatchEvent(new Event(STORAGE_PERSISTED_EVENT));
      });
      await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
    } finally {
      Reflect.deleteProperty(navigator, 'storage');
    }
  });

  it('says what failed: products, customers or the sales figures', async () => {
    const { log } = renderDashboard({ fail: { subscribeDailyStats: new Error('x'), subscribeProducts: new Error('y'), subscribeCustomers: new Error('z') } });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.querySelector('p')?.textContent)).toEqual([
      ERROR_MESSAGES.productsLoadFailed,
      ERROR_MESSAGES.customersLoadFailed,
      SALES_FIGURES_LOAD_FAILED,
    ]);
    expect(card(SCREEN_TEXT.totalProducts)).toHaveTextContent('—');
    expect(screen.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
    // Try again beside the products' failure subscribes to the products once more, and to nothing else
    // (once the shop's profile, read for its plan, is followed).
    await waitFor(() => expect(log.opened).toContain('business'));
    const opened = log.opened.length;
    await userEvent.click(within(alerts[0]!).getByRole('button', { name: SCREEN_TEXT.tryAgain }));
    await waitFor(() => expect(log.opened.slice(opened)).toEqual(['products']));
  });

  it('shows ₵0.00 and a flat chart for a shop with no sales yet', async () => {
    renderDashboard({ dailyStats: [], products: [], customers: [] });
    await waitFor(() => expect(card('Revenue (Last 30 days)')).toHaveTextContent('₵0.00'));
    expect(card('Revenue (Last 30 days)')).toHaveTextContent('From 0 sales');
    expect(card(SCREEN_TEXT.totalProducts)).toHaveTextContent('0');
    await screen.findByTestId('sales-chart');
    expect(lastChart().every((point) => point.revenueMinor === 0)).toBe(true);
  });

  it('never adds currencies together: cedis lead the card and the chart, naira are listed beside them', async () => {
    renderDashboard({
      dailyStats: [
        { date: '2026-11-21', revenueMinor: { NGN: 900_000 }, salesCount: 2 },
        { date: '2026-11-22', revenueMinor: { GHS: 7050, NGN: 350_000 }, salesCount: 3 },
      ],
    });
    await waitFor(() => expect(card('Revenue (Last 30 days)')).toHaveTextContent('₵70.50'));
    expect(card('Revenue (Last 30 days)')).toHaveTextContent('From 5 salesAlso ₦12,500.00');
    await screen.findByTestId('sales-chart');
    expect(lastChart().map((point) => point.revenueMinor).slice(-2)).toEqual([0, 7050]);
    expect(lastChart().every((point) => point.currency === 'GHS')).toBe(true);
    const today = within(screen.getByRole('table', { name: 'Sales Revenue, Last 30 Days' })).getByRole('row', { name: /Nov 22/ });
    expect(today).toHaveTextContent('₵70.50, ₦3,500.00');
  });

  it('leads a naira-only shop with naira', async () => {
    renderDashboard({ dailyStats: [{ date: '2026-11-22', revenueMinor: { NGN: 350_000 }, salesCount: 1 }] });
    await waitFor(() => expect(card('Revenue (Last 30 days)')).toHaveTextContent('₦3,500.00'));
    expect(card('Revenue (Last 30 days)')).not.toHaveTextContent('Also');
  });

  it('asks to log in when nobody is signed in, and subscribes to nothing', async () => {
    const { log } = renderDashboard({ signedIn: false });
    expect(await screen.findByRole('heading', { name: 'You are not logged in.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page to log in' })).toHaveAttribute('href', '/');
    expect(log.opened).toEqual([]);
  });

  it('moves on with the calendar: at UTC midnight the period starts a day later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-22T23:59:00Z'));
      const shop = dashboardShop();
      render(
        <BackendProvider backend={shop.backend}>
          <DashboardScreen />
        </BackendProvider>,
      );
      // The roll-ups open once the till guard's back office has loaded (a dynamic import).
      await act(async () => {
        await vi.dynamicImportSettled();
      });
      expect(shop.subscriptions.opened.filter((name) => name.startsWith('dailyStats'))).toEqual(['dailyStats:2026-10-24']);
      await act(async () => {
        vi.advanceTimersByTime(2 * 60_000);
      });
      expect(shop.subscriptions.open.filter((name) => name.startsWith('dailyStats'))).toEqual(['dailyStats:2026-10-25']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Dashboard: Owed to you', () => {
  const AMA = { id: 'c-ama', name: 'Ama Mensah' };
  const KOFI = { id: 'c-kofi', name: 'Kofi Boateng' };
  /** A sale of `priceMinor` put on `customer`'s account with `paidMinor` paid now. */
  const onCredit = (id: string, customer: typeof AMA, priceMinor: number, paidMinor: number, currency: 'GHS' | 'NGN' = 'GHS') =>
    saleOf({ id, lines: [{ id: `p-${id}`, priceMinor, quantity: 1, currency }], tenderedMinor: paidMinor, customer, credit: { dueOn: '2026-12-22' }, at: new Date('2026-11-20T10:00:00Z') });

  it('adds up what customers owe beside revenue, one currency per figure, and says how many owe', async () => {
    const { log } = renderDashboard({
      sales: [onCredit('s1', AMA, 15000, 5000), onCredit('s2', KOFI, 8000, 0), onCredit('s3', KOFI, 500_000, 100_000, 'NGN')],
      repayments: [{ id: 'r1', customer: KOFI, amountMinor: 3000, currency: 'GHS', method: 'Cash', createdAt: new Date('2026-11-21T10:00:00Z') }],
    });
    // ₵100.00 + ₵50.00 after Kofi's ₵30.00: ₵150.00; ₦4,000.00 beside it, never added.
    await waitFor(() => expect(card(OWED_CARD_TEXT.title)).toHaveTextContent('₵150.00'));
    expect(card(OWED_CARD_TEXT.title)).toHaveTextContent('By 2 customersAlso ₦4,000.00');
    // Beside revenue: the second card.
    expect(screen.getAllByRole('article').map((article) => article.querySelector('h2')?.textContent).slice(0, 2)).toEqual(['Revenue (Last 30 days)', OWED_CARD_TEXT.title]);
    // Read from the balances alone: no sales, no account records.
    expect(log.opened.some((name) => name.startsWith('sales') || name.startsWith('accountRecords'))).toBe(false);
  });

  it('follows the balances live: a payment lowers the figure at once', async () => {
    const shop = dashboardShop({ sales: [onCredit('s1', AMA, 15000, 5000)] });
    render(
      <BackendProvider backend={shop.backend}>
        <DashboardScreen now={now} />
      </BackendProvider>,
    );
    await waitFor(() => expect(card(OWED_CARD_TEXT.title)).toHaveTextContent('₵100.00'));
    await shop.backend.recordRepayment(SAMPLE_OWNER.uid, {
      repayment: { id: 'r-live', customer: AMA, amountMinor: 10000, currency: 'GHS', method: 'Mobile Money', createdAt: new Date('2026-11-22T10:00:00Z') },
    });
    await waitFor(() => expect(card(OWED_CARD_TEXT.title)).toHaveTextContent('₵0.00'));
    expect(card(OWED_CARD_TEXT.title)).toHaveTextContent(OWED_CARD_TEXT.nothingOwed);
  });

  it('shows ₵0.00 when nobody owes anything, and says so', async () => {
    renderDashboard();
    await waitFor(() => expect(card(OWED_CARD_TEXT.title)).toHaveTextContent('₵0.00'));
    expect(card(OWED_CARD_TEXT.title)).toHaveTextContent(OWED_CARD_TEXT.nothingOwed);
  });

  it('says when the balances cannot be read, with Try again, and shows no figure', async () => {
    renderDashboard({ fail: { subscribeBalances: new Error('offline') } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(OWED_CARD_TEXT.loadFailed);
    expect(within(alert).getByRole('button', { name: SCREEN_TEXT.tryAgain })).toBeInTheDocument();
    expect(card(OWED_CARD_TEXT.title)).toHaveTextContent('—');
  });
});
