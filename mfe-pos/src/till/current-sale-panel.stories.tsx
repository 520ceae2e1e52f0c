import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { CART_MESSAGES } from '@shop/shared/domain';
import { BackendProvider } from '@shop/shared/session';
import { createFakePosBackend, SAMPLE_PRODUCTS } from '../testing/fake-pos-backend';
import { storyTill } from '../testing/story-till';
import { CurrentSalePanel } from './current-sale-panel';

type SampleProduct = (typeof SAMPLE_PRODUCTS)[number];
const [rice, milo, , airtime] = SAMPLE_PRODUCTS as [SampleProduct, SampleProduct, SampleProduct, SampleProduct];
const { backend } = createFakePosBackend();

const meta = {
  title: 'POS/Current Sale',
  component: CurrentSalePanel,
  decorators: [
    (Story) => (
      <BackendProvider backend={backend}>
        <div style={{ maxWidth: 440, padding: 16 }}>
          <Story />
        </div>
      </BackendProvider>
    ),
  ],
} satisfies Meta<typeof CurrentSalePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {
  args: { till: storyTill() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No items yet')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Complete sale' })).toBeDisabled();
  },
};

export const WithItems: Story = {
  args: {
    till: storyTill({
      products: [
        { product: rice, quantity: 2 },
        { product: milo, quantity: 1 },
        { product: airtime, quantity: 3 },
      ],
      tenderedText: '250',
      paymentMethod: 'Mobile Money',
      customer: { id: 'c-1', name: 'Kofi Boateng' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('sale-total')).toHaveTextContent('₵242.50');
    await expect(canvas.getByTestId('change-due')).toHaveTextContent('₵7.50');
  },
};

export const OutOfStockRefused: Story = {
  args: {
    till: storyTill({
      products: [{ product: milo, quantity: 2 }],
      notice: { id: 1, text: CART_MESSAGES['stock-limit'], tone: 'refused', origin: 'sale' },
    }),
  },
};

export const DiscountCapped: Story = {
  args: { till: storyTill({ products: [{ product: milo, quantity: 1 }], discountText: '100' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Capped at the subtotal/)).toBeInTheDocument();
    await expect(canvas.getByTestId('sale-total')).toHaveTextContent('₵0.00');
  },
};

export const PercentageDiscount: Story = {
  args: { till: storyTill({ products: [{ product: rice, quantity: 2 }], discountType: 'percentage', discountText: '15' }) },
};

export const InvalidAmount: Story = {
  args: { till: storyTill({ products: [{ product: rice, quantity: 1 }], tenderedText: '12,5x' }) },
};

export const Processing: Story = {
  args: { till: storyTill({ products: [{ product: rice, quantity: 1 }], checkout: { status: 'processing' } }) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Recording sale…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorWithRetry: Story = {
  args: {
    till: storyTill({
      products: [
        { product: rice, quantity: 1 },
        { product: milo, quantity: 1 },
      ],
      discountText: '5',
      checkout: { status: 'failed', error: new Error('network down') },
    }),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The sale was not recorded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
