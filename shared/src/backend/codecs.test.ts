// The codecs (codecs.ts), one per stored record that carries money: a round trip either way
// changes nothing (domain → stored → domain, stored → domain → stored); a stored two-decimal
// amount becomes exactly its whole number of minor units, however its decimals fall in binary and
// up to the largest amount a record may hold; and a stored amount that is not whole cents (or not
// a number, or missing) is refused with a StoredRecordError naming the record and the field.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_AMOUNT_MINOR } from '../domain/constants';
import type { Product, ProductDraft, Refund } from '../domain/entities';
import { buildRefund } from '../domain/refund';
import { saleOf } from '../testing/sale-of';
import {
  productDraftToStored,
  productFromStored,
  productPatchToStored,
  productToStored,
  refundFromStored,
  refundToStored,
  saleFromStored,
  saleToStored,
  StoredRecordError,
} from './codecs';
import type { StoredProduct, StoredRefund, StoredSale } from './codecs';
import { expenseFromStored, expenseToStored } from './expense-codec';
import type { StoredExpense } from './expense-codec';
import type { Expense } from '../domain/entities';

const numRuns = Number(process.env.PROPERTY_RUNS ?? 1000);
const SOLD_AT = new Date('2026-11-22T14:05:00Z');
const REFUNDED_AT = new Date('2026-11-23T09:30:00Z');
const CREATED_AT = new Date('2026-01-06T10:00:00Z');

/**
 * Two-decimal amounts as stored, with their minor units. Most of them are not what they say in
 * binary (4.35 is 4.34999999999999964…, so 4.35 × 100 is 434.99999999999994, and 19.99 × 100 is
 * 1998.9999999999998): each must still become exactly its cents.
 */
const STORED_AMOUNTS: readonly [stored: number, minor: number][] = [
  [0, 0],
  [0.01, 1],
  [0.1, 10],
  [0.29, 29],
  [0.3, 30],
  [0.57, 57],
  [1.15, 115],
  [4.35, 435],
  [12.35, 1235],
  [19.99, 1999],
  [1234.5, 123_450],
  [9_999_999.99, MAX_AMOUNT_MINOR - 1],
  [10_000_000, MAX_AMOUNT_MINOR],
];

/** Stored values that are no amount of whole cents. */
const NOT_CENTS: readonly [what: string, value: unknown][] = [
  ['a third decimal', 12.345],
  ['a float sum off the cent', 0.1 + 0.2],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['a string', '12.50'],
  ['null', null],
];

/** The StoredRecordError `read` throws. */
function refusal(read: () => unknown): StoredRecordError {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(StoredRecordError);
    return error as StoredRecordError;
  }
  throw new Error('Expected a StoredRecordError, but the record was read.');
}

/** `record` with the value at `path` (keys and indexes) replaced by `value`, or removed when `value` is `MISSING`. */
const MISSING = Symbol('missing');
function withValue<T>(record: T, path: readonly (string | number)[], value: unknown): T {
  const copy = structuredClone(record) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === MISSING) delete target[last];
  else target[last] = value;
  return copy as T;
}

// ---------------------------------------------------------------- sale

/** A stored cash sale: 3 × ₵12.35 and 1 × ₵0.10 = ₵37.15, ₵5.00 off, ₵40.00 handed over, ₵7.85 change. */
const STORED_SALE: StoredSale = {
  id: 'sale-1',
  items: [
    { id: 'milo', name: 'Milo 400g', price: 12.35, currency: 'GHS', quantity: 3, cost: 9.8 },
    { id: 'water', name: 'Sachet water', price: 0.1, currency: 'GHS', quantity: 1, cost: null },
  ],
  // The figures as stored, two decimals each.
  subtotal: 37.15, discount: 5, discountType: 'fixed', discountAmount: 5, totalAmount: 32.15, tenderedAmount: 40, changeDue: 7.85,
  currency: 'GHS', paymentMethod: 'Cash', createdAt: SOLD_AT, customer: { id: 'c1', name: 'Ngozi Okafor' },
};

/** The same sale split: ₵20.00 by Mobile Money and ₵15.00 cash, ₵2.85 change from the cash. */
const STORED_SPLIT_SALE: StoredSale = {
  ...STORED_SALE,
  id: 'sale-split',
  tenderedAmount: 35,
  changeDue: 2.85,
  paymentMethod: 'Mobile Money',
  payments: [
    { method: 'Mobile Money', amount: 20 },
    { method: 'Cash', amount: 15 },
  ],
};

