// The codecs' cost fields (docs/product-rules.md, 'Cost and profit'): a product's `cost`, a sale
// or refund line's `cost`, a delivery movement's `unitCost` and `costAfter` — two decimals stored,
// whole minor units in the domain; a round trip changes nothing; a figure that is not whole cents
// is refused naming its field; records stored before costs were kept read as not known.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_AMOUNT_MINOR } from '../domain/constants';
import type { Product, Refund, StockMovement } from '../domain/entities';
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
  stockMovementFromStored,
  stockMovementToStored,
  StoredRecordError,
} from './codecs';
import type { StoredProduct, StoredSale, StoredStockMovement } from './codecs';

const AT = new Date('2026-11-22T14:05:00Z');
const PRODUCT: Product = { id: 'rice', name: 'Rice', type: 'Physical', priceMinor: 8500, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 4, createdAt: AT };

describe('a product\'s cost', () => {
  it('is stored as two decimals and read back exactly', () => {
    const stored = productToStored({ ...PRODUCT, costMinor: 6250 });
    expect(stored.cost).toBe(62.5);
    expect(productFromStored(stored)).toEqual({ ...PRODUCT, costMinor: 6250 });
  });

  it('round-trips every whole number of cents up to the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }), (costMinor) => {
        expect(productFromStored(productToStored({ ...PRODUCT, costMinor })).costMinor).toBe(costMinor);
      }),
    );
  });

  it('keeps not known as it was: absent stays absent, null stays null', () => {
    expect(productToStored(PRODUCT)).not.toHaveProperty('cost');
    expect(productFromStored(productToStored(PRODUCT))).toEqual(PRODUCT);
    expect(productToStored({ ...PRODUCT, costMinor: null }).cost).toBeNull();
    expect(productFromStored({ ...productToStored(PRODUCT), cost: null }).costMinor).toBeNull();
  });

  it('is refused when not whole cents', () => {
    const stored: StoredProduct = { ...productToStored(PRODUCT), cost: 1.005 };
    expect(() => productFromStored(stored)).toThrow(StoredRecordError);
    expect(() => productFromStored(stored)).toThrow(/cost/);
    expect(() => productFromStored({ ...stored, cost: '4.20' as unknown as number })).toThrow(StoredRecordError);
  });

  it('goes into a draft and a patch: set, cleared to null, or left out', () => {
    const { id: _id, createdAt: _createdAt, ...draft } = PRODUCT;
    expect(productDraftToStored({ ...draft, costMinor: 420 }).cost).toBe(4.2);
    expect(productDraftToStored(draft)).not.toHaveProperty('cost');
    expect(productPatchToStored({ costMinor: 420 })).toEqual({ cost: 4.2 });
    expect(productPatchToStored({ costMinor: null })).toEqual({ cost: null });
    expect(productPatchToStored({ name: 'Rice' })).toEqual({ name: 'Rice' });
  });
});

describe('a sale line\'s cost', () => {
  const sale = saleOf({ id: 'sale-1', lines: [{ id: 'rice', priceMinor: 8500, quantity: 2, costMinor: 6001 }, { id: 'soap', priceMinor: 500, quantity: 1 }], at: AT });

  it('is stored as two decimals on each line, null when not known, and read back exactly', () => {
    const stored = saleToStored(sale);
    expect(stored.items.map((item) => item.cost)).toEqual([60.01, null]);
    expect(saleFromStored(stored)).toEqual(sale);
  });

  it('reads as not known on a line stored before costs were kept', () => {
    const stored = saleToStored(sale);
    const old: StoredSale = { ...stored, items: stored.items.map(({ cost: _cost, ...item }) => item) };
    expect(saleFromStored(old).items.map((item) => item.costMinor)).toEqual([null, null]);
  });

  it('is refused when not whole cents, naming the line', () => {
    const stored = saleToStored(sale);
    const bad: StoredSale = { ...stored, items: [{ ...stored.items[0]!, cost: 60.015 }, stored.items[1]!] };
    expect(() => saleFromStored(bad)).toThrow(/items\[0\]\.cost/);
  });

  it('goes with a refund\'s line', () => {
    const built = buildRefund({ id: 'r-1', sale, earlier: [], returning: [{ productId: 'rice', quantity: 1 }], paymentMethod: 'Cash', reason: '', now: AT });
    const refund = (built.ok ? built.refund : null) as Refund;
    const stored = refundToStored(refund);
    expect(stored.items[0]?.cost).toBe(60.01);
    expect(refundFromStored(stored)).toEqual(refund);
  });
});

describe('a stock movement\'s costs', () => {
  const delivery: StockMovement = { id: 'm-1', productId: 'rice', change: 10, reason: 'delivery', counted: null, saleId: null, createdAt: AT, unitCostMinor: 420, costAfterMinor: 399 };

  it('are stored as two decimals and read back exactly', () => {
    const stored = stockMovementToStored(delivery);
    expect(stored).toMatchObject({ unitCost: 4.2, costAfter: 3.99 });
    expect(stored).not.toHaveProperty('unitCostMinor');
    expect(stockMovementFromStored(stored)).toEqual(delivery);
  });

  it('are absent on a movement without them, and on one stored before costs were kept', () => {
    const { unitCostMinor: _u, costAfterMinor: _c, ...plain } = delivery;
    expect(stockMovementToStored(plain)).not.toHaveProperty('unitCost');
    expect(stockMovementFromStored(plain as StoredStockMovement)).toEqual(plain);
    expect(stockMovementFromStored({ ...plain, unitCost: null, costAfter: null })).toEqual({ ...plain, unitCostMinor: null, costAfterMinor: null });
  });

  it('are refused when not whole cents', () => {
    expect(() => stockMovementFromStored({ ...stockMovementToStored(delivery), costAfter: 3.991 })).toThrow(/costAfter/);
    expect(() => stockMovementFromStored({ ...stockMovementToStored(delivery), unitCost: Number.NaN })).toThrow(StoredRecordError);
  });
});
