// The Backend contract, pack units (issue #46, domain/packs.ts): a product sold by the piece and by
// the carton; stock counted in pieces, a pack line taking its size; a refund of one piece and of
// one carton putting pieces back; a pack line priced below its pack refused wherever the sale is
// judged (at the write on the embedded backends, by the server on Firebase), moving nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { addToCart, emptyCart, setLineQuantity } from '../../domain/cart';
import type { Product, ProductPack, Refund, Sale } from '../../domain/entities';
import { buildRefund } from '../../domain/refund';
import type { ReturnedUnits } from '../../domain/refund';
import type { RefusedRecord } from '../../domain/refused-records';
import { buildSale } from '../../domain/sale';
import type { Backend } from '../../backend/port';
import { productDraft } from './support';
import type { ContractContext } from './support';

const SOLD_AT = new Date('2024-06-01T09:00:00.000Z');
const REFUNDED_AT = new Date('2024-06-01T11:00:00.000Z');
const CARTON: ProductPack = { name: 'Carton', size: 24, priceMinor: 11_000 };

/** A sale rung through the till's own cart: `cartons` of the Carton and `bottles` pieces. */
function packSale(id: string, product: Product, cartons: number, bottles: number): Sale {
  let cart = emptyCart();
  for (let i = 0; i < cartons; i += 1) cart = addToCart(cart, product, CARTON).cart;
  if (bottles > 0) cart = setLineQuantity(addToCart(cart, product).cart, product.id, bottles).cart;
  return buildSale({ id, cart, discountType: 'fixed', paymentMethod: 'Cash', now: SOLD_AT }).sale;
}

function refundOf(id: string, sale: Sale, earlier: readonly Refund[], returning: ReturnedUnits[]): Refund {
  const built = buildRefund({ id, sale, earlier, returning, paymentMethod: 'Cash', reason: '', now: REFUNDED_AT });
  if (!built.ok) throw new Error(built.error);
  return built.refund;
}

export function packsContract<B extends Backend>(context: ContractContext<B>): void {
  const { watch, signUpVerified, productsOf, statsOf } = context;
  let backend: B;
  beforeEach(() => {
    backend = context.backend;
  });

  /** A shop with Malta: 60 bottles at ₵5.00 each, ₵4.00 cost, and a Carton of 24 at ₵110.00. */
  async function shopWithMalta() {
    const { uid } = await signUpVerified();
    const id = await backend.addProduct(uid, productDraft({ name: 'Malta', quantity: 60, priceMinor: 500, costMinor: 400, packs: [CARTON] }));
    const product = (await productsOf(uid)).find((p) => p.id === id);
    if (!product) throw new Error('Malta was not added');
    return { uid, product };
  }

  describe('pack units', () => {
    it('keeps a product\'s packs, and sells 2 cartons and 3 bottles: 51 pieces off the stock, the sale says its packs', async () => {
      const { uid, product } = await shopWithMalta();
      expect(product.packs).toEqual([CARTON]);
      const sale = packSale('pack-sale-1', product, 2, 3);
      const result = await backend.recordSale(uid, { sale, stockDecrements: [{ productId: product.id, quantitySold: 51 }] });
      expect(result).toEqual({ recorded: true });
      expect((await productsOf(uid))[0]?.quantity).toBe(9);
      expect(await statsOf(uid)).toMatchObject([{ date: '2024-06-01', revenueMinor: { GHS: 23_500 }, salesCount: 1 }]);
    });

    it('refunds one bottle of it and then one carton: 1 piece back, then 24', async () => {
      const { uid, product } = await shopWithMalta();
      const sale = packSale('pack-sale-2', product, 2, 3);
      await backend.recordSale(uid, { sale, stockDecrements: [{ productId: product.id, quantitySold: 51 }] });
      const bottle = refundOf('pack-refund-1', sale, [], [{ productId: product.id, quantity: 1 }]);
      expect(bottle.amountMinor).toBe(500);
      expect(await backend.recordRefund(uid, { refund: bottle })).toEqual({ recorded: true });
      expect((await productsOf(uid))[0]?.quantity).toBe(10);
      const carton = refundOf('pack-refund-2', sale, [bottle], [{ productId: product.id, pack: { name: 'Carton', size: 24 }, quantity: 1 }]);
      expect(carton.amountMinor).toBe(11_000);
      expect(await backend.recordRefund(uid, { refund: carton })).toEqual({ recorded: true });
      expect((await productsOf(uid))[0]?.quantity).toBe(34);
      expect(await statsOf(uid)).toMatchObject([{ date: '2024-06-01', revenueMinor: { GHS: 12_000 }, salesCount: 1, refundsCount: 2 }]);
    });

    it('refuses a carton forged at a bottle\'s price: no stock, no money moved, and where the server judged it, flagged for the owner', async () => {
      const { uid, product } = await shopWithMalta();
      const honest = packSale('pack-forged', product, 1, 0);
      const line = { ...honest.items[0]!, priceMinor: 500 };
      const forged: Sale = { ...honest, items: [line], subtotalMinor: 500, totalMinor: 500 };
      const refusedAtWrite = await backend.recordSale(uid, { sale: forged, stockDecrements: [{ productId: product.id, quantitySold: 24 }] }).then(
        () => false,
        (error: unknown) => {
          expect(error).toMatchObject({ code: 'invalid-argument' });
          return true;
        },
      );
      if (!refusedAtWrite) {
        const flagged = watch<RefusedRecord[]>((next, error) => backend.subscribeRefusedRecords(uid, new Date(0), next, error));
        const listed = await flagged.until((records) => records.length > 0, 'the refused sale');
        flagged.unsubscribe();
        expect(listed.map((r) => (r.kind === 'sale' ? `${r.sale.id} ${r.refusal.code}` : r.kind))).toEqual(['pack-forged pack-not-in-catalogue']);
      }
      expect((await productsOf(uid))[0]?.quantity).toBe(60);
      expect(await statsOf(uid)).toEqual([]);
    });
  });
}
