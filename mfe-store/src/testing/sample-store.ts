// A published store and a stand-in for the stranger's side of the backend, for the storefront's
// stories and tests: what the page is handed, and what it sends back, are recorded.
import { DEFAULT_OPENING_HOURS, type OnlineOrder, type OrderRequest, type PublishedProduct } from '@shop/shared/domain';
import type { PlaceOrderResult, OrderActionResult, StartedOrderPayment } from '@shop/shared/session';
import type { PublishedStore, StoreApi } from '../store-api';

export function sampleProducts(): PublishedProduct[] {
  return [
    { id: 'kente', name: 'Kente cloth', type: 'Physical', priceMinor: 12050, description: '', imageUrl: null, orderableUnits: 5 },
    { id: 'shea', name: 'Shea butter 250g', type: 'Physical', priceMinor: 4500, description: '', imageUrl: null, orderableUnits: 0 },
    { id: 'class', name: 'Weaving class', type: 'Ticket', priceMinor: 3000, description: '', imageUrl: null, orderableUnits: 100 },
  ];
}

/** Ama's Fabrics: cedis, open 08:00–18:00 every day in Accra, pickup and delivery to Osu (₵15.00), mobile money or cash. */
export function sampleStore(overrides: Partial<PublishedStore> = {}): PublishedStore {
  return {
    name: 'amas-fabrics',
    shopName: "Ama's Fabrics",
    currency: 'GHS',
    description: 'Fabrics from Accra',
    timeZone: 'Africa/Accra',
    openingHours: DEFAULT_OPENING_HOURS,
    pickup: true,
    delivery: true,
    deliveryAreas: [{ id: 'osu', name: 'Osu', feeMinor: 1500 }],
    payments: { mobileMoney: { number: '233244123456', name: 'Ama Mensah' }, bankTransfer: null, cashOnPickup: true, cashOnDelivery: true },
    whatsAppNumber: '233244123456',
    products: sampleProducts(),
    publishedAt: new Date('2026-03-02T09:00:00Z'),
    ...overrides,
  };
}

/** Noon in Accra on a Monday: the sample store is open. */
export const OPEN_TIME = new Date('2026-03-02T12:00:00Z');
/** Ten at night in Accra: the sample store is closed. */
export const CLOSED_TIME = new Date('2026-03-02T22:00:00Z');

/** An order as the server would have priced it from `request` (one Kente cloth, delivered to Osu, by mobile money). */
export function sampleOrder(overrides: Partial<OnlineOrder> = {}): OnlineOrder {
  return {
    id: '7f3c2a10-5b1e-4c9a-8d2f-0a1b2c3d4e5f',
    storeName: 'amas-fabrics',
    status: 'received',
    currency: 'GHS',
    lines: [{ productId: 'kente', name: 'Kente cloth', type: 'Physical', unitPriceMinor: 12050, quantity: 1 }],
    subtotalMinor: 12050,
    deliveryFeeMinor: 1500,
    totalMinor: 13550,
    customer: { name: 'Kofi Boateng', phone: '233244123457' },
    fulfilment: { method: 'delivery', areaId: 'osu', areaName: 'Osu', address: '12 Oxford Street' },
    paymentOption: 'mobile-money',
    note: '',
    placedAt: new Date('2026-03-02T12:00:00Z'),
    heldSince: null,
    payment: null,
    cancellation: null,
    updatedAt: new Date('2026-03-02T12:00:00Z'),
    ...overrides,
  };
}

export interface StoreApiStandIn extends StoreApi {
  /** Every order request the page sent, in order. */
  readonly requests: OrderRequest[];
  /** Every cancel asked, in order. */
  readonly cancels: { name: string; orderId: string; reason: string }[];
  /** Every payment started (Pay now), in order. */
  readonly payments: { name: string; orderId: string; returnUrl: string }[];
  /** Sends a new version of the followed order to the page (the shop moved it). */
  push(order: OnlineOrder | null): void;
}

export interface StoreApiOptions {
  /** What reading the store gives: a store, null (none), 'never' (still loading) or 'fail'. */
  store?: PublishedStore | null | 'never' | 'fail';
  /** What placing an order answers (placed with sampleOrder unless given). */
  place?: (request: OrderRequest) => PlaceOrderResult | 'fail';
  /** The order the order's page follows (null: none). */
  order?: OnlineOrder | null;
  cancel?: (order: OnlineOrder) => OrderActionResult;
  /** What starting a payment answers: started (the local desk's address unless given), 'fail' (no answer), 'never' (still starting) or the backend's refusal in words. */
  pay?: StartedOrderPayment | 'fail' | 'never' | { refused: string };
}

export function storeApiStandIn(options: StoreApiOptions = {}): StoreApiStandIn {
  const requests: OrderRequest[] = [];
  const cancels: { name: string; orderId: string; reason: string }[] = [];
  const payments: { name: string; orderId: string; returnUrl: string }[] = [];
  const listeners = new Set<(order: OnlineOrder | null) => void>();
  let order = options.order === undefined ? sampleOrder() : options.order;
  const store = options.store === undefined ? sampleStore() : options.store;
  return {
    requests,
    cancels,
    payments,
    startOrderPayment: (name, orderId, returnUrl) => {
      payments.push({ name, orderId, returnUrl });
      const pay = options.pay ?? { reference: 'store-sample', authorizationUrl: '/mailbox/payments-desk?reference=store-sample', amountMinor: order?.totalMinor ?? 0, currency: 'GHS' as const };
      if (pay === 'never') return new Promise(() => undefined);
      if (pay === 'fail') return Promise.reject(new Error('unavailable'));
      if ('refused' in pay) return Promise.reject(Object.assign(new Error(pay.refused), { code: 'failed-precondition' }));
      return Promise.resolve(pay);
    },
    push(next) {
      order = next;
      listeners.forEach((listener) => listener(next));
    },
    readPublishedStore: (name) => {
      if (store === 'never') return new Promise(() => undefined);
      if (store === 'fail') return Promise.reject(new Error('unavailable'));
      return Promise.resolve(store && store.name === name ? store : null);
    },
    placeOnlineOrder: (_name, request) => {
      requests.push(request);
      const answer = options.place ? options.place(request) : ({ placed: true, order: sampleOrder() } as const);
      return answer === 'fail' ? Promise.reject(new Error('unavailable')) : Promise.resolve(answer);
    },
    subscribeOwnOrder: (_name, _orderId, onNext) => {
      listeners.add(onNext);
      queueMicrotask(() => onNext(order));
      return () => listeners.delete(onNext);
    },
    cancelOwnOrder: (name, orderId, reason) => {
      cancels.push({ name, orderId, reason });
      if (!order) return Promise.reject(new Error('not-found'));
      const result: OrderActionResult = options.cancel
        ? options.cancel(order)
        : { done: true, order: { ...order, status: 'cancelled', cancellation: { reason, by: 'customer', at: new Date() } }, saleId: null };
      if (result.done) queueMicrotask(() => listeners.forEach((listener) => listener(result.order)));
      return Promise.resolve(result);
    },
  };
}
