/*
# Orders from the online store (docs/product-rules.md, 'Online store')

## Placing an order (`placeOrder`, run by the server)
The page sends only which products, how many, who, how they get the goods, how they will pay, a
note, and the total it showed (`OrderRequest`). Everything else is the server's, from the shop's
own catalogue and store settings: the lines' names and prices, what is available (after
reservations), the delivery area's fee, the totals in integer minor units. A price in the page is
never read; a total that differs from the server's is refused (`prices-changed`, with the total
now) so a customer never owes what they did not see. Refused, in this order: the store is off;
the request is not one the page makes (`malformed`: a repeated product, a quantity not a whole
number); empty; more than MAX_ORDER_LINES lines or a quantity outside 1..MAX_ORDER_QUANTITY; a
product the store does not publish (another shop's, unpublished, another currency, deleted); the
checkout's details (`validateCheckout`); a product with too little available; a total above the
largest amount; a total that differs. Floods are held back before (`orderFloodRefusal`).

## The status machine (`ORDER_TRANSITIONS`, `applyOrderAction`)
received → confirmed → ready (pickup) or out-for-delivery (delivery) → done; received, confirmed,
ready and out-for-delivery → cancelled (with a reason). done and cancelled are final.
- **confirm** (received) reserves the stock: refused when what is available does not cover it.
- **hold-again** (confirmed, hold lapsed, unpaid) holds it again from now, with the same check.
- **mark-paid** (confirmed, ready or out-for-delivery, once): the method and the money handed over
  — the whole total, more only in cash (the change) — and the order becomes exactly one sale of
  the ledger (`buildOrderSale`; its id is the order's, so a replay records nothing). Refused on a
  lapsed hold (hold it again first) and on an order the stock no longer covers.
- **complete** (ready or out-for-delivery) needs it paid: every done order is one sale.
- **cancel** needs a reason from the shop, releases the reservation, and is refused once paid
  (the money is in the ledger: refund the sale). The customer may cancel only a received order.

## Who may do what (`ORDER_PERMISSIONS`, StaffAccess as staff.ts reads it)
The shop's staff work the orders as they work the till: every role confirms, holds again, marks
ready, out for delivery, done and paid (marking paid rings a sale). Cancelling turns a customer
away, so a cashier needs a manager's PIN (as for a refund). The customer only cancels, and only a
received order; the server alone places orders.

## An order as a sale (`buildOrderSale`)
The sale is the till's own Sale (sale.ts, buildSale) from the order's lines: each line at its
order price, its cost the server's (never the page's, never kept on the order, which its customer
reads); the delivery fee, when more than 0, as one more line (`delivery:<areaId>`, `Delivery
(Osu)`, no stock, no cost), so subtotal and total are the order's and every reader of sales adds it
up without knowing orders; no discount; paid by the method marked, tendered the amount marked,
change from cash only; dated when marked paid, with the customer the backend found or made by the
order's phone (`findOrderCustomer`, `orderCustomerDraft`).
*/
import {
  MAX_AMOUNT_MINOR,
  MAX_ORDER_ADDRESS_LENGTH,
  MAX_ORDER_CANCEL_REASON_LENGTH,
  MAX_ORDER_CUSTOMER_NAME_LENGTH,
  MAX_ORDER_LINES,
  MAX_ORDER_NOTE_LENGTH,
  MAX_ORDER_QUANTITY,
  MAX_ORDERS_PER_PHONE_PER_WINDOW,
  MAX_ORDERS_PER_STORE_PER_WINDOW,
  MAX_UNCONFIRMED_ORDERS_PER_STORE,
  ORDER_FLOOD_WINDOW_MS,
  PAYMENT_METHODS,
} from './constants';
import type { Cart, CartLine } from './cart';
import type { Customer, CustomerDraft, PaymentMethod, Product, Sale, SaleCustomer } from './entities';
import { finish, text, type FieldErrors, type Validation } from './field-checks';
import { formatMinor, isAmountMinor } from './money';
import type {
  FulfilmentMethod,
  OnlineOrder,
  OnlineOrderCustomer,
  OnlineOrderFulfilment,
  OnlineOrderLine,
  OnlineOrderStatus,
  OnlineStore,
  OrderActor,
  StorePaymentOption,
} from './online-store-records';
import { isPublished, paymentOptionsFor } from './online-store';
import {
  CHECKOUT_MESSAGES,
  ONLINE_STORE_TEXT,
  ORDER_ACTION_MESSAGES,
  ORDER_REFUSAL_MESSAGES,
  ORDER_STATUS_SHOP_LABELS,
  cancellationToCustomerText,
  orderToShopText,
  SHORTFALL_WORDS,
} from './online-store-words';
import { internationalPhone, whatsAppReceiptLink } from './receipt-share';
import { availableStock, isHoldLapsed, orderShortfalls, type Shortfall } from './reservations';
import { mayWriteAt, type PlanRecord } from './plans';
import { buildSale, type BuiltSale } from './sale';
import type { StaffAccess } from './staff';

