import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXT, ERROR_MESSAGES, SCREEN_TEXT, VALIDATION_MESSAGES } from '@shop/shared/domain';
import { BackendError } from '@shop/shared/session';
import { listItemShowing, renderOnMemoryBackend, sampleCustomer, saleOf } from '@shop/shared/testing';
import type { MemoryBackendOptions } from '@shop/shared/testing';
import type { CurrencyCode, Customer, Sale, SaleCustomer } from '@shop/shared/domain';
import { Customers } from './customers-screen';

// Regular customers of a provisions and fabric shop in Accra and Lagos, with what they bought.
const SAMPLE_CUSTOMERS: Customer[] = [
  sampleCustomer({ id: 'ama', name: 'Ama Owusu', email: 'ama.owusu@example.com', phone: '024 412 3456' }),
  sampleCustomer({ id: 'kofi', name: 'Kofi Boateng', phone: '+233 20 555 0101' }),
  sampleCustomer({ id: 'chinedu', name: 'Chinedu Okafor', email: 'chinedu@example.ng', phone: '+234 803 555 0102' }),
  sampleCustomer({ id: 'ngozi', name: 'Ngozi Adeyemi', email: 'ngozi.a@example.ng' }),
  sampleCustomer({ id: 'efua', name: 'Efua Mensah', phone: '055 123 9876' }),
];

/** Paid exactly by Mobile Money; each line's unit price in minor units. */
const boughtBy = (id: string, customer: SaleCustomer | null, currency: CurrencyCode, at: Date, lines: Array<{ name: string; priceMinor: number; quantity: number }>): Sale =>
  saleOf({
    id,
    lines: lines.map((line, i) => ({ ...line, id: `${id}-item-${i}`, currency })),
    tenderedMinor: lines.reduce((sum, line) => sum + line.priceMinor * line.quantity, 0),
    paymentMethod: 'Mobile Money',
    customer,
    at,
  });

const ama = { id: 'ama', name: 'Ama Owusu' };
const chinedu = { id: 'chinedu', name: 'Chinedu Okafor' };

/** Newest first. */
const SAMPLE_SALES: Sale[] = [
  boughtBy('5c1d9e2a-0000-4000-8000-000000000004', ama, 'GHS', new Date('2026-03-14T15:20:00Z'), [{ name: 'Kente stole', priceMinor: 35000, quantity: 1 }]),
  boughtBy('9f3b7c10-0000-4000-8000-000000000003', chinedu, 'NGN', new Date('2026-03-12T11:05:00Z'), [
    { name: 'Ankara fabric (6 yards)', priceMinor: 1850000, quantity: 2 },
    { name: 'Indomie Chicken 70g', priceMinor: 35000, quantity: 10 },
  ]),
  boughtBy('a2e4f6b8-0000-4000-8000-000000000002', null, 'GHS', new Date('2026-03-10T09:40:00Z'), [{ name: 'Peak Milk 160g', priceMinor: 950, quantity: 4 }]),
  boughtBy('0b1c2d3e-0000-4000-8000-000000000001', ama, 'GHS', new Date('2026-03-08T08:15:00Z'), [
    { name: 'Milo 400g tin', priceMinor: 4550, quantity: 2 },
    { name: 'Gari (1 olonka)', priceMinor: 1800, quantity: 1 },
  ]),
];

const setup = (options: MemoryBackendOptions = {}) => renderOnMemoryBackend(<Customers />, { customers: SAMPLE_CUSTOMERS, sales: SAMPLE_SALES, ...options });
const row = listItemShowing;

afterEach(() => vi.restoreAllMocks());

