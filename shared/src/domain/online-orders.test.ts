import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { saleOf } from '../testing/sale-of';
import {
  MAX_AMOUNT_MINOR,
  MAX_ORDER_LINES,
  MAX_ORDER_QUANTITY,
  MAX_ORDERS_PER_PHONE_PER_WINDOW,
  MAX_ORDERS_PER_STORE_PER_WINDOW,
  MAX_UNCONFIRMED_ORDERS_PER_STORE,
  ORDER_FLOOD_WINDOW_MS,
} from './constants';
import type { Product } from './entities';
import {
  applyOrderAction,
  buildOrderSale,
  canTakeAction,
  cancellationToCustomerLink,
  FINAL_ORDER_STATUSES,
  findOrderCustomer,
  isDeliveryLine,
  isOrdersSale,
  ORDER_ACTIONS,
  ORDER_PERMISSIONS,
  orderActionRefusalWords,
  orderCustomerDraft,
  orderFloodCounts,
  orderFloodRefusal,
  orderRefusalWords,
  orderToShopLink,
  orderTotals,
  placeOrder,
  validateCheckout,
  type CheckoutForm,
  type OrderActionFacts,
  type OrderActionInput,
  type OrderActionRefusal,
  type OrderRefusal,
  type OrderRequest,
  type PlaceOrderFacts,
} from './online-orders';
import type { OnlineOrder, OnlineStore, OrderActor } from './online-store-records';
import { CHECKOUT_MESSAGES as C, ORDER_ACTION_MESSAGES as A, ORDER_REFUSAL_MESSAGES as R } from './online-store-words';
import { reservedUnits } from './reservations';
import { saleProblem } from './sale-check';
import { auditSale, type CatalogueProduct as AuditedProduct } from './sale-audit';

const NOW = new Date('2026-12-01T10:00:00Z');
const HOUR = 3_600_000;
const later = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

const store: OnlineStore = {
  enabled: true,
  name: 'ama-fabrics',
  currency: 'GHS',
  productsShown: 'all',
  chosenProductIds: [],
  description: '',
  timeZone: 'Africa/Accra',
  openingHours: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
  pickup: true,
  delivery: true,
  deliveryAreas: [
    { id: 'osu', name: 'Osu', feeMinor: 1_500 },
    { id: 'tema', name: 'Tema', feeMinor: 0 },
  ],
  payments: { mobileMoney: { number: '233244123456', name: 'Ama Mensah' }, bankTransfer: null, cashOnPickup: true, cashOnDelivery: true },
  whatsAppNumber: '233244123456',
  holdHours: 24,
};

type CatalogueProduct = Pick<Product, 'id' | 'name' | 'type' | 'priceMinor' | 'currency' | 'quantity'>;
const catalogue: CatalogueProduct[] = [
  { id: 'rice', name: 'Rice 5kg', type: 'Physical', priceMinor: 12_000, currency: 'GHS', quantity: 10 },
  { id: 'oil', name: 'Palm oil', type: 'Physical', priceMinor: 3_550, currency: 'GHS', quantity: 4 },
  { id: 'airtime', name: 'Airtime', type: 'Digital', priceMinor: 1_000, currency: 'GHS' },
  { id: 'naira', name: 'Naira thing', type: 'Physical', priceMinor: 500, currency: 'NGN', quantity: 10 },
];
const products = new Map(catalogue.map((product) => [product.id, product]));

const checkout: CheckoutForm = { name: ' Kofi Boateng ', phone: '024 412 3456', method: 'delivery', areaId: 'osu', address: ' 12 Oxford St ', paymentOption: 'mobile-money', note: ' Call at the gate ' };

function facts(overrides: Partial<PlaceOrderFacts> = {}): PlaceOrderFacts {
  return { store, products, reserved: new Map(), id: 'order-1a2b3c4d-uuid', now: NOW, plan: { plan: 'pro', trialEndsAt: new Date('2026-01-01T00:00:00Z') }, ...overrides };
}

function request(overrides: Partial<OrderRequest> = {}): OrderRequest {
  return {
    lines: [
      { productId: 'rice', quantity: 2 },
      { productId: 'oil', quantity: 1 },
      { productId: 'airtime', quantity: 3 },
    ],
    checkout,
    expectedTotalMinor: 2 * 12_000 + 3_550 + 3 * 1_000 + 1_500,
    ...overrides,
  };
}

function placed(overrides: Partial<OrderRequest> = {}): OnlineOrder {
  const result = placeOrder(request(overrides), facts());
  if (!result.ok) throw new Error(orderRefusalWords(result.refusal));
  return result.order;
}

