import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { LOW_STOCK_THRESHOLD, STOCK_LEVEL_LABELS } from '@shop/shared/domain';
import { StockBadge } from './stock-badge';

// A pure component: the stock line of a product row, by level (thresholds from the domain).
const meta = {
  title: 'Inventory/Stock badge',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: StockBadge,
  args: { product: { type: 'Physical', quantity: 36 } },
} satisfies Meta<typeof StockBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};

export const LowStock: Story = {
  args: { product: { type: 'Physical', quantity: LOW_STOCK_THRESHOLD } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(STOCK_LEVEL_LABELS.low)).toBeInTheDocument();
  },
};

export const OutOfStock: Story = {
  args: { product: { type: 'Physical', quantity: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(STOCK_LEVEL_LABELS.out)).toBeInTheDocument();
  },
};

/** Two tills sold the last unit at once: the stock went below zero and needs counting. */
export const BelowZero: Story = {
  args: { product: { type: 'Physical', quantity: -2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-2 in stock')).toBeInTheDocument();
    await expect(canvas.getByText(STOCK_LEVEL_LABELS.negative)).toBeInTheDocument();
  },
};

export const ThousandsInStock: Story = { args: { product: { type: 'Physical', quantity: 12_500 } } };

/** Digital goods and tickets keep no stock. */
export const NoStockKept: Story = { args: { product: { type: 'Digital' } } };

/** Confirmed online orders hold 4: the row says so and what is left to sell (in stock − reserved). */
export const HeldForOnlineOrders: Story = {
  args: { product: { type: 'Physical', quantity: 36 }, reserved: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('36 in stock')).toBeInTheDocument();
    await expect(canvas.getByText('4 reserved')).toBeInTheDocument();
    await expect(canvas.getByText('32 available')).toBeInTheDocument();
  },
};

/** Sold at the counter meanwhile: fewer in stock than the orders hold, so nothing is available (never below 0). */
export const AllHeld: Story = {
  args: { product: { type: 'Physical', quantity: 3 }, reserved: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5 reserved')).toBeInTheDocument();
    await expect(canvas.getByText('0 available')).toBeInTheDocument();
  },
};