// ---------------------------------------------------------------------------------------------
// Checkout: who, how they get the goods, how they pay.

/** The checkout form as typed on the page. */
export interface CheckoutForm {
  name: string;
  phone: string;
  /** `pickup`, `delivery`, or empty when not chosen. */
  method: string;
  /** With delivery: the chosen area's id. */
  areaId?: string | null;
  address?: string | null;
  /** One of StorePaymentOption, or empty when not chosen. */
  paymentOption: string;
  note?: string | null;
}

export type CheckoutField = 'name' | 'phone' | 'method' | 'area' | 'address' | 'paymentOption' | 'note';

/** The checkout as an order keeps it. */
export interface CheckoutDetails {
  customer: OnlineOrderCustomer;
  fulfilment: OnlineOrderFulfilment;
  paymentOption: StorePaymentOption;
  note: string;
  /** The delivery area's fee now (0 for pickup), in minor units. */
  deliveryFeeMinor: number;
}

function methodOf(method: string, store: Pick<OnlineStore, 'pickup' | 'delivery'>, errors: FieldErrors<CheckoutField>): FulfilmentMethod | null {
  if (method === 'pickup' && !store.pickup) errors.method = CHECKOUT_MESSAGES.pickupUnavailable;
  else if (method === 'delivery' && !store.delivery) errors.method = CHECKOUT_MESSAGES.deliveryUnavailable;
  else if (method !== 'pickup' && method !== 'delivery') errors.method = CHECKOUT_MESSAGES.methodRequired;
  return errors.method ? null : (method as FulfilmentMethod);
}

/**
 * The checkout's fields against the store, in the customer's words (online-store-words.ts): the
 * page shows them under the fields, and the server refuses the same (`placeOrder`).
 */
export function validateCheckout(form: CheckoutForm, store: Pick<OnlineStore, 'pickup' | 'delivery' | 'deliveryAreas' | 'payments'>): Validation<CheckoutDetails, CheckoutField> {
  const errors: FieldErrors<CheckoutField> = {};
  const name = text(form.name);
  if (name === '') errors.name = CHECKOUT_MESSAGES.nameRequired;
  else if (name.length > MAX_ORDER_CUSTOMER_NAME_LENGTH) errors.name = CHECKOUT_MESSAGES.nameTooLong;
  const typedPhone = text(form.phone);
  const phone = internationalPhone(typedPhone);
  if (typedPhone === '') errors.phone = CHECKOUT_MESSAGES.phoneRequired;
  else if (phone === null) errors.phone = CHECKOUT_MESSAGES.phoneInvalid;
  const method = methodOf(form.method, store, errors);
  const area = method === 'delivery' ? store.deliveryAreas.find((each) => each.id === form.areaId) : undefined;
  const address = text(form.address);
  if (method === 'delivery') {
    if (!area) errors.area = CHECKOUT_MESSAGES.areaRequired;
    if (address === '') errors.address = CHECKOUT_MESSAGES.addressRequired;
    else if (address.length > MAX_ORDER_ADDRESS_LENGTH) errors.address = CHECKOUT_MESSAGES.addressTooLong;
  }
  const offered: readonly string[] = method ? paymentOptionsFor(store.payments, method) : [];
  if (!offered.includes(form.paymentOption)) errors.paymentOption = CHECKOUT_MESSAGES.paymentRequired;
  const note = text(form.note);
  if (note.length > MAX_ORDER_NOTE_LENGTH) errors.note = CHECKOUT_MESSAGES.noteTooLong;
  return finish(errors, () => ({
    customer: { name, phone: phone! },
    fulfilment: area ? { method: 'delivery', areaId: area.id, areaName: area.name, address } : { method: 'pickup' },
    paymentOption: form.paymentOption as StorePaymentOption,
    note,
    deliveryFeeMinor: area?.feeMinor ?? 0,
  }));
}

