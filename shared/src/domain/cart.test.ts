import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addRefusal,
  addToCart,
  canCheckout,
  cartItemCount,
  emptyCart,
  findLine,
  productStock,
  removeLine,
  setLineQuantity,
  syncCartWithProducts,
  type Cart,
  type CartProduct,
} from './cart';
import { CART_MESSAGES } from './messages';

const rice: CartProduct = { id: 'rice', name: 'Rice 5kg', type: 'Physical', priceMinor: 5000, currency: 'GHS', quantity: 3 };
const soap: CartProduct = { id: 'soap', name: 'Soap', type: 'Physical', priceMinor: 450, currency: 'GHS', quantity: 0 };
const ebook: CartProduct = { id: 'ebook', name: 'Recipe e-book', type: 'Digital', priceMinor: 2000, currency: 'GHS' };
const ticket: CartProduct = { id: 'gig', name: 'Concert', type: 'Ticket', priceMinor: 15000, currency: 'GHS' };
const garri: CartProduct = { id: 'garri', name: 'Garri', type: 'Physical', priceMinor: 120000, currency: 'NGN', quantity: 10 };

function add(cart: Cart, ...products: CartProduct[]): Cart {
  return products.reduce((c, p) => addToCart(c, p).cart, cart);
}

describe('emptyCart', () => {
  it('has no currency and no lines', () => {
    expect(emptyCart()).toEqual({ currency: null, lines: [] });
    expect(emptyCart().lines.length).toBe(0);
    expect(canCheckout(emptyCart())).toBe(false);
  });
});

describe('productStock', () => {
  it('is a whole number ≥ 0 for Physical and null for the rest', () => {
    expect(productStock(rice)).toBe(3);
    expect(productStock({ type: 'Physical', quantity: 2.7 })).toBe(2);
    expect(productStock({ type: 'Physical', quantity: -4 })).toBe(0);
    expect(productStock({ type: 'Physical' })).toBe(0);
    expect(productStock({ type: 'Physical', quantity: Number.NaN })).toBe(0);
    expect(productStock(ebook)).toBeNull();
    expect(productStock({ type: 'Ticket', quantity: 0 })).toBeNull();
  });
});

describe('addToCart', () => {
  it('adds a line with the unit price in minor units and takes the product currency', () => {
    const { cart, refused } = addToCart(emptyCart(), rice);
    expect(refused).toBeNull();
    expect(cart.currency).toBe('GHS');
    expect(cart.lines).toEqual([
      { productId: 'rice', name: 'Rice 5kg', type: 'Physical', unitPriceMinor: 5000, currency: 'GHS', quantity: 1, stock: 3, unitCostMinor: null },
    ]);
    expect(canCheckout(cart)).toBe(true);
  });

  it('adds one more to an existing line', () => {
    const cart = add(emptyCart(), rice, rice);
    expect(cart.lines).toHaveLength(1);
    expect(findLine(cart, 'rice')?.quantity).toBe(2);
  });

  it('refuses a Physical product with stock 0', () => {
    const start = emptyCart();
    const result = addToCart(start, soap);
    expect(result.refused).toBe('out-of-stock');
    expect(result.cart).toBe(start);
    expect(addRefusal(soap, start)).not.toBeNull();
  });

  it('never goes above the stock', () => {
    const full = add(emptyCart(), rice, rice, rice);
    expect(findLine(full, 'rice')?.quantity).toBe(3);
    const result = addToCart(full, rice);
    expect(result.refused).toBe('stock-limit');
    expect(result.cart).toBe(full);
    expect(addRefusal(rice, full)).not.toBeNull();
  });

  it('uses the current stock of the product when it changed', () => {
    const cart = add(emptyCart(), rice, rice);
    const result = addToCart(cart, { ...rice, quantity: 2 });
    expect(result.refused).toBe('stock-limit');
    const more = addToCart(cart, { ...rice, quantity: 10, priceMinor: 5500 });
    expect(more.refused).toBeNull();
    expect(findLine(more.cart, 'rice')).toMatchObject({ quantity: 3, stock: 10, unitPriceMinor: 5500 });
  });

  it('lets Digital and Ticket products be added without limit', () => {
    let cart = emptyCart();
    for (let i = 0; i < 500; i += 1) cart = add(cart, ebook, ticket);
    expect(findLine(cart, 'ebook')).toMatchObject({ quantity: 500, stock: null });
    expect(findLine(cart, 'gig')).toMatchObject({ quantity: 500, stock: null });
    expect(cartItemCount(cart)).toBe(1000);
    expect(cart.lines.length).toBe(2);
  });

  it('keeps a sale in one currency', () => {
    const cart = add(emptyCart(), rice);
    const result = addToCart(cart, garri);
    expect(result.refused).toBe('currency-mismatch');
    expect(result.cart).toBe(cart);
    expect(addRefusal(garri, cart)).toBe('currency-mismatch');
    expect(addRefusal(garri, emptyCart())).toBeNull();
    expect(addToCart(emptyCart(), garri).cart.currency).toBe('NGN');
  });

  it('reports currency before stock', () => {
    expect(addRefusal({ ...garri, quantity: 0 }, add(emptyCart(), rice))).toBe('currency-mismatch');
  });

  it('does not change the cart it was given', () => {
    const cart = add(emptyCart(), rice);
    const snapshot = structuredClone(cart);
    addToCart(cart, rice);
    addToCart(cart, ebook);
    expect(cart).toEqual(snapshot);
  });

  it('has a message for every refusal', () => {
    for (const reason of ['out-of-stock', 'stock-limit', 'currency-mismatch'] as const) {
      expect(CART_MESSAGES[reason]).toMatch(/\.$/);
    }
  });
});

