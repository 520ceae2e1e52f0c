// A product's cost lives in `productCosts/{id}`, never on the product, which a cashier's account
// reads (docs/firebase.md, 'Cost'). Products saved before costs had documents of their own may
// still carry a `cost`: the server moves it the moment such a product is written, and a daily sweep
// moves what no write has touched, so a cashier never reads a cost for long. A cost document that
// already exists is newer than the product's own figure and is kept.
import { FieldValue } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';

/** Moves one product's legacy `cost` to its cost document; true when there was one to move. */
export async function moveLegacyCost(db: Firestore, uid: string, productId: string): Promise<boolean> {
  const product = db.doc(`businesses/${uid}/products/${productId}`);
  const costDoc = db.doc(`businesses/${uid}/productCosts/${productId}`);
  return db.runTransaction(async (tx) => {
    const [snapshot, cost] = await Promise.all([tx.get(product), tx.get(costDoc)]);
    if (!snapshot.exists || snapshot.get('cost') === undefined) return false;
    if (!cost.exists) tx.set(costDoc, { cost: snapshot.get('cost') ?? null });
    tx.update(product, { cost: FieldValue.delete() });
    return true;
  });
}

/** Every shop's products that still carry a cost of their own, moved; how many were. */
export async function sweepLegacyCosts(db: Firestore): Promise<number> {
  let moved = 0;
  for (const shop of await db.collection('businesses').listDocuments()) {
    const legacy = await shop.collection('products').where('cost', '>=', 0).select().get();
    for (const product of legacy.docs) if (await moveLegacyCost(db, shop.id, product.id)) moved += 1;
  }
  return moved;
}
