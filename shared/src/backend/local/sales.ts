// The local adapter's ledger: a sale, its stock movements and its day's roll-up written in one
// IndexedDB transaction (all or nothing, once per sale id); deliveries and counts, each with its
// movement, once per id; a refund with its movements and roll-up in one transaction, checked
// against the sale's earlier refunds; and the live sales, refunds, roll-ups and stock histories.
import { Dexie } from 'dexie';
import type { DailyStat, Refund, Sale, StockMovement } from '../../domain/entities';
import { utcDateKey } from '../../domain/calendar';
import { applyRefundToDailyStat, applySaleToDailyStat } from '../../domain/dashboard';
import { refundMovements, stockedForRefund } from '../../domain/refund';
import { adjustmentMovement, saleMovementId, saleMovements, stockAfterMovement } from '../../domain/stock-movements';
import { BackendError, documentNotFound } from '../errors';
import type { AdjustStockInput, AdjustStockResult, CatalogueApi, RecordRefundInput, RecordRefundResult, RecordSaleInput, RecordSaleResult, SalesApi, SalesQuery } from '../port';
import { checkRefund, checkRefundShape, checkSale, checkStockAdjustment } from '../records';
import { productFromStored, refundFromStored, refundToStored, saleFromStored, saleToStored, stockMovementFromStored, stockMovementToStored } from '../codecs';
import type { StoredRefund, StoredSale } from '../codecs';
import { ownerRange, withoutOwner } from './db';
import type { LocalDatabase } from './db';
import type { LocalSession } from './session';

/** A stored row as the domain's record. */
const saleOfRow = (row: StoredSale & { ownerUid: string }): Sale => saleFromStored(withoutOwner(row));
const refundOfRow = (row: StoredRefund & { ownerUid: string }): Refund => refundFromStored(withoutOwner(row));

export type LocalSales = SalesApi & Pick<CatalogueApi, 'adjustStock' | 'subscribeStockMovements'>;

