import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPENSE_MESSAGES, SCREEN_TEXT } from '@shop/shared/domain';
import type { DailyPoint, DailyStat, Expense } from '@shop/shared/domain';
import { BackendProvider } from '@shop/shared/session';
import { testShop } from '@shop/shared/testing';
import type { TestShopOptions } from '@shop/shared/testing';
import { DashboardScreen } from './dashboard-screen';
import { OWED_CARD_TEXT } from './dashboard-words';
import { stubScreen } from './testing/screen-observer';

// Gross and net profit on the dashboard: read from the roll-ups (costed revenue and cost per
// currency) and the period's expenses, never from the sales.
vi.mock('./sales-chart', () => ({ default: ({ points }: { points: DailyPoint[] }) => <div data-testid="sales-chart" data-points={points.length} /> }));

// As on a laptop: the chart's place is on the screen (use-near-screen.ts draws it only then).
beforeEach(() => {
  stubScreen();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const now = new Date('2026-11-22T10:30:00Z');

/** Two days of a provisions shop in Accra, with a naira sale: what the roll-ups hold. */
const STATS: DailyStat[] = [
  // ₵500.00 sold, ₵380.00 of it with a cost price (cost ₵250.00): ₵120.00 had none.
  { date: '2026-11-21', revenueMinor: { GHS: 50000 }, salesCount: 6, costedRevenueMinor: { GHS: 38000 }, costMinor: { GHS: 25000 } },
  // ₵200.00, all costed (cost ₵150.00); ₦35,000.00, costed, cost ₦20,000.00.
  { date: '2026-11-22', revenueMinor: { GHS: 20000, NGN: 3_500_000 }, salesCount: 3, costedRevenueMinor: { GHS: 20000, NGN: 3_500_000 }, costMinor: { GHS: 15000, NGN: 2_000_000 } },
  // Before the period of 7 days.
  { date: '2026-11-01', revenueMinor: { GHS: 90000 }, salesCount: 9, costedRevenueMinor: { GHS: 90000 }, costMinor: { GHS: 10000 } },
];

const expense = (id: string, spentOn: string, amountMinor: number, category: Expense['category'], currency: Expense['currency'] = 'GHS'): Expense => ({
  id,
  amountMinor,
  currency,
  category,
  method: 'Cash',
  fromTill: false,
  spentOn,
  note: '',
  createdAt: new Date(`${spentOn}T09:00:00Z`),
  updatedAt: new Date(`${spentOn}T09:00:00Z`),
});

const EXPENSES: Expense[] = [
  expense('rent', '2026-11-20', 6000, 'Rent'),
  expense('taxi', '2026-11-22', 1500, 'Transport'),
  // Lower the cash, not the profit.
  expense('stock', '2026-11-21', 40000, 'Stock bought'),
  expense('own', '2026-11-22', 2000, "Owner's own use"),
  // Outside the last 7 days.
  expense('old', '2026-11-02', 10000, 'Wages'),
];

function renderDashboard(options: TestShopOptions = {}) {
  const shop = testShop({ dailyStats: STATS, expenses: EXPENSES, products: [], customers: [], ...options });
  render(
    <BackendProvider backend={shop.backend}>
      <DashboardScreen now={now} initialPeriod={7} />
    </BackendProvider>,
  );
  return shop;
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Dashboard profit', () => {
  it('shows gross profit beside revenue, and how much of the sales had no cost price', async () => {
    renderDashboard();
    const gross = await screen.findByRole('article', { name: 'Gross profit (Last 7 days)' });
    // (₵380.00 − ₵250.00) + (₵200.00 − ₵150.00) = ₵180.00; the naira beside it, never added.
    await waitFor(() => expect(gross).toHaveTextContent('₵180.00'));
    expect(gross).toHaveTextContent('₵120.00 of sales had no cost price');
    expect(gross).toHaveTextContent('Also ₦15,000.00');
    const names = screen.getAllByRole('article').map((article) => article.querySelector('h2')?.textContent);
    expect(names).toEqual(['Revenue (Last 7 days)', OWED_CARD_TEXT.title, 'Gross profit (Last 7 days)', 'Net profit (Last 7 days)', SCREEN_TEXT.totalProducts, SCREEN_TEXT.totalCustomers]);
  });

  it('takes the period’s expenses that count against profit off the gross: not stock bought, not the owner’s own use', async () => {
    renderDashboard();
    const net = await screen.findByRole('article', { name: 'Net profit (Last 7 days)' });
    // ₵180.00 − (rent ₵60.00 + taxi ₵15.00) = ₵105.00.
    await waitFor(() => expect(net).toHaveTextContent('₵105.00'));
    expect(net).toHaveTextContent('Expenses ₵75.00');
    expect(net).toHaveTextContent('Also ₦15,000.00');
  });

  it('reads the expenses of the chosen period again when it changes', async () => {
    const user = userEvent.setup();
    const shop = renderDashboard();
    await waitFor(() => expect(card('Net profit (Last 7 days)')).toHaveTextContent('₵105.00'));
    await user.click(screen.getByRole('radio', { name: 'Last 30 Days' }));
    // + ₵800.00 gross on Nov 1, − ₵100.00 of wages on Nov 2.
    await waitFor(() => expect(card('Net profit (Last 30 days)')).toHaveTextContent('₵805.00'));
    expect(card('Net profit (Last 30 days)')).toHaveTextContent('Expenses ₵175.00');
    expect(card('Gross profit (Last 30 days)')).toHaveTextContent('₵980.00');
    expect(shop.subscriptions.open).toContain('expenses:2026-10-24..');
  });

  it('says nothing of missing costs when every sale had one, and shows a loss as negative', async () => {
    renderDashboard({ dailyStats: [STATS[1]!], expenses: [expense('rent', '2026-11-22', 30000, 'Rent')] });
    const gross = await screen.findByRole('article', { name: 'Gross profit (Last 7 days)' });
    await waitFor(() => expect(gross).toHaveTextContent('₵50.00'));
    expect(gross).not.toHaveTextContent('no cost price');
    await waitFor(() => expect(card('Net profit (Last 7 days)')).toHaveTextContent('-₵250.00'));
  });

  it('counts roll-ups made before costs were kept as sales with no cost, never as free goods', async () => {
    renderDashboard({ dailyStats: [{ date: '2026-11-22', revenueMinor: { GHS: 7050 }, salesCount: 2 }], expenses: [] });
    const gross = await screen.findByRole('article', { name: 'Gross profit (Last 7 days)' });
    await waitFor(() => expect(gross).toHaveTextContent('₵0.00'));
    expect(gross).toHaveTextContent('₵70.50 of sales had no cost price');
    expect(card('Net profit (Last 7 days)')).toHaveTextContent('Expenses ₵0.00');
  });

  it('adds Cost and Gross profit columns to the daily figures', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByTestId('sales-chart');
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Sales Revenue, Last 7 Days' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Day', 'Sales', 'Revenue', 'Cost', 'Gross profit']);
    expect(within(table).getByRole('row', { name: /Nov 21/ })).toHaveTextContent('Nov 216₵500.00₵250.00₵130.00');
    expect(within(table).getByRole('row', { name: /Nov 20/ })).toHaveTextContent('Nov 200₵0.00₵0.00₵0.00');
  });

  it('says when the expenses cannot be read: the net profit is not guessed', async () => {
    renderDashboard({ fail: { subscribeExpenses: new Error('offline') } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(EXPENSE_MESSAGES.loadFailed);
    await waitFor(() => expect(card('Gross profit (Last 7 days)')).toHaveTextContent('₵180.00'));
    expect(card('Net profit (Last 7 days)')).toHaveTextContent('—');
  });

  it('keeps the net profit card waiting (its space kept) while the expenses load', async () => {
    renderDashboard({ fail: { subscribeExpenses: 'pending' } });
    await waitFor(() => expect(card('Gross profit (Last 7 days)')).toHaveTextContent('₵180.00'));
    expect(card('Net profit (Last 7 days)')).toHaveAttribute('aria-busy', 'true');
  });
});
