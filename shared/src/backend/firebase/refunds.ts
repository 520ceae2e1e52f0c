// The Firebase adapter's refunds: the refund record alone, which the server judges once its sale is
// judged and derives the rest from — the units back into stock, the money off the day's roll-ups,
// its sale's tally and, on a credit sale, what it takes off the customer's account
// (functions/README.md, 'A refund') — and the live refunds.
import { doc, getDocs, getDocsFromCache, orderBy, query, runTransaction, where, writeBatch } from 'firebase/firestore';
import type { DocumentReference, DocumentSnapshot, QuerySnapshot, Transaction } from 'firebase/firestore';
import type { Refund, Sale } from '../../domain/entities';
import { displayOrderId } from '../../domain/ids';
import { documentNotFound } from '../errors';
import type { RecordRefundInput, RecordRefundResult, SalesApi, SalesQuery } from '../port';
import { checkRefund, checkRefundShape } from '../refund-checks';
import { checkRefundCredit } from '../credit-checks';
import type { FirebaseContext } from './context';
import { recordFromStore } from './convert';
import { refundFromStored, refundToStored, saleFromStored } from '../codecs';
import type { StoredRefund, StoredSale } from '../codecs';
import { toBackendError } from './errors';
import { pickFields, REFUND_FIELDS } from './fields';
import { balanceIn, createdBetween, newestFirst, refusalOf } from './ledger';
import type { FirebaseLedger } from './ledger';
import type { FirebaseWatchers } from './live';
import { nothingForCashier } from './cashier-reads';
import type { PendingStock } from './pending-stock';
import { unjudgedAccountMoves } from './unjudged';
import { refundMovements } from '../../domain/refund';

export type FirebaseRefunds = Pick<SalesApi, 'subscribeRefunds' | 'subscribeRefundsSince' | 'subscribeSaleRefunds' | 'recordRefund'>;

/** A refund the server refused (its `ledger`): it gave nothing back, so no list shows it and no later refund counts it. */
const refusedByServer = (snapshot: DocumentSnapshot) => snapshot.get('ledger.state') === 'refused';

const toRefunds = (snapshot: QuerySnapshot) => snapshot.docs.filter((d) => !refusedByServer(d)).map((d) => refundFromStored(recordFromStore<StoredRefund>(d.id, d.data())));

