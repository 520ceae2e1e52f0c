// The mark the server leaves on every record a till wrote once it has judged it (functions/README.md):
// `ledger: { state: 'applied' | 'refused', refusal?, at }`. A record carrying it is never derived
// again, which makes every trigger idempotent by the record's id.
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

export type LedgerOutcome<R> = { state: 'applied' } | { state: 'refused'; refusal: R } | { state: 'already' };

/** Whether the server has already judged this record. */
export const judged = (snapshot: DocumentSnapshot): boolean => snapshot.get('ledger') !== undefined;

export function markApplied(tx: Transaction, ref: DocumentReference, fields: Record<string, unknown> = {}): { state: 'applied' } {
  tx.update(ref, { ...fields, ledger: { state: 'applied', at: FieldValue.serverTimestamp() } });
  return { state: 'applied' };
}

export function markRefused<R extends object>(tx: Transaction, ref: DocumentReference, refusal: R): { state: 'refused'; refusal: R } {
  tx.update(ref, { ledger: { state: 'refused', refusal, at: FieldValue.serverTimestamp() } });
  return { state: 'refused', refusal };
}

/** The mark a record the server itself writes is born with (a sale's or refund's stock movement). */
export const appliedMark = () => ({ state: 'applied', at: FieldValue.serverTimestamp() });

/**
 * A record that depends on another one the server has not judged yet (a refund before its sale, a
 * repayment before the credit sale it pays): the trigger fails, and Cloud Functions delivers it
 * again later (`retry: true`). Thrown, it says which.
 */
export class NotYetDerived extends Error {
  constructor(what: string) {
    super(`${what} has not been derived yet; the event is delivered again`);
  }
}

/**
 * Waits a little for a record the server has not judged yet, then gives up with NotYetDerived (a
 * redelivery follows in production; the emulator delivers once, so this wait is what orders two
 * records that arrived together). Resolves with the record once judged; null when it does not exist.
 */
export async function whenJudged(ref: DocumentReference, what: string, waitMs = 60_000): Promise<DocumentSnapshot | null> {
  const started = Date.now();
  for (;;) {
    const snapshot = await ref.get();
    if (!snapshot.exists && Date.now() - started > 5_000) return null;
    if (snapshot.exists && judged(snapshot)) return snapshot;
    if (Date.now() - started > waitMs) throw new NotYetDerived(what);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
