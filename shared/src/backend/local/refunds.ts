// The local adapter's refunds, loaded on their first use (lazy-part.ts): a refund with its stock
// movements, its day's roll-up and (of a credit sale) what it takes off the customer's balance in
// one IndexedDB transaction, checked against the sale, its earlier refunds and that balance (two
// tills at once are checked one after the other), once per refund id; and the live refunds.
import { Dexie } from 'dexie';
import type { Refund } from '../../domain/entities';
import { utcDateKey } from '../../domain/calendar';
import { applyRefundToDailyStat } from '../../domain/dashboard';
import { applyRefundToProductDayStat } from '../../domain/best-sellers';
import { refundMovements, stockedForRefund } from '../../domain/refund';
import { saleMovementId } from '../../domain/stock-movements';
import { refundFromStored, refundToStored, saleFromStored } from '../codecs';
import type { StoredRefund, StoredSale } from '../codecs';
import { documentNotFound } from '../errors';
import type { RefundsApi } from '../lazy-part';
import type { RecordRefundInput, RecordRefundResult, SalesQuery } from '../port';
import { checkRefund, checkRefundShape } from '../refund-checks';
import { ownerRange, withoutOwner } from './db';
import type { LocalDatabase } from './db';
import type { LocalSession } from './session';
import { createStockMover } from './stock-mover';
import { createAccountMover } from './account-mover';
import { checkRefundCredit } from '../credit-checks';

const saleOfRow = (row: StoredSale & { ownerUid: string }) => saleFromStored(withoutOwner(row));
const refundOfRow = (row: StoredRefund & { ownerUid: string }): Refund => refundFromStored(withoutOwner(row));

export function createLocalRefunds(db: LocalDatabase, session: LocalSession): RefundsApi {
  const { requireOwner, live } = session;
  const moveStock = createStockMover(db);
  const accounts = createAccountMover(db);

  return {
    subscribeRefunds(uid, onNext, onError, query?: SalesQuery) {
      return live<Refund[]>(
        async () => {
          requireOwner(uid);
          let newestFirst = db.refunds.where('[ownerUid+createdAt]').between(...ownerRange(uid), true, true).reverse();
          if (query?.limit !== undefined) newestFirst = newestFirst.limit(query.limit);
          return (await newestFirst.toArray()).map(refundOfRow);
        },
        onNext,
        onError,
      );
    },

    subscribeRefundsSince(uid, since, onNext, onError, before?: Date) {
      return live<Refund[]>(
        async () => {
          requireOwner(uid);
          const [, upper] = ownerRange(uid);
          const rows = await db.refunds.where('[ownerUid+createdAt]').between([uid, since], before ? [uid, before] : upper, true, !before).reverse().toArray();
          return rows.map(refundOfRow);
        },
        onNext,
        onError,
      );
    },

    subscribeSaleRefunds(uid, saleId, onNext, onError) {
      return live<Refund[]>(
        async () => {
          requireOwner(uid);
          const rows = await db.refunds
            .where('[ownerUid+saleId+createdAt]')
            .between([uid, saleId, Dexie.minKey], [uid, saleId, Dexie.maxKey], true, true)
            .toArray();
          return rows.map(refundOfRow);
        },
        onNext,
        onError,
      );
    },

    // One transaction reads the sale and its earlier refunds, so two tills refunding the same sale
    // at once are checked one after the other and never give back more than was sold.
    async recordRefund(uid, { refund }: RecordRefundInput): Promise<RecordRefundResult> {
      requireOwner(uid);
      checkRefundShape(refund);
      return db.transaction('rw', [db.sales, db.refunds, db.products, db.stockMovements, db.dailyStats, db.productStats, db.customerAccounts], async () => {
        if (await db.refunds.get([uid, refund.id])) return { recorded: false };
        const sale = await db.sales.get([uid, refund.saleId]);
        if (!sale) throw documentNotFound(`businesses/${uid}/sales/${refund.saleId}`);
        const earlier = await db.refunds.where('[ownerUid+saleId+createdAt]').between([uid, sale.id, Dexie.minKey], [uid, sale.id, Dexie.maxKey], true, true).toArray();
        const sold = saleOfRow(sale);
        const earlierRefunds = earlier.map(refundOfRow);
        checkRefund(refund, sold, earlierRefunds);
        // A refund of a credit sale takes off what is owed first, on the balance stored now.
        const customerId = sold.customer?.id ?? null;
        checkRefundCredit(refund, sold, earlierRefunds, customerId === null ? 0 : await accounts.balanceOf(uid, customerId, sold.currency));
        const ids = refund.items.map((item) => item.id);
        const saleMoves = await db.stockMovements.bulkGet(ids.map((id) => [uid, saleMovementId(sale.id, id)] as [string, string]));
        const existing = await db.products.bulkGet(ids.map((id) => [uid, id] as [string, string]));
        const stocked = stockedForRefund(refund, (id) => ({ saleMoved: saleMoves[ids.indexOf(id)] !== undefined, carriesStock: typeof existing[ids.indexOf(id)]?.quantity === 'number' }));
        await moveStock(uid, refundMovements(refund, stocked));
        const stat = await db.dailyStats.get([uid, utcDateKey(refund.createdAt)]);
        await db.dailyStats.put({ ...applyRefundToDailyStat(stat, refund), ownerUid: uid });
        const productStat = await db.productStats.get([uid, utcDateKey(refund.createdAt)]);
        await db.productStats.put({ ...applyRefundToProductDayStat(productStat, refund), ownerUid: uid });
        await db.refunds.add({ ...refundToStored(refund), ownerUid: uid });
        if (customerId !== null && refund.creditMinor) await accounts.move(uid, customerId, sold.currency, -refund.creditMinor);
        return { recorded: true };
      });
    },
  };
}