function refusalOf(req: OrderRequest, f: PlaceOrderFacts = facts()): OrderRefusal | null {
  const result = placeOrder(req, f);
  return result.ok ? null : result.refusal;
}

describe('validateCheckout', () => {
  it('keeps the details cleaned, the phone as international digits and the area with its fee now', () => {
    expect(validateCheckout(checkout, store)).toEqual({
      ok: true,
      value: {
        customer: { name: 'Kofi Boateng', phone: '233244123456' },
        fulfilment: { method: 'delivery', areaId: 'osu', areaName: 'Osu', address: '12 Oxford St' },
        paymentOption: 'mobile-money',
        note: 'Call at the gate',
        deliveryFeeMinor: 1_500,
      },
    });
    const pickup = validateCheckout({ ...checkout, method: 'pickup', areaId: 'osu', paymentOption: 'cash-on-pickup', note: null }, store);
    expect(pickup.ok && pickup.value).toMatchObject({ fulfilment: { method: 'pickup' }, deliveryFeeMinor: 0, note: '' });
  });

  it('says what is wrong under each field, in the customer’s words', () => {
    expect(validateCheckout({ name: '', phone: '', method: '', paymentOption: '' }, store)).toEqual({
      ok: false,
      errors: { name: C.nameRequired, phone: C.phoneRequired, method: C.methodRequired, paymentOption: C.paymentRequired },
    });
    expect(validateCheckout({ name: 'x'.repeat(101), phone: '12', method: 'delivery', areaId: 'mars', address: '', paymentOption: 'cash-on-pickup', note: 'x'.repeat(501) }, store)).toEqual({
      ok: false,
      errors: { name: C.nameTooLong, phone: C.phoneInvalid, area: C.areaRequired, address: C.addressRequired, paymentOption: C.paymentRequired, note: C.noteTooLong },
    });
    expect(validateCheckout({ ...checkout, address: 'x'.repeat(301) }, store)).toEqual({ ok: false, errors: { address: C.addressTooLong } });
    expect(validateCheckout({ ...checkout, method: 'pickup', paymentOption: 'cash-on-pickup' }, { ...store, pickup: false })).toEqual({
      ok: false,
      errors: { method: C.pickupUnavailable, paymentOption: C.paymentRequired },
    });
    expect(validateCheckout(checkout, { ...store, delivery: false })).toEqual({ ok: false, errors: { method: C.deliveryUnavailable, paymentOption: C.paymentRequired } });
  });
});

