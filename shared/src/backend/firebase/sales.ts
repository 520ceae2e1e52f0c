// The Firebase adapter's sales: the sale alone, which the server audits and derives its stock,
// roll-ups and account move from (functions/README.md); a delivery or count as its movement alone,
// which the server applies — in a transaction online, queued offline — and the live sales, roll-ups and stock
// histories. Refunds are refunds.ts, repayments and balances credit.ts;
// what they write with, ledger.ts.
import { doc, orderBy, query, runTransaction, Timestamp, where, writeBatch } from 'firebase/firestore';
import type { CollectionReference, DocumentReference, DocumentSnapshot, QueryDocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import type { CurrencyAmounts, DailyStat, Sale, StockMovement } from '../../domain/entities';
import { newestRefusedFirst } from '../../domain/refused-records';
import type { RefusedRecord } from '../../domain/refused-records';
import type { RepaymentRefusal } from '../../domain/repayment-audit';
import type { RefundRefusal } from '../../domain/refund-audit';
import type { StockAdjustmentRefusal } from '../../domain/stock-audit';
import type { SaleRefusal } from '../../domain/sale-audit';
import { addAmounts, costAmounts, storedRevenue } from '../../domain/dashboard';
import type { ProductDayStat, ProductFigures } from '../../domain/best-sellers';
import { isCurrencyCode } from '../../domain/validation';
import { adjustmentMovement, saleMovements } from '../../domain/stock-movements';
import { displayOrderId } from '../../domain/ids';
import type { AdjustStockInput, AdjustStockResult, CatalogueApi, ErrorCallback, RecordSaleInput, RecordSaleResult, SalesApi, SalesQuery, Unsubscribe } from '../port';
import { checkSale } from '../records';
import { checkCreditLimit } from '../credit-limit-check';
import { creditLimitOf } from '../../domain/credit-sale';
import { checkStockAdjustment } from '../stock-checks';
import type { FirebaseContext } from './context';
import { recordFromStore } from './convert';
import { customerFromStored, refundFromStored, repaymentFromStored, saleFromStored, saleToStored, stampsToStored, stockMovementFromStored, stockMovementToStored } from '../codecs';
import type { StoredCustomer, StoredRefund, StoredRepayment, StoredSale, StoredStockMovement } from '../codecs';
import { pickFields, SALE_FIELDS, STOCK_MOVEMENT_FIELDS } from './fields';
import { balanceIn, checkStock, createdBetween, newestFirst, refusalOf, storedCostOf } from './ledger';
import type { FirebaseLedger } from './ledger';
import type { PendingStock } from './pending-stock';
import { unjudgedAccountMoves } from './unjudged';
import type { FirebaseWatchers } from './live';
import { ownRecentQuery } from './cashier-reads';
import type { FirebaseRefunds } from './refunds';

export type FirebaseSales = Omit<SalesApi, keyof FirebaseRefunds> & Pick<CatalogueApi, 'adjustStock' | 'subscribeStockMovements'>;

/** Whether the server refused the sale when it arrived (functions/README.md): it moved nothing and counts nowhere. */
const refusedByServer = (d: QueryDocumentSnapshot) => d.get('ledger.state') === 'refused';
/** The sales that count: every sale but those the server refused (listed apart, subscribeRefusedRecords). */
const toSales = (snapshot: QuerySnapshot) => snapshot.docs.filter((d) => !refusedByServer(d)).map((d) => saleFromStored(recordFromStore<StoredSale>(d.id, d.data())));
const toRefusedRecords = (snapshot: QuerySnapshot): RefusedRecord[] =>
  snapshot.docs.filter(refusedByServer).map((d) => ({ kind: 'sale', sale: saleFromStored(recordFromStore<StoredSale>(d.id, d.data())), refusal: d.get('ledger.refusal') as SaleRefusal }));
/** A stored record's own fields, without what the server adds (its mark) and the account that wrote it. */
const recordFields = (d: QueryDocumentSnapshot) => {
  const { ledger: _ledger, accountUid: _account, ...fields } = d.data();
  return fields;
};
const toRefusedRefunds = (snapshot: QuerySnapshot): RefusedRecord[] =>
  snapshot.docs.filter(refusedByServer).map((d) => ({ kind: 'refund', refund: refundFromStored(recordFromStore<StoredRefund>(d.id, recordFields(d))), refusal: d.get('ledger.refusal') as RefundRefusal }));
const toRefusedAdjustments = (snapshot: QuerySnapshot): RefusedRecord[] =>
  snapshot.docs
    .filter(refusedByServer)
    .map((d) => ({ kind: 'stock', movement: stockMovementFromStored(recordFromStore<StoredStockMovement>(d.id, recordFields(d))), refusal: d.get('ledger.refusal') as StockAdjustmentRefusal }));
const toRefusedRepayments = (snapshot: QuerySnapshot): RefusedRecord[] =>
  snapshot.docs
    .filter(refusedByServer)
    .map((d) => ({ kind: 'repayment', repayment: repaymentFromStored(recordFromStore<StoredRepayment>(d.id, d.data())), refusal: d.get('ledger.refusal') as RepaymentRefusal }));
/**
 * The roll-ups of each day, its currencies' documents merged into one DailyStat. A document
 * written before roll-ups were kept per currency carries no currency: its revenue counts as cedis.
 */
function toStats(snapshot: QuerySnapshot): DailyStat[] {
  const days = new Map<string, DailyStat>();
  for (const document of snapshot.docs) {
    const { date, currency, revenueMinor, salesCount, refundsCount, costedRevenueMinor, costMinor } = document.data() as {
      date: string;
      currency?: unknown;
      revenueMinor?: unknown;
      salesCount?: unknown;
      refundsCount?: unknown;
      costedRevenueMinor?: unknown;
      costMinor?: unknown;
    };
    const revenue = isCurrencyCode(currency) && typeof revenueMinor === 'number' ? { [currency]: revenueMinor } : storedRevenue(revenueMinor);
    const before = days.get(date);
    const stat: DailyStat = { date, revenueMinor: addAmounts(before?.revenueMinor, revenue), salesCount: (before?.salesCount ?? 0) + (typeof salesCount === 'number' ? salesCount : 0) };
    const refunds = (before?.refundsCount ?? 0) + (typeof refundsCount === 'number' ? refundsCount : 0);
    if (refunds > 0) stat.refundsCount = refunds;
    // Costed revenue and cost: absent on roll-ups made before costs were kept (nothing costed).
    // Kept as the domain keeps them (costAmounts): only the currencies whose figure is not 0.
    const costed = costAmounts(addAmounts(before?.costedRevenueMinor, storedCosts(currency, costedRevenueMinor)));
    const cost = costAmounts(addAmounts(before?.costMinor, storedCosts(currency, costMinor)));
    if (costed) stat.costedRevenueMinor = costed;
    if (cost) stat.costMinor = cost;
    days.set(date, stat);
  }
  return [...days.values()];
}
/** A roll-up document's costed revenue or cost as amounts of its currency; undefined when it has none (made before costs were kept). */
function storedCosts(currency: unknown, value: unknown): CurrencyAmounts | undefined {
  return isCurrencyCode(currency) && typeof value === 'number' ? { [currency]: value } : undefined;
}
/**
 * The product roll-ups of each day: one document per day and currency (`productStats/{date}_{currency}`,
 * as the daily roll-up's), its `products` map of whole minor units, merged into one ProductDayStat a day.
 */
function toProductStats(snapshot: QuerySnapshot): ProductDayStat[] {
  const days = new Map<string, ProductDayStat>();
  for (const document of snapshot.docs) {
    const { date, currency, products } = document.data() as { date: string; currency?: unknown; products?: unknown };
    if (!isCurrencyCode(currency) || typeof products !== 'object' || products === null) continue;
    const day = days.get(date) ?? { date, products: {} };
    day.products[currency] = products as ProductFigures;
    days.set(date, day);
  }
  return [...days.values()];
}
/**
 * A product's stock history: every movement but a delivery or count the server refused (it moved
 * nothing); the server's mark and the account that asked are not the movement's (functions/README.md).
 */
const toMovements = (snapshot: QuerySnapshot) =>
  snapshot.docs
    .filter((d) => d.get('ledger.state') !== 'refused')
    .map((d) => {
      const { ledger: _ledger, accountUid: _account, ...fields } = d.data();
      return stockMovementFromStored(recordFromStore<StoredStockMovement>(d.id, fields));
    });
export function createFirebaseSales(context: FirebaseContext, { watchQuery }: FirebaseWatchers, ledger: FirebaseLedger, pendingStock: PendingStock): FirebaseSales {
  /** The sale as stored, naming the staff account that rang it up from its own till (the rules let that account read it back). */
  const storedSale = (sale: Sale) => {
    const user = context.currentUser();
    return pickFields({ ...saleToStored(sale), ...(user?.member ? { accountUid: user.uid } : {}) }, SALE_FIELDS);
  };
  const { db, paths, requireShop, write } = context;
  const { productRef, movementRef, accountRef, onlineOrQueued, cachedStockAndCost, readCost, cachedDoc, wasCached } = ledger;

  /**
   * A sale on credit (docs/product-rules.md, 'Credit'): refused when it would take its customer's
   * balance past their limit, both as `read` gives them (the transaction online, this device's
   * cache offline). The server moves the account when it derives the sale, on the balance it holds
   * then, and refuses the sale should it no longer fit. Nothing for a sale paid in full.
   */
  async function creditOf(uid: string, sale: Sale, read: (ref: DocumentReference) => Promise<DocumentSnapshot | null>, online: boolean): Promise<void> {
    // Online, `read` is the transaction's: the unjudged records are read again there, beside the balance.
    const { credit, customer } = sale;
    if (!credit || !customer) return;
    const [account, stored, unjudged] = await Promise.all([
      read(accountRef(uid, customer.id, sale.currency)),
      read(doc(paths.customers(uid), customer.id)),
      // The customer's credit sales, repayments and refunds the server has not judged yet (unjudged.ts).
      unjudgedAccountMoves(context, uid, customer.id, sale.currency, online, sale.id, online ? read : undefined),
    ]);
    const limit = stored?.exists() ? creditLimitOf(customerFromStored(recordFromStore<StoredCustomer>(stored.id, stored.data()))) : null;
    checkCreditLimit(sale, balanceIn(account) + unjudged, limit);
  }

  // The sale alone is what a till writes: the server audits it and derives its stock movements,
  // roll-ups and account move (functions/README.md, 'A sale'), so no till can forge them.
  // Online, one transaction reads the sale on the server, so a replay records nothing, checks that
  // every product it lowers still carries stock and that a credit sale fits its customer's limit,
  // and writes the sale.
  async function recordSaleOnline(uid: string, sale: Sale, movements: StockMovement[]) {
    const saleRef = doc(paths.sales(uid), sale.id);
    return runTransaction(db, async (tx) => {
      if ((await tx.get(saleRef)).exists()) return { recorded: false };
      const products = await Promise.all(movements.map((m) => tx.get(productRef(uid, m.productId))));
      products.forEach((snapshot, i) => checkStock(uid, movements[i]?.productId ?? '', snapshot));
      // A refusal of the credit limit stands only on reads the commit verified (ledger.ts, refusalOf).
      const refusal = await refusalOf(() => creditOf(uid, sale, (ref) => tx.get(ref), true));
      if (refusal) return { refusal };
      tx.set(saleRef, storedSale(sale));
      return { recorded: true };
    }).then((result) => {
      if ('refusal' in result) throw result.refusal;
      if (result.recorded) pendingStock.add(uid, sale.id, movements);
      return result;
    });
  }

  // Offline (transactions need the server), the sale is queued as it is, checked on this device's
  // cache; the server audits it when it arrives. On the server a sale is created once, so a write
  // the SDK resends after a lost acknowledgement is refused and applies nothing twice.
  async function recordSaleQueued(uid: string, sale: Sale, movements: StockMovement[]) {
    const saleRef = doc(paths.sales(uid), sale.id);
    if (await wasCached(saleRef)) return { recorded: false };
    await creditOf(uid, sale, cachedDoc, false);
    const saleBatch = writeBatch(db);
    saleBatch.set(saleRef, storedSale(sale));
    pendingStock.add(uid, sale.id, movements);
    await write(`Sale ${displayOrderId(sale.id)}`, saleBatch.commit());
    return { recorded: true };
  }

  /** A delivery or count as the till asks for it, naming the staff account that asked from its own till (the server judges its author by it). */
  const storedAdjustment = (movement: StockMovement) => {
    const user = context.currentUser();
    return { ...pickFields(stockMovementToStored(movement), STOCK_MOVEMENT_FIELDS), ...(user?.member ? { accountUid: user.uid } : {}) };
  };

  // A delivery or count is the movement alone (functions/README.md, 'A delivery or a count'): the
  // server checks it and applies it on its own stock and cost — a count sets the stock to the
  // number counted whenever it arrives, a delivery at a unit cost moves the cost to the weighted
  // average of the server's figures. The count's change and the delivery's cost after, worked out
  // here from what this device sees, are its view only; the server writes its own. Meanwhile the
  // till shows the adjustment itself (pending-stock.ts). Online, one transaction reads the movement
  // on the server, so a replay records nothing, and checks that the product still carries stock.
  async function adjustOnline(uid: string, input: AdjustStockInput) {
    // Only a delivery at a unit cost needs the cost, read before the transaction (ledger.ts, readCost).
    const cost = costMoved(input) ? await readCost(uid, input.productId) : null;
    const ref = movementRef(uid, input.id);
    return runTransaction(db, async (tx) => {
      if ((await tx.get(ref)).exists()) return null;
      const product = await tx.get(productRef(uid, input.productId));
      checkStock(uid, input.productId, product);
      // The movement keeps who asked for it and whose PIN let it through (StockAdjustmentRequest).
      const movement = stampsToStored(adjustmentMovement(input, product.get('quantity') as number, cost === null ? null : storedCostOf(uid, input.productId, product, cost)), input);
      tx.set(ref, storedAdjustment(movement));
      return movement;
    }).then((movement): AdjustStockResult => {
      if (movement) pendingStock.addAdjustment(uid, movement);
      return { recorded: movement !== null };
    });
  }

  /** Whether an adjustment moves the product's cost: a delivery at a unit cost (stock-movements.ts, adjustmentMovement). */
  const costMoved = ({ adjustment }: AdjustStockInput) => adjustment.reason === 'delivery' && (adjustment.unitCostMinor ?? null) !== null;

  // Offline (transactions need the server), the movement is queued alone, its view taken from the
  // cached stock and cost; the server applies it on its own figures when it arrives. On the server a
  // movement is created once, so a write the SDK resends after a lost acknowledgement is refused.
  async function adjustQueued(uid: string, input: AdjustStockInput): Promise<AdjustStockResult> {
    const ref = movementRef(uid, input.id);
    if (await wasCached(ref)) return { recorded: false };
    const cached = await cachedStockAndCost(uid, input.productId);
    const movement = stampsToStored(adjustmentMovement(input, cached?.quantity ?? 0, cached?.costMinor ?? null), input);
    const batch = writeBatch(db);
    batch.set(ref, storedAdjustment(movement));
    pendingStock.addAdjustment(uid, movement);
    await write(input.adjustment.reason === 'delivery' ? 'A delivery' : 'A stock count', batch.commit());
    return { recorded: true };
  }

  return {
    subscribeSales(uid, onNext, onError, salesQuery?: SalesQuery) {
      const cashier = context.cashierReads();
      const build = cashier ? () => ownRecentQuery(paths.sales(uid), 'accountUid', cashier.accountUid, context.now()) : () => newestFirst(paths.sales(uid), salesQuery);
      return watchQuery(uid, build, toSales, onNext, onError);
    },

    subscribeSalesSince(uid, since, onNext, onError, before?: Date) {
      const cashier = context.cashierReads();
      const build = cashier ? () => ownRecentQuery(paths.sales(uid), 'accountUid', cashier.accountUid, context.now(), since, before) : () => createdBetween(paths.sales(uid), since, before);
      return watchQuery(uid, build, toSales, onNext, onError);
    },

    // The owner's review of what the server refused (a manager's too: 'see-all-sales'), by when the
    // till made it: the sales, repayments, refunds and deliveries or counts, each its own live query, together once both have
    // answered and on every change after; the first failure stops both.
    subscribeRefusedRecords(uid, since, onNext, onError: ErrorCallback, before?: Date): Unsubscribe {
      const refusedIn = (records: CollectionReference) => () =>
        query(
          records,
          where('ledger.state', '==', 'refused'),
          where('createdAt', '>=', Timestamp.fromDate(since)),
          ...(before ? [where('createdAt', '<', Timestamp.fromDate(before))] : []),
          orderBy('createdAt', 'desc'),
        );
      const parts = [
        { target: refusedIn(paths.sales(uid)), map: toRefusedRecords },
        { target: refusedIn(paths.repayments(uid)), map: toRefusedRepayments },
        { target: refusedIn(paths.refunds(uid)), map: toRefusedRefunds },
        { target: refusedIn(paths.stockMovements(uid)), map: toRefusedAdjustments },
      ];
      const latest: (RefusedRecord[] | undefined)[] = parts.map(() => undefined);
      const stops: Unsubscribe[] = [];
      let over = false;
      const stop = () => {
        over = true;
        for (const s of stops.splice(0)) s();
      };
      parts.forEach(({ target, map }, i) => {
        const unsubscribe = watchQuery(
          uid,
          target,
          map,
          (records) => {
            if (over) return;
            latest[i] = records;
            if (latest.every((part) => part !== undefined)) onNext(newestRefusedFirst(latest.flatMap((part) => part ?? [])));
          },
          (error) => {
            if (over) return;
            stop();
            onError(error);
          },
        );
        if (over) unsubscribe();
        else stops.push(unsubscribe);
      });
      return stop;
    },

    subscribeProductStats(uid, sinceDateKey, onNext, onError) {
      const build = () => query(paths.productStats(uid), where('date', '>=', sinceDateKey), orderBy('date', 'asc'));
      return watchQuery(uid, build, toProductStats, onNext, onError);
    },

    subscribeDailyStats(uid, sinceDateKey, onNext, onError) {
      const build = () => query(paths.dailyStats(uid), where('date', '>=', sinceDateKey), orderBy('date', 'asc'));
      return watchQuery(uid, build, toStats, onNext, onError);
    },

    async recordSale(uid, { sale, stockDecrements }: RecordSaleInput): Promise<RecordSaleResult> {
      requireShop(uid);
      checkSale(sale, stockDecrements);
      const movements = saleMovements(sale, stockDecrements);
      return onlineOrQueued(
        () => recordSaleOnline(uid, sale, movements),
        () => recordSaleQueued(uid, sale, movements),
      );
    },

    async adjustStock(uid, input: AdjustStockInput): Promise<AdjustStockResult> {
      requireShop(uid);
      checkStockAdjustment(input);
      return onlineOrQueued(
        () => adjustOnline(uid, input),
        () => adjustQueued(uid, input),
      );
    },

    subscribeStockMovements(uid, productId, onNext, onError) {
      const build = () => query(paths.stockMovements(uid), where('productId', '==', productId), orderBy('createdAt', 'desc'));
      return watchQuery(uid, build, toMovements, onNext, onError);
    },
  };
}
