import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { periodFirstDayKey, SCREEN_TEXT } from '@shop/shared/domain';
import type { DailyPoint, ProductDayStat } from '@shop/shared/domain';
import { BackendProvider } from '@shop/shared/session';
import { saleOf, SAMPLE_OWNER, testShop } from '@shop/shared/testing';
import type { TestShopOptions } from '@shop/shared/testing';
import { DashboardScreen } from '../dashboard-screen';
import { BEST_SELLERS_NOW, bestSellersSales, dailyStatsOf, manyProductsSold, productStatsOf } from '../testing/best-sellers-sample';
import { BestSellersPanel } from './best-sellers-panel';
import { bestSellersView, marginPercent } from './best-sellers-view';
import { BEST_SELLERS_TEXT } from '../dashboard-words';
import { stubScreen } from '../testing/screen-observer';

// Best sellers on the dashboard (docs/product-rules.md, 'Best sellers'): the period's top products
// from the per-day product roll-ups alone, by revenue or by gross profit, one currency at a time.
vi.mock('../sales-chart', () => ({ default: ({ points }: { points: DailyPoint[] }) => <div data-testid="sales-chart" data-points={points.length} /> }));

// As on a laptop: the chart's place is on the screen (use-near-screen.ts draws it only then).
beforeEach(() => {
  stubScreen();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const now = BEST_SELLERS_NOW;
const sales = bestSellersSales();

function renderDashboard(options: TestShopOptions = {}, initialPeriod: 7 | 30 | 90 = 7) {
  const shop = testShop({ productStats: productStatsOf(sales), dailyStats: dailyStatsOf(sales), products: [], customers: [], ...options });
  const view = render(
    <BackendProvider backend={shop.backend}>
      <DashboardScreen now={now} initialPeriod={initialPeriod} />
    </BackendProvider>,
  );
  return { ...view, shop };
}

const panel = () => screen.getByRole('region', { name: BEST_SELLERS_TEXT.title });
/** Each row's cells as text, the header row left out. */
async function rows(caption: string | RegExp): Promise<string[][]> {
  const table = await within(panel()).findByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}
const names = async (caption: string | RegExp) => (await rows(caption)).map((row) => row[0]);

describe('Best sellers', () => {
  it('lists the period’s products by revenue, with units, revenue, gross profit and margin', async () => {
    renderDashboard();
    expect(await rows('Best sellers by revenue, Last 7 Days, in GHS')).toEqual([
      ['Kente stole', '1', '₵450.00', BEST_SELLERS_TEXT.costUnknown, '—'],
      ['Milo 400g tin', '8', '₵360.00', '₵96.00', '27%'],
      ['Rice 5kg', '3', '₵255.00', '₵45.00', '18%'],
      // Partly costed: the profit of the costed part, and how much had no cost price.
      ['Shito 250g', '10', '₵200.00', '₵60.00₵80.00 of sales had no cost price', '50%'],
      ['MTN airtime ₵10', '5', '₵50.00', BEST_SELLERS_TEXT.costUnknown, '—'],
      // Sold below cost: a loss, never hidden.
      ['Kalyppo 200ml', '12', '₵48.00', '-₵6.00', '-13%'],
    ]);
    const table = within(panel()).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Product', 'Units sold', 'Revenue', 'Gross profit', 'Margin']);
    expect(panel()).toHaveTextContent(BEST_SELLERS_TEXT.marginNote);
    expect(within(panel()).getByRole('radio', { name: BEST_SELLERS_TEXT.byRevenue })).toHaveAttribute('aria-checked', 'true');
  });

  it('ranks by gross profit at a click or with the arrow keys, products with no cost last', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await names(/by revenue/);
    await user.click(within(panel()).getByRole('radio', { name: BEST_SELLERS_TEXT.byProfit }));
    expect(await names('Best sellers by profit, Last 7 Days, in GHS')).toEqual(['Milo 400g tin', 'Shito 250g', 'Rice 5kg', 'Kalyppo 200ml', 'Kente stole', 'MTN airtime ₵10']);
    expect((await rows(/by profit/)).map((row) => row[3])).toEqual(['₵96.00', '₵60.00₵80.00 of sales had no cost price', '₵45.00', '-₵6.00', BEST_SELLERS_TEXT.costUnknown, BEST_SELLERS_TEXT.costUnknown]);

    // The keyboard: focus stays on the group, the arrows move the choice.
    expect(within(panel()).getByRole('radio', { name: BEST_SELLERS_TEXT.byProfit })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(panel()).getByRole('radio', { name: BEST_SELLERS_TEXT.byRevenue })).toHaveAttribute('aria-checked', 'true');
    expect((await names(/by revenue/))[0]).toBe('Kente stole');
    await user.keyboard('{ArrowRight}');
    expect((await names(/by profit/))[0]).toBe('Milo 400g tin');
  });

  it('shows the main currency (cedis) and switches to the other currency the period sold in, never adding them', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await names(/in GHS/);
    const currencies = within(panel()).getByRole('radiogroup', { name: BEST_SELLERS_TEXT.currencyLabel });
    expect(within(currencies).getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['₵ GHS', '₦ NGN']);
    await user.click(within(currencies).getByRole('radio', { name: '₦ NGN' }));
    expect(await rows('Best sellers by revenue, Last 7 Days, in NGN')).toEqual([
      ['Indomie carton', '2', '₦7,000.00', '₦1,400.00', '20%'],
      ['Peak Milk tin', '5', '₦2,500.00', BEST_SELLERS_TEXT.costUnknown, '—'],
    ]);
    await user.click(within(panel()).getByRole('radio', { name: BEST_SELLERS_TEXT.byProfit }));
    expect(await names(/by profit, Last 7 Days, in NGN/)).toEqual(['Indomie carton', 'Peak Milk tin']);
  });

  it('offers no currency switch to a shop that sold in one currency only', async () => {
    const cedisOnly = bestSellersSales({ naira: false });
    renderDashboard({ productStats: productStatsOf(cedisOnly), dailyStats: dailyStatsOf(cedisOnly) });
    await names(/in GHS/);
    expect(within(panel()).queryByRole('radiogroup', { name: BEST_SELLERS_TEXT.currencyLabel })).toBeNull();
  });

  it('follows the dashboard’s period, reading the product roll-ups from its first day and releasing the old ones', async () => {
    const user = userEvent.setup();
    const { shop } = renderDashboard();
    await names(/Last 7 Days/);
    expect(shop.subscriptions.open).toContain(`productStats:${periodFirstDayKey(7, now)}`);
    await user.click(screen.getByRole('radio', { name: 'Last 30 Days' }));
    // Nov 1's gari is in the last 30 days.
    expect((await names('Best sellers by revenue, Last 30 Days, in GHS'))[0]).toBe('Gari (1 olonka)');
    expect(panel()).toHaveTextContent('Last 30 Days');
    expect(shop.subscriptions.open.filter((name) => name.startsWith('productStats'))).toEqual([`productStats:${periodFirstDayKey(30, now)}`]);
    expect(shop.subscriptions.closed).toContain(`productStats:${periodFirstDayKey(7, now)}`);
  });

  it('reads the roll-ups only, never the sales, and follows them live as a sale is recorded', async () => {
    const { shop } = renderDashboard();
    await names(/by revenue/);
    expect(shop.subscriptions.opened.some((name) => name.startsWith('sales'))).toBe(false);
    await act(async () => {
      await shop.backend.recordSale(SAMPLE_OWNER.uid, {
        sale: saleOf({ id: 'b0000000-0000-4000-8000-000000000042', at: new Date('2026-11-22T10:00:00Z'), lines: [{ id: 'p-rice', name: 'Rice 5kg', priceMinor: 8500, costMinor: 7000, quantity: 3 }] }),
        stockDecrements: [],
      });
    });
    // Rice: 6 units, ₵510.00, now ahead of the kente stole.
    await waitFor(async () => expect((await rows(/by revenue/))[0]).toEqual(['Rice 5kg', '6', '₵510.00', '₵90.00', '18%']));
  });

  it('lists the top 10 and says how many products sold', async () => {
    renderDashboard({ productStats: manyProductsSold(14) });
    const listed = await names(/by revenue/);
    expect(listed).toHaveLength(10);
    expect(listed[0]).toBe('Product 14');
    expect(listed.at(-1)).toBe('Product 5');
    expect(panel()).toHaveTextContent(BEST_SELLERS_TEXT.topOf(10, 14));
  });

  it('says when nothing was sold in the period', async () => {
    renderDashboard({ productStats: [] });
    await waitFor(() => expect(panel()).toHaveTextContent(BEST_SELLERS_TEXT.empty(7)));
    expect(within(panel()).queryByRole('table')).toBeNull();
  });

  it('keeps its place while loading, saying so', async () => {
    renderDashboard({ fail: { subscribeProductStats: 'pending' } });
    await waitFor(() => expect(screen.getByRole('article', { name: 'Revenue (Last 7 days)' })).toHaveTextContent('₵1,363.00'));
    expect(within(panel()).getByRole('status')).toHaveTextContent(BEST_SELLERS_TEXT.loading);
    expect(within(panel()).getByRole('status').closest('[aria-busy]')).not.toHaveAttribute('data-stale');
    // The order can be chosen before the figures are in.
    expect(within(panel()).getByRole('radiogroup', { name: BEST_SELLERS_TEXT.orderLabel })).toBeInTheDocument();
  });

  it('says when the roll-ups cannot be read, and Try again reads them again', async () => {
    const user = userEvent.setup();
    const { shop } = renderDashboard({ fail: { subscribeProductStats: new Error('offline') } });
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent(BEST_SELLERS_TEXT.loadFailed);
    // The other figures are not held up.
    await waitFor(() => expect(screen.getByRole('article', { name: 'Revenue (Last 7 days)' })).toHaveTextContent('₵1,363.00'));
    const opened = shop.subscriptions.opened.length;
    await user.click(within(alert).getByRole('button', { name: SCREEN_TEXT.tryAgain }));
    await waitFor(() => expect(shop.subscriptions.opened.slice(opened)).toEqual([`productStats:${periodFirstDayKey(7, now)}`]));
  });

  it('is not shown to someone who is not signed in', async () => {
    renderDashboard({ signedIn: false });
    await screen.findByRole('heading', { name: 'You are not logged in.' });
    expect(screen.queryByRole('region', { name: BEST_SELLERS_TEXT.title })).toBeNull();
  });
});

