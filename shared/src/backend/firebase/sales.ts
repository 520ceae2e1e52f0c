// The Firebase adapter's ledger: a sale, its stock decrements and its day's roll-up written
// together — in a transaction online, as one queued batch offline — and the live sales and roll-ups.
import { doc, getDocFromCache, increment, limit, orderBy, query, runTransaction, Timestamp, where, writeBatch } from 'firebase/firestore';
import type { DocumentReference, DocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import type { DailyStat, Sale } from '../../domain/entities';
import { applySaleToDailyStat } from '../../domain/dashboard';
import { BackendError, documentNotFound, isBackendError } from '../errors';
import type { RecordSaleInput, RecordSaleResult, SalesApi, SalesQuery } from '../port';
import { checkSale, sumDecrements } from '../records';
import type { FirebaseContext } from './context';
import { plainFromStore, recordFromStore } from './convert';
import { toBackendError } from './errors';
import { pickFields, SALE_FIELDS } from './fields';
import type { FirebaseWatchers } from './live';

export type FirebaseSales = SalesApi;

interface SalePlan {
  saleRef: DocumentReference;
  saleFields: Record<string, unknown>;
  statRef: DocumentReference;
  statFields: Record<string, unknown>;
  sold: Map<string, number>;
  productRef: (id: string) => DocumentReference;
}

const toSales = (snapshot: QuerySnapshot) => snapshot.docs.map((d) => recordFromStore<Sale>(d.id, d.data()));
const toStats = (snapshot: QuerySnapshot) => snapshot.docs.map((d) => plainFromStore<DailyStat>(d.data()));

function checkStock(uid: string, id: string, snapshot: DocumentSnapshot): void {
  if (!snapshot.exists()) throw documentNotFound(`businesses/${uid}/products/${id}`);
  if (typeof snapshot.get('quantity') !== 'number') {
    throw new BackendError('failed-precondition', `Product ${id} carries no stock quantity.`);
  }
}

export function createFirebaseSales(context: FirebaseContext, { watchQuery }: FirebaseWatchers): FirebaseSales {
  const { db, isOnline, paths, requireOwner, write } = context;

  function planSale(uid: string, { sale, stockDecrements }: RecordSaleInput): SalePlan {
    const day = applySaleToDailyStat(undefined, sale);
    return {
      saleRef: doc(paths.sales(uid), sale.id),
      saleFields: pickFields(sale, SALE_FIELDS),
      statRef: doc(paths.dailyStats(uid), day.date),
      statFields: { date: day.date, revenueMinor: increment(day.revenueMinor), salesCount: increment(day.salesCount) },
      sold: sumDecrements(stockDecrements),
      productRef: (id: string) => doc(paths.products(uid), id),
    };
  }

  // Online: one transaction that reads the sale first, so a replayed id records nothing; the stock
  // falls by increment(-sold), so two tills never lose each other's sale.
  async function recordOnline(uid: string, plan: SalePlan): Promise<RecordSaleResult> {
    return runTransaction(db, async (tx) => {
      if ((await tx.get(plan.saleRef)).exists()) return { recorded: false };
      const ids = [...plan.sold.keys()];
      const products = await Promise.all(ids.map((id) => tx.get(plan.productRef(id))));
      products.forEach((snapshot, i) => checkStock(uid, ids[i] ?? '', snapshot));
      for (const [id, quantity] of plan.sold) tx.update(plan.productRef(id), { quantity: increment(-quantity) });
      tx.set(plan.statRef, plan.statFields, { merge: true });
      tx.set(plan.saleRef, plan.saleFields);
      return { recorded: true };
    });
  }

  // Offline (transactions need the server): one batch, applied to the local cache now and sent
  // when the network returns. The cache answers the replay check; on the server the rules let a
  // sale be created but never overwritten, so a replayed batch is refused whole.
  async function recordQueued(uid: string, plan: SalePlan): Promise<RecordSaleResult> {
    const cached = await getDocFromCache(plan.saleRef).catch(() => null);
    if (cached?.exists()) return { recorded: false };
    for (const id of plan.sold.keys()) {
      const product = await getDocFromCache(plan.productRef(id)).catch(() => null);
      if (product) checkStock(uid, id, product);
    }
    const batch = writeBatch(db);
    for (const [id, quantity] of plan.sold) batch.update(plan.productRef(id), { quantity: increment(-quantity) });
    batch.set(plan.statRef, plan.statFields, { merge: true });
    batch.set(plan.saleRef, plan.saleFields);
    await write('A sale recorded offline', batch.commit());
    return { recorded: true };
  }

  return {
    subscribeSales(uid, onNext, onError, salesQuery?: SalesQuery) {
      const build = () =>
        salesQuery?.limit !== undefined
          ? query(paths.sales(uid), orderBy('createdAt', 'desc'), limit(salesQuery.limit))
          : query(paths.sales(uid), orderBy('createdAt', 'desc'));
      return watchQuery(uid, build, toSales, onNext, onError);
    },

    subscribeSalesSince(uid, since, onNext, onError) {
      const build = () => query(paths.sales(uid), where('createdAt', '>=', Timestamp.fromDate(since)), orderBy('createdAt', 'desc'));
      return watchQuery(uid, build, toSales, onNext, onError);
    },

    subscribeDailyStats(uid, sinceDateKey, onNext, onError) {
      const build = () => query(paths.dailyStats(uid), where('date', '>=', sinceDateKey), orderBy('date', 'asc'));
      return watchQuery(uid, build, toStats, onNext, onError);
    },

    async recordSale(uid, input: RecordSaleInput): Promise<RecordSaleResult> {
      requireOwner(uid);
      checkSale(input.sale, input.stockDecrements);
      const plan = planSale(uid, input);
      if (!isOnline()) return recordQueued(uid, plan);
      try {
        return await recordOnline(uid, plan);
      } catch (error) {
        if (isBackendError(error)) throw error;
        const mappedError = toBackendError(error);
        // The network dropped while the transaction ran: nothing was committed by it.
        if (mappedError.code === 'unavailable') return recordQueued(uid, plan);
        throw mappedError;
      }
    },
  };
}
