import { describe, expect, it } from 'vitest';
import { MAX_PAYMENT_PARTS } from './constants';
import type { PaymentMethod, Sale } from './entities';
import { MAX_SALE_LINES, saleProblem } from './sale-check';
import { saleOf } from '../testing/sale-of';

const sound = saleOf({ id: 's1', lines: [{ id: 'rice', priceMinor: 1250, quantity: 2 }], discountHundredths: 500, tenderedMinor: 5000 });

describe('saleProblem', () => {
  it('accepts what the till makes: discounts, tendered cash, no tendered amount, free items', () => {
    expect(saleProblem(sound)).toBeNull();
    expect(saleProblem(saleOf({ lines: [{ id: 'a', priceMinor: 300, quantity: 3 }], discountType: 'percentage', discountHundredths: 1000 }))).toBeNull();
    expect(saleProblem(saleOf({ lines: [{ id: 'a', priceMinor: 0, quantity: 1 }], tenderedMinor: null }))).toBeNull();
  });

  it.each<[string, Partial<Sale>]>([
    ['no items', { items: [] }],
    ['too many lines', { items: Array.from({ length: MAX_SALE_LINES + 1 }, () => sound.items[0]!) }],
    ['an unknown currency', { currency: 'XOF' as never }],
    ['an unknown payment method', { paymentMethod: 'Cheque' as never }],
    ['an unknown discount type', { discountType: 'coupon' as never }],
    ['a fractional quantity', { items: [{ ...sound.items[0]!, quantity: 1.5 }] }],
    ['a price in fractions of a cent', { items: [{ ...sound.items[0]!, priceMinor: 1250.5 }] }],
    ['an item in another currency', { items: [{ ...sound.items[0]!, currency: 'NGN' }] }],
    ['a negative total', { totalMinor: -12345 }],
    ['a total that is not subtotal less discount', { totalMinor: 2100 }],
    ['a subtotal that is not the lines', { subtotalMinor: 3000 }],
    ['a discount above the subtotal', { discountMinor: 3000, totalMinor: 0 }],
    ['a negative discount as entered', { discountHundredths: -100 }],
    ['a discount that is not what the discount as entered takes off', { discountMinor: 400, totalMinor: 2100, changeMinor: 2900 }],
    ['a wrong change', { changeMinor: 100 }],
    ['change without a tendered amount', { tenderedMinor: null }],
    ['a tendered amount that is not money', { tenderedMinor: Number.NaN }],
  ])('refuses %s', (_, change) => {
    expect(saleProblem({ ...sound, ...change })).toEqual(expect.any(String));
  });
});

describe('saleProblem for a split payment', () => {
  // ₵70.00 paid as ₵50.00 Mobile Money and ₵25.00 cash, ₵5.00 change.
  const split = saleOf({
    id: 'split',
    lines: [{ id: 'rice', priceMinor: 3500, quantity: 2 }],
    payments: [
      { method: 'Mobile Money', minor: 5000 },
      { method: 'Cash', minor: 2500 },
    ],
  });
  const parts = (...amounts: Array<[PaymentMethod, number]>) => amounts.map(([method, minor]) => ({ method, minor }));

  it('accepts what the till makes', () => {
    expect(split.paymentMethod).toBe('Mobile Money');
    expect(saleProblem(split)).toBeNull();
    const exact = { ...split, payments: parts(['Card', 3500], ['Bank Transfer', 3500]), paymentMethod: 'Card' as const, tenderedMinor: 7000, changeMinor: 0 };
    expect(saleProblem(exact)).toBeNull();
    const allCash = { ...split, payments: parts(['Cash', 2000], ['Cash', 6000]), paymentMethod: 'Cash' as const, tenderedMinor: 8000, changeMinor: 1000 };
    expect(saleProblem(allCash)).toBeNull();
  });

  it.each<[string, Partial<Sale>]>([
    ['one part only', { payments: parts(['Cash', 7500]), paymentMethod: 'Cash' }],
    ['no parts', { payments: [] }],
    ['payments that are not a list', { payments: null as never }],
    ['more parts than the cap', { payments: parts(...Array.from({ length: MAX_PAYMENT_PARTS + 1 }, (): [PaymentMethod, number] => ['Cash', 1500])), paymentMethod: 'Cash', tenderedMinor: 1500 * (MAX_PAYMENT_PARTS + 1), changeMinor: 1500 * (MAX_PAYMENT_PARTS + 1) - 7000 }],
    ['a part by an unlisted method', { payments: [{ method: 'Cheque' as never, minor: 5000 }, { method: 'Cash', minor: 2500 }] }],
    ['a part that is not a map', { payments: ['Cash' as never, { method: 'Cash', minor: 7500 }] }],
    ['a part with a field of its own', { payments: [{ method: 'Mobile Money', minor: 5000, note: 'x' } as never, { method: 'Cash', minor: 2500 }] }],
    ['a part of 0', { payments: parts(['Mobile Money', 7500], ['Cash', 0]) }],
    ['a negative part', { payments: parts(['Mobile Money', 10000], ['Cash', -2500]) }],
    ['a part in fractions of a cent', { payments: parts(['Mobile Money', 5000.5], ['Cash', 2499.5]) }],
    ['parts that do not sum to the tendered amount', { payments: parts(['Mobile Money', 5000], ['Cash', 3000]) }],
    ['parts without a tendered amount', { tenderedMinor: null, changeMinor: 0 }],
    ['parts short of the total, however tendered and change are set', { payments: parts(['Mobile Money', 5000], ['Cash', 1000]), tenderedMinor: 6000, changeMinor: 0 }],
    ['change given from mobile money', { payments: parts(['Mobile Money', 7500], ['Cash', 500]), paymentMethod: 'Mobile Money', tenderedMinor: 8000, changeMinor: 1000 }],
    ['a method that is not the largest part', { paymentMethod: 'Cash' }],
    ['a wrong change', { changeMinor: 400 }],
    ['a method that is not the first of equal parts', { payments: parts(['Card', 3500], ['Mobile Money', 3500]), paymentMethod: 'Mobile Money', tenderedMinor: 7000, changeMinor: 0 }],
  ])('refuses %s', (_, change) => {
    expect(saleProblem({ ...split, ...change })).toEqual(expect.any(String));
  });
});