describe('sale codec', () => {
  it('reads a stored sale as whole minor units, every amount exactly', () => {
    expect(saleFromStored(STORED_SALE)).toStrictEqual({
      id: 'sale-1',
      items: [
        { id: 'milo', name: 'Milo 400g', priceMinor: 1235, currency: 'GHS', quantity: 3, costMinor: 980 },
        { id: 'water', name: 'Sachet water', priceMinor: 10, currency: 'GHS', quantity: 1, costMinor: null },
      ],
      // The same figures in minor units.
      subtotalMinor: 3715, discountHundredths: 500, discountType: 'fixed', discountMinor: 500, totalMinor: 3215, tenderedMinor: 4000, changeMinor: 785,
      currency: 'GHS', paymentMethod: 'Cash', createdAt: SOLD_AT, customer: { id: 'c1', name: 'Ngozi Okafor' },
    });
    expect(saleFromStored(STORED_SPLIT_SALE)).toMatchObject({
      tenderedMinor: 3500,
      changeMinor: 285,
      paymentMethod: 'Mobile Money',
      payments: [
        { method: 'Mobile Money', minor: 2000 },
        { method: 'Cash', minor: 1500 },
      ],
    });
  });

  it('writes a sale back exactly as it was stored: without payments, with them, with nothing tendered', () => {
    const noTender: StoredSale = { ...STORED_SALE, id: 'sale-card', tenderedAmount: null, changeDue: 0, paymentMethod: 'Card', customer: null };
    for (const stored of [STORED_SALE, STORED_SPLIT_SALE, noTender]) {
      expect(saleToStored(saleFromStored(stored))).toStrictEqual(stored);
    }
    expect(saleFromStored(noTender).tenderedMinor).toBeNull();
    expect(saleFromStored(STORED_SALE)).not.toHaveProperty('payments');
  });

  it('gives back the sale it stored, as the till builds them', () => {
    const sales = [
      // Cash with change, and a customer.
      saleOf({ id: 's-cash', lines: [{ id: 'milo', priceMinor: 1235, quantity: 3 }, { id: 'water', priceMinor: 10, quantity: 7 }], tenderedMinor: 5000, customer: { id: 'c1', name: 'Kwame' } }),
      // Nothing tendered, 12.5 % off.
      saleOf({ id: 's-card', lines: [{ id: 'cloth', priceMinor: 12_050, quantity: 2 }], discountType: 'percentage', discountHundredths: 1250, paymentMethod: 'Card' }),
      // A split payment, ₵5.00 off.
      saleOf({ id: 's-split', lines: [{ id: 'rice', priceMinor: 3500, quantity: 2 }], discountHundredths: 500, payments: [{ method: 'Mobile Money', minor: 5000 }, { method: 'Cash', minor: 2500 }] }),
      // The largest sale there may be.
      saleOf({ id: 's-most', lines: [{ id: 'land', priceMinor: MAX_AMOUNT_MINOR, quantity: 1 }], tenderedMinor: MAX_AMOUNT_MINOR }),
    ];
    expect(sales[0]?.tenderedMinor).toBe(5000);
    expect(sales[1]?.tenderedMinor).toBeNull();
    expect(sales[2]?.payments).toHaveLength(2);
    for (const sale of sales) expect(saleFromStored(saleToStored(sale))).toStrictEqual(sale);
    expect(saleToStored(sales[1]!)).toMatchObject({ discount: 12.5, discountType: 'percentage', tenderedAmount: null });
    expect(saleToStored(sales[3]!)).toMatchObject({ subtotal: 10_000_000, totalAmount: 10_000_000, tenderedAmount: 10_000_000, changeDue: 0 });
  });

  it('reads every two-decimal amount as exactly its cents, up to the largest', () => {
    for (const [stored, minor] of STORED_AMOUNTS) {
      const sale = saleFromStored({ ...STORED_SALE, items: [{ ...STORED_SALE.items[0]!, price: stored }], subtotal: stored, discount: 0, discountAmount: 0, totalAmount: stored, tenderedAmount: stored, changeDue: 0 });
      expect([sale.items[0]?.priceMinor, sale.subtotalMinor, sale.totalMinor, sale.tenderedMinor], `${stored}`).toEqual([minor, minor, minor, minor]);
    }
    // Why it matters: the naive product is off by a sliver, which a total would carry.
    expect(4.35 * 100).not.toBe(435);
    expect(Math.trunc(19.99 * 100)).toBe(1998);
  });

  it('refuses a stored amount that is not whole cents, naming the sale and the field', () => {
    const fields: readonly (readonly (string | number)[])[] = [['subtotal'], ['discount'], ['discountAmount'], ['totalAmount'], ['changeDue'], ['items', 0, 'price'], ['items', 1, 'price']];
    for (const path of fields) {
      const field = path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i > 0 ? `.${key}` : key)).join('');
      for (const [what, value] of [...NOT_CENTS, ['missing', MISSING] as const]) {
        const error = refusal(() => saleFromStored(withValue(STORED_SALE, path, value)));
        expect(error.message, `${field}: ${what}`).toMatch(new RegExp(`^Sale sale-1: ${field.replace(/[[\].]/g, '\\$&')} is not a whole number of cents`));
      }
    }
    for (const [what, value] of NOT_CENTS.filter(([, v]) => v !== null)) {
      expect(refusal(() => saleFromStored(withValue(STORED_SALE, ['tenderedAmount'], value))).message, `tenderedAmount: ${what}`).toMatch(/^Sale sale-1: tenderedAmount is not a whole number of cents/);
      expect(refusal(() => saleFromStored(withValue(STORED_SPLIT_SALE, ['payments', 1, 'amount'], value))).message, `payments: ${what}`).toMatch(
        /^Sale sale-split: payments\[1\]\.amount is not a whole number of cents/,
      );
    }
    expect(refusal(() => saleFromStored(withValue(STORED_SPLIT_SALE, ['payments', 0, 'amount'], MISSING))).message).toMatch(/^Sale sale-split: payments\[0\]\.amount /);
    // Nothing tendered is stored as null (or, on older documents, not at all).
    expect(saleFromStored(withValue(STORED_SALE, ['tenderedAmount'], MISSING)).tenderedMinor).toBeNull();
  });
});

