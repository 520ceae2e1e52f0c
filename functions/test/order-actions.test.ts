// The shop works an online order on the real engine (functions/README.md, 'The online store'): the
// callable `takeOrderAction` under the Functions emulator (which reads an account's token without
// verifying its signature, as it does every callable's), the official Firestore emulator beneath.
// The owner and every member move an order as ORDER_PERMISSIONS says, a cashier's cancel needs a
// manager (no PIN on her own account), a stranger, another shop and a member turned off are
// refused, and the domain's refusals (short of stock, a wrong status) move nothing.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { REGION } from '../src/region';

const emulators = inject('firebaseEmulators');
const reason = emulators.functions ? null : `the server's functions need the official Firestore emulator (${emulators.engine ?? 'the JavaScript stand-in'} runs here)`;
if (reason) console.warn(`[functions] order actions suite skipped: ${reason}`);

const RUN = Date.now().toString(36);
const SHOP = `orders-${RUN}`;
const NAME = `orders-${RUN}`;
const created = new Date('2024-05-01T10:00:00Z');

/** An account's ID token as the emulator reads it (unsigned). */
function token(uid: string, email: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: uid, user_id: uid, email, email_verified: true, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600, aud: emulators.projectId, iss: `https://securetoken.google.com/${emulators.projectId}`, firebase: { sign_in_provider: 'password' } })}.`;
}
const OWNER = token(SHOP, 'owner@example.com');
const CASHIER = token('ama-uid', 'ama@example.com');
const MANAGER = token('kofi-uid', 'kofi@example.com');
const TURNED_OFF = token('esi-uid', 'esi@example.com');
const ELSEWHERE = token('someone-else', 'else@example.com');

type Answer = { result?: { done: boolean; order?: { status: string; heldSince: string | null; cancellation: { reason: string; by: string } | null }; refusal?: { code: string } }; error?: { status: string } };

describe.skipIf(reason !== null)('the shop works its online orders, judged by the server (Firestore + Functions emulators)', () => {
  let adminApp: App;
  let admin: AdminFirestore;

  async function act(bearer: string | null, orderId: string, action: string, extra: Record<string, unknown> = {}): Promise<Answer> {
    const response = await fetch(`http://${emulators.functions}/${emulators.projectId}/${REGION}/takeOrderAction`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify({ data: { uid: SHOP, orderId, action, ...extra } }),
    });
    return (await response.json()) as Answer;
  }
  const statusOf = async (id: string) => (await admin.doc(`businesses/${SHOP}/onlineOrders/${id}`).get()).get('status') as string;

  /** A received order of `quantity` × Rice (10 in stock), as placeOnlineOrder kept it, with its customer's page. */
  async function received(id: string, quantity = 2) {
    const now = new Date();
    const order = {
      storeName: NAME, status: 'received', currency: 'GHS', lines: [{ productId: 'rice', name: 'Rice 5kg', type: 'Physical', unitPriceMinor: 8500, quantity }],
      subtotalMinor: 8500 * quantity, deliveryFeeMinor: 0, totalMinor: 8500 * quantity, customer: { name: 'Ngozi', phone: '233201234567' }, fulfilment: { method: 'pickup' },
      paymentOption: 'cash-on-pickup', note: '', placedAt: now, heldSince: null, payment: null, cancellation: null, updatedAt: now,
    };
    await admin.doc(`businesses/${SHOP}/onlineOrders/${id}`).set(order);
    await admin.doc(`publishedStores/${NAME}/orders/${id}`).set(order);
  }

  beforeAll(async () => {
    process.env.FIRESTORE_EMULATOR_HOST = emulators.firestore;
    adminApp = initializeApp({ projectId: emulators.projectId }, `order-actions-${RUN}`);
    admin = getFirestore(adminApp);
    const set = (path: string, data: Record<string, unknown>) => admin.doc(`businesses/${SHOP}${path}`).set(data);
    await set('', { ownerUid: SHOP, businessName: 'Efua Provisions' });
    await set('/staff/m1', { name: 'Ama', role: 'cashier', disabled: false, createdAt: created, invitationEmail: 'ama@example.com' });
    await set('/staff/m2', { name: 'Kofi', role: 'manager', disabled: false, createdAt: created, invitationEmail: 'kofi@example.com' });
    await set('/staff/m3', { name: 'Esi', role: 'manager', disabled: true, createdAt: created, invitationEmail: 'esi@example.com' });
    await set('/members/ama-uid', { staffId: 'm1', joinedAt: created });
    await set('/members/kofi-uid', { staffId: 'm2', joinedAt: created });
    await set('/members/esi-uid', { staffId: 'm3', joinedAt: created });
    await set('/products/rice', { name: 'Rice 5kg', type: 'Physical', price: 85, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 10, createdAt: created });
    await admin.doc(`storeNames/${NAME}`).set({ ownerUid: SHOP, claimedAt: created });
    await set('/onlineStore/settings', {
      enabled: true, name: NAME, currency: 'GHS', productsShown: 'all', chosenProductIds: [], description: '', timeZone: 'Africa/Accra',
      openingHours: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null }, pickup: true, delivery: false, deliveryAreas: [],
      payments: { mobileMoney: null, bankTransfer: null, cashOnPickup: true, cashOnDelivery: false }, whatsAppNumber: '233241234567', holdHours: 24,
    });
  });

  afterAll(async () => {
    if (adminApp) await deleteApp(adminApp);
  });

  it('lets the owner confirm an order (its hold starts) and a cashier mark it ready, on the shop and on the customer page', async () => {
    await received('o1');
    const confirmed = await act(OWNER, 'o1', 'confirm');
    expect(confirmed.result).toMatchObject({ done: true, order: { status: 'confirmed' } });
    expect(confirmed.result?.order?.heldSince).toEqual(expect.any(String));
    expect((await act(CASHIER, 'o1', 'mark-ready')).result).toMatchObject({ done: true, order: { status: 'ready' } });
    expect(await statusOf('o1')).toBe('ready');
    expect((await admin.doc(`publishedStores/${NAME}/orders/o1`).get()).get('status')).toBe('ready');
  });

  it("refuses a cashier's cancel without a manager, and lets a manager cancel with the reason", async () => {
    await received('o2');
    expect((await act(CASHIER, 'o2', 'cancel', { reason: 'No stock' })).result).toEqual({ done: false, refusal: { code: 'needs-manager' } });
    expect(await statusOf('o2')).toBe('received');
    expect((await act(MANAGER, 'o2', 'cancel', { reason: 'No stock' })).result).toMatchObject({ done: true, order: { status: 'cancelled', cancellation: { reason: 'No stock', by: 'manager' } } });
    expect((await act(OWNER, 'o2', 'confirm')).result).toEqual({ done: false, refusal: { code: 'wrong-status', status: 'cancelled' } });
  });

  it('refuses to confirm what the stock, less what other orders hold, cannot fill', async () => {
    // 9 of the 10 in stock: o1 (ready, unpaid) holds 2 of them.
    await received('o3', 9);
    const answer = await act(OWNER, 'o3', 'confirm');
    expect(answer.result).toMatchObject({ done: false, refusal: { code: 'short' } });
    expect(await statusOf('o3')).toBe('received');
  });

  it('refuses a stranger, another shop and a member turned off, and moves nothing', async () => {
    await received('o4');
    for (const bearer of [null, ELSEWHERE, TURNED_OFF]) expect((await act(bearer, 'o4', 'confirm')).error?.status).toBe('PERMISSION_DENIED');
    // Paid only once confirmed (order-payment.test.ts pays confirmed orders).
    expect((await act(OWNER, 'o4', 'mark-paid', { method: 'Cash', amountMinor: 17_000 })).result).toMatchObject({ done: false });
    expect((await act(OWNER, 'missing', 'confirm')).error?.status).toBe('NOT_FOUND');
    expect(await statusOf('o4')).toBe('received');
  });
});
