// A customer's account moves by three kinds of record — a credit sale (+ what it owes), a
// repayment (−), a refund that took something off (− its credit) — and each is judged on the
// balance the ones before it left: a credit limit, "more than they owe", what a refund may still
// take off. Records queued together on a till (offline) reach the server together and their
// triggers run in any order, so each first waits, outside its transaction, for the same customer's
// account records in its currency made before it (earlier `createdAt`; at the same instant, a sale
// before a repayment before a refund, then the smaller id) that the server has not judged yet. Gives up with NotYetDerived (ledger-mark.ts).
import type { DocumentReference, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { CurrencyCode } from '@shop/shared/domain';
import { judged, whenJudged } from './ledger-mark';
import { fromStore } from './stored';

export interface AccountRecordAt {
  ref: DocumentReference;
  customerId: string;
  currency: CurrencyCode;
  createdAt: Date;
}

/**
 * At the same instant a sale goes before a repayment and a repayment before a refund (a payment or
 * a refund of a sale cannot come before it), then the smaller id.
 */
const KIND_ORDER: Readonly<Record<string, number>> = { sales: 0, repayments: 1, refunds: 2 };

/** Whether `other` was made before `record`. */
function before(other: QueryDocumentSnapshot, record: AccountRecordAt): boolean {
  const at = fromStore<unknown>(other.get('createdAt'));
  if (!(at instanceof Date)) return false;
  const difference = at.getTime() - record.createdAt.getTime();
  if (difference !== 0) return difference < 0;
  const kinds = (KIND_ORDER[other.ref.parent.id] ?? 3) - (KIND_ORDER[record.ref.parent.id] ?? 3);
  return kinds !== 0 ? kinds < 0 : other.id < record.ref.id;
}

export async function earlierAccountRecordsJudged(db: Firestore, uid: string, record: AccountRecordAt): Promise<void> {
  const shop = db.collection('businesses').doc(uid);
  const [sales, repayments, refunds] = await Promise.all([
    shop.collection('sales').where('customer.id', '==', record.customerId).where('owed', '>', 0).get(),
    shop.collection('repayments').where('customer.id', '==', record.customerId).get(),
    shop.collection('refunds').where('customer.id', '==', record.customerId).where('credit', '>', 0).get(),
  ]);
  const waiting = [...sales.docs, ...repayments.docs, ...refunds.docs].filter(
    (other) => other.ref.path !== record.ref.path && !judged(other) && other.get('currency') === record.currency && before(other, record),
  );
  await Promise.all(waiting.map((other) => whenJudged(other.ref, `${other.ref.parent.id}/${other.id}, before ${record.ref.parent.id}/${record.ref.id},`)));
}
