import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Money } from './money';
import { VirtualList } from './virtual-list';

interface Row {
  id: string;
  name: string;
  /** In minor units. */
  priceMinor: number;
  stock: number;
}

const NAMES = ['Milo 400g tin', 'Gari (1 olonka)', 'Indomie Chicken 70g', 'Peak Milk 160g', 'Kente stole', 'Ankara fabric (6 yards)', 'Shito (pepper sauce) 250ml', 'Sachet water (bag of 30)'];
const ROWS: Row[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: `row-${i}`,
  name: `${NAMES[i % NAMES.length] as string} · lot ${Math.floor(i / NAMES.length) + 1}`,
  priceMinor: 450 + ((i * 37) % 400) * 50,
  stock: (i * 13) % 90,
}));

function ProductLine({ row }: { row: Row }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, padding: '10px 12px', borderBottom: '1px solid var(--shop-color-border)' }}>
      <span>{row.name}</span>
      <span style={{ display: 'flex', gap: 16, color: 'var(--shop-color-text-muted)' }}>
        <span>{row.stock} in stock</span>
        <Money minor={row.priceMinor} currency="GHS" />
      </span>
    </div>
  );
}

const meta = {
  title: 'Shared UI/VirtualList',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: VirtualList<Row>,
  args: {
    items: ROWS,
    label: 'Products',
    height: 420,
    estimateSize: 45,
    getKey: (row: Row) => row.id,
    renderItem: (row: Row) => <ProductLine row={row} />,
  },
  argTypes: { items: { control: false }, getKey: { control: false }, renderItem: { control: false } },
} satisfies Meta<typeof VirtualList<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten thousand rows; only those in view are in the page. Scroll it, or focus it and use the arrow keys. */
export const TenThousandProducts: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('region', { name: 'Products' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows.length).toBeLessThan(100);
    await expect(rows[0]).toHaveAttribute('aria-setsize', '10000');
  },
};

export const Empty: Story = { args: { items: [] } };
