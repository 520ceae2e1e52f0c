// The memory backend's online store (port.ts, OnlineStoreApi): each shop's settings, its published
// record and its orders live in its Shop (shop.ts); the link names are one register across the
// shops of this memory "server", so two owners never share one. The page's methods need no
// sign-in: they find the shop by its store's name. A paid order becomes its sale through the
// adapter's own recordSale, as the till's does. The rules are the domain's, gathered by
// ../online-store-server.ts.
import { BackendError, permissionDenied } from '../errors';
import type { Backend, BackendUser, ErrorCallback, OnlineStoreApi, OrderActionRequest, OrderActionResult, Unsubscribe } from '../port';
import { checkOnlineStore, checkStoreName, nameTaken, newestPlacedFirst, orderMove, orderToPlace, publishedStoreOf, stampedOrderSale } from '../online-store-server';
import { followReservedStock } from '../reserved-stock-follower';
import { findOrderCustomer, orderCustomerDraft } from '../../domain/online-orders';
import type { OrderActor } from '../../domain/online-store-records';
import { normaliseStoreName } from '../../domain/online-store';
import type { OnlineOrder } from '../../domain/online-store-records';
import { newSaleId } from '../../domain/ids';
import { planStanding } from '../../domain/plans';
import { orderPath } from '../../domain/online-store';
import { gatewayPlanRefusal, orderPaymentRefusal, paysOnline, storeGatewayWords, storePaymentReference } from '../../domain/store-gateway';
import { paymentsDeskUrl } from '../plan-desk';
import type { SaleCustomer } from '../../domain/entities';
import type { MemoryCall, MemorySubscription } from './options';
import type { LiveList, Shop } from './shop';

/** What the memory adapter lends its online store. */
export interface MemoryOnlineStoreLink {
  shopOf(uid: string): Shop;
  user(): BackendUser | null;
  gate(method: MemoryCall, ...args: unknown[]): Promise<void>;
  /** The adapter's owner-checked subscription (memory-backend.ts). */
  subscribe<T>(method: MemorySubscription, uid: string, list: (shop: Shop) => LiveList<T>, onNext: (value: T) => void, onError: ErrorCallback, view?: (value: T) => T): Unsubscribe;
  /** The adapter's own ledger and customers: a paid order's sale is recorded as the till's is. */
  inner: Pick<Backend, 'recordSale' | 'addCustomer'>;
  /** Whether the shop has its own Paystack account connected (store-gateway.ts). */
  gatewayConnected(uid: string): boolean;
  randomId(): string;
  now(): Date;
}

