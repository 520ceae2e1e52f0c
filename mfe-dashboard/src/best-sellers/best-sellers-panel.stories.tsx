import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SCREEN_TEXT } from '@shop/shared/domain';
import type { Product } from '@shop/shared/domain';
import { BackendProvider } from '@shop/shared/session';
import { createMemoryBackend, onAPhone, saleOf } from '@shop/shared/testing';
import { DashboardScreen } from '../dashboard-screen';
import { BEST_SELLERS_NOW, bestSellersSales, dailyStatsOf, manyProductsSold, productStatsOf } from '../testing/best-sellers-sample';
import { BestSellersPanel } from './best-sellers-panel';
import { BEST_SELLERS_TEXT } from '../dashboard-words';

// Best sellers (docs/product-rules.md, 'Best sellers'): the dashboard's period's top products in one
// currency, by revenue or by gross profit, from the per-day product roll-ups. The panel is given the
// roll-ups as the dashboard reads them; the last stories show it in place on the dashboard, on the
// in-memory backend. The shop's figures are in testing/best-sellers-sample.ts.
const SALES = bestSellersSales();
const STATS = productStatsOf(SALES);

const meta = {
  title: 'Dashboard/Best sellers',
  component: BestSellersPanel,
  args: { stats: { status: 'ready', value: STATS }, days: 7, now: BEST_SELLERS_NOW },
} satisfies Meta<typeof BestSellersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The names in the table, best first. */
async function listed(canvasElement: HTMLElement, caption: string): Promise<string[]> {
  const table = await within(canvasElement).findByRole('table', { name: caption });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

/** A week in cedis by revenue: the kente stole first, though nothing of it had a cost price. */
export const ByRevenue: Story = {
  play: async ({ canvasElement }) => {
    await expect(await listed(canvasElement, 'Best sellers by revenue, Last 7 Days, in GHS')).toEqual(['Kente stole', 'Milo 400g tin', 'Rice 5kg', 'Shito 250g', 'MTN airtime ₵10', 'Kalyppo 200ml']);
  },
};

/**
 * By gross profit: the Milo first; Shito's profit is on the part that had a cost price (the rest is
 * said under it); the Kalyppo sold below cost; the kente stole and the airtime, with no cost price,
 * come last as 'Cost unknown', never as free goods.
 */
export const ByProfitWithCostlessProducts: Story = {
  args: { initialOrder: 'profit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await listed(canvasElement, 'Best sellers by profit, Last 7 Days, in GHS')).toEqual(['Milo 400g tin', 'Shito 250g', 'Rice 5kg', 'Kalyppo 200ml', 'Kente stole', 'MTN airtime ₵10']);
    await expect(canvas.getByRole('row', { name: /Shito 250g/ })).toHaveTextContent('₵60.00₵80.00 of sales had no cost price50%');
    await expect(canvas.getByRole('row', { name: /Kente stole/ })).toHaveTextContent(BEST_SELLERS_TEXT.costUnknown);
    // Back to revenue from the keyboard.
    await userEvent.click(canvas.getByRole('radio', { name: BEST_SELLERS_TEXT.byProfit }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: BEST_SELLERS_TEXT.byRevenue })).toHaveAttribute('aria-checked', 'true');
  },
};

/** The week sold in cedis and naira: cedis lead; the switch shows the naira products, never added to the cedis. */
export const TwoCurrencies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listed(canvasElement, 'Best sellers by revenue, Last 7 Days, in GHS');
    await userEvent.click(canvas.getByRole('radio', { name: '₦ NGN' }));
    await expect(await listed(canvasElement, 'Best sellers by revenue, Last 7 Days, in NGN')).toEqual(['Indomie carton', 'Peak Milk tin']);
  },
};

/** Fourteen products sold: the top ten are listed, and it says so. */
export const TopTenOfMany: Story = {
  args: { stats: { status: 'ready', value: manyProductsSold(14) } },
  play: async ({ canvasElement }) => {
    await expect(await listed(canvasElement, 'Best sellers by revenue, Last 7 Days, in GHS')).toHaveLength(10);
    await expect(canvasElement).toHaveTextContent(BEST_SELLERS_TEXT.topOf(10, 14));
  },
};

export const NothingSoldYet: Story = {
  args: { stats: { status: 'ready', value: [] }, days: 30 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(BEST_SELLERS_TEXT.empty(30));
  },
};

