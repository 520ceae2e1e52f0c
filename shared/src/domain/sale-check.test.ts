import { describe, expect, it } from 'vitest';
import { MAX_PAYMENT_PARTS } from './constants';
import type { PaymentMethod, Sale } from './entities';
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

describe('saleProblem for a split payment', () => {
  // ₵70.00 paid as ₵50.00 Mobile Money and ₵25.00 cash, ₵5.00 change.
  const split = saleOf({
    id: 'split',
    lines: [{ id: 'rice', price: 35, quantity: 2 }],
    payments: [
      { method: 'Mobile Money', amount: 50 },
      { method: 'Cash', amount: 25 },
    ],
  });
  const parts = (...amounts: Array<[PaymentMethod, number]>) => amounts.map(([method, amount]) => ({ method, amount }));

  it('accepts what the till makes', () => {
    expect(split.paymentMethod).toBe('Mobile Money');
    expect(saleProblem(split)).toBeNull();
    const exact = { ...split, payments: parts(['Card', 35], ['Bank Transfer', 35]), paymentMethod: 'Card' as const, tenderedAmount: 70, changeDue: 0 };
    expect(saleProblem(exact)).toBeNull();
    const allCash = { ...split, payments: parts(['Cash', 20], ['Cash', 60]), paymentMethod: 'Cash' as const, tenderedAmount: 80, changeDue: 10 };
    expect(saleProblem(allCash)).toBeNull();
  });

  it.each<[string, Partial<Sale>]>([
    ['one part only', { payments: parts(['Cash', 75]), paymentMethod: 'Cash' }],
    ['no parts', { payments: [] }],
    ['payments that are not a list', { payments: null as never }],
    ['more parts than the cap', { payments: parts(...Array.from({ length: MAX_PAYMENT_PARTS + 1 }, (): [PaymentMethod, number] => ['Cash', 15])), paymentMethod: 'Cash', tenderedAmount: 15 * (MAX_PAYMENT_PARTS + 1), changeDue: 15 * (MAX_PAYMENT_PARTS + 1) - 70 }],
    ['a part by an unlisted method', { payments: [{ method: 'Cheque' as never, amount: 50 }, { method: 'Cash', amount: 25 }] }],
    ['a part that is not a map', { payments: ['Cash' as never, { method: 'Cash', amount: 75 }] }],
    ['a part with a field of its own', { payments: [{ method: 'Mobile Money', amount: 50, note: 'x' } as never, { method: 'Cash', amount: 25 }] }],
    ['a part of 0', { payments: parts(['Mobile Money', 75], ['Cash', 0]) }],
    ['a negative part', { payments: parts(['Mobile Money', 100], ['Cash', -25]) }],
    ['a part in fractions of a cent', { payments: parts(['Mobile Money', 50.005], ['Cash', 24.995]) }],
    ['parts that do not sum to the tendered amount', { payments: parts(['Mobile Money', 50], ['Cash', 30]) }],
    ['parts without a tendered amount', { tenderedAmount: null, changeDue: 0 }],
    ['parts short of the total, however tendered and change are set', { payments: parts(['Mobile Money', 50], ['Cash', 10]), tenderedAmount: 60, changeDue: 0 }],
    ['change given from mobile money', { payments: parts(['Mobile Money', 75], ['Cash', 5]), paymentMethod: 'Mobile Money', tenderedAmount: 80, changeDue: 10 }],
    ['a method that is not the largest part', { paymentMethod: 'Cash' }],
    ['a method that is not the first of equal parts', { payments: parts(['Card', 35], ['Mobile Money', 35]), paymentMethod: 'Mobile Money', tenderedAmount: 70, changeDue: 0 }],
  ])('refuses %s', (_, change) => {
    expect(saleProblem({ ...split, ...change })).toEqual(expect.any(String));
  });
});
