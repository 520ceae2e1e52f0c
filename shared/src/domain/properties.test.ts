// Properties of money and of the sale, over arbitrary input: a few hundred cases in the normal run,
// 100 000 each with `npm run test:property` (PROPERTY_RUNS sets the count).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addToCart, emptyCart, setLineQuantity } from './cart';
import type { CartProduct } from './cart';
import { MAX_AMOUNT_MINOR, MAX_LINE_QUANTITY } from './constants';
import { fromMinor, parseMoneyInput, toMinor } from './money';
import { buildSale } from './sale';

const numRuns = Number(process.env.PROPERTY_RUNS ?? 300);
const property = { numRuns };

/** A product a shop could stock: a price within the maximum, a stock or none. */
const product = fc.record({
  id: fc.uuid(),
  name: fc.string({ minLength: 1, maxLength: 20 }),
  type: fc.constantFrom('Physical', 'Digital', 'Ticket') as fc.Arbitrary<CartProduct['type']>,
  price: fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }).map(fromMinor),
  currency: fc.constant('GHS' as const),
  quantity: fc.integer({ min: 0, max: 2 * MAX_LINE_QUANTITY }),
});

const isTwoDecimal = (amount: number) => Number.isFinite(amount) && fromMinor(toMinor(amount)) === amount;

describe('money, for any number', () => {
  it('toMinor refuses the non-finite and the uncountably large, and gives whole minor units otherwise', () => {
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
      property,
    );
  });

  it('parseMoneyInput never throws and accepts only whole minor units from 0 to the maximum', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double().map(String), fc.double()), (input) => {
        const result = parseMoneyInput(input);
        if (result.ok) {
          expect(Number.isSafeInteger(result.value)).toBe(true);
          expect(result.value).toBeGreaterThanOrEqual(0);
          expect(result.value).toBeLessThanOrEqual(MAX_AMOUNT_MINOR);
        }
      }),
      property,
    );
  });
});

describe('a sale, for any cart the till can build', () => {
  it('keeps its figures exact and consistent: total = subtotal − discount, change = max(0, tendered − total)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(product, fc.integer({ min: -5, max: 3 * MAX_LINE_QUANTITY })), { minLength: 1, maxLength: 8 }),
        fc.constantFrom('fixed', 'percentage') as fc.Arbitrary<'fixed' | 'percentage'>,
        fc.option(fc.integer({ min: 0, max: MAX_AMOUNT_MINOR })),
        fc.option(fc.integer({ min: 0, max: MAX_AMOUNT_MINOR })),
        (picks, discountType, discountHundredths, tenderedMinor) => {
          let cart = emptyCart();
          for (const [item, quantity] of picks) {
            cart = addToCart(cart, item).cart;
            cart = setLineQuantity(cart, item.id, quantity).cart;
          }
          for (const line of cart.lines) {
            expect(line.quantity).toBeGreaterThanOrEqual(1);
            expect(line.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
            if (line.stock !== null) expect(line.quantity).toBeLessThanOrEqual(line.stock);
          }
          if (cart.lines.length === 0) return;

          const { sale, stockDecrements } = buildSale({ id: 'sale', cart, discountType, discountHundredths, tenderedMinor, paymentMethod: 'Cash', now: new Date(0) });
          for (const amount of [sale.subtotal, sale.discountAmount, sale.totalAmount, sale.changeDue]) {
            expect(isTwoDecimal(amount)).toBe(true);
            expect(amount).toBeGreaterThanOrEqual(0);
          }
          const subtotal = cart.lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
          expect(toMinor(sale.subtotal)).toBe(subtotal);
          expect(toMinor(sale.discountAmount)).toBeLessThanOrEqual(subtotal);
          expect(toMinor(sale.totalAmount)).toBe(subtotal - toMinor(sale.discountAmount));
          if (sale.tenderedAmount === null) expect(sale.changeDue).toBe(0);
          else expect(toMinor(sale.changeDue)).toBe(Math.max(0, toMinor(sale.tenderedAmount) - toMinor(sale.totalAmount)));
          const physical = cart.lines.filter((line) => line.type === 'Physical');
          expect(stockDecrements.map((d) => d.quantitySold).sort()).toEqual(physical.map((line) => line.quantity).sort());
        },
      ),
      property,
    );
  });
});
