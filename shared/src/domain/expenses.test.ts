// Expenses (expenses.ts): the form's check, the record a save writes, the adapters' check, which
// categories count against net profit, a period's sums per currency, the cash a day's expenses
// took from the till, their order, search and CSV.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_AMOUNT_MINOR, PAYMENT_METHODS } from './constants';
import { EXPENSE_CATEGORIES, EXPENSE_MESSAGES } from './expense-words';
import type { Expense } from './entities';
import {
  buildExpense,
  cashFromTillMinor,
  compareExpensesNewestFirst,
  countsAgainstProfit,
  createExpenseIndex,
  expenseDraftOf,
  expenseProblem,
  expensesByCurrency,
  expensesCsv,
  expensesCsvFileName,
  expensesNewestFirst,
  EXPENSES_CSV_COLUMNS,
  validateExpense,
} from './expenses';
import { FIELD_MESSAGES } from './messages';

const numRuns = Number(process.env.PROPERTY_RUNS ?? 300);
const TODAY = '2026-11-22';
const AT = new Date('2026-11-22T09:30:00Z');

function expense(overrides: Partial<Expense> = {}): Expense {
  return {
    id: 'exp-1',
    amountMinor: 25_000,
    currency: 'GHS',
    category: 'Rent',
    method: 'Bank Transfer',
    fromTill: false,
    spentOn: TODAY,
    note: 'November rent',
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

describe('countsAgainstProfit', () => {
  it('counts every category against net profit but stock bought and the owner’s own use', () => {
    expect(EXPENSE_CATEGORIES).toEqual(['Stock bought', 'Rent', 'Transport', 'Airtime and data', 'Wages', 'Utilities', 'Other', "Owner's own use"]);
    expect(EXPENSE_CATEGORIES.filter((category) => !countsAgainstProfit(category))).toEqual(['Stock bought', "Owner's own use"]);
  });
});

describe('validateExpense', () => {
  const valid = { amount: '250.00', category: 'Rent', method: 'Bank Transfer', spentOn: TODAY, note: '  November rent  ' };

  it('makes the form’s text a draft: amount in minor units, note trimmed, GHS by default', () => {
    expect(validateExpense(valid, TODAY)).toEqual({
      ok: true,
      value: { amountMinor: 25_000, currency: 'GHS', category: 'Rent', method: 'Bank Transfer', fromTill: false, spentOn: TODAY, note: 'November rent' },
    });
    const naira = validateExpense({ ...valid, amount: '1,500.5', currency: 'NGN', category: 'Transport', method: 'Cash', fromTill: true, note: '' }, TODAY);
    expect(naira).toMatchObject({ ok: true, value: { amountMinor: 150_050, currency: 'NGN', fromTill: true, note: '' } });
  });

  it('keeps paid from the till only for cash', () => {
    for (const method of PAYMENT_METHODS) {
      const checked = validateExpense({ ...valid, method, fromTill: true }, TODAY);
      expect(checked.ok && checked.value.fromTill, method).toBe(method === 'Cash');
    }
    expect(validateExpense({ ...valid, method: 'Cash' }, TODAY)).toMatchObject({ value: { fromTill: false } });
  });

  it('says what is wrong with each field', () => {
    const errorsOf = (input: Parameters<typeof validateExpense>[0], today = TODAY) => {
      const checked = validateExpense(input, today);
      return checked.ok ? {} : checked.errors;
    };
    expect(errorsOf({})).toEqual({
      amount: EXPENSE_MESSAGES.amountRequired,
      category: EXPENSE_MESSAGES.categoryInvalid,
      method: EXPENSE_MESSAGES.methodInvalid,
      spentOn: EXPENSE_MESSAGES.dateRequired,
    });
    expect(errorsOf({ ...valid, amount: '0' }).amount).toBe(EXPENSE_MESSAGES.amountInvalid);
    expect(errorsOf({ ...valid, amount: '-5' }).amount).toBe(EXPENSE_MESSAGES.amountInvalid);
    expect(errorsOf({ ...valid, amount: 'ten' }).amount).toBe(EXPENSE_MESSAGES.amountInvalid);
    expect(errorsOf({ ...valid, amount: '10000000.01' }).amount).toBe(EXPENSE_MESSAGES.amountTooLarge);
    expect(errorsOf({ ...valid, amount: '10000000.00' })).toEqual({});
    expect(errorsOf({ ...valid, currency: 'XOF' }).currency).toBe(FIELD_MESSAGES.currencyInvalid);
    expect(errorsOf({ ...valid, category: 'rent' }).category).toBe(EXPENSE_MESSAGES.categoryInvalid);
    expect(errorsOf({ ...valid, method: 'Cheque' }).method).toBe(EXPENSE_MESSAGES.methodInvalid);
    expect(errorsOf({ ...valid, spentOn: '2026-02-30' }).spentOn).toBe(EXPENSE_MESSAGES.dateInvalid);
    expect(errorsOf({ ...valid, spentOn: '22/11/2026' }).spentOn).toBe(EXPENSE_MESSAGES.dateInvalid);
    expect(errorsOf({ ...valid, spentOn: '2026-11-23' }).spentOn).toBe(EXPENSE_MESSAGES.dateInFuture);
    expect(errorsOf({ ...valid, spentOn: '2026-11-23' }, '2026-11-23')).toEqual({});
    expect(errorsOf({ ...valid, note: 'x'.repeat(501) }).note).toBe(EXPENSE_MESSAGES.noteTooLong);
    expect(errorsOf({ ...valid, note: ` ${'x'.repeat(500)} ` })).toEqual({});
  });

  it('checks a stored amount in minor units as a typed one', () => {
    expect(validateExpense({ ...valid, amount: null, amountMinor: MAX_AMOUNT_MINOR }, TODAY)).toMatchObject({ ok: true, value: { amountMinor: MAX_AMOUNT_MINOR } });
    expect(validateExpense({ ...valid, amountMinor: MAX_AMOUNT_MINOR + 1 }, TODAY)).toMatchObject({ ok: false, errors: { amount: EXPENSE_MESSAGES.amountTooLarge } });
    expect(validateExpense({ ...valid, amountMinor: 12.5 }, TODAY)).toMatchObject({ ok: false, errors: { amount: EXPENSE_MESSAGES.amountInvalid } });
  });

  it('reads back the draft of an expense being edited', () => {
    const stored = expense({ method: 'Cash', fromTill: true });
    const draft = expenseDraftOf(stored);
    expect(validateExpense({ ...draft, amountMinor: draft.amountMinor }, TODAY)).toEqual({ ok: true, value: draft });
  });
});

describe('buildExpense', () => {
  const draft = expenseDraftOf(expense());

  it('creates a new expense now, and an edit keeps its id and creation time', () => {
    const created = buildExpense(draft, { id: 'exp-9', now: AT });
    expect(created).toEqual({ ...draft, id: 'exp-9', createdAt: AT, updatedAt: AT });
    const later = new Date('2026-11-23T08:00:00Z');
    const edited = buildExpense({ ...draft, amountMinor: 26_000 }, { id: 'ignored', now: later, before: created });
    expect(edited).toEqual({ ...draft, amountMinor: 26_000, id: 'exp-9', createdAt: AT, updatedAt: later });
    expect(expenseProblem(created)).toBeNull();
    expect(expenseProblem(edited)).toBeNull();
  });
});

describe('expenseProblem', () => {
  it('accepts every expense the form can make', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_AMOUNT_MINOR }),
        fc.constantFrom(...EXPENSE_CATEGORIES),
        fc.constantFrom(...PAYMENT_METHODS),
        fc.boolean(),
        fc.string({ maxLength: 500 }),
        (amountMinor, category, method, fromTill, note) => {
          const checked = validateExpense({ amountMinor, category, method, fromTill, spentOn: TODAY, note }, TODAY);
          if (!checked.ok) return;
          expect(expenseProblem(buildExpense(checked.value, { id: 'e', now: AT }))).toBeNull();
        },
      ),
      { numRuns },
    );
  });

  it('refuses an expense the form could not have made', () => {
    const forged: [string, Partial<Record<keyof Expense, unknown>>][] = [
      ['no id', { id: '' }],
      ['an id with a slash', { id: 'a/b' }],
      ['nothing spent', { amountMinor: 0 }],
      ['a fraction of a cent', { amountMinor: 12.5 }],
      ['a negative amount', { amountMinor: -100 }],
      ['above the maximum', { amountMinor: MAX_AMOUNT_MINOR + 1 }],
      ['an unknown currency', { currency: 'XOF' }],
      ['an unknown category', { category: 'Bribes' }],
      ['an unknown method', { method: 'Cheque' }],
      ['from the till by card', { method: 'Card', fromTill: true }],
      ['from the till as text', { method: 'Cash', fromTill: 'yes' }],
      ['not a date', { spentOn: '2026-13-01' }],
      ['a huge note', { note: 'x'.repeat(501) }],
      ['no note', { note: null }],
      ['no creation time', { createdAt: new Date(Number.NaN) }],
      ['saved before it was created', { updatedAt: new Date(AT.getTime() - 1) }],
    ];
    for (const [what, overrides] of forged) expect(expenseProblem({ ...expense(), ...overrides } as Expense), what).not.toBeNull();
    expect(expenseProblem(expense({ method: 'Cash', fromTill: true, note: 'x'.repeat(500), amountMinor: MAX_AMOUNT_MINOR }))).toBeNull();
  });
});

