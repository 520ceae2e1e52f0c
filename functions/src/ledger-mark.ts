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

/**
 * gRPC codes of a transaction the database gave up on for the moment: INVALID_ARGUMENT (a transaction
 * the database closed while it was still reading, seen under load on the emulator), DEADLINE_EXCEEDED,
 * ABORTED (past the SDK's own tries), UNAVAILABLE. Decided by the code alone, never by the words
 * (refusal-text.test.ts): a document truly invalid also comes as INVALID_ARGUMENT, and simply fails
 * every attempt — each one idempotent — before the event fails.
 */
const MOMENTARY_CODES: ReadonlySet<number> = new Set([3, 4, 10, 14]);

/** Whether a derivation failed for a reason of the moment, so that running it again may succeed. */
export function failedForTheMoment(error: unknown): boolean {
  if (error instanceof NotYetDerived) return false;
  const code: unknown = error !== null && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'number' && MOMENTARY_CODES.has(code);
}

/**
 * Runs a derivation again, up to `attempts` times in all, when it failed for a reason of the moment
 * (failedForTheMoment), before the trigger fails and leaves it to a redelivery — which Cloud
 * Functions makes (`retry: true`) and the emulator does not. Safe: each run reads the record's mark
 * in its own transaction first, so a run whose commit landed after all finds it judged ('already').
 * A record not judged yet (NotYetDerived) and every other error fail at once.
 */
export async function derivedDespiteMomentaryFailures<T>(derive: () => Promise<T>, attempts = 3, pauseMs = 500): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await derive();
    } catch (error) {
      if (attempt >= attempts || !failedForTheMoment(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt));
    }
  }
}
