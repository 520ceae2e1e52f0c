import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cartTotals,
  changeDueMinor,
  discountMinor,
  lineTotalMinor,
  saleDiscountHundredths,
  subtotalMinor,
  type PricedLine,
} from './totals';

const lines: PricedLine[] = [
  { unitPriceMinor: 5000, quantity: 2 },
  { unitPriceMinor: 1250, quantity: 4 },
];

describe('subtotal', () => {
  it('sums unit price × quantity in minor units', () => {
    expect(lineTotalMinor({ unitPriceMinor: 5000, quantity: 2 })).toBe(10000);
    expect(subtotalMinor(lines)).toBe(15000);
    expect(subtotalMinor([])).toBe(0);
  });

  it('has no float drift: 1000 lines of 0.10 sum to exactly 100.00', () => {
    const many = Array.from({ length: 1000 }, () => ({ unitPriceMinor: 10, quantity: 1 }));
    expect(cartTotals({ lines: many, discountType: 'fixed' }).subtotalMinor).toBe(10000);
  });
});

describe('fixed discount', () => {
  it('takes the amount off', () => {
    const t = cartTotals({ lines, discountType: 'fixed', discountHundredths: 2050 });
    expect(t).toMatchObject({ subtotalMinor: 15000, discountMinor: 2050, totalMinor: 12950 });
  });

  it('is capped at the subtotal so the total never goes below 0', () => {
    const t = cartTotals({ lines, discountType: 'fixed', discountHundredths: 100_000 });
    expect(t).toMatchObject({ discountMinor: 15000, totalMinor: 0 });
  });

  it('treats negative, missing and non-numeric discounts as 0', () => {
    for (const discountHundredths of [-1000, null, undefined, Number.NaN]) {
      expect(cartTotals({ lines, discountType: 'fixed', discountHundredths }).discountMinor).toBe(0);
    }
  });
});

describe('percentage discount', () => {
  it('is the subtotal times the percent (given in basis points: 10 % is 1000)', () => {
    expect(cartTotals({ lines, discountType: 'percentage', discountHundredths: 1000 })).toMatchObject({
      discountMinor: 1500,
      totalMinor: 13500,
    });
    expect(discountMinor(15000, 'percentage', 1250)).toBe(1875);
  });

  it('rounds to the minor unit, half away from zero', () => {
    expect(discountMinor(999, 'percentage', 5000)).toBe(500);
    expect(discountMinor(1, 'percentage', 5000)).toBe(1);
    expect(discountMinor(1, 'percentage', 4900)).toBe(0);
    expect(discountMinor(1000, 'percentage', 3333)).toBe(333);
    expect(discountMinor(333, 'percentage', 3333)).toBe(111);
  });

  it('behaves as 100 above 100 and as 0 below 0', () => {
    expect(discountMinor(15000, 'percentage', 15_000)).toBe(15000);
    expect(discountMinor(15000, 'percentage', 10_000)).toBe(15000);
    expect(discountMinor(15000, 'percentage', -500)).toBe(0);
    expect(discountMinor(15000, 'percentage', null)).toBe(0);
  });

  it('is 0 on an empty cart', () => {
    expect(discountMinor(0, 'percentage', 5000)).toBe(0);
    expect(discountMinor(0, 'fixed', 5000)).toBe(0);
  });
});