describe('expensesByCurrency', () => {
  const list = [
    expense({ id: 'rent', amountMinor: 50_000, category: 'Rent', spentOn: '2026-11-01' }),
    expense({ id: 'stock', amountMinor: 120_000, category: 'Stock bought', spentOn: '2026-11-05' }),
    expense({ id: 'own', amountMinor: 3_000, category: "Owner's own use", spentOn: '2026-11-10' }),
    expense({ id: 'taxi', amountMinor: 1_550, category: 'Transport', spentOn: '2026-11-22' }),
    expense({ id: 'naira', amountMinor: 800_000, currency: 'NGN', category: 'Wages', spentOn: '2026-11-15' }),
    expense({ id: 'before', amountMinor: 9_999, category: 'Rent', spentOn: '2026-10-31' }),
    expense({ id: 'after', amountMinor: 7_777, category: 'Utilities', spentOn: '2026-11-23' }),
  ];

  it('sums the period per currency, both days included, never across currencies', () => {
    expect(expensesByCurrency(list, '2026-11-01', '2026-11-22')).toEqual({
      GHS: { totalMinor: 50_000 + 120_000 + 3_000 + 1_550, againstProfitMinor: 50_000 + 1_550 },
      NGN: { totalMinor: 800_000, againstProfitMinor: 800_000 },
    });
    expect(expensesByCurrency(list, '2026-11-01', null).GHS).toEqual({ totalMinor: 174_550 + 7_777, againstProfitMinor: 51_550 + 7_777 });
    expect(expensesByCurrency(list, '2026-12-01', null)).toEqual({});
  });

  it('counts against profit exactly the categories that do, and never more than the total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ amountMinor: fc.integer({ min: 1, max: MAX_AMOUNT_MINOR }), category: fc.constantFrom(...EXPENSE_CATEGORIES), currency: fc.constantFrom('GHS' as const, 'NGN' as const) }), { maxLength: 40 }),
        (parts) => {
          const sums = expensesByCurrency(parts.map((part, i) => expense({ ...part, id: `e${i}` })), TODAY, TODAY);
          for (const currency of ['GHS', 'NGN'] as const) {
            const mine = parts.filter((p) => p.currency === currency);
            const total = mine.reduce((sum, p) => sum + p.amountMinor, 0);
            const against = mine.filter((p) => countsAgainstProfit(p.category)).reduce((sum, p) => sum + p.amountMinor, 0);
            expect(sums[currency]).toEqual(mine.length === 0 ? undefined : { totalMinor: total, againstProfitMinor: against });
          }
        },
      ),
      { numRuns },
    );
  });
});