// ---------------------------------------------------------------------------------------------
// Placing an order.

/** What a stranger's page sends: never a price. */
export interface OrderRequest {
  lines: readonly { productId: string; quantity: number }[];
  checkout: CheckoutForm;
  /** The total the page showed the customer, in minor units: refused when it is not the server's. */
  expectedTotalMinor: number;
}

/** Why the server refused an order, one code a reason, with what it takes to say it. */
export type OrderRefusal =
  | { code: 'store-off' }
  | { code: 'malformed' }
  | { code: 'empty' }
  | { code: 'too-many-lines' }
  | { code: 'quantity' }
  | { code: 'not-in-store'; productId: string }
  | { code: 'details'; errors: FieldErrors<CheckoutField> }
  | { code: 'short'; productId: string; name: string; available: number }
  | { code: 'total-too-large' }
  | { code: 'prices-changed'; totalMinor: number; currency: OnlineStore['currency'] }
  | { code: 'too-many-from-phone' }
  | { code: 'too-many-for-store' };

/** What the server holds when an order comes: the store, the shop's products (its own, by id), what is reserved, the new order's id and the time. */
export interface PlaceOrderFacts {
  store: OnlineStore;
  /**
   * The shop's plan: a view-only shop takes no order (plans.ts, mayWriteAt), as its till sells
   * nothing. Null for a profile that carries none (written before plans): it takes orders.
   */
  plan: PlanRecord | null;
  products: ReadonlyMap<string, Pick<Product, 'id' | 'name' | 'type' | 'priceMinor' | 'currency' | 'quantity'>>;
  /** Units reserved by product id (reservations.ts, reservedUnits). */
  reserved: ReadonlyMap<string, number>;
  /** A new random id (ids.ts, newSaleId), unguessable: the order's page is found by it. */
  id: string;
  now: Date;
}

/** An order's lines and totals, from its lines as priced and its delivery fee. */
export function orderTotals(lines: readonly Pick<OnlineOrderLine, 'unitPriceMinor' | 'quantity'>[], deliveryFeeMinor: number): { subtotalMinor: number; deliveryFeeMinor: number; totalMinor: number } {
  const subtotalMinor = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  return { subtotalMinor, deliveryFeeMinor, totalMinor: subtotalMinor + deliveryFeeMinor };
}

function requestShapeRefusal(request: OrderRequest): OrderRefusal | null {
  if (!Array.isArray(request.lines)) return { code: 'malformed' };
  const ids = new Set(request.lines.map((line) => line.productId));
  if (ids.size !== request.lines.length || !request.lines.every((line) => typeof line.productId === 'string' && Number.isSafeInteger(line.quantity))) return { code: 'malformed' };
  if (request.lines.length === 0) return { code: 'empty' };
  if (request.lines.length > MAX_ORDER_LINES) return { code: 'too-many-lines' };
  return request.lines.every((line) => line.quantity >= 1 && line.quantity <= MAX_ORDER_QUANTITY) ? null : { code: 'quantity' };
}

/** The request's lines priced from the catalogue, or the first that the store does not sell or cannot fill. */
function priceLines(request: OrderRequest, facts: PlaceOrderFacts): { lines: OnlineOrderLine[] } | { refusal: OrderRefusal } {
  const lines: OnlineOrderLine[] = [];
  for (const wanted of request.lines) {
    const product = facts.products.get(wanted.productId);
    if (!product || product.id !== wanted.productId || !isPublished(facts.store, product) || !isAmountMinor(product.priceMinor)) {
      return { refusal: { code: 'not-in-store', productId: wanted.productId } };
    }
    lines.push({ productId: product.id, name: product.name.trim(), type: product.type, unitPriceMinor: product.priceMinor, quantity: wanted.quantity });
  }
  return { lines };
}

function shortRefusal(lines: readonly OnlineOrderLine[], facts: PlaceOrderFacts): OrderRefusal | null {
  for (const line of lines) {
    const available = availableStock({ id: line.productId, type: line.type, quantity: facts.products.get(line.productId)!.quantity }, facts.reserved);
    if (available !== null && available < line.quantity) return { code: 'short', productId: line.productId, name: line.name, available };
  }
  return null;
}

