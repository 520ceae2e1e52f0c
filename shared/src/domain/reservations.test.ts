import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OnlineOrder, OnlineOrderLine } from './online-store-records';
import { availableStock, availableUnits, holdLapsesAt, isHolding, isHoldLapsed, nextHoldLapse, orderShortfalls, reservedUnits } from './reservations';

const T0 = new Date('2026-12-01T09:00:00Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

const rice: OnlineOrderLine = { productId: 'rice', name: 'Rice 5kg', type: 'Physical', unitPriceMinor: 12_000, quantity: 2 };
const airtime: OnlineOrderLine = { productId: 'airtime', name: 'Airtime', type: 'Digital', unitPriceMinor: 1_000, quantity: 3 };

function order(overrides: Partial<OnlineOrder> = {}): OnlineOrder {
  return {
    id: 'o1',
    storeName: 'ama',
    status: 'confirmed',
    currency: 'GHS',
    lines: [rice, airtime],
    subtotalMinor: 27_000,
    deliveryFeeMinor: 0,
    totalMinor: 27_000,
    customer: { name: 'Kofi', phone: '233244123456' },
    fulfilment: { method: 'pickup' },
    paymentOption: 'cash-on-pickup',
    note: '',
    placedAt: T0,
    heldSince: T0,
    payment: null,
    cancellation: null,
    updatedAt: T0,
    ...overrides,
  };
}

describe('the hold', () => {
  it('next lapses at the earliest lapse of a confirmed order still holding; ready, paid, lapsed and received orders never lapse next', () => {
    const orders = [
      order({ id: 'late', heldSince: at(2) }),
      order({ id: 'early', heldSince: at(1) }),
      order({ id: 'ready', status: 'ready', heldSince: at(0) }),
      order({ id: 'paid', heldSince: at(0), payment: { method: 'Cash', amountMinor: 27_000, paidAt: at(0.5) } }),
      order({ id: 'received', status: 'received', heldSince: null }),
    ];
    expect(nextHoldLapse(orders, 24, at(3))).toEqual(at(25));
    expect(nextHoldLapse(orders, 24, at(25))).toEqual(at(26));
    expect(nextHoldLapse(orders, 24, at(26))).toBeNull();
    expect(nextHoldLapse([], 24, at(0))).toBeNull();
  });

  it('lapses holdHours after the shop confirmed it, only while the order is only confirmed and unpaid', () => {
    expect(holdLapsesAt(order(), 24)).toEqual(at(24));
    expect(holdLapsesAt(order({ heldSince: null, status: 'received' }), 24)).toBeNull();
    expect(isHoldLapsed(order(), 24, at(23.99))).toBe(false);
    expect(isHoldLapsed(order(), 24, at(24))).toBe(true);
    expect(isHoldLapsed(order({ status: 'ready' }), 24, at(100))).toBe(false);
    expect(isHoldLapsed(order({ status: 'out-for-delivery' }), 24, at(100))).toBe(false);
    expect(isHoldLapsed(order({ payment: { method: 'Cash', amountMinor: 27_000, paidAt: at(1) } }), 24, at(100))).toBe(false);
    expect(isHoldLapsed(order({ heldSince: null }), 24, at(100))).toBe(false);
  });

  it('holds for confirmed, ready and out-for-delivery orders not yet paid, and never for the others', () => {
    expect(isHolding(order(), 24, at(1))).toBe(true);
    expect(isHolding(order(), 24, at(24))).toBe(false);
    expect(isHolding(order({ status: 'ready' }), 24, at(48))).toBe(true);
    expect(isHolding(order({ status: 'out-for-delivery' }), 24, at(48))).toBe(true);
    for (const status of ['received', 'done', 'cancelled'] as const) expect(isHolding(order({ status }), 24, at(1))).toBe(false);
    expect(isHolding(order({ payment: { method: 'Mobile Money', amountMinor: 27_000, paidAt: at(1) } }), 24, at(2))).toBe(false);
  });
});

describe('reserved and available', () => {
  it('sums the Physical units of the holding orders by product', () => {
    const reserved = reservedUnits([order(), order({ id: 'o2', lines: [{ ...rice, quantity: 5 }] }), order({ id: 'o3', status: 'received', heldSince: null })], 24, at(1));
    expect([...reserved]).toEqual([['rice', 7]]);
    expect(reservedUnits([order()], 24, at(25)).size).toBe(0);
  });

  it('is in stock less reserved, never below 0; unlimited for what is not Physical', () => {
    expect(availableUnits(10, 3)).toBe(7);
    expect(availableUnits(2, 3)).toBe(0);
    expect(availableUnits(-4, 0)).toBe(0);
    expect(availableUnits(undefined, 0)).toBe(0);
    expect(availableUnits(Number.NaN, 0)).toBe(0);
    expect(availableUnits(5.7, -2)).toBe(5);
    const reserved = new Map([['rice', 4]]);
    expect(availableStock({ id: 'rice', type: 'Physical', quantity: 10 }, reserved)).toBe(6);
    expect(availableStock({ id: 'other', type: 'Physical', quantity: 10 }, reserved)).toBe(10);
    expect(availableStock({ id: 'rice', type: 'Ticket', quantity: 0 }, reserved)).toBeNull();
  });

  it('never lets available go negative, and available plus what is reserved of it is the stock while the stock covers them', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 500 }), fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 10 }), (stock, quantities) => {
        const orders = quantities.map((quantity, index) => order({ id: `o${index}`, lines: [{ ...rice, quantity }] }));
        const reserved = reservedUnits(orders, 24, at(1)).get('rice') ?? 0;
        const available = availableStock({ id: 'rice', type: 'Physical', quantity: stock }, reservedUnits(orders, 24, at(1)))!;
        expect(available).toBeGreaterThanOrEqual(0);
        expect(reserved).toBe(quantities.reduce((sum, q) => sum + q, 0));
        if (stock >= reserved) expect(available + reserved).toBe(stock);
        else expect(available).toBe(0);
      }),
    );
  });

  it('does not move what is available when an order is paid: its sale takes the stock as the reservation ends', () => {
    const held = order();
    const paid = order({ payment: { method: 'Cash', amountMinor: 27_000, paidAt: at(1) } });
    const before = availableStock({ id: 'rice', type: 'Physical', quantity: 10 }, reservedUnits([held], 24, at(1)));
    const after = availableStock({ id: 'rice', type: 'Physical', quantity: 10 - rice.quantity }, reservedUnits([paid], 24, at(1)));
    expect(after).toBe(before);
  });
});