// ---------------------------------------------------------------- refund

/** A stored refund of one Milo of the stored sale, ₵5.00 off the sale shared pro rata. */
const STORED_REFUND: StoredRefund = {
  id: 'refund-1',
  saleId: 'sale-1',
  items: [{ id: 'milo', name: 'Milo 400g', price: 12.35, currency: 'GHS', quantity: 1, cost: 9.8 }],
  amount: 10.69,
  currency: 'GHS',
  paymentMethod: 'Cash',
  reason: 'Dented tin',
  createdAt: REFUNDED_AT,
  customer: { id: 'c1', name: 'Ngozi Okafor' },
};

describe('refund codec', () => {
  it('reads a stored refund as whole minor units and writes it back as it was', () => {
    expect(refundFromStored(STORED_REFUND)).toStrictEqual({
      id: 'refund-1',
      saleId: 'sale-1',
      items: [{ id: 'milo', name: 'Milo 400g', priceMinor: 1235, currency: 'GHS', quantity: 1, costMinor: 980 }],
      amountMinor: 1069,
      currency: 'GHS',
      paymentMethod: 'Cash',
      reason: 'Dented tin',
      createdAt: REFUNDED_AT,
      customer: { id: 'c1', name: 'Ngozi Okafor' },
    });
    expect(refundToStored(refundFromStored(STORED_REFUND))).toStrictEqual(STORED_REFUND);
  });

  it('gives back the refund it stored, as the refund form builds them', () => {
    const sale = saleOf({ id: 'sale-r', lines: [{ id: 'rice', priceMinor: 8500, quantity: 2 }, { id: 'voucher', priceMinor: 1000, quantity: 3 }], discountType: 'percentage', discountHundredths: 1000 });
    const refunds: Refund[] = [];
    for (const [id, returning] of [
      ['refund-a', [{ productId: 'rice', quantity: 1 }, { productId: 'voucher', quantity: 1 }]],
      ['refund-b', [{ productId: 'rice', quantity: 1 }, { productId: 'voucher', quantity: 2 }]],
    ] as const) {
      const built = buildRefund({ id, sale, earlier: refunds, returning: [...returning], paymentMethod: 'Cash', reason: '', now: REFUNDED_AT });
      if (!built.ok) throw new Error(built.error);
      refunds.push(built.refund);
    }
    expect(refunds.map((r) => r.amountMinor)).toEqual([8550, 9450]);
    for (const refund of refunds) expect(refundFromStored(refundToStored(refund))).toStrictEqual(refund);
    expect(refundToStored(refunds[0]!)).toMatchObject({ amount: 85.5, items: [{ price: 85 }, { price: 10 }] });
  });

  it('reads every two-decimal amount as exactly its cents, up to the largest', () => {
    for (const [stored, minor] of STORED_AMOUNTS) {
      const refund = refundFromStored({ ...STORED_REFUND, items: [{ ...STORED_REFUND.items[0]!, price: stored }], amount: stored });
      expect([refund.items[0]?.priceMinor, refund.amountMinor], `${stored}`).toEqual([minor, minor]);
    }
  });

  it('refuses a stored amount that is not whole cents, naming the refund and the field', () => {
    for (const [what, value] of [...NOT_CENTS, ['missing', MISSING] as const]) {
      expect(refusal(() => refundFromStored(withValue(STORED_REFUND, ['amount'], value))).message, `amount: ${what}`).toMatch(/^Refund refund-1: amount is not a whole number of cents/);
      expect(refusal(() => refundFromStored(withValue(STORED_REFUND, ['items', 0, 'price'], value))).message, `price: ${what}`).toMatch(
        /^Refund refund-1: items\[0\]\.price is not a whole number of cents/,
      );
    }
  });
});