/** The order the server records from a stranger's request, or why not (see the top of this file). */
export function placeOrder(request: OrderRequest, facts: PlaceOrderFacts): { ok: true; order: OnlineOrder } | { ok: false; refusal: OrderRefusal } {
  const { store } = facts;
  if (!store.enabled || (facts.plan !== null && !mayWriteAt(facts.plan, facts.now))) return { ok: false, refusal: { code: 'store-off' } };
  const shape = requestShapeRefusal(request);
  if (shape) return { ok: false, refusal: shape };
  const priced = priceLines(request, facts);
  if ('refusal' in priced) return { ok: false, refusal: priced.refusal };
  const checkout = validateCheckout(request.checkout, store);
  if (!checkout.ok) return { ok: false, refusal: { code: 'details', errors: checkout.errors } };
  const short = shortRefusal(priced.lines, facts);
  if (short) return { ok: false, refusal: short };
  const totals = orderTotals(priced.lines, checkout.value.deliveryFeeMinor);
  if (totals.totalMinor > MAX_AMOUNT_MINOR) return { ok: false, refusal: { code: 'total-too-large' } };
  if (request.expectedTotalMinor !== totals.totalMinor) return { ok: false, refusal: { code: 'prices-changed', totalMinor: totals.totalMinor, currency: store.currency } };
  const { customer, fulfilment, paymentOption, note } = checkout.value;
  return {
    ok: true,
    order: {
      id: facts.id,
      storeName: store.name,
      status: 'received',
      currency: store.currency,
      lines: priced.lines,
      ...totals,
      customer,
      fulfilment,
      paymentOption,
      note,
      placedAt: facts.now,
      heldSince: null,
      payment: null,
      cancellation: null,
      updatedAt: facts.now,
    },
  };
}

/** What the flood limits count, over ORDER_FLOOD_WINDOW_MS before now: orders by this phone on this store, orders on the store, and orders waiting to be confirmed. */
export interface OrderFloodCounts {
  fromPhone: number;
  forStore: number;
  unconfirmed: number;
}

/** The counts of `orders` (the store's recent orders) for a new order from `phone` (international digits) at `now`. */
export function orderFloodCounts(orders: readonly Pick<OnlineOrder, 'placedAt' | 'status' | 'customer'>[], phone: string, now: Date): OrderFloodCounts {
  const since = now.getTime() - ORDER_FLOOD_WINDOW_MS;
  const recent = orders.filter((order) => order.placedAt.getTime() > since);
  return {
    fromPhone: recent.filter((order) => order.customer.phone === phone).length,
    forStore: recent.length,
    unconfirmed: orders.filter((order) => order.status === 'received').length,
  };
}

/** Whether a new order is held back: past the limits per phone or per store (constants.ts); null when it may be placed. */
export function orderFloodRefusal(counts: OrderFloodCounts): OrderRefusal | null {
  if (counts.fromPhone >= MAX_ORDERS_PER_PHONE_PER_WINDOW) return { code: 'too-many-from-phone' };
  if (counts.forStore >= MAX_ORDERS_PER_STORE_PER_WINDOW || counts.unconfirmed >= MAX_UNCONFIRMED_ORDERS_PER_STORE) return { code: 'too-many-for-store' };
  return null;
}

/** Words for each refusal code, given the refusal itself (a code left out is a type error). */
type WordsByCode<R extends { code: string }> = { readonly [C in R['code']]: (refusal: Extract<R, { code: C }>) => string };

function wordsFor<R extends { code: string }>(table: WordsByCode<R>, refusal: R): string {
  const words = table[refusal.code as R['code']] as (each: R) => string;
  return words(refusal);
}