describe('saleProblem for a sale on credit', () => {
  const kofi = { id: 'kofi', name: 'Kofi Boateng' };
  // ₵70.00: ₵20.00 paid now, ₵50.00 on Kofi's account.
  const onCredit = saleOf({ id: 'credit', lines: [{ id: 'rice', priceMinor: 3500, quantity: 2 }], customer: kofi, tenderedMinor: 2000, credit: { dueOn: '2026-12-22' } });
  const splitOnCredit = saleOf({
    id: 'credit-split',
    lines: [{ id: 'rice', priceMinor: 3500, quantity: 2 }],
    customer: kofi,
    payments: [
      { method: 'Cash', minor: 1000 },
      { method: 'Mobile Money', minor: 3000 },
    ],
    credit: { dueOn: '2026-12-22' },
  });

  it('accepts what the till makes: part paid, nothing paid, part paid by a split payment', () => {
    expect(onCredit.credit).toEqual({ owedMinor: 5000, dueOn: '2026-12-22' });
    expect(saleProblem(onCredit)).toBeNull();
    expect(saleProblem(saleOf({ lines: [{ id: 'rice', priceMinor: 3500, quantity: 2 }], customer: kofi, credit: { dueOn: '2026-12-22' } }))).toBeNull();
    expect(splitOnCredit.credit?.owedMinor).toBe(3000);
    expect(saleProblem(splitOnCredit)).toBeNull();
  });

  it.each<[string, Partial<Sale>]>([
    ['a walk-in customer', { customer: null }],
    ['credit that says nothing', { credit: null as never }],
    ['nothing owed', { credit: { owedMinor: 0, dueOn: '2026-12-22' }, tenderedMinor: 7000 }],
    ['more owed than the total', { credit: { owedMinor: 7001, dueOn: '2026-12-22' }, tenderedMinor: 0 }],
    ['a fraction of a cent owed', { credit: { owedMinor: 4999.5, dueOn: '2026-12-22' } }],
    ['no due day', { credit: { owedMinor: 5000, dueOn: '22/12/2026' } }],
    ['change given', { changeMinor: 500, tenderedMinor: 2500 }],
    ['a tendered amount that is not the total less what is owed', { tenderedMinor: 2500 }],
    ['a total that is not the subtotal less the discount', { totalMinor: 6000, credit: { owedMinor: 4000, dueOn: '2026-12-22' } }],
  ])('refuses %s', (_, change) => {
    expect(saleProblem({ ...onCredit, ...change })).toEqual(expect.any(String));
  });

  it.each<[string, Partial<Sale>]>([
    ['parts that do not pay what was paid now', { payments: [{ method: 'Cash', minor: 1000 }, { method: 'Mobile Money', minor: 2000 }] }],
    ['parts that pay the whole total while some is owed', { payments: [{ method: 'Cash', minor: 3500 }, { method: 'Mobile Money', minor: 3500 }], tenderedMinor: 7000 }],
    ['one part only', { payments: [{ method: 'Cash', minor: 4000 }], paymentMethod: 'Cash' }],
    ['change from a split payment on credit', { payments: [{ method: 'Cash', minor: 2000 }, { method: 'Mobile Money', minor: 3000 }], tenderedMinor: 5000, changeMinor: 1000 }],
  ])('refuses a split payment on credit with %s', (_, change) => {
    expect(saleProblem({ ...splitOnCredit, ...change })).toEqual(expect.any(String));
  });
});
