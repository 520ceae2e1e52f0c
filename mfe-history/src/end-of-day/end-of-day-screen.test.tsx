import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRefund, endOfDay, endOfDayCsv } from '@shop/shared/domain';
import { END_OF_DAY_TEXT } from './end-of-day-words';
import type { Refund, Sale } from '@shop/shared/domain';
import { createMemoryBackend, SAMPLE_OWNER } from '@shop/shared/testing';
import type { MemoryBackendOptions } from '@shop/shared/testing';
import { BackendProvider } from '@shop/shared/session';
import { downloadCsv, printReceipt } from '@shop/shared/ui';
import type * as SharedUi from '@shop/shared/ui';
import { EndOfDayScreen } from './end-of-day-screen';
import { endOfDayCreditSample, endOfDayExpenses, endOfDaySample, KOFI, SAMPLE_DAY, SAMPLE_NOW, SAMPLE_TIME_ZONE } from '../testing/end-of-day-sample';

vi.mock('@shop/shared/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedUi>()),
  downloadCsv: vi.fn(),
  printReceipt: vi.fn(),
}));

afterEach(() => vi.clearAllMocks());

const T = END_OF_DAY_TEXT;

function renderEndOfDay(options: MemoryBackendOptions & { sales?: Sale[]; refunds?: Refund[] } = {}, props: { initialDate?: string } = {}) {
  const sample = endOfDaySample();
  const memory = createMemoryBackend({ sales: sample.sales, refunds: sample.refunds, ...options });
  render(
    <BackendProvider backend={memory.backend}>
      <EndOfDayScreen timeZone={SAMPLE_TIME_ZONE} now={SAMPLE_NOW} {...props} />
    </BackendProvider>,
  );
  return memory;
}

const section = (name: RegExp) => screen.getByRole('region', { name });
const card = (within_: HTMLElement, title: string) => within(within_).getByRole('article', { name: title });

