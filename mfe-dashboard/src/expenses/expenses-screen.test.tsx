import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPENSE_MESSAGES, expensesCsv, SCREEN_TEXT } from '@shop/shared/domain';
import type { Expense } from '@shop/shared/domain';
import { downloadCsv } from '@shop/shared/ui';
import type * as SharedUi from '@shop/shared/ui';
import { listItemShowing, renderOnMemoryBackend } from '@shop/shared/testing';
import type { TestShopOptions } from '@shop/shared/testing';
import { ExpensesScreen } from './expenses-screen';
import { EXPENSES_TEXT as T } from './expenses-words';
import { EXPENSES_NOW, EXPENSES_TIME_ZONE, EXPENSES_TODAY, monthOfExpenses } from '../testing/expenses-sample';

vi.mock('@shop/shared/ui', async (importOriginal) => ({ ...(await importOriginal<typeof SharedUi>()), downloadCsv: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const setup = (options: TestShopOptions = {}) => renderOnMemoryBackend(<ExpensesScreen now={EXPENSES_NOW} timeZone={EXPENSES_TIME_ZONE} />, { expenses: monthOfExpenses(), ...options });
const list = () => screen.getByRole('list', { name: T.listLabel });
const rows = () => within(list()).getAllByRole('listitem');
const dialog = () => screen.getByRole('dialog');
const field = (name: string | RegExp) => within(dialog()).getByLabelText(name);

describe('Expenses', () => {
  it('lists this month’s expenses newest first: date, category, amount, method, from the till, note', async () => {
    const { fake } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Expenses' })).toBeInTheDocument();
    expect(await screen.findByText('8 expenses')).toBeInTheDocument();
    expect(screen.getByLabelText(T.from)).toHaveValue('2026-11-01');
    expect(screen.getByLabelText(T.to)).toHaveValue(EXPENSES_TODAY);
    expect(fake.subscriptions.open).toContain('expenses:2026-11-01..2026-11-22');
    expect(rows().map((row) => row.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-15',
      '2026-11-12',
      '2026-11-10',
      '2026-11-05',
      '2026-11-01',
    ]);
    expect(rows()[0]).toHaveTextContent('Nov 22, 2026Transport₵20.00Cash · from the tillTaxi to Makola market');
    // A manager recorded the stock bought: the row says who; the owner's own rows say nothing.
    expect(rows()[1]).toHaveTextContent('Nov 21, 2026Stock bought₵850.00Mobile Money · by Efua MensahMilo and sugar from the wholesaler');
    expect(rows()[4]).toHaveTextContent('Nov 12, 2026Transport₦5,000.00CashDelivery to the Lagos shop');
    expect(within(rows()[0]!).getByRole('button', { name: 'Edit Transport expense of ₵20.00 on Nov 22, 2026' })).toHaveAccessibleDescription('Cash · from the till Taxi to Makola market');
    expect(screen.queryByText('October rent')).not.toBeInTheDocument();
  });

  it('totals the period per currency: all that was spent, and what counts against profit', async () => {
    setup();
    const totals = await screen.findByRole('region', { name: T.totalsLabel });
    expect(within(totals).getByRole('article', { name: 'Spent (GHS)' })).toHaveTextContent('₵3,000.00₵2,090.00 counts against profit');
    expect(within(totals).getByRole('article', { name: 'Spent (NGN)' })).toHaveTextContent('₦5,000.00₦5,000.00 counts against profit');
    expect(within(totals).getAllByRole('article')).toHaveLength(2);
  });

  it('reads another period from the dates, and back to this month', async () => {
    const { user, fake } = setup();
    await screen.findByText('8 expenses');
    fireEvent.change(screen.getByLabelText(T.from), { target: { value: '2026-10-01' } });
    expect(await screen.findByText('9 expenses')).toBeInTheDocument();
    expect(screen.getByText('October rent')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: T.totalsLabel })).getByRole('article', { name: 'Spent (GHS)' })).toHaveTextContent('₵4,500.00');
    expect(fake.subscriptions.closed).toContain('expenses:2026-11-01..2026-11-22');

    fireEvent.change(screen.getByLabelText(T.to), { target: { value: '2026-11-10' } });
    // Oct 28, Nov 1, Nov 5 and Nov 10.
    expect(await screen.findByText('4 expenses')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.thisMonth }));
    expect(await screen.findByText('8 expenses')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.thisMonth })).toBeDisabled();
  });

  it('searches the notes and the categories, ignoring case', async () => {
    const { user } = setup();
    await screen.findByText('8 expenses');
    const search = screen.getByRole('searchbox', { name: T.search });
    await user.type(search, 'WHOLESALER');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Stock bought');
    expect(screen.getByText('Showing 1 of 8 expenses')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'transport');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.clear(search);
    await user.type(search, 'generator');
    expect(await screen.findByRole('heading', { name: T.noMatchTitle })).toBeInTheDocument();
    expect(screen.getByText(T.noMatch('generator'))).toBeInTheDocument();
  });

  it('adds an expense: cedis, cash and today by default, "Paid from the till" for cash only', async () => {
    const { user, fake } = setup();
    await screen.findByText('8 expenses');
    await user.click(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByRole('dialog', { name: T.addTitle })).toBeInTheDocument();
    expect(field(/^Amount/)).toHaveFocus();
    expect(field(/^Currency/)).toHaveValue('GHS');
    expect(field(/^Category/)).toHaveValue('');
    expect(field(/^Payment method/)).toHaveValue('Cash');
    expect(field(/^Date/)).toHaveValue(EXPENSES_TODAY);
    expect(field(/^Date/)).toHaveAttribute('max', EXPENSES_TODAY);
    const till = within(dialog()).getByRole('checkbox', { name: T.fromTill });
    expect(till).not.toBeChecked();
    expect(till).toHaveAccessibleDescription(T.fromTillHint);

    // The box is there for cash only.
    await user.selectOptions(field(/^Payment method/), 'Mobile Money');
    expect(within(dialog()).queryByRole('checkbox', { name: T.fromTill })).not.toBeInTheDocument();
    await user.selectOptions(field(/^Payment method/), 'Cash');

    await user.type(field(/^Amount/), '25.50');
    await user.selectOptions(field(/^Category/), 'Transport');
    await user.click(within(dialog()).getByRole('checkbox', { name: T.fromTill }));
    await user.type(field(/^Note/), 'Taxi with the rice');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(fake.calls.saveExpense).toHaveLength(1);
    const saved = fake.calls.saveExpense[0]!;
    expect(saved).toMatchObject({ amountMinor: 2550, currency: 'GHS', category: 'Transport', method: 'Cash', fromTill: true, spentOn: EXPENSES_TODAY, note: 'Taxi with the rice' });
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('9 expenses')).toBeInTheDocument();
    expect(listItemShowing('Taxi with the rice')).toHaveTextContent('₵25.50Cash · from the till');
    expect(screen.getByText(T.saved)).toBeInTheDocument();
  });

  it('refuses what the domain refuses, in its words, and focuses the first field to fix', async () => {
    const { user, fake } = setup();
    await screen.findByText('8 expenses');
    await user.click(screen.getByRole('button', { name: T.add }));
    await screen.findByRole('dialog', { name: T.addTitle });
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText(EXPENSE_MESSAGES.amountRequired)).toBeInTheDocument();
    expect(within(dialog()).getByText(EXPENSE_MESSAGES.categoryInvalid)).toBeInTheDocument();
    expect(field(/^Amount/)).toHaveFocus();
    expect(field(/^Amount/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(field(/^Amount/), '0');
    await user.selectOptions(field(/^Category/), 'Rent');
    fireEvent.change(field(/^Date/), { target: { value: '2026-11-23' } });
    await user.type(field(/^Note/), 'x'.repeat(501));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText(EXPENSE_MESSAGES.amountInvalid)).toBeInTheDocument();
    expect(within(dialog()).getByText(EXPENSE_MESSAGES.dateInFuture)).toBeInTheDocument();
    expect(within(dialog()).getByText(EXPENSE_MESSAGES.noteTooLong)).toBeInTheDocument();
    expect(within(dialog()).queryByText(EXPENSE_MESSAGES.categoryInvalid)).not.toBeInTheDocument();
    expect(fake.calls.saveExpense).toHaveLength(0);
  }, 15000);

  it('says stock bought and the owner’s own use do not count against profit', async () => {
    const { user } = setup();
    await screen.findByText('8 expenses');
    await user.click(screen.getByRole('button', { name: T.add }));
    await screen.findByRole('dialog', { name: T.addTitle });
    await user.selectOptions(field(/^Category/), 'Stock bought');
    expect(field(/^Category/)).toHaveAccessibleDescription(T.outsideProfitHint);
    await user.selectOptions(field(/^Category/), 'Rent');
    expect(within(dialog()).queryByText(T.outsideProfitHint)).not.toBeInTheDocument();
  });

  it('keeps what was typed when a save fails, and retries with the same id: one expense, never two', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let attempts = 0;
    const { user, fake } = setup({
      before: {
        saveExpense: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('The network is down');
        },
      },
    });
    await screen.findByText('8 expenses');
    await user.click(screen.getByRole('button', { name: T.add }));
    await screen.findByRole('dialog', { name: T.addTitle });
    await user.type(field(/^Amount/), '120');
    await user.selectOptions(field(/^Category/), 'Utilities');
    await user.type(field(/^Note/), 'Water bill');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(EXPENSE_MESSAGES.saveFailed);
    expect(field(/^Amount/)).toHaveValue(120);
    expect(field(/^Category/)).toHaveValue('Utilities');
    expect(field(/^Note/)).toHaveValue('Water bill');

    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [first, second] = fake.calls.saveExpense;
    expect(second!.id).toBe(first!.id);
    expect(second!.createdAt).toEqual(first!.createdAt);
    expect(fake.expenses().filter((expense) => expense.note === 'Water bill')).toHaveLength(1);
  });

  it('edits an expense by clicking its row, keeping its id and when it was first recorded', async () => {
    const { user, fake } = setup();
    await screen.findByText('8 expenses');
    await user.click(screen.getByRole('button', { name: 'Edit Rent expense of ₵1,500.00 on Nov 1, 2026' }));
    expect(await screen.findByRole('dialog', { name: T.editTitle })).toBeInTheDocument();
    expect(field(/^Amount/)).toHaveValue(1500);
    expect(field(/^Category/)).toHaveValue('Rent');
    expect(field(/^Payment method/)).toHaveValue('Bank Transfer');
    expect(field(/^Date/)).toHaveValue('2026-11-01');
    expect(field(/^Note/)).toHaveValue('November rent');
    fireEvent.change(field(/^Amount/), { target: { value: '1600' } });
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const rent = monthOfExpenses().find((expense) => expense.note === 'November rent') as Expense;
    expect(fake.calls.saveExpense[0]).toMatchObject({ id: rent.id, amountMinor: 160000, createdAt: rent.createdAt });
    expect(await screen.findByRole('button', { name: 'Edit Rent expense of ₵1,600.00 on Nov 1, 2026' })).toBeInTheDocument();
    expect(screen.getByText('8 expenses')).toBeInTheDocument();
  });

  it('deletes only after "Sure?": No keeps it, Yes deletes it', async () => {
    const { user, fake } = setup();
    await screen.findByText('8 expenses');
    const name = 'Delete Wages expense of ₵400.00 on Nov 15, 2026';
    await user.click(screen.getByRole('button', { name }));
    const sure = await screen.findByRole('alertdialog', { name: SCREEN_TEXT.confirmDelete });
    expect(sure).toHaveAccessibleDescription('The Wages expense of ₵400.00 on Nov 15, 2026 will be deleted.');
    expect(within(sure).getByRole('button', { name: SCREEN_TEXT.confirmNo })).toHaveFocus();
    await user.click(within(sure).getByRole('button', { name: SCREEN_TEXT.confirmNo }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fake.calls.deleteExpense).toEqual([]);

    await user.click(screen.getByRole('button', { name }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: SCREEN_TEXT.confirmYes }));
    expect(await screen.findByText('7 expenses')).toBeInTheDocument();
    expect(fake.calls.deleteExpense).toEqual(['ex000004-0000-4000-8000-000000000004']);
    expect(screen.queryByText('Kofi, two weeks')).not.toBeInTheDocument();
    expect(screen.getByText(T.deleted)).toBeInTheDocument();
  });

  it('says when a delete failed, and keeps the expense', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup({ fail: { deleteExpense: new Error('offline') } });
    await screen.findByText('8 expenses');
    await user.click(screen.getByRole('button', { name: 'Delete Wages expense of ₵400.00 on Nov 15, 2026' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: SCREEN_TEXT.confirmYes }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPENSE_MESSAGES.deleteFailed);
    expect(screen.getByText('Kofi, two weeks')).toBeInTheDocument();
  });

  it('downloads what is shown as CSV, named by today', async () => {
    const { user } = setup();
    await screen.findByText('8 expenses');
    await user.type(screen.getByRole('searchbox', { name: T.search }), 'rent');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: T.downloadCsv }));
    const rent = monthOfExpenses().filter((expense) => expense.note === 'November rent');
    expect(downloadCsv).toHaveBeenCalledWith('expenses-2026-11-22.csv', expensesCsv(rent));
  });

  it('invites the first expense on an empty period', async () => {
    const { user } = setup({ expenses: [] });
    expect(await screen.findByRole('heading', { name: T.emptyTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.downloadCsv })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.addFirst }));
    expect(await screen.findByRole('dialog', { name: T.addTitle })).toBeInTheDocument();
  });

  it('says when the expenses cannot be loaded, with Try again', async () => {
    setup({ fail: { subscribeExpenses: new Error('offline') } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(EXPENSE_MESSAGES.loadFailed);
    expect(within(alert).getByRole('button', { name: SCREEN_TEXT.tryAgain })).toBeInTheDocument();
  });

  it('asks a visitor who is not signed in to log in', async () => {
    setup({ signedIn: false });
    expect(await screen.findByText('Log in to see your expenses.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.add })).not.toBeInTheDocument();
  });
});
