// What a customer's account will move by once the server has judged the account records it holds
// but has not judged yet (functions/README.md): credit sales (+ what they owe), repayments (−) and
// refunds that take credit off (−), in one currency. The till's courtesy checks of a credit limit,
// a repayment or a refund's credit add it to the stored balance, so a credit sale rung a moment ago
// (or queued offline) is counted before the server has moved the account. Read from the server
// online and from this device's cache offline; what cannot be read counts as nothing.
import { getDocs, getDocsFromCache, query, where } from 'firebase/firestore';
import type { CollectionReference, DocumentReference, DocumentSnapshot, Query, QueryFieldFilterConstraint, QuerySnapshot } from 'firebase/firestore';
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
  /**
   * Reads each record found again where the balance is read (a transaction's `get`): only those
   * still not judged there count, so a record the server judges between the query and that read is
   * counted once, on the balance, never twice or not at all.
   */
  readAgain?: (ref: DocumentReference) => Promise<DocumentSnapshot | null>,
): Promise<number> {
  const ofCustomer = (records: CollectionReference, ...more: QueryFieldFilterConstraint[]) => query(records, where('customer.id', '==', customerId), ...more);
  const read = (target: Query) => (online ? getDocs(target) : getDocsFromCache(target)).catch(() => null);
  const [sales, repayments, refunds] = await Promise.all([
    read(ofCustomer(paths.sales(uid), where('owed', '>', 0))),
    read(ofCustomer(paths.repayments(uid))),
    read(ofCustomer(paths.refunds(uid), where('credit', '>', 0))),
  ]);
  const unjudged = (snapshot: QuerySnapshot | null) => (snapshot?.docs ?? []).filter((d) => d.id !== except && d.get('ledger') === undefined && d.get('currency') === currency);
  const moves: { ref: DocumentReference; minor: number }[] = [];
  for (const d of unjudged(sales)) moves.push({ ref: d.ref, minor: saleFromStored(recordFromStore<StoredSale>(d.id, d.data())).credit?.owedMinor ?? 0 });
  for (const d of unjudged(repayments)) moves.push({ ref: d.ref, minor: -repaymentFromStored(recordFromStore<StoredRepayment>(d.id, d.data())).amountMinor });
  for (const d of unjudged(refunds)) moves.push({ ref: d.ref, minor: -(refundFromStored(recordFromStore<StoredRefund>(d.id, d.data())).creditMinor ?? 0) });
  if (!readAgain) return moves.reduce((sum, move) => sum + move.minor, 0);
  const again = await Promise.all(moves.map((move) => readAgain(move.ref)));
  return moves.reduce((sum, move, i) => (again[i]?.exists() && again[i]?.get('ledger') === undefined ? sum + move.minor : sum), 0);
}
