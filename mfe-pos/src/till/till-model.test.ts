import { describe, expect, it } from 'vitest';
import { CART_MESSAGES, cartLineKey } from '@shop/shared/domain';
import type { CartProduct, Product } from '@shop/shared/domain';
import { initialTill, reduceTill, saleToRecord, STOCK_SYNC_NOTICE, tillFigures } from './till-model';
import type { TillAction, TillState } from './till-model';

const rice: CartProduct = { id: 'rice', name: 'Rice 5kg', type: 'Physical', priceMinor: 5000, currency: 'GHS', quantity: 3 };
const soap: CartProduct = { id: 'soap', name: 'Soap', type: 'Physical', priceMinor: 450, currency: 'GHS', quantity: 0 };
const stored = (product: CartProduct, quantity: number): Product => ({
  ...product,
  quantity,
  description: '',
  imageUrl: null,
  imagePath: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
});

const run = (...actions: TillAction[]): TillState => actions.reduce(reduceTill, initialTill);
const FIRST = { id: 'sale-first', now: new Date('2026-03-02T10:00:00Z') };
const SECOND = { id: 'sale-second', now: new Date('2026-03-02T10:05:00Z') };

/** A till whose first Complete failed: the attempt is held. */
function failedOnce(): TillState {
  const ready = run({ type: 'added', product: rice, origin: 'products' }, { type: 'field-set', change: { tenderedText: '100' } });
  const next = saleToRecord(ready, FIRST);
  if (!next || !('sale' in next)) throw new Error('expected a sale to record');
  return [{ type: 'recording', sale: next.sale } as const, { type: 'recording-failed', error: new Error('network') } as const].reduce(reduceTill, ready);
}

