// A refund a till wrote (functions/README.md, 'A refund'): judged with the domain's own rules once
// its sale is judged and, when accepted, turned into what it moves — units back into stock, the
// money and costs off the day's roll-ups, its sale's tally, on a credit sale the customer's account
// — in one transaction that also stamps the refund's `ledger`, so a trigger delivered twice, or two
// deliveries at once, apply it exactly once. A refused refund moves nothing and says why.
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { applyRefundToDailyStat, auditRefund, lineKey, refundMovements, refundProductFigures, serverRefundCosts, stockedForRefund } from '@shop/shared/domain';
import type { CurrencyCode, Refund, RefundedSale, RefundRefusal, RefundStockFacts, Sale } from '@shop/shared/domain';
import { accountDocumentId, refundFromStored, refundToStored, saleFromStored, stockMovementToStored } from '@shop/shared/records';
import type { StoredRefund, StoredSale } from '@shop/shared/records';
import { fromStore } from './stored';
import { authorOf } from './seller';
import { moveRollUps } from './roll-ups';
import { appliedMark, judged, markApplied, markRefused, NotYetDerived, whenJudged } from './ledger-mark';
import { earlierAccountRecordsJudged } from './customer-order';
import type { LedgerOutcome } from './ledger-mark';

/**
 * A sale's refund tally (`refundTallies/{saleId}`), the server's alone: what the refunds it applied
 * gave back — `refundedMinor`, `creditedMinor` (taken off the customer's account), `units` per
 * product id, `moved` (units put back into stock) per product id — and `refundId`, the last one.
 */
interface RefundTally {
  refundedMinor: number;
  creditedMinor: number;
  units: Record<string, number>;
}

function tallyOf(snapshot: DocumentSnapshot): RefundTally {
  const number = (value: unknown) => (typeof value === 'number' ? value : 0);
  const units: unknown = snapshot.get('units');
  return {
    refundedMinor: number(snapshot.get('refundedMinor')),
    creditedMinor: number(snapshot.get('creditedMinor')),
    units: units !== null && typeof units === 'object' ? (units as Record<string, number>) : {},
  };
}

/**
 * The sale's applied refunds as the domain's checks read them, from the tally: what they need is
 * the units given back per product, the money given back and what was taken off the account.
 */
function earlierFromTally(sale: Sale, tally: RefundTally): Refund[] {
  // Units per line (packs.ts, lineKey): a product's pieces by its id, each of its packs by id and pack name.
  const items = sale.items
    .filter((item, i) => (tally.units[lineKey(item)] ?? 0) > 0 && sale.items.findIndex((other) => lineKey(other) === lineKey(item)) === i)
    .map((item) => ({ ...item, quantity: tally.units[lineKey(item)] ?? 0 }));
  if (items.length === 0 && tally.refundedMinor === 0 && tally.creditedMinor === 0) return [];
  const credited = tally.creditedMinor > 0 ? { creditMinor: tally.creditedMinor } : {};
  return [{ id: '', saleId: sale.id, items, amountMinor: tally.refundedMinor, currency: sale.currency, paymentMethod: sale.paymentMethod, reason: '', createdAt: sale.createdAt, customer: null, ...credited }];
}

/**
 * Judges the refund at `refundRef` and applies it, once. Its sale is judged first (waited for
 * outside the transaction: a refund written right after its sale arrives before the sale's own
 * trigger has run). Everything is read before anything is written, as Firestore's transactions require.
 */
