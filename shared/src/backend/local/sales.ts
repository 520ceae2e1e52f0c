// The local adapter's ledger: a sale, its stock decrements and its day's roll-up written in one
// IndexedDB transaction (all or nothing, once per sale id), and the live sales and roll-ups.
import type { DailyStat, Sale } from '../../domain/entities';
import { utcDateKey } from '../../domain/calendar';
import { applySaleToDailyStat } from '../../domain/dashboard';
import { stockAfterSale } from '../../domain/sale';
import { BackendError, documentNotFound } from '../errors';
import type { RecordSaleInput, RecordSaleResult, SalesApi, SalesQuery } from '../port';
import { checkSale, sumDecrements } from '../records';
import { ownerRange, withoutOwner } from './db';
import type { LocalDatabase } from './db';
import type { LocalSession } from './session';

export type LocalSales = SalesApi;

export function createLocalSales(db: LocalDatabase, session: LocalSession): LocalSales {
  const { requireOwner, live } = session;

  return {
    subscribeSales(uid, onNext, onError, query?: SalesQuery) {
      const owned = () => db.sales.where('[ownerUid+createdAt]').between(...ownerRange(uid), true, true);
      if (query?.limit !== undefined) {
        const limit = query.limit;
        return live<Sale[]>(
          async () => {
            requireOwner(uid);
            return (await owned().reverse().limit(limit).toArray()).map(withoutOwner);
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
            const fresh = latest.filter((row) => !known.has(row.id)).map(withoutOwner);
            if (held.length + fresh.length === total) {
              if (fresh.length > 0) held = [...fresh, ...held];
              return held;
            }
          }
          held = (await owned().reverse().toArray()).map(withoutOwner);
          return held;
        },
        onNext,
        onError,
      );
    },

    subscribeSalesSince(uid, since, onNext, onError) {
      return live<Sale[]>(
        async () => {
          requireOwner(uid);
          const [, upper] = ownerRange(uid);
          const rows = await db.sales
            .where('[ownerUid+createdAt]')
            .between([uid, since], upper, true, true)
            .reverse()
            .toArray();
          return rows.map(withoutOwner);
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
      const sold = sumDecrements(stockDecrements);
      return db.transaction('rw', [db.sales, db.products, db.dailyStats], async () => {
        if (await db.sales.get([uid, sale.id])) return { recorded: false };
        const ids = [...sold.keys()];
        const found = await db.products.bulkGet(ids.map((id) => [uid, id] as [string, string]));
        const updated = found.map((product, i) => {
          const id = ids[i] ?? '';
          if (!product) throw documentNotFound(`businesses/${uid}/products/${id}`);
          if (typeof product.quantity !== 'number') {
            throw new BackendError('failed-precondition', `Product ${id} carries no stock quantity.`);
          }
          return { ...product, quantity: stockAfterSale(product.quantity, sold.get(id) ?? 0) };
        });
        if (updated.length > 0) await db.products.bulkPut(updated);
        const statKey: [string, string] = [uid, utcDateKey(sale.createdAt)];
        const stat = await db.dailyStats.get(statKey);
        await db.dailyStats.put({ ...applySaleToDailyStat(stat, sale), ownerUid: uid });
        await db.sales.add({ ...sale, ownerUid: uid });
        return { recorded: true };
      });
    },
  };
}