describe('cashFromTillMinor', () => {
  it('sums the cash paid from the till on that day only, per currency', () => {
    const list = [
      expense({ id: 'a', method: 'Cash', fromTill: true, amountMinor: 1_000, category: 'Transport' }),
      expense({ id: 'b', method: 'Cash', fromTill: true, amountMinor: 2_500, category: "Owner's own use" }),
      expense({ id: 'c', method: 'Cash', fromTill: false, amountMinor: 40_000 }),
      expense({ id: 'd', method: 'Mobile Money', fromTill: false, amountMinor: 700 }),
      expense({ id: 'e', method: 'Cash', fromTill: true, amountMinor: 300, spentOn: '2026-11-21' }),
      expense({ id: 'f', method: 'Cash', fromTill: true, amountMinor: 50_000, currency: 'NGN', category: 'Stock bought' }),
    ];
    expect(cashFromTillMinor(list, TODAY)).toEqual({ GHS: 3_500, NGN: 50_000 });
    expect(cashFromTillMinor(list, '2026-11-21')).toEqual({ GHS: 300 });
    expect(cashFromTillMinor(list, '2026-11-20')).toEqual({});
  });
});

describe('order, search and CSV', () => {
  it('lists newest first by the day spent, then the time recorded', () => {
    const early = expense({ id: 'b', spentOn: '2026-11-20', createdAt: new Date('2026-11-22T12:00:00Z') });
    const lateDay = expense({ id: 'c', spentOn: '2026-11-21', createdAt: new Date('2026-11-21T08:00:00Z') });
    const sameDayLater = expense({ id: 'd', spentOn: '2026-11-21', createdAt: new Date('2026-11-21T09:00:00Z') });
    const tie = expense({ id: 'a', spentOn: '2026-11-21', createdAt: new Date('2026-11-21T09:00:00Z') });
    expect(expensesNewestFirst([early, lateDay, sameDayLater, tie]).map((e) => e.id)).toEqual(['a', 'd', 'c', 'b']);
    expect(compareExpensesNewestFirst(tie, tie)).toBe(0);
  });

  it('finds an expense by its note or its category, whatever the case', () => {
    const list = [expense({ id: 'rent' }), expense({ id: 'fuel', category: 'Transport', note: 'Fuel for the delivery bike' })];
    const index = createExpenseIndex(list);
    expect(index.search('FUEL').map((e) => e.id)).toEqual(['fuel']);
    expect(index.search('transport').map((e) => e.id)).toEqual(['fuel']);
    expect(index.search('rent').map((e) => e.id)).toEqual(['rent']);
    expect(index.search('')).toHaveLength(2);
  });

  it('writes one row an expense, amounts to the penny, text defused', () => {
    const csv = expensesCsv([
      expense({ amountMinor: 25_050, note: '=HYPERLINK("x")' }),
      expense({ id: 'own', amountMinor: 1, category: "Owner's own use", method: 'Cash', fromTill: true, note: 'Lunch, for me' }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      EXPENSES_CSV_COLUMNS.join(','),
      `${TODAY},Rent,250.50,GHS,Bank Transfer,No,Yes,"'=HYPERLINK(""x"")"`,
      `${TODAY},Owner's own use,0.01,GHS,Cash,Yes,No,"Lunch, for me"`,
      '',
    ]);
    expect(expensesCsvFileName(new Date('2026-11-22T23:30:00Z'), 'Africa/Lagos')).toBe('expenses-2026-11-23.csv');
  });
});