/** The roll-ups on their way: the panel keeps its place and says so. */
export const Loading: Story = {
  args: { stats: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(BEST_SELLERS_TEXT.loading);
  },
};

/** The roll-ups cannot be read: it says so, with Try again. */
export const LoadFailed: Story = {
  args: { stats: { status: 'error', retry: fn() } },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(BEST_SELLERS_TEXT.loadFailed);
    await userEvent.click(within(alert).getByRole('button', { name: SCREEN_TEXT.tryAgain }));
    await expect(args.stats.status === 'error' && args.stats.retry).toHaveBeenCalled();
  },
};

// ------------------------------------------------------------------ in place on the dashboard

function MemoryShop({ children }: { children: ReactNode }) {
  const [backend] = useState(() => createMemoryBackend({ productStats: STATS, dailyStats: dailyStatsOf(SALES) }).backend);
  return <BackendProvider backend={backend}>{children}</BackendProvider>;
}

/** Under the Sales Performance chart, following its period (here the last 7 days), ranked by profit. */
export const OnTheDashboard: Story = {
  render: () => (
    <MemoryShop>
      <DashboardScreen now={BEST_SELLERS_NOW} initialPeriod={7} timeZone="Africa/Accra" />
    </MemoryShop>
  ),
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement).findByRole('region', { name: BEST_SELLERS_TEXT.title }));
    await listed(canvasElement, 'Best sellers by revenue, Last 7 Days, in GHS');
    await userEvent.click(panel.getByRole('radio', { name: BEST_SELLERS_TEXT.byProfit }));
    await waitFor(async () => expect((await listed(canvasElement, 'Best sellers by profit, Last 7 Days, in GHS'))[0]).toBe('Milo 400g tin'));
    // The rest of the dashboard settles too (its figures come through the till guard's back office,
    // loaded on first use), so that nothing updates once the story has ended.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  },
};

/** The same on a phone: the table scrolls sideways in its own region, the page does not. */
export const OnTheDashboardOnAPhone: Story = { ...OnTheDashboard, globals: onAPhone };

// ------------------------------------------------------------------ variants (variants.ts)

const dressOf = (size: string, priceMinor: number, costMinor: number): Product => ({
  id: `dress-${size.toLowerCase()}`,
  name: `Summer dress (${size})`,
  type: 'Physical',
  priceMinor,
  currency: 'GHS',
  description: '',
  imageUrl: null,
  imagePath: null,
  quantity: 10,
  costMinor,
  variant: { productId: 'summer-dress', productName: 'Summer dress', options: ['Size'], values: [size] },
  createdAt: new Date('2026-11-01T08:00:00Z'),
});
const DRESSES = [dressOf('M', 12_000, 7_000), dressOf('L', 13_000, 8_000)];
const DRESS_STATS = productStatsOf([
  saleOf({
    id: 'b0000000-0000-4000-8000-000000000101',
    at: new Date('2026-11-21T12:00:00Z'),
    lines: DRESSES.map((dress, i) => ({ id: dress.id, name: dress.name, type: 'Physical' as const, priceMinor: dress.priceMinor, quantity: 2 - i, costMinor: dress.costMinor ?? null })),
  }),
]);

function DressShop({ children }: { children: ReactNode }) {
  const [backend] = useState(() => createMemoryBackend({ products: DRESSES, productStats: DRESS_STATS }).backend);
  return <BackendProvider backend={backend}>{children}</BackendProvider>;
}

/** Each variant ranked on its own, then 'By product': the dress's sizes added up under its name (read from the catalogue only then). */
export const VariantsByProduct: Story = {
  args: { stats: { status: 'ready', value: DRESS_STATS } },
  render: (args) => (
    <DressShop>
      <BestSellersPanel {...args} />
    </DressShop>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await listed(canvasElement, 'Best sellers by revenue, Last 7 Days, in GHS')).toEqual(['Summer dress (M)', 'Summer dress (L)']);
    await userEvent.click(canvas.getByRole('radio', { name: BEST_SELLERS_TEXT.byProduct }));
    await waitFor(async () => expect(await listed(canvasElement, 'Best sellers by revenue, Last 7 Days, in GHS')).toEqual(['Summer dress']));
    await expect(canvas.getByRole('row', { name: /Summer dress/ })).toHaveTextContent('3₵370.00₵150.00');
  },
};
