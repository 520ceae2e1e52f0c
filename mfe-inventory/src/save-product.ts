// Saving a product: everything is validated before anything is written; the image is uploaded
// first, and removed again if the product itself cannot be saved, so nothing is left half-done.
import { ERROR_MESSAGES, GONE_MESSAGES, VALIDATION_MESSAGES, barcodeTakenProblem, isPlanRefusalReason, productChanges, validateImageFile, validateProduct, variantFamilyProblem } from '@shop/shared/domain';
import type { FieldErrors, Product, ProductField, ProductVariantOf } from '@shop/shared/domain';
import { isBackendError } from '@shop/shared/session';
import type { Backend } from '@shop/shared/session';
import { productInputOf } from './product-form';
import type { ImageChoice, ProductFormValues } from './product-form';

export type ProductFormField = ProductField | 'image';

export type SaveProductResult =
  | { ok: true; id: string }
  | { ok: false; fieldErrors: FieldErrors<ProductFormField>; formError: string | null };

export interface SaveProductRequest {
  backend: Backend;
  uid: string | null;
  values: ProductFormValues;
  image: ImageChoice;
  /** The product being edited, as the form opened it; null when adding. */
  existing: Product | null;
  /** The shop's products as this device has them: a barcode another carries is refused under its field. */
  products?: readonly Product[];
  /** A new variant of a product with variants (variants.ts): its product and its choices. */
  variant?: ProductVariantOf;
}

export async function saveProduct({ backend, uid, values, image, existing, products = [], variant }: SaveProductRequest): Promise<SaveProductResult> {
  if (!uid) return { ok: false, fieldErrors: {}, formError: VALIDATION_MESSAGES.notLoggedIn };

  const kept = image.kind === 'keep' && existing ? { imageUrl: existing.imageUrl, imagePath: existing.imagePath } : { imageUrl: null, imagePath: null };
  const product = validateProduct({ ...productInputOf(values, kept), ...(variant ? { variant } : {}) });
  const fieldErrors: FieldErrors<ProductFormField> = product.ok ? {} : { ...product.errors };
  if (image.kind === 'new') {
    const file = validateImageFile(image.file);
    if (!file.ok && file.errors.image) fieldErrors.image = file.errors.image;
  }
  const taken = product.ok && product.value.barcode !== undefined ? barcodeTakenProblem(products, product.value.barcode, existing?.id ?? null) : null;
  if (taken) fieldErrors.barcode = taken;
  // A pack's barcode is unique in the shop like a product's (domain/packs.ts).
  const packCodes = product.ok ? (product.value.packs ?? []).flatMap((pack) => (pack.barcode ? [pack.barcode] : [])) : [];
  const packTaken = packCodes.map((code) => barcodeTakenProblem(products, code, existing?.id ?? null)).find((problem) => problem !== null);
  if (packTaken) fieldErrors.packs = packTaken;
  // A new variant with a sibling's choices, or other options, is refused under its choices (variants.ts).
  const notFitting = product.ok ? variantFamilyProblem(products, product.value.variant, existing?.id ?? null) : null;
  if (notFitting) fieldErrors.variant = notFitting;
  if (!product.ok || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, formError: null };

  let uploaded: { path: string; url: string } | null = null;
  if (image.kind === 'new') {
    try {
      uploaded = await backend.uploadProductImage(uid, image.file);
    } catch (error) {
      // Shown to the owner in the form; kept in the console for whoever diagnoses it.
      console.warn(ERROR_MESSAGES.imageUploadFailed, error);
      return { ok: false, fieldErrors: {}, formError: ERROR_MESSAGES.imageUploadFailed };
    }
  }

  const draft = uploaded ? { ...product.value, imageUrl: uploaded.url, imagePath: uploaded.path } : product.value;
  let id: string;
  try {
    if (existing) {
      // Only what the owner changed: the stock other tills sold meanwhile is not written back.
      const changes = productChanges(existing, draft);
      if (Object.keys(changes).length > 0) await backend.updateProduct(uid, existing.id, changes);
      id = existing.id;
    } else {
      id = await backend.addProduct(uid, draft);
    }
  } catch (error) {
    console.warn(ERROR_MESSAGES.productSaveFailed, error);
    if (uploaded) await deleteImageQuietly(backend, uploaded.path);
    // The plan's refusal (the 11th product on Basic, a ticket on Basic, a view-only shop): its words, with the way to upgrade.
    if (isBackendError(error, 'failed-precondition') && isPlanRefusalReason(error.reason)) return { ok: false, fieldErrors: {}, formError: error.message };
    // A variant another device added meanwhile: the adapter's words (variants.ts).
    if (isBackendError(error, 'failed-precondition') && draft.variant !== undefined && draft.barcode === undefined) return { ok: false, fieldErrors: { variant: error instanceof Error ? error.message.replace(`${ERROR_MESSAGES.productSaveFailed} `, '') : ERROR_MESSAGES.productSaveFailed }, formError: null };
    // A barcode another device gave a product meanwhile: the adapter's words name that product.
    if (isBackendError(error, 'failed-precondition') && draft.barcode !== undefined) return { ok: false, fieldErrors: { barcode: error instanceof Error ? error.message.replace(`${ERROR_MESSAGES.productSaveFailed} `, '') : ERROR_MESSAGES.productSaveFailed }, formError: null };
    return { ok: false, fieldErrors: {}, formError: isBackendError(error, 'not-found') ? GONE_MESSAGES.product : ERROR_MESSAGES.productSaveFailed };
  }

  // The product no longer points at its old image: remove it from storage.
  if (existing?.imagePath && image.kind !== 'keep') await deleteImageQuietly(backend, existing.imagePath);
  return { ok: true, id };
}

async function deleteImageQuietly(backend: Backend, path: string): Promise<void> {
  try {
    await backend.deleteImage(path);
  } catch (error) {
    console.error('Could not delete the product image', path, error);
  }
}
