import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import type { CurrencyCode } from '../domain/entities';
import { Button } from './button';
import type { DataTableColumn } from './data-table';
import { DataTable } from './data-table';
import { EmptyState } from './empty-state';
import { Money } from './money';

interface ProductRow {
  id: string;
  name: string;
  type: 'Physical' | 'Digital' | 'Ticket';
  /** In minor units. */
  priceMinor: number;
  currency: CurrencyCode;
  quantity: number | null;
}

const products: ProductRow[] = [
  { id: 'p1', name: 'Rice (5kg)', type: 'Physical', priceMinor: 14_500, currency: 'GHS', quantity: 24 },
  { id: 'p2', name: 'Sunflower oil (1L)', type: 'Physical', priceMinor: 6250, currency: 'GHS', quantity: 3 },
  { id: 'p3', name: 'Airtime voucher', type: 'Digital', priceMinor: 1000, currency: 'GHS', quantity: null },
  { id: 'p4', name: 'Church harvest ticket', type: 'Ticket', priceMinor: 5000, currency: 'GHS', quantity: null },
  { id: 'p5', name: 'Indomie (carton)', type: 'Physical', priceMinor: 980_000, currency: 'NGN', quantity: 12 },
];

const columns: DataTableColumn<ProductRow>[] = [
  { id: 'name', header: 'Product', cell: (row) => row.name, rowHeader: true },
  { id: 'type', header: 'Type', cell: (row) => row.type },
  { id: 'price', header: 'Price', align: 'end', cell: (row) => <Money minor={row.priceMinor} currency={row.currency} /> },
  { id: 'stock', header: 'In stock', align: 'end', cell: (row) => (row.quantity === null ? '—' : row.quantity) },
  {
    id: 'actions',
    header: 'Actions',
    headerHidden: true,
    align: 'end',
    cell: (row) => (
      <Button size="sm" variant="ghost" aria-label={`Edit ${row.name}`}>
        Edit
      </Button>
    ),
  },
];

const meta = {
  title: 'Shared UI/DataTable',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: DataTable<ProductRow>,
  args: { caption: 'Your Inventory', columns, rows: products, getRowId: (row) => row.id },
} satisfies Meta<typeof DataTable<ProductRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Products: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Your Inventory' });
    await expect(within(table).getAllByRole('row')).toHaveLength(products.length + 1);
    await expect(within(table).getByRole('rowheader', { name: 'Rice (5kg)' })).toBeInTheDocument();
  },
};

export const Compact: Story = { args: { density: 'compact' } };

export const HiddenCaption: Story = { args: { caption: 'Products', captionHidden: true } };

export const Loading: Story = { args: { rows: [], loading: true, loadingLabel: 'Loading products…' } };

export const Empty: Story = {
  args: {
    rows: [],
    empty: (
      <EmptyState
        title="No products yet"
        description="Add your first product to start selling."
        action={<Button variant="primary">Add product</Button>}
      />
    ),
  },
};
