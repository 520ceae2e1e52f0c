import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { CART_MESSAGES, emptyCart } from '@shop/shared/domain';
import type { Product } from '@shop/shared/domain';
import type { LiveState } from '@shop/shared/session';
import { SAMPLE_PRODUCTS, sampleProduct } from '../testing/fake-pos-backend';
import { ProductsPanel } from './products-panel';

const ready = (data: Product[]): LiveState<Product[]> => ({ status: 'ready', data, error: null });
const manyProducts = Array.from({ length: 10_000 }, (_, i) =>
  sampleProduct({ id: `bulk-${i}`, name: `Item ${String(i + 1).padStart(5, '0')}`, price: 1 + (i % 500) / 4, quantity: i % 17 }),
);

const meta = {
  title: 'POS/Products',
  component: ProductsPanel,
  args: { products: ready(SAMPLE_PRODUCTS), cart: emptyCart(), notice: null, onAdd: () => true, listHeight: 420 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OutOfStock: Story = {
  args: { notice: { id: 1, text: CART_MESSAGES['out-of-stock'], tone: 'refused', origin: 'products' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const oil = canvas.getByRole('button', { name: /^Frytol Cooking Oil/ });
    await expect(oil).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText(CART_MESSAGES['out-of-stock'])).toBeInTheDocument();
  },
};

export const TenThousandProducts: Story = { args: { products: ready(manyProducts) } };

export const Loading: Story = { args: { products: { status: 'loading', data: undefined, error: null } } };

export const LoadFailed: Story = { args: { products: { status: 'error', data: undefined, error: new Error('offline') } } };

export const NoProducts: Story = { args: { products: ready([]) } };
