import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { CURRENCIES } from '../domain/constants';
import { Money } from './money';

const meta = {
  title: 'Shared UI/Money',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: Money,
  args: { minor: 123_450, currency: 'GHS' },
  argTypes: { currency: { control: 'inline-radio', options: CURRENCIES } },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cedi: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₵1,234.50')).toBeInTheDocument();
  },
};

export const Naira: Story = { args: { minor: 25_000_000, currency: 'NGN' } };

export const Negative: Story = { args: { minor: -1250, highlightNegative: true } };

export const EveryCurrency: Story = {
  render: (args) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8, fontSize: 18 }}>
      {CURRENCIES.map((currency) => (
        <li key={currency}>
          <Money {...args} currency={currency} />
        </li>
      ))}
    </ul>
  ),
};
