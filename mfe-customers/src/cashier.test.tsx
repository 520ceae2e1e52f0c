// A cashier in All Customers (staff.ts: 'see-customers', 'add-customer', 'record-repayment' yes;
// 'edit-customers', 'see-debts-ageing' no): names and phones, Add with a name and phone only, an
// account with what the customer owes and Record payment, and nothing else.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT, OWE_BOOK_TEXT, STAFF_MESSAGES } from '@shop/shared/domain';
import { renderWithBackend, sampleCustomer, saleOf, SAMPLE_BUSINESS, testShop } from '@shop/shared/testing';
import { Customers } from './customers-screen';
import { OweBookScreen } from './owe-book/owe-book-screen';

const EFUA = { id: 'staff-efua', name: 'Efua Owusu', role: 'cashier', pin: '2580', disabled: false, createdAt: new Date('2026-01-05T09:00:00Z') } as const;
const KOFI = sampleCustomer({ id: 'kofi', name: 'Kofi Boateng', phone: '+233 20 555 0101', creditLimitMinor: 50_000 });
const OWING = saleOf({ id: 'c0c0c0c0-0000-4000-8000-000000000001', lines: [{ id: 'rice', priceMinor: 3000, quantity: 1 }], customer: { id: KOFI.id, name: KOFI.name }, credit: { dueOn: '2026-01-01' } });

async function asCashier(ui: ReactElement) {
  const fake = testShop({ business: SAMPLE_BUSINESS, customers: [KOFI], sales: [OWING], staff: [EFUA] });
  await fake.backend.unlockTill(SAMPLE_BUSINESS.ownerUid, EFUA.id, EFUA.pin);
  renderWithBackend(ui, fake.backend);
  return { fake, user: userEvent.setup() };
}

describe('A cashier in All Customers', () => {
  it('has no Edit or Delete, but opens the account', async () => {
    await asCashier(<Customers />);
    expect(await screen.findByText(KOFI.name)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Edit ${KOFI.name}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Delete ${KOFI.name}` })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: ACCOUNT_TEXT.openLabel(KOFI.name) })).toBeInTheDocument();
  });

  it('adds a customer with a name and phone only', async () => {
    const { fake, user } = await asCashier(<Customers />);
    await screen.findByText(KOFI.name);
    await user.click(screen.getByRole('button', { name: 'Add customer' }));
    const form = await screen.findByRole('dialog', { name: 'Add customer' });
    expect(within(form).queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: new RegExp(ACCOUNT_TEXT.limit) })).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Abena Sarpong');
    await user.type(within(form).getByRole('textbox', { name: /Phone/ }), '024 555 0199');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls.addCustomer).toHaveLength(1));
    expect(fake.calls.addCustomer[0]).toMatchObject({ name: 'Abena Sarpong', phone: '024 555 0199', email: '' });
  });

  it('sees what the customer owes and Record payment, but no credit limit, unpaid sales or statement', async () => {
    const { user } = await asCashier(<Customers />);
    await user.click(await screen.findByRole('button', { name: ACCOUNT_TEXT.openLabel(KOFI.name) }));
    const account = await screen.findByRole('dialog', { name: ACCOUNT_TEXT.openLabel(KOFI.name) });
    expect(await within(account).findByText(ACCOUNT_TEXT.owes)).toBeInTheDocument();
    expect(account).toHaveTextContent('₵30.00');
    expect(within(account).getByRole('button', { name: ACCOUNT_TEXT.recordPayment })).toBeInTheDocument();
    expect(within(account).queryByText(ACCOUNT_TEXT.limit)).not.toBeInTheDocument();
    expect(within(account).queryByRole('heading', { name: ACCOUNT_TEXT.unpaidTitle })).not.toBeInTheDocument();
    expect(within(account).queryByRole('heading', { name: ACCOUNT_TEXT.statementTitle })).not.toBeInTheDocument();
  });

  it('is told the owe book is not theirs', async () => {
    await asCashier(<OweBookScreen />);
    expect(screen.getByRole('heading', { name: OWE_BOOK_TEXT.title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText(STAFF_MESSAGES.notAllowed)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
