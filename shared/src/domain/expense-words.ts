// The words and lists of expenses (docs/product-rules.md, 'Expenses'): the categories, the note's
// limit, and every sentence the expense form and screen say. Kept apart from messages.ts and
// constants.ts, which every screen loads, so that the till and the partner widget (150 KB), which
// never record an expense, download none of it.
import { MAX_AMOUNT_MINOR } from './constants';
import type { ExpenseCategory } from './entities';
import { amountText } from './money';

/**
 * What an expense may be for, in the order the form lists them. Net profit counts every one but
 * 'Stock bought' (its cost counts when the goods sell, through the cost price) and "Owner's own
 * use" (not a cost of the business): expenses.ts, countsAgainstProfit. firebase/firestore.rules
 * lists the same: keep them in step.
 */
export const EXPENSE_CATEGORIES: readonly ExpenseCategory[] = [
  'Stock bought',
  'Rent',
  'Transport',
  'Airtime and data',
  'Wages',
  'Utilities',
  'Other',
  "Owner's own use",
];
/** The categories net profit does not count (docs/product-rules.md, 'Expenses'); both still lower cash. */
export const EXPENSE_CATEGORIES_OUTSIDE_PROFIT: readonly ExpenseCategory[] = ['Stock bought', "Owner's own use"];
/** The longest note an expense keeps. */
export const MAX_EXPENSE_NOTE_LENGTH = 500;

/** Wording of our own for expenses (docs/product-rules.md, 'Expenses'): the form's checks and its saves. */
export const EXPENSE_MESSAGES = {
  amountRequired: 'Amount is required.',
  amountInvalid: 'Amount must be a number more than 0, like 12.50.',
  amountTooLarge: `Amount can be at most ${amountText(MAX_AMOUNT_MINOR)}.`,
  categoryInvalid: 'Choose a category from the list.',
  methodInvalid: 'Choose a payment method from the list.',
  fromTillOnlyCash: 'Only cash can be paid from the till.',
  dateRequired: 'Date is required.',
  dateInvalid: 'Enter a real date, like 2026-11-22.',
  dateInFuture: 'The date cannot be later than today.',
  noteTooLong: 'The note must be at most 500 characters.',
  saveFailed: 'Failed to save the expense. Please try again.',
  deleteFailed: 'Failed to delete the expense. Please try again.',
  loadFailed: 'Failed to load expenses.',
} as const;