describe('End of Day', () => {
  it('shows today in the device time zone by default, with the day’s figures per currency', async () => {
    renderEndOfDay();
    expect(screen.getByRole('heading', { level: 1, name: 'End of Day' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date/)).toHaveValue(SAMPLE_DAY);
    expect(await screen.findByText('Nov 22, 2026: 4 sales, 1 refund')).toHaveAttribute('role', 'status');

    const cedi = section(/^GHS/);
    expect(within(cedi).getByRole('heading', { level: 2 })).toHaveTextContent('GHS · Ghanaian cedi');
    expect(card(cedi, T.net)).toHaveTextContent('₵267.50');
    expect(card(cedi, T.cashExpected)).toHaveTextContent('₵97.50');
    expect(card(cedi, T.sales)).toHaveTextContent('3');
    expect(card(cedi, T.sales)).toHaveTextContent('1 split payment');
    expect(card(cedi, T.refunds)).toHaveTextContent('1');
    expect(card(cedi, T.refunds)).toHaveTextContent('₵12.50 given back');
    expect(card(cedi, T.grossTakings)).toHaveTextContent('₵280.00');
    expect(card(cedi, T.discounts)).toHaveTextContent('₵10.00');

    const table = within(cedi).getByRole('table', { name: 'Takings by payment method (GHS)' });
    const row = (name: string) =>
      within(table)
        .getByRole('rowheader', { name })
        .closest('tr') as HTMLElement;
    expect(row('Cash')).toHaveTextContent('Cash₵110.00₵12.50₵97.50');
    expect(row('Mobile Money')).toHaveTextContent('Mobile Money₵170.00₵0.00₵170.00');
    expect(row('Card')).toHaveTextContent('Card₵0.00₵0.00₵0.00');
    expect(row('Total')).toHaveTextContent('Total₵280.00₵12.50₵267.50');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Payment method', 'Taken', 'Refunded', 'Kept']);

    // The phone's list (shown instead of the table at narrow widths) holds the same figures.
    const list = within(cedi).getByRole('list', { name: 'Takings by payment method (GHS)' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Cash', 'Mobile Money', 'Card', 'Bank Transfer', 'Other', 'Total']);
    expect(items[0]).toHaveTextContent('CashTaken₵110.00Refunded₵12.50Kept₵97.50');
    expect(items[5]).toHaveTextContent('TotalTaken₵280.00Refunded₵12.50Kept₵267.50');

    const naira = section(/^NGN/);
    expect(card(naira, T.net)).toHaveTextContent('₦7,000.00');
    expect(card(naira, T.cashExpected)).toHaveTextContent('₦0.00');
    expect(within(naira).getByRole('rowheader', { name: 'Bank Transfer' }).closest('tr')).toHaveTextContent('₦7,000.00');
  });

  it('switches to another date typed or picked, and back to today', async () => {
    renderEndOfDay();
    await screen.findByRole('region', { name: /^GHS/ });
    const date = screen.getByLabelText(/^Date/);
    fireEvent.change(date, { target: { value: '2026-11-21' } });
    expect(await screen.findByText('Nov 21, 2026: 1 sale, 0 refunds')).toBeInTheDocument();
    expect(card(section(/^GHS/), T.net)).toHaveTextContent('₵45.00');
    expect(screen.queryByRole('region', { name: /^NGN/ })).not.toBeInTheDocument();

    // Half typed, the box is empty: the figures stay on the last real date.
    fireEvent.change(date, { target: { value: '' } });
    expect(date).toHaveValue('');
    expect(screen.getByText('Nov 21, 2026: 1 sale, 0 refunds')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(date).toHaveValue(SAMPLE_DAY);
    expect(await screen.findByText('Nov 22, 2026: 4 sales, 1 refund')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
  });

  it('follows the till live: a refund given while the screen is open changes the figures at once', async () => {
    const memory = renderEndOfDay();
    const cedi = await screen.findByRole('region', { name: /^GHS/ });
    expect(card(cedi, T.net)).toHaveTextContent('₵267.50');
    const momo = memory.sales().find((sale) => sale.paymentMethod === 'Mobile Money' && !sale.payments);
    const built = buildRefund({
      id: 'e0d0f002-0000-4000-8000-000000000002',
      sale: momo!,
      earlier: [],
      returning: [{ productId: momo!.items[0]!.id, quantity: 1 }],
      paymentMethod: 'Mobile Money',
      reason: '',
      now: new Date('2026-11-22T17:30:00Z'),
    });
    if (!built.ok) throw new Error(built.error);
    await memory.backend.recordRefund(SAMPLE_OWNER.uid, { refund: built.refund });
    expect(await screen.findByText('Nov 22, 2026: 4 sales, 2 refunds')).toBeInTheDocument();
    // The kente cloth went back whole (₵110.00 after its discount), by mobile money: the drawer is unchanged.
    expect(card(cedi, T.net)).toHaveTextContent('₵157.50');
    expect(card(cedi, T.cashExpected)).toHaveTextContent('₵97.50');
    expect(within(cedi).getByRole('rowheader', { name: 'Mobile Money' }).closest('tr')).toHaveTextContent('Mobile Money₵170.00₵110.00₵60.00');
  });

  it('takes the cash expenses paid from the till that day off the cash expected, and shows the day’s gross profit', async () => {
    const sample = endOfDaySample({ costs: true });
    const memory = renderEndOfDay({ sales: sample.sales, refunds: sample.refunds, expenses: endOfDayExpenses() });
    const cedi = await screen.findByRole('region', { name: /^GHS/ });
    expect(card(cedi, T.expensesFromTill)).toHaveTextContent('₵20.00');
    expect(card(cedi, T.expensesFromTill)).toHaveTextContent('Taken off the cash expected');
    expect(card(cedi, T.cashExpected)).toHaveTextContent('₵77.50');
    expect(card(cedi, T.cashExpected)).toHaveTextContent(T.cashExpectedHint);
    // Net total and the takings by method are the sales' alone: an expense is not a refund.
    expect(card(cedi, T.net)).toHaveTextContent('₵267.50');
    expect(card(cedi, T.grossProfit)).toHaveTextContent('₵42.50');
    expect(card(cedi, T.grossProfit)).toHaveTextContent('₵100.00 of sales had no cost price');
    const naira = section(/^NGN/);
    expect(card(naira, T.grossProfit)).toHaveTextContent('₦0.00');
    expect(card(naira, T.grossProfit)).toHaveTextContent('₦7,000.00 of sales had no cost price');
    expect(card(naira, T.expensesFromTill)).toHaveTextContent('₦0.00');
    // The printed report says what left the drawer, never the profit.
    const report = screen.getByLabelText(T.reportLabel).textContent ?? '';
    expect(report).toContain('\nExpenses paid from the till\n                          ₵20.00\nCash expected in drawer   ₵77.50\n');
    expect(report).not.toMatch(/profit|cost/i);
    // Read by the device's day: only that day's expenses were asked for.
    expect(memory.subscriptions.open).toContain(`expenses:${SAMPLE_DAY}..${SAMPLE_DAY}`);

    // An expense paid from the till while the screen is open lowers the cash at once.
    await memory.backend.saveExpense(SAMPLE_OWNER.uid, { ...endOfDayExpenses()[0]!, id: 'e0de0004-0000-4000-8000-000000000004', amountMinor: 500, note: 'Water' });
    await waitFor(() => expect(card(cedi, T.cashExpected)).toHaveTextContent('₵72.50'));
    expect(card(cedi, T.expensesFromTill)).toHaveTextContent('₵25.00');
  });

  it('shows a day with only an expense from the till: the drawer is short by it', async () => {
    renderEndOfDay({ sales: [], refunds: [], expenses: endOfDayExpenses() }, { initialDate: '2026-11-21' });
    const cedi = await screen.findByRole('region', { name: /^GHS/ });
    expect(card(cedi, T.cashExpected)).toHaveTextContent('-₵15.00');
    expect(card(cedi, T.sales)).toHaveTextContent('0');
  });

  it('says the day’s expenses could not be loaded, with Try again, rather than a wrong cash expected', async () => {
    renderEndOfDay({ fail: { subscribeExpenses: new Error('offline') } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.expensesLoadFailed);
    expect(screen.queryByRole('article', { name: T.cashExpected })).not.toBeInTheDocument();
  });

  it('says so on a day with no sales, and still prints and downloads it', async () => {
    renderEndOfDay({}, { initialDate: '2026-11-20' });
    expect(await screen.findByRole('heading', { level: 2, name: T.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(T.emptyDescription)).toBeInTheDocument();
    expect(screen.getByText('Nov 20, 2026: 0 sales, 0 refunds')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByLabelText(T.reportLabel)).toHaveTextContent('No sales or refunds this day.');
  });

  it('shows a loading state until both the sales and the refunds are in', async () => {
    renderEndOfDay({ fail: { subscribeRefundsSince: 'pending' } });
    expect(await screen.findByText(T.loading)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.printReport })).not.toBeInTheDocument();
  });

  it('says the day could not be loaded, with Try again', async () => {
    renderEndOfDay({ fail: { subscribeSalesSince: new Error('offline') } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.loadFailed);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks a visitor who is not signed in to log in', async () => {
    renderEndOfDay({ user: null });
    expect(await screen.findByText("Log in to see the day's takings.")).toBeInTheDocument();
  });

  it('downloads the day as CSV named by its date', async () => {
    renderEndOfDay();
    await screen.findByRole('region', { name: /^GHS/ });
    await userEvent.click(screen.getByRole('button', { name: T.downloadCsv }));
    const sample = endOfDaySample();
    expect(downloadCsv).toHaveBeenCalledWith(
      'end-of-day-2026-11-22.csv',
      endOfDayCsv(endOfDay({ sales: sample.sales, refunds: sample.refunds, date: SAMPLE_DAY, timeZone: SAMPLE_TIME_ZONE })),
    );
  });

  it('prints the day’s report alone, and shows it as printed on request', async () => {
    renderEndOfDay({ business: null });
    await screen.findByRole('region', { name: /^GHS/ });
    const report = screen.getByLabelText(T.reportLabel);
    expect(report.closest('[hidden]')).not.toBeNull();
    const toggle = screen.getByRole('button', { name: 'Report as printed' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(report.closest('[hidden]')).toBeNull();
    expect(report).toHaveTextContent('End of day');
    expect(report.textContent).toContain('\nPrinted:      Nov 22, 2026 18:05\n');
    expect(report.textContent).toContain('\nCash expected in drawer   ₵97.50\n');
    for (const line of (report.textContent ?? '').split('\n')) expect(line.length).toBeLessThanOrEqual(32);

    await userEvent.click(screen.getByRole('button', { name: T.printReport }));
    expect(printReceipt).toHaveBeenCalledWith(report);
  });

  it('works from the keyboard: the date, then Print Report and Download CSV', async () => {
    renderEndOfDay();
    await screen.findByRole('region', { name: /^GHS/ });
    await userEvent.tab();
    expect(screen.getByLabelText(/^Date/)).toHaveFocus();
    await userEvent.tab();
    // Today is disabled on today, so focus moves on to the actions.
    expect(screen.getByRole('button', { name: T.printReport })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(printReceipt).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: T.downloadCsv })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(downloadCsv).toHaveBeenCalledTimes(1);
  });

  it('shows the credit given apart from the takings, and counts a cash repayment in the cash expected', async () => {
    const credit = endOfDayCreditSample();
    const memory = renderEndOfDay({ sales: credit.sales, refunds: credit.refunds, repayments: credit.repayments });
    expect(await screen.findByText('Nov 22, 2026: 4 sales, 2 refunds')).toBeInTheDocument();
    const cedi = section(/^GHS/);
    // Ama's ₵150.00 sale: ₵50.00 paid in cash at the till, ₵100.00 on account — credit, not cash.
    expect(card(cedi, T.creditGiven)).toHaveTextContent('₵100.00');
    expect(card(cedi, T.creditGiven)).toHaveTextContent('Of ₵430.00 sold; not cash, not in the takings.');
    expect(card(cedi, T.repayments)).toHaveTextContent('₵30.00');
    expect(card(cedi, T.repayments)).toHaveTextContent('Cash ₵30.00.');
    // ₵97.50 of the plain day + ₵50.00 paid now + ₵30.00 repaid in cash.
    expect(card(cedi, T.cashExpected)).toHaveTextContent('₵177.50');
    expect(card(cedi, T.grossTakings)).toHaveTextContent('₵360.00');
    // Kofi's returned soap came off his account: nothing more was handed back.
    expect(card(cedi, T.refunds)).toHaveTextContent('₵12.50 given back, ₵20.00 taken off accounts');
    const table = within(cedi).getByRole('table', { name: 'Takings by payment method (GHS)' });
    expect(within(table).getByRole('rowheader', { name: 'Cash' }).closest('tr')).toHaveTextContent('Cash₵190.00₵12.50₵177.50');
    expect(within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('Total₵360.00₵12.50₵347.50');

    const report = screen.getByLabelText(T.reportLabel).textContent ?? '';
    expect(report).toContain('\nRepayments received       ₵30.00\n  Cash                    ₵30.00\nCredit given             ₵100.00\n');
    expect(report).toContain('\nRefunds off accounts      ₵20.00\n');
    expect(report).toContain('\nCash expected in drawer  ₵177.50\n');

    // A repayment received while the screen is open is in the drawer at once.
    await memory.backend.recordRepayment(SAMPLE_OWNER.uid, {
      repayment: { id: 'e0d0a002-0000-4000-8000-000000000002', customer: KOFI, amountMinor: 1000, currency: 'GHS', method: 'Mobile Money', createdAt: new Date('2026-11-22T17:45:00Z') },
    });
    await waitFor(() => expect(card(cedi, T.repayments)).toHaveTextContent('₵40.00'));
    expect(card(cedi, T.repayments)).toHaveTextContent('Cash ₵30.00 · Mobile Money ₵10.00.');
    expect(card(cedi, T.cashExpected)).toHaveTextContent('₵177.50');
  });

  it('shows a day with repayments but no credit sale without a Credit given card', async () => {
    const memory = renderEndOfDay();
    const cedi = await screen.findByRole('region', { name: /^GHS/ });
    // The sample day sold nothing on credit; a repayment of an older debt comes in.
    const { sales } = endOfDayCreditSample();
    const older = sales.find((sale) => sale.credit && sale.createdAt < new Date('2026-11-22T00:00:00Z'));
    if (!older?.customer) throw new Error('the credit sample has an older credit sale');
    await memory.backend.recordSale(SAMPLE_OWNER.uid, { sale: older, stockDecrements: [] });
    await memory.backend.recordRepayment(SAMPLE_OWNER.uid, {
      repayment: { id: 'e0d0a003-0000-4000-8000-000000000003', customer: older.customer, amountMinor: 1500, currency: 'GHS', method: 'Cash', createdAt: new Date('2026-11-22T16:00:00Z') },
    });
    await waitFor(() => expect(card(cedi, T.repayments)).toHaveTextContent('₵15.00'));
    expect(within(cedi).queryByRole('article', { name: T.creditGiven })).not.toBeInTheDocument();
  });

  it('shows no credit cards on a day without credit', async () => {
    renderEndOfDay();
    const cedi = await screen.findByRole('region', { name: /^GHS/ });
    expect(within(cedi).queryByRole('article', { name: T.creditGiven })).not.toBeInTheDocument();
    expect(within(cedi).queryByRole('article', { name: T.repayments })).not.toBeInTheDocument();
  });

  it('says the day’s repayments could not be loaded, with Try again, rather than a cash expected without them', async () => {
    renderEndOfDay({ fail: { subscribeRepaymentsSince: new Error('offline') } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.repaymentsLoadFailed);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: T.cashExpected })).not.toBeInTheDocument();
  });

  it('names its time zone where the device’s day is not the dashboard’s UTC day, and says nothing where they agree', async () => {
    const sample = endOfDaySample();
    const memory = createMemoryBackend({ sales: sample.sales, refunds: sample.refunds });
    const { unmount } = render(
      <BackendProvider backend={memory.backend}>
        <EndOfDayScreen timeZone="Africa/Lagos" now={SAMPLE_NOW} />
      </BackendProvider>,
    );
    expect(await screen.findByText("This day runs from midnight to midnight Africa/Lagos time; the dashboard's days are UTC.")).toBeInTheDocument();
    unmount();
    renderEndOfDay();
    await screen.findByRole('heading', { name: T.title });
    expect(screen.queryByText(/the dashboard's days are UTC/)).not.toBeInTheDocument();
  });
});