export function createLocalSales(db: LocalDatabase, session: LocalSession): LocalSales {
  const { requireOwner, live } = session;

  /** The products the movements change, each checked to exist and carry stock, moved. */
  async function moveStock(uid: string, movements: readonly StockMovement[]) {
    const found = await db.products.bulkGet(movements.map((m) => [uid, m.productId] as [string, string]));
    const moved = found.map((product, i) => {
      const movement = movements[i] as StockMovement;
      if (!product) throw documentNotFound(`businesses/${uid}/products/${movement.productId}`);
      if (typeof product.quantity !== 'number') {
        throw new BackendError('failed-precondition', `Product ${movement.productId} carries no stock quantity.`);
      }
      // A delivery at a unit cost sets the product's cost to its cost after, in the same transaction.
      const costAfter = stockMovementToStored(movement).costAfter ?? null;
      return { ...product, quantity: stockAfterMovement(product.quantity, movement), ...(costAfter === null ? {} : { cost: costAfter }) };
    });
    if (moved.length > 0) await db.products.bulkPut(moved);
    if (movements.length > 0) await db.stockMovements.bulkAdd(movements.map((m) => ({ ...stockMovementToStored(m), ownerUid: uid })));
  }

  return {
    subscribeSales(uid, onNext, onError, query?: SalesQuery) {
      const owned = () => db.sales.where('[ownerUid+createdAt]').between(...ownerRange(uid), true, true);
      if (query?.limit !== undefined) {
        const limit = query.limit;
        return live<Sale[]>(
          async () => {
            requireOwner(uid);
            return (await owned().reverse().limit(limit).toArray()).map(saleOfRow);
          },
          onNext,
          onError,
        );
      }
      // Sales are only ever added (the port records them; nothing edits or deletes one), so after
      // the first full read a change is followed by reading just the sales at or after the newest
      // one held — a new sale costs a small read, not a re-read of 100 000. The count over the
      // owner's whole range keeps the query watching every insert, and sends it back to a full
      // read when a sale arrives out of order (say, a retry stamped before the newest).
      let held: Sale[] | null = null;
      return live<Sale[]>(
        async () => {
          requireOwner(uid);
          const total = await owned().count();
          const newest = held?.[0];
          if (held && newest) {
            const [, upper] = ownerRange(uid);
            const latest = await db.sales.where('[ownerUid+createdAt]').between([uid, newest.createdAt], upper, true, true).reverse().toArray();
            const known = new Set(held.slice(0, latest.length + 1).map((sale) => sale.id));
            const fresh = latest.filter((row) => !known.has(row.id)).map(saleOfRow);
            if (held.length + fresh.length === total) {
              if (fresh.length > 0) held = [...fresh, ...held];
              return held;
            }
          }
          held = (await owned().reverse().toArray()).map(saleOfRow);
          return held;
        },
        onNext,
        onError,
      );
    },

    subscribeSalesSince(uid, since, onNext, onError, before?: Date) {
      return live<Sale[]>(
        async () => {
          requireOwner(uid);
          const [, upper] = ownerRange(uid);
          const rows = await db.sales
            .where('[ownerUid+createdAt]')
            .between([uid, since], before ? [uid, before] : upper, true, !before)
            .reverse()
            .toArray();
          return rows.map(saleOfRow);
        },
        onNext,
        onError,
      );
    },

    subscribeDailyStats(uid, sinceDateKey, onNext, onError) {
      return live<DailyStat[]>(
        async () => {
          requireOwner(uid);
          const [, upper] = ownerRange(uid);
          const rows = await db.dailyStats.where('[ownerUid+date]').between([uid, sinceDateKey], upper, true, true).toArray();
          return rows.map(withoutOwner);
        },
        onNext,
        onError,
      );
    },

    async recordSale(uid, { sale, stockDecrements }: RecordSaleInput): Promise<RecordSaleResult> {
      requireOwner(uid);
      checkSale(sale, stockDecrements);
      return db.transaction('rw', [db.sales, db.products, db.stockMovements, db.dailyStats], async () => {
        if (await db.sales.get([uid, sale.id])) return { recorded: false };
        await moveStock(uid, saleMovements(sale, stockDecrements));
        const statKey: [string, string] = [uid, utcDateKey(sale.createdAt)];
        const stat = await db.dailyStats.get(statKey);
        await db.dailyStats.put({ ...applySaleToDailyStat(stat, sale), ownerUid: uid });
        await db.sales.add({ ...saleToStored(sale), ownerUid: uid });
        return { recorded: true };
      });
    },

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
      return db.transaction('rw', [db.sales, db.refunds, db.products, db.stockMovements, db.dailyStats], async () => {
        if (await db.refunds.get([uid, refund.id])) return { recorded: false };
        const sale = await db.sales.get([uid, refund.saleId]);
        if (!sale) throw documentNotFound(`businesses/${uid}/sales/${refund.saleId}`);
        const earlier = await db.refunds.where('[ownerUid+saleId+createdAt]').between([uid, sale.id, Dexie.minKey], [uid, sale.id, Dexie.maxKey], true, true).toArray();
        checkRefund(refund, saleOfRow(sale), earlier.map(refundOfRow));
        const ids = refund.items.map((item) => item.id);
        const saleMoves = await db.stockMovements.bulkGet(ids.map((id) => [uid, saleMovementId(sale.id, id)] as [string, string]));
        const existing = await db.products.bulkGet(ids.map((id) => [uid, id] as [string, string]));
        const stocked = stockedForRefund(refund, (id) => ({ saleMoved: saleMoves[ids.indexOf(id)] !== undefined, carriesStock: typeof existing[ids.indexOf(id)]?.quantity === 'number' }));
        await moveStock(uid, refundMovements(refund, stocked));
        const stat = await db.dailyStats.get([uid, utcDateKey(refund.createdAt)]);
        await db.dailyStats.put({ ...applyRefundToDailyStat(stat, refund), ownerUid: uid });
        await db.refunds.add({ ...refundToStored(refund), ownerUid: uid });
        return { recorded: true };
      });
    },

    async adjustStock(uid, input: AdjustStockInput): Promise<AdjustStockResult> {
      requireOwner(uid);
      checkStockAdjustment(input);
      return db.transaction('rw', [db.products, db.stockMovements], async () => {
        if (await db.stockMovements.get([uid, input.id])) return { recorded: false };
        const product = await db.products.get([uid, input.productId]);
        const costMinor = product ? (productFromStored(withoutOwner(product)).costMinor ?? null) : null;
        await moveStock(uid, [adjustmentMovement(input, typeof product?.quantity === 'number' ? product.quantity : 0, costMinor)]);
        return { recorded: true };
      });
    },

    subscribeStockMovements(uid, productId, onNext, onError) {
      return live<StockMovement[]>(
        async () => {
          requireOwner(uid);
          const rows = await db.stockMovements
            .where('[ownerUid+productId+createdAt]')
            .between([uid, productId, Dexie.minKey], [uid, productId, Dexie.maxKey], true, true)
            .reverse()
            .toArray();
          return rows.map((row) => stockMovementFromStored(withoutOwner(row)));
        },
        onNext,
        onError,
      );
    },
  };
}
