import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXT, RECEIPT_SHARE_MESSAGES } from '@shop/shared/domain';
import type { Customer, Repayment, Sale } from '@shop/shared/domain';
import { BackendError } from '@shop/shared/session';
import { renderOnMemoryBackend, SAMPLE_BUSINESS, sampleCustomer, saleOf } from '@shop/shared/testing';
import type { TestShopOptions } from '@shop/shared/testing';
import { CustomerAccountModal } from './customer-account-modal';
import type { AccountHolder } from './account-figures';

// Ama buys on credit at a provisions shop in Accra, and once in naira from its Lagos supplier's
// stall: ₵60 of a ₵100 sale due Nov 1 (three weeks late on Nov 22), ₵90 due Dec 15, ₦5,000 due
// Nov 30; she paid ₵20 back in cash on Oct 20. She owes ₵130.00 and ₦5,000.00.
const NOW = new Date('2026-11-22T14:05:00Z');
const ama: Customer = sampleCustomer({ id: 'ama', name: 'Ama Owusu', phone: '024 412 3456', creditLimitMinor: 50000 });
const buyer = { id: ama.id, name: ama.name };

const RICE: Sale = saleOf({
  id: '11111111-aaaa-4000-8000-000000000001',
  lines: [{ id: 'rice', name: 'Rice (5kg)', priceMinor: 10000, quantity: 1 }],
  tenderedMinor: 4000,
  customer: buyer,
  credit: { dueOn: '2026-11-01' },
  at: new Date('2026-10-02T10:00:00Z'),
});
const OIL: Sale = saleOf({
  id: '22222222-bbbb-4000-8000-000000000002',
  lines: [{ id: 'oil', name: 'Frytol 1L', priceMinor: 9000, quantity: 1 }],
  customer: buyer,
  credit: { dueOn: '2026-12-15' },
  at: new Date('2026-11-15T10:00:00Z'),
});
const ANKARA: Sale = saleOf({
  id: '33333333-cccc-4000-8000-000000000003',
  lines: [{ id: 'ankara', name: 'Ankara (6 yards)', priceMinor: 500000, quantity: 1, currency: 'NGN' }],
  customer: buyer,
  credit: { dueOn: '2026-11-30' },
  at: new Date('2026-11-20T10:00:00Z'),
});
const CASH_BACK: Repayment = { id: '44444444-dddd-4000-8000-000000000004', customer: buyer, amountMinor: 2000, currency: 'GHS', method: 'Cash', createdAt: new Date('2026-10-20T09:30:00Z') };

function setup(options: TestShopOptions = {}, holder: AccountHolder = ama) {
  const onClose = vi.fn();
  const rendered = renderOnMemoryBackend(<CustomerAccountModal holder={holder} onClose={onClose} now={NOW} timeZone="UTC" webShare={null} />, {
    business: SAMPLE_BUSINESS,
    customers: [ama],
    sales: [ANKARA, OIL, RICE],
    repayments: [CASH_BACK],
    ...options,
  });
  const account = () => within(screen.getByRole('dialog', { name: 'Account of Ama Owusu' }));
  return { ...rendered, onClose, account };
}

/** Opens Record payment and types the amount (and picks the method). */
async function pay(user: ReturnType<typeof setup>['user'], amount: string, method?: string) {
  await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.recordPayment }));
  const form = within(screen.getByRole('dialog', { name: ACCOUNT_TEXT.payTitle('Ama Owusu') }));
  await user.type(form.getByLabelText(/^Amount/), amount);
  if (method) await user.selectOptions(form.getByLabelText(/^Payment method/), method);
  return form;
}

afterEach(() => vi.restoreAllMocks());

