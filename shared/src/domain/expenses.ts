// Expenses (docs/product-rules.md, 'Expenses'): what the shop spends, kept beside the sales and
// read by the day it was spent (`spentOn`, the device's day). This file holds their rules once: the
// form's text made into an expense (`validateExpense`, `buildExpense`), the check every adapter
// makes before writing one (`expenseProblem`), which of them count against net profit
// (`countsAgainstProfit`), a period's sums per currency (`expensesByCurrency`), the cash a day's
// expenses took from the till (`cashFromTillMinor`), their order, their search and their CSV.
//
// Expenses are never rolled up: a shop records tens a month, so the dashboard reads the period's.
import { CURRENCIES, DEFAULT_CURRENCY, PAYMENT_METHODS } from './constants';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORIES_OUTSIDE_PROFIT, EXPENSE_MESSAGES, MAX_EXPENSE_NOTE_LENGTH } from './expense-words';
import type { CurrencyAmounts, CurrencyCode, Expense, ExpenseCategory, PaymentMethod } from './entities';
import { csvAmount, csvField, csvFileName, csvText } from './csv';
import { isDateKey } from './calendar';
import { FIELD_MESSAGES } from './messages';
import { isAmountMinor, minorInput, parseMoneyInput } from './money';
import { createSearchIndex } from './search';
import type { SearchIndex } from './search';
import type { FieldErrors, Validation } from './validation';

/** What the expense form collects; the id and the times are `buildExpense`'s. */
export type ExpenseDraft = Omit<Expense, 'id' | 'createdAt' | 'updatedAt'>;

export type ExpenseField = 'amount' | 'currency' | 'category' | 'method' | 'spentOn' | 'note';

/** The form's fields as typed or chosen. */
export interface ExpenseInput {
  /** As typed (`"25.50"`); not read when `amountMinor` is given. */
  amount?: string | null;
  /** Already in minor units (a stored expense checked again). */
  amountMinor?: number | null;
  /** Defaults to GHS when not given. */
  currency?: string | null;
  category?: string | null;
  method?: string | null;
  /** Ticked 'paid from the till'; kept only for a cash expense. */
  fromTill?: boolean | null;
  /** `YYYY-MM-DD`. */
  spentOn?: string | null;
  note?: string | null;
}

export function isExpenseCategory(value: unknown): value is ExpenseCategory {
  return typeof value === 'string' && (EXPENSE_CATEGORIES as readonly string[]).includes(value);
}

function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

