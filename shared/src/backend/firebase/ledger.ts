// What the Firebase adapter's ledger writes share (sales.ts, refunds.ts, credit.ts): a stock
// movement with the stock it moves, a customer's account as read (the server moves it), the choice
// between a transaction online and a queued write offline, and what this device's cache already holds.
import { deleteField, doc, getDoc, getDocFromCache, increment, limit, orderBy, query, Timestamp, where } from 'firebase/firestore';
import type { CollectionReference, DocumentData, DocumentReference, DocumentSnapshot, SetOptions, UpdateData } from 'firebase/firestore';
import type { CurrencyCode, StockMovement } from '../../domain/entities';
import type { ProductFigures } from '../../domain/best-sellers';
import { BackendError, documentNotFound, isBackendError } from '../errors';
import type { SalesQuery } from '../port';
import type { FirebaseContext } from './context';
import { toBackendError } from './errors';
import { fromStoredMinor, StoredRecordError, stockMovementToStored } from '../codecs';
import { pickFields, PRODUCT_STOCK_MARK, STOCK_MOVEMENT_FIELDS } from './fields';

export { accountDocumentId, dailyStatDocumentId } from '../../records/document-ids';
import { accountDocumentId } from '../../records/document-ids';

/** Sales or refunds newest first: the newest `options.limit` of them when given. */
export const newestFirst = (records: CollectionReference, options?: SalesQuery) =>
  options?.limit !== undefined ? query(records, orderBy('createdAt', 'desc'), limit(options.limit)) : query(records, orderBy('createdAt', 'desc'));

/** Sales or refunds made on or after `since`, and before `before` when given, newest first. */
export const createdBetween = (records: CollectionReference, since: Date, before?: Date) =>
  query(
    records,
    where('createdAt', '>=', Timestamp.fromDate(since)),
    ...(before ? [where('createdAt', '<', Timestamp.fromDate(before))] : []),
    orderBy('createdAt', 'desc'),
  );

/** What a transaction and a batch both do. */
export interface Writer {
  set(ref: DocumentReference, data: DocumentData, options?: SetOptions): unknown;
  update(ref: DocumentReference, data: UpdateData<DocumentData>): unknown;
}

export function checkStock(uid: string, id: string, snapshot: DocumentSnapshot): void {
  if (!snapshot.exists()) throw documentNotFound(`businesses/${uid}/products/${id}`);
  if (typeof snapshot.get('quantity') !== 'number') {
    throw new BackendError('failed-precondition', `Product ${id} carries no stock quantity.`);
  }
}

/**
 * The product's stock as a movement leaves it: a count sets it, anything else moves it relative to
 * its current value. The movement's id goes with it, for the rules to find the movement. A
 * delivery at a unit cost moves the cost in the product's cost document (moveStock) and removes a
 * legacy `cost` the product document may still carry (fields.ts, PRODUCT_FIELDS), so that it can
 * never be moved over the newer figure.
 */
function quantityWrite(movement: StockMovement): Record<string, unknown> {
  const costAfter = movement.costAfterMinor ?? null;
  return {
    quantity: movement.reason === 'count' && movement.counted !== null ? movement.counted : increment(movement.change),
    [PRODUCT_STOCK_MARK]: movement.id,
    ...(costAfter === null ? {} : { cost: deleteField() }),
  };
}

/**
 * A product's cost document (`productCosts/{id}`) as this device could read it: its snapshot;
 * 'absent' when the cache does not hold it; 'refused' when the account may not read costs (a
 * cashier's: firebase/firestore.rules).
 */
export type CostRead = DocumentSnapshot | 'absent' | 'refused';

/**
 * A product's unit cost in minor units, null when not known: its cost document's; without one, the
 * legacy `cost` its product document may still carry; null when the cost document was refused.
 */
export function storedCostOf(uid: string, id: string, product: DocumentSnapshot, cost: CostRead): number | null {
  if (cost === 'refused') return null;
  if (cost !== 'absent' && cost.exists()) return fromStoredMinor(cost.get('cost'), `businesses/${uid}/productCosts/${id}`, 'cost');
  return fromStoredMinor(product.get('cost'), `businesses/${uid}/products/${id}`, 'cost');
}

/** `c1_GHS`: the account document of one customer in one currency. */
/**
 * The fields that add `figures` to the product roll-up `productStats/{date}_{currency}` (one
 * document per day and currency, as the daily roll-up's), set with merge: each product's figures
 * grow by plain increments, so two tills never lose each other's, and the record that moved it is
 * named (`saleId` or `refundId`) as the daily roll-up names it (firestore.rules, validProductStat).
 */