describe('placeOrder: the server prices a stranger’s order from the catalogue', () => {
  it('records the catalogue’s names and prices, the area’s fee and the totals, as received', () => {
    const order = placed();
    expect(order).toEqual({
      id: 'order-1a2b3c4d-uuid',
      storeName: 'ama-fabrics',
      status: 'received',
      currency: 'GHS',
      lines: [
        { productId: 'rice', name: 'Rice 5kg', type: 'Physical', unitPriceMinor: 12_000, quantity: 2 },
        { productId: 'oil', name: 'Palm oil', type: 'Physical', unitPriceMinor: 3_550, quantity: 1 },
        { productId: 'airtime', name: 'Airtime', type: 'Digital', unitPriceMinor: 1_000, quantity: 3 },
      ],
      subtotalMinor: 30_550,
      deliveryFeeMinor: 1_500,
      totalMinor: 32_050,
      customer: { name: 'Kofi Boateng', phone: '233244123456' },
      fulfilment: { method: 'delivery', areaId: 'osu', areaName: 'Osu', address: '12 Oxford St' },
      paymentOption: 'mobile-money',
      note: 'Call at the gate',
      placedAt: NOW,
      heldSince: null,
      payment: null,
      cancellation: null,
      updatedAt: NOW,
    });
  });

  it('never reads a price from the page: a forged price is refused with the total now', () => {
    const forged = { ...request(), lines: [{ productId: 'rice', quantity: 2, priceMinor: 1 }], expectedTotalMinor: 2 + 1_500 } as unknown as OrderRequest;
    const refusal = refusalOf(forged);
    expect(refusal).toEqual({ code: 'prices-changed', totalMinor: 25_500, currency: 'GHS' });
    expect(orderRefusalWords(refusal!)).toBe('Prices have changed since you opened the page: the total is now ₵255.00. Check your basket and place the order again.');
  });

  it('refuses what no page of this store makes, in words', () => {
    const cases: [OrderRequest, PlaceOrderFacts | undefined, OrderRefusal, string][] = [
      [request(), facts({ store: { ...store, enabled: false } }), { code: 'store-off' }, R.storeOff],
      // A view-only shop (its trial and grace over) takes no order; in its grace it still does (placed() below).
      [request(), facts({ plan: { plan: 'trialing', trialEndsAt: new Date(NOW.getTime() - 4 * 86_400_000) } }), { code: 'store-off' }, R.storeOff],
      [request({ lines: 'rice' as never }), undefined, { code: 'malformed' }, R.malformed],
      [request({ lines: [{ productId: 'rice', quantity: 1 }, { productId: 'rice', quantity: 1 }] }), undefined, { code: 'malformed' }, R.malformed],
      [request({ lines: [{ productId: 'rice', quantity: 1.5 }] }), undefined, { code: 'malformed' }, R.malformed],
      [request({ lines: [] }), undefined, { code: 'empty' }, R.empty],
      [request({ lines: Array.from({ length: MAX_ORDER_LINES + 1 }, (_, i) => ({ productId: `p${i}`, quantity: 1 })) }), undefined, { code: 'too-many-lines' }, R.tooManyLines],
      [request({ lines: [{ productId: 'rice', quantity: 1_000 }] }), undefined, { code: 'quantity' }, R.quantity],
      [request({ lines: [{ productId: 'rice', quantity: 0 }] }), undefined, { code: 'quantity' }, R.quantity],
      [request({ lines: [{ productId: 'another-shops', quantity: 1 }] }), undefined, { code: 'not-in-store', productId: 'another-shops' }, R.notInStore],
      [request({ lines: [{ productId: 'naira', quantity: 1 }] }), undefined, { code: 'not-in-store', productId: 'naira' }, R.notInStore],
      [request({ lines: [{ productId: 'oil', quantity: 1 }] }), facts({ store: { ...store, productsShown: 'chosen', chosenProductIds: ['rice'] } }), { code: 'not-in-store', productId: 'oil' }, R.notInStore],
      [request({ lines: [{ productId: 'oil', quantity: 5 }] }), undefined, { code: 'short', productId: 'oil', name: 'Palm oil', available: 4 }, 'Only 4 of Palm oil left.'],
      [request({ lines: [{ productId: 'oil', quantity: 1 }] }), facts({ reserved: new Map([['oil', 4]]) }), { code: 'short', productId: 'oil', name: 'Palm oil', available: 0 }, 'Palm oil is sold out.'],
      [request({ checkout: { ...checkout, name: '' } }), undefined, { code: 'details', errors: { name: C.nameRequired } }, R.details],
    ];
    for (const [req, f, refusal, words] of cases) {
      expect(refusalOf(req, f)).toEqual(refusal);
      expect(orderRefusalWords(refusal)).toBe(words);
    }
    const dear = new Map([...products, ['gold', { id: 'gold', name: 'Gold', type: 'Digital' as const, priceMinor: MAX_AMOUNT_MINOR, currency: 'GHS' as const }]]);
    const tooLarge = refusalOf(request({ lines: [{ productId: 'gold', quantity: 2 }] }), facts({ products: dear }));
    expect(tooLarge).toEqual({ code: 'total-too-large' });
    expect(orderRefusalWords(tooLarge!)).toBe(R.totalTooLarge);
    const keyedWrong = new Map([['rice', { ...catalogue[0]!, id: 'other' }]]);
    expect(refusalOf(request({ lines: [{ productId: 'rice', quantity: 1 }] }), facts({ products: keyedWrong }))).toEqual({ code: 'not-in-store', productId: 'rice' });
  });

  it('makes the total the lines plus the fee, in whole minor units, whatever is ordered (property)', () => {
    fc.assert(
      fc.property(
        fc.subarray(['rice', 'oil', 'airtime']),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 3, maxLength: 3 }),
        fc.constantFrom('osu', 'tema', null),
        (ids, quantities, areaId) => {
          const lines = ids.map((productId, index) => ({ productId, quantity: quantities[index]! }));
          const form: CheckoutForm = areaId ? { ...checkout, areaId } : { ...checkout, method: 'pickup', paymentOption: 'cash-on-pickup' };
          const first = placeOrder(request({ lines, checkout: form, expectedTotalMinor: -1 }), facts());
          if (ids.length === 0) {
            expect(first).toEqual({ ok: false, refusal: { code: 'empty' } });
            return;
          }
          expect(first.ok).toBe(false);
          const total = !first.ok && first.refusal.code === 'prices-changed' ? first.refusal.totalMinor : -1;
          const result = placeOrder(request({ lines, checkout: form, expectedTotalMinor: total }), facts());
          if (!result.ok) throw new Error(result.refusal.code);
          const { order } = result;
          const sum = order.lines.reduce((acc, line) => acc + line.unitPriceMinor * line.quantity, 0);
          expect(order.subtotalMinor).toBe(sum);
          expect(order.totalMinor).toBe(order.subtotalMinor + order.deliveryFeeMinor);
          expect(order.deliveryFeeMinor).toBe(areaId === 'osu' ? 1_500 : 0);
          expect(Number.isSafeInteger(order.totalMinor)).toBe(true);
          expect(orderTotals(order.lines, order.deliveryFeeMinor).totalMinor).toBe(order.totalMinor);
        },
      ),
    );
  });
});

