// A shop's published record (publishedStores/{name}: the page's one read, docs/firebase.md 'The
// online store'), rebuilt by the server whenever what it shows may have changed: the store's
// settings, a product (its price, its stock moved by a sale, a delivery or a count), or an order's
// status (a confirmed order reserves units, a cancelled one lets them go). Never a cost, never a
// stock figure beyond what a basket may take now (the domain's publishedProducts, orderableUnits).
// Turned off, the record goes at once; renamed, the old link's record goes.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { paysOnline, planStanding, publishedCatalogue, publishedOrder, publishedProductAt, storeNameProblem } from '@shop/shared/domain';
import type { OnlineOrder, OnlineOrderStatus, OnlineStore, Product, PublishedProduct } from '@shop/shared/domain';
import { productFromStored } from '@shop/shared/records';
import type { StoredProduct } from '@shop/shared/records';
import { fromStore } from './stored';
import { planOf } from './plan-record';
import { actorOf, isId } from './order-actions';

/** The statuses whose orders may hold units (reservations.ts counts which do now). */
const HOLDING: readonly OnlineOrderStatus[] = ['confirmed', 'ready', 'out-for-delivery'];

/**
 * Rebuilds the published record of `uid`'s store from what is stored now, in one transaction (so
 * triggers delivered in any order leave the latest); `letGo` is a link the store no longer names.
 */
export async function republishStore(db: Firestore, uid: string, now: Date, letGo: string | null = null): Promise<void> {
  await db.runTransaction(async (tx) => {
    const shop = `businesses/${uid}`;
    const settings = await tx.get(db.doc(`${shop}/onlineStore/settings`));
    const store = settings.exists ? fromStore<OnlineStore>(settings.data()) : null;
    const gone = letGo && letGo !== store?.name ? db.doc(`publishedStores/${letGo}`) : null;
    if (!store || typeof store.name !== 'string' || store.name === '') {
      if (gone) tx.delete(gone);
      return;
    }
    const record = db.doc(`publishedStores/${store.name}`);
    // The name must be this shop's (storeNames): never overwrite another shop's page.
    const claim = await tx.get(db.doc(`storeNames/${store.name}`));
    if (claim.get('ownerUid') !== uid) {
      if (gone) tx.delete(gone);
      return;
    }
    if (!store.enabled) {
      tx.delete(record);
      if (gone) tx.delete(gone);
      return;
    }
    const [profile, gateway, productSnapshots, orderSnapshots] = await Promise.all([
      tx.get(db.doc(shop)),
      tx.get(db.doc(`storeGateways/${uid}`)),
      tx.get(db.collection(`${shop}/products`)),
      tx.get(db.collection(`${shop}/onlineOrders`).where('status', 'in', [...HOLDING])),
    ]);
    const products: Product[] = [];
    for (const snapshot of productSnapshots.docs) {
      try {
        products.push(productFromStored(fromStore<StoredProduct>({ ...snapshot.data(), id: snapshot.id })));
      } catch {
        // A product whose stored price cannot be read is not published.
      }
    }
    const orders = orderSnapshots.docs.map((snapshot) => fromStore<OnlineOrder>({ ...snapshot.data(), id: snapshot.id }));
    const shopName: unknown = profile.get('businessName');
    const logoUrl: unknown = profile.get('logoUrl');
    const brandColour: unknown = profile.get('brandColour');
    const plan = planOf(profile);
    // Pay now on the order's page: a plan that allows the shop's own account, and one connected (store-gateway.ts).
    const payOnline = plan !== null && paysOnline(planStanding(plan, now), gateway.exists);
    tx.set(record, {
      name: store.name,
      shopName: typeof shopName === 'string' ? shopName : '',
      // The logo and colour from the shop's profile (domain/shop-brand.ts), as publishedStoreOf copies them.
      ...(typeof logoUrl === 'string' && logoUrl !== '' ? { logoUrl } : {}),
      ...(typeof brandColour === 'string' && brandColour !== '' ? { brandColour } : {}),
      currency: store.currency,
      description: store.description,
      timeZone: store.timeZone,
      openingHours: store.openingHours,
      pickup: store.pickup,
      delivery: store.delivery,
      deliveryAreas: store.deliveryAreas,
      payments: store.payments,
      whatsAppNumber: store.whatsAppNumber,
      ...(payOnline ? { payOnline: true } : {}),
      // With the moments holds lapse (orderableFrom): the page reads them at its read, nothing runs then.
      products: publishedCatalogue(store, products, orders, now),
      publishedAt: now,
    });
    if (gone) tx.delete(gone);
  });
}

