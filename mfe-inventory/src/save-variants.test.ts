import { describe, expect, it, vi } from 'vitest';
import { VARIANT_MESSAGES } from '@shop/shared/domain';
import type { Product, ProductDraft } from '@shop/shared/domain';
import type { Backend } from '@shop/shared/session';
import { EMPTY_PRODUCT_FORM } from './product-form';
import type { ProductFormValues } from './product-form';
import { saveVariants } from './save-variants';

const dress: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  name: 'Summer dress',
  price: '120',
  cost: '70',
  options: [{ name: 'Size', values: 'S, M, L' }],
  variants: { m: { price: '', cost: '', quantity: '5', barcode: '' }, l: { price: '130', cost: '80', quantity: '2', barcode: '' } },
};

/** A backend whose addProduct records each draft, failing once at the `failAt`-th call (1-based). */
function backendFailingAt(failAt: number | null) {
  const added: ProductDraft[] = [];
  let calls = 0;
  const addProduct = vi.fn(async (_uid: string, draft: ProductDraft) => {
    calls += 1;
    if (calls === failAt) throw new Error('The network is down');
    added.push(draft);
    return `id-${added.length}`;
  });
  return { backend: { addProduct } as unknown as Backend, added };
}

describe('saveVariants', () => {
  it('adds each combination as a product of its own under one product id: its own price, cost and stock, the product\'s where left empty', async () => {
    const { backend, added } = backendFailingAt(null);
    expect(await saveVariants({ backend, uid: 'u1', values: dress, productId: 'p1', saved: [] })).toEqual({ ok: true, count: 3 });
    expect(added.map((d) => [d.name, d.priceMinor, d.costMinor, d.quantity, d.variant?.productId, d.variant?.values])).toEqual([
      ['Summer dress (S)', 12_000, 7_000, 0, 'p1', ['S']],
      ['Summer dress (M)', 12_000, 7_000, 5, 'p1', ['M']],
      ['Summer dress (L)', 13_000, 8_000, 2, 'p1', ['L']],
    ]);
  });

  it('after a failure part way, a retry adds only the variants not yet saved', async () => {
    const { backend, added } = backendFailingAt(2);
    const first = await saveVariants({ backend, uid: 'u1', values: dress, productId: 'p1', saved: [] });
    expect(first).toMatchObject({ ok: false, formError: expect.stringContaining('1 of 3 variants were saved; Save adds the rest.'), saved: ['s'] });
    if (first.ok) return;
    expect(await saveVariants({ backend, uid: 'u1', values: dress, productId: 'p1', saved: first.saved })).toEqual({ ok: true, count: 3 });
    expect(added.map((d) => d.name)).toEqual(['Summer dress (S)', 'Summer dress (M)', 'Summer dress (L)']);
  });

  it('writes nothing when any variant is refused: each under its own field, a barcode two variants share, options in words', async () => {
    const { backend, added } = backendFailingAt(null);
    const code = '5012345678900';
    const shared = { ...dress, variants: { s: { price: '', cost: '', quantity: '', barcode: code }, m: { price: '', cost: '', quantity: '', barcode: code }, l: { price: '', cost: '', quantity: '1.5', barcode: '' } } };
    const refused = await saveVariants({ backend, uid: 'u1', values: shared, productId: 'p1', saved: [] });
    expect(refused).toMatchObject({ ok: false, variantErrors: { m: { barcode: 'Another variant has this barcode: S.' }, l: { quantity: expect.any(String) } } });
    const taken: Product = { id: 'x', name: 'Malta', type: 'Physical', priceMinor: 500, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 1, barcode: code, createdAt: new Date() };
    const one = { ...dress, variants: { s: { price: '', cost: '', quantity: '', barcode: code } } };
    expect(await saveVariants({ backend, uid: 'u1', values: one, productId: 'p1', saved: [], products: [taken] })).toMatchObject({ ok: false, variantErrors: { s: { barcode: 'Another product already has this barcode: Malta.' } } });
    expect(await saveVariants({ backend, uid: 'u1', values: { ...dress, options: [{ name: 'Size', values: 'S, s' }] }, productId: 'p1', saved: [] })).toMatchObject({ ok: false, fieldErrors: { variant: VARIANT_MESSAGES.valueTwice } });
    expect(added).toEqual([]);
  });
});