describe('BestSellersPanel', () => {
  const stats: ProductDayStat[] = productStatsOf(sales);

  it('keeps the last period’s rows up, dimmed, while the next period loads', () => {
    const { rerender } = render(<BestSellersPanel stats={{ status: 'ready', value: stats }} days={7} now={now} />);
    expect(within(panel()).getByRole('table', { name: /Last 7 Days/ })).toBeInTheDocument();
    rerender(<BestSellersPanel stats={{ status: 'loading' }} days={30} now={now} />);
    expect(within(panel()).getByRole('table', { name: /Last 7 Days/ })).toBeInTheDocument();
    expect(within(panel()).getByRole('table').closest('[aria-busy]')).toHaveAttribute('data-stale', 'true');
    rerender(<BestSellersPanel stats={{ status: 'ready', value: stats }} days={30} now={now} />);
    expect(within(panel()).getByRole('table', { name: /Last 30 Days/ }).closest('[aria-busy]')).toBeNull();
  });
});

describe('bestSellersView', () => {
  const stats = productStatsOf(sales);

  it('leads with cedis whenever the period sold any, otherwise with the currency that took the most', () => {
    expect(bestSellersView(stats, 7, now, 'revenue')).toMatchObject({ currency: 'GHS', currencies: ['GHS', 'NGN'], total: 6 });
    const nairaOnly = productStatsOf(bestSellersSales().filter((s) => s.currency === 'NGN'));
    expect(bestSellersView(nairaOnly, 7, now, 'revenue')).toMatchObject({ currency: 'NGN', currencies: ['NGN'] });
    // A currency chosen that the period did not sell in falls back on the main one.
    expect(bestSellersView(nairaOnly, 7, now, 'revenue', 'GHS').currency).toBe('NGN');
    expect(bestSellersView([], 7, now, 'profit')).toEqual({ currency: 'GHS', currencies: [], rows: [], total: 0 });
  });

  it('gives the margin on the costed revenue, rounded half away from zero; none without a cost', () => {
    expect(marginPercent({ grossProfitMinor: 9600, costedRevenueMinor: 36000 })).toBe(27);
    expect(marginPercent({ grossProfitMinor: -600, costedRevenueMinor: 4800 })).toBe(-13);
    expect(marginPercent({ grossProfitMinor: null, costedRevenueMinor: 0 })).toBeNull();
    expect(marginPercent({ grossProfitMinor: -500, costedRevenueMinor: 0 })).toBeNull();
  });
});