// ---------------------------------------------------------------- product

const STORED_PRODUCT: StoredProduct = {
  id: 'milo',
  name: 'Milo 400g',
  type: 'Physical',
  price: 12.35,
  currency: 'GHS',
  description: 'Tin',
  imageUrl: null,
  imagePath: null,
  quantity: 24,
  createdAt: CREATED_AT,
};

const PRODUCT: Product = {
  id: 'ebook',
  name: 'Bookkeeping for small shops',
  type: 'Digital',
  priceMinor: 4999,
  currency: 'NGN',
  description: '',
  imageUrl: 'https://example.com/cover.png',
  imagePath: 'products/owner-1/1_cover.png',
  createdAt: CREATED_AT,
};

describe('product codec', () => {
  it('reads a stored product as whole minor units and writes it back as it was', () => {
    expect(productFromStored(STORED_PRODUCT)).toStrictEqual({ ...withValue(STORED_PRODUCT, ['price'], MISSING), priceMinor: 1235 });
    expect(productToStored(productFromStored(STORED_PRODUCT))).toStrictEqual(STORED_PRODUCT);
    const digital = withValue(STORED_PRODUCT, ['quantity'], MISSING);
    expect(productToStored(productFromStored(digital))).toStrictEqual(digital);
  });

  it('gives back the product it stored, without a stock it does not carry', () => {
    expect(productToStored(PRODUCT)).toStrictEqual({ ...withValue(PRODUCT, ['priceMinor'], MISSING), price: 49.99 });
    expect(productFromStored(productToStored(PRODUCT))).toStrictEqual(PRODUCT);
  });

  it('gives back any price from nothing to the largest, and stores each as its two decimals', () => {
    for (const [stored, minor] of STORED_AMOUNTS) {
      expect(productFromStored({ ...STORED_PRODUCT, price: stored }).priceMinor, `${stored}`).toBe(minor);
      expect(productToStored({ ...PRODUCT, priceMinor: minor }).price, `${minor}`).toBe(stored);
    }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }), (priceMinor) => {
        const stored = productToStored({ ...PRODUCT, priceMinor });
        expect(productFromStored(stored).priceMinor).toBe(priceMinor);
        expect(productToStored(productFromStored(stored))).toStrictEqual(stored);
      }),
      { numRuns },
    );
  });

  it('refuses a stored price that is not whole cents, naming the product', () => {
    for (const [what, value] of [...NOT_CENTS, ['missing', MISSING] as const]) {
      const error = refusal(() => productFromStored(withValue(STORED_PRODUCT, ['price'], value)));
      expect(error.message, what).toMatch(/^Product milo: price is not a whole number of cents/);
      expect(error.name).toBe('StoredRecordError');
    }
  });
});

describe('product draft codec', () => {
  const draft: ProductDraft = { name: 'Kente cloth', type: 'Physical', priceMinor: 12_050, currency: 'GHS', description: 'Hand-woven', imageUrl: null, imagePath: null, quantity: 10 };

  it('stores a draft with its price in two decimals, every other field as it is', () => {
    expect(productDraftToStored(draft)).toStrictEqual({ name: 'Kente cloth', type: 'Physical', price: 120.5, currency: 'GHS', description: 'Hand-woven', imageUrl: null, imagePath: null, quantity: 10 });
    expect(productDraftToStored({ ...draft, priceMinor: 1235 }).price).toBe(12.35);
    expect(productDraftToStored({ ...draft, priceMinor: MAX_AMOUNT_MINOR }).price).toBe(10_000_000);
  });

  it('reads back, once stored with its id and date, as the draft it was', () => {
    const digital: ProductDraft = { name: 'E-book', type: 'Digital', priceMinor: 1, currency: 'USD', description: '', imageUrl: null, imagePath: null };
    for (const each of [draft, digital]) {
      expect(productFromStored({ ...productDraftToStored(each), id: 'p1', createdAt: CREATED_AT })).toStrictEqual({ ...each, id: 'p1', createdAt: CREATED_AT });
    }
  });
});

