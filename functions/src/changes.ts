// When the things a queued sale is judged by last changed (domain/sale-audit.ts: a sale rung before
// a price or the till settings changed is judged by what the till had then). Kept by the server in
// documents no client may write: `priceChanges/{productId}` and `settingsChanges/till`.
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';

/** Whether any of `fields` differs between the two versions of a document (a new or deleted one counts). */
export function changed(before: DocumentSnapshot | undefined, after: DocumentSnapshot | undefined, fields: readonly string[]): boolean {
  if (!before?.exists || !after?.exists) return before?.exists !== after?.exists;
  return fields.some((field) => JSON.stringify(before.get(field) ?? null) !== JSON.stringify(after.get(field) ?? null));
}

/** What a product's sale is checked against: its price and its currency. */
export const PRICE_FIELDS = ['price', 'currency'] as const;
/** What a cashier's sale is checked against on the profile (till-settings.ts). */
export const TILL_SETTINGS_FIELDS = ['cashierDiscountLimitHundredths'] as const;

export async function notePriceChange(db: Firestore, uid: string, productId: string, before: DocumentSnapshot | undefined, after: DocumentSnapshot | undefined): Promise<boolean> {
  if (!before?.exists || !changed(before, after, PRICE_FIELDS)) return false;
  await db.doc(`businesses/${uid}/priceChanges/${productId}`).set({ changedAt: FieldValue.serverTimestamp() });
  return true;
}

export async function noteSettingsChange(db: Firestore, uid: string, before: DocumentSnapshot | undefined, after: DocumentSnapshot | undefined): Promise<boolean> {
  if (!before?.exists || !after?.exists || !changed(before, after, TILL_SETTINGS_FIELDS)) return false;
  await db.doc(`businesses/${uid}/settingsChanges/till`).set({ changedAt: FieldValue.serverTimestamp() });
  return true;
}
