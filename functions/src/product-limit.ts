// The plan's hold on new products, on the server (functions/README.md, 'Plans on the server'): a
// product created beyond what the shop's plan allows — an 11th on Basic, a ticket or digital
// product on Basic, any product once view-only (plans.ts, newProductRefusal) — is removed with
// its cost and its starting stock, in one transaction, and the refusal kept for the owner
// (`refusedProducts/{id}`). The screens refuse it first, in words; this is for a client that does not.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { newProductRefusal, planStanding, saleJudgedAt } from '@shop/shared/domain';
import type { PlanRecord, ProductPlanRefusal, ProductType } from '@shop/shared/domain';
import { planOf } from './plan-record';
import { fromStore } from './stored';

/** What the server did with a new product: kept, or removed for the plan's reason. */
export type ProductLimitOutcome = { kept: true } | { kept: false; refusal: ProductPlanRefusal };

/** The plan's refusal of `product` beside `others` products, at the time it was made (bounded as a sale's: saleJudgedAt); null when the plan allows it. */
function refusalOf(record: PlanRecord, product: DocumentSnapshot, others: () => number | Promise<number>, receivedAt: Date): Promise<ProductPlanRefusal | null> | ProductPlanRefusal | null {
  const createdAt = fromStore<unknown>(product.get('createdAt'));
  const at = saleJudgedAt(createdAt instanceof Date ? createdAt : receivedAt, receivedAt);
  const type = product.get('type') as ProductType;
  // Nothing to count when the plan refuses it whatever the count, or holds no limit.
  const uncounted = newProductRefusal(record, at, 0, type);
  if (uncounted !== null || planStanding(record, at).allows.productLimit === null) return uncounted;
  return Promise.resolve(others()).then((count) => newProductRefusal(record, at, count, type));
}

/**
 * Judges a product just created (`productId` in `uid`'s shop): read alone first, so a product the
 * plan allows costs no transaction; then, in one, against the products made before it.
 */
export async function holdProductLimit(db: Firestore, uid: string, productId: string, receivedAt: Date): Promise<ProductLimitOutcome> {
  const shop = `businesses/${uid}`;
  const productRef = db.doc(`${shop}/products/${productId}`);
  const [profile, product] = await Promise.all([db.doc(shop).get(), productRef.get()]);
  const record = planOf(profile);
  if (record === null || !product.exists) return { kept: true };
  const countOthers = async () => (await db.collection(`${shop}/products`).count().get()).data().count - 1;
  if ((await refusalOf(record, product, countOthers, receivedAt)) === null) return { kept: true };
  return db.runTransaction(async (tx): Promise<ProductLimitOutcome> => {
    const [again, stillThere, all] = await Promise.all([tx.get(db.doc(shop)), tx.get(productRef), tx.get(db.collection(`${shop}/products`).select('createdAt'))]);
    const now = planOf(again);
    if (now === null || !stillThere.exists) return { kept: true };
    // The products made before it count against the limit, whichever trigger runs first: the oldest stay (as plans.ts, sellableProductIds).
    const made = (each: DocumentSnapshot) => (fromStore<unknown>(each.get('createdAt')) as Date | undefined)?.getTime?.() ?? 0;
    const mine = made(stillThere);
    const older = all.docs.filter((each) => each.id !== productId && (made(each) < mine || (made(each) === mine && each.id < productId))).length;
    const refusal = await refusalOf(now, stillThere, () => older, receivedAt);
    if (refusal === null) return { kept: true };
    const movements = await tx.get(db.collection(`${shop}/stockMovements`).where('productId', '==', productId));
    tx.delete(productRef);
    tx.delete(db.doc(`${shop}/productCosts/${productId}`));
    for (const movement of movements.docs) tx.delete(movement.ref);
    tx.set(db.doc(`${shop}/refusedProducts/${productId}`), { name: String(stillThere.get('name') ?? ''), type: stillThere.get('type') ?? null, refusal, refusedAt: receivedAt });
    return { kept: false, refusal };
  });
}