describe('setLineQuantity', () => {
  const cart = add(emptyCart(), rice, ebook);

  it('sets the quantity', () => {
    const result = setLineQuantity(cart, 'rice', 2);
    expect(result.refused).toBeNull();
    expect(findLine(result.cart, 'rice')?.quantity).toBe(2);
    expect(findLine(setLineQuantity(cart, 'ebook', 40).cart, 'ebook')?.quantity).toBe(40);
  });

  it('removes the line below 1', () => {
    for (const q of [0, -1, 0.5, Number.NaN]) {
      const result = setLineQuantity(cart, 'rice', q);
      expect(result.refused).toBeNull();
      expect(findLine(result.cart, 'rice')).toBeUndefined();
      expect(result.cart.lines).toHaveLength(1);
    }
  });

  it('goes back to an empty cart with no currency when the last line goes', () => {
    const one = add(emptyCart(), rice);
    expect(setLineQuantity(one, 'rice', 0).cart).toEqual(emptyCart());
  });

  it('caps at the stock and says so', () => {
    const result = setLineQuantity(cart, 'rice', 7);
    expect(result.refused).toBe('stock-limit');
    expect(findLine(result.cart, 'rice')?.quantity).toBe(3);
  });

  it('rounds fractions down', () => {
    expect(findLine(setLineQuantity(cart, 'rice', 2.9).cart, 'rice')?.quantity).toBe(2);
  });

  it('removes a line whose stock is gone', () => {
    const stale: Cart = { currency: 'GHS', lines: [{ ...cart.lines[0]!, stock: 0 }] };
    expect(setLineQuantity(stale, 'rice', 2)).toEqual({ cart: emptyCart(), refused: 'out-of-stock' });
  });

  it('leaves the cart alone for an unknown product', () => {
    expect(setLineQuantity(cart, 'nope', 3)).toEqual({ cart, refused: null });
  });
});

describe('removeLine', () => {
  it('removes only that line', () => {
    const cart = add(emptyCart(), rice, ebook);
    const after = removeLine(cart, 'rice');
    expect(after.lines.map((l) => l.productId)).toEqual(['ebook']);
    expect(after.currency).toBe('GHS');
    expect(removeLine(cart, 'missing')).toBe(cart);
    expect(removeLine(after, 'ebook')).toEqual(emptyCart());
  });
});

describe('syncCartWithProducts', () => {
  const cart = add(emptyCart(), rice, rice, rice, ebook);

  it('returns the same cart when nothing changed', () => {
    expect(syncCartWithProducts(cart, [rice, ebook, garri])).toBe(cart);
    expect(syncCartWithProducts(emptyCart(), [rice])).toEqual(emptyCart());
  });

  it('caps quantities to the new stock and refreshes names and prices', () => {
    const after = syncCartWithProducts(cart, [{ ...rice, quantity: 2, name: 'Rice', priceMinor: 4999 }, ebook]);
    expect(findLine(after, 'rice')).toMatchObject({ quantity: 2, stock: 2, name: 'Rice', unitPriceMinor: 4999 });
  });

  it('drops deleted, sold-out and re-priced-in-another-currency products', () => {
    expect(syncCartWithProducts(cart, [ebook]).lines.map((l) => l.productId)).toEqual(['ebook']);
    expect(syncCartWithProducts(cart, [{ ...rice, quantity: 0 }, ebook]).lines).toHaveLength(1);
    expect(syncCartWithProducts(cart, [rice, { ...ebook, currency: 'USD' }]).lines).toHaveLength(1);
    expect(syncCartWithProducts(cart, [])).toEqual(emptyCart());
  });

  it('notices a change of type', () => {
    const after = syncCartWithProducts(cart, [{ ...rice, type: 'Digital' }, ebook]);
    expect(findLine(after, 'rice')).toMatchObject({ type: 'Digital', stock: null, quantity: 3 });
  });
});

describe('cart invariants', () => {
  const products: CartProduct[] = [
    rice,
    soap,
    ebook,
    ticket,
    garri,
    { id: 'one', name: 'Last one', type: 'Physical', priceMinor: 999, currency: 'GHS', quantity: 1 },
  ];
  const action = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), index: fc.nat({ max: products.length - 1 }) }),
    fc.record({
      kind: fc.constant('set' as const),
      index: fc.nat({ max: products.length - 1 }),
      qty: fc.integer({ min: -3, max: 20 }),
    }),
    fc.record({ kind: fc.constant('remove' as const), index: fc.nat({ max: products.length - 1 }) }),
  );

  it('keeps quantities within 1..stock, one line per product and one currency', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        let cart = emptyCart();
        for (const a of actions) {
          const product = products[a.index]!;
          if (a.kind === 'add') cart = addToCart(cart, product).cart;
          else if (a.kind === 'set') cart = setLineQuantity(cart, product.id, a.qty).cart;
          else cart = removeLine(cart, product.id);
        }
        const ids = cart.lines.map((l) => l.productId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const line of cart.lines) {
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          if (line.stock !== null) expect(line.quantity).toBeLessThanOrEqual(line.stock);
          expect(line.currency).toBe(cart.currency);
        }
        if (cart.lines.length === 0) expect(cart.currency).toBeNull();
      }),
    );
  });
});