export function memoryOnlineStore(link: MemoryOnlineStoreLink, seeded: Iterable<[string, Shop]>): OnlineStoreApi {
  const { shopOf, gate, now } = link;
  /** Which shop has each link name. */
  const names = new Map<string, string>();
  /** The payments started through shops' own accounts, by reference. */
  const started = new Map<string, { uid: string; orderId: string; amountMinor: number; returnUrl: string }>();

  const requireOwner = (uid: string) => {
    const user = link.user();
    if (user === null || user.uid !== uid) throw permissionDenied();
  };

  /** Writes the shop's published record again from what it holds now (removed when off). */
  function republish(uid: string): void {
    const shop = shopOf(uid);
    const store = shop.onlineStore.get();
    const business = shop.readBusiness();
    const payOnline = business ? paysOnline(planStanding(business, now()), link.gatewayConnected(uid)) : false;
    shop.published.set(store ? publishedStoreOf(store, business, shop.products.all(), shop.onlineOrders.all(), now(), payOnline) : null);
  }

  for (const [uid, shop] of seeded) {
    const store = shop.onlineStore.get();
    if (!store) continue;
    names.set(store.name, uid);
    republish(uid);
  }

  /** The shop whose store has this name, as typed; null when none. */
  function shopNamed(typed: string): { uid: string; shop: Shop } | null {
    const uid = names.get(normaliseStoreName(typeof typed === 'string' ? typed : ''));
    return uid === undefined ? null : { uid, shop: shopOf(uid) };
  }

  /** The sale's customer for a paid order: the shop's with the order's phone, or one made from the order. */
  async function customerFor(uid: string, order: OnlineOrder): Promise<SaleCustomer> {
    const known = findOrderCustomer(order, shopOf(uid).customers.all());
    if (known) return { id: known.id, name: known.name };
    const draft = orderCustomerDraft(order);
    return { id: await link.inner.addCustomer(uid, draft), name: draft.name };
  }

  /** One action on one order of the shop `uid`, as `actor`; the order, its sale and the record written together. */
  async function move(uid: string, orderId: string, request: OrderActionRequest, actor: OrderActor): Promise<OrderActionResult> {
    const shop = shopOf(uid);
    const order = shop.onlineOrders.all().find((each) => each.id === orderId);
    if (!order) throw new BackendError('not-found', `No order ${orderId}.`);
    const facts = { actor, approved: request.approvedBy !== undefined, store: shop.onlineStore.get(), products: shop.products.all(), orders: shop.onlineOrders.all(), now: now() };
    // The customer is found or made only for a payment the rules let through.
    const trial = orderMove(order, request, { ...facts, customer: null });
    if (!trial.ok) return { done: false, refusal: trial.refusal };
    const result = request.action === 'mark-paid' ? orderMove(order, request, { ...facts, customer: await customerFor(uid, order) }) : trial;
    if (!result.ok) return { done: false, refusal: result.refusal };
    if (result.sale) await link.inner.recordSale(uid, { sale: stampedOrderSale(result.sale.sale, request), stockDecrements: result.sale.stockDecrements });
    shop.onlineOrders.set(shop.onlineOrders.all().map((each) => (each.id === orderId ? result.order : each)));
    republish(uid);
    return { done: true, order: result.order, saleId: result.sale ? result.sale.sale.id : null };
  }

  return {
    subscribeOnlineStore: (uid, onNext, onError) => link.subscribe('subscribeOnlineStore', uid, (shop) => shop.onlineStore.live, onNext, onError),

    async isStoreNameFree(uid, typed) {
      requireOwner(uid);
      await gate('isStoreNameFree', uid, typed);
      const name = checkStoreName(typed);
      const holder = names.get(name);
      return holder === undefined || holder === uid;
    },

    async saveOnlineStore(uid, store) {
      requireOwner(uid);
      await gate('saveOnlineStore', uid, store);
      const checked = checkOnlineStore(store);
      const holder = names.get(checked.name);
      if (holder !== undefined && holder !== uid) throw nameTaken();
      const shop = shopOf(uid);
      const before = shop.onlineStore.get();
      if (before && before.name !== checked.name) names.delete(before.name);
      names.set(checked.name, uid);
      shop.onlineStore.set({ ...checked, chosenProductIds: [...checked.chosenProductIds], deliveryAreas: checked.deliveryAreas.map((area) => ({ ...area })) });
      republish(uid);
    },

    async publishOnlineStore(uid) {
      requireOwner(uid);
      await gate('publishOnlineStore', uid);
      republish(uid);
      return shopOf(uid).published.get();
    },

    async readPublishedStore(typed) {
      await gate('readPublishedStore', typed);
      // No trigger runs here when a product, the stock or a reservation changes: the read rebuilds the record first.
      const found = shopNamed(typed);
      if (!found) return null;
      republish(found.uid);
      return found.shop.published.get();
    },

    async placeOnlineOrder(typed, request) {
      await gate('placeOnlineOrder', typed, request);
      const found = shopNamed(typed);
      const shop = found?.shop;
      const result = orderToPlace(request, { store: shop?.onlineStore.get() ?? null, products: shop?.products.all() ?? [], orders: shop?.onlineOrders.all() ?? [], plan: shop?.readBusiness() ?? null, id: newSaleId(), now: now() });
      if (!result.placed || !found || !shop) return result;
      shop.onlineOrders.set([result.order, ...shop.onlineOrders.all()].sort(newestPlacedFirst));
      republish(found.uid);
      return result;
    },

    subscribeOwnOrder(typed, orderId, onNext, onError) {
      const found = shopNamed(typed);
      if (!found) {
        let active = true;
        queueMicrotask(() => active && onNext(null));
        return () => {
          active = false;
        };
      }
      void onError;
      return found.shop.onlineOrders.live.listen((orders) => onNext(orders.find((order) => order.id === orderId) ?? null));
    },

    async cancelOwnOrder(typed, orderId, reason) {
      await gate('cancelOwnOrder', typed, orderId, reason);
      const found = shopNamed(typed);
      if (!found) throw new BackendError('not-found', `No order ${orderId}.`);
      return move(found.uid, orderId, { action: 'cancel', reason }, 'customer');
    },

    // The memory backend starts a payment as the others do, kept pending: no desk answers it here.
    async startOrderPayment(typed, orderId, returnUrl) {
      await gate('startOrderPayment', typed, orderId, returnUrl);
      const found = shopNamed(typed);
      const order = found?.shop.onlineOrders.all().find((each) => each.id === orderId);
      if (!found || !order) throw new BackendError('not-found', 'No such order.');
      const business = found.shop.readBusiness();
      const refusal =
        orderPaymentRefusal(order) ?? (business ? gatewayPlanRefusal(planStanding(business, now())) : { code: 'not-pro' as const }) ?? (link.gatewayConnected(found.uid) ? null : { code: 'not-connected' as const });
      if (refusal) throw new BackendError('failed-precondition', storeGatewayWords(refusal));
      const reference = storePaymentReference(link.randomId());
      started.set(reference, { uid: found.uid, orderId: order.id, amountMinor: order.totalMinor, returnUrl: orderPath(order.storeName, order.id) });
      return { reference, authorizationUrl: paymentsDeskUrl(reference), amountMinor: order.totalMinor, currency: order.currency };
    },

    subscribeOnlineOrders: (uid, onNext, onError) => link.subscribe('subscribeOnlineOrders', uid, (shop) => shop.onlineOrders.live, onNext, onError),

    async takeOrderAction(uid, orderId, request) {
      requireOwner(uid);
      await gate('takeOrderAction', uid, orderId, request);
      // The till guard let it through as the operator's role allows (ORDER_PERMISSIONS): the shop acts.
      return move(uid, orderId, request, 'owner');
    },

    subscribeReservedStock: (uid, onNext, onError) => {
      const follower = followReservedStock(onNext, now);
      const unsubscribe = link.subscribe('subscribeReservedStock', uid, (shop) => shop.onlineOrders.live, (orders) => follower.tell(shopOf(uid).onlineStore.get(), orders), onError);
      return () => {
        follower.stop();
        unsubscribe();
      };
    },
  };
}