function isCurrency(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * Whether an expense of `category` lowers net profit: every category but 'Stock bought' (the goods'
 * cost counts when they sell, through the cost price) and "Owner's own use" (not a cost of the
 * business). Both still lower the cash.
 */
export function countsAgainstProfit(category: ExpenseCategory): boolean {
  return !EXPENSE_CATEGORIES_OUTSIDE_PROFIT.includes(category);
}

/**
 * The expense form's check. The amount is required, a number more than 0 of at most the largest
 * amount; category and method from their lists; the currency from its list (GHS when not given);
 * the date a real `YYYY-MM-DD` date no later than `today` (the device's day, local-day.ts
 * `localDateKey`); the note, trimmed, at most 500 characters. 'Paid from the till' is kept only
 * for cash: the form shows it for cash only, so a tick left from before the method changed is dropped.
 */
export function validateExpense(input: ExpenseInput, today: string): Validation<ExpenseDraft, ExpenseField> {
  const errors: FieldErrors<ExpenseField> = {};

  const amount = typeof input.amountMinor === 'number' ? minorInput(input.amountMinor) : parseMoneyInput(input.amount);
  const amountMinor = amount.ok ? amount.value : 0;
  if (!amount.ok) {
    errors.amount = amount.error === 'empty' ? EXPENSE_MESSAGES.amountRequired : amount.error === 'too-large' ? EXPENSE_MESSAGES.amountTooLarge : EXPENSE_MESSAGES.amountInvalid;
  } else if (amountMinor === 0) {
    errors.amount = EXPENSE_MESSAGES.amountInvalid;
  }

  const currency = input.currency === null || input.currency === undefined || input.currency === '' ? DEFAULT_CURRENCY : input.currency;
  if (!isCurrency(currency)) errors.currency = FIELD_MESSAGES.currencyInvalid;
  if (!isExpenseCategory(input.category)) errors.category = EXPENSE_MESSAGES.categoryInvalid;
  if (!isPaymentMethod(input.method)) errors.method = EXPENSE_MESSAGES.methodInvalid;

  const spentOn = (input.spentOn ?? '').trim();
  if (spentOn === '') errors.spentOn = EXPENSE_MESSAGES.dateRequired;
  else if (!isDateKey(spentOn)) errors.spentOn = EXPENSE_MESSAGES.dateInvalid;
  else if (spentOn > today) errors.spentOn = EXPENSE_MESSAGES.dateInFuture;

  const note = (input.note ?? '').trim();
  if (note.length > MAX_EXPENSE_NOTE_LENGTH) errors.note = EXPENSE_MESSAGES.noteTooLong;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const method = input.method as PaymentMethod;
  return {
    ok: true,
    value: { amountMinor, currency: currency as CurrencyCode, category: input.category as ExpenseCategory, method, fromTill: method === 'Cash' && input.fromTill === true, spentOn, note },
  };
}

/**
 * The Expense record a save writes: a new one (no `before`) is created now; an edit keeps its id and
 * creation time. `id` is made by the form on its first save and kept through retries.
 */
export function buildExpense(draft: ExpenseDraft, options: { id: string; now: Date; before?: Pick<Expense, 'id' | 'createdAt'> | null }): Expense {
  const { before, now } = options;
  return { id: before?.id ?? options.id, ...draft, createdAt: before?.createdAt ?? now, updatedAt: now };
}

/** The form's fields for an expense being edited (the amount as typed text is the screen's, `plainMinor`). */
export function expenseDraftOf(expense: Expense): ExpenseDraft {
  const { amountMinor, currency, category, method, fromTill, spentOn, note } = expense;
  return { amountMinor, currency, category, method, fromTill, spentOn, note };
}

/**
 * Why the expense cannot be stored, in words for whoever reads the error; null when it is sound.
 * Every adapter checks it before writing (backend/expense-checks.ts, checkExpense), as the Firestore rules
 * check the stored document. Whether the day is later than the device's today is the form's to
 * say: an adapter does not know the device's time zone.
 */
export function expenseProblem(expense: Expense): string | null {
  if (typeof expense.id !== 'string' || expense.id.length === 0 || expense.id.includes('/')) return 'An expense needs its form-made id.';
  if (!isAmountMinor(expense.amountMinor) || expense.amountMinor === 0) return 'An expense is a whole number of cents, more than 0 and at most the maximum.';
  if (!isCurrency(expense.currency)) return FIELD_MESSAGES.currencyInvalid;
  if (!isExpenseCategory(expense.category)) return EXPENSE_MESSAGES.categoryInvalid;
  if (!isPaymentMethod(expense.method)) return EXPENSE_MESSAGES.methodInvalid;
  if (typeof expense.fromTill !== 'boolean') return 'Paid from the till is yes or no.';
  if (expense.fromTill && expense.method !== 'Cash') return EXPENSE_MESSAGES.fromTillOnlyCash;
  if (typeof expense.spentOn !== 'string' || !isDateKey(expense.spentOn)) return EXPENSE_MESSAGES.dateInvalid;
  if (typeof expense.note !== 'string' || expense.note.length > MAX_EXPENSE_NOTE_LENGTH) return EXPENSE_MESSAGES.noteTooLong;
  const { createdAt, updatedAt } = expense;
  if (!(createdAt instanceof Date) || Number.isNaN(createdAt.getTime()) || !(updatedAt instanceof Date) || Number.isNaN(updatedAt.getTime())) {
    return 'An expense needs its creation and last-saved times.';
  }
  if (updatedAt < createdAt) return 'An expense is saved after it is created.';
  return null;
}

/** Newest first: by the day spent, then by the time recorded, then by id (so every adapter lists ties alike). */
export function compareExpensesNewestFirst(a: Expense, b: Expense): number {
  if (a.spentOn !== b.spentOn) return a.spentOn < b.spentOn ? 1 : -1;
  const byCreated = b.createdAt.getTime() - a.createdAt.getTime();
  if (byCreated !== 0) return byCreated;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A sorted copy, newest first (`compareExpensesNewestFirst`). */
export function expensesNewestFirst<E extends Expense>(expenses: readonly E[]): E[] {
  return [...expenses].sort(compareExpensesNewestFirst);
}

/** Whether the expense was spent from `sinceKey` to `untilKey` (`YYYY-MM-DD`, both days included; null: no end). */
export function spentBetween(expense: Pick<Expense, 'spentOn'>, sinceKey: string, untilKey: string | null): boolean {
  return expense.spentOn >= sinceKey && (untilKey === null || expense.spentOn <= untilKey);
}

/** One currency's expenses over a period. */
export interface ExpenseSums {
  /** Every expense: what left the shop's money. */
  totalMinor: number;
  /** Those that count against net profit (`countsAgainstProfit`). */
  againstProfitMinor: number;
}

/**
 * The expenses spent from `sinceKey` to `untilKey` (both days included; null: no end), summed per
 * currency and never across currencies; a currency with none is absent.
 */
export function expensesByCurrency(expenses: readonly Expense[], sinceKey: string, untilKey: string | null): Partial<Record<CurrencyCode, ExpenseSums>> {
  const sums: Partial<Record<CurrencyCode, ExpenseSums>> = {};
  for (const expense of expenses) {
    if (!spentBetween(expense, sinceKey, untilKey)) continue;
    const sum = (sums[expense.currency] ??= { totalMinor: 0, againstProfitMinor: 0 });
    sum.totalMinor += expense.amountMinor;
    if (countsAgainstProfit(expense.category)) sum.againstProfitMinor += expense.amountMinor;
  }
  return sums;
}

/**
 * The cash the day's expenses took from the till's drawer, per currency: the cash expenses paid from
 * the till and spent on `dayKey` (the device's day, as End of Day's). End of Day's cash expected is
 * that much lower.
 */
export function cashFromTillMinor(expenses: readonly Expense[], dayKey: string): CurrencyAmounts {
  const cash: CurrencyAmounts = {};
  for (const expense of expenses) {
    if (expense.spentOn !== dayKey || !expense.fromTill || expense.method !== 'Cash') continue;
    cash[expense.currency] = (cash[expense.currency] ?? 0) + expense.amountMinor;
  }
  return cash;
}

/** The note and the category, so 'rent' finds the rent and 'fuel' the note that says so. */
export function expenseSearchKeys(expense: Pick<Expense, 'note' | 'category'>): string[] {
  return [expense.note, expense.category];
}

export function createExpenseIndex<E extends Pick<Expense, 'note' | 'category'>>(expenses: readonly E[]): SearchIndex<E> {
  return createSearchIndex(expenses, expenseSearchKeys);
}

export const EXPENSES_CSV_COLUMNS = ['Date', 'Category', 'Amount', 'Currency', 'Payment method', 'Paid from the till', 'Counts against profit', 'Note'] as const;

/** The expenses as CSV text, a header row first, lines ending in CRLF, in the order given; amounts from minor units. */
export function expensesCsv(expenses: readonly Expense[]): string {
  return csvText(
    EXPENSES_CSV_COLUMNS,
    expenses.map((expense) => [
      csvField(expense.spentOn),
      csvField(expense.category),
      csvAmount(expense.amountMinor),
      csvField(expense.currency),
      csvField(expense.method),
      csvField(expense.fromTill ? 'Yes' : 'No'),
      csvField(countsAgainstProfit(expense.category) ? 'Yes' : 'No'),
      csvField(expense.note),
    ]),
  );
}

/** `expenses-2026-11-22.csv`: the shop's local date of the export. */
export function expensesCsvFileName(now: Date, timeZone = 'UTC'): string {
  return csvFileName('expenses', now, timeZone);
}