describe('CustomerAccountModal', () => {
  it('shows what the customer owes in each currency and their limit', async () => {
    const { account } = setup();
    const owes = (await account().findByText(ACCOUNT_TEXT.owes)).closest('div') as HTMLElement;
    expect(within(owes).getByText('₵130.00')).toBeInTheDocument();
    expect(within(owes).getByText('₦5,000.00')).toBeInTheDocument();
    const limit = account().getByText(ACCOUNT_TEXT.limit).closest('div') as HTMLElement;
    expect(within(limit).getByText('₵500.00')).toBeInTheDocument();
    expect(within(limit).getByText(ACCOUNT_TEXT.limitHint)).toBeInTheDocument();
  });

  it('lists the unpaid sales, oldest due first, with what is left of each and how late it is', async () => {
    const { account } = setup();
    const unpaid = within(await account().findByRole('list', { name: ACCOUNT_TEXT.unpaidCaption }));
    const rows = unpaid.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    // ₵60 less the ₵20 paid back leaves ₵40 of the rice sale, 21 days late.
    expect(rows[0]).toHaveTextContent('Sale #11111111');
    expect(rows[0]).toHaveTextContent('21 days overdue');
    expect(rows[0]).toHaveTextContent('Due Nov 1, 2026');
    expect(rows[0]).toHaveTextContent('₵40.00');
    expect(rows[1]).toHaveTextContent('Sale #33333333');
    expect(rows[1]).toHaveTextContent('Due in 8 days');
    expect(rows[1]).toHaveTextContent('₦5,000.00');
    expect(rows[2]).toHaveTextContent('Due in 23 days');
    expect(rows[2]).toHaveTextContent('₵90.00');
  });

  it('shows the statement oldest first with a running balance per currency', async () => {
    const { account } = setup();
    const lines = within(await account().findByRole('list', { name: ACCOUNT_TEXT.statementLabel('Ama Owusu') })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining('Sale #11111111'),
      expect.stringContaining('Payment by Cash'),
      expect.stringContaining('Sale #22222222'),
      expect.stringContaining('Sale #33333333'),
    ]);
    expect(lines[0]).toHaveTextContent('Total ₵100.00, paid now ₵40.00, due Nov 1, 2026');
    expect(lines[0]).toHaveTextContent('+₵60.00Balance ₵60.00');
    expect(lines[1]).toHaveTextContent('-₵20.00Balance ₵40.00');
    expect(lines[2]).toHaveTextContent('Balance ₵130.00');
    expect(lines[3]).toHaveTextContent('Balance ₦5,000.00');
  });

  it('records a payment in cash, applied to the oldest sale first, and shows its own receipt', async () => {
    const { user, fake, account } = setup();
    await account().findByText('₵130.00');
    const form = await pay(user, '50');
    // Before saving, the form says which sales it pays off.
    expect(form.getByText('#11111111: ₵40.00, paid off')).toBeInTheDocument();
    expect(form.getByText('#22222222: ₵10.00')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: ACCOUNT_TEXT.recordPayment }));

    const receipt = within(await screen.findByRole('dialog', { name: ACCOUNT_TEXT.recordedTitle }));
    expect(fake.calls.recordRepayment).toHaveLength(1);
    expect(fake.calls.recordRepayment[0]).toMatchObject({ customer: buyer, amountMinor: 5000, currency: 'GHS', method: 'Cash' });
    const text = receipt.getByLabelText(ACCOUNT_TEXT.receiptLabel).textContent ?? '';
    expect(text).toContain("Ama's Provisions\nPAYMENT RECEIVED");
    expect(text).toContain('Paid: ₵50.00\nMethod: Cash\nPays towards:\n  #11111111: ₵40.00, paid off\n  #22222222: ₵10.00');
    expect(text).toContain('Still owed: ₵80.00');
    expect(receipt.getByRole('button', { name: 'Copy Receipt' })).toBeInTheDocument();
    // Sent to Ama's number as a sale's receipt is.
    expect(receipt.getByRole('link', { name: new RegExp(RECEIPT_SHARE_MESSAGES.whatsApp) })).toHaveAttribute('href', `https://wa.me/233244123456?text=${encodeURIComponent(text)}`);

    await user.click(receipt.getByRole('button', { name: ACCOUNT_TEXT.back }));
    const owes = (await account().findByText(ACCOUNT_TEXT.owes)).closest('div') as HTMLElement;
    expect(await within(owes).findByText('₵80.00')).toBeInTheDocument();
    expect(fake.balances().find((b) => b.currency === 'GHS')?.balanceMinor).toBe(8000);
  });

  it('pays in the currency chosen when the customer owes in two', async () => {
    const { user, fake, account } = setup();
    await account().findByText('₵130.00');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.recordPayment }));
    const form = within(screen.getByRole('dialog', { name: ACCOUNT_TEXT.payTitle('Ama Owusu') }));
    await user.selectOptions(form.getByLabelText(/^Currency/), 'NGN');
    expect(form.getByText(ACCOUNT_TEXT.owesHint('₦5,000.00'))).toBeInTheDocument();
    await user.type(form.getByLabelText(/^Amount/), '5000');
    await user.selectOptions(form.getByLabelText(/^Payment method/), 'Mobile Money');
    await user.click(form.getByRole('button', { name: ACCOUNT_TEXT.recordPayment }));
    await screen.findByRole('dialog', { name: ACCOUNT_TEXT.recordedTitle });
    expect(fake.calls.recordRepayment[0]).toMatchObject({ amountMinor: 500000, currency: 'NGN', method: 'Mobile Money' });
    expect(screen.getByLabelText(ACCOUNT_TEXT.receiptLabel)).toHaveTextContent('Paid up: nothing is owed.');
  });

  it('refuses more than the balance before saving, naming the balance, and keeps what was typed', async () => {
    const { user, fake, account } = setup();
    await account().findByText('₵130.00');
    const form = await pay(user, '130.01');
    await user.click(form.getByRole('button', { name: ACCOUNT_TEXT.recordPayment }));
    expect(await form.findByText(ACCOUNT_TEXT.overBalance('Ama Owusu', '₵130.00'))).toBeInTheDocument();
    expect(form.getByLabelText(/^Amount/)).toHaveValue('130.01');
    expect(form.getByLabelText(/^Amount/)).toHaveAttribute('aria-invalid', 'true');
    expect(fake.calls.recordRepayment).toEqual([]);
  });

  it("says the same when the backend finds the balance lower (another till took a payment first)", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, fake, account } = setup({ fail: { recordRepayment: new BackendError('failed-precondition', 'This payment is more than the customer owes.') } });
    await account().findByText('₵130.00');
    const form = await pay(user, '100');
    await user.click(form.getByRole('button', { name: ACCOUNT_TEXT.recordPayment }));
    expect(await form.findByText(ACCOUNT_TEXT.overBalance('Ama Owusu', '₵130.00'))).toBeInTheDocument();
    expect(form.getByLabelText(/^Amount/)).toHaveValue('100');
    expect(fake.repayments()).toHaveLength(1);
  });

  it('says when the amount is missing or not an amount', async () => {
    const { user, fake, account } = setup();
    await account().findByText('₵130.00');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.recordPayment }));
    const form = within(screen.getByRole('dialog', { name: ACCOUNT_TEXT.payTitle('Ama Owusu') }));
    await user.click(form.getByRole('button', { name: ACCOUNT_TEXT.recordPayment }));
    expect(await form.findByText(ACCOUNT_TEXT.amountRequired)).toBeInTheDocument();
    await user.type(form.getByLabelText(/^Amount/), 'ten cedis');
    await user.click(form.getByRole('button', { name: ACCOUNT_TEXT.recordPayment }));
    expect(await form.findByText(ACCOUNT_TEXT.amountInvalid)).toBeInTheDocument();
    await user.clear(form.getByLabelText(/^Amount/));
    await user.type(form.getByLabelText(/^Amount/), '0');
    await user.click(form.getByRole('button', { name: ACCOUNT_TEXT.recordPayment }));
    expect(await form.findByText(ACCOUNT_TEXT.amountInvalid)).toBeInTheDocument();
    expect(fake.calls.recordRepayment).toEqual([]);
  });

  it('keeps the payment and its id through Try again after a failed save, so it is recorded once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let attempts = 0;
    const { user, fake, account } = setup({
      before: {
        recordRepayment: async () => {
          attempts += 1;
          if (attempts === 1) throw new BackendError('unavailable');
        },
      },
    });
    await account().findByText('₵130.00');
    const form = await pay(user, '20', 'Mobile Money');
    await user.click(form.getByRole('button', { name: ACCOUNT_TEXT.recordPayment }));
    expect(await form.findByText(ACCOUNT_TEXT.payFailed)).toBeInTheDocument();
    expect(form.getByLabelText(/^Amount/)).toHaveValue('20');
    expect(form.getByLabelText(/^Payment method/)).toHaveValue('Mobile Money');
    await user.click(form.getByRole('button', { name: ACCOUNT_TEXT.recordPayment }));
    await screen.findByRole('dialog', { name: ACCOUNT_TEXT.recordedTitle });
    expect(fake.calls.recordRepayment).toHaveLength(2);
    expect(fake.calls.recordRepayment[1]?.id).toBe(fake.calls.recordRepayment[0]?.id);
    expect(fake.repayments().filter((r) => r.amountMinor === 2000 && r.method === 'Mobile Money')).toHaveLength(1);
  });

  it('sends a reminder with what is owed and when it was due, or the statement, by WhatsApp or SMS', async () => {
    const { user, account } = setup();
    await account().findByText('₵130.00');
    const whatsApp = () => account().getByRole('link', { name: new RegExp(RECEIPT_SHARE_MESSAGES.whatsApp) });
    const sms = () => account().getByRole('link', { name: RECEIPT_SHARE_MESSAGES.sms });
    const sent = (link: HTMLElement) => decodeURIComponent((link.getAttribute('href') ?? '').replace(/^[^?]*\?(text|body)=/, ''));
    expect(account().getByRole('radio', { name: ACCOUNT_TEXT.reminder })).toBeChecked();
    expect(whatsApp().getAttribute('href')).toMatch(/^https:\/\/wa\.me\/233244123456\?text=/);
    // The first reminder offered already names the shop: the account waits for its profile.
    expect(sent(whatsApp())).toContain("A reminder from Ama's Provisions: you owe ₵130.00 and ₦5,000.00.");
    expect(sent(whatsApp())).toContain('₵40.00 was due on Nov 1, 2026.');
    expect(sms().getAttribute('href')).toMatch(/^sms:\+233244123456\?body=/);
    expect(sent(sms())).toContain('₦5,000.00 is due on Nov 30, 2026.');

    await user.click(account().getByRole('radio', { name: ACCOUNT_TEXT.statement }));
    expect(sent(whatsApp())).toContain('Statement for Ama Owusu');
    expect(sent(whatsApp())).toContain('You owe: ₵130.00 and ₦5,000.00');
    expect(account().getByLabelText(ACCOUNT_TEXT.messageLabel)).toHaveTextContent('Statement for Ama Owusu');
  });

  it('says a customer who paid everything back is paid up, with no payment to record', async () => {
    const settled: Repayment = { ...CASH_BACK, id: '55555555-eeee-4000-8000-000000000005', amountMinor: 4000, createdAt: new Date('2026-10-25T09:00:00Z') };
    const { account } = setup({ sales: [RICE], repayments: [CASH_BACK, settled] });
    expect(await account().findByText(ACCOUNT_TEXT.paidUp)).toBeInTheDocument();
    expect(account().getByText(ACCOUNT_TEXT.paidUpNote('Ama Owusu'))).toBeInTheDocument();
    expect(account().queryByRole('button', { name: ACCOUNT_TEXT.recordPayment })).toBeNull();
    expect(account().queryByRole('list', { name: ACCOUNT_TEXT.unpaidCaption })).toBeNull();
    // Only the statement can be sent.
    expect(account().queryByRole('radio')).toBeNull();
    expect(account().getByLabelText(ACCOUNT_TEXT.messageLabel)).toHaveTextContent('Paid up: nothing is owed.');
  });

  it('says when nothing was ever put on account, and when there is no limit', async () => {
    const efua = sampleCustomer({ id: 'efua', name: 'Efua Mensah' });
    renderOnMemoryBackend(<CustomerAccountModal holder={efua} onClose={() => undefined} now={NOW} timeZone="UTC" webShare={null} />, { customers: [efua] });
    const dialog = within(screen.getByRole('dialog', { name: 'Account of Efua Mensah' }));
    expect(await dialog.findByRole('heading', { name: ACCOUNT_TEXT.statementEmptyTitle })).toBeInTheDocument();
    expect(dialog.getByText(ACCOUNT_TEXT.noLimit)).toBeInTheDocument();
    expect(dialog.getByText(ACCOUNT_TEXT.paidUp)).toBeInTheDocument();
    expect(dialog.queryByRole('link')).toBeNull();
  });

  it('says when the account cannot be loaded, with Try again', async () => {
    const { account } = setup({ fail: { subscribeAccountRecords: new Error('offline') } });
    const alert = await account().findByRole('alert');
    expect(alert).toHaveTextContent(ACCOUNT_TEXT.loadFailed);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("offers no reminder while the shop's profile is still being read: it would go without the shop's name", async () => {
    const { account } = setup({ fail: { subscribeBusiness: 'pending' } });
    expect(await account().findByText(ACCOUNT_TEXT.loading)).toBeInTheDocument();
    expect(account().queryByRole('link')).toBeNull();
  });

  it('shows a spinner while the account loads', async () => {
    const { account } = setup({ fail: { subscribeBalances: 'pending' } });
    expect(await account().findByText(ACCOUNT_TEXT.loading)).toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const { user, onClose, account } = setup();
    await account().findByText('₵130.00');
    await user.click(account().getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
