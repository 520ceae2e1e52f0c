// The Firebase adapter's ledger: a sale with its day's roll-up, then each product's stock movement
// in a write of its own (so that the rules' document reads per write stay within Firestore's
// limit whatever the size of the basket); a delivery or count with its movement — in a transaction
// online, as queued batches offline — and the live sales, roll-ups and stock histories.
import { doc, getDoc, getDocFromCache, increment, limit, orderBy, query, runTransaction, Timestamp, where, writeBatch } from 'firebase/firestore';
import type { Transaction } from 'firebase/firestore';
import type { DocumentData, DocumentReference, DocumentSnapshot, QuerySnapshot, SetOptions, UpdateData } from 'firebase/firestore';
import type { CurrencyCode, DailyStat, Refund, Sale, StockMovement } from '../../domain/entities';
import { refundMovements } from '../../domain/refund';
import { toMinor } from '../../domain/money';
import { addAmounts, applySaleToDailyStat, storedRevenue } from '../../domain/dashboard';
import { utcDateKey } from '../../domain/calendar';
import { isCurrencyCode } from '../../domain/validation';
import { adjustmentMovement, saleMovements } from '../../domain/stock-movements';
import { displayOrderId } from '../../domain/ids';
import { BackendError, documentNotFound, isBackendError } from '../errors';
import type { AdjustStockInput, AdjustStockResult, CatalogueApi, RecordRefundInput, RecordRefundResult, RecordSaleInput, RecordSaleResult, SalesApi, SalesQuery } from '../port';
import { checkRefund, checkRefundShape, checkSale, checkStockAdjustment } from '../records';
import type { FirebaseContext } from './context';
import { recordFromStore } from './convert';
import { goneOrRefused, toBackendError } from './errors';
import { pickFields, PRODUCT_STOCK_MARK, REFUND_FIELDS, SALE_FIELDS, STOCK_MOVEMENT_FIELDS } from './fields';
import type { FirebaseWatchers } from './live';

export type FirebaseSales = SalesApi & Pick<CatalogueApi, 'adjustStock' | 'subscribeStockMovements'>;

const toSales = (snapshot: QuerySnapshot) => snapshot.docs.map((d) => recordFromStore<Sale>(d.id, d.data()));
/** `2024-05-01_GHS`: the roll-up document of one day and currency. */
const dailyStatDocumentId = (date: string, currency: CurrencyCode) => `${date}_${currency}`;

/**
 * The roll-ups of each day, its currencies' documents merged into one DailyStat. A document
 * written before roll-ups were kept per currency carries no currency: its revenue counts as cedis.
 */
function toStats(snapshot: QuerySnapshot): DailyStat[] {
  const days = new Map<string, DailyStat>();
  for (const document of snapshot.docs) {
    const { date, currency, revenueMinor, salesCount, refundsCount } = document.data() as { date: string; currency?: unknown; revenueMinor?: unknown; salesCount?: unknown; refundsCount?: unknown };
    const revenue = isCurrencyCode(currency) && typeof revenueMinor === 'number' ? { [currency]: revenueMinor } : storedRevenue(revenueMinor);
    const before = days.get(date);
    const stat: DailyStat = { date, revenueMinor: addAmounts(before?.revenueMinor, revenue), salesCount: (before?.salesCount ?? 0) + (typeof salesCount === 'number' ? salesCount : 0) };
    const refunds = (before?.refundsCount ?? 0) + (typeof refundsCount === 'number' ? refundsCount : 0);
    if (refunds > 0) stat.refundsCount = refunds;
    days.set(date, stat);
  }
  return [...days.values()];
}
const toMovements = (snapshot: QuerySnapshot) => snapshot.docs.map((d) => recordFromStore<StockMovement>(d.id, d.data()));
/** createdAt on or after `since`, and before `before` when given. */
const between = (since: Date, before?: Date) => [
  where('createdAt', '>=', Timestamp.fromDate(since)),
  ...(before ? [where('createdAt', '<', Timestamp.fromDate(before))] : []),
];
const toRefunds = (snapshot: QuerySnapshot) => snapshot.docs.map((d) => recordFromStore<Refund>(d.id, d.data()));

