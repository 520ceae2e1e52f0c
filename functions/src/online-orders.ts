// A stranger's order on a shop's online store (functions/README.md, 'The online store'): the page
// sends only which products, how many, the checkout and the total it showed (OrderRequest); the
// server finds the store by its link name (storeNames), reads its settings, the products asked for
// and the store's open and recent orders, holds a flood back (orderFloodCounts, orderFloodRefusal:
// MAX_ORDERS_PER_PHONE_PER_WINDOW, MAX_ORDERS_PER_STORE_PER_WINDOW) and prices it with the domain's
// placeOrder, all in one transaction, then writes the order for the shop and its page for the
// customer. No price, fee, stock or total is ever taken from the page.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  MAX_ORDER_LINES,
  ORDER_FLOOD_WINDOW_MS,
  holdHoursOf,
  internationalPhone,
  newSaleId,
  normaliseStoreName,
  orderFloodCounts,
  orderFloodRefusal,
  placeOrder,
  reservedUnits,
  storeNameProblem,
} from '@shop/shared/domain';
import type { OnlineOrder, OnlineOrderStatus, OnlineStore, OrderRefusal, OrderRequest, Product } from '@shop/shared/domain';
import { productFromStored } from '@shop/shared/records';
import type { StoredProduct } from '@shop/shared/records';
import { fromStore } from './stored';
import { planOf } from './plan-record';

/** The orders whose units a hold may keep or that the flood limits count whatever their age. */
const OPEN_STATUSES: readonly OnlineOrderStatus[] = ['received', 'confirmed', 'ready', 'out-for-delivery'];

/** What the callable answers: the order as placed (its times as ISO strings), or the domain's refusal. */
export type PlacedOnWire = { placed: true; order: Record<string, unknown> } | { placed: false; refusal: OrderRefusal };

/** The request as sent, if it is shaped like one at all (the domain reads its fields). */
function requestOf(data: unknown): { name: string; request: OrderRequest } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { name, request } = data as { name?: unknown; request?: Partial<OrderRequest> };
  if (typeof name !== 'string' || typeof request !== 'object' || request === null) return null;
  if (typeof request.checkout !== 'object' || request.checkout === null || !Number.isSafeInteger(request.expectedTotalMinor) || !Array.isArray(request.lines)) return null;
  return { name: normaliseStoreName(name), request: request as OrderRequest };
}

/** A product id the page named that can be a document's id (others are simply not in the store). */
const readableId = (id: unknown): id is string => typeof id === 'string' && id.length > 0 && id.length <= 128 && !id.includes('/') && id !== '.' && id !== '..';

/** The order with its times as ISO strings, as a callable's answer carries it. */
export function orderOnWire(order: OnlineOrder): Record<string, unknown> {
  return JSON.parse(JSON.stringify(order)) as Record<string, unknown>;
}

/** The order as kept: its id is the document's. */
function orderToStore({ id: _id, ...order }: OnlineOrder): Record<string, unknown> {
  return order as unknown as Record<string, unknown>;
}

async function storeOf(tx: Transaction, db: Firestore, name: string): Promise<{ uid: string; store: OnlineStore } | null> {
  const claim = await tx.get(db.doc(`storeNames/${name}`));
  const uid: unknown = claim.get('ownerUid');
  if (typeof uid !== 'string') return null;
  const settings = await tx.get(db.doc(`businesses/${uid}/onlineStore/settings`));
  if (!settings.exists) return null;
  const store = fromStore<OnlineStore>(settings.data());
  // The settings must still name this link (a rename lets the old name go).
  return store.name === name ? { uid, store } : null;
}

/** The store's orders the limits and the holds count: every open one, and every one placed within ORDER_FLOOD_WINDOW_MS. */
async function ordersToCount(tx: Transaction, db: Firestore, uid: string, now: Date): Promise<OnlineOrder[]> {
  const orders = db.collection(`businesses/${uid}/onlineOrders`);
  const [open, recent] = await Promise.all([
    tx.get(orders.where('status', 'in', [...OPEN_STATUSES])),
    tx.get(orders.where('placedAt', '>', new Date(now.getTime() - ORDER_FLOOD_WINDOW_MS))),
  ]);
  const byId = new Map<string, OnlineOrder>();
  for (const snapshot of [...open.docs, ...recent.docs]) byId.set(snapshot.id, fromStore<OnlineOrder>({ ...snapshot.data(), id: snapshot.id }));
  return [...byId.values()];
}

/** Places a stranger's order (the callable `placeOnlineOrder`): held back, priced and written by the server alone. */
export async function placeStrangersOrder(db: Firestore, data: unknown, now: Date): Promise<PlacedOnWire> {
  const asked = requestOf(data);
  if (!asked) return { placed: false, refusal: { code: 'malformed' } };
  const { name, request } = asked;
  if (storeNameProblem(name) !== null) return { placed: false, refusal: { code: 'store-off' } };
  return db.runTransaction(async (tx): Promise<PlacedOnWire> => {
    const found = await storeOf(tx, db, name);
    if (!found?.store.enabled) return { placed: false, refusal: { code: 'store-off' } };
    const { uid, store } = found;
    const ids = [...new Set(request.lines.slice(0, MAX_ORDER_LINES + 1).map((line) => line?.productId).filter(readableId))];
    const [snapshots, orders, profile] = await Promise.all([
      ids.length > 0 ? tx.getAll(...ids.map((id) => db.doc(`businesses/${uid}/products/${id}`))) : Promise.resolve([]),
      ordersToCount(tx, db, uid, now),
      tx.get(db.doc(`businesses/${uid}`)),
    ]);
    const plan = planOf(profile);
    const phone = internationalPhone(typeof request.checkout.phone === 'string' ? request.checkout.phone : '') ?? '';
    const flood = orderFloodRefusal(orderFloodCounts(orders, phone, now));
    if (flood) return { placed: false, refusal: flood };
    const products = new Map<string, Product>();
    for (const snapshot of snapshots) {
      if (!snapshot.exists) continue;
      try {
        products.set(snapshot.id, productFromStored(fromStore<StoredProduct>({ ...snapshot.data(), id: snapshot.id })));
      } catch {
        // A product whose stored price cannot be read is not sold (placeOrder: not in the store).
      }
    }
    // A random UUID, as every sale id is: the order's id is the sale's once it is paid.
    const orderRef = db.doc(`businesses/${uid}/onlineOrders/${newSaleId()}`);
    const placed = placeOrder(request, { store, plan, products, reserved: reservedUnits(orders, holdHoursOf(store), now), id: orderRef.id, now });
    if (!placed.ok) return { placed: false, refusal: placed.refusal };
    tx.create(orderRef, orderToStore(placed.order));
    // The customer's page of their order, read by its unguessable id (firestore.rules, publishedStores).
    tx.create(db.doc(`publishedStores/${name}/orders/${orderRef.id}`), orderToStore(placed.order));
    return { placed: true, order: orderOnWire(placed.order) };
  });
}
