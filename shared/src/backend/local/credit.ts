// The local adapter's customers' accounts, loaded on their first use (lazy-part.ts): a repayment
// with its balance moved in one IndexedDB transaction (once per id, never above the stored
// balance, two tills checked one after the other); and the live balances and account records.
// A credit sale moves its balance in the sale's own transaction (sales.ts), a refund in the
// refund's (refunds.ts).
import { Dexie } from 'dexie';
import type { Table } from 'dexie';
import type { AccountRecords } from '../../domain/credit';
import type { CustomerBalance, Refund, Repayment, Sale } from '../../domain/entities';
import { refundFromStored, repaymentFromStored, repaymentToStored, saleFromStored } from '../codecs';
import { checkRepayment, checkRepaymentShape } from '../credit-checks';
import type { CreditApi, RecordRepaymentInput, RecordRepaymentResult } from '../port';
import { createAccountMover } from './account-mover';
import { ownerRange, withoutOwner } from './db';
import type { LocalDatabase, RefundRow, RepaymentRow, SaleRow } from './db';
import type { LocalSession } from './session';

const oldestFirst = <T extends { id: string; createdAt: Date }>(list: T[]): T[] =>
  list.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

export function createLocalCredit(db: LocalDatabase, session: LocalSession): CreditApi {
  const { requireOwner, live } = session;
  const accounts = createAccountMover(db);

  /** The rows of an index keyed [ownerUid+customer.id+…]: one customer's, or every customer's when `customerId` is null. */
  function ofCustomer<Row>(table: Table<Row, [string, string]>, index: string, uid: string, customerId: string | null) {
    const [lower, upper] = customerId === null ? ownerRange(uid) : [[uid, customerId, Dexie.minKey], [uid, customerId, Dexie.maxKey]];
    return table.where(index).between(lower, upper, true, true).toArray();
  }

  return {
    subscribeBalances(uid, onNext, onError) {
      return live<CustomerBalance[]>(
        async () => {
          requireOwner(uid);
          const rows = await db.customerAccounts.where('[ownerUid+customerId+currency]').between(...ownerRange(uid), true, true).toArray();
          return rows.map(withoutOwner);
        },
        onNext,
        onError,
      );
    },

    subscribeAccountRecords(uid, customerId, onNext, onError) {
      return live<AccountRecords>(
        async () => {
          requireOwner(uid);
          // Only credit sales carry `dueOn`, and only refunds that took something off an account `credit` (db.ts, version 5).
          const [saleRows, repaymentRows, refundRows] = await Promise.all([
            ofCustomer<SaleRow>(db.sales, '[ownerUid+customer.id+dueOn]', uid, customerId),
            customerId === null
              ? db.repayments.where('[ownerUid+createdAt]').between(...ownerRange(uid), true, true).toArray()
              : ofCustomer<RepaymentRow>(db.repayments, '[ownerUid+customer.id+createdAt]', uid, customerId),
            ofCustomer<RefundRow>(db.refunds, '[ownerUid+customer.id+credit]', uid, customerId),
          ]);
          const sales = saleRows.map((row): Sale => saleFromStored(withoutOwner(row))).filter((sale) => sale.credit !== undefined);
          const refunds = refundRows.map((row): Refund => refundFromStored(withoutOwner(row))).filter((refund) => (refund.creditMinor ?? 0) > 0);
          const repayments = repaymentRows.map((row): Repayment => repaymentFromStored(withoutOwner(row)));
          return { sales: oldestFirst(sales), repayments: oldestFirst(repayments), refunds: oldestFirst(refunds) };
        },
        onNext,
        onError,
      );
    },

    subscribeRepaymentsSince(uid, since, onNext, onError, before) {
      return live<Repayment[]>(
        async () => {
          requireOwner(uid);
          const rows = await db.repayments.where('[ownerUid+createdAt]').between([uid, since], before ? [uid, before] : [uid, Dexie.maxKey], true, false).toArray();
          return rows.map((row): Repayment => repaymentFromStored(withoutOwner(row)));
        },
        onNext,
        onError,
      );
    },

    // One transaction reads the stored balance and moves it, so two tills taking a payment from
    // one customer at once are checked one after the other and never take more than is owed.
    async recordRepayment(uid, { repayment }: RecordRepaymentInput): Promise<RecordRepaymentResult> {
      requireOwner(uid);
      checkRepaymentShape(repayment);
      return db.transaction('rw', [db.repayments, db.customerAccounts], async () => {
        if (await db.repayments.get([uid, repayment.id])) return { recorded: false };
        checkRepayment(repayment, await accounts.balanceOf(uid, repayment.customer.id, repayment.currency));
        await db.repayments.add({ ...repaymentToStored(repayment), ownerUid: uid });
        await accounts.move(uid, repayment.customer.id, repayment.currency, -repayment.amountMinor);
        return { recorded: true };
      });
    },
  };
}
