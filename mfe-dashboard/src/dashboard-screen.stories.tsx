import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_MESSAGES, EXPENSE_MESSAGES, PRO_ANALYTICS_TEXT, SCREEN_TEXT, VALIDATION_MESSAGES, formatMinor, localDateKey, newExpenseId } from '@shop/shared/domain';
import type { DashboardPeriod } from '@shop/shared/domain';
import { DashboardScreen, LOCAL_DATA_AT_RISK, SALES_FIGURES_LOAD_FAILED } from './dashboard-screen';
import { demoProduct, demoShop, onADesktop, onAPhone, ringUp, seededShop } from '@shop/shared/testing';
import { expectedFigures } from './testing/dashboard-story-shop';
import { BEST_SELLERS_TEXT, OWED_CARD_TEXT, grossProfitCardTitle, netProfitCardTitle, periodLabel, revenueCardTitle } from './dashboard-words';

// The remote's root on a seeded shop of the real local adapter: the daily roll-ups of the last
// 90 days of sales and the counts of products and customers, read through the session hooks.
const meta = {
  title: 'Dashboard/Home',
  component: DashboardScreen,
  parameters: { shop: 'busy' },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The revenue card and the hidden table show the period's figures, as the domain computes them. */
async function showsPeriod(canvasElement: HTMLElement, loaded: Record<string, unknown>, days: DashboardPeriod) {
  const canvas = within(canvasElement);
  const { revenue, sales } = expectedFigures(loaded, days);
  const card = await canvas.findByRole('article', { name: revenueCardTitle(days) });
  await waitFor(() => expect(card).toHaveTextContent(revenue));
  await expect(card).toHaveTextContent(`From ${sales.toLocaleString('en-US')} sales`);
  await expect(canvas.getByRole('radio', { name: periodLabel(days) })).toHaveAttribute('aria-checked', 'true');
  await waitFor(() => expect(canvas.getByRole('table', { name: `${SCREEN_TEXT.salesRevenueSeries}, ${periodLabel(days)}` })).toBeInTheDocument());
}

async function showsCounts(canvasElement: HTMLElement, products: number, customers: number) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('article', { name: SCREEN_TEXT.totalProducts })).toHaveTextContent(products.toLocaleString('en-US')));
  await expect(canvas.getByRole('article', { name: SCREEN_TEXT.totalCustomers })).toHaveTextContent(customers.toLocaleString('en-US'));
}

// ------------------------------------------------------------------ the shop's figures

/** Akosua's Provisions: the default period, 30 days. */
export const Last30Days: Story = {
  play: async ({ canvasElement, loaded }) => {
    await showsPeriod(canvasElement, loaded, 30);
    const { products, customers } = demoShop(loaded);
    await showsCounts(canvasElement, products.length, customers.length);
  },
};

/** A browser that has not promised to keep the embedded backend's data: the owner is told, with what to do. */
export const DataNotKeptByTheBrowser: Story = {
  beforeEach: () => {
    const own = Object.getOwnPropertyDescriptor(navigator, 'storage');
    Object.defineProperty(navigator, 'storage', { value: { persisted: async () => false }, configurable: true });
    return () => {
      if (own) Object.defineProperty(navigator, 'storage', own);
      else Reflect.deleteProperty(navigator, 'storage');
    };
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('note')).toHaveTextContent(LOCAL_DATA_AT_RISK);
  },
};

export const Last7Days: Story = {
  args: { initialPeriod: 7 },
  play: async ({ canvasElement, loaded }) => showsPeriod(canvasElement, loaded, 7),
};

export const Last90Days: Story = {
  args: { initialPeriod: 90 },
  play: async ({ canvasElement, loaded }) => showsPeriod(canvasElement, loaded, 90),
};

/** Choosing another period re-reads the roll-ups: the card, the chart and its table follow. */
export const SwitchingPeriod: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await showsPeriod(canvasElement, loaded, 30);
    await userEvent.click(canvas.getByRole('radio', { name: periodLabel(7) }));
    await showsPeriod(canvasElement, loaded, 7);
    await userEvent.click(canvas.getByRole('radio', { name: periodLabel(90) }));
    await showsPeriod(canvasElement, loaded, 90);
  },
};

/** The chart's figures as a visible table, one row per day. */
export const AsTable: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await showsPeriod(canvasElement, loaded, 30);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    await expect(canvas.getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('table', { name: `${SCREEN_TEXT.salesRevenueSeries}, ${periodLabel(30)}` });
    // A header row and one row per day.
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
  },
};

/** What WithProfit's sale was rung up at (its product's price, and the cost price it was given). */
const costedSale = { unitCostMinor: 0, priceMinor: 0 };

/**
 * Profit beside revenue: today two units of a product with a cost price (70 % of its price) were
 * sold, the shop's older sales had none (said under the gross profit, never counted as free goods),
 * and the rent (₵300.00) and a stock purchase (₵500.00, not counted against profit) were paid.
 */
