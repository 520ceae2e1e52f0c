import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { fn } from 'storybook/test';
import { SaleDetails } from './sale-details';
import { sampleSales } from './testing/sales';

const [percentage, fixedWalkIn, naira] = sampleSales();

const meta = {
  title: 'History/Sale Details',
  component: SaleDetails,
  args: { sale: percentage ?? null, onClose: fn() },
} satisfies Meta<typeof SaleDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PercentageDiscount: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Sale Details' });
    await expect(dialog).toHaveTextContent('₵70.87');
    await expect(within(dialog).getByRole('table', { name: 'Items (4 units)' })).toBeInTheDocument();
  },
};

export const FixedDiscountWalkIn: Story = { args: { sale: fixedWalkIn ?? null } };

export const InNaira: Story = { args: { sale: naira ?? null } };
