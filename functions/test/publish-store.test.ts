// A shop's published record rebuilt by the server (functions/README.md, 'The online store'): the
// triggers under the Functions emulator on the official Firestore emulator. The owner's settings,
// a product's price and stock, and a confirmed order's reservation each show on the page's one
// read, with no cost or stock figure; turned off, the record goes; renamed, the old link's goes.
// A hold that lapses frees its units on the page when it is read, with nothing written then
// (orderableFrom, publishedStoreAt), and the server's order check sells them.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { publishedStoreAt } from '@shop/shared/domain';
import type { PublishedProduct } from '@shop/shared/domain';
import { republishProducts } from '../src/publish-store';
import { REGION } from '../src/region';

const emulators = inject('firebaseEmulators');
const reason = emulators.functions ? null : `the server's triggers need the official Firestore emulator (${emulators.engine ?? 'the JavaScript stand-in'} runs here)`;
if (reason) console.warn(`[functions] published store suite skipped: ${reason}`);

const RUN = Date.now().toString(36);
const SHOP = `pub-${RUN}`;
const created = new Date('2024-05-01T10:00:00Z');

function settings(name: string, overrides: Record<string, unknown> = {}) {
  return {
    enabled: true,
    name,
    currency: 'GHS',
    productsShown: 'all',
    chosenProductIds: [],
    description: 'Provisions',
    timeZone: 'Africa/Accra',
    openingHours: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
    pickup: true,
    delivery: false,
    deliveryAreas: [],
    payments: { mobileMoney: null, bankTransfer: null, cashOnPickup: true, cashOnDelivery: false },
    whatsAppNumber: '233241234567',
    holdHours: 24,
    ...overrides,
  };
}

const product = (name: string, price: number, quantity: number, currency = 'GHS') => ({ name, type: 'Physical', price, currency, description: '', imageUrl: null, imagePath: null, quantity, createdAt: created });

