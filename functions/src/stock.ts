// A delivery or a count a till asked for (functions/README.md, 'A delivery or a count'): the till
// writes the movement alone; the server checks it with the domain (auditStockAdjustment) and applies
// it on its own stock and cost, in one transaction that also stamps the movement's `ledger`, so a
// trigger delivered twice, or two deliveries at once, apply it exactly once. A refused one moves
// nothing and says why. A count sets the stock to the number counted whenever it arrives (its change
// is rewritten against the server's stock then); a delivery at a unit cost moves the cost document to
// the weighted average of the server's stock and cost.
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentData, DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { auditStockAdjustment, requestedAdjustment, serverStockAdjustment } from '@shop/shared/domain';
import type { StockAdjustmentRefusal, StockMovement } from '@shop/shared/domain';
import { fromStoredMinor, stockMovementFromStored, stockMovementToStored } from '@shop/shared/records';
import type { StoredStockMovement } from '@shop/shared/records';
import { fromStore } from './stored';
import { authorOf } from './seller';
import { judged, markApplied, markRefused } from './ledger-mark';
import type { LedgerOutcome } from './ledger-mark';

/**
 * Whether a created movement is a till's request the server is to judge: a delivery or a count
 * without `ledger`. A sale's or refund's movement is the server's own, born with `ledger`; a
 * product's starting stock is written beside the product by its edit, already applied, and born
 * with it too (firestore.rules, startingStock).
 */
export function isTillRequest(data: DocumentData | undefined): boolean {
  return data !== undefined && data.ledger === undefined && (data.reason === 'delivery' || data.reason === 'count');
}

/** A product id the movement may name: a document id of `products`. */
const isProductId = (id: unknown): id is string => typeof id === 'string' && id.length > 0 && id.length <= 200 && !id.includes('/');

/**
 * Audits the delivery or count at `movementRef` and applies it, once. Everything is read before
 * anything is written, as Firestore's transactions require.
 */
export async function deriveStockMovement(db: Firestore, uid: string, movementRef: DocumentReference): Promise<LedgerOutcome<StockAdjustmentRefusal>> {
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(movementRef);
    if (!snapshot.exists || judged(snapshot) || !isTillRequest(snapshot.data())) return { state: 'already' } as const;
    const shop = `businesses/${uid}`;
    let movement: StockMovement;
    try {
      movement = stockMovementFromStored(fromStore<StoredStockMovement>({ ...snapshot.data(), id: snapshot.id }));
      if (!isProductId(movement.productId)) throw new Error('A stock change names the product it changes.');
      if (!(movement.createdAt instanceof Date)) throw new Error('A stock change needs the time it was made.');
    } catch (error) {
      return markRefused(tx, movementRef, { code: 'malformed', problem: error instanceof Error ? error.message : String(error) } satisfies StockAdjustmentRefusal);
    }
    const adjustment = requestedAdjustment(movement);
    const costMoves = adjustment?.reason === 'delivery' && (adjustment.unitCostMinor ?? null) !== null;
    const [author, product, cost] = await Promise.all([
      authorOf(tx, db, uid, snapshot.get('accountUid')),
      tx.get(db.doc(`${shop}/products/${movement.productId}`)),
      costMoves ? tx.get(db.doc(`${shop}/productCosts/${movement.productId}`)) : Promise.resolve(null),
    ]);
    const quantity: unknown = product.get('quantity');
    const refusal = auditStockAdjustment(adjustment, {
      author,
      productId: movement.productId,
      product: product.exists ? { name: String(product.get('name') ?? ''), type: product.get('type'), quantity: typeof quantity === 'number' ? quantity : null } : null,
    });
    if (refusal || adjustment === null) return markRefused(tx, movementRef, refusal ?? { code: 'malformed', problem: 'A stock change is a delivery or a count.' });

    const stock = quantity as number;
    const { movement: applied, stockAfter } = serverStockAdjustment({ id: movement.id, productId: movement.productId, adjustment, at: movement.createdAt }, stock, costMoves ? costOf(uid, product, cost) : null);
    const stored = stockMovementToStored(applied);
    const costAfter = stored.costAfter ?? null;
    // The product's stock and the movement it names; a delivery at a unit cost also removes a legacy
    // `cost` the product document may still carry, so that it can never be moved over the newer figure.
    tx.update(product.ref, { quantity: stockAfter, stockMovementId: movement.id, ...(costAfter === null ? {} : { cost: FieldValue.delete() }) });
    if (costAfter !== null) tx.set(db.doc(`${shop}/productCosts/${movement.productId}`), { cost: costAfter });
    // The till's own figures (a count's change, a delivery's cost after) were its view: the server's replace them.
    return markApplied(tx, movementRef, { change: applied.change, ...(costAfter === null ? {} : { costAfter }) });
  });
}

/** The product's unit cost in minor units: its cost document's, else a legacy `cost` on the product; null when not known. */
function costOf(uid: string, product: DocumentSnapshot, cost: DocumentSnapshot | null): number | null {
  if (cost?.exists) return fromStoredMinor(cost.get('cost') ?? null, `businesses/${uid}/productCosts/${product.id}`, 'cost');
  return fromStoredMinor(product.get('cost') ?? null, `businesses/${uid}/products/${product.id}`, 'cost');
}
