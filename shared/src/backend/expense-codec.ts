// The stored expense's codec (codecs.ts says why each adapter has one per stored record), apart
// from codecs.ts because only the expenses part, loaded on first use (lazy-part.ts), needs it.
import type { CurrencyCode, Expense, ExpenseCategory, PaymentMethod, StaffStamp } from '../domain/entities';
import { fromMinor } from '../domain/money';
import { minorOf, stampsFromStored, stampsToStored } from './codecs';

/** An expense as stored: the amount in two decimals as `amount`. */
export interface StoredExpense {
  id: string;
  amount: number;
  currency: CurrencyCode;
  category: ExpenseCategory;
  method: PaymentMethod;
  fromTill: boolean;
  spentOn: string;
  note: string;
  createdAt: Date;
  updatedAt: Date;
  /** Who recorded it at the till (entities.ts); absent when not known. */
  madeBy?: StaffStamp;
}

export function expenseToStored({ amountMinor, ...expense }: Expense): StoredExpense {
  const stored: StoredExpense = {
    id: expense.id,
    amount: fromMinor(amountMinor),
    currency: expense.currency,
    category: expense.category,
    method: expense.method,
    fromTill: expense.fromTill,
    spentOn: expense.spentOn,
    note: expense.note,
    createdAt: expense.createdAt,
    updatedAt: expense.updatedAt,
  };
  return stampsToStored(stored, { madeBy: expense.madeBy });
}

export function expenseFromStored({ amount, ...stored }: StoredExpense): Expense {
  const record = `Expense ${stored.id}`;
  const expense: Expense = {
    id: stored.id,
    amountMinor: minorOf(amount, record, 'amount'),
    currency: stored.currency,
    category: stored.category,
    method: stored.method,
    fromTill: stored.fromTill === true,
    spentOn: stored.spentOn,
    note: stored.note ?? '',
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt ?? stored.createdAt,
  };
  return stampsFromStored(expense, { madeBy: stored.madeBy }, record);
}