/** A sale's refund tally as stored (firebase/fields.ts, REFUND_TALLY_FIELDS); nothing given back when missing. */
interface RefundTally {
  refundedMinor: number;
  /** Units given back per product id. */
  units: Record<string, number>;
  /** Units put back into stock per product id (by the refunds' movements). */
  moved: Record<string, number>;
}

function tallyOf(snapshot: DocumentSnapshot | null): RefundTally {
  const data = snapshot?.exists() ? snapshot.data() : undefined;
  const counts = (value: unknown) => (value !== null && typeof value === 'object' ? (value as Record<string, number>) : {});
  return {
    refundedMinor: typeof data?.['refundedMinor'] === 'number' ? (data['refundedMinor'] as number) : 0,
    units: counts(data?.['units']),
    moved: counts(data?.['moved']),
  };
}

/**
 * The sale's earlier refunds as the domain's check reads them, from the tally: what matters to it
 * is the units given back per product and the money given back, which the tally holds.
 */
function earlierFromTally(sale: Sale, tally: RefundTally): Refund[] {
  const items = sale.items
    .filter((item, i) => (tally.units[item.id] ?? 0) > 0 && sale.items.findIndex((other) => other.id === item.id) === i)
    .map((item) => ({ ...item, quantity: tally.units[item.id] ?? 0 }));
  if (items.length === 0 && tally.refundedMinor === 0) return [];
  return [{ id: '', saleId: sale.id, items, amount: tally.refundedMinor / 100, currency: sale.currency, paymentMethod: sale.paymentMethod, reason: '', createdAt: sale.createdAt, customer: null }];
}

/** What a transaction and a batch both do. */
interface Writer {
  set(ref: DocumentReference, data: DocumentData, options?: SetOptions): unknown;
  update(ref: DocumentReference, data: UpdateData<DocumentData>): unknown;
}

function checkStock(uid: string, id: string, snapshot: DocumentSnapshot): void {
  if (!snapshot.exists()) throw documentNotFound(`businesses/${uid}/products/${id}`);
  if (typeof snapshot.get('quantity') !== 'number') {
    throw new BackendError('failed-precondition', `Product ${id} carries no stock quantity.`);
  }
}

/**
 * The product's stock as a movement leaves it: a count sets it, anything else moves it relative to
 * its current value. The movement's id goes with it, for the rules to find the movement.
 */
function quantityWrite(movement: StockMovement): Record<string, unknown> {
  return {
    quantity: movement.reason === 'count' && movement.counted !== null ? movement.counted : increment(movement.change),
    [PRODUCT_STOCK_MARK]: movement.id,
  };
}

