import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, setLineQuantity, type Cart, type CartProduct } from './cart';
import type { Sale } from './entities';
import { buildSale, EmptySaleError, receiptText, stockAfterSale } from './sale';
import { formatDateTime } from './calendar';
import { CreditSaleError } from './credit-sale';
import { CREDIT_MESSAGES } from './pay-later-words';

const now = new Date('2026-11-22T14:05:09Z');
const rice: CartProduct = { id: 'rice', name: 'Rice 5kg', type: 'Physical', priceMinor: 5000, currency: 'GHS', quantity: 10 };
const oil: CartProduct = { id: 'oil', name: 'Palm oil', type: 'Physical', priceMinor: 1250, currency: 'GHS', quantity: 4 };
const ebook: CartProduct = { id: 'ebook', name: 'Recipe e-book', type: 'Digital', priceMinor: 2000, currency: 'GHS' };
const ticket: CartProduct = { id: 'gig', name: 'Concert', type: 'Ticket', priceMinor: 10, currency: 'GHS' };

function cartOf(...entries: [CartProduct, number][]): Cart {
  let cart = emptyCart();
  for (const [product, qty] of entries) {
    cart = addToCart(cart, product).cart;
    cart = setLineQuantity(cart, product.id, qty).cart;
  }
  return cart;
}

describe('buildSale', () => {
  const cart = cartOf([rice, 2], [oil, 4], [ebook, 1]);

  it('records exactly the fields of the Sale record', () => {
    const { sale } = buildSale({
      id: 'a1b2c3d4-0000-4000-8000-000000000000',
      cart,
      discountType: 'percentage',
      discountHundredths: 1000,
      tenderedMinor: 20000,
      paymentMethod: 'Mobile Money',
      customer: { id: 'c1', name: 'Ama Mensah' },
      now,
    });
    // Strict: no field more (not even an undefined one), none less.
    expect(sale).toStrictEqual({
      id: 'a1b2c3d4-0000-4000-8000-000000000000',
      items: [
        { id: 'rice', name: 'Rice 5kg', priceMinor: 5000, currency: 'GHS', quantity: 2, costMinor: null },
        { id: 'oil', name: 'Palm oil', priceMinor: 1250, currency: 'GHS', quantity: 4, costMinor: null },
        { id: 'ebook', name: 'Recipe e-book', priceMinor: 2000, currency: 'GHS', quantity: 1, costMinor: null },
      ],
      subtotalMinor: 17000,
      discountHundredths: 1000,
      discountType: 'percentage',
      discountMinor: 1700,
      totalMinor: 15300,
      tenderedMinor: 20000,
      changeMinor: 4700,
      currency: 'GHS',
      paymentMethod: 'Mobile Money',
      createdAt: now,
      customer: { id: 'c1', name: 'Ama Mensah' },
    } satisfies Sale);
  });

  it('keeps only id and name of the customer, and null without one', () => {
    const withExtra = buildSale({
      id: 's',
      cart,
      discountType: 'fixed',
      paymentMethod: 'Cash',
      customer: { id: 'c1', name: 'Kofi', email: 'k@x.com', phone: '1', createdAt: now } as never,
      now,
    });
    expect(withExtra.sale.customer).toEqual({ id: 'c1', name: 'Kofi' });
    const walkIn = buildSale({ id: 's', cart, discountType: 'fixed', paymentMethod: 'Cash', now });
    expect(walkIn.sale.customer).toBeNull();
    expect(buildSale({ id: 's', cart, discountType: 'fixed', paymentMethod: 'Cash', customer: null, now }).sale.customer).toBeNull();
  });

  it('keeps tenderedMinor null when missing and change as 0', () => {
    const { sale } = buildSale({ id: 's', cart, discountType: 'fixed', discountHundredths: 500, paymentMethod: 'Card', now });
    expect(sale).toMatchObject({ tenderedMinor: null, changeMinor: 0, discountHundredths: 500, discountMinor: 500, totalMinor: 16500 });
  });

  it('caps a fixed discount at the subtotal and keeps the entered value', () => {
    const { sale } = buildSale({
      id: 's',
      cart,
      discountType: 'fixed',
      discountHundredths: 50_000,
      tenderedMinor: 1000,
      paymentMethod: 'Cash',
      now,
    });
    expect(sale).toMatchObject({ discountHundredths: 50_000, discountMinor: 17000, totalMinor: 0, changeMinor: 1000 });
  });

  it('has one stock decrement per Physical line', () => {
    const { stockDecrements } = buildSale({
      id: 's',
      cart: cartOf([rice, 2], [ebook, 3], [oil, 4], [ticket, 2]),
      discountType: 'fixed',
      paymentMethod: 'Cash',
      now,
    });
    expect(stockDecrements).toEqual([
      { productId: 'rice', quantitySold: 2 },
      { productId: 'oil', quantitySold: 4 },
    ]);
  });

  it('sums 1000 items of ₵0.10 to exactly ₵100.00', () => {
    const { sale } = buildSale({
      id: 's',
      cart: cartOf([ticket, 1000]),
      discountType: 'fixed',
      tenderedMinor: 10000,
      paymentMethod: 'Cash',
      now,
    });
    expect(sale).toMatchObject({ subtotalMinor: 10000, totalMinor: 10000, changeMinor: 0 });
  });

  it('takes the currency of the lines when the cart does not say', () => {
    const c = cartOf([rice, 1]);
    const { sale } = buildSale({ id: 's', cart: { ...c, currency: null }, discountType: 'fixed', paymentMethod: 'Cash', now });
    expect(sale.currency).toBe('GHS');
  });

  it('refuses an empty cart', () => {
    expect(() => buildSale({ id: 's', cart: emptyCart(), discountType: 'fixed', paymentMethod: 'Cash', now })).toThrow(
      EmptySaleError,
    );
    expect(new EmptySaleError().name).toBe('EmptySaleError');
  });
});