describe('reduceTill', () => {
  it('adds a product and says so; a second tap says how many', () => {
    const once = run({ type: 'added', product: rice, origin: 'products' });
    expect(once.cart.lines).toMatchObject([{ productId: 'rice', quantity: 1 }]);
    expect(once.notice).toEqual({ id: 1, text: 'Added Rice 5kg.', tone: 'info', origin: 'products' });
    const twice = reduceTill(once, { type: 'added', product: rice, origin: 'sale' });
    expect(twice.notice).toEqual({ id: 2, text: 'Rice 5kg: 2 in the sale.', tone: 'info', origin: 'sale' });
  });

  it('sells a product by the piece or by its pack, each a line of its own; the pack line is set and removed by its key', () => {
    const carton = { name: 'Carton', size: 24, priceMinor: 11_000 };
    const malta: CartProduct = { id: 'malta', name: 'Malta', type: 'Physical', priceMinor: 500, currency: 'GHS', quantity: 60, packs: [carton] };
    const state = run({ type: 'added', product: malta, origin: 'products', pack: carton }, { type: 'added', product: malta, origin: 'products' });
    expect(state.cart.lines).toMatchObject([{ quantity: 1, unitPriceMinor: 11_000, pack: { name: 'Carton', size: 24 } }, { quantity: 1, unitPriceMinor: 500 }]);
    expect(run({ type: 'added', product: malta, origin: 'products', pack: carton }).notice?.text).toBe('Added Malta (Carton of 24).');
    const key = cartLineKey({ productId: 'malta', pack: carton });
    const three = reduceTill(state, { type: 'quantity-set', productId: key, quantity: 3 });
    expect(three.notice?.text).toBe(CART_MESSAGES['stock-limit']);
    expect(three.cart.lines.map((line) => line.quantity)).toEqual([2, 1]);
    expect(reduceTill(state, { type: 'quantity-set', productId: key, quantity: 0 }).notice?.text).toBe('Removed Malta (Carton of 24).');
  });

  it('refuses what the cart rules refuse, with their message, changing nothing else', () => {
    const state = run({ type: 'added', product: soap, origin: 'products' });
    expect(state.cart).toEqual(initialTill.cart);
    expect(state.notice).toMatchObject({ text: CART_MESSAGES['out-of-stock'], tone: 'refused' });
  });

  it('removes a line set to 0 and names it', () => {
    const state = run({ type: 'added', product: rice, origin: 'products' }, { type: 'quantity-set', productId: 'rice', quantity: 0 });
    expect(state.cart.lines).toEqual([]);
    expect(state.notice?.text).toBe('Removed Rice 5kg.');
  });

  it('changes nothing while the sale is being recorded', () => {
    const ready = run({ type: 'added', product: rice, origin: 'products' });
    const next = saleToRecord(ready, FIRST);
    const recording = reduceTill(ready, { type: 'recording', sale: (next as { sale: never }).sale });
    for (const action of [
      { type: 'added', product: rice, origin: 'products' },
      { type: 'quantity-set', productId: 'rice', quantity: 3 },
      { type: 'field-set', change: { discountText: '5' } },
      { type: 'stock-changed', products: [stored(rice, 0)] },
    ] as TillAction[]) {
      expect(reduceTill(recording, action)).toBe(recording);
    }
    expect(saleToRecord(recording, SECOND)).toBeNull();
  });

  it('holds a failed attempt: Try again sends the same sale, even after the stock it took has dropped', () => {
    const failed = failedOnce();
    expect(failed.checkout).toMatchObject({ status: 'failed' });
    // The server may have committed it: its own stock drop must not reshape the held sale.
    const afterDrop = reduceTill(failed, { type: 'stock-changed', products: [stored(rice, 2)] });
    expect(afterDrop).toBe(failed);
    expect(saleToRecord(afterDrop, SECOND)).toEqual({ sale: failed.attempt });
    expect(failed.attempt?.sale.id).toBe(FIRST.id);
  });

  it('lets the attempt go when the cashier changes the sale: the next Complete is a new sale', () => {
    for (const change of [
      { type: 'added', product: rice, origin: 'products' },
      { type: 'quantity-set', productId: 'rice', quantity: 2 },
      { type: 'field-set', change: { paymentMethod: 'Mobile Money' } },
    ] as TillAction[]) {
      const changed = reduceTill(failedOnce(), change);
      expect(changed.attempt).toBeNull();
      expect(saleToRecord(changed, SECOND)).toMatchObject({ sale: { sale: { id: SECOND.id } } });
    }
  });

  it('matches the cart to live stock with a notice when nothing is held', () => {
    const state = run({ type: 'added', product: rice, origin: 'products' }, { type: 'added', product: rice, origin: 'products' });
    const synced = reduceTill(state, { type: 'stock-changed', products: [stored(rice, 1)] });
    expect(synced.cart.lines).toMatchObject([{ productId: 'rice', quantity: 1 }]);
    expect(synced.notice?.text).toBe(STOCK_SYNC_NOTICE);
    expect(reduceTill(synced, { type: 'stock-changed', products: [stored(rice, 1)] })).toBe(synced);
  });

  it('starts a fresh sale once recorded, showing the receipt of the sale sent', () => {
    const failed = failedOnce();
    const retried = [{ type: 'recording', sale: failed.attempt } as TillAction, { type: 'recorded', alreadyRecorded: false } as TillAction].reduce(reduceTill, failed);
    expect(retried.checkout).toEqual({ status: 'done', sale: failed.attempt?.sale, alreadyRecorded: false });
    expect(retried).toMatchObject({ cart: initialTill.cart, tenderedText: '', attempt: null, notice: null });
    expect(reduceTill(retried, { type: 'new-sale' }).checkout).toEqual({ status: 'idle' });
  });

  it('brings back a saved draft', () => {
    const failed = failedOnce();
    const restored = reduceTill(initialTill, { type: 'restored', draft: { ...failed, checkout: undefined } as never });
    expect(restored.attempt).toEqual(failed.attempt);
    expect(restored.cart).toEqual(failed.cart);
  });
});

describe('saleToRecord', () => {
  it('names the field whose text is not an amount, and sends nothing for an empty cart', () => {
    expect(saleToRecord(initialTill, FIRST)).toBeNull();
    const withRice = run({ type: 'added', product: rice, origin: 'products' });
    expect(saleToRecord(reduceTill(withRice, { type: 'field-set', change: { discountText: 'ten' } }), FIRST)).toEqual({ blocked: 'discount' });
    expect(saleToRecord(reduceTill(withRice, { type: 'field-set', change: { tenderedText: '1.2.3' } }), FIRST)).toEqual({ blocked: 'tendered' });
  });

  it('builds the sale from what was typed, in minor units', () => {
    const state = run(
      { type: 'added', product: rice, origin: 'products' },
      { type: 'added', product: rice, origin: 'products' },
      { type: 'field-set', change: { discountType: 'percentage', discountText: '10', tenderedText: '100' } },
    );
    expect(tillFigures(state).totals).toMatchObject({ subtotalMinor: 10_000, discountMinor: 1_000, totalMinor: 9_000, changeMinor: 1_000 });
    const next = saleToRecord(state, FIRST);
    expect(next).toMatchObject({ sale: { sale: { id: FIRST.id, subtotalMinor: 10_000, discountMinor: 1_000, totalMinor: 9_000, tenderedMinor: 10_000, changeMinor: 1_000 } } });
  });
});