export function createFirebaseSales(context: FirebaseContext, { watchQuery }: FirebaseWatchers): FirebaseSales {
  const { db, isOnline, paths, requireOwner, write, writeFollowing } = context;
  const productRef = (uid: string, id: string) => doc(paths.products(uid), id);
  const movementRef = (uid: string, id: string) => doc(paths.stockMovements(uid), id);

  function moveStock(uid: string, writer: Writer, movement: StockMovement): void {
    // A movement is created once and never changed (firestore.rules): a resent write meets it and is refused whole.
    writer.set(movementRef(uid, movement.id), pickFields(movement, STOCK_MOVEMENT_FIELDS));
    writer.update(productRef(uid, movement.productId), quantityWrite(movement));
  }

  /** Online, the transaction; offline (or when the network drops mid-transaction, which commits nothing), the queued write. */
  async function onlineOrQueued<T>(online: () => Promise<T>, queued: () => Promise<T>): Promise<T> {
    if (!isOnline()) return queued();
    try {
      return await online();
    } catch (error) {
      if (isBackendError(error)) throw error;
      const mappedError = toBackendError(error);
      if (mappedError.code === 'unavailable') return queued();
      throw mappedError;
    }
  }

  /** What the local cache knows of a product; a product the cache knows is gone is refused now. */
  async function cachedStock(uid: string, id: string): Promise<number | null> {
    const product = await getDocFromCache(productRef(uid, id)).catch(() => null);
    if (!product) return null;
    checkStock(uid, id, product);
    return product.get('quantity') as number;
  }

  const wasCached = async (ref: DocumentReference) => (await getDocFromCache(ref).catch(() => null))?.exists() === true;

  /** One product's movement and stock change, as a write of their own (queued when offline). */
  function moveStockAlone(uid: string, sale: Sale, movement: StockMovement): Promise<void> {
    const batch = writeBatch(db);
    moveStock(uid, batch, movement);
    return writeFollowing(`The stock change of a product in sale ${displayOrderId(sale.id)}`, batch.commit().catch(goneOrRefused(productRef(uid, movement.productId))));
  }

  // Online: one transaction reads the sale on the server, so a replay records nothing, checks that
  // every product still carries stock, and writes the sale with its roll-up. Each product's movement
  // then goes in a write of its own; movements are created once (firestore.rules), so none applies
  // twice. A replay sends again only the movements neither the server nor this device's queue has,
  // which completes a sale whose stock changes were cut off.
  async function recordSaleOnline(uid: string, sale: Sale, movements: StockMovement[], statFields: Record<string, unknown>, statRef: DocumentReference) {
    const saleRef = doc(paths.sales(uid), sale.id);
    const { recorded, unmoved } = await runTransaction(db, async (tx) => {
      if ((await tx.get(saleRef)).exists()) {
        const moved = await Promise.all(movements.map((m) => tx.get(movementRef(uid, m.id))));
        return { recorded: false, unmoved: movements.filter((_, i) => !moved[i]?.exists()) };
      }
      const products = await Promise.all(movements.map((m) => tx.get(productRef(uid, m.productId))));
      products.forEach((snapshot, i) => checkStock(uid, movements[i]?.productId ?? '', snapshot));
      tx.set(statRef, statFields, { merge: true });
      tx.set(saleRef, pickFields(sale, SALE_FIELDS));
      return { recorded: true, unmoved: movements };
    });
    const pending = [];
    for (const movement of unmoved) if (recorded || !(await wasCached(movementRef(uid, movement.id)))) pending.push(movement);
    await Promise.all(pending.map((movement) => moveStockAlone(uid, sale, movement)));
    return { recorded };
  }

  // Offline (transactions need the server), the sale and its roll-up go as one batch that no stock
  // problem can refuse, and each product's movement as a batch of its own: a product deleted on
  // another till before the network returns costs that product's stock change (reported, never
  // silent), not the sale. On the server a sale and a movement are created once, so a batch the
  // SDK resends after a lost acknowledgement is refused whole and applies nothing twice.
  async function recordSaleQueued(uid: string, sale: Sale, movements: StockMovement[], statFields: Record<string, unknown>, statRef: DocumentReference) {
    const saleRef = doc(paths.sales(uid), sale.id);
    if (await wasCached(saleRef)) return { recorded: false };
    for (const movement of movements) await cachedStock(uid, movement.productId);
    const saleBatch = writeBatch(db);
    saleBatch.set(statRef, statFields, { merge: true });
    saleBatch.set(saleRef, pickFields(sale, SALE_FIELDS));
    await Promise.all([write(`Sale ${displayOrderId(sale.id)}`, saleBatch.commit()), ...movements.map((movement) => moveStockAlone(uid, sale, movement))]);
    return { recorded: true };
  }

  function adjustOnline(uid: string, input: AdjustStockInput) {
    return runTransaction(db, async (tx): Promise<AdjustStockResult> => {
      if ((await tx.get(movementRef(uid, input.id))).exists()) return { recorded: false };
      const product = await tx.get(productRef(uid, input.productId));
      checkStock(uid, input.productId, product);
      moveStock(uid, tx, adjustmentMovement(input, product.get('quantity') as number));
      return { recorded: true };
    });
  }

  // Offline, the count's difference is taken from the cached stock; the stock itself is set to what
  // was counted all the same.
  async function adjustQueued(uid: string, input: AdjustStockInput): Promise<AdjustStockResult> {
    if (await wasCached(movementRef(uid, input.id))) return { recorded: false };
    const cached = await cachedStock(uid, input.productId);
    const batch = writeBatch(db);
    moveStock(uid, batch, adjustmentMovement(input, cached ?? 0));
    await write(input.adjustment.reason === 'delivery' ? 'A delivery' : 'A stock count', batch.commit());
    return { recorded: true };
  }

  const refundRef = (uid: string, id: string) => doc(paths.refunds(uid), id);
  const tallyRef = (uid: string, saleId: string) => doc(paths.refundTallies(uid), saleId);

  /**
   * The refund, its sale's tally and its day's roll-up, in one write. The tally's units are written
   * as figures, from the tally as read (`before`): should another refund have moved it since, the
   * transaction reads again, and a queued write is refused by the rules' cap on the money.
   */
  function writeRefund(uid: string, writer: Writer, refund: Refund, before: RefundTally): void {
    const minor = toMinor(refund.amount);
    const units: Record<string, number> = {};
    for (const item of refund.items) units[item.id] = (units[item.id] ?? before.units[item.id] ?? 0) + item.quantity;
    writer.set(refundRef(uid, refund.id), pickFields(refund, REFUND_FIELDS));
    writer.set(tallyRef(uid, refund.saleId), { saleId: refund.saleId, refundedMinor: increment(minor), units, refundId: refund.id }, { merge: true });
    const date = utcDateKey(refund.createdAt);
    const statRef = doc(paths.dailyStats(uid), dailyStatDocumentId(date, refund.currency));
    // 0 - minor, not -minor: the SDK sends -0 as a double, which would make the whole number of
    // cents a fraction in the rules' eyes (a refund of nothing, of free goods, was refused).
    writer.set(statRef, { date, currency: refund.currency, revenueMinor: increment(0 - minor), salesCount: increment(0), refundsCount: increment(1), refundId: refund.id }, { merge: true });
  }

  /**
   * One product's units back into stock, with the tally's count of units put back, as a write of
   * its own. The count is written as a figure (the tally read before, plus these units): should the
   * tally have moved since, the rules refuse the write and the owner is told.
   */
  function returnStockAlone(uid: string, refund: Refund, movement: StockMovement, before: RefundTally): Promise<void> {
    const batch = writeBatch(db);
    moveStock(uid, batch, movement);
    const moved = (before.moved[movement.productId] ?? 0) + movement.change;
    batch.set(tallyRef(uid, refund.saleId), { moved: { [movement.productId]: moved }, movementId: movement.id }, { merge: true });
    return writeFollowing(`The stock a refund of sale ${displayOrderId(refund.saleId)} put back`, batch.commit().catch(goneOrRefused(productRef(uid, movement.productId))));
  }

  /**
   * The products of the refund that the sale took stock for (its movement of the product exists)
   * and that still carry stock. `read` gives null for a document it cannot tell of (offline, not in
   * this device's cache, say a sale rung up on another till): then a product carrying stock is
   * taken to have been stocked, and the server's rules refuse its movement if the sale had none.
   */
  async function stockedProducts(refund: Refund, read: (ref: DocumentReference) => Promise<DocumentSnapshot | null>, uid: string): Promise<Set<string>> {
    const stocked = new Set<string>();
    for (const item of refund.items) {
      const [saleMove, product] = await Promise.all([read(movementRef(uid, `${refund.saleId}_${item.id}`)), read(productRef(uid, item.id))]);
      if ((saleMove === null || saleMove.exists()) && typeof product?.get('quantity') === 'number') stocked.add(item.id);
    }
    return stocked;
  }

  // Online: one transaction reads the refund (a replay records nothing), the sale and its tally (so
  // a refund of units another till already gave back is refused), and writes the money side; each
  // product's units then go back in a write of their own, as a sale's movements do.
  async function recordRefundOnline(uid: string, refund: Refund): Promise<RecordRefundResult> {
    let tally: RefundTally = { refundedMinor: 0, units: {}, moved: {} };
    const { recorded, movements } = await runTransaction(db, async (tx: Transaction) => {
      const read = (ref: DocumentReference) => tx.get(ref);
      const stocked = await stockedProducts(refund, read, uid);
      const moves = refundMovements(refund, stocked);
      tally = tallyOf(await tx.get(tallyRef(uid, refund.saleId)));
      if ((await tx.get(refundRef(uid, refund.id))).exists()) {
        const moved = await Promise.all(moves.map((m) => tx.get(movementRef(uid, m.id))));
        return { recorded: false, movements: moves.filter((_, i) => !moved[i]?.exists()) };
      }
      const saleSnapshot = await tx.get(doc(paths.sales(uid), refund.saleId));
      if (!saleSnapshot.exists()) throw documentNotFound(`businesses/${uid}/sales/${refund.saleId}`);
      const sale = recordFromStore<Sale>(saleSnapshot.id, saleSnapshot.data());
      checkRefund(refund, sale, earlierFromTally(sale, tally));
      writeRefund(uid, tx, refund, tally);
      return { recorded: true, movements: moves };
    }).catch((error: unknown) => refusedRefund(uid, refund, error));
    const pending = [];
    for (const movement of movements) if (recorded || !(await wasCached(movementRef(uid, movement.id)))) pending.push(movement);
    await Promise.all(pending.map((movement) => returnStockAlone(uid, refund, movement, tally)));
    return { recorded };
  }

  /**
   * When two tills refund the same units at once, the rules refuse the later commit (the tally may
   * never pass the sale). Read again, the refund no longer fits, and the till is told why in the
   * domain's words, as on the other backends; any other refusal passes through.
   */
  async function refusedRefund(uid: string, refund: Refund, error: unknown): Promise<never> {
    const refused = toBackendError(error);
    if (refused.code !== 'permission-denied') throw refused;
    const [saleSnapshot, tallySnapshot] = await Promise.all([getDoc(doc(paths.sales(uid), refund.saleId)), getDoc(tallyRef(uid, refund.saleId))]).catch(() => {
      throw refused;
    });
    if (!saleSnapshot.exists()) throw documentNotFound(`businesses/${uid}/sales/${refund.saleId}`);
    const sale = recordFromStore<Sale>(saleSnapshot.id, saleSnapshot.data());
    checkRefund(refund, sale, earlierFromTally(sale, tallyOf(tallySnapshot)));
    throw refused;
  }

  // Offline: checked against what this device holds of the sale and its tally, then queued. Should
  // another till have given the units back first, the server's rules refuse the refund whole when it
  // arrives (the tally may never pass what was sold), and the refusal is reported to the owner.
  async function recordRefundQueued(uid: string, refund: Refund): Promise<RecordRefundResult> {
    if (await wasCached(refundRef(uid, refund.id))) return { recorded: false };
    const cached = (ref: DocumentReference) => getDocFromCache(ref).catch(() => null);
    const saleSnapshot = await cached(doc(paths.sales(uid), refund.saleId));
    if (!saleSnapshot?.exists()) throw documentNotFound(`businesses/${uid}/sales/${refund.saleId}`);
    const sale = recordFromStore<Sale>(saleSnapshot.id, saleSnapshot.data());
    const tally = tallyOf(await cached(tallyRef(uid, refund.saleId)));
    checkRefund(refund, sale, earlierFromTally(sale, tally));
    const movements = refundMovements(refund, await stockedProducts(refund, cached, uid));
    const batch = writeBatch(db);
    writeRefund(uid, batch, refund, tally);
    await Promise.all([write(`Refund ${displayOrderId(refund.id)}`, batch.commit()), ...movements.map((movement) => returnStockAlone(uid, refund, movement, tally))]);
    return { recorded: true };
  }

  return {
    subscribeRefunds(uid, onNext, onError, refundsQuery?: SalesQuery) {
      const build = () =>
        refundsQuery?.limit !== undefined
          ? query(paths.refunds(uid), orderBy('createdAt', 'desc'), limit(refundsQuery.limit))
          : query(paths.refunds(uid), orderBy('createdAt', 'desc'));
      return watchQuery(uid, build, toRefunds, onNext, onError);
    },

    subscribeRefundsSince(uid, since, onNext, onError, before?: Date) {
      const build = () => query(paths.refunds(uid), ...between(since, before), orderBy('createdAt', 'desc'));
      return watchQuery(uid, build, toRefunds, onNext, onError);
    },

    subscribeSaleRefunds(uid, saleId, onNext, onError) {
      const build = () => query(paths.refunds(uid), where('saleId', '==', saleId), orderBy('createdAt', 'asc'));
      return watchQuery(uid, build, toRefunds, onNext, onError);
    },

    async recordRefund(uid, { refund }: RecordRefundInput): Promise<RecordRefundResult> {
      requireOwner(uid);
      checkRefundShape(refund);
      return onlineOrQueued(
        () => recordRefundOnline(uid, refund),
        () => recordRefundQueued(uid, refund),
      );
    },

    subscribeSales(uid, onNext, onError, salesQuery?: SalesQuery) {
      const build = () =>
        salesQuery?.limit !== undefined
          ? query(paths.sales(uid), orderBy('createdAt', 'desc'), limit(salesQuery.limit))
          : query(paths.sales(uid), orderBy('createdAt', 'desc'));
      return watchQuery(uid, build, toSales, onNext, onError);
    },

    subscribeSalesSince(uid, since, onNext, onError, before?: Date) {
      const build = () => query(paths.sales(uid), ...between(since, before), orderBy('createdAt', 'desc'));
      return watchQuery(uid, build, toSales, onNext, onError);
    },

    subscribeDailyStats(uid, sinceDateKey, onNext, onError) {
      const build = () => query(paths.dailyStats(uid), where('date', '>=', sinceDateKey), orderBy('date', 'asc'));
      return watchQuery(uid, build, toStats, onNext, onError);
    },

    async recordSale(uid, { sale, stockDecrements }: RecordSaleInput): Promise<RecordSaleResult> {
      requireOwner(uid);
      checkSale(sale, stockDecrements);
      const movements = saleMovements(sale, stockDecrements);
      const day = applySaleToDailyStat(undefined, sale);
      // One roll-up document per day and currency, so a sale grows its own currency's figures
      // by plain increments (two tills never lose each other's) and currencies are never summed.
      const statRef = doc(paths.dailyStats(uid), dailyStatDocumentId(day.date, sale.currency));
      const statFields = {
        date: day.date,
        currency: sale.currency,
        revenueMinor: increment(day.revenueMinor[sale.currency] ?? 0),
        salesCount: increment(day.salesCount),
        saleId: sale.id,
      };
      return onlineOrQueued(
        () => recordSaleOnline(uid, sale, movements, statFields, statRef),
        () => recordSaleQueued(uid, sale, movements, statFields, statRef),
      );
    },

    async adjustStock(uid, input: AdjustStockInput): Promise<AdjustStockResult> {
      requireOwner(uid);
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
