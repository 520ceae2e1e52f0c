// A stranger's order on the real engine (functions/README.md, 'The online store'): the callable
// `placeOnlineOrder` under the Functions emulator, the official Firestore emulator beneath it, both
// started by the `firebase` project's global setup. A customer who is not signed in sends what the
// page sends (OrderRequest); the server prices it from the shop's catalogue, holds a flood back and
// writes the order for the shop and its page for the customer. Each forgery the issue names (a
// price changed in the page, 1,000 units, another shop's product, an unpublished product) is
// refused with the domain's refusal and writes nothing.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { MAX_ORDERS_PER_PHONE_PER_WINDOW, MAX_ORDERS_PER_STORE_PER_WINDOW } from '@shop/shared/domain';
import type { CheckoutForm, OrderRequest } from '@shop/shared/domain';
import { REGION } from '../src/region';

const emulators = inject('firebaseEmulators');
const reason = emulators.functions ? null : `the server's functions need the official Firestore emulator (${emulators.engine ?? 'the JavaScript stand-in'} runs here)`;
if (reason) console.warn(`[functions] online orders suite skipped: ${reason}`);

const RUN = Date.now().toString(36);
const SHOP = `shop-${RUN}`;
const OTHER = `other-${RUN}`;
const BUSY = `busy-${RUN}`;
const created = new Date('2024-05-01T10:00:00Z');

/** A store's settings as the owner's form saves them (online-store-records.ts, OnlineStore). */
function settings(name: string, overrides: Record<string, unknown> = {}) {
  return {
    enabled: true,
    name,
    currency: 'GHS',
    productsShown: 'chosen',
    chosenProductIds: ['rice', 'oil'],
    description: 'Provisions',
    timeZone: 'Africa/Accra',
    openingHours: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
    pickup: true,
    delivery: true,
    deliveryAreas: [{ id: 'osu', name: 'Osu', feeMinor: 1500 }],
    payments: { mobileMoney: { number: '233241234567', name: 'Efua Provisions' }, bankTransfer: null, cashOnPickup: true, cashOnDelivery: true },
    whatsAppNumber: '233241234567',
    holdHours: 24,
    ...overrides,
  };
}

const product = (name: string, price: number, quantity: number, currency = 'GHS') => ({ name, type: 'Physical', price, currency, description: '', imageUrl: null, imagePath: null, quantity, createdAt: created });

const checkout = (overrides: Partial<CheckoutForm> = {}): CheckoutForm => ({ name: 'Ngozi', phone: '+233 20 123 4567', method: 'pickup', areaId: null, address: null, paymentOption: 'cash-on-pickup', note: '', ...overrides });

/** 2 × Rice (₵85.00) and 1 × Palm oil (₵25.00), picked up: ₵195.00. */
const honest = (overrides: Partial<OrderRequest> = {}, form: Partial<CheckoutForm> = {}): OrderRequest => ({
  lines: [{ productId: 'rice', quantity: 2 }, { productId: 'oil', quantity: 1 }],
  checkout: checkout(form),
  expectedTotalMinor: 19_500,
  ...overrides,
});

