// The local adapter's ledger: a sale, its stock movements, its day's roll-up and (sold on credit)
// its customer's balance written in one IndexedDB transaction (all or nothing, once per sale id);
// and the live sales and roll-ups. Refunds are refunds.ts's; deliveries, counts and stock
// histories stock.ts's; repayments and the accounts' live reads credit.ts's.
import type { DailyStat, Sale } from '../../domain/entities';
import type { RefusedRecord } from '../../domain/refused-records';
import { utcDateKey } from '../../domain/calendar';
import { applySaleToDailyStat } from '../../domain/dashboard';
import { applySaleToProductDayStat } from '../../domain/best-sellers';
import type { ProductDayStat } from '../../domain/best-sellers';
import { saleMovements } from '../../domain/stock-movements';
import type { RecordSaleInput, RecordSaleResult, SalesApi, SalesQuery } from '../port';
import { checkSale } from '../records';
import { creditLimitOf } from '../../domain/credit';
import { checkCreditLimit } from '../credit-checks';
import { customerFromStored, saleFromStored, saleToStored } from '../codecs';
import type { StoredSale } from '../codecs';
import { ownerRange, withoutOwner } from './db';
import type { LocalDatabase } from './db';
import type { LocalSession } from './session';
import { createStockMover } from './stock-mover';
import { createAccountMover } from './account-mover';
import type { RefundsApi } from '../lazy-part';

/** A stored row as the domain's record. */
const saleOfRow = (row: StoredSale & { ownerUid: string }): Sale => saleFromStored(withoutOwner(row));

/** The ledger but its refunds and stock changes (refunds.ts, stock.ts, loaded on first use: lazy-part.ts). */
export type LocalSales = Omit<SalesApi, keyof RefundsApi>;

export function createLocalSales(db: LocalDatabase, session: LocalSession): LocalSales {
  const { requireOwner, live } = session;

  const moveStock = createStockMover(db);
  const accounts = createAccountMover(db);

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

    // The embedded backend judges every sale as it is written: none is ever refused later.
    subscribeRefusedRecords(uid, _since, onNext, onError) {
      return live<RefusedRecord[]>(
        async () => {
          requireOwner(uid);
          return [];
        },
        onNext,
        onError,
      );
    },

    subscribeProductStats(uid, sinceDateKey, onNext, onError) {
      return live<ProductDayStat[]>(
        async () => {
          requireOwner(uid);
          const [, upper] = ownerRange(uid);
          const rows = await db.productStats.where('[ownerUid+date]').between([uid, sinceDateKey], upper, true, true).toArray();
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
      return db.transaction('rw', [db.sales, db.products, db.stockMovements, db.dailyStats, db.productStats, db.customers, db.customerAccounts], async () => {
        if (await db.sales.get([uid, sale.id])) return { recorded: false };
        // A credit sale reads its customer's limit and stored balance in this transaction, so two
        // tills selling on credit to one customer are checked one after the other.
        const credit = sale.credit && sale.customer ? { customerId: sale.customer.id, owedMinor: sale.credit.owedMinor } : null;
        if (credit) {
          const customer = await db.customers.get([uid, credit.customerId]);
          const limitMinor = customer ? creditLimitOf(customerFromStored(withoutOwner(customer))) : null;
          checkCreditLimit(sale, await accounts.balanceOf(uid, credit.customerId, sale.currency), limitMinor);
        }
        await moveStock(uid, saleMovements(sale, stockDecrements));
        if (credit) await accounts.move(uid, credit.customerId, sale.currency, credit.owedMinor);
        const statKey: [string, string] = [uid, utcDateKey(sale.createdAt)];
        const stat = await db.dailyStats.get(statKey);
        await db.dailyStats.put({ ...applySaleToDailyStat(stat, sale), ownerUid: uid });
        await db.productStats.put({ ...applySaleToProductDayStat(await db.productStats.get(statKey), sale), ownerUid: uid });
        await db.sales.add({ ...saleToStored(sale), ownerUid: uid });
        return { recorded: true };
      });
    },
  };
}