export function productStatFields(date: string, currency: CurrencyCode, figures: ProductFigures, naming: { saleId: string } | { refundId: string }): Record<string, unknown> {
  const products: Record<string, unknown> = {};
  for (const [id, f] of Object.entries(figures)) {
    products[id] = { name: f.name, units: increment(f.units), revenueMinor: increment(f.revenueMinor), costedRevenueMinor: increment(f.costedRevenueMinor), costMinor: increment(f.costMinor) };
  }
  return { date, currency, products, ...naming };
}


/** What an account document holds, in minor units: 0 when there is none (or the cache does not hold it). */
export function balanceIn(snapshot: DocumentSnapshot | null): number {
  if (!snapshot?.exists()) return 0;
  const balance: unknown = snapshot.get('balanceMinor');
  if (typeof balance !== 'number' || !Number.isSafeInteger(balance)) throw new StoredRecordError(`Account ${snapshot.id}`, 'balanceMinor', balance);
  return balance;
}

/**
 * A courtesy check made inside an online transaction, whose refusal is kept as a value rather than
 * thrown there. A transaction's reads are not one snapshot: the server judging a record between
 * two of them (a repayment read as not judged yet, then the account it has just moved) makes an
 * honest record look past the balance, counted twice. Returned from the transaction, the refusal
 * stands only once the commit has verified every document it was read from (the SDK checks each
 * read's version, even when nothing is written); had one changed, the commit fails and the
 * transaction runs again on fresh reads. The caller throws it after the commit. Anything but a
 * refusal (BackendError) is thrown at once.
 */
export async function refusalOf(check: () => void | Promise<void>): Promise<BackendError | null> {
  try {
    await check();
    return null;
  } catch (error) {
    if (isBackendError(error)) return error;
    throw error;
  }
}

export type FirebaseLedger = ReturnType<typeof createFirebaseLedger>;

export function createFirebaseLedger({ isOnline, paths }: Pick<FirebaseContext, 'isOnline' | 'paths'>) {
  const productRef = (uid: string, id: string) => doc(paths.products(uid), id);
  const costRef = (uid: string, id: string) => doc(paths.productCosts(uid), id);
  const movementRef = (uid: string, id: string) => doc(paths.stockMovements(uid), id);
  const accountRef = (uid: string, customerId: string, currency: CurrencyCode) => doc(paths.accounts(uid), accountDocumentId(customerId, currency));


  function moveStock(uid: string, writer: Writer, movement: StockMovement): void {
    // A movement is created once and never changed (firestore.rules): a resent write meets it and is refused whole.
    const stored = stockMovementToStored(movement);
    writer.set(movementRef(uid, movement.id), pickFields(stored, STOCK_MOVEMENT_FIELDS));
    writer.update(productRef(uid, movement.productId), quantityWrite(movement));
    // A delivery at a unit cost: the cost document holds the movement's cost after (the rules check the two are equal).
    if ((movement.costAfterMinor ?? null) !== null) writer.set(costRef(uid, movement.productId), { cost: stored.costAfter });
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
    return (await cachedStockAndCost(uid, id))?.quantity ?? null;
  }

  /** The product's stock and unit cost (null when unknown) as the local cache knows them; null when the cache does not hold the product. */
  async function cachedStockAndCost(uid: string, id: string): Promise<{ quantity: number; costMinor: number | null } | null> {
    const product = await getDocFromCache(productRef(uid, id)).catch(() => null);
    if (!product) return null;
    checkStock(uid, id, product);
    return { quantity: product.get('quantity') as number, costMinor: storedCostOf(uid, id, product, await cachedCost(uid, id)) };
  }

  /** What the local cache holds of a product's cost document ('absent': nothing). */
  const cachedCost = async (uid: string, id: string): Promise<CostRead> => (await getDocFromCache(costRef(uid, id)).catch(() => null)) ?? 'absent';

  /**
   * A product's cost document, read before a transaction and never inside one: an account that may
   * not read costs (a cashier's) would have the whole transaction refused. Refused, it is 'refused'
   * (the cost not known: nothing fails for want of it); unreachable, the cache's.
   */
  async function readCost(uid: string, id: string): Promise<CostRead> {
    try {
      return await getDoc(costRef(uid, id));
    } catch (error) {
      if (toBackendError(error).code === 'permission-denied') return 'refused';
      return cachedCost(uid, id);
    }
  }

  const wasCached = async (ref: DocumentReference) => (await getDocFromCache(ref).catch(() => null))?.exists() === true;

  /** What the local cache holds of a document; null when it holds nothing of it. */
  const cachedDoc = (ref: DocumentReference) => getDocFromCache(ref).catch(() => null);

  return { productRef, costRef, movementRef, accountRef, moveStock, onlineOrQueued, cachedStock, cachedStockAndCost, readCost, cachedDoc, wasCached };
}