describe.skipIf(reason !== null)("a stranger's order, placed by the server (Firestore + Functions emulators)", () => {
  let adminApp: App;
  let admin: AdminFirestore;
  const name = `efua-${RUN}`;
  const busyName = `busy-${RUN}`;

  /** The callable as the Functions client SDK calls it: a POST of `{ data }`, no sign-in. */
  async function place(store: string, request: unknown): Promise<{ placed: boolean; order?: { id: string; totalMinor: number; deliveryFeeMinor: number; status: string }; refusal?: { code: string } & Record<string, unknown> }> {
    const response = await fetch(`http://${emulators.functions}/${emulators.projectId}/${REGION}/placeOnlineOrder`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { name: store, request } }),
    });
    const body = (await response.json()) as { result?: never; error?: unknown };
    if (!response.ok || body.result === undefined) throw new Error(`placeOnlineOrder answered ${response.status}: ${JSON.stringify(body)}`);
    return body.result;
  }
  const orderCount = async (uid: string) => (await admin.collection(`businesses/${uid}/onlineOrders`).count().get()).data().count;

  beforeAll(async () => {
    process.env.FIRESTORE_EMULATOR_HOST = emulators.firestore;
    adminApp = initializeApp({ projectId: emulators.projectId }, `online-orders-${RUN}`);
    admin = getFirestore(adminApp);
    const set = (path: string, data: Record<string, unknown>) => admin.doc(path).set(data);
    await set(`storeNames/${name}`, { ownerUid: SHOP, claimedAt: created });
    await set(`businesses/${SHOP}/onlineStore/settings`, settings(name));
    await set(`businesses/${SHOP}/products/rice`, product('Rice 5kg', 85, 40));
    await set(`businesses/${SHOP}/products/oil`, product('Palm oil', 25, 40));
    await set(`businesses/${SHOP}/products/hidden`, product('Not for the web', 10, 40));
    await set(`businesses/${OTHER}/products/gold`, product('Gold chain', 5000, 3));
    await set(`storeNames/${busyName}`, { ownerUid: BUSY, claimedAt: created });
    await set(`businesses/${BUSY}/onlineStore/settings`, settings(busyName));
    await set(`businesses/${BUSY}/products/rice`, product('Rice 5kg', 85, 40));
  });

  afterAll(async () => {
    if (adminApp) await deleteApp(adminApp);
  });

  it('places an honest order priced from the catalogue, for the shop and for its customer', async () => {
    const result = await place(name, honest({ expectedTotalMinor: 21_000 }, { method: 'delivery', areaId: 'osu', address: '12 Oxford St', paymentOption: 'mobile-money' }));
    expect(result).toMatchObject({ placed: true, order: { status: 'received', totalMinor: 21_000, deliveryFeeMinor: 1500 } });
    const id = result.order!.id;
    const kept = (await admin.doc(`businesses/${SHOP}/onlineOrders/${id}`).get()).data();
    expect(kept).toMatchObject({ storeName: name, status: 'received', currency: 'GHS', subtotalMinor: 19_500, deliveryFeeMinor: 1500, totalMinor: 21_000, customer: { name: 'Ngozi', phone: '233201234567' } });
    expect(kept?.lines).toEqual([
      { productId: 'rice', name: 'Rice 5kg', type: 'Physical', unitPriceMinor: 8500, quantity: 2 },
      { productId: 'oil', name: 'Palm oil', type: 'Physical', unitPriceMinor: 2500, quantity: 1 },
    ]);
    expect((await admin.doc(`publishedStores/${name}/orders/${id}`).get()).get('totalMinor')).toBe(21_000);
  });

  it('refuses each forgery in the domain words and writes nothing', async () => {
    const before = await orderCount(SHOP);
    const phone = { phone: '+233 20 765 4321' };
    expect((await place(name, honest({ expectedTotalMinor: 100 }, phone))).refusal).toEqual({ code: 'prices-changed', totalMinor: 19_500, currency: 'GHS' });
    expect((await place(name, honest({ lines: [{ productId: 'rice', quantity: 1000 }], expectedTotalMinor: 8_500_000 }, phone))).refusal).toEqual({ code: 'quantity' });
    expect((await place(name, honest({ lines: [{ productId: 'gold', quantity: 1 }], expectedTotalMinor: 500_000 }, phone))).refusal).toMatchObject({ code: 'not-in-store', productId: 'gold' });
    expect((await place(name, honest({ lines: [{ productId: 'hidden', quantity: 1 }], expectedTotalMinor: 1000 }, phone))).refusal).toMatchObject({ code: 'not-in-store', productId: 'hidden' });
    expect((await place(name, honest({ lines: [{ productId: '../../x', quantity: 1 }], expectedTotalMinor: 1000 }, phone))).refusal).toMatchObject({ code: 'not-in-store' });
    expect((await place(name, { lines: 'all of it' })).refusal).toEqual({ code: 'malformed' });
    expect((await place('no-such-shop-here', honest({}, phone))).refusal).toEqual({ code: 'store-off' });
    expect(await orderCount(SHOP)).toBe(before);
  });

  it(`holds back the ${MAX_ORDERS_PER_PHONE_PER_WINDOW + 1}th order from one phone within the hour`, async () => {
    const phone = { phone: '+233 24 555 0000' };
    for (let i = 0; i < MAX_ORDERS_PER_PHONE_PER_WINDOW; i += 1) expect((await place(name, honest({}, phone))).placed).toBe(true);
    expect((await place(name, honest({}, phone))).refusal).toEqual({ code: 'too-many-from-phone' });
    expect((await place(name, honest({}, { phone: '+233 24 555 0001' }))).placed).toBe(true);
  });

  it(`holds back a store's order past ${MAX_ORDERS_PER_STORE_PER_WINDOW} within the hour, whoever places it`, async () => {
    const batch = admin.batch();
    const now = new Date();
    for (let i = 0; i < MAX_ORDERS_PER_STORE_PER_WINDOW; i += 1) {
      batch.set(admin.doc(`businesses/${BUSY}/onlineOrders/seeded-${i}`), {
        storeName: busyName, status: 'done', currency: 'GHS', lines: [], subtotalMinor: 0, deliveryFeeMinor: 0, totalMinor: 0,
        customer: { name: 'Someone', phone: `23320${String(1_000_000 + i)}` }, fulfilment: { method: 'pickup' }, paymentOption: 'cash-on-pickup', note: '',
        placedAt: new Date(now.getTime() - 60_000), heldSince: null, payment: null, cancellation: null, updatedAt: now,
      });
    }
    await batch.commit();
    expect((await place(busyName, honest({ lines: [{ productId: 'rice', quantity: 1 }], expectedTotalMinor: 8500 }, { phone: '+233 27 000 0000' }))).refusal).toEqual({ code: 'too-many-for-store' });
    expect(await orderCount(BUSY)).toBe(MAX_ORDERS_PER_STORE_PER_WINDOW);
  });

  it('refuses an order once the owner turns the store off', async () => {
    await admin.doc(`businesses/${SHOP}/onlineStore/settings`).update({ enabled: false });
    expect((await place(name, honest({}, { phone: '+233 20 111 2222' }))).refusal).toEqual({ code: 'store-off' });
    await admin.doc(`businesses/${SHOP}/onlineStore/settings`).update({ enabled: true });
  });

  it('refuses an order to a view-only shop, as its till sells nothing, and takes it once the shop pays', async () => {
    // The trial ended long ago, past its grace: view-only (domain/plans.ts).
    await admin.doc(`businesses/${SHOP}`).set({ ownerUid: SHOP, plan: 'trialing', trialEndsAt: new Date('2024-01-01T00:00:00Z') });
    const before = await orderCount(SHOP);
    expect((await place(name, honest({}, { phone: '+233 20 333 4444' }))).refusal).toEqual({ code: 'store-off' });
    expect(await orderCount(SHOP)).toBe(before);
    await admin.doc(`businesses/${SHOP}`).update({ plan: 'pro', paidUntil: new Date(Date.now() + 30 * 86_400_000) });
    expect((await place(name, honest({}, { phone: '+233 20 333 4444' }))).placed).toBe(true);
  });
});