describe('flood limits', () => {
  const recent = (phone: string, minutesAgo: number, status: OnlineOrder['status'] = 'received') => ({
    placedAt: new Date(NOW.getTime() - minutesAgo * 60_000),
    status,
    customer: { name: 'x', phone },
  });

  it('counts the window’s orders by phone and by store, and every order waiting to be confirmed', () => {
    const orders = [recent('1', 5), recent('1', 59, 'confirmed'), recent('2', 10), recent('1', ORDER_FLOOD_WINDOW_MS / 60_000), recent('3', 600)];
    expect(orderFloodCounts(orders, '1', NOW)).toEqual({ fromPhone: 2, forStore: 3, unconfirmed: 4 });
  });

  it('holds back a phone past its limit and a store past its own', () => {
    expect(orderFloodRefusal({ fromPhone: MAX_ORDERS_PER_PHONE_PER_WINDOW - 1, forStore: MAX_ORDERS_PER_STORE_PER_WINDOW - 1, unconfirmed: MAX_UNCONFIRMED_ORDERS_PER_STORE - 1 })).toBeNull();
    const phone = orderFloodRefusal({ fromPhone: MAX_ORDERS_PER_PHONE_PER_WINDOW, forStore: 0, unconfirmed: 0 })!;
    expect(orderRefusalWords(phone)).toBe(R.tooManyFromPhone);
    expect(orderFloodRefusal({ fromPhone: 0, forStore: MAX_ORDERS_PER_STORE_PER_WINDOW, unconfirmed: 0 })).toEqual({ code: 'too-many-for-store' });
    const store = orderFloodRefusal({ fromPhone: 0, forStore: 0, unconfirmed: MAX_UNCONFIRMED_ORDERS_PER_STORE })!;
    expect(orderRefusalWords(store)).toBe(R.tooManyForStore);
  });
});

const stock = new Map([['rice', 10], ['oil', 4]]);

function actFacts(overrides: Partial<OrderActionFacts> = {}): OrderActionFacts {
  return { actor: 'cashier', now: later(1), holdHours: 24, stock, orders: [], ...overrides };
}

function act(order: OnlineOrder, input: OrderActionInput, overrides: Partial<OrderActionFacts> = {}) {
  return applyOrderAction(order, input, actFacts(overrides));
}

function moved(order: OnlineOrder, input: OrderActionInput, overrides: Partial<OrderActionFacts> = {}): OnlineOrder {
  const result = act(order, input, overrides);
  if (!result.ok) throw new Error(orderActionRefusalWords(result.refusal));
  return result.order;
}

function refused(order: OnlineOrder, input: OrderActionInput, overrides: Partial<OrderActionFacts> = {}): OrderActionRefusal | null {
  const result = act(order, input, overrides);
  return result.ok ? null : result.refusal;
}

const paidBy = (amountMinor: number, method: 'Cash' | 'Mobile Money' | 'Card' = 'Mobile Money'): OrderActionInput => ({
  action: 'mark-paid',
  method,
  amountMinor,
  customer: { id: 'c1', name: 'Kofi Boateng' },
  costs: new Map([['rice', 9_000], ['oil', null]]),
});

