// Saving a new product with variants (domain/variants.ts): every variant is checked before any is
// written — its figures as the product form checks a product's, its barcode unique in the shop and
// among its siblings — then each is added as a product record of its own. A variant already saved
// by an earlier attempt (`saved`) is not added again, so Try again after a failure adds only the rest.
import { ERROR_MESSAGES, VALIDATION_MESSAGES, barcodeTakenProblem, barcodeKey, choicesKey, validateOptions, validateProduct, variantCombinations, variantLabel, variantName } from '@shop/shared/domain';
import type { FieldErrors, Product, ProductDraft, ProductVariantOf } from '@shop/shared/domain';
import { isBackendError } from '@shop/shared/session';
import type { Backend } from '@shop/shared/session';
import { productInputOf } from './product-form';
import type { ProductFormValues, VariantFormValues } from './product-form';
import type { ProductFormField } from './save-product';

/** A variant's refused fields, by its choices' key. */
export type VariantErrors = Record<string, Partial<Record<keyof VariantFormValues, string>>>;

export type SaveVariantsResult =
  | { ok: true; count: number }
  | { ok: false; fieldErrors: FieldErrors<ProductFormField>; variantErrors: VariantErrors; formError: string | null; saved: readonly string[] };

export interface SaveVariantsRequest {
  backend: Backend;
  uid: string | null;
  values: ProductFormValues;
  /** The product's id, made once when the form opened and kept through every Try again. */
  productId: string;
  /** The choices' keys of the variants earlier attempts saved. */
  saved: readonly string[];
  products?: readonly Product[];
}

const EMPTY_VARIANT: VariantFormValues = { price: '', cost: '', quantity: '', barcode: '' };

/** The variants the form would save: each combination of the options with its figures as typed (empty ones the product's). */
export function variantDraftsOf(values: ProductFormValues, productId: string) {
  const options = validateOptions(values.options);
  if (!options.ok) return { ok: false as const, problem: options.problem };
  const names = options.options.map((option) => option.name);
  return {
    ok: true as const,
    variants: variantCombinations(options.options).map((choices) => {
      const key = choicesKey(choices);
      const own = values.variants[key] ?? EMPTY_VARIANT;
      const variant: ProductVariantOf = { productId, productName: values.name.trim(), options: names, values: choices };
      const input = {
        ...productInputOf({ ...values, type: 'Physical', packs: [], price: own.price.trim() || values.price, cost: own.cost.trim() || values.cost, quantity: own.quantity.trim() || '0', barcode: own.barcode }, { imageUrl: null, imagePath: null }),
        name: variantName(values.name, choices),
        variant,
      };
      return { key, choices, input };
    }),
  };
}

export async function saveVariants({ backend, uid, values, productId, saved, products = [] }: SaveVariantsRequest): Promise<SaveVariantsResult> {
  const refused = (fieldErrors: FieldErrors<ProductFormField>, variantErrors: VariantErrors = {}, formError: string | null = null): SaveVariantsResult => ({ ok: false, fieldErrors, variantErrors, formError, saved });
  if (!uid) return refused({}, {}, VALIDATION_MESSAGES.notLoggedIn);
  const base = validateProduct(productInputOf({ ...values, type: 'Physical', packs: [], quantity: '0', barcode: '' }, { imageUrl: null, imagePath: null }));
  const fieldErrors: FieldErrors<ProductFormField> = base.ok ? {} : { ...base.errors };
  const made = variantDraftsOf(values, productId);
  if (!made.ok) return refused({ ...fieldErrors, variant: made.problem });
  if (!base.ok) return refused(fieldErrors);

  const variantErrors: VariantErrors = {};
  const drafts: Array<{ key: string; draft: ProductDraft }> = [];
  // Each barcode typed so far and the variant that carries it.
  const codes = new Map<string, string>();
  for (const { key, choices, input } of made.variants) {
    const checked = validateProduct(input);
    const own: Partial<Record<keyof VariantFormValues, string>> = {};
    if (!checked.ok) {
      if (checked.errors.price) own.price = checked.errors.price;
      if (checked.errors.cost) own.cost = checked.errors.cost;
      if (checked.errors.quantity) own.quantity = checked.errors.quantity;
      if (checked.errors.barcode) own.barcode = checked.errors.barcode;
      if (checked.errors.name) fieldErrors.name = checked.errors.name;
      if (checked.errors.variant) fieldErrors.variant = checked.errors.variant;
    } else {
      const code = checked.value.barcode;
      if (code !== undefined) {
        const taken = barcodeTakenProblem(products, code, null);
        if (taken) own.barcode = taken;
        else if (codes.has(barcodeKey(code))) own.barcode = `Another variant has this barcode: ${codes.get(barcodeKey(code))}.`;
        else codes.set(barcodeKey(code), variantLabel(choices));
      }
      drafts.push({ key, draft: checked.value });
    }
    if (Object.keys(own).length > 0) variantErrors[key] = own;
  }
  if (Object.keys(fieldErrors).length > 0 || Object.keys(variantErrors).length > 0) return refused(fieldErrors, variantErrors);

  const done = [...saved];
  for (const { key, draft } of drafts) {
    if (done.includes(key)) continue;
    try {
      await backend.addProduct(uid, draft);
      done.push(key);
    } catch (error) {
      console.warn(ERROR_MESSAGES.productSaveFailed, error);
      const words = isBackendError(error, 'failed-precondition') && error instanceof Error ? error.message : ERROR_MESSAGES.productSaveFailed;
      const so = done.length > 0 ? ` ${done.length} of ${drafts.length} variants were saved; Save adds the rest.` : '';
      // The plan's refusal (each variant is one of Basic's products) and a sibling's or a barcode's come in the adapter's words.
      return { ok: false, fieldErrors: {}, variantErrors: {}, formError: `${words}${so}`, saved: done };
    }
  }
  return { ok: true, count: drafts.length };
}