export const WithProfit: Story = {
  beforeEach: async ({ loaded }) => {
    const { backend, uid } = seededShop(loaded);
    const product = demoProduct(loaded, (p) => p.type === 'Physical' && p.currency === 'GHS' && (p.quantity ?? 0) > 5);
    costedSale.priceMinor = product.priceMinor;
    costedSale.unitCostMinor = Math.round(product.priceMinor * 0.7);
    await ringUp(loaded, { lines: [{ product: { ...product, costMinor: costedSale.unitCostMinor }, quantity: 2 }], paymentMethod: 'Mobile Money' });
    const today = localDateKey(new Date());
    const now = new Date();
    for (const [category, amountMinor] of [['Rent', 30000], ['Stock bought', 50000]] as const) {
      await backend.saveExpense(uid, { id: newExpenseId(), amountMinor, currency: 'GHS', category, method: 'Bank Transfer', fromTill: false, spentOn: today, note: '', createdAt: now, updatedAt: now });
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grossMinor = 2 * (costedSale.priceMinor - costedSale.unitCostMinor);
    const gross = await canvas.findByRole('article', { name: grossProfitCardTitle(30) });
    await waitFor(() => expect(gross).toHaveTextContent(formatMinor(grossMinor, 'GHS')));
    await expect(gross).toHaveTextContent('of sales had no cost price');
    const net = canvas.getByRole('article', { name: netProfitCardTitle(30) });
    await waitFor(() => expect(net).toHaveTextContent(formatMinor(grossMinor - 30000, 'GHS')));
    await expect(net).toHaveTextContent('Expenses ₵300.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const table = canvas.getByRole('table', { name: `${SCREEN_TEXT.salesRevenueSeries}, ${periodLabel(30)}` });
    await expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Day', 'Sales', 'Revenue', 'Cost', 'Gross profit']);
  },
};

/** The same on a phone. */
export const WithProfitOnAPhone: Story = { ...WithProfit, globals: onAPhone };

/** Mama Chi Stores in Lagos: a shop that sells in naira sees its revenue in naira (docs/product-rules.md, 'The dashboard'). */
export const NairaShop: Story = {
  parameters: { shop: 'busy-naira' },
  play: async ({ canvasElement, loaded }) => {
    await showsPeriod(canvasElement, loaded, 30);
    await expect(within(canvasElement).getByRole('article', { name: revenueCardTitle(30) })).toHaveTextContent('₦');
  },
};

/** 10 000 products and 1 000 customers. */
export const BigShop: Story = {
  parameters: { shop: 'huge' },
  play: async ({ canvasElement }) => showsCounts(canvasElement, 10_000, 1_000),
};

export const OnAPhone: Story = { globals: onAPhone };

export const OnADesktop: Story = { globals: onADesktop };

// ------------------------------------------------------------------ loading, empty, failing

export const Loading: Story = {
  parameters: { shop: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: SCREEN_TEXT.salesPerformance })).toHaveTextContent(SCREEN_TEXT.chartLoading);
  },
};

/** A new shop: nothing sold yet, the chart flat at zero. */
export const NoSalesYet: Story = {
  parameters: { shop: 'empty' },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('article', { name: revenueCardTitle(30) });
    await waitFor(() => expect(card).toHaveTextContent(formatMinor(0, 'GHS')));
    await showsCounts(canvasElement, 0, 0);
  },
};

export const LoadFailed: Story = {
  parameters: { shop: 'failing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each failed figure says what failed and offers Try again.
    const expected = [ERROR_MESSAGES.productsLoadFailed, ERROR_MESSAGES.customersLoadFailed, SALES_FIGURES_LOAD_FAILED, EXPENSE_MESSAGES.loadFailed, OWED_CARD_TEXT.loadFailed, BEST_SELLERS_TEXT.loadFailed];
    await waitFor(() => expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(expected.map((message) => `${message}${SCREEN_TEXT.tryAgain}`)));
    for (const alert of canvas.getAllByRole('alert')) await expect(within(alert).getByRole('button', { name: SCREEN_TEXT.tryAgain })).toBeInTheDocument();
  },
};

export const SignedOut: Story = {
  parameters: { shop: 'signed-out' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: VALIDATION_MESSAGES.notLoggedIn })).toBeInTheDocument();
  },
};

/** A shop on Basic: revenue for 7 or 30 days; profit, best sellers and the 90 days are Pro's, said with the way to upgrade (docs/product-rules.md, 'Plans'). */
export const OnBasic: Story = {
  globals: onADesktop,
  parameters: { shop: { seed: 'busy', paidPlan: { plan: 'basic', daysLeft: 20 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(PRO_ANALYTICS_TEXT)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Upgrade' })).toBeVisible();
    await expect(canvas.queryByRole('article', { name: grossProfitCardTitle(30) })).not.toBeInTheDocument();
  },
};
