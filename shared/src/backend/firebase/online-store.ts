// The online store on Firebase (port.ts, OnlineStoreApi; docs/product-rules.md, 'Online store').
// What strangers do is the server's: an order is placed, and a customer cancels their own, through
// the callables placeOnlineOrder and cancelOwnOrder (priced, held back and written by the server
// alone); the shop's actions on an order, its payment's one sale among them, through takeOrderAction
// (callables.ts; functions/README.md, 'The online store'). The settings and their link's claim
// (storeNames) are the owner's own write, under the rules (firebase/firestore.rules), followed by
// publishOnlineStore so the page goes up or down at once; the published record is rebuilt by the
// server's triggers as products, stock and reservations change, and read here as one document
// (publishedStores/{name}), a customer's order as another (publishedStores/{name}/orders/{id}).
// The inbox and the reservations are live queries of the shop's onlineOrders.
import { collection, doc, getDoc, onSnapshot, orderBy, query, runTransaction, serverTimestamp, where } from 'firebase/firestore';
import type { DocumentSnapshot } from 'firebase/firestore';
import type { OnlineStoreApi, OrderActionResult, PlaceOrderResult, PublishedStore, ReservedStock, StartedOrderPayment, Unsubscribe } from '../port';
import type { OnlineOrder, OnlineOrderStatus, OnlineStore } from '../../domain/online-store-records';
import { normaliseStoreName, publishedStoreAt, storeNameProblem } from '../../domain/online-store';
import { checkOnlineStore, checkStoreName, nameTaken, newestPlacedFirst, reservedNow } from '../online-store-server';
import type { CallServer } from './callables';
import type { FirebaseContext } from './context';
import { plainFromStore, recordFromStore } from './convert';
import type { FirebaseWatchers } from './live';
import { mapped, toBackendError } from './errors';

/** The statuses whose orders may hold units (reservations.ts counts which do now). */
const HOLDING: readonly OnlineOrderStatus[] = ['confirmed', 'ready', 'out-for-delivery'];

/** An order id that can name a document (others are no order). */
const orderIdOk = (id: unknown): id is string => typeof id === 'string' && id.length > 0 && id.length <= 128 && !id.includes('/') && id !== '.' && id !== '..';

const dateOf = (value: unknown): Date => new Date(value as string);

/** An order as a callable answers it (its times as ISO strings), as the port's. */
export function orderFromWire(wire: Record<string, unknown>): OnlineOrder {
  const order = wire as unknown as OnlineOrder & { heldSince: unknown; payment: { paidAt: unknown } | null; cancellation: { at: unknown } | null };
  return {
    ...order,
    placedAt: dateOf(order.placedAt),
    updatedAt: dateOf(order.updatedAt),
    heldSince: order.heldSince === null || order.heldSince === undefined ? null : dateOf(order.heldSince),
    payment: order.payment ? { ...order.payment, paidAt: dateOf(order.payment.paidAt) } : null,
    cancellation: order.cancellation ? { ...order.cancellation, at: dateOf(order.cancellation.at) } : null,
  };
}

/** The settings as kept, as the port's OnlineStore (the write's stamp left out). */
function storeOf(snapshot: DocumentSnapshot): OnlineStore | null {
  if (!snapshot.exists()) return null;
  const { updatedAt: _updatedAt, ...store } = plainFromStore<OnlineStore & { updatedAt?: unknown }>(snapshot.data());
  return store;
}

const orderOf = (snapshot: DocumentSnapshot): OnlineOrder => recordFromStore<OnlineOrder>(snapshot.id, snapshot.data() ?? {});

type PlacedOnWire = { placed: true; order: Record<string, unknown> } | Extract<PlaceOrderResult, { placed: false }>;
type ActionOnWire = { done: true; order: Record<string, unknown>; saleId: string | null } | Extract<OrderActionResult, { done: false }>;

const placedFromWire = (wire: PlacedOnWire): PlaceOrderResult => (wire.placed ? { placed: true, order: orderFromWire(wire.order) } : wire);
const actionFromWire = (wire: ActionOnWire): OrderActionResult => (wire.done ? { done: true, order: orderFromWire(wire.order), saleId: wire.saleId } : wire);

