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

const lines = [{ id: 'airtime', priceMinor: 1000, quantity: 7 }];

/** ₵50.00 Mobile Money and ₵25.00 cash for ₵70.00: ₵5.00 change from the cash. */
export const WithChangeFromCash: Story = {
  args: {
    sale: saleOf({
      lines,
      payments: [
        { method: 'Mobile Money', minor: 5000 },
        { method: 'Cash', minor: 2500 },
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
      lines: [{ id: 'rice', priceMinor: 3_000_000, quantity: 1, currency: 'NGN' }],
      payments: [
        { method: 'Bank Transfer', minor: 1_500_000 },
        { method: 'Card', minor: 1_000_000 },
        { method: 'Mobile Money', minor: 500_000 },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Payment parts' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list).toHaveTextContent('₦15,000.00');
  },
};
