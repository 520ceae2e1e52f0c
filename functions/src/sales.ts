// A sale a till wrote (functions/README.md, 'A sale'): audited with the domain's own rules and,
// when accepted, turned into what it moves — stock, the day's roll-ups, the customer's account —
// in one transaction that also stamps the sale's `ledger`, so a trigger delivered twice, or two
// deliveries at once, apply it exactly once. A refused sale moves nothing and says why.
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import {
  applySaleToDailyStat,
  auditSale,
  creditLimitOf,
  lineBaseUnits,
  owedOnSale,
  passesCreditLimit,
  saleMovement,
  saleProductFigures,
  serverLineCosts,
  unitsSoldByProduct,
} from '@shop/shared/domain';
import type { CatalogueProduct, CurrencyCode, OnlineOrder, PlanRecord, Sale, SaleRefusal } from '@shop/shared/domain';
import { accountDocumentId, customerFromStored, fromStoredMinor, saleFromStored, saleToStored, stockMovementToStored } from '@shop/shared/records';
import type { StoredCustomer, StoredSale } from '@shop/shared/records';
import { fromStore } from './stored';
import { authorOf } from './seller';
import { appliedMark, judged } from './ledger-mark';
import { moveRollUps } from './roll-ups';
import { earlierAccountRecordsJudged } from './customer-order';

/** What the derivation left on the sale: applied, refused (with why), or nothing yet. */
export type LedgerOutcome = { state: 'applied' } | { state: 'refused'; refusal: SaleRefusal } | { state: 'already' };

const shopPath = (uid: string) => `businesses/${uid}`;

/** A date the server keeps of when something last changed (priceChanges, settingsChanges), or null. */
const changedAtOf = (snapshot: DocumentSnapshot): Date | null => fromStore<Date | null>(snapshot.get('changedAt') ?? null);

/**
 * Audits the sale at `saleRef` and applies it, once. Everything is read before anything is
 * written, as Firestore's transactions require.
 */