describe('stockAfterSale', () => {
  it('is the original quantity minus the sold quantity, and may go below 0 (two tills, one last unit)', () => {
    expect(stockAfterSale(10, 3)).toBe(7);
    expect(stockAfterSale(3, 3)).toBe(0);
    expect(stockAfterSale(2, 5)).toBe(-3);
    expect(stockAfterSale(undefined, 1)).toBe(-1);
  });
});

describe('receiptText', () => {
  const { sale } = buildSale({
    id: 'a1b2c3d4-e5f6-4000-8000-000000000000',
    cart: cartOf([rice, 2], [oil, 1]),
    discountType: 'percentage',
    discountHundredths: 1000,
    tenderedMinor: 20000,
    paymentMethod: 'Mobile Money',
    customer: { id: 'c1', name: 'Ama Mensah' },
    now,
  });

  it('lists everything a till copies', () => {
    expect(receiptText(sale, { businessName: 'Kofi Stores' })).toBe(
      [
        'Kofi Stores',
        'Date: Nov 22, 2026 14:05',
        'Order: #A1B2C3D4',
        '--------------------------------',
        'Rice 5kg',
        '  2 x ₵50.00 = ₵100.00',
        'Palm oil',
        '  1 x ₵12.50 = ₵12.50',
        '--------------------------------',
        'Subtotal: ₵112.50',
        'Discount (10%): -₵11.25',
        'Total: ₵101.25',
        'Tendered: ₵200.00',
        'Change: ₵98.75',
        'Payment: Mobile Money',
        'Customer: Ama Mensah',
        '--------------------------------',
        'Thank you for your purchase!',
      ].join('\n'),
    );
  });

  it('handles a walk-in cash sale with no tendered amount and no discount, in naira', () => {
    const garri: CartProduct = { id: 'g', name: 'Garri', type: 'Physical', priceMinor: 150_000, currency: 'NGN', quantity: 5 };
    const { sale: plain } = buildSale({
      id: 'xyz',
      cart: cartOf([garri, 1]),
      discountType: 'fixed',
      paymentMethod: 'Cash',
      now,
    });
    const text = receiptText(plain, null);
    expect(text.startsWith('Date: ')).toBe(true);
    expect(text).toContain('Order: #XYZ');
    expect(text).toContain('  1 x ₦1,500.00 = ₦1,500.00');
    expect(text).toContain('Discount: ₦0.00');
    expect(text).not.toContain('Tendered');
    expect(text).toContain('Change: ₦0.00');
    expect(text).toContain('Customer: Walk-in customer');
    expect(receiptText(plain, { businessName: '   ' }).startsWith('Date: ')).toBe(true);
  });

  it('labels a percentage discount as entered, a fraction of a percent included', () => {
    const { sale: odd } = buildSale({ id: 'pct', cart: cartOf([rice, 2]), discountType: 'percentage', discountHundredths: 1250, paymentMethod: 'Cash', now });
    expect(receiptText(odd, null)).toContain('Discount (12.5%): -₵12.50');
  });

  it('shows the date in the time zone asked for', () => {
    expect(receiptText(sale, { businessName: 'K' }, { timeZone: 'Africa/Lagos' })).toContain('Date: Nov 22, 2026 15:05');
  });
});

