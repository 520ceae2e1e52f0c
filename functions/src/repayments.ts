// A repayment a till wrote (functions/README.md, 'A repayment'): judged with the domain's own rules
// on the balance the server holds and, when accepted, taken off the customer's account in one
// transaction that also stamps the repayment's `ledger`, so a trigger delivered twice, or two
// deliveries at once, apply it exactly once. A refused repayment moves nothing and says why.
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { auditRepayment } from '@shop/shared/domain';
import type { Repayment, RepaymentRefusal } from '@shop/shared/domain';
import { accountDocumentId, repaymentFromStored } from '@shop/shared/records';
import type { StoredRepayment } from '@shop/shared/records';
import { fromStore } from './stored';
import { authorOf } from './seller';
import { judged, markApplied, markRefused } from './ledger-mark';
import { earlierAccountRecordsJudged } from './customer-order';
import type { LedgerOutcome } from './ledger-mark';

const shopPath = (uid: string) => `businesses/${uid}`;

/** The repayment as the domain reads it, or why it cannot be read. */
function readRepayment(snapshot: DocumentSnapshot): { repayment: Repayment } | { refusal: RepaymentRefusal } {
  try {
    const stored = fromStore<StoredRepayment>({ ...snapshot.data(), id: snapshot.id });
    if (typeof stored.customer?.id !== 'string' || stored.customer.id === '') throw new Error('A payment names the customer who paid.');
    return { repayment: repaymentFromStored(stored) };
  } catch (error) {
    return { refusal: { code: 'malformed', problem: error instanceof Error ? error.message : String(error) } };
  }
}

/**
 * Judges the repayment at `repaymentRef` and applies it, once: refused when its author may not take
 * repayments or it is more than the customer owes on the server's balance; else the account falls
 * by its amount (naming it, `repaymentId`) and the repayment is marked applied.
 */
export async function deriveRepayment(db: Firestore, uid: string, repaymentRef: DocumentReference): Promise<LedgerOutcome<RepaymentRefusal>> {
  const first = await repaymentRef.get();
  if (!first.exists || judged(first)) return { state: 'already' };
  const read = readRepayment(first);
  // The customer's account records made before it are judged first (customer-order.ts).
  if ('repayment' in read) {
    const { repayment } = read;
    await earlierAccountRecordsJudged(db, uid, { ref: repaymentRef, customerId: repayment.customer.id, currency: repayment.currency, createdAt: repayment.createdAt });
  }

  return db.runTransaction(async (tx): Promise<LedgerOutcome<RepaymentRefusal>> => {
    const snapshot = await tx.get(repaymentRef);
    if (!snapshot.exists || judged(snapshot)) return { state: 'already' };
    const reading = readRepayment(snapshot);
    if ('refusal' in reading) return markRefused(tx, repaymentRef, reading.refusal);
    const { repayment } = reading;
    const accountRef = db.doc(`${shopPath(uid)}/accounts/${accountDocumentId(repayment.customer.id, repayment.currency)}`);
    const [author, account] = await Promise.all([authorOf(tx, db, uid, snapshot.get('accountUid')), tx.get(accountRef)]);
    const balance: unknown = account.get('balanceMinor');
    const refusal = auditRepayment(repayment, { author, balanceMinor: typeof balance === 'number' ? balance : 0 });
    if (refusal) return markRefused(tx, repaymentRef, refusal);
    tx.set(
      accountRef,
      { customerId: repayment.customer.id, currency: repayment.currency, balanceMinor: FieldValue.increment(-repayment.amountMinor), repaymentId: repayment.id },
      { merge: true },
    );
    return markApplied(tx, repaymentRef);
  });
}
