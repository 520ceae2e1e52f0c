// The Backend contract, variants (issue #46, domain/variants.ts): a product in sizes, each size a
// record of its own with its own price, cost and stock. A sale, a refund, a delivery and a count of
// one variant move that variant alone; a sale's write that would take another variant's stock is
// refused and moves nothing, wherever the sale is written (the adapters' checkSale; on Firebase the
// server takes stock from the sale's own lines besides).
import { beforeEach, describe, expect, it } from 'vitest';
import { addToCart, emptyCart, setLineQuantity } from '../../domain/cart';
import type { Product, Refund, Sale, StockMovement } from '../../domain/entities';
import { buildRefund } from '../../domain/refund';
import { buildSale } from '../../domain/sale';
import { variantName } from '../../domain/variants';
import type { Backend } from '../../backend/port';
import { expectCode, productDraft } from './support';
import type { ContractContext } from './support';

const SOLD_AT = new Date('2024-06-03T09:00:00.000Z');
const REFUNDED_AT = new Date('2024-06-03T11:00:00.000Z');
const OPTIONS = ['Size', 'Colour'];

/** A sale rung through the till's own cart: each variant at its quantity. */
function variantSale(id: string, lines: Array<[Product, number]>) {
  let cart = emptyCart();
  for (const [product, quantity] of lines) cart = setLineQuantity(addToCart(cart, product).cart, product.id, quantity).cart;
  return buildSale({ id, cart, discountType: 'fixed', paymentMethod: 'Cash', now: SOLD_AT });
}

function refundOf(id: string, sale: Sale, earlier: readonly Refund[], productId: string, quantity: number): Refund {
  const built = buildRefund({ id, sale, earlier, returning: [{ productId, quantity }], paymentMethod: 'Cash', reason: '', now: REFUNDED_AT });
  if (!built.ok) throw new Error(built.error);
  return built.refund;
}