describe('formatDateTime', () => {
  it('uses 24-hour time, midnight as 00', () => {
    expect(formatDateTime(new Date('2026-01-05T00:07:00Z'))).toBe('Jan 5, 2026 00:07');
    expect(formatDateTime(new Date('2026-12-31T23:59:59Z'), 'Africa/Accra')).toBe('Dec 31, 2026 23:59');
  });
});

describe('a split payment', () => {
  // ₵70.00: two bags of rice less ₵30.
  const split = () =>
    buildSale({
      id: 'split-1',
      cart: cartOf([rice, 2]),
      discountType: 'fixed',
      discountHundredths: 3000,
      tenderedMinor: 999_999,
      paymentMethod: 'Card',
      payments: [
        { method: 'Mobile Money', minor: 5000 },
        { method: 'Cash', minor: 2500 },
      ],
      now,
    }).sale;

  it('records the parts, the main method, the sum as tendered and the change from cash', () => {
    const sale = split();
    expect(sale.totalMinor).toBe(7000);
    expect(sale.payments).toEqual([
      { method: 'Mobile Money', minor: 5000 },
      { method: 'Cash', minor: 2500 },
    ]);
    expect(sale.paymentMethod).toBe('Mobile Money');
    expect(sale.tenderedMinor).toBe(7500);
    expect(sale.changeMinor).toBe(500);
  });

  it('leaves payments off a sale paid by one method', () => {
    const { sale } = buildSale({ id: 'one', cart: cartOf([rice, 1]), discountType: 'fixed', paymentMethod: 'Cash', payments: null, now });
    expect('payments' in sale).toBe(false);
  });

  it('refuses parts that do not cover the total, naming the rule', () => {
    expect(() =>
      buildSale({
        id: 'short',
        cart: cartOf([rice, 2]),
        discountType: 'fixed',
        paymentMethod: 'Cash',
        payments: [
          { method: 'Mobile Money', minor: 5000 },
          { method: 'Cash', minor: 2000 },
        ],
        now,
      }),
    ).toThrow(expect.objectContaining({ name: 'SplitPaymentError', problem: 'short' }));
  });

  it('prints Payment: Split and one line per part on the receipt', () => {
    const text = receiptText(split(), null);
    expect(text).toContain(['Tendered: ₵75.00', 'Change: ₵5.00', 'Payment: Split', '  Mobile Money: ₵50.00', '  Cash: ₵25.00', 'Customer: Walk-in customer'].join('\n'));
  });
});