/**
 * The published record's entries of `productIds` alone, again from what is stored now (a product
 * written, its stock moved by a sale; an order's status moved, its products' reservations): the
 * products named, the holding orders, the settings, the name's claim and the record read — not every
 * product of the shop, which a rebuild reads (docs/firebase.md, 'What a customer's order costs') —
 * and the record written only when an entry changed (a stock of 1,000 going to 997 shows the same
 * MAX_ORDER_QUANTITY). A record never built yet is built whole (republishStore). Other entries stay
 * as the last rebuild left them, read as they are now (a hold of theirs that lapsed since taken in,
 * as the page reads it: publishedProductAt).
 */
export async function republishProducts(db: Firestore, uid: string, productIds: readonly string[], now: Date): Promise<void> {
  const ids = [...new Set(productIds)].filter(isId);
  if (ids.length === 0) return;
  const shop = `businesses/${uid}`;
  const whole = await db.runTransaction(async (tx) => {
    const settings = await tx.get(db.doc(`${shop}/onlineStore/settings`));
    const store = settings.exists ? fromStore<OnlineStore>(settings.data()) : null;
    // Off or not set up: there is no record (turning it off removed it).
    if (!store?.enabled || typeof store.name !== 'string' || storeNameProblem(store.name) !== null) return false;
    const [claim, record, productSnapshots, orderSnapshots] = await Promise.all([
      tx.get(db.doc(`storeNames/${store.name}`)),
      tx.get(db.doc(`publishedStores/${store.name}`)),
      tx.getAll(...ids.map((id) => db.doc(`${shop}/products/${id}`))),
      tx.get(db.collection(`${shop}/onlineOrders`).where('status', 'in', [...HOLDING])),
    ]);
    if (claim.get('ownerUid') !== uid) return false;
    const current: unknown = record.get('products');
    if (!record.exists || !Array.isArray(current)) return true;
    const products: Product[] = [];
    for (const snapshot of productSnapshots) {
      if (!snapshot.exists) continue;
      try {
        products.push(productFromStored(fromStore<StoredProduct>({ ...snapshot.data(), id: snapshot.id })));
      } catch {
        // A product whose stored price cannot be read is not published.
      }
    }
    const orders = orderSnapshots.docs.map((snapshot) => fromStore<OnlineOrder>({ ...snapshot.data(), id: snapshot.id }));
    const named = new Set(ids);
    // The other entries as they read now: a hold of theirs that lapsed since is taken in (publishedProductAt).
    const kept = (current as PublishedProduct[]).filter((entry) => !named.has(entry.id)).map((entry) => publishedProductAt(entry, now));
    const next = [...kept, ...publishedCatalogue(store, products, orders, now)].sort(publishedOrder);
    if (JSON.stringify(next) !== JSON.stringify(current)) tx.update(record.ref, { products: next, publishedAt: now });
    return false;
  });
  if (whole) await republishStore(db, uid, now);
}

/**
 * The shop asks for its published record now (the callable `publishOnlineStore`: the settings'
 * save takes the page down, or puts it up, at once rather than when the trigger runs): anyone
 * working in the shop (`actorOf`), the record rebuilt as the triggers rebuild it, and answered
 * (its time as an ISO string), or null when the store is off or not set up. `letGo` is the link the
 * save let go of, its record removed unless another shop holds that name now.
 */
export async function publishOnRequest(db: Firestore, request: Pick<CallableRequest, 'data' | 'auth'>, now: Date): Promise<Record<string, unknown> | null> {
  const { uid, letGo } = (typeof request.data === 'object' && request.data !== null ? request.data : {}) as Record<string, unknown>;
  if (!isId(uid)) throw new HttpsError('invalid-argument', 'A publication names the shop.');
  const actor = await db.runTransaction((tx) => actorOf(tx, db, uid, request.auth));
  if (actor === null || actor === 'customer') throw new HttpsError('permission-denied', 'Only the shop publishes its store.');
  let gone: string | null = null;
  if (typeof letGo === 'string' && storeNameProblem(letGo) === null) {
    const holder: unknown = (await db.doc(`storeNames/${letGo}`).get()).get('ownerUid');
    if (holder === undefined || holder === uid) gone = letGo;
  }
  await republishStore(db, uid, now, gone);
  const name: unknown = (await db.doc(`businesses/${uid}/onlineStore/settings`).get()).get('name');
  if (typeof name !== 'string' || storeNameProblem(name) !== null) return null;
  const record = await db.doc(`publishedStores/${name}`).get();
  return record.exists ? (JSON.parse(JSON.stringify(fromStore(record.data()))) as Record<string, unknown>) : null;
}

/** The profile's fields the published record copies (republishStore): a change to one rebuilds the record. */
const PUBLISHED_PROFILE_FIELDS = ['businessName', 'logoUrl', 'brandColour'] as const;

/** Whether a write of the profile changed what the published record shows of it (its name, logo or colour). */
export function publishedProfileChanged(before: { get(field: string): unknown } | undefined, after: { get(field: string): unknown } | undefined): boolean {
  if (!before || !after) return false;
  return PUBLISHED_PROFILE_FIELDS.some((field) => before.get(field) !== after.get(field));
}
