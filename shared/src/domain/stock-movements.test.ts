import { describe, expect, it } from 'vitest';
import { MAX_STOCK_QUANTITY } from './constants';
import { FIELD_MESSAGES } from './messages';
import {
  adjustmentMovement,
  formatStockChange,
  isValidAdjustment,
  parseStockAdjustment,
  saleMovements,
  startingStockMovement,
  stockAfterMovement,
  unitsSoldByProduct,
} from './stock-movements';

const at = new Date('2026-11-25T09:00:00Z');

describe('stock movements', () => {
  it('makes one sale movement per product, summing a product listed twice, with an id the replay meets again', () => {
    const movements = saleMovements({ id: 'sale-7', createdAt: at }, [
      { productId: 'rice', quantitySold: 2 },
      { productId: 'oil', quantitySold: 1 },
      { productId: 'rice', quantitySold: 3 },
    ]);
    expect(movements).toEqual([
      { id: 'sale-7_rice', productId: 'rice', change: -5, reason: 'sale', counted: null, saleId: 'sale-7', createdAt: at },
      { id: 'sale-7_oil', productId: 'oil', change: -1, reason: 'sale', counted: null, saleId: 'sale-7', createdAt: at },
    ]);
    expect(saleMovements({ id: 'sale-7', createdAt: at }, [{ productId: 'rice', quantitySold: 5 }])[0]?.id).toBe(movements[0]?.id);
    expect(unitsSoldByProduct([])).toEqual(new Map());
  });

  it('adds a delivery to the stock', () => {
    const movement = adjustmentMovement({ id: 'd1', productId: 'rice', adjustment: { reason: 'delivery', received: 12 }, at }, 3);
    expect(movement).toEqual({ id: 'd1', productId: 'rice', change: 12, reason: 'delivery', counted: null, saleId: null, createdAt: at });
    expect(stockAfterMovement(3, movement)).toBe(15);
  });

  it('gives a product becoming Physical its starting stock by a count from none', () => {
    const start = startingStockMovement('m1', 'rice', 12, at);
    expect(start).toEqual({ id: 'm1', productId: 'rice', change: 12, reason: 'count', counted: 12, saleId: null, createdAt: at });
    expect(stockAfterMovement(0, start)).toBe(12);
  });

  it('sets the stock to a count and records the difference, also from below zero', () => {
    const missing = adjustmentMovement({ id: 'c1', productId: 'rice', adjustment: { reason: 'count', counted: 7 }, at }, 10);
    expect(missing).toMatchObject({ change: -3, counted: 7, reason: 'count' });
    expect(stockAfterMovement(10, missing)).toBe(7);
    const fromNegative = adjustmentMovement({ id: 'c2', productId: 'rice', adjustment: { reason: 'count', counted: 2 }, at }, -1);
    expect(fromNegative).toMatchObject({ change: 3, counted: 2 });
    // A count applied to a stock that moved since it was read still lands on what was counted.
    expect(stockAfterMovement(8, fromNegative)).toBe(2);
  });

  it('takes whole units: at least 1 for a delivery, at least 0 for a count, at most the maximum', () => {
    expect(isValidAdjustment({ reason: 'delivery', received: 1 })).toBe(true);
    expect(isValidAdjustment({ reason: 'delivery', received: 0 })).toBe(false);
    expect(isValidAdjustment({ reason: 'count', counted: 0 })).toBe(true);
    expect(isValidAdjustment({ reason: 'count', counted: -1 })).toBe(false);
    expect(isValidAdjustment({ reason: 'count', counted: 2.5 })).toBe(false);
    expect(isValidAdjustment({ reason: 'count', counted: MAX_STOCK_QUANTITY })).toBe(true);
    expect(isValidAdjustment({ reason: 'delivery', received: MAX_STOCK_QUANTITY + 1 })).toBe(false);
    expect(isValidAdjustment({ reason: 'delivery', received: Number.NaN })).toBe(false);
  });

  it('reads what the owner typed, with a message for each mistake', () => {
    expect(parseStockAdjustment('delivery', ' 24 ')).toEqual({ ok: true, value: { reason: 'delivery', received: 24 } });
    expect(parseStockAdjustment('count', '0')).toEqual({ ok: true, value: { reason: 'count', counted: 0 } });
    expect(parseStockAdjustment('delivery', '')).toEqual({ ok: false, error: FIELD_MESSAGES.receivedRequired });
    expect(parseStockAdjustment('delivery', '0')).toEqual({ ok: false, error: FIELD_MESSAGES.receivedInvalid });
    expect(parseStockAdjustment('count', '   ')).toEqual({ ok: false, error: FIELD_MESSAGES.countedRequired });
    expect(parseStockAdjustment('count', '-2')).toEqual({ ok: false, error: FIELD_MESSAGES.countedInvalid });
    expect(parseStockAdjustment('count', '1.5')).toEqual({ ok: false, error: FIELD_MESSAGES.countedInvalid });
    expect(parseStockAdjustment('count', '1000001')).toEqual({ ok: false, error: FIELD_MESSAGES.countedInvalid });
    expect(FIELD_MESSAGES.countedInvalid).toBe('The count must be a whole number from 0 to 1,000,000.');
  });

  it('writes a change with its sign', () => {
    expect(formatStockChange(5)).toBe('+5');
    expect(formatStockChange(-3)).toBe('\u22123');
    expect(formatStockChange(0)).toBe('0');
  });
});
