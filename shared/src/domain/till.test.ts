import { describe, expect, it } from 'vitest';
import { isDiscountCapped, pickScannedProduct } from './till';

const milo = { name: 'Milo 400g' };
const miloSmall = { name: 'Milo' };
const rice = { name: 'Rice (5kg)' };

describe('pickScannedProduct', () => {
  it('takes the only match', () => {
    expect(pickScannedProduct([rice], 'ric')).toBe(rice);
  });

  it('prefers the exact name, ignoring case and spaces, when several match', () => {
    expect(pickScannedProduct([milo, miloSmall], '  MILO ')).toBe(miloSmall);
  });

  it('gives nothing when the scan is ambiguous or empty', () => {
    expect(pickScannedProduct([milo, { name: 'Milo 400g ' }], 'milo')).toBeNull();
    expect(pickScannedProduct([milo, miloSmall], '')).toBeNull();
    expect(pickScannedProduct([], 'milo')).toBeNull();
  });

  it('gives nothing when two products share the exact name', () => {
    expect(pickScannedProduct([miloSmall, { name: 'milo' }], 'Milo')).toBeNull();
  });
});

describe('isDiscountCapped', () => {
  it('flags a fixed discount above the subtotal (both in minor units)', () => {
    expect(isDiscountCapped(1000, 'fixed', 1001)).toBe(true);
    expect(isDiscountCapped(1000, 'fixed', 1000)).toBe(false);
    expect(isDiscountCapped(0, 'fixed', 100)).toBe(true);
    expect(isDiscountCapped(-5, 'fixed', 100)).toBe(true);
  });

  it('flags a percentage above 100 (in basis points: 100 % is 10 000)', () => {
    expect(isDiscountCapped(1000, 'percentage', 10_000)).toBe(false);
    expect(isDiscountCapped(1000, 'percentage', 10_050)).toBe(true);
  });

  it('never flags no discount, a negative or a non-number', () => {
    expect(isDiscountCapped(1000, 'fixed', null)).toBe(false);
    expect(isDiscountCapped(1000, 'fixed', undefined)).toBe(false);
    expect(isDiscountCapped(1000, 'percentage', -3)).toBe(false);
    expect(isDiscountCapped(1000, 'fixed', Number.NaN)).toBe(false);
  });
});