describe.skipIf(reason !== null)("a shop's published record, rebuilt by the server (Firestore + Functions emulators)", () => {
  let adminApp: App;
  let admin: AdminFirestore;
  const name = `pub-${RUN}`;

  /** The published record once `test` holds of it (the triggers take a moment). */
  async function publishedUntil(link: string, test: (record: Record<string, unknown> | undefined) => boolean, what: string) {
    let last: Record<string, unknown> | undefined;
    for (const started = Date.now(); Date.now() - started < 30_000; await new Promise((resolve) => setTimeout(resolve, 200))) {
      last = (await admin.doc(`publishedStores/${link}`).get()).data();
      if (test(last)) return last;
    }
    throw new Error(`The published record never showed ${what}: ${JSON.stringify(last)}`);
  }
  const units = (record: Record<string, unknown> | undefined, id: string) => (record?.products as { id: string; orderableUnits: number }[] | undefined)?.find((each) => each.id === id)?.orderableUnits;

  beforeAll(async () => {
    process.env.FIRESTORE_EMULATOR_HOST = emulators.firestore;
    adminApp = initializeApp({ projectId: emulators.projectId }, `publish-store-${RUN}`);
    admin = getFirestore(adminApp);
    await admin.doc(`businesses/${SHOP}`).set({ ownerUid: SHOP, businessName: 'Efua Provisions' });
    await admin.doc(`businesses/${SHOP}/products/rice`).set(product('Rice 5kg', 85, 10));
    await admin.doc(`businesses/${SHOP}/productCosts/rice`).set({ cost: 60 });
    await admin.doc(`businesses/${SHOP}/products/lace`).set(product('Imported lace', 40, 3, 'EUR'));
  });

  afterAll(async () => {
    if (adminApp) await deleteApp(adminApp);
  });

  it('publishes the store when the owner saves it: the shop name, its products in its currency, no cost or stock figure', async () => {
    await admin.doc(`storeNames/${name}`).set({ ownerUid: SHOP, claimedAt: created });
    await admin.doc(`businesses/${SHOP}/onlineStore/settings`).set(settings(name));
    const record = await publishedUntil(name, (each) => each !== undefined, 'the store');
    expect(record).toMatchObject({ name, shopName: 'Efua Provisions', currency: 'GHS' });
    expect(record?.products).toEqual([{ id: 'rice', name: 'Rice 5kg', type: 'Physical', priceMinor: 8500, description: '', imageUrl: null, orderableUnits: 10 }]);
    expect(JSON.stringify(record)).not.toMatch(/cost|quantity|chosenProductIds|holdHours/i);
  });

  it('shows a new price and stock, and less what a confirmed order holds', async () => {
    await admin.doc(`businesses/${SHOP}/products/rice`).update({ price: 90, quantity: 8 });
    await publishedUntil(name, (each) => units(each, 'rice') === 8 && (each?.products as { priceMinor: number }[])[0]?.priceMinor === 9000, 'the new price and stock');
    const order = admin.doc(`businesses/${SHOP}/onlineOrders/o1`);
    const now = new Date();
    await order.set({
      storeName: name, status: 'received', currency: 'GHS', lines: [{ productId: 'rice', name: 'Rice 5kg', type: 'Physical', unitPriceMinor: 9000, quantity: 3 }],
      subtotalMinor: 27_000, deliveryFeeMinor: 0, totalMinor: 27_000, customer: { name: 'Ngozi', phone: '233201234567' }, fulfilment: { method: 'pickup' },
      paymentOption: 'cash-on-pickup', note: '', placedAt: now, heldSince: null, payment: null, cancellation: null, updatedAt: now,
    });
    await order.update({ status: 'confirmed', heldSince: new Date() });
    await publishedUntil(name, (each) => units(each, 'rice') === 5, '8 in stock less 3 held');
    await order.update({ status: 'cancelled', cancellation: { reason: 'Gone', by: { kind: 'owner' }, at: new Date() } });
    await publishedUntil(name, (each) => units(each, 'rice') === 8, 'the hold let go');
  });

  it('takes the record down when turned off, and moves it when the link is renamed', async () => {
    await admin.doc(`businesses/${SHOP}/onlineStore/settings`).update({ enabled: false });
    await publishedUntil(name, (each) => each === undefined, 'nothing (turned off)');
    const renamed = `${name}-new`;
    await admin.doc(`storeNames/${renamed}`).set({ ownerUid: SHOP, claimedAt: created });
    await admin.doc(`businesses/${SHOP}/onlineStore/settings`).update({ enabled: true });
    await publishedUntil(name, (each) => each !== undefined, 'the store on again');
    await admin.doc(`businesses/${SHOP}/onlineStore/settings`).update({ name: renamed });
    await publishedUntil(renamed, (each) => each !== undefined, 'the store at its new link');
    await publishedUntil(name, (each) => each === undefined, 'nothing at the old link');
  });

  it("never publishes over a link another shop holds", async () => {
    const taken = `taken-${RUN}`;
    await admin.doc(`storeNames/${taken}`).set({ ownerUid: 'someone-else', claimedAt: created });
    await admin.doc(`publishedStores/${taken}`).set({ name: taken, shopName: 'Someone else', products: [] });
    await admin.doc(`businesses/${SHOP}/onlineStore/settings`).update({ name: taken, description: 'Hijack' });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await admin.doc(`publishedStores/${taken}`).get()).get('shopName')).toBe('Someone else');
  });
  it('frees a lapsing hold\'s units on the page at its read, with nothing written then, and sells them', async () => {
    const shop = `lapse-${RUN}`;
    const link = `lapse-${RUN}`;
    const path = (rest: string) => admin.doc(`businesses/${shop}/${rest}`);
    await admin.doc(`businesses/${shop}`).set({ ownerUid: shop, businessName: 'Lapse Provisions' });
    await path('products/rice').set(product('Rice 5kg', 85, 10));
    await admin.doc(`storeNames/${link}`).set({ ownerUid: shop, claimedAt: created });
    // Held for 1 hour (the least a shop may set), confirmed so that it lapses 25 seconds from now.
    await path('onlineStore/settings').set(settings(link, { holdHours: 1 }));
    await publishedUntil(link, (each) => units(each, 'rice') === 10, 'the record built');
    const lapsesAt = new Date(Date.now() + 25_000);
    const placedAt = new Date(lapsesAt.getTime() - 3_600_000);
    await path('onlineOrders/held').set({
      storeName: link, status: 'received', currency: 'GHS', lines: [{ productId: 'rice', name: 'Rice 5kg', type: 'Physical', unitPriceMinor: 8500, quantity: 3 }],
      subtotalMinor: 25_500, deliveryFeeMinor: 0, totalMinor: 25_500, customer: { name: 'Ngozi', phone: '233201234567' }, fulfilment: { method: 'pickup' },
      paymentOption: 'cash-on-pickup', note: '', placedAt, heldSince: null, payment: null, cancellation: null, updatedAt: placedAt,
    });
    // Its status moved (onlineOrderChanged patches its products' entries), held since an hour before it lapses.
    await path('onlineOrders/held').update({ status: 'confirmed', heldSince: placedAt });
    const held = await publishedUntil(link, (each) => units(each, 'rice') === 7, '10 in stock less 3 held');
    expect((held?.products as PublishedProduct[])[0]?.orderableFrom).toEqual([{ at: lapsesAt.toISOString(), orderableUnits: 10 }]);
    // The page reads it as it is at its read: 7 before the lapse, 10 after, the record untouched
    // (the triggers of the writes above have run by now, each patching or rebuilding the same record).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const written = (await admin.doc(`publishedStores/${link}`).get()).updateTime;
    const read = async () => publishedStoreAt((await admin.doc(`publishedStores/${link}`).get()).data() as { products: PublishedProduct[] }, new Date()).products[0];
    if (Date.now() < lapsesAt.getTime() - 500) expect((await read())?.orderableUnits).toBe(7);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, lapsesAt.getTime() - Date.now() + 300)));
    expect(await read()).toEqual({ id: 'rice', name: 'Rice 5kg', type: 'Physical', priceMinor: 8500, description: '', imageUrl: null, orderableUnits: 10 });
    expect((await admin.doc(`publishedStores/${link}`).get()).updateTime?.isEqual(written!)).toBe(true);
    // The server's order check counts the hold lapsed too: all 10 are sold to a stranger.
    const response = await fetch(`http://${emulators.functions}/${emulators.projectId}/${REGION}/placeOnlineOrder`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { name: link, request: { lines: [{ productId: 'rice', quantity: 10 }], checkout: { name: 'Kofi', phone: '+233 24 555 0101', method: 'pickup', areaId: null, address: null, paymentOption: 'cash-on-pickup', note: '' }, expectedTotalMinor: 85_000 } } }),
    });
    expect(((await response.json()) as { result?: { placed: boolean } }).result).toMatchObject({ placed: true });
  });

  it("patches only the named products' entries, and writes nothing when what shows is the same", async () => {
    // A shop of its own, its record built, then patched by republishProducts itself (what productChanged and onlineOrderChanged call).
    const shop = `patch-${RUN}`;
    const link = `patch-${RUN}`;
    const path = (rest: string) => admin.doc(`businesses/${shop}/${rest}`);
    await admin.doc(`businesses/${shop}`).set({ ownerUid: shop, businessName: 'Patch Provisions' });
    await path('products/beans').set(product('Beans', 20, 1000));
    await path('products/yam').set(product('Yam', 12, 4));
    await admin.doc(`storeNames/${link}`).set({ ownerUid: shop, claimedAt: created });
    await path('onlineStore/settings').set(settings(link));
    const built = await publishedUntil(link, (each) => units(each, 'yam') === 4 && units(each, 'beans') !== undefined, 'the record built');
    // The triggers of the writes above have run by now (each rebuilds or patches the same record).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const at = (await admin.doc(`publishedStores/${link}`).get()).updateTime;

    // 1,000 beans to 997 shows the same (MAX_ORDER_QUANTITY): nothing written.
    await path('products/beans').update({ quantity: 997 });
    await republishProducts(admin, shop, ['beans'], new Date());
    expect((await admin.doc(`publishedStores/${link}`).get()).updateTime?.isEqual(at!)).toBe(true);

    // The yam's stock and price written behind the triggers' back: only the yam's entry moves.
    await path('products/yam').update({ quantity: 1, price: 15 });
    await path('products/cassava').set(product('Cassava', 9, 3));
    await republishProducts(admin, shop, ['yam', 'cassava'], new Date());
    const patched = (await admin.doc(`publishedStores/${link}`).get()).data();
    const entries = patched?.products as { id: string; name: string; priceMinor: number; orderableUnits: number }[];
    expect(entries.map((each) => each.id)).toEqual(['beans', 'cassava', 'yam']);
    expect(entries.find((each) => each.id === 'yam')).toMatchObject({ priceMinor: 1500, orderableUnits: 1 });
    expect(entries.find((each) => each.id === 'beans')).toEqual((built?.products as { id: string }[]).find((each) => each.id === 'beans'));

    // A product deleted leaves the page.
    await path('products/cassava').delete();
    await republishProducts(admin, shop, ['cassava'], new Date());
    expect(((await admin.doc(`publishedStores/${link}`).get()).get('products') as { id: string }[]).map((each) => each.id)).toEqual(['beans', 'yam']);
  });
});