describe('change due', () => {
  it('is tendered minus total', () => {
    const t = cartTotals({ lines, discountType: 'fixed', discountHundredths: 0, tenderedMinor: 20000 });
    expect(t).toMatchObject({ totalMinor: 15000, tenderedMinor: 20000, changeMinor: 5000 });
    expect(cartTotals({ lines, discountType: 'fixed', tenderedMinor: 15000 }).changeMinor).toBe(0);
  });

  it('is 0 when tendered is missing or less than the total', () => {
    expect(cartTotals({ lines, discountType: 'fixed' })).toMatchObject({ tenderedMinor: null, changeMinor: 0 });
    expect(cartTotals({ lines, discountType: 'fixed', tenderedMinor: null }).changeMinor).toBe(0);
    expect(cartTotals({ lines, discountType: 'fixed', tenderedMinor: 10000 })).toMatchObject({
      tenderedMinor: 10000,
      changeMinor: 0,
    });
    expect(changeDueMinor(100, null)).toBe(0);
    expect(changeDueMinor(100, 99)).toBe(0);
    expect(changeDueMinor(100, 250)).toBe(150);
  });

  it('ignores negative or non-numeric tendered amounts', () => {
    for (const tenderedMinor of [-100, Number.NaN, undefined, Number.POSITIVE_INFINITY]) {
      expect(cartTotals({ lines, discountType: 'fixed', tenderedMinor })).toMatchObject({ tenderedMinor: null, changeMinor: 0 });
    }
    expect(cartTotals({ lines, discountType: 'fixed', tenderedMinor: 0 }).tenderedMinor).toBe(0);
  });
});

describe('saleDiscountHundredths', () => {
  it('keeps the discount as entered, in whole hundredths, non-negative, a percent at most 100 (10 000)', () => {
    expect(saleDiscountHundredths('fixed', 50_000)).toBe(50_000);
    expect(saleDiscountHundredths('fixed', -300)).toBe(0);
    expect(saleDiscountHundredths('fixed', 101)).toBe(101);
    expect(saleDiscountHundredths('percentage', 15_000)).toBe(10_000);
    expect(saleDiscountHundredths('percentage', 1250)).toBe(1250);
    expect(saleDiscountHundredths('percentage', null)).toBe(0);
  });
});

describe('money invariants (property-based)', () => {
  const lineArb = fc.record({
    unitPriceMinor: fc.integer({ min: 0, max: 10_000_000 }),
    quantity: fc.integer({ min: 1, max: 1000 }),
  });
  const inputArb = fc.record({
    lines: fc.array(lineArb, { maxLength: 30 }),
    discountType: fc.constantFrom('fixed' as const, 'percentage' as const),
    discountHundredths: fc.option(fc.integer({ min: -1e8, max: 1e9 }), { nil: undefined }),
    tenderedMinor: fc.option(fc.integer({ min: -1e5, max: 1e12 }), { nil: null }),
  });

  it('total ≥ 0, change ≥ 0, discount ≤ subtotal, total = subtotal − discount, all integers', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = cartTotals(input);
        expect(t.totalMinor).toBeGreaterThanOrEqual(0);
        expect(t.changeMinor).toBeGreaterThanOrEqual(0);
        expect(t.discountMinor).toBeGreaterThanOrEqual(0);
        expect(t.discountMinor).toBeLessThanOrEqual(t.subtotalMinor);
        expect(t.totalMinor).toBe(t.subtotalMinor - t.discountMinor);
        for (const n of [t.subtotalMinor, t.discountMinor, t.totalMinor, t.changeMinor]) {
          expect(Number.isSafeInteger(n)).toBe(true);
        }
        if (t.tenderedMinor !== null && t.tenderedMinor >= t.totalMinor) {
          expect(t.changeMinor).toBe(t.tenderedMinor - t.totalMinor);
        } else {
          expect(t.changeMinor).toBe(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('the subtotal is the exact integer sum whatever the order of the lines', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 50 }), (ls) => {
        const expected = ls.reduce((s, l) => s + l.unitPriceMinor * l.quantity, 0);
        expect(subtotalMinor(ls)).toBe(expected);
        expect(subtotalMinor([...ls].reverse())).toBe(expected);
      }),
    );
  });

  it('a percentage discount is within half a minor unit of the exact value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 10_000 }), (subtotal, bp) => {
        const d = discountMinor(subtotal, 'percentage', bp);
        expect(Math.abs(d * 10_000 - subtotal * bp) * 2).toBeLessThanOrEqual(10_000);
      }),
    );
  });
});