describe('Customers', () => {
  it('is titled "Your Customers" and lists name, e-mail and phone', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: SCREEN_TEXT.customersTitle })).toBeInTheDocument();
    expect(await screen.findByText('Ama Owusu')).toBeInTheDocument();
    expect(screen.getByText('5 customers')).toBeInTheDocument();
    const ama = within(row('Ama Owusu'));
    expect(ama.getByText('ama.owusu@example.com')).toBeInTheDocument();
    expect(ama.getByText('024 412 3456')).toBeInTheDocument();
  });

  it('searches by name or phone, ignoring case', async () => {
    const { user } = setup();
    await screen.findByText('Ama Owusu');
    const search = screen.getByRole('searchbox', { name: 'Search customers' });
    await user.type(search, 'OKAFOR');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Chinedu Okafor')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '555 0101');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Kofi Boateng')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 5 customers')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'Zainab');
    expect(await screen.findByRole('heading', { name: 'No customers match' })).toBeInTheDocument();
  });

  it('shows a spinner while loading', () => {
    setup({ fail: { subscribeCustomers: 'pending' } });
    expect(screen.getByText('Loading customers…').closest('[role="status"]')).not.toBeNull();
  });

  it('says "Failed to load customers." when the subscription fails', async () => {
    setup({ fail: { subscribeCustomers: new Error('offline') } });
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.customersLoadFailed);
  });

  it('invites the owner to add a first customer when there is none', async () => {
    setup({ customers: [] });
    expect(await screen.findByRole('heading', { name: 'No customers yet' })).toBeInTheDocument();
  });

  it('says "You are not logged in." without a session', async () => {
    setup({ user: null });
    expect(await screen.findByRole('heading', { name: VALIDATION_MESSAGES.notLoggedIn })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page to log in' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Add customer' })).not.toBeInTheDocument();
  });

  it('adds a customer through the modal', async () => {
    const { user } = setup();
    await screen.findByText('Ama Owusu');
    await user.click(screen.getByRole('button', { name: 'Add customer' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add customer' }));
    await user.type(dialog.getByLabelText(/^Name/), 'Yaw Asante');
    await user.type(dialog.getByLabelText(/^Phone/), '026 000 1111');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Yaw Asante')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edits a customer from its row', async () => {
    const { user } = setup();
    await screen.findByText('Ama Owusu');
    await user.click(screen.getByRole('button', { name: 'Edit Efua Mensah' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit customer' }));
    await user.type(dialog.getByLabelText(/^Email/), 'efua@example.com');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(row('Efua Mensah')).getByText('efua@example.com')).toBeInTheDocument());
  });

  it('deletes only after "Sure?" is answered Yes, and only logs a failure', async () => {
    const { user, fake } = setup();
    await screen.findByText('Ama Owusu');
    await user.click(screen.getByRole('button', { name: 'Delete Kofi Boateng' }));
    await user.click(within(screen.getByRole('alertdialog', { name: SCREEN_TEXT.confirmDelete })).getByRole('button', { name: SCREEN_TEXT.confirmNo }));
    expect(fake.calls.deleteCustomer).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Kofi Boateng' }));
    await user.click(within(screen.getByRole('alertdialog', { name: SCREEN_TEXT.confirmDelete })).getByRole('button', { name: SCREEN_TEXT.confirmYes }));
    await waitFor(() => expect(screen.queryByText('Kofi Boateng')).not.toBeInTheDocument());
    expect(fake.calls.deleteCustomer).toEqual(['kofi']);
  });

  it('only logs a failed delete', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup({ fail: { deleteCustomer: new BackendError('unavailable') } });
    await screen.findByText('Ama Owusu');
    await user.click(screen.getByRole('button', { name: 'Delete Ama Owusu' }));
    await user.click(screen.getByRole('button', { name: SCREEN_TEXT.confirmYes }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a customer's purchases and what they spent, per currency", async () => {
    const { user } = setup();
    await screen.findByText('Ama Owusu');
    await user.click(screen.getByRole('button', { name: 'Purchases of Ama Owusu' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Ama Owusu' }));
    // 350 + (2 × 45.50 + 18) = 459.00
    expect(await dialog.findByText('₵459.00')).toBeInTheDocument();
    expect(dialog.getByText('2', { selector: 'dd' })).toBeInTheDocument();
    const purchases = within(dialog.getByRole('region', { name: 'Purchases of Ama Owusu' })).getAllByRole('listitem');
    expect(purchases).toHaveLength(2);
    expect(purchases[0]).toHaveTextContent('Kente stole × 1');
    expect(purchases[1]).toHaveTextContent('Milo 400g tin × 2, Gari (1 olonka) × 1');
    expect(purchases[1]).toHaveTextContent('#0B1C2D3E');
  });

  it('says when a customer has bought nothing yet', async () => {
    const { user } = setup();
    await screen.findByText('Ama Owusu');
    await user.click(screen.getByRole('button', { name: 'Purchases of Efua Mensah' }));
    expect(await screen.findByRole('heading', { name: 'No purchases yet' })).toBeInTheDocument();
  });

  it('says "Failed to load sales history." in the purchases when sales cannot load', async () => {
    const { user } = setup({ fail: { subscribeSales: new Error('offline') } });
    await screen.findByText('Ama Owusu');
    await user.click(screen.getByRole('button', { name: 'Purchases of Ama Owusu' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.salesHistoryLoadFailed);
  });

  it("opens a customer's account from their row: what they owe and their statement", async () => {
    const rice = saleOf({
      id: '7a8b9c0d-0000-4000-8000-000000000005',
      lines: [{ id: 'rice', name: 'Rice (5kg)', priceMinor: 10000, quantity: 1 }],
      tenderedMinor: 4000,
      customer: ama,
      credit: { dueOn: '2099-01-31' },
      at: new Date('2026-03-15T10:00:00Z'),
    });
    const { user } = setup({ sales: [rice, ...SAMPLE_SALES] });
    await screen.findByText('Ama Owusu');
    const open = screen.getByRole('button', { name: ACCOUNT_TEXT.openLabel('Ama Owusu') });
    expect(open).toHaveTextContent(ACCOUNT_TEXT.open);
    await user.click(open);
    const account = within(screen.getByRole('dialog', { name: ACCOUNT_TEXT.openLabel('Ama Owusu') }));
    expect(await account.findByText('₵60.00', { selector: 'dd span' })).toBeInTheDocument();
    expect(account.getByRole('list', { name: ACCOUNT_TEXT.statementLabel('Ama Owusu') })).toHaveTextContent('Sale #7A8B9C0D');
    await user.click(account.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });

  it('follows live changes', async () => {
    const { fake } = setup();
    await screen.findByText('Ama Owusu');
    act(() => fake.setCustomers([...SAMPLE_CUSTOMERS, sampleCustomer({ id: 'tunde', name: 'Tunde Bello', createdAt: new Date('2026-04-01') })]));
    expect(await screen.findByText('Tunde Bello')).toBeInTheDocument();
  });

  it('shows HTML in names as text', async () => {
    const name = '<img src=x onerror="window.hacked=1">Abena';
    setup({ customers: [sampleCustomer({ id: 'x', name })] });
    expect(await screen.findByText(name)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
