// The Firebase adapter's customers' accounts (docs/product-rules.md, 'Credit'), loaded on their
// first use (lazy-part.ts, lazyCredit: the till records credit sales, never a repayment): a
// repayment with its account moved in one write — a transaction online (once per id, checked on
// the server's balance), a queued batch offline (checked on the cached one; the rules refuse it
// when it arrives should it take the balance below 0) — and the live balances and account records.
// A credit sale moves its account in the sale's own write (sales.ts), a refund in the refund's
// (refunds.ts), with ledger.ts's moveAccount.
import { doc, getDoc, query, runTransaction, where, writeBatch } from 'firebase/firestore';
import type { CollectionReference, Query, QuerySnapshot } from 'firebase/firestore';
import type { AccountRecords } from '../../domain/credit';
import type { CustomerBalance, Refund, Repayment, Sale } from '../../domain/entities';
import { isCurrencyCode } from '../../domain/validation';
import { refundFromStored, repaymentFromStored, repaymentToStored, saleFromStored, StoredRecordError } from '../codecs';
import type { StoredRefund, StoredRepayment, StoredSale } from '../codecs';
import { checkRepayment, checkRepaymentShape } from '../credit-checks';
import type { CreditApi, ErrorCallback, RecordRepaymentInput, RecordRepaymentResult, Unsubscribe } from '../port';
import type { FirebaseContext } from './context';
import { recordFromStore } from './convert';
import { toBackendError } from './errors';
import { pickFields, REPAYMENT_FIELDS } from './fields';
import { balanceIn, createdBetween } from './ledger';
import type { FirebaseLedger, Writer } from './ledger';
import type { FirebaseWatchers } from './live';
import { ownRecentQuery } from './cashier-reads';

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
const toSales = (snapshot: QuerySnapshot): Sale[] => oldestFirst(snapshot.docs.map((d) => saleFromStored(recordFromStore<StoredSale>(d.id, d.data()))));
const toRepayments = (snapshot: QuerySnapshot): Repayment[] => oldestFirst(snapshot.docs.map((d) => repaymentFromStored(recordFromStore<StoredRepayment>(d.id, d.data()))));
const toRefunds = (snapshot: QuerySnapshot): Refund[] => oldestFirst(snapshot.docs.map((d) => refundFromStored(recordFromStore<StoredRefund>(d.id, d.data()))));

export function createFirebaseCredit(context: FirebaseContext, { watchQuery }: FirebaseWatchers, ledger: FirebaseLedger): CreditApi {
  const { db, paths, requireShop, write } = context;
  const { accountRef, moveAccount, onlineOrQueued, cachedDoc, wasCached } = ledger;
  const repaymentRef = (uid: string, id: string) => doc(paths.repayments(uid), id);

  /** The repayment with its account moved by its amount (the rules check it is exactly that, beside it). */
  function writeRepayment(uid: string, writer: Writer, repayment: Repayment): void {
    writer.set(repaymentRef(uid, repayment.id), pickFields(repaymentToStored(repayment), REPAYMENT_FIELDS));
    moveAccount(uid, writer, repayment.customer.id, repayment.currency, 0 - repayment.amountMinor, { repaymentId: repayment.id });
  }

  // Online: one transaction reads the repayment (a replay records nothing) and the account, and
  // checks the payment on the server's balance. Two tills taking payments from one customer at once
  // that together pass the balance: the rules refuse the later commit (a balance never falls below
  // 0); read again, it no longer fits, and the till is told why in the domain's words, as on the
  // other backends. Any other refusal passes through as it was.
  function recordOnline(uid: string, repayment: Repayment): Promise<RecordRepaymentResult> {
    const account = accountRef(uid, repayment.customer.id, repayment.currency);
    return runTransaction(db, async (tx): Promise<RecordRepaymentResult> => {
      if ((await tx.get(repaymentRef(uid, repayment.id))).exists()) return { recorded: false };
      checkRepayment(repayment, balanceIn(await tx.get(account)));
      writeRepayment(uid, tx, repayment);
      return { recorded: true };
    }).catch(async (error: unknown) => {
      if (toBackendError(error).code === 'permission-denied') {
        const now = await getDoc(account).catch(() => {
          throw error;
        });
        checkRepayment(repayment, balanceIn(now));
      }
      throw error;
    });
  }

  // Offline: checked against the balance this device holds, then queued. Should another till have
  // taken a payment meanwhile, the rules refuse it whole when it arrives (a balance never falls
  // below 0), and the refusal is reported to the owner.
  async function recordQueued(uid: string, repayment: Repayment): Promise<RecordRepaymentResult> {
    if (await wasCached(repaymentRef(uid, repayment.id))) return { recorded: false };
    checkRepayment(repayment, balanceIn(await cachedDoc(accountRef(uid, repayment.customer.id, repayment.currency))));
    const batch = writeBatch(db);
    writeRepayment(uid, batch, repayment);
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
