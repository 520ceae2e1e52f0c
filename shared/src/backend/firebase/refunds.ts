// The Firebase adapter's refunds: a refund with its sale's tally and its day's roll-up in one
// write (a transaction online, a queued batch offline) — and, for a sale sold on credit, with what
// it takes off the customer's account — then each product's units back into stock in a write of
// their own, as a sale's stock changes go (sales.ts); and the live refunds.
import { doc, getDoc, increment, orderBy, query, runTransaction, where, writeBatch } from 'firebase/firestore';
import type { Transaction } from 'firebase/firestore';
import type { DocumentReference, DocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import type { Refund, Sale, StockMovement } from '../../domain/entities';
import { refundMovements, stockedForRefund } from '../../domain/refund';
import { refundProfit } from '../../domain/profit';
import type { RefundStockFacts } from '../../domain/refund';
import { saleMovementId } from '../../domain/stock-movements';
import { utcDateKey } from '../../domain/calendar';
import { displayOrderId } from '../../domain/ids';
import { documentNotFound } from '../errors';
import type { RecordRefundInput, RecordRefundResult, SalesApi, SalesQuery } from '../port';
import { checkRefund, checkRefundShape } from '../refund-checks';
import { checkRefundCredit } from '../credit-checks';
import type { FirebaseContext } from './context';
import { recordFromStore } from './convert';
import { refundFromStored, refundToStored, saleFromStored } from '../codecs';
import type { StoredRefund, StoredSale } from '../codecs';
import { goneOrRefused, toBackendError } from './errors';
import { pickFields, REFUND_FIELDS } from './fields';
import { balanceIn, createdBetween, dailyStatDocumentId, newestFirst, productStatFields } from './ledger';
import { refundProductFigures } from '../../domain/best-sellers';
import type { FirebaseLedger, Writer } from './ledger';
import type { FirebaseWatchers } from './live';
import { nothingForCashier } from './cashier-reads';

export type FirebaseRefunds = Pick<SalesApi, 'subscribeRefunds' | 'subscribeRefundsSince' | 'subscribeSaleRefunds' | 'recordRefund'>;

const toRefunds = (snapshot: QuerySnapshot) => snapshot.docs.map((d) => refundFromStored(recordFromStore<StoredRefund>(d.id, d.data())));


/** A sale's refund tally as stored (firebase/fields.ts, REFUND_TALLY_FIELDS); nothing given back when missing. */
interface RefundTally {
  refundedMinor: number;
  /** What the sale's refunds took off its customer's account (a sale on credit). */
  creditedMinor: number;
  /** Units given back per product id. */
  units: Record<string, number>;
  /** Units put back into stock per product id (by the refunds' movements). */
  moved: Record<string, number>;
}

function tallyOf(snapshot: DocumentSnapshot | null): RefundTally {
  const data = snapshot?.exists() ? snapshot.data() : undefined;
  const counts = (value: unknown) => (value !== null && typeof value === 'object' ? (value as Record<string, number>) : {});
  return {
    refundedMinor: typeof data?.['refundedMinor'] === 'number' ? (data['refundedMinor'] as number) : 0,
    creditedMinor: typeof data?.['creditedMinor'] === 'number' ? (data['creditedMinor'] as number) : 0,
    units: counts(data?.['units']),
    moved: counts(data?.['moved']),
  };
}

/**
 * The sale's earlier refunds as the domain's checks read them, from the tally: what matters to them
 * is the units given back per product, the money given back and what was taken off the customer's
 * account, which the tally holds.
 */
function earlierFromTally(sale: Sale, tally: RefundTally): Refund[] {
  const items = sale.items
    .filter((item, i) => (tally.units[item.id] ?? 0) > 0 && sale.items.findIndex((other) => other.id === item.id) === i)
    .map((item) => ({ ...item, quantity: tally.units[item.id] ?? 0 }));
  if (items.length === 0 && tally.refundedMinor === 0) return [];
  const credited = tally.creditedMinor > 0 ? { creditMinor: tally.creditedMinor } : {};
  return [{ id: '', saleId: sale.id, items, amountMinor: tally.refundedMinor, currency: sale.currency, paymentMethod: sale.paymentMethod, reason: '', createdAt: sale.createdAt, customer: null, ...credited }];
}

export function createFirebaseRefunds(context: FirebaseContext, { watchQuery }: FirebaseWatchers, ledger: FirebaseLedger): FirebaseRefunds {
  const { db, paths, requireShop, write, writeFollowing } = context;
  const { productRef, movementRef, accountRef, moveStock, moveAccount, onlineOrQueued, cachedDoc, wasCached } = ledger;

  const refundRef = (uid: string, id: string) => doc(paths.refunds(uid), id);
  const tallyRef = (uid: string, saleId: string) => doc(paths.refundTallies(uid), saleId);

  /**
   * The refund's check against its sale's customer's account (refundCreditMinor): the part it takes
   * off must be what the balance as `read` gives it (the transaction online, the cache offline)
   * and the sale's earlier refunds leave; 0 for a sale paid in full, whose account is not read.
   */
  async function checkCredit(uid: string, refund: Refund, sale: Sale, tally: RefundTally, read: (ref: DocumentReference) => Promise<DocumentSnapshot | null>): Promise<void> {
    const balance = sale.credit && sale.customer ? balanceIn(await read(accountRef(uid, sale.customer.id, sale.currency))) : 0;
    checkRefundCredit(refund, sale, earlierFromTally(sale, tally), balance);
  }

  /**
   * The refund, its sale's tally and its day's roll-up, in one write; with a credit (a sale on
   * credit), the sale's customer's account falls by it there too, and the tally counts it. The
   * tally's units are written as figures, from the tally as read (`before`): should another refund
   * have moved it since, the transaction reads again, and a queued write is refused by the rules'
   * cap on the money.
   */
  function writeRefund(uid: string, writer: Writer, refund: Refund, sale: Sale, before: RefundTally): void {
    const minor = refund.amountMinor;
    const credit = refund.creditMinor ?? 0;
    const units: Record<string, number> = {};
    for (const item of refund.items) units[item.id] = (units[item.id] ?? before.units[item.id] ?? 0) + item.quantity;
    writer.set(refundRef(uid, refund.id), pickFields(refundToStored(refund), REFUND_FIELDS));
    const credited = credit > 0 ? { creditedMinor: increment(credit) } : {};
    writer.set(tallyRef(uid, refund.saleId), { saleId: refund.saleId, refundedMinor: increment(minor), ...credited, units, refundId: refund.id }, { merge: true });
    if (credit > 0 && sale.customer) moveAccount(uid, writer, sale.customer.id, sale.currency, 0 - credit, { refundId: refund.id });
    const date = utcDateKey(refund.createdAt);
    const statRef = doc(paths.dailyStats(uid), dailyStatDocumentId(date, refund.currency));
    // 0 - minor, not -minor: the SDK sends -0 as a double, which would make the whole number of
    // cents a fraction in the rules' eyes (a refund of nothing, of free goods, was refused).
    const profit = refundProfit(refund);
    writer.set(
      statRef,
      {
        date,
        currency: refund.currency,
        revenueMinor: increment(0 - minor),
        salesCount: increment(0),
        refundsCount: increment(1),
        costedRevenueMinor: increment(0 - profit.costedRevenueMinor),
        costMinor: increment(0 - profit.costMinor),
        refundId: refund.id,
      },
      { merge: true },
    );
    writer.set(doc(paths.productStats(uid), dailyStatDocumentId(date, refund.currency)), productStatFields(date, refund.currency, refundProductFigures(refund), { refundId: refund.id }), { merge: true });
  }

  /**
   * One product's units back into stock, with the tally's count of units put back, as a write of
   * its own. The count is written as a figure (the tally read before, plus these units): should the
   * tally have moved since, the rules refuse the write and the owner is told.
   */
  function returnStockAlone(uid: string, refund: Refund, movement: StockMovement, before: RefundTally): Promise<void> {
    const batch = writeBatch(db);
    moveStock(uid, batch, movement);
    const moved = (before.moved[movement.productId] ?? 0) + movement.change;
    batch.set(tallyRef(uid, refund.saleId), { moved: { [movement.productId]: moved }, movementId: movement.id }, { merge: true });
    return writeFollowing(`The stock a refund of sale ${displayOrderId(refund.saleId)} put back`, batch.commit().catch(goneOrRefused(productRef(uid, movement.productId))));
  }

  /**
   * The refund's products whose units go back (the domain's `stockedForRefund`), from what `read`
   * gives of the sale's movement and the product: null for a document it cannot tell of (offline,
   * not in this device's cache, say a sale rung up on another till).
   */
  async function stockedProducts(refund: Refund, read: (ref: DocumentReference) => Promise<DocumentSnapshot | null>, uid: string): Promise<Set<string>> {
    const facts = new Map<string, RefundStockFacts>();
    for (const item of refund.items) {
      const [saleMove, product] = await Promise.all([read(movementRef(uid, saleMovementId(refund.saleId, item.id))), read(productRef(uid, item.id))]);
      facts.set(item.id, { saleMoved: saleMove === null ? null : saleMove.exists(), carriesStock: typeof product?.get('quantity') === 'number' });
    }
    return stockedForRefund(refund, (id) => facts.get(id) ?? { saleMoved: false, carriesStock: false });
  }

  // Online: one transaction reads the refund (a replay records nothing), the sale and its tally (so
  // a refund of units another till already gave back is refused), for a sale on credit its
  // customer's account, and writes the money side; each product's units then go back in a write of
  // their own, as a sale's movements do.
  async function recordRefundOnline(uid: string, refund: Refund): Promise<RecordRefundResult> {
    let tally: RefundTally = { refundedMinor: 0, creditedMinor: 0, units: {}, moved: {} };
    const { recorded, movements } = await runTransaction(db, async (tx: Transaction) => {
      const read = (ref: DocumentReference) => tx.get(ref);
      const stocked = await stockedProducts(refund, read, uid);
      const moves = refundMovements(refund, stocked);
      tally = tallyOf(await tx.get(tallyRef(uid, refund.saleId)));
      if ((await tx.get(refundRef(uid, refund.id))).exists()) {
        const moved = await Promise.all(moves.map((m) => tx.get(movementRef(uid, m.id))));
        return { recorded: false, movements: moves.filter((_, i) => !moved[i]?.exists()) };
      }
      const saleSnapshot = await tx.get(doc(paths.sales(uid), refund.saleId));
      if (!saleSnapshot.exists()) throw documentNotFound(`businesses/${uid}/sales/${refund.saleId}`);
      const sale = saleFromStored(recordFromStore<StoredSale>(saleSnapshot.id, saleSnapshot.data()));
      checkRefund(refund, sale, earlierFromTally(sale, tally));
      await checkCredit(uid, refund, sale, tally, read);
      writeRefund(uid, tx, refund, sale, tally);
      return { recorded: true, movements: moves };
    }).catch((error: unknown) => refusedRefund(uid, refund, error));
    const pending = [];
    for (const movement of movements) if (recorded || !(await wasCached(movementRef(uid, movement.id)))) pending.push(movement);
    await Promise.all(pending.map((movement) => returnStockAlone(uid, refund, movement, tally)));
    return { recorded };
  }

  /**
   * When two tills refund the same units at once, the rules refuse the later commit (the tally may
   * never pass the sale, nor the credit taken off what the sale owed or the balance). Read again,
   * the refund no longer fits, and the till is told why in the domain's words, as on the other
   * backends; any other refusal passes through.
   */
  async function refusedRefund(uid: string, refund: Refund, error: unknown): Promise<never> {
    const refused = toBackendError(error);
    if (refused.code !== 'permission-denied') throw refused;
    const [saleSnapshot, tallySnapshot] = await Promise.all([getDoc(doc(paths.sales(uid), refund.saleId)), getDoc(tallyRef(uid, refund.saleId))]).catch(() => {
      throw refused;
    });
    if (!saleSnapshot.exists()) throw documentNotFound(`businesses/${uid}/sales/${refund.saleId}`);
    const sale = saleFromStored(recordFromStore<StoredSale>(saleSnapshot.id, saleSnapshot.data()));
    const tally = tallyOf(tallySnapshot);
    checkRefund(refund, sale, earlierFromTally(sale, tally));
    await checkCredit(uid, refund, sale, tally, (ref) =>
      getDoc(ref).catch(() => {
        throw refused;
      }),
    );
    throw refused;
  }

  // Offline: checked against what this device holds of the sale, its tally and its customer's
  // account, then queued. Should another till have given the units back first, the server's rules
  // refuse the refund whole when it arrives (the tally may never pass what was sold, nor a balance
  // fall below 0), and the refusal is reported to the owner.
  async function recordRefundQueued(uid: string, refund: Refund): Promise<RecordRefundResult> {
    if (await wasCached(refundRef(uid, refund.id))) return { recorded: false };
    const saleSnapshot = await cachedDoc(doc(paths.sales(uid), refund.saleId));
    if (!saleSnapshot?.exists()) throw documentNotFound(`businesses/${uid}/sales/${refund.saleId}`);
    const sale = saleFromStored(recordFromStore<StoredSale>(saleSnapshot.id, saleSnapshot.data()));
    const tally = tallyOf(await cachedDoc(tallyRef(uid, refund.saleId)));
    checkRefund(refund, sale, earlierFromTally(sale, tally));
    await checkCredit(uid, refund, sale, tally, cachedDoc);
    const movements = refundMovements(refund, await stockedProducts(refund, cachedDoc, uid));
    const batch = writeBatch(db);
    writeRefund(uid, batch, refund, sale, tally);
    await Promise.all([write(`Refund ${displayOrderId(refund.id)}`, batch.commit()), ...movements.map((movement) => returnStockAlone(uid, refund, movement, tally))]);
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
