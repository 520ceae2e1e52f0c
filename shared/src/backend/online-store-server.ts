// What a server does with the instant online store (docs/product-rules.md, 'Online store'), on the
// records it read, for every adapter that is its own server (memory/, local/): the settings checked
// and the name read as kept, the published record built from the catalogue, a stranger's order held
// back by the flood limits and then priced by the domain (placeOrder), and a move of an order with
// what it reads (applyOrderAction). The rules are the domain's; this file only gathers their facts.
import type { OnlineOrder, OnlineStore, OrderActor } from '../domain/online-store-records';
import type { Business, Product, SaleCustomer } from '../domain/entities';
import { holdHoursOf, normaliseStoreName, onlineStoreProblem, publishedCatalogue, storeNameProblem } from '../domain/online-store';
import type { OrderActionResult as DomainOrderActionResult, OrderRequest } from '../domain/online-orders';
import { applyOrderAction, ORDER_ACTIONS, orderFloodCounts, orderFloodRefusal, placeOrder } from '../domain/online-orders';
import { internationalPhone } from '../domain/receipt-share';
import { reservedUnits } from '../domain/reservations';
import type { PlanRecord } from '../domain/plans';
import { ONLINE_STORE_MESSAGES } from '../domain/online-store-words';
import { BackendError } from './errors';
import type { OrderActionRequest, PlaceOrderResult, PublishedStore } from './port';

/** The store as it may be kept, or 'invalid-argument' with what is wrong (onlineStoreProblem). */
export function checkOnlineStore(store: OnlineStore): OnlineStore {
  const problem = typeof store === 'object' && store !== null ? onlineStoreProblem(store) : 'A store is a record of settings.';
  if (problem) throw new BackendError('invalid-argument', problem);
  return store;
}

/** The link name as kept (trimmed, lower-case), or 'invalid-argument' for one that cannot be a link. */
export function checkStoreName(typed: string): string {
  const name = normaliseStoreName(typeof typed === 'string' ? typed : '');
  if (storeNameProblem(name) !== null) throw new BackendError('invalid-argument', 'A store link is 3 to 30 of a–z, digits and single dashes, and not a kept word.');
  return name;
}

/** The refusal of a name another shop has. */
export const nameTaken = () => new BackendError('failed-precondition', ONLINE_STORE_MESSAGES.nameTaken);

/** Units reserved now by the store's orders (reservations.ts). */
export function reservedNow(store: OnlineStore | null, orders: readonly OnlineOrder[], now: Date): Map<string, number> {
  return reservedUnits(orders, holdHoursOf(store), now);
}

/** What the published record carries of the shop's profile: its name, logo and brand colour. */
export type PublishedProfile = Pick<Business, 'businessName' | 'logoUrl' | 'brandColour'>;

/** The store's published record from the shop's profile, products and orders now (`payOnline`: the shop takes payment through its own account); null when the store is off. */
export function publishedStoreOf(store: OnlineStore, profile: PublishedProfile | null, products: readonly Product[], orders: readonly OnlineOrder[], now: Date, payOnline = false): PublishedStore | null {
  if (!store.enabled) return null;
  return {
    name: store.name,
    shopName: profile?.businessName ?? '',
    // The logo and colour from the shop's profile, as the server's republishStore copies them.
    ...(profile?.logoUrl ? { logoUrl: profile.logoUrl } : {}),
    ...(profile?.brandColour ? { brandColour: profile.brandColour } : {}),
    currency: store.currency,
    description: store.description,
    timeZone: store.timeZone,
    openingHours: store.openingHours,
    pickup: store.pickup,
    delivery: store.delivery,
    deliveryAreas: store.deliveryAreas,
    payments: store.payments,
    whatsAppNumber: store.whatsAppNumber,
    // Pay now on the order's page (store-gateway.ts, paysOnline), as the server's republishStore sets it.
    ...(payOnline ? { payOnline: true as const } : {}),
    // As Firebase's server publishes it: with the moments holds lapse (orderableFrom), read by the page at its read.
    products: publishedCatalogue(store, products, orders, now),
    publishedAt: now,
  };
}