describe('orders that can no longer be filled', () => {
  it('serves the holding orders earliest held first and flags those the stock no longer covers', () => {
    const first = order({ id: 'a', heldSince: at(1) });
    const second = order({ id: 'b', heldSince: at(2), lines: [{ ...rice, quantity: 3 }] });
    const third = order({ id: 'c', heldSince: at(2), placedAt: at(-1), lines: [{ ...rice, quantity: 1 }] });
    const flagged = orderShortfalls([second, third, first], new Map([['rice', 3]]), 24, at(3));
    // a takes 2, c (held at the same time as b but placed earlier) takes 1, b finds none.
    expect([...flagged]).toEqual([['b', [{ productId: 'rice', name: 'Rice 5kg', wanted: 3, left: 0 }]]]);
  });

  it('breaks a tie of held and placed times by id', () => {
    const flagged = orderShortfalls([order({ id: 'z' }), order({ id: 'y' })], new Map([['rice', 2]]), 24, at(1));
    expect([...flagged.keys()]).toEqual(['z']);
  });

  it('judges a received order, or one whose hold lapsed, alone against what the holding orders leave', () => {
    const holding = order({ id: 'h' });
    const waiting = order({ id: 'w', status: 'received', heldSince: null, lines: [{ ...rice, quantity: 2 }] });
    const waiting2 = order({ id: 'w2', status: 'received', heldSince: null, lines: [{ ...rice, quantity: 2 }] });
    const lapsed = order({ id: 'l', heldSince: at(-30), lines: [{ ...rice, quantity: 3 }] });
    const flagged = orderShortfalls([holding, waiting, waiting2, lapsed], new Map([['rice', 4]]), 24, at(1));
    expect([...flagged]).toEqual([['l', [{ productId: 'rice', name: 'Rice 5kg', wanted: 3, left: 2 }]]]);
  });

  it('flags a product deleted since (none left), never a paid, done or cancelled order, nor a line that takes no stock', () => {
    const flagged = orderShortfalls(
      [
        order({ id: 'gone' }),
        order({ id: 'paid', payment: { method: 'Cash', amountMinor: 1, paidAt: at(0) } }),
        order({ id: 'done', status: 'done' }),
        order({ id: 'x', status: 'cancelled' }),
        order({ id: 'digital', lines: [airtime] }),
      ],
      new Map(),
      24,
      at(1),
    );
    expect([...flagged.keys()]).toEqual(['gone']);
  });

  it('never flags an order whose units the stock covers after every earlier hold (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 8 }), (stock, quantities) => {
        const orders = quantities.map((quantity, index) => order({ id: `o${index}`, heldSince: at(index), lines: [{ ...rice, quantity }] }));
        const flagged = orderShortfalls(orders, new Map([['rice', stock]]), 100, at(10));
        let left = stock;
        for (const [index, quantity] of quantities.entries()) {
          expect(flagged.has(`o${index}`)).toBe(left < quantity);
          left = Math.max(0, left - quantity);
        }
      }),
    );
  });
});