export async function deriveRefund(db: Firestore, uid: string, refundRef: DocumentReference): Promise<LedgerOutcome<RefundRefusal>> {
  const first = await refundRef.get();
  if (!first.exists || judged(first)) return { state: 'already' };
  const shop = `businesses/${uid}`;
  const saleId: unknown = first.get('saleId');
  const saleRef = typeof saleId === 'string' && saleId.length > 0 && !saleId.includes('/') ? db.doc(`${shop}/sales/${saleId}`) : null;
  if (saleRef) await whenJudged(saleRef, `Sale ${String(saleId)}, refunded by ${refundRef.id},`);
  // A refund that takes something off an account: the customer's account records made before it first (customer-order.ts).
  const customerId: unknown = first.get('customer.id');
  const createdAt = fromStore<unknown>(first.get('createdAt'));
  const currency: unknown = first.get('currency');
  if (typeof first.get('credit') === 'number' && typeof customerId === 'string' && createdAt instanceof Date && typeof currency === 'string') {
    await earlierAccountRecordsJudged(db, uid, { ref: refundRef, customerId, currency: currency as CurrencyCode, createdAt });
  }

  return db.runTransaction(async (tx): Promise<LedgerOutcome<RefundRefusal>> => {
    const refundSnapshot = await tx.get(refundRef);
    if (!refundSnapshot.exists || judged(refundSnapshot)) return { state: 'already' };
    const stored = fromStore<StoredRefund & { accountUid?: unknown }>({ ...refundSnapshot.data(), id: refundSnapshot.id });
    let refund: Refund;
    try {
      refund = refundFromStored(stored);
    } catch (error) {
      return markRefused(tx, refundRef, { code: 'malformed', problem: error instanceof Error ? error.message : String(error) } satisfies RefundRefusal);
    }
    // A line naming no document a product could be (empty, or a path) is no till's.
    if (refund.items.some((item) => typeof item.id !== 'string' || item.id.length === 0 || item.id.includes('/'))) {
      return markRefused(tx, refundRef, { code: 'malformed', problem: 'A line of a refund names no product.' } satisfies RefundRefusal);
    }
    const saleSnapshot = saleRef ? await tx.get(saleRef) : null;
    if (saleSnapshot?.exists && !judged(saleSnapshot)) throw new NotYetDerived(`Sale ${refund.saleId}`);
    const productIds = [...new Set(refund.items.map((item) => item.id))];
    const [author, tallySnapshot, products, saleMovements] = await Promise.all([
      authorOf(tx, db, uid, stored.accountUid),
      tx.get(db.doc(`${shop}/refundTallies/${refund.saleId}`)),
      Promise.all(productIds.map((id) => tx.get(db.doc(`${shop}/products/${id}`)))),
      Promise.all(productIds.map((id) => tx.get(db.doc(`${shop}/stockMovements/${refund.saleId}_${id}`)))),
    ]);

    let refunded: RefundedSale;
    if (!saleSnapshot?.exists) refunded = { state: 'missing' };
    else if (saleSnapshot.get('ledger.state') !== 'applied') refunded = { state: 'refused' };
    else refunded = { state: 'applied', sale: saleFromStored(fromStore<StoredSale>({ ...saleSnapshot.data(), id: saleSnapshot.id })) };
    const sale = refunded.state === 'applied' ? refunded.sale : null;
    const tally = tallyOf(tallySnapshot);
    const earlier = sale ? earlierFromTally(sale, tally) : [];

    // On a credit sale: the customer's balance, read in this transaction, so a repayment or another
    // refund at the same moment makes it read again.
    const accountRef = sale?.credit && sale.customer ? db.doc(`${shop}/accounts/${accountDocumentId(sale.customer.id, sale.currency)}`) : null;
    const balance: unknown = accountRef ? (await tx.get(accountRef)).get('balanceMinor') : 0;
    const refusal = auditRefund(refund, { author, sale: refunded, earlier, balanceMinor: typeof balance === 'number' ? balance : 0 });
    if (refusal || !sale) return markRefused(tx, refundRef, refusal ?? { code: 'sale-missing' });

    // The refund as applied: each line gives back the cost its sale line kept on the server.
    const costed: Refund = { ...refund, items: serverRefundCosts(refund, sale) };
    const credit = costed.creditMinor ?? 0;

    // Stock: the products the sale took stock for (its movement of them exists) that are still
    // Physical and carry a quantity, back up by the units returned.
    const facts = new Map<string, RefundStockFacts>();
    productIds.forEach((id, i) => {
      const product = products[i] as DocumentSnapshot;
      const carriesStock = product.exists && product.get('type') === 'Physical' && typeof product.get('quantity') === 'number';
      facts.set(id, { saleMoved: (saleMovements[i] as DocumentSnapshot).exists, carriesStock });
    });
    const movements = refundMovements(costed, stockedForRefund(costed, (id) => facts.get(id) ?? { saleMoved: false, carriesStock: false }));
    const moved: Record<string, unknown> = {};
    for (const movement of movements) {
      const product = products[productIds.indexOf(movement.productId)] as DocumentSnapshot;
      tx.create(db.doc(`${shop}/stockMovements/${movement.id}`), { ...stockMovementToStored(movement), ledger: appliedMark() });
      tx.update(product.ref, { quantity: (product.get('quantity') as number) + movement.change, stockMovementId: movement.id });
      moved[movement.productId] = FieldValue.increment(movement.change);
    }

    // The day's roll-ups of the refund's day (UTC) and currency: its amount, costed share and cost off.
    moveRollUps(tx, db, uid, { day: applyRefundToDailyStat(undefined, costed), currency: costed.currency, products: refundProductFigures(costed), naming: { refundId: costed.id } });

    // The sale's tally: what its applied refunds gave back, which the next refund is judged by.
    const units: Record<string, unknown> = {};
    for (const item of costed.items) units[lineKey(item)] = FieldValue.increment(item.quantity);
    tx.set(
      tallySnapshot.ref,
      {
        saleId: sale.id,
        refundedMinor: FieldValue.increment(costed.amountMinor),
        ...(credit > 0 ? { creditedMinor: FieldValue.increment(credit) } : {}),
        // An empty map set with merge would replace the field whole: a refund that put nothing
        // back into stock leaves the units the earlier ones moved as they were.
        ...(Object.keys(units).length > 0 ? { units } : {}),
        ...(Object.keys(moved).length > 0 ? { moved } : {}),
        refundId: costed.id,
      },
      { merge: true },
    );
    if (accountRef && credit > 0) {
      tx.set(accountRef, { customerId: sale.customer?.id, currency: sale.currency, balanceMinor: FieldValue.increment(0 - credit), refundId: costed.id }, { merge: true });
    }
    return markApplied(tx, refundRef, { items: refundToStored(costed).items });
  });
}
