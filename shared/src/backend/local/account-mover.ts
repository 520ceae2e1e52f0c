// Customers' accounts in the local database (docs/product-rules.md, 'Credit'): the one place the
// ledger reads and moves a stored balance (sales.ts, refunds.ts, credit.ts), always inside the
// caller's transaction, so a balance moves only with the record that moves it and two tills are
// checked one after the other.
import type { CurrencyCode } from '../../domain/entities';
import type { LocalDatabase } from './db';

export interface AccountMover {
  /** What the customer owes in `currency` now, 0 when they have no account in it. */
  balanceOf(uid: string, customerId: string, currency: CurrencyCode): Promise<number>;
  /** Moves the balance by `minor` (+ owed by a credit sale, − by a repayment or a refund's credit). */
  move(uid: string, customerId: string, currency: CurrencyCode, minor: number): Promise<void>;
}

export function createAccountMover(db: LocalDatabase): AccountMover {
  const balanceOf: AccountMover['balanceOf'] = async (uid, customerId, currency) => (await db.customerAccounts.get([uid, customerId, currency]))?.balanceMinor ?? 0;
  return {
    balanceOf,
    async move(uid, customerId, currency, minor) {
      const balanceMinor = (await balanceOf(uid, customerId, currency)) + minor;
      await db.customerAccounts.put({ ownerUid: uid, customerId, currency, balanceMinor });
    },
  };
}