const ORDER_REFUSAL_WORDS: WordsByCode<OrderRefusal> = {
  'store-off': () => ORDER_REFUSAL_MESSAGES.storeOff,
  malformed: () => ORDER_REFUSAL_MESSAGES.malformed,
  empty: () => ORDER_REFUSAL_MESSAGES.empty,
  'too-many-lines': () => ORDER_REFUSAL_MESSAGES.tooManyLines,
  quantity: () => ORDER_REFUSAL_MESSAGES.quantity,
  'not-in-store': () => ORDER_REFUSAL_MESSAGES.notInStore,
  details: () => ORDER_REFUSAL_MESSAGES.details,
  short: (refusal) => (refusal.available === 0 ? ORDER_REFUSAL_MESSAGES.soldOut(refusal.name) : ORDER_REFUSAL_MESSAGES.onlyLeft(refusal.name, refusal.available)),
  'total-too-large': () => ORDER_REFUSAL_MESSAGES.totalTooLarge,
  'prices-changed': (refusal) => ORDER_REFUSAL_MESSAGES.pricesChanged(formatMinor(refusal.totalMinor, refusal.currency)),
  'too-many-from-phone': () => ORDER_REFUSAL_MESSAGES.tooManyFromPhone,
  'too-many-for-store': () => ORDER_REFUSAL_MESSAGES.tooManyForStore,
};

/** A refused order in the customer's words. */
export function orderRefusalWords(refusal: OrderRefusal): string {
  return wordsFor(ORDER_REFUSAL_WORDS, refusal);
}

// ---------------------------------------------------------------------------------------------
// Working an order: the status machine.

export type OrderAction = 'confirm' | 'hold-again' | 'mark-ready' | 'dispatch' | 'complete' | 'cancel' | 'mark-paid';

export const ORDER_ACTIONS: readonly OrderAction[] = ['confirm', 'hold-again', 'mark-ready', 'dispatch', 'complete', 'cancel', 'mark-paid'];

/** From which statuses each action may be taken, and the status it leaves (mark-paid and hold-again keep the status). */
export const ORDER_TRANSITIONS: Readonly<Record<OrderAction, { from: readonly OnlineOrderStatus[]; to: OnlineOrderStatus | null }>> = {
  confirm: { from: ['received'], to: 'confirmed' },
  'hold-again': { from: ['confirmed'], to: null },
  'mark-ready': { from: ['confirmed'], to: 'ready' },
  dispatch: { from: ['confirmed'], to: 'out-for-delivery' },
  complete: { from: ['ready', 'out-for-delivery'], to: 'done' },
  cancel: { from: ['received', 'confirmed', 'ready', 'out-for-delivery'], to: 'cancelled' },
  'mark-paid': { from: ['confirmed', 'ready', 'out-for-delivery'], to: null },
};

/** The statuses an order never leaves. */
export const FINAL_ORDER_STATUSES: readonly OnlineOrderStatus[] = ['done', 'cancelled'];

const STAFF_ALL: Record<OrderActor, StaffAccess> = { owner: 'yes', manager: 'yes', cashier: 'yes', customer: 'no' };

/** Who may take each action (see the top of this file). */
export const ORDER_PERMISSIONS: Readonly<Record<OrderAction, Readonly<Record<OrderActor, StaffAccess>>>> = {
  confirm: STAFF_ALL,
  'hold-again': STAFF_ALL,
  'mark-ready': STAFF_ALL,
  dispatch: STAFF_ALL,
  complete: STAFF_ALL,
  'mark-paid': STAFF_ALL,
  cancel: { owner: 'yes', manager: 'yes', cashier: 'manager-pin', customer: 'yes' },
};

/** What the shop (or the customer) asks of an order. */
export type OrderActionInput =
  | { action: 'confirm' | 'hold-again' | 'mark-ready' | 'dispatch' | 'complete' }
  | { action: 'cancel'; reason: string }
  | {
      action: 'mark-paid';
      method: PaymentMethod;
      /** The money handed over, in minor units. */
      amountMinor: number;
      /** The sale's customer: the backend's record for the order's phone (findOrderCustomer), or null. */
      customer: SaleCustomer | null;
      /** Each product's unit cost the server knows, by id; missing or null when not known. */
      costs: ReadonlyMap<string, number | null>;
    };

/** What the server reads to move an order. */
export interface OrderActionFacts {
  actor: OrderActor;
  /** A manager's PIN let this action through (staff.ts, approveAction). */
  approved?: boolean;
  now: Date;
  /** The store's hold (online-store.ts, holdHoursOf). */
  holdHours: number;
  /** Each Physical product's quantity on hand, by id. */
  stock: ReadonlyMap<string, number>;
  /** The store's other open orders (the order itself may be among them): their reservations count. */
  orders: readonly OnlineOrder[];
}

