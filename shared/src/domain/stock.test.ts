import { describe, expect, it } from 'vitest';
import {
  LOW_STOCK_THRESHOLD,
  needsRestocking,
  productsNeedingAttention,
  STOCK_LEVEL_LABELS,
  stockLevel,
  stockSummary,
  stockSummaryText,
} from './stock';

describe('stockLevel', () => {
  it('is below zero under 0, out at zero, low up to the threshold, ok above it', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(5);
    expect(stockLevel({ type: 'Physical', quantity: 0 })).toBe('out');
    expect(stockLevel({ type: 'Physical', quantity: -2 })).toBe('negative');
    expect(stockLevel({ type: 'Physical', quantity: 1 })).toBe('low');
    expect(stockLevel({ type: 'Physical', quantity: 5 })).toBe('low');
    expect(stockLevel({ type: 'Physical', quantity: 6 })).toBe('ok');
  });

  it('treats a Physical product without a quantity as out of stock', () => {
    expect(stockLevel({ type: 'Physical' })).toBe('out');
  });

  it('has no level for Digital and Ticket products', () => {
    expect(stockLevel({ type: 'Digital' })).toBeNull();
    expect(stockLevel({ type: 'Ticket', quantity: 0 })).toBeNull();
  });

  it('takes another threshold', () => {
    expect(stockLevel({ type: 'Physical', quantity: 8 }, 10)).toBe('low');
  });

  it('labels the levels a person must notice', () => {
    expect(STOCK_LEVEL_LABELS).toEqual({ negative: 'Stock below zero \u2014 count it', out: 'Out of stock', low: 'Low stock' });
  });

  it('puts low, out and below-zero products in "Needs restocking"', () => {
    expect([-1, 0, 3, 6].map((quantity) => needsRestocking({ type: 'Physical', quantity }))).toEqual([true, true, true, false]);
    expect(needsRestocking({ type: 'Digital' })).toBe(false);
  });
});

describe('stockSummary', () => {
  const products = [
    { type: 'Physical' as const, quantity: 0 },
    { type: 'Physical' as const, quantity: 3 },
    { type: 'Physical' as const, quantity: 5 },
    { type: 'Physical' as const, quantity: 50 },
    { type: 'Physical' as const, quantity: -1 },
    { type: 'Digital' as const },
  ];

  it('counts low, out-of-stock and below-zero products', () => {
    expect(stockSummary(products)).toEqual({ low: 2, out: 1, negative: 1 });
    expect(stockSummary(products, 2)).toEqual({ low: 0, out: 1, negative: 1 });
    expect(stockSummary([])).toEqual({ low: 0, out: 0, negative: 0 });
    expect(productsNeedingAttention(stockSummary(products))).toBe(4);
  });

  it('reads as one line', () => {
    expect(stockSummaryText({ low: 2, out: 1, negative: 1 })).toBe('2 low on stock, 1 out of stock, 1 below zero');
    expect(stockSummaryText({ low: 0, out: 4, negative: 0 })).toBe('4 out of stock');
    expect(stockSummaryText({ low: 1, out: 0, negative: 0 })).toBe('1 low on stock');
    expect(stockSummaryText({ low: 0, out: 0, negative: 0 })).toBe('');
  });
});
