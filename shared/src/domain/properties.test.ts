// Properties of money and of the sale, over arbitrary input: a few hundred cases in the normal run,
// 100 000 each with `npm run test:property` (PROPERTY_RUNS sets the count). toMinor's own property
// (stored two-decimal amounts into minor units) is in money.test.ts, the one test of money.ts
// allowed to import it.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addToCart, emptyCart, setLineQuantity } from './cart';
import type { CartProduct } from './cart';
import { MAX_AMOUNT_MINOR, MAX_LINE_QUANTITY } from './constants';
import { minorInput, parseMoneyInput } from './money';
import { buildSale } from './sale';

const numRuns = Number(process.env.PROPERTY_RUNS ?? 300);
const property = { numRuns };

/** A product a shop could stock: a price within the maximum, a stock or none. */
const product = fc.record({
  id: fc.uuid(),
  name: fc.string({ minLength: 1, maxLength: 20 }),
  type: fc.constantFrom('Physical', 'Digital', 'Ticket') as fc.Arbitrary<CartProduct['type']>,
  priceMinor: fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }),
  currency: fc.constant('GHS' as const),
  quantity: fc.integer({ min: 0, max: 2 * MAX_LINE_QUANTITY }),
});

/** A whole, non-negative number of minor units. */
const isWholeMinor = (minor: number) => Number.isSafeInteger(minor) && minor >= 0 && !Object.is(minor, -0);

describe('money, for any input', () => {
  it('parseMoneyInput never throws and accepts only whole minor units from 0 to the maximum', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double().map(String)), (input) => {
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

  it('minorInput never throws and accepts exactly the whole minor units from 0 to the maximum', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer({ min: -1, max: MAX_AMOUNT_MINOR + 1 })), (minor) => {
        const result = minorInput(minor);
        const amount = Number.isSafeInteger(minor) && minor >= 0 && minor <= MAX_AMOUNT_MINOR;
        expect(result.ok).toBe(amount);
        if (result.ok) expect(result.value).toBe(minor);
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
          for (const minor of [sale.subtotalMinor, sale.discountMinor, sale.totalMinor, sale.changeMinor]) {
            expect(isWholeMinor(minor)).toBe(true);
          }
          const subtotal = cart.lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
          expect(sale.subtotalMinor).toBe(subtotal);
          expect(sale.discountMinor).toBeLessThanOrEqual(subtotal);
          expect(sale.totalMinor).toBe(subtotal - sale.discountMinor);
          if (sale.tenderedMinor === null) expect(sale.changeMinor).toBe(0);
          else expect(sale.changeMinor).toBe(Math.max(0, sale.tenderedMinor - sale.totalMinor));
          const physical = cart.lines.filter((line) => line.type === 'Physical');
          expect(stockDecrements.map((d) => d.quantitySold).sort()).toEqual(physical.map((line) => line.quantity).sort());
        },
      ),
      property,
    );
  });
});
