import { describe, expect, it } from 'vitest';
import type { Sale } from './entities';
import { MAX_SALE_LINES, saleProblem } from './sale-check';
import { saleOf } from '../testing/sale-of';

const sound = saleOf({ id: 's1', lines: [{ id: 'rice', price: 12.5, quantity: 2 }], discount: 5, tendered: 50 });

describe('saleProblem', () => {
  it('accepts what the till makes: discounts, tendered cash, no tendered amount, free items', () => {
    expect(saleProblem(sound)).toBeNull();
    expect(saleProblem(saleOf({ lines: [{ id: 'a', price: 3, quantity: 3 }], discountType: 'percentage', discount: 10 }))).toBeNull();
    expect(saleProblem(saleOf({ lines: [{ id: 'a', price: 0, quantity: 1 }], tendered: null }))).toBeNull();
  });

  it.each<[string, Partial<Sale>]>([
    ['no items', { items: [] }],
    ['too many lines', { items: Array.from({ length: MAX_SALE_LINES + 1 }, () => sound.items[0]!) }],
    ['an unknown currency', { currency: 'XOF' as never }],
    ['an unknown payment method', { paymentMethod: 'Cheque' as never }],
    ['an unknown discount type', { discountType: 'coupon' as never }],
    ['a fractional quantity', { items: [{ ...sound.items[0]!, quantity: 1.5 }] }],
    ['a price in fractions of a cent', { items: [{ ...sound.items[0]!, price: 12.505 }] }],
    ['an item in another currency', { items: [{ ...sound.items[0]!, currency: 'NGN' }] }],
    ['a negative total', { totalAmount: -123.45 }],
    ['a total that is not subtotal less discount', { totalAmount: 21 }],
    ['a subtotal that is not the lines', { subtotal: 30 }],
    ['a discount above the subtotal', { discountAmount: 30, totalAmount: 0 }],
    ['a negative discount as entered', { discount: -1 }],
    ['a wrong change', { changeDue: 1 }],
    ['change without a tendered amount', { tenderedAmount: null }],
    ['a tendered amount that is not money', { tenderedAmount: Number.NaN }],
  ])('refuses %s', (_, change) => {
    expect(saleProblem({ ...sound, ...change })).toEqual(expect.any(String));
  });
});
