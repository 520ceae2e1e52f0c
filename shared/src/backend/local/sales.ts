// The local adapter's ledger: a sale, its stock movements, its day's roll-up and (sold on credit)
// its customer's balance written in one IndexedDB transaction (all or nothing, once per sale id).
// The live sales and roll-ups are back-office.ts's; refunds refunds.ts's; deliveries, counts and
// stock histories stock.ts's; repayments and the accounts' live reads credit.ts's.
import { utcDateKey } from '../../domain/calendar';
import { applySaleToDailyStat } from '../../domain/dashboard';
import { applySaleToProductDayStat } from '../../domain/best-sellers';
import { saleMovements } from '../../domain/stock-movements';
import type { RecordSaleInput, RecordSaleResult, SalesApi } from '../port';
import { checkSale, checkSalePacks, checkSaleVariantStock } from '../records';
import { creditLimitOf } from '../../domain/credit-sale';
import { checkCreditLimit } from '../credit-limit-check';
import { customerFromStored, productFromStored, saleToStored } from '../codecs';
import { withoutOwner } from './db';
import type { LocalDatabase } from './db';
import type { LocalSession } from './session';
import { createStockMover } from './stock-mover';
import { createAccountMover } from './account-mover';
import type { BackOfficeApi, RefundsApi } from '../lazy-part';

/** The ledger but its lists and roll-ups' reads (back-office.ts) and its refunds (refunds.ts), loaded on first use: lazy-part.ts. */
export type LocalSales = Omit<SalesApi, keyof RefundsApi | keyof BackOfficeApi>;

export function createLocalSales(db: LocalDatabase, session: LocalSession): LocalSales {
  const { requireOwner } = session;

  const moveStock = createStockMover(db);
  const accounts = createAccountMover(db);

  return {
    async recordSale(uid, { sale, stockDecrements }: RecordSaleInput): Promise<RecordSaleResult> {
      requireOwner(uid);
      checkSale(sale, stockDecrements);
      return db.transaction('rw', [db.sales, db.products, db.stockMovements, db.dailyStats, db.productStats, db.customers, db.customerAccounts], async () => {
        if (await db.sales.get([uid, sale.id])) return { recorded: false };
        // A pack line is judged by its product's packs as they read in this transaction (packs.ts).
        const packed = [...new Set(sale.items.filter((item) => item.pack).map((item) => item.id))];
        const rows = await Promise.all(packed.map((id) => db.products.get([uid, id])));
        const held = new Map(rows.flatMap((row) => (row ? [[row.id, productFromStored(withoutOwner(row))] as const] : [])));
        checkSalePacks(sale, (id) => held.get(id));
        // A variant's stock is taken only by a sale of it (variants.ts), its record read in this transaction.
        const decremented = await Promise.all(stockDecrements.map((d) => db.products.get([uid, d.productId])));
        const variants = new Map(decremented.flatMap((row) => (row?.variant ? [[row.id, row] as const] : [])));
        checkSaleVariantStock(sale, stockDecrements, (id) => variants.get(id));
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