/** Whether the page sent something shaped like a request at all (the domain reads its fields). */
function requestShaped(request: OrderRequest): boolean {
  const checkout = (request as Partial<OrderRequest> | null)?.checkout;
  return typeof request === 'object' && request !== null && typeof checkout === 'object' && checkout !== null && Number.isSafeInteger(request.expectedTotalMinor);
}

/** What the server read to place an order on one store. */
export interface PlaceFacts {
  /** The store found by its name; null when none has it. */
  store: OnlineStore | null;
  products: readonly Product[];
  /** Every order of the store: the flood limits and the reservations count them. */
  orders: readonly OnlineOrder[];
  /** The shop's plan (its business record): placeOrder's. */
  plan: PlanRecord | null;
  id: string;
  now: Date;
}

/** A stranger's order held back by the flood limits, else priced and checked by placeOrder. */
export function orderToPlace(request: OrderRequest, facts: PlaceFacts): PlaceOrderResult {
  const { store, now, plan } = facts;
  if (!store?.enabled) return { placed: false, refusal: { code: 'store-off' } };
  if (!requestShaped(request)) return { placed: false, refusal: { code: 'malformed' } };
  const phone = internationalPhone(typeof request.checkout.phone === 'string' ? request.checkout.phone : '') ?? '';
  const flood = orderFloodRefusal(orderFloodCounts(facts.orders, phone, now));
  if (flood) return { placed: false, refusal: flood };
  const placed = placeOrder(request, {
    store,
    plan,
    products: new Map(facts.products.map((product) => [product.id, product])),
    reserved: reservedNow(store, facts.orders, now),
    id: facts.id,
    now,
  });
  return placed.ok ? { placed: true, order: placed.order } : { placed: false, refusal: placed.refusal };
}

/** What the server read to move an order. */
export interface MoveFacts {
  actor: OrderActor;
  /** A manager's PIN let it through (the till guard's approval). */
  approved: boolean;
  store: OnlineStore | null;
  products: readonly Product[];
  /** The store's orders (the order among them or not): their reservations count. */
  orders: readonly OnlineOrder[];
  /** Marked paid: the sale's customer (findOrderCustomer, or the one made from the order). */
  customer: SaleCustomer | null;
  now: Date;
}

/** One action on an order, the domain's way, with the stock, the other orders, the hold and the costs the server read. */
export function orderMove(order: OnlineOrder, request: OrderActionRequest, facts: MoveFacts): DomainOrderActionResult {
  if (typeof request !== 'object' || request === null || !ORDER_ACTIONS.includes(request.action)) throw new BackendError('invalid-argument', 'An order action is one of ORDER_ACTIONS.');
  const stock = new Map<string, number>();
  for (const product of facts.products) if (product.type === 'Physical') stock.set(product.id, product.quantity ?? 0);
  const input =
    request.action === 'mark-paid'
      ? {
          action: 'mark-paid' as const,
          method: request.method,
          amountMinor: request.amountMinor,
          customer: facts.customer,
          costs: new Map(facts.products.map((product) => [product.id, product.costMinor ?? null])),
        }
      : request.action === 'cancel'
        ? { action: 'cancel' as const, reason: typeof request.reason === 'string' ? request.reason : '' }
        : { action: request.action };
  return applyOrderAction(order, input, {
    actor: facts.actor,
    approved: facts.approved,
    now: facts.now,
    holdHours: holdHoursOf(facts.store),
    stock,
    orders: facts.orders,
  });
}

/** The sale a paid order became, with the till's stamps the request carried. */
export function stampedOrderSale<T extends { madeBy?: OrderActionRequest['madeBy']; approvedBy?: OrderActionRequest['approvedBy'] }>(sale: T, request: OrderActionRequest): T {
  return { ...sale, ...(request.madeBy ? { madeBy: { ...request.madeBy } } : {}), ...(request.approvedBy ? { approvedBy: { ...request.approvedBy } } : {}) };
}

/** Orders newest placed first, as the shop's inbox lists them. */
export const newestPlacedFirst = (a: OnlineOrder, b: OnlineOrder): number => b.placedAt.getTime() - a.placedAt.getTime() || (a.id < b.id ? 1 : -1);