export type OrderActionRefusal =
  | { code: 'not-allowed' }
  | { code: 'needs-manager' }
  | { code: 'wrong-status'; status: OnlineOrderStatus }
  | { code: 'not-for-pickup' }
  | { code: 'not-for-delivery' }
  | { code: 'not-paid' }
  | { code: 'already-paid' }
  | { code: 'paid-cannot-cancel' }
  | { code: 'hold-lapsed' }
  | { code: 'short'; shortfalls: Shortfall[] }
  | { code: 'reason-required' }
  | { code: 'reason-too-long' }
  | { code: 'method-invalid' }
  | { code: 'amount-invalid' }
  | { code: 'amount-short'; totalMinor: number; currency: OnlineOrder['currency'] }
  | { code: 'non-cash-over' };

export type OrderActionResult = { ok: true; order: OnlineOrder; sale: BuiltSale | null } | { ok: false; refusal: OrderActionRefusal };

function accessRefusal(action: OrderAction, order: OnlineOrder, facts: OrderActionFacts): OrderActionRefusal | null {
  const access = ORDER_PERMISSIONS[action][facts.actor];
  if (access === 'no') return { code: 'not-allowed' };
  if (access === 'manager-pin' && facts.approved !== true) return { code: 'needs-manager' };
  // The customer cancels only what the shop has not yet accepted.
  return facts.actor === 'customer' && order.status !== 'received' ? { code: 'not-allowed' } : null;
}

/** What the order is short of now, were it to take or keep its stock. */
function shortfallOf(order: OnlineOrder, facts: OrderActionFacts): Shortfall[] {
  const others = facts.orders.filter((each) => each.id !== order.id);
  return orderShortfalls([...others, order], facts.stock, facts.holdHours, facts.now).get(order.id) ?? [];
}

function stockRefusal(order: OnlineOrder, facts: OrderActionFacts): OrderActionRefusal | null {
  const shortfalls = shortfallOf(order, facts);
  return shortfalls.length > 0 ? { code: 'short', shortfalls } : null;
}

function paymentRefusal(order: OnlineOrder, method: PaymentMethod, amountMinor: number): OrderActionRefusal | null {
  if (!PAYMENT_METHODS.includes(method)) return { code: 'method-invalid' };
  if (!isAmountMinor(amountMinor)) return { code: 'amount-invalid' };
  if (amountMinor < order.totalMinor) return { code: 'amount-short', totalMinor: order.totalMinor, currency: order.currency };
  return amountMinor > order.totalMinor && method !== 'Cash' ? { code: 'non-cash-over' } : null;
}

/** Why this action cannot be taken on this order now (the first reason found), or null. */
function actionRefusal(order: OnlineOrder, input: OrderActionInput, facts: OrderActionFacts): OrderActionRefusal | null {
  const { action } = input;
  const access = accessRefusal(action, order, facts);
  if (access) return access;
  if (action === 'cancel' && order.payment !== null) return { code: 'paid-cannot-cancel' };
  if (action === 'mark-paid' && order.payment !== null) return { code: 'already-paid' };
  if (!ORDER_TRANSITIONS[action].from.includes(order.status)) return { code: 'wrong-status', status: order.status };
  const lapsed = isHoldLapsed(order, facts.holdHours, facts.now);
  switch (input.action) {
    case 'confirm':
      return stockRefusal(order, facts);
    case 'hold-again':
      if (order.payment !== null || !lapsed) return { code: 'wrong-status', status: order.status };
      return stockRefusal(order, facts);
    case 'mark-ready':
      if (order.fulfilment.method !== 'pickup') return { code: 'not-for-pickup' };
      return lapsed ? { code: 'hold-lapsed' } : null;
    case 'dispatch':
      if (order.fulfilment.method !== 'delivery') return { code: 'not-for-delivery' };
      return lapsed ? { code: 'hold-lapsed' } : null;
    case 'complete':
      return order.payment === null ? { code: 'not-paid' } : null;
    case 'cancel': {
      const reason = text(input.reason);
      if (reason === '' && facts.actor !== 'customer') return { code: 'reason-required' };
      return reason.length > MAX_ORDER_CANCEL_REASON_LENGTH ? { code: 'reason-too-long' } : null;
    }
    case 'mark-paid':
      if (lapsed) return { code: 'hold-lapsed' };
      return paymentRefusal(order, input.method, input.amountMinor) ?? stockRefusal(order, facts);
  }
}

