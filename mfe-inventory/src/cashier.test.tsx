// A cashier who reaches Inventory (the shell hides it from them; staff.ts: 'see-costs-and-profit',
// 'edit-products', 'export' no, 'change-stock' only with a manager's PIN): products, prices and
// stock, with no cost, margin or value at cost, and nothing to change.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COST_MESSAGES } from '@shop/shared/domain';
import { listItemShowing, renderWithBackend, sampleProduct, SAMPLE_BUSINESS, testShop } from '@shop/shared/testing';
import { Inventory } from './inventory-screen';

const EFUA = { id: 'staff-efua', name: 'Efua Owusu', role: 'cashier', pin: '2580', disabled: false, createdAt: new Date('2026-01-05T09:00:00Z') } as const;
const MILO = sampleProduct({ id: 'milo', name: 'Milo 400g tin', priceMinor: 1250, costMinor: 900, quantity: 10 });

describe('A cashier in Inventory', () => {
  it('sees prices and stock, but no cost, margin or value at cost, and no Add, Edit, Delete, Stock or CSV', async () => {
    const fake = testShop({ business: SAMPLE_BUSINESS, products: [MILO], staff: [EFUA] });
    await fake.backend.unlockTill(SAMPLE_BUSINESS.ownerUid, EFUA.id, EFUA.pin);
    renderWithBackend(<Inventory />, fake.backend);
    await screen.findByText(MILO.name);
    const row = listItemShowing(MILO.name);
    expect(row).toHaveTextContent('₵12.50');
    expect(row).not.toHaveTextContent(COST_MESSAGES.margin);
    expect(row).not.toHaveTextContent(COST_MESSAGES.costUnknown);
    for (const name of [`Edit ${MILO.name}`, `Delete ${MILO.name}`, `Stock of ${MILO.name}`]) {
      expect(within(row).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByText(/^Stock value/).parentElement).toHaveTextContent('Stock value: ₵125.00 at price.');
    expect(screen.queryByText(/at cost/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });
});
