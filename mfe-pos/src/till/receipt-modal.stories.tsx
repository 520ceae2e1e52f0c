import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, within } from 'storybook/test';
import { CREDIT_MESSAGES, SCREEN_TEXT, addToCart, buildSale, displayOrderId, emptyCart, formatDayKey, formatMinor } from '@shop/shared/domain';
import { demoSale, storyShop } from '@shop/shared/testing';
import { SAMPLE_PRODUCTS } from '../testing/render-till';
import { ALREADY_RECORDED_TEXT, ReceiptModal } from './receipt-modal';

let cart = emptyCart();
for (const product of SAMPLE_PRODUCTS.slice(0, 2)) cart = addToCart(cart, product).cart;
cart = addToCart(cart, SAMPLE_PRODUCTS[0] as (typeof SAMPLE_PRODUCTS)[number]).cart;
const { sale } = buildSale({
  id: '3f2a9c1e-5b7d-4e21-9a0b-1c2d3e4f5a6b',
  cart,
  discountType: 'percentage',
  discountHundredths: 1000,
  tenderedMinor: 20000,
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
    await expect(within(dialog).getByLabelText('Receipt')).toHaveTextContent(`Total: ${formatMinor(sale.totalMinor, 'GHS')}`);
    for (const label of [SCREEN_TEXT.copyReceipt, SCREEN_TEXT.printReceipt, SCREEN_TEXT.newSale]) {
      await expect(within(dialog).getByRole('button', { name: label })).toBeInTheDocument();
    }
  },
};

/** Try again after a failure the server had in fact committed: the backend answers "already recorded". */
export const AlreadyRecorded: Story = {
  args: { alreadyRecorded: true },
  play: async () => {
    const receipt = await screen.findByRole('dialog', { name: 'Sale complete' });
    await expect(within(receipt).getByRole('status')).toHaveTextContent(ALREADY_RECORDED_TEXT);
  },
};

/** A sale on credit: ₵50.00 by Mobile Money now, the rest on Kofi's account, due Apr 5, 2026. */
const { sale: creditSale } = buildSale({
  id: '9b1c2d3e-4f5a-4b6c-8d7e-0f1a2b3c4d5e',
  cart,
  discountType: 'fixed',
  discountHundredths: 0,
  tenderedMinor: 5000,
  paymentMethod: 'Mobile Money',
  customer: { id: 'c-1', name: 'Kofi Boateng' },
  credit: { dueOn: '2026-04-05' },
  now: new Date('2026-03-06T14:05:00Z'),
});

export const OnCredit: Story = {
  args: { sale: creditSale },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sale complete' });
    const summary = within(dialog).getByTestId('credit-summary');
    const owed = creditSale.credit?.owedMinor ?? 0;
    await expect(summary).toHaveTextContent(`${CREDIT_MESSAGES.paidNowLabel}${formatMinor(5000, 'GHS')}`);
    await expect(summary).toHaveTextContent(`${CREDIT_MESSAGES.owedLabel}${formatMinor(owed, 'GHS')}`);
    await expect(summary).toHaveTextContent(`${CREDIT_MESSAGES.dueLabel}${formatDayKey('2026-04-05')}`);
    await expect(within(dialog).getByLabelText('Receipt')).toHaveTextContent(`${CREDIT_MESSAGES.receiptOwed}: ${formatMinor(owed, 'GHS')}`);
    await expect(within(dialog).queryByText(/^Change due/)).not.toBeInTheDocument();
  },
};

export const WithoutChange: Story = { args: { sale: { ...sale, tenderedMinor: null, changeMinor: 0, paymentMethod: 'Card' } } };

/** A cash sale with change, taken from the seeded Accra shop's own sales. */
export const CashSaleFromTheShop: Story = {
  parameters: { shop: 'busy' },
  render: (args, { loaded }) => (
    <ReceiptModal {...args} sale={demoSale(loaded, (s) => s.paymentMethod === 'Cash' && s.changeMinor > 0)} businessName={storyShop(loaded).profile.businessName} />
  ),
  play: async ({ loaded }) => {
    const shopSale = demoSale(loaded, (s) => s.paymentMethod === 'Cash' && s.changeMinor > 0);
    const dialog = await screen.findByRole('dialog', { name: 'Sale complete' });
    await expect(dialog).toHaveAccessibleDescription(
      `Order ${displayOrderId(shopSale.id)} · ${formatMinor(shopSale.totalMinor, 'GHS')} · Cash`,
    );
    await expect(within(dialog).getByText(formatMinor(shopSale.changeMinor, 'GHS'))).toBeInTheDocument();
    await expect(within(dialog).getByLabelText('Receipt')).toHaveTextContent(storyShop(loaded).profile.businessName);
  },
};

/** A Mobile Money sale to a regular in the seeded Lagos shop, in naira. */
export const NairaSaleFromTheShop: Story = {
  parameters: { shop: 'busy-naira' },
  args: { timeZone: 'Africa/Lagos' },
  render: (args, { loaded }) => (
    <ReceiptModal {...args} sale={demoSale(loaded, (s) => s.paymentMethod === 'Mobile Money' && s.customer !== null)} businessName={storyShop(loaded).profile.businessName} />
  ),
  play: async ({ loaded }) => {
    const shopSale = demoSale(loaded, (s) => s.paymentMethod === 'Mobile Money' && s.customer !== null);
    const receipt = within(await screen.findByRole('dialog', { name: 'Sale complete' })).getByLabelText('Receipt');
    await expect(receipt).toHaveTextContent(`Total: ${formatMinor(shopSale.totalMinor, 'NGN')}`);
    await expect(receipt).toHaveTextContent(shopSale.customer?.name ?? '');
  },
};

/** The sale's customer has a phone: Share on WhatsApp and Send by SMS go to it with the receipt's text. */
export const SendToTheCustomer: Story = {
  args: { recipient: { name: 'Kofi Boateng', phone: '024 412 3456' } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Sale complete' }));
    const body = encodeURIComponent(dialog.getByLabelText('Receipt').textContent ?? '');
    await expect(dialog.getByText('To Kofi Boateng, +233 24 412 3456')).toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: /^Share on WhatsApp/ })).toHaveAttribute('href', `https://wa.me/233244123456?text=${body}`);
    await expect(dialog.getByRole('link', { name: 'Send by SMS' })).toHaveAttribute('href', `sms:+233244123456?body=${body}`);
  },
};

/** A walk-in sale: the cashier may type the customer's number, or leave WhatsApp to choose the contact. */
export const SendForAWalkIn: Story = {
  args: { sale: { ...sale, customer: null }, recipient: null },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Sale complete' }));
    const body = encodeURIComponent(dialog.getByLabelText('Receipt').textContent ?? '');
    await expect(dialog.getByRole('textbox', { name: /Customer's phone/ })).toHaveValue('');
    await expect(dialog.getByRole('link', { name: /^Share on WhatsApp/ })).toHaveAttribute('href', `https://wa.me/?text=${body}`);
  },
};