/**
 * Takes one action on an order (see the top of this file): the order as it now is and, when it
 * was marked paid, the one sale it became with the stock it takes, both to be written in the same
 * atomic write, or why not.
 */
export function applyOrderAction(order: OnlineOrder, input: OrderActionInput, facts: OrderActionFacts): OrderActionResult {
  const refusal = actionRefusal(order, input, facts);
  if (refusal) return { ok: false, refusal };
  const now = facts.now;
  const to = ORDER_TRANSITIONS[input.action].to;
  const moved: OnlineOrder = { ...order, status: to ?? order.status, updatedAt: to ? now : order.updatedAt };
  switch (input.action) {
    case 'confirm':
    case 'hold-again':
      return { ok: true, order: { ...moved, heldSince: now, updatedAt: now }, sale: null };
    case 'cancel': {
      const reason = text(input.reason) || ONLINE_STORE_TEXT.cancelledByCustomer;
      return { ok: true, order: { ...moved, cancellation: { reason, by: facts.actor, at: now } }, sale: null };
    }
    case 'mark-paid': {
      const payment = { method: input.method, amountMinor: input.amountMinor, paidAt: now };
      const paid: OnlineOrder = { ...moved, payment, updatedAt: now };
      return { ok: true, order: paid, sale: buildOrderSale(paid, { customer: input.customer, costs: input.costs }) };
    }
    default:
      return { ok: true, order: moved, sale: null };
  }
}

/** Whether the order may take this action now, for the shop's buttons: the same check as applyOrderAction's, with nothing typed. */
export function canTakeAction(order: OnlineOrder, action: Exclude<OrderAction, 'cancel' | 'mark-paid'>, facts: OrderActionFacts): boolean {
  return actionRefusal(order, { action }, facts) === null;
}

const ORDER_ACTION_REFUSAL_WORDS: WordsByCode<OrderActionRefusal> = {
  'not-allowed': () => ORDER_ACTION_MESSAGES.notAllowed,
  'needs-manager': () => ORDER_ACTION_MESSAGES.needsManager,
  'wrong-status': (refusal) => ORDER_ACTION_MESSAGES.wrongStatus(ORDER_STATUS_SHOP_LABELS[refusal.status]),
  'not-for-pickup': () => ORDER_ACTION_MESSAGES.notForPickup,
  'not-for-delivery': () => ORDER_ACTION_MESSAGES.notForDelivery,
  'not-paid': () => ORDER_ACTION_MESSAGES.notPaid,
  'already-paid': () => ORDER_ACTION_MESSAGES.alreadyPaid,
  'paid-cannot-cancel': () => ORDER_ACTION_MESSAGES.paidCannotCancel,
  'hold-lapsed': () => ORDER_ACTION_MESSAGES.holdLapsed,
  short: (refusal) => [ORDER_ACTION_MESSAGES.short, ...refusal.shortfalls.map((each) => SHORTFALL_WORDS.line(each.name, each.wanted, each.left))].join(' '),
  'reason-required': () => ORDER_ACTION_MESSAGES.reasonRequired,
  'reason-too-long': () => ORDER_ACTION_MESSAGES.reasonTooLong,
  'method-invalid': () => ORDER_ACTION_MESSAGES.methodInvalid,
  'amount-invalid': () => ORDER_ACTION_MESSAGES.amountInvalid,
  'amount-short': (refusal) => ORDER_ACTION_MESSAGES.amountShort(formatMinor(refusal.totalMinor, refusal.currency)),
  'non-cash-over': () => ORDER_ACTION_MESSAGES.nonCashOver,
};

/** A refused action in the shop's words. */
export function orderActionRefusalWords(refusal: OrderActionRefusal): string {
  return wordsFor(ORDER_ACTION_REFUSAL_WORDS, refusal);
}

// ---------------------------------------------------------------------------------------------
// The sale an order becomes.

/** The prefix of the product id of a sale's delivery line: no product's id has a colon. */
export const DELIVERY_LINE_PREFIX = 'delivery:';

/** Whether a sale line is an online order's delivery fee, not a product. */
export function isDeliveryLine(item: { id: string }): boolean {
  return item.id.startsWith(DELIVERY_LINE_PREFIX);
}

/**
 * The one sale a paid order becomes (see the top of this file): the till's own buildSale, so
 * every check of a sale (sale-check.ts) holds of it. Throws when the order is not paid.
 */
