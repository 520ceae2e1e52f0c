import { describe, expect, it } from 'vitest';
import { MAX_STOCK_QUANTITY } from './constants';
import type { StockAdjustment } from './entities';
import {
  auditStockAdjustment,
  requestedAdjustment,
  serverStockAdjustment,
  STOCK_ADJUSTMENT_REFUSAL_CODES,
  stockAdjustmentRefusalWords,
  type StockAdjustmentFacts,
  type StockAdjustmentRefusal,
} from './stock-audit';

const AT = new Date('2026-11-22T14:05:00Z');
const cashier = { kind: 'member', role: 'cashier', disabled: false } as const;
const manager = { kind: 'member', role: 'manager', disabled: false } as const;
const rice = { name: 'Rice 5kg', type: 'Physical', quantity: 40 } as const;

const facts = (changes: Partial<StockAdjustmentFacts> = {}): StockAdjustmentFacts => ({ author: manager, productId: 'rice', product: rice, ...changes });
const count = (counted: number): StockAdjustment => ({ reason: 'count', counted });
const delivery = (received: number, unitCostMinor?: number | null): StockAdjustment => ({ reason: 'delivery', received, ...(unitCostMinor === undefined ? {} : { unitCostMinor }) });

describe('requestedAdjustment', () => {
  it('reads a delivery (its change is what was received, with its unit cost) and a count (the number counted)', () => {
    expect(requestedAdjustment({ reason: 'delivery', change: 24, counted: null, unitCostMinor: 420 })).toEqual(delivery(24, 420));
    expect(requestedAdjustment({ reason: 'delivery', change: 24, counted: null, unitCostMinor: null })).toEqual(delivery(24));
    expect(requestedAdjustment({ reason: 'delivery', change: 24, counted: null })).toEqual(delivery(24));
    // A count's change is the till's view: only the number counted is read.
    expect(requestedAdjustment({ reason: 'count', change: -999, counted: 12 })).toEqual(count(12));
  });

  it('reads nothing from a sale, a refund, or a count without a number', () => {
    expect(requestedAdjustment({ reason: 'sale', change: -2, counted: null })).toBeNull();
    expect(requestedAdjustment({ reason: 'refund', change: 2, counted: null })).toBeNull();
    expect(requestedAdjustment({ reason: 'count', change: 3, counted: null })).toBeNull();
  });
});

describe('auditStockAdjustment', () => {
  it("applies a manager's delivery and count, and the owner's", () => {
    expect(auditStockAdjustment(delivery(24, 420), facts())).toBeNull();
    expect(auditStockAdjustment(count(0), facts())).toBeNull();
    expect(auditStockAdjustment(count(MAX_STOCK_QUANTITY), facts({ author: { kind: 'owner' } }))).toBeNull();
  });

  it('refuses figures no till could have made, first', () => {
    const refused = (adjustment: StockAdjustment | null) => auditStockAdjustment(adjustment, facts({ author: { kind: 'unknown' }, product: null }));
    expect(refused(null)).toMatchObject({ code: 'malformed', problem: expect.stringContaining('delivery or a count') });
    expect(refused(count(-1))).toMatchObject({ code: 'malformed', problem: expect.stringContaining('A count') });
    expect(refused(count(MAX_STOCK_QUANTITY + 1))?.code).toBe('malformed');
    expect(refused(count(1.5))?.code).toBe('malformed');
    expect(refused(delivery(0))).toMatchObject({ code: 'malformed', problem: expect.stringContaining('A delivery') });
    expect(refused(delivery(MAX_STOCK_QUANTITY + 1))?.code).toBe('malformed');
    expect(refused(delivery(2.5))?.code).toBe('malformed');
    expect(refused(delivery(5, -1))).toMatchObject({ code: 'malformed', problem: expect.stringContaining('unit cost') });
    expect(refused(delivery(5, 1.5))?.code).toBe('malformed');
  });

  it('knows the author by their account: none on the staff list, turned off, or a cashier on her own account (a PIN cannot be typed there)', () => {
    expect(auditStockAdjustment(count(3), facts({ author: { kind: 'unknown' } }))).toEqual({ code: 'author-unknown' });
    expect(auditStockAdjustment(count(3), facts({ author: { ...manager, disabled: true } }))).toEqual({ code: 'author-disabled' });
    expect(auditStockAdjustment(count(3), facts({ author: cashier }))).toEqual({ code: 'author-not-allowed', role: 'cashier' });
    expect(auditStockAdjustment(delivery(3), facts({ author: cashier, product: null }))?.code).toBe('author-not-allowed');
  });

  it('refuses a product no longer on file, or one that carries no stock', () => {
    expect(auditStockAdjustment(count(3), facts({ product: null }))).toEqual({ code: 'product-gone', productId: 'rice' });
    expect(auditStockAdjustment(count(3), facts({ product: { name: 'Airtime', type: 'Digital', quantity: null } }))).toEqual({ code: 'product-without-stock', productId: 'rice', productName: 'Airtime' });
    expect(auditStockAdjustment(delivery(3), facts({ product: { name: 'Rice', type: 'Physical', quantity: null } }))?.code).toBe('product-without-stock');
    expect(auditStockAdjustment(delivery(3), facts({ product: { name: 'Gig', type: 'Ticket', quantity: 4 } }))?.code).toBe('product-without-stock');
  });

  it('lists its codes in the order it checks them', () => {
    expect(STOCK_ADJUSTMENT_REFUSAL_CODES).toEqual(['malformed', 'author-unknown', 'author-disabled', 'author-not-allowed', 'product-gone', 'product-without-stock']);
  });
});