export async function deriveSale(db: Firestore, uid: string, saleRef: DocumentReference, receivedAt: Date): Promise<LedgerOutcome> {
  // On credit: the customer's account records made before it are judged first (customer-order.ts).
  const first = await saleRef.get();
  const customerId: unknown = first.get('customer.id');
  const createdAt = fromStore<unknown>(first.get('createdAt'));
  const currency: unknown = first.get('currency');
  if (!judged(first) && typeof first.get('owed') === 'number' && typeof customerId === 'string' && createdAt instanceof Date && typeof currency === 'string') {
    await earlierAccountRecordsJudged(db, uid, { ref: saleRef, customerId, currency: currency as CurrencyCode, createdAt });
  }
  return db.runTransaction(async (tx) => {
    const saleSnapshot = await tx.get(saleRef);
    if (!saleSnapshot.exists || saleSnapshot.get('ledger') !== undefined) return { state: 'already' } as const;
    const stored = fromStore<StoredSale>({ ...saleSnapshot.data(), id: saleSnapshot.id });
    const productIds = [...new Set(stored.items.map((item) => item.id))];
    const shop = `${shopPath(uid)}`;
    const [seller, products, costs, priceChanges, profile, settingsChanges, orderSnapshot] = await Promise.all([
      authorOf(tx, db, uid, stored.accountUid),
      Promise.all(productIds.map((id) => tx.get(db.doc(`${shop}/products/${id}`)))),
      Promise.all(productIds.map((id) => tx.get(db.doc(`${shop}/productCosts/${id}`)))),
      Promise.all(productIds.map((id) => tx.get(db.doc(`${shop}/priceChanges/${id}`)))),
      tx.get(db.doc(shop)),
      tx.get(db.doc(`${shop}/settingsChanges/till`)),
      // A paid order's sale (order-payment.ts, which alone writes `onlineOrder`: the rules let no
      // till) is judged by the order of its own id, read here; the mark only spares a till's sale the read.
      saleSnapshot.get('onlineOrder') === true ? tx.get(db.doc(`${shop}/onlineOrders/${saleSnapshot.id}`)) : Promise.resolve(null),
    ]);
    let sale: Sale;
    try {
      sale = saleFromStored(stored);
    } catch (error) {
      return refuse(tx, saleRef, { code: 'malformed', problem: error instanceof Error ? error.message : String(error) });
    }
    const catalogue = new Map<string, CatalogueProduct>();
    const costById = new Map<string, number | null>();
    products.forEach((product, i) => {
      const id = productIds[i] as string;
      const record = `${shop}/products/${id}`;
      const cost = costs[i] as DocumentSnapshot;
      // The cost document's, else a cost still on the product from before costs had documents.
      costById.set(id, cost.exists ? fromStoredMinor(cost.get('cost'), record, 'cost') : fromStoredMinor(product.get('cost') ?? null, record, 'cost'));
      if (!product.exists) return;
      const price = fromStoredMinor(product.get('price'), record, 'price');
      if (price === null) return;
      // Its packs (packs.ts) as held now: a pack line is judged by its pack's size and price.
      const packs = Array.isArray(product.get('packs')) ? (product.get('packs') as unknown[]).flatMap((pack, p) => packOfStored(pack, `${record}.packs[${p}]`)) : [];
      catalogue.set(id, { name: String(product.get('name') ?? ''), priceMinor: price, currency: product.get('currency'), changedAt: changedAtOf(priceChanges[i] as DocumentSnapshot), packs });
    });
    const refusal = auditSale(sale, {
      receivedAt,
      seller,
      catalogue,
      shop: profile.exists ? { cashierDiscountLimitHundredths: profile.get('cashierDiscountLimitHundredths') } : null,
      tillSettingsChangedAt: changedAtOf(settingsChanges),
      // The plan as it reads now: a view-only shop's sale is judged by its own time (sale-audit.ts, 'view-only').
      plan: profile.exists && typeof profile.get('plan') === 'string' ? fromStore<PlanRecord>({ plan: profile.get('plan'), trialEndsAt: profile.get('trialEndsAt'), ...(profile.get('paidUntil') ? { paidUntil: profile.get('paidUntil') } : {}) }) : null,
      order: orderSnapshot?.exists ? fromStore<OnlineOrder>({ ...orderSnapshot.data(), id: orderSnapshot.id }) : null,
    });
    if (refusal) return refuse(tx, saleRef, refusal);

    // A member's line costs are the server's (a cashier's device reads none, and no member's device
    // is trusted with profit); the owner's own till keeps the costs its cart held, as it keeps its prices.
    const costed: Sale = seller.kind === 'owner' ? sale : { ...sale, items: serverLineCosts(sale, costById) };
    // On credit: the customer's balance, read in this transaction, so two tills never pass the limit together.
    let account: { ref: DocumentReference; owed: number } | null = null;
    if (costed.credit && costed.customer) {
      const ref = db.doc(`${shop}/accounts/${accountDocumentId(costed.customer.id, costed.currency)}`);
      const [accountSnapshot, customer] = await Promise.all([tx.get(ref), tx.get(db.doc(`${shop}/customers/${costed.customer.id}`))]);
      const balance = typeof accountSnapshot.get('balanceMinor') === 'number' ? (accountSnapshot.get('balanceMinor') as number) : 0;
      const limit = customer.exists ? creditLimitOf(customerFromStored(fromStore<StoredCustomer>({ ...customer.data(), id: customer.id }))) : null;
      if (passesCreditLimit(balance, owedOnSale(costed), limit)) return refuse(tx, saleRef, { code: 'over-credit-limit', balanceMinor: balance, limitMinor: limit ?? 0 });
      account = { ref, owed: owedOnSale(costed) };
    }

    // Stock: each Physical product still on file that carries a quantity, lowered by the pieces sold
    // (a pack line's size × its quantity: packs.ts, lineBaseUnits).
    const units = unitsSoldByProduct(costed.items.map((item) => ({ productId: item.id, quantitySold: lineBaseUnits(item) })));
    products.forEach((product, i) => {
      const id = productIds[i] as string;
      const sold = units.get(id) ?? 0;
      if (!product.exists || product.get('type') !== 'Physical' || typeof product.get('quantity') !== 'number' || sold === 0) return;
      const movement = saleMovement(costed, id, sold);
      tx.create(db.doc(`${shop}/stockMovements/${movement.id}`), { ...stockMovementToStored(movement), ledger: appliedMark() });
      tx.update(product.ref, { quantity: (product.get('quantity') as number) - sold, stockMovementId: movement.id });
    });

    // The day's roll-ups, in the sale's currency (one document per day and currency).
    moveRollUps(tx, db, uid, { day: applySaleToDailyStat(undefined, costed), currency: costed.currency, products: saleProductFigures(costed), naming: { saleId: costed.id } });
    if (account) {
      tx.set(account.ref, { customerId: costed.customer?.id, currency: costed.currency, balanceMinor: FieldValue.increment(account.owed), saleId: costed.id }, { merge: true });
    }
    tx.update(saleRef, {
      items: saleToStored(costed).items,
      ledger: { state: 'applied', at: FieldValue.serverTimestamp() },
    });
    return { state: 'applied' } as const;
  });
}

/** A stored pack (records' StoredProductPack) as the audit reads it; none when it is out of shape. */
function packOfStored(pack: unknown, record: string): Array<{ name: string; size: number; priceMinor: number }> {
  if (typeof pack !== 'object' || pack === null) return [];
  const { name, size, price } = pack as { name?: unknown; size?: unknown; price?: unknown };
  const priceMinor = fromStoredMinor(price, record, 'price');
  return typeof name === 'string' && typeof size === 'number' && priceMinor !== null ? [{ name, size, priceMinor }] : [];
}

function refuse(tx: Transaction, saleRef: DocumentReference, refusal: SaleRefusal): LedgerOutcome {
  tx.update(saleRef, { ledger: { state: 'refused', refusal, at: FieldValue.serverTimestamp() } });
  return { state: 'refused', refusal };
}
