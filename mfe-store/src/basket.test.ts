import { describe, expect, it } from 'vitest';
import { MAX_ORDER_LINES } from '@shop/shared/domain';
import { basketKey, basketLines, basketTotals, basketUnits, keepBasket, orderRequestOf, readBasket, setUnits } from './basket';
import { EMPTY_CHECKOUT } from './checkout-form';
import { sampleProducts } from './testing/sample-store';

const [kente, shea, ticket] = sampleProducts() as [ReturnType<typeof sampleProducts>[number], ReturnType<typeof sampleProducts>[number], ReturnType<typeof sampleProducts>[number]];

describe('the basket kept on the phone', () => {
  it('is kept per store and read back; another store has its own', () => {
    keepBasket('amas-fabrics', { kente: 2 });
    expect(readBasket('amas-fabrics')).toEqual({ kente: 2 });
    expect(readBasket('kofis-shop')).toEqual({});
    expect(localStorage.getItem(basketKey('amas-fabrics'))).toBe('{"kente":2}');
  });

  it('forgets an empty basket, and reads what it cannot understand as empty', () => {
    keepBasket('amas-fabrics', { kente: 2 });
    keepBasket('amas-fabrics', {});
    expect(localStorage.getItem(basketKey('amas-fabrics'))).toBeNull();
    localStorage.setItem(basketKey('amas-fabrics'), 'not json');
    expect(readBasket('amas-fabrics')).toEqual({});
    localStorage.setItem(basketKey('amas-fabrics'), '{"kente":-1,"shea":1.5,"class":3}');
    expect(readBasket('amas-fabrics')).toEqual({ class: 3 });
  });

  it('takes at most what a basket may take of a product, none of a sold-out one, and 0 takes it out', () => {
    expect(setUnits({}, kente, 9)).toEqual({ kente: 5 });
    expect(setUnits({}, shea, 1)).toEqual({});
    expect(setUnits({ kente: 2 }, kente, 0)).toEqual({});
    expect(setUnits({ kente: 2 }, ticket, 1)).toEqual({ kente: 2, class: 1 });
  });

  it('holds at most MAX_ORDER_LINES products', () => {
    const full = Object.fromEntries(Array.from({ length: MAX_ORDER_LINES }, (_, i) => [`p${i}`, 1]));
    expect(setUnits(full, ticket, 1)).toBe(full);
  });

  it('is priced at the published prices with the delivery fee; a product no longer published drops out', () => {
    const lines = basketLines({ kente: 2, gone: 1, class: 1 }, sampleProducts());
    expect(lines.map((line) => line.product.id)).toEqual(['kente', 'class']);
    expect(basketTotals(lines, 1500)).toEqual({ subtotalMinor: 2 * 12050 + 3000, deliveryFeeMinor: 1500, totalMinor: 2 * 12050 + 3000 + 1500 });
    expect(basketUnits({ kente: 2, class: 1 })).toBe(3);
  });

  it('sends only product ids, quantities, the checkout and the total shown', () => {
    const request = orderRequestOf(basketLines({ kente: 2 }, sampleProducts()), EMPTY_CHECKOUT, 24100);
    expect(request).toEqual({ lines: [{ productId: 'kente', quantity: 2 }], checkout: EMPTY_CHECKOUT, expectedTotalMinor: 24100 });
  });
});
