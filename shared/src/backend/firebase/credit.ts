// The Firebase adapter's customers' accounts (docs/product-rules.md, 'Credit'), loaded on their
// first use (lazy-part.ts, lazyCredit: the till records credit sales, never a repayment): a
// repayment written alone — a transaction online (once per id, checked on the server's balance),
// a queued write offline (checked on the cached one) — which the server judges and takes off the
// customer's account (functions/README.md, 'A repayment'), and the live balances and account
// records. A credit sale's and a refund's account moves are the server's too (sales.ts,
// refunds.ts): no client moves an account. The records listed are those that count: none the
// server refused.
import { doc, query, runTransaction, where, writeBatch } from 'firebase/firestore';
import type { CollectionReference, Query, QueryDocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import type { AccountRecords } from '../../domain/credit';
import type { CustomerBalance, Refund, Repayment, Sale } from '../../domain/entities';
import { isCurrencyCode } from '../../domain/validation';
import { refundFromStored, repaymentFromStored, repaymentToStored, saleFromStored, StoredRecordError } from '../codecs';
import type { StoredRefund, StoredRepayment, StoredSale } from '../codecs';
import { checkRepayment, checkRepaymentShape } from '../credit-checks';
import { isBackendError } from '../errors';
import type { BackendError } from '../errors';
import type { CreditApi, ErrorCallback, RecordRepaymentInput, RecordRepaymentResult, Unsubscribe } from '../port';
import type { FirebaseContext } from './context';
import { recordFromStore } from './convert';
import { pickFields, REPAYMENT_FIELDS } from './fields';
import { balanceIn, createdBetween, refusalOf } from './ledger';
import type { FirebaseLedger } from './ledger';
import type { FirebaseWatchers } from './live';
import { ownRecentQuery } from './cashier-reads';
import { unjudgedAccountMoves } from './unjudged';

const oldestFirst = <T extends { id: string; createdAt: Date }>(list: T[]): T[] =>
  list.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** The stored accounts as the port's balances; an account that is not one customer's whole minor units in a listed currency is refused. */
const toBalances = (snapshot: QuerySnapshot): CustomerBalance[] =>
  snapshot.docs.map((d) => {
    const customerId: unknown = d.get('customerId');
    const currency: unknown = d.get('currency');
    if (typeof customerId !== 'string' || !isCurrencyCode(currency)) throw new StoredRecordError(`Account ${d.id}`, 'customerId or currency', `${String(customerId)} ${String(currency)}`);
    return { customerId, currency, balanceMinor: balanceIn(d) };
  });
/** Whether the server refused the record when it arrived (functions/README.md): it moved nothing and counts nowhere. */
const refusedByServer = (d: QueryDocumentSnapshot) => d.get('ledger.state') === 'refused';
/** The credit sales, repayments and refunds that count: every one but those the server refused. */
const toSales = (snapshot: QuerySnapshot): Sale[] => oldestFirst(snapshot.docs.filter((d) => !refusedByServer(d)).map((d) => saleFromStored(recordFromStore<StoredSale>(d.id, d.data()))));
const toRepayments = (snapshot: QuerySnapshot): Repayment[] =>
  oldestFirst(snapshot.docs.filter((d) => !refusedByServer(d)).map((d) => repaymentFromStored(recordFromStore<StoredRepayment>(d.id, d.data()))));
const toRefunds = (snapshot: QuerySnapshot): Refund[] =>
  oldestFirst(snapshot.docs.filter((d) => !refusedByServer(d)).map((d) => refundFromStored(recordFromStore<StoredRefund>(d.id, d.data()))));

/** The courtesy check's refusal of a payment above the balance (credit-checks.ts, checkRepayment). */
const overBalance = (error: unknown): boolean => isBackendError(error) && error.reason === 'over-balance';

export function createFirebaseCredit(context: FirebaseContext, { watchQuery }: FirebaseWatchers, ledger: FirebaseLedger): CreditApi {
  const { db, paths, requireShop, write } = context;
  const { accountRef, onlineOrQueued, cachedDoc, wasCached } = ledger;
  const repaymentRef = (uid: string, id: string) => doc(paths.repayments(uid), id);

  /** The repayment as stored, naming the staff account that took it from its own till (as a sale does: sales.ts, storedSale). */
  const storedRepayment = (repayment: Repayment) => {
    const user = context.currentUser();
    return pickFields({ ...repaymentToStored(repayment), ...(user?.member ? { accountUid: user.uid } : {}) }, REPAYMENT_FIELDS);
  };

  // The repayment alone is what a till writes: the server judges it on the balance it holds and
  // takes it off the account (functions/README.md, 'A repayment'), or refuses it and moves nothing.
  // Online, one transaction reads the repayment (a replay records nothing) and the account, and
  // checks the payment on the server's balance as a courtesy: two tills taking payments from one
  // customer at once that together pass the balance both write theirs, and the server refuses the
  // later one (the owner sees it flagged). Should the balance alone refuse it, the transaction is
  // tried once more, on the account read again plus what the customer's records not judged yet
  // move it by (unjudged.ts; read just before, outside the transaction, so that it locks no sale the server is
  // deriving; a sale judged between the two counts twice, which only lets through what the server
  // judges anyway; one judged before the first read is on the balance the second reads).
  function recordOnline(uid: string, repayment: Repayment): Promise<RecordRepaymentResult> {
    const ref = repaymentRef(uid, repayment.id);
    const attempt = (countUnjudged: boolean) =>
      runTransaction(db, async (tx): Promise<RecordRepaymentResult | { refusal: BackendError }> => {
        if ((await tx.get(ref)).exists()) return { recorded: false };
        // The unjudged records read again in the transaction, beside the balance (unjudged.ts); a
        // refusal stands only on reads the commit verified (ledger.ts, refusalOf).
        const unjudgedMinor = countUnjudged ? await unjudgedAccountMoves(context, uid, repayment.customer.id, repayment.currency, true, repayment.id, (r) => tx.get(r)) : 0;
        const balance = balanceIn(await tx.get(accountRef(uid, repayment.customer.id, repayment.currency))) + unjudgedMinor;
        const refusal = await refusalOf(() => checkRepayment(repayment, balance));
        if (refusal) return { refusal };
        tx.set(ref, storedRepayment(repayment));
        return { recorded: true };
      }).then((result) => {
        if ('refusal' in result) throw result.refusal;
        return result;
      });
    return attempt(false).catch(async (error: unknown) => {
      if (!overBalance(error)) throw error;
      return attempt(true);
    });
  }

  // Offline: checked against the balance this device holds (with what this customer's records the
  // server has not judged yet move it by, as the cache holds them: those queued here), then
  // queued. Should the balance no longer hold it when it arrives (another till took a payment
  // meanwhile), the server refuses it and moves nothing, and the owner sees it flagged.
  async function recordQueued(uid: string, repayment: Repayment): Promise<RecordRepaymentResult> {
    const ref = repaymentRef(uid, repayment.id);
    if (await wasCached(ref)) return { recorded: false };
    const balance = balanceIn(await cachedDoc(accountRef(uid, repayment.customer.id, repayment.currency)));
    // Everything queued here for this customer moves the balance the server will judge it on:
    // credit sales up, earlier payments and refunds' credit down (unjudged.ts).
    checkRepayment(repayment, balance + (await unjudgedAccountMoves(context, uid, repayment.customer.id, repayment.currency, false, repayment.id)));
    const batch = writeBatch(db);
    batch.set(ref, storedRepayment(repayment));
    await write(`A payment from ${repayment.customer.name}`, batch.commit());
    return { recorded: true };
  }

  /** Several live queries as one: a value once each has answered, then on every change; the first failure stops them all. */
  function watchTogether<T extends object>(uid: string, parts: { [K in keyof T]: { target: () => Query; map: (snapshot: QuerySnapshot) => T[K] } }, onNext: (value: T) => void, onError: ErrorCallback): Unsubscribe {
    const latest: Partial<T> = {};
    const keys = Object.keys(parts) as (keyof T)[];
    const stops: Unsubscribe[] = [];
    let over = false;
    const stop = () => {
      over = true;
      for (const s of stops.splice(0)) s();
    };
    for (const key of keys) {
      const { target, map } = parts[key];
      const unsubscribe = watchQuery(
        uid,
        target,
        map,
        (value) => {
          if (over) return;
          latest[key] = value;
          if (keys.every((k) => k in latest)) onNext({ ...latest } as T);
        },
        (error) => {
          if (over) return;
          stop();
          onError(error);
        },
      );
      if (over) unsubscribe();
      else stops.push(unsubscribe);
    }
    return stop;
  }

  return {
    subscribeBalances(uid, onNext, onError) {
      return watchQuery(uid, () => query(paths.accounts(uid)), toBalances, onNext, onError);
    },

    subscribeAccountRecords(uid, customerId, onNext, onError) {
      // A cashier's own account: their own repayments of today (the rules' reach), of this customer;
      // they sell nothing on credit and refund nothing from it.
      const cashier = context.cashierReads();
      if (cashier) {
        const ofCustomer = (snapshot: QuerySnapshot) => toRepayments(snapshot).filter((repayment) => customerId === null || repayment.customer.id === customerId);
        return watchQuery(uid, () => ownRecentQuery(paths.repayments(uid), 'madeBy.id', cashier.staffId, context.now()), ofCustomer, (repayments) => onNext({ sales: [], refunds: [], repayments }), onError);
      }
      // One customer's (firebase/firestore.indexes.json: customer.id with owed, and with credit), or everyone's.
      const ofCustomer = (records: CollectionReference, ...more: ReturnType<typeof where>[]) =>
        query(records, ...(customerId === null ? [] : [where('customer.id', '==', customerId)]), ...more);
      return watchTogether<AccountRecords>(
        uid,
        {
          // Only a sale on credit carries `owed` (above 0), and only a refund that took something off an account `credit`.
          sales: { target: () => ofCustomer(paths.sales(uid), where('owed', '>', 0)), map: toSales },
          repayments: { target: () => ofCustomer(paths.repayments(uid)), map: toRepayments },
          refunds: { target: () => ofCustomer(paths.refunds(uid), where('credit', '>', 0)), map: toRefunds },
        },
        onNext,
        onError,
      );
    },

    subscribeRepaymentsSince(uid, since, onNext, onError, before) {
      const cashier = context.cashierReads();
      const build = cashier ? () => ownRecentQuery(paths.repayments(uid), 'madeBy.id', cashier.staffId, context.now(), since, before) : () => createdBetween(paths.repayments(uid), since, before);
      return watchQuery(uid, build, toRepayments, onNext, onError);
    },

    async recordRepayment(uid, { repayment }: RecordRepaymentInput): Promise<RecordRepaymentResult> {
      requireShop(uid);
      checkRepaymentShape(repayment);
      return onlineOrQueued(
        () => recordOnline(uid, repayment),
        () => recordQueued(uid, repayment),
      );
    },
  };
}