export function createFirebaseOnlineStore(context: FirebaseContext, watchers: FirebaseWatchers, call: CallServer): OnlineStoreApi {
  const { db, requireShop, now } = context;
  const settingsRef = (uid: string) => doc(db, 'businesses', uid, 'onlineStore', 'settings');
  const claimRef = (name: string) => doc(db, 'storeNames', name);
  const collectionOf = (uid: string) => collection(db, 'businesses', uid, 'onlineOrders');

  /** The shop's published record now, rebuilt by the server (null: off or not set up); `letGo` a link the save let go of. */
  async function publish(uid: string, letGo: string | null): Promise<PublishedStore | null> {
    const wire = await call<(Omit<PublishedStore, 'publishedAt'> & { publishedAt: string }) | null>('publishOnlineStore', { uid, ...(letGo ? { letGo } : {}) });
    return wire ? { ...wire, publishedAt: dateOf(wire.publishedAt) } : null;
  }

  /** A listener no one may open: answers null a moment later. */
  function nothing<T>(onNext: (value: T | null) => void): Unsubscribe {
    let active = true;
    queueMicrotask(() => active && onNext(null));
    return () => {
      active = false;
    };
  }

  return {
    subscribeOnlineStore: (uid, onNext, onError) => watchers.watchDocument(uid, settingsRef(uid), storeOf, onNext, onError),

    async isStoreNameFree(uid, typed) {
      requireShop(uid);
      const name = checkStoreName(typed);
      const claim = await mapped(() => getDoc(claimRef(name)));
      return !claim.exists() || claim.get('ownerUid') === uid;
    },

    // The settings, the new link's claim and the old one's release in one transaction (the rules
    // check each against the others: onlineStoreSettingsValid, storeNames); then the page is
    // published (or taken down) by the server at once.
    async saveOnlineStore(uid, store) {
      requireShop(uid);
      const checked = checkOnlineStore(store);
      const letGo = await mapped(() =>
        runTransaction(db, async (tx) => {
          // Every read before the first write, as Firestore's transactions require.
          const [claim, before] = await Promise.all([tx.get(claimRef(checked.name)), tx.get(settingsRef(uid))]);
          if (claim.exists() && claim.get('ownerUid') !== uid) throw nameTaken();
          const old: unknown = before.get('name');
          const renamed = typeof old === 'string' && old !== checked.name && storeNameProblem(old) === null ? old : null;
          const oldClaim = renamed ? await tx.get(claimRef(renamed)) : null;
          tx.set(settingsRef(uid), { ...checked, chosenProductIds: [...checked.chosenProductIds], deliveryAreas: checked.deliveryAreas.map((area) => ({ ...area })), updatedAt: serverTimestamp() });
          if (!claim.exists()) tx.set(claimRef(checked.name), { ownerUid: uid, claimedAt: serverTimestamp() });
          if (renamed && oldClaim?.get('ownerUid') === uid) tx.delete(claimRef(renamed));
          return renamed;
        }),
      );
      await publish(uid, letGo);
    },

    async publishOnlineStore(uid) {
      requireShop(uid);
      return publish(uid, null);
    },

    async readPublishedStore(typed) {
      const name = normaliseStoreName(typeof typed === 'string' ? typed : '');
      if (storeNameProblem(name) !== null) return null;
      const record = await mapped(() => getDoc(doc(db, 'publishedStores', name)));
      // As it reads now: a hold that lapsed since the server last wrote it is taken in (orderableFrom).
      return record.exists() ? publishedStoreAt(plainFromStore<PublishedStore>(record.data()), new Date()) : null;
    },

    async placeOnlineOrder(name, request) {
      return placedFromWire(await call<PlacedOnWire>('placeOnlineOrder', { name, request }));
    },

    subscribeOwnOrder(typed, orderId, onNext, onError) {
      const name = normaliseStoreName(typeof typed === 'string' ? typed : '');
      if (storeNameProblem(name) !== null || !orderIdOk(orderId)) return nothing(onNext);
      return onSnapshot(
        doc(db, 'publishedStores', name, 'orders', orderId),
        (snapshot) => onNext(snapshot.exists() ? orderOf(snapshot) : null),
        (error) => onError(toBackendError(error)),
      );
    },

    async cancelOwnOrder(name, orderId, reason) {
      return actionFromWire(await call<ActionOnWire>('cancelOwnOrder', { name, orderId, reason }));
    },

    // The server starts it with the shop's own key for the order's own total (functions/src/store-payments.ts).
    async startOrderPayment(name, orderId, returnUrl) {
      return call<StartedOrderPayment>('startOrderPayment', { name, orderId, returnUrl });
    },

    subscribeOnlineOrders: (uid, onNext, onError) =>
      watchers.watchQuery(
        uid,
        () => query(collectionOf(uid), orderBy('placedAt', 'desc')),
        (snapshot) => snapshot.docs.map(orderOf).sort(newestPlacedFirst),
        onNext,
        onError,
      ),

    async takeOrderAction(uid, orderId, request) {
      requireShop(uid);
      return actionFromWire(await call<ActionOnWire>('takeOrderAction', { ...request, uid, orderId }));
    },

    // The hold (the settings' holdHours) and the orders that may hold units, each followed live:
    // counted again whenever either changes, once both have been heard.
    subscribeReservedStock(uid, onNext, onError) {
      let store: OnlineStore | null | undefined;
      let orders: OnlineOrder[] | undefined;
      let failed = false;
      const tell = () => {
        if (!failed && store !== undefined && orders !== undefined) onNext(reservedNow(store, orders, now()) as ReservedStock);
      };
      const fail = (error: Error) => {
        if (failed) return;
        failed = true;
        stopSettings();
        stopOrders();
        onError(error);
      };
      const stopSettings = watchers.watchDocument(uid, settingsRef(uid), storeOf, (next) => ((store = next), tell()), fail);
      const stopOrders = watchers.watchQuery(uid, () => query(collectionOf(uid), where('status', 'in', [...HOLDING])), (snapshot) => snapshot.docs.map(orderOf), (next) => ((orders = next), tell()), fail);
      return () => {
        stopSettings();
        stopOrders();
      };
    },
  };
}