describe('a sale on credit ("Pay later")', () => {
  const ama = { id: 'c1', name: 'Ama Mensah' };
  const dueOn = '2026-12-22';
  // ₵100.00: two bags of rice.
  const onCredit = (input: Partial<Parameters<typeof buildSale>[0]> = {}) =>
    buildSale({ id: 'credit-1', cart: cartOf([rice, 2]), discountType: 'fixed', tenderedMinor: 2500, paymentMethod: 'Mobile Money', customer: ama, credit: { dueOn }, now, ...input });

  it('records what was paid now as tendered, no change, and the rest on the account', () => {
    const { sale, stockDecrements } = onCredit();
    expect(sale).toStrictEqual({
      id: 'credit-1',
      items: [{ id: 'rice', name: 'Rice 5kg', priceMinor: 5000, currency: 'GHS', quantity: 2, costMinor: null }],
      subtotalMinor: 10_000,
      discountHundredths: 0,
      discountType: 'fixed',
      discountMinor: 0,
      totalMinor: 10_000,
      tenderedMinor: 2500,
      changeMinor: 0,
      currency: 'GHS',
      paymentMethod: 'Mobile Money',
      createdAt: now,
      customer: ama,
      credit: { owedMinor: 7500, dueOn },
    } satisfies Sale);
    expect(stockDecrements).toEqual([{ productId: 'rice', quantitySold: 2 }]);
  });

  it('puts the whole total, discount taken off, on the account when nothing is paid now', () => {
    const { sale } = onCredit({ tenderedMinor: null, discountType: 'percentage', discountHundredths: 1000 });
    expect(sale).toMatchObject({ totalMinor: 9000, tenderedMinor: 0, changeMinor: 0, credit: { owedMinor: 9000, dueOn } });
  });

  it('pays now by a split payment whose parts need not cover the total, and gives no change', () => {
    const { sale } = onCredit({ payments: [{ method: 'Cash', minor: 1000 }, { method: 'Mobile Money', minor: 3000 }], tenderedMinor: 99_999 });
    expect(sale).toMatchObject({ tenderedMinor: 4000, changeMinor: 0, paymentMethod: 'Mobile Money', credit: { owedMinor: 6000, dueOn } });
    expect(sale.payments).toEqual([{ method: 'Cash', minor: 1000 }, { method: 'Mobile Money', minor: 3000 }]);
  });

  it('is an ordinary sale without credit', () => {
    const { sale } = onCredit({ credit: null, tenderedMinor: 10_000 });
    expect('credit' in sale).toBe(false);
    expect(sale.changeMinor).toBe(0);
  });

  it('refuses a walk-in customer, nothing left to owe and more paid than the total, with the till\'s words', () => {
    const refused = (input: Partial<Parameters<typeof buildSale>[0]>) => () => onCredit(input);
    expect(refused({ customer: null })).toThrow(new CreditSaleError(CREDIT_MESSAGES.walkIn));
    expect(refused({ tenderedMinor: 10_000 })).toThrow(new CreditSaleError(CREDIT_MESSAGES.nothingOwed));
    expect(refused({ tenderedMinor: 10_001 })).toThrow(new CreditSaleError(CREDIT_MESSAGES.paidTooMuch));
    expect(refused({ payments: [{ method: 'Cash', minor: 5000 }, { method: 'Card', minor: 5000 }] })).toThrow(new CreditSaleError(CREDIT_MESSAGES.nothingOwed));
    expect(refused({ tenderedMinor: 10_000 })).toThrow(expect.objectContaining({ name: 'CreditSaleError' }));
  });

  it('prints what was paid now, what went on the account and when it is due on the receipt', () => {
    expect(receiptText(onCredit().sale, { businessName: 'Kofi Stores' })).toContain(
      [
        'Total: ₵100.00',
        'Paid now: ₵25.00',
        'Payment: Mobile Money',
        'On account: ₵75.00',
        'Due: Dec 22, 2026',
        'Customer: Ama Mensah',
        '--------------------------------',
        'Thank you for your purchase!',
      ].join('\n'),
    );
    const nothingPaid = receiptText(onCredit({ tenderedMinor: null }).sale, null);
    expect(nothingPaid).toContain('Total: ₵100.00\nPaid now: ₵0.00\nOn account: ₵100.00\nDue: Dec 22, 2026\nCustomer: Ama Mensah');
    expect(nothingPaid).not.toContain('Change:');
    expect(receiptText(onCredit({ credit: null, tenderedMinor: 10_000 }).sale, null)).not.toContain('On account');
  });
});
