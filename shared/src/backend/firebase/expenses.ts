// The Firebase adapter's expenses, at `businesses/{uid}/expenses/{id}`: the form-made id is the
// document id, so a save is a plain setDoc that creates or replaces it (a replay, online or from
// the offline queue, stays one document) and a delete a plain deleteDoc; offline the SDK applies
// both to the cache at once and sends them when the network returns. Whether a save created the
// expense is read first, from the server where it can be and from the cache otherwise; a
// replacement keeps the stored creation time, which the rules hold it to.
import { deleteDoc, doc, getDoc, getDocFromCache, orderBy, query, setDoc, where } from 'firebase/firestore';
import type { DocumentReference, DocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import { expensesNewestFirst } from '../../domain/expenses';
import { expenseFromStored, expenseToStored } from '../expense-codec';
import type { StoredExpense } from '../expense-codec';
import type { ExpensesApi, SaveExpenseResult } from '../port';
import { checkExpense, checkExpenseId } from '../expense-checks';
import type { FirebaseContext } from './context';
import { datesFromStore, recordFromStore } from './convert';
import { EXPENSE_FIELDS, pickFields } from './fields';
import type { FirebaseWatchers } from './live';

const toExpenses = (snapshot: QuerySnapshot) => expensesNewestFirst(snapshot.docs.map((d) => expenseFromStored(recordFromStore<StoredExpense>(d.id, d.data()))));

export function createFirebaseExpenses(context: FirebaseContext, { watchQuery }: FirebaseWatchers): ExpensesApi {
  const { isOnline, paths, requireShop, write } = context;
  const expenseRef = (uid: string, id: string) => doc(paths.expenses(uid), id);

  /** The stored expense as this device can tell: the server's online, else the cache's; null when neither holds it. */
  async function storedBefore(ref: DocumentReference): Promise<DocumentSnapshot | null> {
    const fromCache = () => getDocFromCache(ref).catch(() => null);
    const snapshot = isOnline() ? await getDoc(ref).catch(fromCache) : await fromCache();
    return snapshot?.exists() ? snapshot : null;
  }

  return {
    subscribeExpenses(uid, sinceKey, untilKey, onNext, onError) {
      // Ordered by the day only (no composite index to deploy); each day's are put newest first here.
      const target = () =>
        query(paths.expenses(uid), where('spentOn', '>=', sinceKey), ...(untilKey === null ? [] : [where('spentOn', '<=', untilKey)]), orderBy('spentOn', 'desc'));
      return watchQuery(uid, target, toExpenses, onNext, onError);
    },

    async saveExpense(uid, expense): Promise<SaveExpenseResult> {
      requireShop(uid);
      checkExpense(expense);
      const ref = expenseRef(uid, expense.id);
      const before = await storedBefore(ref);
      const createdAt = before ? (datesFromStore(before.get('createdAt')) as unknown) : null;
      const kept = createdAt instanceof Date ? { ...expense, createdAt } : expense;
      checkExpense(kept);
      await write(before ? 'An expense change' : 'A new expense', setDoc(ref, pickFields(expenseToStored(kept), EXPENSE_FIELDS)));
      return { created: before === null };
    },

    async deleteExpense(uid, id) {
      requireShop(uid);
      checkExpenseId(id);
      await write('An expense deletion', deleteDoc(expenseRef(uid, id)));
    },
  };
}
