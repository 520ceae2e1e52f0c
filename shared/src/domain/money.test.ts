import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  amountText,
  divideRounded,
  formatMinor,
  fromMinor,
  isAmountMinor,
  minorInput,
  parseMoneyInput,
  plainMinor,
  toMinor,
} from './money';
import { MAX_AMOUNT_MINOR } from './constants';

describe('toMinor / fromMinor', () => {
  it('converts two-decimal amounts exactly', () => {
    expect(toMinor(12.35)).toBe(1235);
    expect(toMinor(0.1)).toBe(10);
    expect(toMinor(50)).toBe(5000);
    expect(toMinor(100)).toBe(10000);
    expect(fromMinor(1235)).toBe(12.35);
    expect(fromMinor(5000)).toBe(50);
  });

  it('rounds half away from zero at the third decimal, without binary noise', () => {
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(1.004)).toBe(100);
    expect(toMinor(-1.005)).toBe(-101);
    expect(toMinor(0.125)).toBe(13);
  });

  it('refuses non-finite amounts instead of passing them as 0, and never returns -0', () => {
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
    expect(() => toMinor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(formatMinor(Number.NaN, 'GHS')).toBe('₵0.00');
    expect(Object.is(toMinor(-0), 0)).toBe(true);
    expect(Object.is(toMinor(-0.001), 0)).toBe(true);
    expect(Object.is(fromMinor(-0), 0)).toBe(true);
  });

  it('refuses the non-finite and the uncountably large, and gives whole minor units otherwise (property)', () => {
    fc.assert(
      fc.property(fc.double(), (amount) => {
        if (!Number.isFinite(amount) || Math.abs(amount) * 100 > Number.MAX_SAFE_INTEGER) {
          expect(() => toMinor(amount)).toThrow(RangeError);
          return;
        }
        const minor = toMinor(amount);
        expect(Number.isInteger(minor)).toBe(true);
        expect(Object.is(minor, -0)).toBe(false);
        // Exact to the half unit for every amount up to a thousand times the largest the shop takes.
        if (Math.abs(amount) * 100 <= 1000 * MAX_AMOUNT_MINOR) expect(Math.abs(minor - amount * 100)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 300) },
    );
  });

  it('round-trips every minor amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(toMinor(fromMinor(minor))).toBe(minor);
      }),
    );
  });

  it('rounds a two-decimal amount back through minor units (1.005 → 1.01)', () => {
    expect(fromMinor(toMinor(1.005))).toBe(1.01);
    expect(fromMinor(toMinor(2.499))).toBe(2.5);
  });

  it('sums amounts exactly through minor units: 1000 × 0.1 is 100', () => {
    const minor = Array.from({ length: 1000 }, () => 0.1).reduce((sum, amount) => sum + toMinor(amount), 0);
    expect(fromMinor(minor)).toBe(100);
  });
});

describe('divideRounded', () => {
  it('rounds half away from zero', () => {
    expect(divideRounded(5, 10)).toBe(1);
    expect(divideRounded(4, 10)).toBe(0);
    expect(divideRounded(15, 10)).toBe(2);
    expect(divideRounded(-5, 10)).toBe(-1);
    expect(divideRounded(5, -10)).toBe(-1);
    expect(divideRounded(20, 10)).toBe(2);
    expect(Object.is(divideRounded(0, 10), 0)).toBe(true);
  });

  it('matches the exact quotient within half a unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 100_000 }), (n, d) => {
        const q = divideRounded(n, d);
        expect(Math.abs(q * d - n) * 2).toBeLessThanOrEqual(d);
      }),
    );
  });
});

describe('formatMinor', () => {
  it('shows the symbol, en-US grouping and two decimals', () => {
    expect(formatMinor(123450, 'GHS')).toBe('₵1,234.50');
    expect(formatMinor(50000, 'NGN')).toBe('₦500.00');
    expect(formatMinor(500, 'USD')).toBe('$5.00');
    expect(formatMinor(1000, 'GBP')).toBe('£10.00');
    expect(formatMinor(7, 'EUR')).toBe('€0.07');
    expect(formatMinor(123_456_789, 'GHS')).toBe('₵1,234,567.89');
    expect(formatMinor(10_000_000, 'NGN')).toBe('₦100,000.00');
    expect(formatMinor(0, 'GHS')).toBe('₵0.00');
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatMinor(-500, 'GHS')).toBe('-₵5.00');
    expect(formatMinor(-123456, 'NGN')).toBe('-₦1,234.56');
    expect(formatMinor(-0, 'GHS')).toBe('₵0.00');
  });

  it('shows the plan prices of the landing page', () => {
    expect(formatMinor(5000, 'GHS')).toBe('₵50.00');
    expect(formatMinor(10000, 'GHS')).toBe('₵100.00');
    expect(formatMinor(500, 'USD')).toBe('$5.00');
    expect(formatMinor(1000, 'USD')).toBe('$10.00');
  });

  it('rounds non-integer minor amounts and shows non-finite ones as zero', () => {
    expect(formatMinor(99.6, 'GHS')).toBe('₵1.00');
    expect(formatMinor(Number.NaN, 'GHS')).toBe('₵0.00');
  });

  it('agrees with Intl grouping for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        const expected = (Math.abs(minor) / 100).toLocaleString('en-US', {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        });
        expect(formatMinor(minor, 'GHS')).toBe(`${minor < 0 ? '-' : ''}₵${expected}`);
      }),
    );
  });
});

