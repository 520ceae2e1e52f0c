import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { SCREEN_TEXT } from '../domain/messages';
import { Card } from './card';
import { Money } from './money';

const meta = {
  title: 'Shared UI/Card',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: Card,
  args: { title: 'Revenue (Last 30 days)', value: <Money minor={1_824_050} currency="GHS" /> },
  decorators: [(Story, { parameters }) => <div style={{ maxWidth: parameters.maxWidth ?? 320 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Revenue: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Revenue (Last 30 days)' });
    await expect(card).toHaveTextContent('₵18,240.50');
  },
};

export const Loading: Story = { args: { loading: true } };

export const WithFootnote: Story = { args: { title: SCREEN_TEXT.totalProducts, value: 128, footnote: '6 low on stock' } };

export const KpiRow: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
      <Card title={'Revenue (Last 30 days)'} value={<Money minor={1_824_050} currency="GHS" />} />
      <Card title={SCREEN_TEXT.totalProducts} value={128} />
      <Card title={SCREEN_TEXT.totalCustomers} value={342} />
    </div>
  ),
  parameters: { maxWidth: 960 },
};
