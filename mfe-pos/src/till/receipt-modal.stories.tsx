import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, within } from 'storybook/test';
import { SCREEN_TEXT, addToCart, buildSale, emptyCart } from '@shop/shared/domain';
import { SAMPLE_PRODUCTS } from '../testing/fake-pos-backend';
import { ReceiptModal } from './receipt-modal';

let cart = emptyCart();
for (const product of SAMPLE_PRODUCTS.slice(0, 2)) cart = addToCart(cart, product).cart;
cart = addToCart(cart, SAMPLE_PRODUCTS[0] as (typeof SAMPLE_PRODUCTS)[number]).cart;
const { sale } = buildSale({
  id: '3f2a9c1e-5b7d-4e21-9a0b-1c2d3e4f5a6b',
  cart,
  discountType: 'percentage',
  discountValue: 10,
  tendered: 200,
  paymentMethod: 'Mobile Money',
  customer: { id: 'c-1', name: 'Kofi Boateng' },
  now: new Date('2026-03-06T14:05:00Z'),
});

const meta = {
  title: 'POS/Receipt',
  component: ReceiptModal,
  args: { sale, businessName: "Ama's Provisions", onNewSale: () => {}, timeZone: 'Africa/Accra' },
} satisfies Meta<typeof ReceiptModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Receipt: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sale complete' });
    await expect(within(dialog).getByLabelText('Receipt')).toHaveTextContent('Total: ₵191.25');
    for (const label of [SCREEN_TEXT.copyReceipt, SCREEN_TEXT.printReceipt, SCREEN_TEXT.newSale]) {
      await expect(within(dialog).getByRole('button', { name: label })).toBeInTheDocument();
    }
  },
};

export const WithoutChange: Story = { args: { sale: { ...sale, tenderedAmount: null, changeDue: 0, paymentMethod: 'Card' } } };
