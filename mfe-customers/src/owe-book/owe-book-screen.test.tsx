import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXT, accountBalances, localDateKey, OWE_BOOK_TEXT, oweBook, oweBookCsv } from '@shop/shared/domain';
import type { CurrencyCode, Customer, Repayment, Sale } from '@shop/shared/domain';
import { renderOnMemoryBackend, SAMPLE_BUSINESS, sampleCustomer, saleOf } from '@shop/shared/testing';
import type { TestShopOptions } from '@shop/shared/testing';
import type * as SharedUi from '@shop/shared/ui';
import { downloadCsv } from '@shop/shared/ui';
import { OweBook } from './owe-book-screen';

vi.mock('@shop/shared/ui', async (importOriginal) => ({ ...(await importOriginal<typeof SharedUi>()), downloadCsv: vi.fn() }));

// A shop's regulars on Nov 22, 2026, owing from sales of different ages: Kofi's is not due yet,
// Ama's oldest is 68 days late and her newest 21, Efua's 43, Chinedu's naira 144; Yaw paid his back.
const NOW = new Date('2026-11-22T14:05:00Z');
const CUSTOMERS: Customer[] = [
  sampleCustomer({ id: 'ama', name: 'Ama Owusu', phone: '024 412 3456' }),
  sampleCustomer({ id: 'kofi', name: 'Kofi Boateng', phone: '+233 20 555 0101' }),
  sampleCustomer({ id: 'chinedu', name: 'Chinedu Okafor', phone: '+234 803 555 0102' }),
  sampleCustomer({ id: 'efua', name: 'Efua Mensah' }),
  sampleCustomer({ id: 'yaw', name: 'Yaw Asante', phone: '026 000 1111' }),
];
const who = (id: string) => {
  const customer = CUSTOMERS.find((c) => c.id === id) as Customer;
  return { id: customer.id, name: customer.name };
};
let n = 0;
const onCredit = (customer: string, priceMinor: number, dueOn: string, currency: CurrencyCode = 'GHS'): Sale => {
  n += 1;
  return saleOf({
    id: `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`,
    lines: [{ id: `item-${n}`, name: `Item ${n}`, priceMinor, quantity: 1, currency }],
    customer: who(customer),
    credit: { dueOn },
    at: new Date(`${dueOn}T09:00:00Z`),
  });
};
const SALES: Sale[] = [
  onCredit('kofi', 5000, '2026-11-30'),
  onCredit('ama', 6000, '2026-11-01'),
  onCredit('efua', 3000, '2026-10-10'),
  onCredit('ama', 10000, '2026-09-15'),
  onCredit('yaw', 2500, '2026-09-01'),
  onCredit('chinedu', 2500000, '2026-07-01', 'NGN'),
];
const YAW_PAID: Repayment = { id: 'r-yaw', customer: who('yaw'), amountMinor: 2500, currency: 'GHS', method: 'Cash', createdAt: new Date('2026-09-20T10:00:00Z') };

const setup = (options: TestShopOptions = {}) =>
  renderOnMemoryBackend(<OweBook now={NOW} timeZone="UTC" webShare={null} />, { business: SAMPLE_BUSINESS, customers: CUSTOMERS, sales: SALES, repayments: [YAW_PAID], ...options });

