// The Backend contract, stock: it moves by sale, delivery and count, each a movement written with
// the quantity it changes and recorded once per id; a product edit never writes it back.
import { beforeEach, describe, expect, it } from 'vitest';
import type { StockMovement } from '../../domain/entities';
import type { Backend } from '../../backend/port';
import { expectCode, productDraft, sampleSale } from './support';
import type { ContractContext } from './support';

export function stockContract<B extends Backend>(context: ContractContext<B>): void {
  const { watch, signUpVerified, productsOf } = context;
  let backend: B;
  beforeEach(() => {
    backend = context.backend;
  });

  const historyOf = async (uid: string, productId: string, what: string, test: (list: StockMovement[]) => boolean = () => true) => {
    const observed = watch<StockMovement[]>((next, error) => backend.subscribeStockMovements(uid, productId, next, error));
    const list = await observed.until(test, what);
    observed.unsubscribe();
    return list;
  };

  describe('stock', () => {
    it('adds a delivery and sets a count, each with its movement, listed live newest first', async () => {
      const { uid } = await signUpVerified();
      const productId = await backend.addProduct(uid, productDraft({ quantity: 10 }));
      const otherId = await backend.addProduct(uid, productDraft({ name: 'Other', quantity: 1 }));
      const history = watch<StockMovement[]>((next, error) => backend.subscribeStockMovements(uid, productId, next, error));
      await history.until((list) => list.length === 0, 'an empty history');

      const delivered = new Date('2024-07-01T08:00:00Z');
      expect(await backend.adjustStock(uid, { id: 'delivery-1', productId, adjustment: { reason: 'delivery', received: 24 }, at: delivered })).toEqual({ recorded: true });
      expect((await productsOf(uid)).find((p) => p.id === productId)?.quantity).toBe(34);

      const counted = new Date('2024-07-02T18:00:00Z');
      expect(await backend.adjustStock(uid, { id: 'count-1', productId, adjustment: { reason: 'count', counted: 30 }, at: counted })).toEqual({ recorded: true });
      expect((await productsOf(uid)).find((p) => p.id === productId)?.quantity).toBe(30);

      const list = await history.until((l) => l.length === 2, 'both movements');
      expect(list).toEqual([
        { id: 'count-1', productId, change: -4, reason: 'count', counted: 30, saleId: null, createdAt: counted },
        { id: 'delivery-1', productId, change: 24, reason: 'delivery', counted: null, saleId: null, createdAt: delivered },
      ]);
      expect(await historyOf(uid, otherId, "the other product's history")).toEqual([]);
      history.unsubscribe();
    });

    it('records a replayed delivery once', async () => {
      const { uid } = await signUpVerified();
      const productId = await backend.addProduct(uid, productDraft({ quantity: 5 }));
      const input = { id: 'delivery-replayed', productId, adjustment: { reason: 'delivery' as const, received: 6 }, at: new Date('2024-07-03T08:00:00Z') };
      expect(await backend.adjustStock(uid, input)).toEqual({ recorded: true });
      expect(await backend.adjustStock(uid, input)).toEqual({ recorded: false });
      expect((await productsOf(uid))[0]?.quantity).toBe(11);
      expect(await historyOf(uid, productId, 'one movement', (l) => l.length > 0)).toHaveLength(1);
    });

    it('records a movement for each product a sale lowers, named after the sale', async () => {
      const { uid } = await signUpVerified();
      const productId = await backend.addProduct(uid, productDraft({ quantity: 10 }));
      const at = new Date('2024-07-04T10:00:00Z');
      const sale = sampleSale('sale-moves', at, [{ productId, quantity: 3, priceMinor: 200 }]);
      await backend.recordSale(uid, { sale, stockDecrements: [{ productId, quantitySold: 1 }, { productId, quantitySold: 2 }] });
      expect(await historyOf(uid, productId, 'the sale movement', (l) => l.length > 0)).toEqual([
        { id: `sale-moves_${productId}`, productId, change: -3, reason: 'sale', counted: null, saleId: 'sale-moves', createdAt: at },
      ]);
    });

    it('keeps units sold while an edit was open: the edit writes no stock, and a patch with stock alone is refused', async () => {
      const { uid } = await signUpVerified();
      const productId = await backend.addProduct(uid, productDraft({ quantity: 10, priceMinor: 500 }));
      // The owner opens the form (stock 10); another till sells 2; the owner saves a new price.
      await backend.recordSale(uid, { sale: sampleSale('till-b-sale', new Date('2024-07-05T09:00:00Z'), [{ productId, quantity: 2, priceMinor: 500 }]), stockDecrements: [{ productId, quantitySold: 2 }] });
      await backend.updateProduct(uid, productId, { priceMinor: 600 });
      const [product] = await productsOf(uid);
      expect(product).toMatchObject({ priceMinor: 600, quantity: 8 });

      await expectCode(backend.updateProduct(uid, productId, { quantity: 10 }), 'invalid-argument');
      expect((await productsOf(uid))[0]?.quantity).toBe(8);
      // A change of type may give or take the stock: the product becomes a Ticket and loses it.
      await backend.updateProduct(uid, productId, { type: 'Ticket', quantity: undefined });
      expect((await productsOf(uid))[0]).not.toHaveProperty('quantity');
    });

    it('counts a product back from below zero', async () => {
      const { uid } = await signUpVerified();
      const productId = await backend.addProduct(uid, productDraft({ quantity: 1 }));
      const at = new Date('2024-07-06T09:00:00Z');
      const sell = (id: string) => backend.recordSale(uid, { sale: sampleSale(id, at, [{ productId, quantity: 1, priceMinor: 200 }]), stockDecrements: [{ productId, quantitySold: 1 }] });
      await Promise.all([sell('last-a'), sell('last-b')]);
      expect((await productsOf(uid))[0]?.quantity).toBe(-1);
      await backend.adjustStock(uid, { id: 'recount', productId, adjustment: { reason: 'count', counted: 0 }, at: new Date('2024-07-06T18:00:00Z') });
      expect((await productsOf(uid))[0]?.quantity).toBe(0);
      const [recount] = await historyOf(uid, productId, 'three movements', (l) => l.length === 3);
      expect(recount).toMatchObject({ id: 'recount', change: 1, counted: 0 });
    });

    it('refuses a movement on no product, on a product without stock, or of an impossible figure, writing nothing', async () => {
      const { uid } = await signUpVerified();
      const digital = await backend.addProduct(uid, productDraft({ type: 'Digital', quantity: undefined }));
      const at = new Date('2024-07-07T09:00:00Z');
      await expectCode(backend.adjustStock(uid, { id: 'm1', productId: 'no-such-product', adjustment: { reason: 'delivery', received: 1 }, at }), 'not-found');
      await expectCode(backend.adjustStock(uid, { id: 'm2', productId: digital, adjustment: { reason: 'delivery', received: 1 }, at }), 'failed-precondition');
      await expectCode(backend.adjustStock(uid, { id: 'm3', productId: digital, adjustment: { reason: 'delivery', received: 0 }, at }), 'invalid-argument');
      await expectCode(backend.adjustStock(uid, { id: 'm4', productId: digital, adjustment: { reason: 'count', counted: -2 }, at }), 'invalid-argument');
      expect(await historyOf(uid, digital, 'no movements')).toEqual([]);
      expect((await productsOf(uid))[0]).not.toHaveProperty('quantity');
    });

    it("keeps an owner's stock to that owner", async () => {
      const owner = await signUpVerified();
      const productId = await backend.addProduct(owner.uid, productDraft());
      await backend.signOut();
      const other = await signUpVerified();
      await expectCode(backend.adjustStock(owner.uid, { id: 'x', productId, adjustment: { reason: 'delivery', received: 1 }, at: new Date() }), 'permission-denied');
      const observed = watch<StockMovement[]>((next, error) => backend.subscribeStockMovements(owner.uid, productId, next, error));
      expect((await observed.untilError()) as unknown).toMatchObject({ code: 'permission-denied' });
      observed.unsubscribe();
      expect(other.uid).not.toBe(owner.uid);
    });
  });
}
