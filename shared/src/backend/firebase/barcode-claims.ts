// A barcode held to one product of the shop on Firebase (issue #45; docs/firebase.md, 'Barcodes'):
// the claim documents (records/barcode-claims.ts) as the browser's adapter writes them, in the
// same batch as the product (or its change of codes), so that two tills saving one code at once
// cannot both succeed: the rules (firestore.rules, 'barcodes') let a claim be made only for a
// product that carries the code after the write, moved only off a product that no longer carries
// it, and deleted only then; and a product take a new code only with its claim naming it.
import { doc, getDoc } from 'firebase/firestore';
import type { DocumentData, DocumentReference, Firestore } from 'firebase/firestore';
import { barcodeKey } from '../../domain/barcodes';
import { BARCODE_CLAIMS, barcodeClaimId } from '../../records/barcode-claims';
import type { BarcodeClaim } from '../../records/barcode-claims';

export { barcodeKeysOf } from '../../records/barcode-claims';

export async function barcodeClaimRef(db: Firestore, uid: string, code: string): Promise<DocumentReference> {
  return doc(db, 'businesses', uid, BARCODE_CLAIMS, await barcodeClaimId(code));
}

/** A batch or a transaction: what claimWrites adds its writes to. */
export interface ClaimWriter {
  set(ref: DocumentReference, data: DocumentData): unknown;
  delete(ref: DocumentReference): unknown;
}

/**
 * Adds to `writer` (the batch or transaction that writes the product) a claim naming `productId`
 * for each code in `codes` (the product's codes after the write: barcodeKeysOf), and the deletion
 * of the claim of each code in `released` (codes the product drops whose claim names it:
 * claimsNaming). A code the product keeps is claimed again (the same claim, which the rules let
 * stand): how a product saved before claims existed gets its claims.
 */
export async function claimWrites(writer: ClaimWriter, db: Firestore, uid: string, productId: string, codes: readonly string[], released: readonly string[] = []): Promise<void> {
  for (const code of codes) writer.set(await barcodeClaimRef(db, uid, code), { code: barcodeKey(code), productId } satisfies BarcodeClaim);
  for (const code of released) writer.delete(await barcodeClaimRef(db, uid, code));
}

/** The claim of `code` as the server has it (offline, as this device last saw it); null when there is none or it is not known. */
export async function readClaim(db: Firestore, uid: string, code: string): Promise<BarcodeClaim | null> {
  try {
    const snapshot = await getDoc(await barcodeClaimRef(db, uid, code));
    return snapshot.exists() ? (snapshot.data() as BarcodeClaim) : null;
  } catch {
    // Offline without the claim in the cache: not known, as if there were none (the rules decide when the write arrives).
    return null;
  }
}

/** Of `codes`, those whose claim names `productId` (the claims a product deletes as it drops the codes). */
export async function claimsNaming(db: Firestore, uid: string, productId: string, codes: readonly string[]): Promise<string[]> {
  const claims = await Promise.all(codes.map((code) => readClaim(db, uid, code)));
  return codes.filter((_, i) => claims[i]?.productId === productId);
}
