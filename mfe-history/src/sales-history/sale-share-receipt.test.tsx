// Sale Details sends a past sale's receipt to the customer's phone as the owner's customers know it now.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECEIPT_SHARE_MESSAGES, receiptText } from '@shop/shared/domain';
import type { Business, Customer, Sale } from '@shop/shared/domain';
import { createMemoryBackend, renderWithBackend, saleOf, SAMPLE_OWNER } from '@shop/shared/testing';
import { SaleDetails } from './sale-details';

const TIME_ZONE = 'Africa/Accra';
const BUSINESS: Business = {
  ownerUid: SAMPLE_OWNER.uid,
  businessName: 'Kejetia Provisions',
  ownerName: 'Ama Mensah',
  businessType: 'Provisions shop',
  phone: '024 000 0000',
  address: 'Kejetia Market, Kumasi',
  email: SAMPLE_OWNER.email ?? 'ama@example.com',
  createdAt: new Date('2026-01-02T09:00:00Z'),
  plan: 'trialing',
  trialEndsAt: new Date('2026-02-01T09:00:00Z'),
};
const KOFI: Customer = { id: 'c-1', name: 'Kofi Boateng', email: '', phone: '024 412 3456', createdAt: new Date('2026-01-07T10:00:00Z') };
const SALE: Sale = saleOf({
  id: '3f2a9c1e-5b7d-4e21-9a0b-1c2d3e4f5a6b',
  lines: [{ id: 'rice', name: 'Rice (5kg)', priceMinor: 8500, quantity: 2 }],
  paymentMethod: 'Mobile Money',
  customer: { id: 'c-1', name: 'Kofi Boateng' },
  at: new Date('2026-03-06T14:05:00Z'),
});
const whatsAppName = `${RECEIPT_SHARE_MESSAGES.whatsApp} ${RECEIPT_SHARE_MESSAGES.opensInNewTab}`;

function renderDetails(sale: Sale, customers: Customer[]) {
  const { backend } = createMemoryBackend({ business: BUSINESS, customers });
  renderWithBackend(<SaleDetails sale={sale} onClose={() => undefined} timeZone={TIME_ZONE} />, backend);
  return screen.getByRole('dialog', { name: 'Sale Details' });
}

describe('Sale Details: sending the receipt', () => {
  it("goes to the customer's phone with the same text as Copy Receipt", async () => {
    const dialog = renderDetails(SALE, [KOFI]);
    const text = receiptText(SALE, BUSINESS, { timeZone: TIME_ZONE });
    await waitFor(() => expect(within(dialog).getByLabelText('Receipt', { selector: 'pre' }).textContent).toBe(text));
    const body = encodeURIComponent(text);
    expect(await within(dialog).findByText('To Kofi Boateng, +233 24 412 3456')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: whatsAppName })).toHaveAttribute('href', `https://wa.me/233244123456?text=${body}`);
    expect(within(dialog).getByRole('link', { name: RECEIPT_SHARE_MESSAGES.sms })).toHaveAttribute('href', `sms:+233244123456?body=${body}`);
  });

  it('a customer no longer in the list, or a walk-in, gets the phone field', async () => {
    const dialog = renderDetails(SALE, []);
    expect(await within(dialog).findByRole('textbox', { name: /Customer's phone/ })).toHaveValue('');
    const text = receiptText(SALE, BUSINESS, { timeZone: TIME_ZONE });
    const whatsApp = within(dialog).getByRole('link', { name: whatsAppName });
    await waitFor(() => expect(whatsApp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(text)}`));
    expect(screen.queryByText(/^To /)).not.toBeInTheDocument();
  });
});
