// What a customer's account will move by once the server has judged the account records it holds
// but has not judged yet (functions/README.md): credit sales (+ what they owe), repayments (−) and
// refunds that take credit off (−), in one currency. The till's courtesy checks of a credit limit,
// a repayment or a refund's credit add it to the stored balance, so a credit sale rung a moment ago
// (or queued offline) is counted before the server has moved the account. Read from the server
// online and from this device's cache offline; what cannot be read counts as nothing.
import { getDocs, getDocsFromCache, query, where } from 'firebase/firestore';
import type { CollectionReference, Query, QueryFieldFilterConstraint, QuerySnapshot } from 'firebase/firestore';
import type { CurrencyCode } from '../../domain/entities';
import { refundFromStored, repaymentFromStored, saleFromStored } from '../codecs';
import type { StoredRefund, StoredRepayment, StoredSale } from '../codecs';
import type { FirebaseContext } from './context';
import { recordFromStore } from './convert';

export async function unjudgedAccountMoves(
  { paths }: Pick<FirebaseContext, 'paths'>,
  uid: string,
  customerId: string,
  currency: CurrencyCode,
  online: boolean,
  /** The record being checked, never counted with the others. */
  except?: string,
): Promise<number> {
  const ofCustomer = (records: CollectionReference, ...more: QueryFieldFilterConstraint[]) => query(records, where('customer.id', '==', customerId), ...more);
  const read = (target: Query) => (online ? getDocs(target) : getDocsFromCache(target)).catch(() => null);
  const [sales, repayments, refunds] = await Promise.all([
    read(ofCustomer(paths.sales(uid), where('owed', '>', 0))),
    read(ofCustomer(paths.repayments(uid))),
    read(ofCustomer(paths.refunds(uid), where('credit', '>', 0))),
  ]);
  const unjudged = (snapshot: QuerySnapshot | null) => (snapshot?.docs ?? []).filter((d) => d.id !== except && d.get('ledger') === undefined && d.get('currency') === currency);
  let minor = 0;
  for (const d of unjudged(sales)) minor += saleFromStored(recordFromStore<StoredSale>(d.id, d.data())).credit?.owedMinor ?? 0;
  for (const d of unjudged(repayments)) minor -= repaymentFromStored(recordFromStore<StoredRepayment>(d.id, d.data())).amountMinor;
  for (const d of unjudged(refunds)) minor -= refundFromStored(recordFromStore<StoredRefund>(d.id, d.data())).creditMinor ?? 0;
  return minor;
}