describe('product patch codec', () => {
  it('stores a new price in two decimals, and a patch without one without a price', () => {
    expect(productPatchToStored({ priceMinor: 1235 })).toStrictEqual({ price: 12.35 });
    expect(productPatchToStored({ priceMinor: 0, name: 'Free sample' })).toStrictEqual({ price: 0, name: 'Free sample' });
    expect(productPatchToStored({ priceMinor: MAX_AMOUNT_MINOR })).toStrictEqual({ price: 10_000_000 });
    expect(productPatchToStored({ name: 'Milo 500g', description: '' })).toStrictEqual({ name: 'Milo 500g', description: '' });
  });

  it('keeps a field set to undefined, which removes it from the stored product', () => {
    const stored = productPatchToStored({ type: 'Digital', quantity: undefined });
    expect(stored).toStrictEqual({ type: 'Digital', quantity: undefined });
    expect(Object.hasOwn(stored, 'quantity')).toBe(true);
    expect(stored).not.toHaveProperty('price');
  });

  it('gives the stored product the price it was patched to', () => {
    for (const [, minor] of STORED_AMOUNTS) {
      expect(productFromStored({ ...STORED_PRODUCT, ...productPatchToStored({ priceMinor: minor }) }).priceMinor).toBe(minor);
    }
  });
});

// ---------------------------------------------------------------- expense

const SPENT_AT = new Date('2026-11-22T08:15:00Z');
const EDITED_AT = new Date('2026-11-22T17:40:00Z');

/** A stored expense: ₵19.99 of transport, paid in cash from the till. */
const STORED_EXPENSE: StoredExpense = {
  id: 'exp-1',
  amount: 19.99,
  currency: 'GHS',
  category: 'Transport',
  method: 'Cash',
  fromTill: true,
  spentOn: '2026-11-22',
  note: 'Trotro to the market',
  createdAt: SPENT_AT,
  updatedAt: EDITED_AT,
};

describe('expense codec', () => {
  it('reads a stored expense as whole minor units and writes it back as it was', () => {
    expect(expenseFromStored(STORED_EXPENSE)).toStrictEqual({
      id: 'exp-1',
      amountMinor: 1999,
      currency: 'GHS',
      category: 'Transport',
      method: 'Cash',
      fromTill: true,
      spentOn: '2026-11-22',
      note: 'Trotro to the market',
      createdAt: SPENT_AT,
      updatedAt: EDITED_AT,
    });
    expect(expenseToStored(expenseFromStored(STORED_EXPENSE))).toStrictEqual(STORED_EXPENSE);
  });

  it('gives back any amount from a cent to the largest, stored as its two decimals', () => {
    const expense: Expense = { ...expenseFromStored(STORED_EXPENSE), currency: 'NGN', category: "Owner's own use", method: 'Mobile Money', fromTill: false, note: '' };
    for (const [stored, minor] of STORED_AMOUNTS) {
      expect(expenseFromStored({ ...STORED_EXPENSE, amount: stored }).amountMinor, `${stored}`).toBe(minor);
      expect(expenseToStored({ ...expense, amountMinor: minor }).amount, `${minor}`).toBe(stored);
    }
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT_MINOR }), (amountMinor) => {
        const stored = expenseToStored({ ...expense, amountMinor });
        expect(expenseFromStored(stored)).toStrictEqual({ ...expense, amountMinor });
      }),
      { numRuns },
    );
  });

  it('writes only the stored fields, whatever else the record carries', () => {
    const carrying = { ...expenseFromStored(STORED_EXPENSE), ownerUid: 'someone' } as Expense;
    expect(Object.keys(expenseToStored(carrying)).sort()).toEqual(['amount', 'category', 'createdAt', 'currency', 'fromTill', 'id', 'method', 'note', 'spentOn', 'updatedAt']);
  });

  it('refuses a stored amount that is not whole cents, naming the expense', () => {
    for (const [what, value] of [...NOT_CENTS, ['missing', MISSING] as const]) {
      const error = refusal(() => expenseFromStored(withValue(STORED_EXPENSE, ['amount'], value)));
      expect(error.message, what).toMatch(/^Expense exp-1: amount is not a whole number of cents/);
    }
  });
});