describe('amountText', () => {
  it('groups and writes two decimals without a symbol', () => {
    expect(amountText(123450)).toBe('1,234.50');
    expect(amountText(1_000_000_000)).toBe('10,000,000.00');
    expect(amountText(7)).toBe('0.07');
    expect(amountText(-500)).toBe('-5.00');
    expect(amountText(0)).toBe('0.00');
  });
});

describe('plainMinor', () => {
  it('writes two decimals with no symbol and no grouping', () => {
    expect(plainMinor(0)).toBe('0.00');
    expect(plainMinor(123450)).toBe('1234.50');
    expect(plainMinor(30)).toBe('0.30');
    expect(plainMinor(101)).toBe('1.01');
    expect(plainMinor(-5)).toBe('-0.05');
    expect(plainMinor(-7)).toBe('-0.07');
    expect(plainMinor(123_456_789)).toBe('1234567.89');
  });

  it('rounds non-integer minor amounts and writes non-finite ones as zero', () => {
    expect(plainMinor(99.6)).toBe('1.00');
    expect(plainMinor(Number.NaN)).toBe('0.00');
    expect(plainMinor(-0)).toBe('0.00');
  });

  it('is read back exactly by parseMoneyInput', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }), (minor) => {
        expect(parseMoneyInput(plainMinor(minor))).toEqual({ ok: true, value: minor });
      }),
    );
  });
});

describe('isAmountMinor', () => {
  it('accepts whole minor units from 0 to the maximum', () => {
    expect(isAmountMinor(0)).toBe(true);
    expect(isAmountMinor(1250)).toBe(true);
    expect(isAmountMinor(MAX_AMOUNT_MINOR)).toBe(true);
  });

  it('refuses fractions, negatives, amounts above the maximum and non-numbers', () => {
    expect(isAmountMinor(12.5)).toBe(false);
    expect(isAmountMinor(-1)).toBe(false);
    expect(isAmountMinor(MAX_AMOUNT_MINOR + 1)).toBe(false);
    expect(isAmountMinor(Number.NaN)).toBe(false);
    expect(isAmountMinor('1250')).toBe(false);
    expect(isAmountMinor(null)).toBe(false);
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['.75', 75],
    ['0', 0],
    ['0.01', 1],
    ['  7.10 ', 710],
    ['1,234.50', 123450],
    ['1,234,567', 123456700],
    ['12.', 1200],
    ['1.005', 101],
    ['1.004', 100],
    ['0.999', 100],
    ['-0', 0],
  ])('reads %j as %i minor units', (text, minor) => {
    expect(parseMoneyInput(text)).toEqual({ ok: true, value: minor });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'not-a-number'],
    ['12a', 'not-a-number'],
    ['1e3', 'not-a-number'],
    ['+5', 'not-a-number'],
    ['.', 'not-a-number'],
    ['1.2.3', 'not-a-number'],
    ['1,23', 'not-a-number'],
    ['12,5', 'not-a-number'],
    ['-5', 'negative'],
    ['- 0.01', 'negative'],
    ['99999999999999999999', 'too-large'],
  ])('refuses %j as %s', (text, error) => {
    expect(parseMoneyInput(text)).toEqual({ ok: false, error });
  });

  it('reads a missing value as empty', () => {
    expect(parseMoneyInput(null)).toEqual({ ok: false, error: 'empty' });
    expect(parseMoneyInput(undefined)).toEqual({ ok: false, error: 'empty' });
  });

  it('reads back what formatting to two decimals wrote', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (minor) => {
        const text = formatMinor(minor, 'GHS').slice(1);
        const expected = minor <= MAX_AMOUNT_MINOR ? { ok: true, value: minor } : { ok: false, error: 'too-large' };
        expect(parseMoneyInput(text)).toEqual(expected);
        expect(parseMoneyInput(text.replace(/,/g, ''))).toEqual(expected);
      }),
    );
  });

  it('refuses amounts above the maximum: ₵10,000,000.00 is accepted, one pesewa more is not', () => {
    expect(parseMoneyInput('10,000,000.00')).toEqual({ ok: true, value: MAX_AMOUNT_MINOR });
    expect(parseMoneyInput('10000000.01')).toEqual({ ok: false, error: 'too-large' });
  });
});

describe('minorInput', () => {
  it('judges an amount already in minor units as a typed one would be', () => {
    expect(minorInput(1250)).toEqual({ ok: true, value: 1250 });
    expect(minorInput(0)).toEqual({ ok: true, value: 0 });
    expect(minorInput(MAX_AMOUNT_MINOR)).toEqual({ ok: true, value: MAX_AMOUNT_MINOR });
    expect(minorInput(-100)).toEqual({ ok: false, error: 'negative' });
    expect(minorInput(Number.NaN)).toEqual({ ok: false, error: 'not-a-number' });
    expect(minorInput(12.5)).toEqual({ ok: false, error: 'not-a-number' });
    expect(minorInput(1e300)).toEqual({ ok: false, error: 'too-large' });
    expect(minorInput(MAX_AMOUNT_MINOR + 1)).toEqual({ ok: false, error: 'too-large' });
  });
});
