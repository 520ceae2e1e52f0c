import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { saleOf } from '../testing/sale-of';
import { PaymentParts } from './payment-parts';

// A split payment's parts as a recorded sale lists them (Sale Details).
const meta = {
  title: 'Shared UI/Payment Parts',
  component: PaymentParts,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentParts>;

export default meta;
type Story = StoryObj<typeof meta>;

const lines = [{ id: 'airtime', price: 10, quantity: 7 }];

/** ₵50.00 Mobile Money and ₵25.00 cash for ₵70.00: ₵5.00 change from the cash. */
export const WithChangeFromCash: Story = {
  args: {
    sale: saleOf({
      lines,
      payments: [
        { method: 'Mobile Money', amount: 50 },
        { method: 'Cash', amount: 25 },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Payment parts' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list).toHaveTextContent('Change (from cash): ₵5.00');
  },
};

/** Three parts taken exactly, none of them cash, in naira. */
export const ExactInNaira: Story = {
  args: {
    sale: saleOf({
      lines: [{ id: 'rice', price: 30_000, quantity: 1, currency: 'NGN' }],
      payments: [
        { method: 'Bank Transfer', amount: 15_000 },
        { method: 'Card', amount: 10_000 },
        { method: 'Mobile Money', amount: 5_000 },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Payment parts' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list).toHaveTextContent('₦15,000.00');
  },
};
