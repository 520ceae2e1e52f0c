// The local adapter's expenses: created or replaced by their form-made id in one IndexedDB
// transaction (a replay is one expense, an edit keeps its creation time), deleted by id, and
// followed live by the day they were spent.
import { Dexie } from 'dexie';
import type { Expense } from '../../domain/entities';
import { expensesNewestFirst } from '../../domain/expenses';
import { expenseFromStored, expenseToStored } from '../expense-codec';
import type { ExpensesApi, SaveExpenseResult } from '../port';
import { checkExpense, checkExpenseId } from '../expense-checks';
import { withoutOwner } from './db';
import type { ExpenseRow, LocalDatabase } from './db';
import type { LocalSession } from './session';

const expenseOfRow = (row: ExpenseRow): Expense => expenseFromStored(withoutOwner(row));

export function createLocalExpenses(db: LocalDatabase, session: LocalSession): ExpensesApi {
  const { requireOwner, live } = session;

  return {
    subscribeExpenses(uid, sinceKey, untilKey, onNext, onError) {
      return live<Expense[]>(
        async () => {
          requireOwner(uid);
          const rows = await db.expenses
            .where('[ownerUid+spentOn]')
            .between([uid, sinceKey], [uid, untilKey ?? Dexie.maxKey], true, true)
            .toArray();
          return expensesNewestFirst(rows.map(expenseOfRow));
        },
        onNext,
        onError,
      );
    },

    async saveExpense(uid, expense): Promise<SaveExpenseResult> {
      requireOwner(uid);
      checkExpense(expense);
      return db.transaction('rw', [db.expenses], async () => {
        const before = await db.expenses.get([uid, expense.id]);
        const kept = before ? { ...expense, createdAt: before.createdAt } : expense;
        checkExpense(kept);
        await db.expenses.put({ ...expenseToStored(kept), ownerUid: uid });
        return { created: before === undefined };
      });
    },

    async deleteExpense(uid, id) {
      requireOwner(uid);
      checkExpenseId(id);
      await db.expenses.delete([uid, id]);
    },
  };
}
