// A product's writes behind the domain's checks (product-validation.ts), as every adapter makes
// them: only the owner's screens write products, so a till (the partner widget) never loads this.
import { barcodeTakenProblem } from '../domain/barcodes';
import type { Product, ProductDraft, ProductVariantOf } from '../domain/entities';
import { variantFamilyProblem } from '../domain/variants';
import { ERROR_MESSAGES } from '../domain/messages';
import { validateProduct } from '../domain/product-validation';
import { BackendError } from './errors';
import type { CatalogueApi, ProductPatch } from './port';
import { checkedCustomerWrites, firstProblem, withoutUndefined } from './records';
import type { CustomerWrites } from './records';

export type ProductWrites = Pick<CatalogueApi, 'addProduct' | 'updateProduct'>;
export type CatalogueWrites = ProductWrites & CustomerWrites;

/**
 * Refuses a product the form would refuse (name, type, price, currency, stock of a Physical
 * product, lengths), with the save's message and the reason: an adapter stores only what the
 * domain accepts, whoever calls it.
 */
export function checkProductDraft(draft: ProductDraft): void {
  const checked = validateProduct(draft);
  if (!checked.ok) throw new BackendError('invalid-argument', `${ERROR_MESSAGES.productSaveFailed} ${firstProblem(checked.errors)}`);
}

/** A product patch's fields, each checked as the form checks it (the fields it does not carry stand in valid). */
function checkProductFields(patch: ProductPatch): void {
  // Packs belong to a product kept in stock (packs.ts): a patch of its packs alone is checked as one.
  const packsAlone = patch.type === undefined && patch.packs !== undefined && patch.packs.length > 0;
  const type = patch.type ?? (packsAlone ? 'Physical' : 'Digital');
  const filler: ProductDraft = { name: 'Product', type, priceMinor: 0, currency: 'GHS', description: '', imageUrl: null, imagePath: null, ...(packsAlone ? { quantity: 0 } : {}) };
  checkProductDraft({ ...filler, ...withoutUndefined(patch), type } as ProductDraft);
}

/**
 * A product edit never writes the stock (docs/product-rules.md, 'Stock'): only a change of type
 * may, giving a product that becomes Physical its starting stock or taking it from one that stops.
 */
export function checkProductPatch(patch: ProductPatch): void {
  if (Object.hasOwn(patch, 'quantity') && !Object.hasOwn(patch, 'type')) {
    throw new BackendError('invalid-argument', 'Stock changes by delivery or count (adjustStock), not by editing the product.');
  }
  checkProductFields(patch);
}

/**
 * The shop's products that may carry `code` (all of them will do: barcodeTakenProblem picks), as
 * the adapter reads them just before the write.
 */
export type BarcodeHolders = (uid: string, code: string) => Promise<ReadonlyArray<Pick<ProductDraft & { id: string }, 'id' | 'name' | 'barcode'> & { packs?: ReadonlyArray<{ barcode?: string }> }>>;

/**
 * Refuses a barcode another product of the shop carries, on itself or one of its packs (a barcode
 * is unique within the shop): the product's own code and each of its packs' (packs.ts).
 */
async function checkBarcodeFree(holders: BarcodeHolders | undefined, uid: string, codes: ReadonlyArray<string | undefined>, productId: string | null): Promise<void> {
  if (!holders) return;
  for (const code of codes) {
    if (code === undefined) continue;
    const problem = barcodeTakenProblem(await holders(uid, code), code, productId);
    if (problem) throw new BackendError('failed-precondition', `${ERROR_MESSAGES.productSaveFailed} ${problem}`);
  }
}

/** The shop's variants of a product (all its products will do: variantFamilyProblem picks), as the adapter reads them just before the write. */
export type VariantSiblings = (uid: string, productId: string) => Promise<ReadonlyArray<Pick<Product, 'id' | 'variant'>>>;

/** Refuses a variant its product cannot take (variants.ts): the same choices as a sibling, other options, or one too many. */
async function checkVariantFits(siblings: VariantSiblings | undefined, uid: string, variant: ProductVariantOf | undefined, productId: string | null): Promise<void> {
  if (!siblings || variant === undefined) return;
  const problem = variantFamilyProblem(await siblings(uid, variant.productId), variant, productId);
  if (problem) throw new BackendError('failed-precondition', `${ERROR_MESSAGES.productSaveFailed} ${problem}`);
}

const codesOf = (product: Pick<ProductPatch, 'barcode' | 'packs'>): Array<string | undefined> => [product.barcode, ...(product.packs ?? []).map((pack) => pack.barcode)];

/**
 * An adapter's product writes behind the domain's checks (the owner's screens alone make them);
 * with `holders`, a barcode another product carries is refused too; with `siblings`, a variant its
 * product cannot take (variants.ts, variantFamilyProblem).
 */
export function checkedProductWrites(writes: ProductWrites, holders?: BarcodeHolders, siblings?: VariantSiblings): ProductWrites {
  return {
    async addProduct(uid, draft) {
      checkProductDraft(draft);
      await checkBarcodeFree(holders, uid, codesOf(draft), null);
      await checkVariantFits(siblings, uid, draft.variant, null);
      return writes.addProduct(uid, draft);
    },
    async updateProduct(uid, id, patch) {
      checkProductPatch(patch);
      await checkBarcodeFree(holders, uid, codesOf(patch), id);
      await checkVariantFits(siblings, uid, patch.variant, id);
      return writes.updateProduct(uid, id, patch);
    },
  };
}

/**
 * An adapter's product and customer writes behind the domain's checks, so that every adapter
 * stores only what the forms accept, whoever calls it; a refused write changes nothing.
 */
export function checkedCatalogueWrites(writes: CatalogueWrites, holders?: BarcodeHolders, siblings?: VariantSiblings): CatalogueWrites {
  return { ...checkedProductWrites(writes, holders, siblings), ...checkedCustomerWrites(writes) };
}