describe('working an order', () => {
  it('goes received → confirmed → out for delivery → paid → done, becoming exactly one sale', () => {
    const order = placed();
    const confirmed = moved(order, { action: 'confirm' });
    expect(confirmed).toMatchObject({ status: 'confirmed', heldSince: later(1), updatedAt: later(1) });
    expect([...reservedUnits([confirmed], 24, later(2))]).toEqual([['rice', 2], ['oil', 1]]);
    const out = moved(confirmed, { action: 'dispatch' }, { now: later(2) });
    expect(out).toMatchObject({ status: 'out-for-delivery', updatedAt: later(2) });
    const paid = act(out, paidBy(32_050), { now: later(3) });
    if (!paid.ok) throw new Error(paid.refusal.code);
    expect(paid.order).toMatchObject({ status: 'out-for-delivery', payment: { method: 'Mobile Money', amountMinor: 32_050, paidAt: later(3) }, updatedAt: later(3) });
    // Exactly the sale a till rings for the same lines, delivery a line of its own, paid in full.
    expect(paid.sale!.sale).toEqual(
      saleOf({
        id: order.id,
        lines: [
          { id: 'rice', name: 'Rice 5kg', priceMinor: 12_000, quantity: 2, costMinor: 9_000 },
          { id: 'oil', name: 'Palm oil', priceMinor: 3_550, quantity: 1 },
          { id: 'airtime', name: 'Airtime', priceMinor: 1_000, quantity: 3 },
          { id: 'delivery:osu', name: 'Delivery (Osu)', priceMinor: 1_500, quantity: 1 },
        ],
        tenderedMinor: 32_050,
        paymentMethod: 'Mobile Money',
        customer: { id: 'c1', name: 'Kofi Boateng' },
        at: later(3),
      }),
    );
    expect(paid.sale!.sale).toMatchObject({ totalMinor: 32_050, changeMinor: 0 });
    expect(paid.sale!.stockDecrements).toEqual([
      { productId: 'rice', quantitySold: 2 },
      { productId: 'oil', quantitySold: 1 },
    ]);
    expect(saleProblem(paid.sale!.sale)).toBeNull();
    expect(reservedUnits([paid.order], 24, later(4)).size).toBe(0);
    expect(refused(paid.order, paidBy(32_050))).toEqual({ code: 'already-paid' });
    const done = act(paid.order, { action: 'complete' }, { now: later(4) });
    expect(done).toMatchObject({ ok: true, sale: null, order: { status: 'done' } });
  });

  it('goes confirmed → ready for a pickup, and cash may be more than the total (the change)', () => {
    const order = moved(placed({ checkout: { ...checkout, method: 'pickup', paymentOption: 'cash-on-pickup' }, expectedTotalMinor: 30_550 }), { action: 'confirm' });
    expect(refused(order, { action: 'dispatch' })).toEqual({ code: 'not-for-delivery' });
    const ready = moved(order, { action: 'mark-ready' });
    expect(ready.status).toBe('ready');
    expect(refused(ready, { action: 'complete' })).toEqual({ code: 'not-paid' });
    const paid = act(ready, paidBy(40_000, 'Cash'));
    expect(paid.ok && paid.sale!.sale).toMatchObject({ totalMinor: 30_550, tenderedMinor: 40_000, changeMinor: 9_450, paymentMethod: 'Cash' });
    expect(paid.ok && paid.sale!.sale.items.some(isDeliveryLine)).toBe(false);
    const placedDelivery = moved(placed(), { action: 'confirm' });
    expect(refused(placedDelivery, { action: 'mark-ready' })).toEqual({ code: 'not-for-pickup' });
  });

  it('puts no delivery line on a sale whose delivery was free', () => {
    const order = moved(placed({ checkout: { ...checkout, areaId: 'tema' }, expectedTotalMinor: 30_550 }), { action: 'confirm' });
    const paid = act(order, paidBy(30_550));
    expect(paid.ok && paid.sale!.sale.items.map((item) => item.id)).toEqual(['rice', 'oil', 'airtime']);
    expect(isDeliveryLine({ id: 'delivery:osu' })).toBe(true);
  });

  it('refuses a payment that does not pay the whole total, or gives change from other than cash', () => {
    const order = moved(placed(), { action: 'confirm' });
    expect(refused(order, paidBy(32_049))).toEqual({ code: 'amount-short', totalMinor: 32_050, currency: 'GHS' });
    expect(orderActionRefusalWords({ code: 'amount-short', totalMinor: 32_050, currency: 'GHS' })).toBe('The whole total, ₵320.50, must be paid to mark the order paid.');
    expect(refused(order, paidBy(40_000, 'Card'))).toEqual({ code: 'non-cash-over' });
    expect(refused(order, { ...(paidBy(32_050) as Extract<OrderActionInput, { action: 'mark-paid' }>), method: 'Gold' as never })).toEqual({ code: 'method-invalid' });
    expect(refused(order, paidBy(32_050.5))).toEqual({ code: 'amount-invalid' });
    expect(refused(placed(), paidBy(32_050))).toEqual({ code: 'wrong-status', status: 'received' });
  });

  it('will not confirm, hold or be paid for what the stock no longer covers', () => {
    const big = placed({ lines: [{ productId: 'oil', quantity: 3 }], expectedTotalMinor: 3 * 3_550 + 1_500 });
    const other = moved({ ...placed({ lines: [{ productId: 'oil', quantity: 2 }], expectedTotalMinor: 2 * 3_550 + 1_500 }), id: 'other-order' }, { action: 'confirm' });
    const refusal = refused(big, { action: 'confirm' }, { orders: [other, big] });
    expect(refusal).toEqual({ code: 'short', shortfalls: [{ productId: 'oil', name: 'Palm oil', wanted: 3, left: 2 }] });
    expect(orderActionRefusalWords(refusal!)).toBe('There is not enough stock to fill this order. Palm oil: 3 ordered, 2 left');
    // Sold at the counter meanwhile: a confirmed order the stock no longer covers is not paid for.
    const confirmed = moved(big, { action: 'confirm' });
    expect(refused(confirmed, paidBy(12_150), { stock: new Map([['oil', 1]]) })).toMatchObject({ code: 'short' });
  });

  it('lets a hold lapse, then holds it again after checking the stock', () => {
    const confirmed = moved(placed(), { action: 'confirm' });
    const lapsedAt = later(30);
    expect(refused(confirmed, { action: 'hold-again' })).toEqual({ code: 'wrong-status', status: 'confirmed' });
    expect(refused(confirmed, paidBy(32_050), { now: lapsedAt })).toEqual({ code: 'hold-lapsed' });
    expect(refused(confirmed, { action: 'dispatch' }, { now: lapsedAt })).toEqual({ code: 'hold-lapsed' });
    const pickup = moved(placed({ checkout: { ...checkout, method: 'pickup', paymentOption: 'cash-on-pickup' }, expectedTotalMinor: 30_550 }), { action: 'confirm' });
    expect(refused(pickup, { action: 'mark-ready' }, { now: lapsedAt })).toEqual({ code: 'hold-lapsed' });
    expect(orderActionRefusalWords({ code: 'hold-lapsed' })).toBe(A.holdLapsed);
    expect(refused(confirmed, { action: 'hold-again' }, { now: lapsedAt, stock: new Map([['rice', 1], ['oil', 4]]) })).toMatchObject({ code: 'short' });
    const held = moved(confirmed, { action: 'hold-again' }, { now: lapsedAt });
    expect(held).toMatchObject({ status: 'confirmed', heldSince: lapsedAt });
    expect(canTakeAction(held, 'dispatch', actFacts({ now: lapsedAt }))).toBe(true);
    expect(canTakeAction(held, 'hold-again', actFacts({ now: lapsedAt }))).toBe(false);
  });

  it('cancels with the shop’s reason, releasing the reservation, and never once paid', () => {
    const confirmed = moved(placed(), { action: 'confirm' });
    expect(refused(confirmed, { action: 'cancel', reason: '  ' }, { actor: 'manager' })).toEqual({ code: 'reason-required' });
    expect(refused(confirmed, { action: 'cancel', reason: 'x'.repeat(301) }, { actor: 'owner' })).toEqual({ code: 'reason-too-long' });
    const cancelled = moved(confirmed, { action: 'cancel', reason: ' Out of stock ' }, { actor: 'manager', now: later(2) });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellation: { reason: 'Out of stock', by: 'manager', at: later(2) }, updatedAt: later(2) });
    expect(reservedUnits([cancelled], 24, later(3)).size).toBe(0);
    const paid = moved(confirmed, paidBy(32_050));
    const refusal = refused(paid, { action: 'cancel', reason: 'Changed mind' }, { actor: 'owner' });
    expect(refusal).toEqual({ code: 'paid-cannot-cancel' });
    expect(orderActionRefusalWords(refusal!)).toBe(A.paidCannotCancel);
  });

  it('lets each actor do only their part: a cashier cancels with a manager’s PIN, the customer only a received order', () => {
    const order = placed();
    expect(refused(order, { action: 'cancel', reason: 'No' }, { actor: 'cashier' })).toEqual({ code: 'needs-manager' });
    expect(moved(order, { action: 'cancel', reason: 'No' }, { actor: 'cashier', approved: true }).status).toBe('cancelled');
    expect(refused(order, { action: 'confirm' }, { actor: 'customer' })).toEqual({ code: 'not-allowed' });
    const byCustomer = moved(order, { action: 'cancel', reason: '' }, { actor: 'customer' });
    expect(byCustomer.cancellation).toEqual({ reason: 'Cancelled by the customer', by: 'customer', at: later(1) });
    expect(refused(moved(order, { action: 'confirm' }), { action: 'cancel', reason: 'Too slow' }, { actor: 'customer' })).toEqual({ code: 'not-allowed' });
    for (const action of ORDER_ACTIONS) expect(ORDER_PERMISSIONS[action].owner).toBe('yes');
  });

  it('moves nothing out of done or cancelled', () => {
    const cancelled = moved(placed(), { action: 'cancel', reason: 'No' }, { actor: 'owner' });
    expect(refused(cancelled, { action: 'confirm' })).toEqual({ code: 'wrong-status', status: 'cancelled' });
    expect(orderActionRefusalWords({ code: 'wrong-status', status: 'cancelled' })).toBe('This order is cancelled: it cannot do that now.');
  });

  it('words every refusal', () => {
    const refusals: [OrderActionRefusal, string][] = [
      [{ code: 'not-allowed' }, A.notAllowed],
      [{ code: 'needs-manager' }, A.needsManager],
      [{ code: 'not-for-pickup' }, A.notForPickup],
      [{ code: 'not-for-delivery' }, A.notForDelivery],
      [{ code: 'not-paid' }, A.notPaid],
      [{ code: 'already-paid' }, A.alreadyPaid],
      [{ code: 'reason-required' }, A.reasonRequired],
      [{ code: 'reason-too-long' }, A.reasonTooLong],
      [{ code: 'method-invalid' }, A.methodInvalid],
      [{ code: 'amount-invalid' }, A.amountInvalid],
      [{ code: 'non-cash-over' }, A.nonCashOver],
    ];
    for (const [refusal, words] of refusals) expect(orderActionRefusalWords(refusal)).toBe(words);
  });

  it('any sequence of actions, by anyone, ends final at most once, is paid at most once, and a done order is exactly one sale (property)', () => {
    const actors: OrderActor[] = ['owner', 'manager', 'cashier', 'customer'];
    const inputs: OrderActionInput[] = [
      { action: 'confirm' },
      { action: 'hold-again' },
      { action: 'mark-ready' },
      { action: 'dispatch' },
      { action: 'complete' },
      { action: 'cancel', reason: 'Sold out' },
      paidBy(32_050),
      paidBy(30_550, 'Cash'),
    ];
    const pickupOrder = placed({ checkout: { ...checkout, method: 'pickup', paymentOption: 'cash-on-pickup' }, expectedTotalMinor: 30_550 });
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.record({ input: fc.constantFrom(...inputs), actor: fc.constantFrom(...actors), hours: fc.integer({ min: 0, max: 30 }) }), { maxLength: 25 }),
        (delivery, steps) => {
          let order = delivery ? placed() : pickupOrder;
          let now = NOW;
          let sales = 0;
          let finals = 0;
          for (const step of steps) {
            now = new Date(now.getTime() + step.hours * HOUR);
            const wasFinal = FINAL_ORDER_STATUSES.includes(order.status);
            const result = applyOrderAction(order, step.input, actFacts({ actor: step.actor, now, approved: true }));
            if (wasFinal) expect(result.ok).toBe(false);
            if (!result.ok) continue;
            if (result.sale) {
              sales += 1;
              expect(result.sale.sale.totalMinor).toBe(order.totalMinor);
              expect(saleProblem(result.sale.sale)).toBeNull();
            }
            if (!wasFinal && FINAL_ORDER_STATUSES.includes(result.order.status)) finals += 1;
            order = result.order;
          }
          expect(sales).toBeLessThanOrEqual(1);
          expect(finals).toBeLessThanOrEqual(1);
          expect(sales).toBe(order.payment ? 1 : 0);
          if (order.status === 'done') expect(sales).toBe(1);
          if (order.status === 'cancelled') expect(sales).toBe(0);
        },
      ),
    );
  });
});