export function buildOrderSale(order: OnlineOrder, input: { customer: SaleCustomer | null; costs: ReadonlyMap<string, number | null> }): BuiltSale {
  const payment = order.payment;
  if (!payment) throw new Error('Only a paid order becomes a sale.');
  const lines: CartLine[] = order.lines.map((line) => {
    const cost = input.costs.get(line.productId);
    return {
      productId: line.productId,
      name: line.name,
      type: line.type,
      unitPriceMinor: line.unitPriceMinor,
      currency: order.currency,
      quantity: line.quantity,
      stock: null,
      unitCostMinor: isAmountMinor(cost) ? cost : null,
    };
  });
  if (order.fulfilment.method === 'delivery' && order.deliveryFeeMinor > 0) {
    // A service, not goods: typed Digital so it takes no stock, with no known cost.
    lines.push({
      productId: `${DELIVERY_LINE_PREFIX}${order.fulfilment.areaId}`,
      name: ONLINE_STORE_TEXT.deliveryLine(order.fulfilment.areaName),
      type: 'Digital',
      unitPriceMinor: order.deliveryFeeMinor,
      currency: order.currency,
      quantity: 1,
      stock: null,
      unitCostMinor: null,
    });
  }
  const cart: Cart = { currency: order.currency, lines };
  return buildSale({
    id: order.id,
    cart,
    discountType: 'fixed',
    discountHundredths: 0,
    tenderedMinor: payment.amountMinor,
    paymentMethod: payment.method,
    customer: input.customer,
    now: payment.paidAt,
  });
}

/** What an order's sale is made of, for isOrdersSale: everything but its customer, its costs and its stamps, which the backend sets. */
function orderSaleFigures(sale: Sale): string {
  return JSON.stringify({
    items: sale.items.map((item) => [item.id, item.name, item.priceMinor, item.currency, item.quantity]),
    figures: [sale.subtotalMinor, sale.discountType, sale.discountHundredths, sale.discountMinor, sale.totalMinor, sale.tenderedMinor, sale.changeMinor],
    paid: [sale.currency, sale.paymentMethod, sale.payments ?? null, sale.credit ?? null],
    at: sale.createdAt instanceof Date ? sale.createdAt.getTime() : null,
  });
}

/**
 * Whether `sale` is the one sale `order` became (see the top of this file): the order paid, the
 * sale under the order's own id, its lines, figures, payment and time exactly buildOrderSale's of
 * it. Such a sale is judged by its order, not by the catalogue as it reads when the shop marks it
 * paid (sale-audit.ts, 'An online order's sale'); anything else is a till's sale.
 */
export function isOrdersSale(sale: Sale, order: OnlineOrder): boolean {
  if (order.payment === null || sale.id !== order.id) return false;
  return orderSaleFigures(sale) === orderSaleFigures(buildOrderSale(order, { customer: sale.customer, costs: new Map() }).sale);
}

/** The shop's customer whose phone is the order's (the same number however it was written), or null. */
export function findOrderCustomer<C extends Pick<Customer, 'id' | 'name' | 'phone'>>(order: Pick<OnlineOrder, 'customer'>, customers: readonly C[]): C | null {
  return customers.find((customer) => internationalPhone(customer.phone) === order.customer.phone) ?? null;
}

/** The customer record the backend makes for an order's customer the shop does not know yet. */
export function orderCustomerDraft(order: Pick<OnlineOrder, 'customer'>): CustomerDraft {
  return { name: order.customer.name, email: '', phone: `+${order.customer.phone}` };
}

// ---------------------------------------------------------------------------------------------
// WhatsApp.

/** "Send to the shop on WhatsApp": the order prefilled, to the store's number. */
export function orderToShopLink(order: OnlineOrder, store: Pick<OnlineStore, 'whatsAppNumber'>, shopName: string, orderPageUrl: string): string {
  return whatsAppReceiptLink(orderToShopText(order, shopName, orderPageUrl), `+${store.whatsAppNumber}`);
}

/** The cancellation prefilled to the customer's number, with the order's reason. */
export function cancellationToCustomerLink(order: OnlineOrder, shopName: string): string {
  return whatsAppReceiptLink(cancellationToCustomerText(order, shopName, order.cancellation?.reason ?? ''), `+${order.customer.phone}`);
}