export function createFirebaseRefunds(context: FirebaseContext, { watchQuery }: FirebaseWatchers, ledger: FirebaseLedger, pendingStock: PendingStock): FirebaseRefunds {
  const { db, paths, requireShop, write } = context;
  const { accountRef, onlineOrQueued, cachedDoc, wasCached } = ledger;

  const refundRef = (uid: string, id: string) => doc(paths.refunds(uid), id);
  const saleRefunds = (uid: string, saleId: string) => query(paths.refunds(uid), where('saleId', '==', saleId));

  /** The refund as stored, naming the staff account that wrote it from its own till (the server judges its author by it). */
  const storedRefund = (refund: Refund) => {
    const user = context.currentUser();
    return pickFields({ ...refundToStored(refund), ...(user?.member ? { accountUid: user.uid } : {}) }, REFUND_FIELDS);
  };

  /**
   * The sale's other refunds this till can see, applied or still to be judged (not refused), for
   * the courtesy check: the server judges the refund again on what it holds. An account that may
   * not read them, or a device that holds none, checks against none.
   */
  async function earlierRefunds(uid: string, refund: Refund, online: boolean): Promise<Refund[]> {
    const snapshot = await (online ? getDocs(saleRefunds(uid, refund.saleId)) : getDocsFromCache(saleRefunds(uid, refund.saleId))).catch(() => null);
    return snapshot ? toRefunds(snapshot).filter((r) => r.id !== refund.id) : [];
  }

  /**
   * The courtesy check (the server's is the one that counts: functions/src/refunds.ts): what the
   * refund form would make of the sale and its refunds; on a credit sale, the part taken off the
   * account against the balance as `read` gives it (the transaction online, the cache offline).
   */
  async function check(uid: string, refund: Refund, sale: Sale, earlier: readonly Refund[], read: (ref: DocumentReference) => Promise<DocumentSnapshot | null>, pending = 0): Promise<void> {
    checkRefund(refund, sale, earlier);
    const balance = sale.credit && sale.customer ? balanceIn(await read(accountRef(uid, sale.customer.id, sale.currency))) + pending : 0;
    checkRefundCredit(refund, sale, earlier, balance);
  }

  /**
   * What the customer's records the server has not judged yet (no `ledger`) will move their balance
   * in the sale's currency by: their credit sales' owed amounts, less their repayments and the
   * credit of their refunds (this one aside). A credit sale rung a moment ago, or a repayment taken
   * since the refund form read the balance, is not on the stored balance until the server derives
   * it. Online from the server, offline from this device's cache; 0 for a sale paid in full, or
   * for what the account may not read.
   */
  /** What the customer's unjudged account records will move the balance by (unjudged.ts). */
  const unjudgedMoves = (uid: string, refund: Refund, sale: Sale, online: boolean, readAgain?: (ref: DocumentReference) => Promise<DocumentSnapshot | null>): Promise<number> =>
    !sale.credit || !sale.customer ? Promise.resolve(0) : unjudgedAccountMoves(context, uid, sale.customer.id, sale.currency, online, refund.id, readAgain);

  /**
   * The till shows the units a refund puts back until the server has moved them (pending-stock.ts);
   * only its Physical products on file carry stock, and the server moves only those the sale took.
   */
  const showUnitsBack = (uid: string, refund: Refund) => pendingStock.addRefund(uid, refund.id, refundMovements(refund, new Set(refund.items.map((item) => item.id))));

  // Online: one transaction reads the refund (a replay records nothing), its sale and, for a sale
  // on credit, its customer's account, checks the refund and writes it alone. The server then
  // judges it and moves what it moves (functions/README.md, 'A refund').
  async function recordRefundOnline(uid: string, refund: Refund): Promise<RecordRefundResult> {
    const earlier = await earlierRefunds(uid, refund, true);
    return runTransaction(db, async (tx: Transaction) => {
      if ((await tx.get(refundRef(uid, refund.id))).exists()) return { recorded: false };
      const saleSnapshot = await tx.get(doc(paths.sales(uid), refund.saleId));
      if (!saleSnapshot.exists()) throw documentNotFound(`businesses/${uid}/sales/${refund.saleId}`);
      const sale = saleFromStored(recordFromStore<StoredSale>(saleSnapshot.id, saleSnapshot.data()));
      // Read in the transaction beside the balance, so a record judged meanwhile counts once; a
      // refusal stands only on reads the commit verified (ledger.ts, refusalOf).
      const pending = await unjudgedMoves(uid, refund, sale, true, (ref) => tx.get(ref));
      const refusal = await refusalOf(() => check(uid, refund, sale, earlier, (ref) => tx.get(ref), pending));
      if (refusal) return { refusal };
      tx.set(refundRef(uid, refund.id), storedRefund(refund));
      return { recorded: true };
    })
      .then((result): RecordRefundResult => {
        if ('refusal' in result) throw result.refusal;
        if (result.recorded) showUnitsBack(uid, refund);
        return result;
      })
      .catch((error: unknown) => {
        throw toBackendError(error);
      });
  }

  // Offline: checked against what this device holds of the sale, its refunds and its customer's
  // account, then queued alone. Should another till have given the units back first, the server
  // refuses the refund when it arrives and it moves nothing; the owner sees why.
  async function recordRefundQueued(uid: string, refund: Refund): Promise<RecordRefundResult> {
    if (await wasCached(refundRef(uid, refund.id))) return { recorded: false };
    const saleSnapshot = await cachedDoc(doc(paths.sales(uid), refund.saleId));
    if (!saleSnapshot?.exists()) throw documentNotFound(`businesses/${uid}/sales/${refund.saleId}`);
    const sale = saleFromStored(recordFromStore<StoredSale>(saleSnapshot.id, saleSnapshot.data()));
    await check(uid, refund, sale, await earlierRefunds(uid, refund, false), cachedDoc, await unjudgedMoves(uid, refund, sale, false));
    const batch = writeBatch(db);
    batch.set(refundRef(uid, refund.id), storedRefund(refund));
    showUnitsBack(uid, refund);
    await write(`Refund ${displayOrderId(refund.id)}`, batch.commit());
    return { recorded: true };
  }

  return {
    subscribeRefunds(uid, onNext, onError, refundsQuery?: SalesQuery) {
      if (context.cashierReads()) return nothingForCashier(onNext);
      return watchQuery(uid, () => newestFirst(paths.refunds(uid), refundsQuery), toRefunds, onNext, onError);
    },

    subscribeRefundsSince(uid, since, onNext, onError, before?: Date) {
      if (context.cashierReads()) return nothingForCashier(onNext);
      return watchQuery(uid, () => createdBetween(paths.refunds(uid), since, before), toRefunds, onNext, onError);
    },

    subscribeSaleRefunds(uid, saleId, onNext, onError) {
      if (context.cashierReads()) return nothingForCashier(onNext);
      const build = () => query(paths.refunds(uid), where('saleId', '==', saleId), orderBy('createdAt', 'asc'));
      return watchQuery(uid, build, toRefunds, onNext, onError);
    },

    async recordRefund(uid, { refund }: RecordRefundInput): Promise<RecordRefundResult> {
      requireShop(uid);
      checkRefundShape(refund);
      return onlineOrQueued(
        () => recordRefundOnline(uid, refund),
        () => recordRefundQueued(uid, refund),
      );
    },
  };
}