describe('an order as a sale', () => {
  it('is made only of a paid order', () => {
    expect(() => buildOrderSale(placed(), { customer: null, costs: new Map() })).toThrow('Only a paid order becomes a sale.');
  });

  it('is judged by its order, not by a catalogue whose prices rose since, when the shop’s cashier marks it paid', () => {
    const order = moved(placed(), { action: 'confirm' });
    const paid = act(order, paidBy(32_050));
    if (!paid.ok || !paid.sale) throw new Error('The order was not paid.');
    const sale = { ...paid.sale.sale, madeBy: { id: 'm1', name: 'Efua' } };
    // Rice went from ₵120.00 to ₵130.00 after the order was placed, before it was paid.
    const risen = new Map<string, AuditedProduct>([
      ['rice', { name: 'Rice 5kg', priceMinor: 13_000, currency: 'GHS', changedAt: later(0.5) }],
      ['oil', { name: 'Palm oil', priceMinor: 3_550, currency: 'GHS', changedAt: null }],
    ]);
    const cashier = { kind: 'member', role: 'cashier', disabled: false } as const;
    const audit = { receivedAt: later(1), seller: cashier, catalogue: risen, shop: null, tillSettingsChangedAt: null };
    expect(isOrdersSale(sale, paid.order)).toBe(true);
    expect(auditSale(sale, { ...audit, order: paid.order })).toBeNull();
    // Without its order it is a till's sale below the catalogue.
    expect(auditSale(sale, audit)).toMatchObject({ code: 'price-below-catalogue', productId: 'rice' });
    // The order unpaid, another id, or a line cheaper than the order's: a till's sale.
    expect(isOrdersSale(sale, order)).toBe(false);
    expect(isOrdersSale({ ...sale, id: 'till-sale-1' }, paid.order)).toBe(false);
    const cheaper = { ...sale, items: sale.items.map((item) => (item.id === 'rice' ? { ...item, priceMinor: 11_000 } : item)), subtotalMinor: sale.subtotalMinor - 2_000, totalMinor: sale.totalMinor - 2_000, changeMinor: sale.changeMinor + 2_000 };
    expect(saleProblem(cheaper)).toBeNull();
    expect(isOrdersSale(cheaper, paid.order)).toBe(false);
    expect(auditSale(cheaper, { ...audit, order: paid.order })).toMatchObject({ code: 'price-below-catalogue', productId: 'rice' });
    // Who marked it paid is still judged: a staff member turned off is refused.
    expect(auditSale(sale, { ...audit, seller: { ...cashier, disabled: true }, order: paid.order })).toEqual({ code: 'seller-disabled' });
  });

  it('finds the shop’s customer by the order’s phone however it was written, or drafts one', () => {
    const order = placed();
    const customers = [
      { id: 'c0', name: 'Other', phone: '+234 803 555 0101' },
      { id: 'c1', name: 'Kofi B.', phone: '+233 (0)24 412 3456' },
    ];
    expect(findOrderCustomer(order, customers)?.id).toBe('c1');
    expect(findOrderCustomer(order, customers.slice(0, 1))).toBeNull();
    expect(orderCustomerDraft(order)).toEqual({ name: 'Kofi Boateng', email: '', phone: '+233244123456' });
  });
});

