// A barcode held to one product of the shop (issue #45; docs/firebase.md, 'Barcodes'): one claim
// document per code, `businesses/{uid}/barcodes/{id}`, its id the SHA-256 (lower-case hex) of the
// code's one form (barcodeKey: a UPC-A and its EAN-13 with a leading 0 are one claim), holding
// that form and the product's id. Whoever writes a product's codes writes their claims in the same
// write: the browser's adapter (backend/firebase/catalogue.ts, under firestore.rules) and the
// server (functions/, past the rules: the catalogue import).
import { barcodeKey } from '../domain/barcodes';

/** The collection of a shop's claims, under `businesses/{uid}`. */
export const BARCODE_CLAIMS = 'barcodes';

/** What a claim holds (firestore.rules, validClaim): the code's one form and its product. */
export interface BarcodeClaim {
  code: string;
  productId: string;
}

/** A product's codes as stored or as a draft: its own and its packs'. */
export interface CarriesCodes {
  barcode?: string | null;
  packs?: ReadonlyArray<{ barcode?: string | null }> | null;
}

/** The one form (barcodeKey) of each code a product carries, itself and its packs, each once. */
export function barcodeKeysOf(product: CarriesCodes): string[] {
  const keys = new Set<string>();
  const add = (code: string | null | undefined) => {
    if (typeof code === 'string' && code.trim() !== '') keys.add(barcodeKey(code));
  };
  add(product.barcode);
  for (const pack of product.packs ?? []) add(pack.barcode);
  return [...keys];
}

/** The claim's document id for a code: the SHA-256 of its one form, 64 lower-case hex digits (the rules compute the same). */
export async function barcodeClaimId(code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(barcodeKey(code)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The claims a product's write makes and may release: a claim naming `productId` for each code it
 * carries after the write (`after`; absent when the product is deleted), by document id; and the
 * ids of the codes it carried before (`before`) and no longer does. The writer deletes a released
 * claim only when it names this product (another product may hold the code: two products saved
 * with one code before claims existed).
 */
export async function barcodeClaimChanges(productId: string, before: CarriesCodes | undefined, after: CarriesCodes | undefined): Promise<{ claims: Array<{ id: string; claim: BarcodeClaim }>; released: Array<{ id: string; code: string }> }> {
  const kept = barcodeKeysOf(after ?? {});
  const dropped = barcodeKeysOf(before ?? {}).filter((code) => !kept.includes(code));
  return {
    claims: await Promise.all(kept.map(async (code) => ({ id: await barcodeClaimId(code), claim: { code, productId } }))),
    released: await Promise.all(dropped.map(async (code) => ({ id: await barcodeClaimId(code), code }))),
  };
}
