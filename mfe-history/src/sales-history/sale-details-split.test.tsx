// Sale Details of a split payment (docs/product-rules.md, 'Split payment'): the method reads
// Split (in its Sales History row too), each part is listed with its amount, and the receipt
// given again prints the parts.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { receiptText } from '@shop/shared/domain';
import { createMemoryBackend, renderWithBackend, saleOf } from '@shop/shared/testing';
import { SaleDetails } from './sale-details';
import { SaleRow } from './sale-row';

const split = saleOf({
  id: 'c0ffee00-0000-4000-8000-000000000070',
  lines: [{ id: 'airtime', name: 'MTN Airtime Voucher', priceMinor: 1000, quantity: 7 }],
  payments: [
    { method: 'Mobile Money', minor: 5000 },
    { method: 'Cash', minor: 2500 },
  ],
});

describe('Sale Details of a split payment', () => {
  it('says Split and lists each part with its amount, and the change from cash', async () => {
    const { backend } = createMemoryBackend({ business: null });
    renderWithBackend(<SaleDetails sale={split} onClose={vi.fn()} timeZone="Africa/Accra" />, backend);
    const dialog = screen.getByRole('dialog', { name: 'Sale Details' });
    const parts = within(dialog).getByRole('list', { name: 'Payment parts' });
    const items = within(parts).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Mobile Money ₵50.00', 'Cash ₵25.00', 'Change (from cash): ₵5.00']);
    expect(within(dialog).getByText('Payment method').nextElementSibling).toHaveTextContent('Split');
    const receipt = within(dialog).getByLabelText('Receipt', { selector: 'pre' });
    await waitFor(() => expect(receipt.textContent).toBe(receiptText(split, null, { timeZone: 'Africa/Accra' })));
    expect(receipt.textContent).toContain('Payment: Split\n  Mobile Money: ₵50.00\n  Cash: ₵25.00');
  });

  it('lists no parts for a sale paid by one method', () => {
    const { backend } = createMemoryBackend({ business: null });
    const single = saleOf({ lines: [{ id: 'a', priceMinor: 7000, quantity: 1 }], tenderedMinor: 10000, paymentMethod: 'Card' });
    renderWithBackend(<SaleDetails sale={single} onClose={vi.fn()} />, backend);
    const dialog = screen.getByRole('dialog', { name: 'Sale Details' });
    expect(within(dialog).queryByRole('list', { name: 'Payment parts' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Payment method').nextElementSibling).toHaveTextContent('Card');
  });

  it('reads Split in its Sales History row too', () => {
    const { backend } = createMemoryBackend({ business: null });
    renderWithBackend(<SaleRow sale={split} onOpen={vi.fn()} />, backend);
    expect(screen.getByText('Split')).toBeInTheDocument();
    expect(screen.queryByText('Mobile Money')).not.toBeInTheDocument();
  });
});