describe('WhatsApp messages', () => {
  it('sends the order to the shop’s number, prefilled from the server’s order', () => {
    const link = orderToShopLink(placed(), store, 'Ama Fabrics', 'https://shop.example/s/ama-fabrics/o/order-1a2b3c4d-uuid');
    expect(link.startsWith('https://wa.me/233244123456?text=')).toBe(true);
    expect(decodeURIComponent(link.split('?text=')[1]!)).toBe(
      [
        'Hello Ama Fabrics, I placed order #ORDER1A2 on your online store:',
        '2 × Rice 5kg — ₵240.00',
        '1 × Palm oil — ₵35.50',
        '3 × Airtime — ₵30.00',
        'Delivery (Osu) — ₵15.00',
        'Total: ₵320.50',
        'Deliver to: 12 Oxford St, Osu',
        'I will pay by mobile money.',
        'Kofi Boateng, +233244123456',
        'Note: Call at the gate',
        'https://shop.example/s/ama-fabrics/o/order-1a2b3c4d-uuid',
      ].join('\n'),
    );
    const pickup = orderToShopLink(placed({ checkout: { ...checkout, method: 'pickup', paymentOption: 'cash-on-pickup', note: '' }, expectedTotalMinor: 30_550 }), store, 'Ama', 'u');
    const text = decodeURIComponent(pickup.split('?text=')[1]!);
    expect(text).toContain('I will pick it up.\nI will pay by cash on pickup.');
    expect(text).not.toContain('Note:');
  });

  it('sends the cancellation to the customer with the reason', () => {
    const cancelled = moved(placed(), { action: 'cancel', reason: 'Palm oil ran out' }, { actor: 'owner' });
    const link = cancellationToCustomerLink(cancelled, 'Ama Fabrics');
    expect(link.startsWith('https://wa.me/233244123456?text=')).toBe(true);
    expect(decodeURIComponent(link.split('?text=')[1]!)).toBe(
      'Hello Kofi Boateng, Ama Fabrics cancelled your order #ORDER1A2 (₵320.50).\nReason: Palm oil ran out\nSorry for the trouble.',
    );
    expect(decodeURIComponent(cancellationToCustomerLink(placed(), 'Ama').split('?text=')[1]!)).toContain('Reason: \n');
  });
});

describe('limits', () => {
  it('caps a line at MAX_ORDER_QUANTITY', () => {
    const many = new Map([...products, ['lots', { id: 'lots', name: 'Lots', type: 'Physical' as const, priceMinor: 1, currency: 'GHS' as const, quantity: 10_000 }]]);
    expect(refusalOf(request({ lines: [{ productId: 'lots', quantity: MAX_ORDER_QUANTITY }], expectedTotalMinor: MAX_ORDER_QUANTITY + 1_500 }), facts({ products: many }))).toBeNull();
    expect(refusalOf(request({ lines: [{ productId: 'lots', quantity: MAX_ORDER_QUANTITY + 1 }] }), facts({ products: many }))).toEqual({ code: 'quantity' });
  });
});
