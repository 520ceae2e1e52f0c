// What the Firebase adapter's ledger writes share (sales.ts, refunds.ts): a stock movement with
// the stock it moves, the choice between a transaction online and a queued write offline, and what
// this device's cache already holds.
import { doc, getDocFromCache, increment, limit, orderBy, query, Timestamp, where } from 'firebase/firestore';
import type { CollectionReference, DocumentData, DocumentReference, DocumentSnapshot, SetOptions, UpdateData } from 'firebase/firestore';
import type { CurrencyCode, StockMovement } from '../../domain/entities';
import { BackendError, documentNotFound, isBackendError } from '../errors';
import type { SalesQuery } from '../port';
import type { FirebaseContext } from './context';
import { toBackendError } from './errors';
import { fromStoredMinor, stockMovementToStored } from '../codecs';
import { pickFields, PRODUCT_STOCK_MARK, STOCK_MOVEMENT_FIELDS } from './fields';

/** `2024-05-01_GHS`: the roll-up document of one day and currency. */
export const dailyStatDocumentId = (date: string, currency: CurrencyCode) => `${date}_${currency}`;

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
 * delivery at a unit cost sets the product's cost to the movement's cost after, as stored (the
 * rules check the two are equal).
 */
function quantityWrite(movement: StockMovement): Record<string, unknown> {
  const costAfter = movement.costAfterMinor ?? null;
  return {
    quantity: movement.reason === 'count' && movement.counted !== null ? movement.counted : increment(movement.change),
    [PRODUCT_STOCK_MARK]: movement.id,
    ...(costAfter === null ? {} : { cost: stockMovementToStored(movement).costAfter }),
  };
}

/** A stored product's unit cost in minor units; null when unknown. */
export function storedCostOf(uid: string, id: string, snapshot: DocumentSnapshot): number | null {
  return fromStoredMinor(snapshot.get('cost'), `businesses/${uid}/products/${id}`, 'cost');
}

export type FirebaseLedger = ReturnType<typeof createFirebaseLedger>;

export function createFirebaseLedger({ isOnline, paths }: Pick<FirebaseContext, 'isOnline' | 'paths'>) {
  const productRef = (uid: string, id: string) => doc(paths.products(uid), id);
  const movementRef = (uid: string, id: string) => doc(paths.stockMovements(uid), id);

  function moveStock(uid: string, writer: Writer, movement: StockMovement): void {
    // A movement is created once and never changed (firestore.rules): a resent write meets it and is refused whole.
    writer.set(movementRef(uid, movement.id), pickFields(stockMovementToStored(movement), STOCK_MOVEMENT_FIELDS));
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
    return (await cachedStockAndCost(uid, id))?.quantity ?? null;
  }

  /** The product's stock and unit cost (null when unknown) as the local cache knows them; null when the cache does not hold it. */
  async function cachedStockAndCost(uid: string, id: string): Promise<{ quantity: number; costMinor: number | null } | null> {
    const product = await getDocFromCache(productRef(uid, id)).catch(() => null);
    if (!product) return null;
    checkStock(uid, id, product);
    return { quantity: product.get('quantity') as number, costMinor: storedCostOf(uid, id, product) };
  }

  const wasCached = async (ref: DocumentReference) => (await getDocFromCache(ref).catch(() => null))?.exists() === true;

  return { productRef, movementRef, moveStock, onlineOrQueued, cachedStock, cachedStockAndCost, wasCached };
}
