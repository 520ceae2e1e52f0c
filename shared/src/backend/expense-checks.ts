// The adapters' check of an expense before they write it (loaded with their expenses part,
// lazy-part.ts): the domain's rule, as the BackendError the port promises.
import type { Expense } from '../domain/entities';
import { expenseProblem } from '../domain/expenses';
import { BackendError } from './errors';
import { checkId } from './records';

/** Refuses an expense the expense form could not have made (domain/expenses.ts, expenseProblem), writing nothing. */
export function checkExpense(expense: Expense): void {
  const problem = expenseProblem(expense);
  if (problem) throw new BackendError('invalid-argument', problem);
}

/** Refuses an expense id the store cannot key on. */
export function checkExpenseId(id: string): void {
  checkId(id, 'An expense');
}