export function variantsContract<B extends Backend>(context: ContractContext<B>): void {
  const { watch, signUpVerified, productsOf, statsOf } = context;
  let backend: B;
  beforeEach(() => {
    backend = context.backend;
  });

  /** A shop with a Summer dress in M, Red (5 at ₵120.00, cost ₵70.00) and L, Red (2 at ₵130.00, cost ₵80.00), and Tea beside it. */
  async function shopWithDress() {
    const { uid } = await signUpVerified();
    const add = (values: string[], quantity: number, priceMinor: number, costMinor: number) =>
      backend.addProduct(uid, productDraft({ name: variantName('Summer dress', values), quantity, priceMinor, costMinor, variant: { productId: 'summer-dress', productName: 'Summer dress', options: OPTIONS, values } }));
    const mId = await add(['M', 'Red'], 5, 12_000, 7_000);
    const lId = await add(['L', 'Red'], 2, 13_000, 8_000);
    await backend.addProduct(uid, productDraft({ name: 'Tea', quantity: 10, priceMinor: 500 }));
    const products = await productsOf(uid);
    const m = products.find((p) => p.id === mId);
    const l = products.find((p) => p.id === lId);
    if (!m || !l) throw new Error('the dress was not added');
    return { uid, m, l };
  }

  const stockOf = async (uid: string, id: string) => (await productsOf(uid)).find((p) => p.id === id)?.quantity;

  describe('variants', () => {
    it('keeps each variant with its product and choices, and sells 2 M and 1 L: each variant\'s own stock, price and cost', async () => {
      const { uid, m, l } = await shopWithDress();
      expect(m).toMatchObject({ name: 'Summer dress (M, Red)', variant: { productId: 'summer-dress', productName: 'Summer dress', options: OPTIONS, values: ['M', 'Red'] } });
      const { sale, stockDecrements } = variantSale('variant-sale-1', [[m, 2], [l, 1]]);
      expect(await backend.recordSale(uid, { sale, stockDecrements })).toEqual({ recorded: true });
      expect(await stockOf(uid, m.id)).toBe(3);
      expect(await stockOf(uid, l.id)).toBe(1);
      expect(await statsOf(uid)).toMatchObject([{ date: '2024-06-03', revenueMinor: { GHS: 37_000 }, salesCount: 1 }]);
    });

    it('refuses a second variant with M\'s choices, or with other options, naming why; the product keeps its two', async () => {
      const { uid, m } = await shopWithDress();
      const again = productDraft({ name: 'Summer dress (m, red)', quantity: 1, variant: { productId: 'summer-dress', productName: 'Summer dress', options: OPTIONS, values: ['m', 'red'] } });
      const refused = await expectCode(backend.addProduct(uid, again), 'failed-precondition');
      expect(refused.message).toContain('This product already has a variant m, red.');
      const otherOptions = productDraft({ name: 'Summer dress (XL)', quantity: 1, variant: { productId: 'summer-dress', productName: 'Summer dress', options: ['Size'], values: ['XL'] } });
      expect((await expectCode(backend.addProduct(uid, otherOptions), 'failed-precondition')).message).toContain('Every variant of a product has the same options.');
      expect((await productsOf(uid)).filter((p) => p.variant?.productId === m.variant?.productId)).toHaveLength(2);
    });

    it('refunds one M: it goes back to M, L keeps its stock', async () => {
      const { uid, m, l } = await shopWithDress();
      const { sale, stockDecrements } = variantSale('variant-sale-2', [[m, 2], [l, 1]]);
      await backend.recordSale(uid, { sale, stockDecrements });
      const refund = refundOf('variant-refund-1', sale, [], m.id, 1);
      expect(refund.amountMinor).toBe(12_000);
      expect(await backend.recordRefund(uid, { refund })).toEqual({ recorded: true });
      expect(await stockOf(uid, m.id)).toBe(4);
      expect(await stockOf(uid, l.id)).toBe(1);
      expect(await statsOf(uid)).toMatchObject([{ date: '2024-06-03', revenueMinor: { GHS: 25_000 }, refundsCount: 1 }]);
    });

    it('takes a delivery of L and a count of M, each in its own variant\'s history', async () => {
      const { uid, m, l } = await shopWithDress();
      const delivered = new Date('2024-07-01T08:00:00Z');
      expect(await backend.adjustStock(uid, { id: 'variant-delivery-1', productId: l.id, adjustment: { reason: 'delivery', received: 4 }, at: delivered })).toEqual({ recorded: true });
      expect(await backend.adjustStock(uid, { id: 'variant-count-1', productId: m.id, adjustment: { reason: 'count', counted: 9 }, at: delivered })).toEqual({ recorded: true });
      expect(await stockOf(uid, l.id)).toBe(6);
      expect(await stockOf(uid, m.id)).toBe(9);
      const history = watch<StockMovement[]>((next, error) => backend.subscribeStockMovements(uid, l.id, next, error));
      const list = await history.until((movements) => movements.length > 0, "L's history");
      history.unsubscribe();
      expect(list.map((mv) => [mv.productId, mv.reason, mv.change])).toEqual([[l.id, 'delivery', 4]]);
    });

    it('never lets a sale of M take L\'s stock: refused at the write, or where the server takes stock from the lines, M\'s own', async () => {
      const { uid, m, l } = await shopWithDress();
      const { sale } = variantSale('variant-forged', [[m, 2]]);
      const refusedAtWrite = await backend.recordSale(uid, { sale, stockDecrements: [{ productId: l.id, quantitySold: 2 }] }).then(
        () => false,
        (error: unknown) => {
          expect(error).toMatchObject({ code: 'invalid-argument', message: 'A sale takes stock only of what it sold.' });
          return true;
        },
      );
      expect(await stockOf(uid, l.id)).toBe(2);
      if (refusedAtWrite) {
        expect(await stockOf(uid, m.id)).toBe(5);
        expect(await statsOf(uid)).toEqual([]);
      } else {
        // The server derives the sale a moment after the write (functions/src/sales.ts).
        for (let i = 0; i < 100 && (await stockOf(uid, m.id)) !== 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 150));
        expect(await stockOf(uid, m.id)).toBe(3);
        expect(await stockOf(uid, l.id)).toBe(2);
      }
    });
  });
}