describe('serverStockAdjustment', () => {
  const request = (adjustment: StockAdjustment) => ({ id: 'm1', productId: 'rice', adjustment, at: AT });

  it("sets a late count's stock to what was counted, its change against the server's stock when it arrived", () => {
    // Counted 30 offline when the till saw 40; another till sold 15 before it arrived: the server holds 25.
    expect(serverStockAdjustment(request(count(30)), 25, 500)).toEqual({
      movement: { id: 'm1', productId: 'rice', change: 5, reason: 'count', counted: 30, saleId: null, createdAt: AT },
      stockAfter: 30,
    });
  });

  it("adds a delivery and moves the cost to the average of the server's stock and cost", () => {
    // (10 × 5.00 + 10 × 7.01) / 20 = 6.005 → 6.01.
    expect(serverStockAdjustment(request(delivery(10, 701)), 10, 500)).toEqual({
      movement: { id: 'm1', productId: 'rice', change: 10, reason: 'delivery', counted: null, saleId: null, unitCostMinor: 701, costAfterMinor: 601, createdAt: AT },
      stockAfter: 20,
    });
    expect(serverStockAdjustment(request(delivery(4)), -2, 500)).toMatchObject({ movement: { change: 4 }, stockAfter: 2 });
    expect(serverStockAdjustment(request(delivery(4, 300)), -2, 500).movement.costAfterMinor).toBe(300);
  });
});

describe('stockAdjustmentRefusalWords', () => {
  const words = (refusal: StockAdjustmentRefusal, reason: 'delivery' | 'count' = 'count') =>
    stockAdjustmentRefusalWords(refusal, { reason, change: reason === 'count' ? -4 : 24, counted: reason === 'count' ? 12 : null, madeBy: { id: 'm1', name: 'Efua' } }, '14:02');

  it('says each refusal in one sentence, with what was asked and by whom', () => {
    expect(words({ code: 'author-not-allowed', role: 'cashier' })).toBe("Stock count of 12 was refused: it came from a Cashier's own account, which may not change stock without a manager — by Efua, 14:02");
    expect(words({ code: 'author-unknown' }, 'delivery')).toBe('Delivery of +24 was refused: it came from an account that is not on your staff list — by Efua, 14:02');
    expect(words({ code: 'author-disabled' })).toContain('a staff member you turned off');
    expect(words({ code: 'malformed', problem: 'A count is a whole number of units from 0 to 1000000.' })).toContain('refused: a count is a whole number of units from 0 to 1000000 —');
    expect(words({ code: 'product-gone', productId: 'rice' })).toContain('the product is no longer in your catalogue');
    expect(words({ code: 'product-without-stock', productId: 'air', productName: 'Airtime' })).toContain('Airtime carries no stock');
  });

  it("names the owner when no stamp says who, and a count without a number as such", () => {
    expect(stockAdjustmentRefusalWords({ code: 'author-unknown' }, { reason: 'count', change: 0, counted: null }, '09:00')).toBe(
      'Stock count of ? was refused: it came from an account that is not on your staff list — by Owner, 09:00',
    );
  });
});