/** The table's rows (its header row left out), each as the text of its cells. */
async function tableRows() {
  const table = await screen.findByRole('table', { name: OWE_BOOK_TEXT.caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

afterEach(() => vi.clearAllMocks());

describe('OweBook', () => {
  it('lists everyone with a balance, most overdue first, with their debts by how late they are', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: OWE_BOOK_TEXT.title })).toBeInTheDocument();
    const header = within(await screen.findByRole('table', { name: OWE_BOOK_TEXT.caption })).getAllByRole('columnheader').map((th) => th.textContent);
    expect(header).toEqual([
      OWE_BOOK_TEXT.customer,
      OWE_BOOK_TEXT.owed,
      'Not yet due',
      '1–30 days overdue',
      '31–60 days overdue',
      '61–90 days overdue',
      'Over 90 days overdue',
      OWE_BOOK_TEXT.oldest,
      OWE_BOOK_TEXT.remind,
    ]);
    expect(await tableRows()).toEqual([
      ['Chinedu Okafor+234 803 555 0102', '₦25,000.00', '—', '—', '—', '—', '₦25,000.00', '144 days overdue', 'WhatsAppSMS'],
      ['Ama Owusu024 412 3456', '₵160.00', '—', '₵60.00', '—', '₵100.00', '—', '68 days overdue', 'WhatsAppSMS'],
      ['Efua Mensah', '₵30.00', '—', '—', '₵30.00', '—', '—', '43 days overdue', 'WhatsAppSMS'],
      ['Kofi Boateng+233 20 555 0101', '₵50.00', '₵50.00', '—', '—', '—', '—', 'Due in 8 days', 'WhatsAppSMS'],
    ]);
    expect(screen.queryByText('Yaw Asante')).toBeNull();
    expect(screen.getByText(OWE_BOOK_TEXT.count(4))).toBeInTheDocument();
  });

  it('totals what is owed per currency, and how much of it is overdue', async () => {
    setup();
    const totals = within(await screen.findByRole('region', { name: OWE_BOOK_TEXT.totalsLabel }));
    const cedis = totals.getByRole('article', { name: OWE_BOOK_TEXT.total('GHS') });
    expect(cedis).toHaveTextContent('₵240.00');
    expect(cedis).toHaveTextContent(OWE_BOOK_TEXT.overdue('₵190.00'));
    const naira = totals.getByRole('article', { name: OWE_BOOK_TEXT.total('NGN') });
    expect(naira).toHaveTextContent('₦25,000.00');
    expect(naira).toHaveTextContent(OWE_BOOK_TEXT.overdue('₦25,000.00'));
  });

  it('searches by name or phone', async () => {
    const { user } = setup();
    await tableRows();
    const search = screen.getByRole('searchbox', { name: OWE_BOOK_TEXT.search });
    await user.type(search, 'okafor');
    await waitFor(async () => expect((await tableRows()).map((row) => row[1])).toEqual(['₦25,000.00']));
    expect(screen.getByText(OWE_BOOK_TEXT.showing(1, 4))).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '0244123');
    await waitFor(async () => expect((await tableRows()).map((row) => row[0])).toEqual(['Ama Owusu024 412 3456']));
    await user.clear(search);
    await user.type(search, 'Zainab');
    expect(await screen.findByRole('heading', { name: OWE_BOOK_TEXT.noMatchTitle })).toBeInTheDocument();
  });

  it('downloads what is shown as CSV, named by today', async () => {
    const { user } = setup();
    await tableRows();
    await user.type(screen.getByRole('searchbox', { name: OWE_BOOK_TEXT.search }), 'ama');
    await waitFor(async () => expect(await tableRows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: OWE_BOOK_TEXT.downloadCsv }));
    const records = { sales: SALES, repayments: [YAW_PAID], refunds: [] };
    const ama = oweBook(CUSTOMERS, accountBalances(records), records, localDateKey(NOW)).filter((row) => row.customerId === 'ama');
    expect(downloadCsv).toHaveBeenCalledWith('owed-to-you-2026-11-22.csv', oweBookCsv(ama));
    expect(vi.mocked(downloadCsv).mock.calls[0]?.[1]).toContain(`Ama Owusu,024 412 3456,GHS,160.00,0.00,60.00,0.00,100.00,0.00,68,2026-09-15`);
  });

  it("opens a customer's account from their row", async () => {
    const { user } = setup();
    await tableRows();
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.openLabel('Ama Owusu') }));
    const account = within(screen.getByRole('dialog', { name: ACCOUNT_TEXT.openLabel('Ama Owusu') }));
    expect(await account.findByRole('list', { name: ACCOUNT_TEXT.unpaidCaption })).toHaveTextContent('68 days overdue');
    expect(account.getByRole('button', { name: ACCOUNT_TEXT.recordPayment })).toBeInTheDocument();
  });

  it('sends each customer a reminder with what they owe and when it was due, by WhatsApp or SMS', async () => {
    setup();
    await tableRows();
    const whatsApp = screen.getByRole('link', { name: `${OWE_BOOK_TEXT.remindWhatsApp('Ama Owusu')} ${OWE_BOOK_TEXT.opensInNewTab}` });
    const href = whatsApp.getAttribute('href') ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/233244123456\?text=/);
    // The first links shown already name the shop: the rows wait for its profile.
    expect(decodeURIComponent(href)).toContain("A reminder from Ama's Provisions");
    const sms = decodeURIComponent(screen.getByRole('link', { name: OWE_BOOK_TEXT.remindSms('Ama Owusu') }).getAttribute('href') ?? '');
    expect(sms).toMatch(/^sms:\+233244123456\?body=/);
    expect(sms).toContain('you owe ₵160.00.');
    expect(sms).toContain('₵100.00 was due on Sep 15, 2026.');
    expect(sms).toContain('₵60.00 was due on Nov 1, 2026.');
    // Efua has no phone: WhatsApp lets the owner choose the contact.
    expect(screen.getByRole('link', { name: `${OWE_BOOK_TEXT.remindWhatsApp('Efua Mensah')} ${OWE_BOOK_TEXT.opensInNewTab}` }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
  });

  it('says nobody owes anything when every account is paid up', async () => {
    setup({ sales: SALES.filter((sale) => sale.customer?.id === 'yaw') });
    expect(await screen.findByRole('heading', { name: OWE_BOOK_TEXT.emptyTitle })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: OWE_BOOK_TEXT.downloadCsv })).toBeNull();
  });

  it('says when what is owed cannot be loaded, with Try again', async () => {
    setup({ fail: { subscribeBalances: new Error('offline') } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(OWE_BOOK_TEXT.loadFailed);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    setup({ fail: { subscribeAccountRecords: 'pending' } });
    expect(await screen.findByText(OWE_BOOK_TEXT.loading)).toBeInTheDocument();
  });

  it("shows no row, and so no reminder, while the shop's profile is still being read: it would go without the shop's name", async () => {
    setup({ fail: { subscribeBusiness: 'pending' } });
    expect(await screen.findByText(OWE_BOOK_TEXT.loading)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says to log in when nobody is signed in', async () => {
    setup({ signedIn: false });
    expect(await screen.findByText(OWE_BOOK_TEXT.signedOut)).toBeInTheDocument();
  });
});
