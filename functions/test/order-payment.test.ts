// A paid online order is exactly one sale of the ledger, on the real engine (functions/README.md,
// 'The online store'): the callable `takeOrderAction` marks it paid under the Functions emulator,
// the official Firestore emulator beneath. Twice in a row, from two tabs at once, and again after
// an answer the network dropped: one sale under the order's id, with its customer (the shop's own
// by the order's phone, or one made from the order), its costs the server's, its stock taken once
// and counted once in the day's roll-up. Marked paid by a cashier on her own account after a price
// rose, the sale is judged by its order (sale-audit.ts, 'An online order's sale') and applied at the
// order's prices, naming her; a till's sale under an unpaid order's id is still a till's sale. And
// the customer's own cancel (`cancelOwnOrder`): only while the order is received, only by the
// store's name with the order's id.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { assertFails, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, Timestamp } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { REGION } from '../src/region';

const emulators = inject('firebaseEmulators');
const reason = emulators.functions ? null : `the server's functions need the official Firestore emulator (${emulators.engine ?? 'the JavaScript stand-in'} runs here)`;
if (reason) console.warn(`[functions] order payment suite skipped: ${reason}`);
setLogLevel('silent');

const RUN = Date.now().toString(36);
const SHOP = `paid-${RUN}`;
const NAME = `paid-${RUN}`;
const created = new Date('2024-05-01T10:00:00Z');

/** The owner's ID token as the emulator reads it (unsigned). */
function token(uid: string, email: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: uid, user_id: uid, email, email_verified: true, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600, aud: emulators.projectId, iss: `https://securetoken.google.com/${emulators.projectId}`, firebase: { sign_in_provider: 'password' } })}.`;
}
const OWNER = token(SHOP, 'owner@example.com');
const CASHIER = token('ama-uid', 'ama@example.com');
const AMA = { id: 'm1', name: 'Ama' };

type Answer = { result?: { done: boolean; saleId?: string | null; order?: { status: string; payment: unknown }; refusal?: { code: string } }; error?: { status: string } };

describe.skipIf(reason !== null)('a paid online order is one sale, and a customer cancels their own, on the server (Firestore + Functions emulators)', () => {
  let adminApp: App;
  let admin: AdminFirestore;
  let env: RulesTestEnvironment;

  async function callable(name: string, bearer: string | null, data: Record<string, unknown>, signal?: AbortSignal): Promise<Answer> {
    const response = await fetch(`http://${emulators.functions}/${emulators.projectId}/${REGION}/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify({ data }),
      signal,
    });
    return (await response.json()) as Answer;
  }
  const pay = (orderId: string, signal?: AbortSignal) => callable('takeOrderAction', OWNER, { uid: SHOP, orderId, action: 'mark-paid', method: 'Mobile Money', amountMinor: 3 * 8500 }, signal);
  const shopDoc = (path: string) => admin.doc(`businesses/${SHOP}/${path}`);
  const salesWithId = async (id: string) => (await admin.collection(`businesses/${SHOP}/sales`).get()).docs.filter((sale) => sale.id === id).length;
  const quantity = async () => (await shopDoc('products/rice').get()).get('quantity') as number;
  const salesCounted = async () => (await admin.collection(`businesses/${SHOP}/dailyStats`).get()).docs.reduce((sum, day) => sum + ((day.get('salesCount') as number) ?? 0), 0);

  /** An order of 3 × Rice as placeOnlineOrder kept it, confirmed (its stock held) or received, with its customer's page. */
  async function order(id: string, status: 'confirmed' | 'received', phone = '233201234567') {
    const now = new Date();
    const kept = {
      storeName: NAME, status, currency: 'GHS', lines: [{ productId: 'rice', name: 'Rice 5kg', type: 'Physical', unitPriceMinor: 8500, quantity: 3 }],
      subtotalMinor: 25500, deliveryFeeMinor: 0, totalMinor: 25500, customer: { name: 'Ngozi Okafor', phone }, fulfilment: { method: 'pickup' },
      paymentOption: 'mobile-money', note: '', placedAt: now, heldSince: status === 'confirmed' ? now : null, payment: null, cancellation: null, updatedAt: now,
    };
    await shopDoc(`onlineOrders/${id}`).set(kept);
    await admin.doc(`publishedStores/${NAME}/orders/${id}`).set(kept);
  }

  beforeAll(async () => {
    const [host = '127.0.0.1', port] = emulators.firestore.split(':');
    env = await initializeTestEnvironment({ projectId: emulators.projectId, firestore: { host, port: Number(port) } });
    process.env.FIRESTORE_EMULATOR_HOST = emulators.firestore;
    adminApp = initializeApp({ projectId: emulators.projectId }, `order-payment-${RUN}`);
    admin = getFirestore(adminApp);
    await admin.doc(`businesses/${SHOP}`).set({ ownerUid: SHOP, businessName: 'Efua Provisions' });
    await shopDoc('products/rice').set({ name: 'Rice 5kg', type: 'Physical', price: 85, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 100, createdAt: created });
    await shopDoc('productCosts/rice').set({ cost: 60 });
    await shopDoc('staff/m1').set({ name: 'Ama', role: 'cashier', disabled: false, createdAt: created, invitationEmail: 'ama@example.com' });
    await shopDoc('members/ama-uid').set({ staffId: 'm1', joinedAt: created });
    await shopDoc('customers/known').set({ name: 'Ama Known', email: '', phone: '024 111 2222', createdAt: created });
    await admin.doc(`storeNames/${NAME}`).set({ ownerUid: SHOP, claimedAt: created });
    await shopDoc('onlineStore/settings').set({
      enabled: true, name: NAME, currency: 'GHS', productsShown: 'all', chosenProductIds: [], description: '', timeZone: 'Africa/Accra',
      openingHours: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null }, pickup: true, delivery: false, deliveryAreas: [],
      payments: { mobileMoney: null, bankTransfer: null, cashOnPickup: true, cashOnDelivery: false }, whatsAppNumber: '233241234567', holdHours: 24,
    });
  });

  afterAll(async () => {
    await env?.cleanup();
    if (adminApp) await deleteApp(adminApp);
  });

  it('marked paid twice in a row: one sale under the order id, its customer made from the order, its costs the server\'s, its stock taken once', async () => {
    await order('p1', 'confirmed');
    const before = await quantity();
    const first = await pay('p1');
    expect(first.result).toMatchObject({ done: true, saleId: 'p1', order: { status: 'confirmed', payment: { method: 'Mobile Money', amountMinor: 25500 } } });
    expect((await pay('p1')).result).toEqual({ done: false, refusal: { code: 'already-paid' } });
    expect(await salesWithId('p1')).toBe(1);
    const sale = await shopDoc('sales/p1').get();
    expect(sale.get('ledger.state')).toBe('applied');
    expect(sale.get('totalAmount')).toBe(255);
    expect(sale.get('items')).toMatchObject([{ id: 'rice', quantity: 3, price: 85, cost: 60 }]);
    const customer = await shopDoc(`customers/${sale.get('customer.id') as string}`).get();
    expect(customer.data()).toMatchObject({ name: 'Ngozi Okafor', phone: '+233201234567' });
    expect(await quantity()).toBe(before - 3);
    expect(await salesCounted()).toBe(1);
    // The paid order holds nothing any more; its customer's page says it is paid.
    expect((await admin.doc(`publishedStores/${NAME}/orders/p1`).get()).get('payment.amountMinor')).toBe(25500);
  });

  it('from two tabs at once: one is paid, the other refused, one sale; the shop\'s own customer with that phone is the sale\'s', async () => {
    await order('p2', 'confirmed', '233241112222');
    const before = await quantity();
    const answers = await Promise.all([pay('p2'), pay('p2')]);
    expect(answers.map((answer) => answer.result?.done).sort()).toEqual([false, true]);
    expect(answers.find((answer) => answer.result?.done === false)?.result?.refusal).toEqual({ code: 'already-paid' });
    expect(await salesWithId('p2')).toBe(1);
    expect((await shopDoc('sales/p2').get()).get('customer')).toEqual({ id: 'known', name: 'Ama Known' });
    expect(await quantity()).toBe(before - 3);
    expect(await salesCounted()).toBe(2);
  });

  it('called again after the network dropped the answer: still one sale', async () => {
    await order('p3', 'confirmed', '233209998888');
    const before = await quantity();
    // The first answer is lost: the request may or may not have reached the server before the drop.
    const dropped = new AbortController();
    const lost = pay('p3', dropped.signal).catch(() => null);
    setTimeout(() => dropped.abort(), 30);
    await lost;
    const again = await pay('p3');
    expect(again.result?.done === true ? again.result.saleId : again.result?.refusal).toEqual(again.result?.done === true ? 'p3' : { code: 'already-paid' });
    expect((await pay('p3')).result).toEqual({ done: false, refusal: { code: 'already-paid' } });
    expect(await salesWithId('p3')).toBe(1);
    // The dropped call may still be deriving its sale on the server when the second is refused:
    // the stock is read once the sale carries the server's mark.
    expect((await ledgerOf('p3')).state).toBe('applied');
    expect(await quantity()).toBe(before - 3);
  });

  /** The server's mark on a sale, once a trigger or the callable derived it. */
  async function ledgerOf(id: string): Promise<{ state: string; refusal?: { code: string } }> {
    for (const started = Date.now(); Date.now() - started < 30_000; await new Promise((resolve) => setTimeout(resolve, 150))) {
      const ledger: unknown = (await shopDoc(`sales/${id}`).get()).get('ledger');
      if (ledger) return ledger as { state: string; refusal?: { code: string } };
    }
    throw new Error(`The server never derived sale ${id}`);
  }

  /**
   * Rice's price raised to ₵95.00 in All Products, and the server's note of when (changes.ts) waited
   * for — never gone past: a note that came later, while a case rings a sale, would date the change
   * after that sale and so judge it by the old price (sale-audit.ts, changedSinceRung). The emulator's
   * triggers can run a minute behind after the import's tests (their writes' productChanged runs).
   */
  async function riseRicePrice() {
    await shopDoc('products/rice').update({ price: 95 });
    for (const started = Date.now(); !(await shopDoc('priceChanges/rice').get()).exists; await new Promise((resolve) => setTimeout(resolve, 150))) {
      if (Date.now() - started > 120_000) throw new Error("The server never noted rice's new price");
    }
  }

  it("a cashier marks it paid on her own account after the price rose: one applied sale at the order's prices, naming her; the stock and the day's figures moved once", async () => {
    await order('r1', 'confirmed', '233205550001');
    await riseRicePrice();
    const [before, counted] = [await quantity(), await salesCounted()];
    const paid = await callable('takeOrderAction', CASHIER, { uid: SHOP, orderId: 'r1', action: 'mark-paid', method: 'Cash', amountMinor: 30_000, madeBy: AMA });
    expect(paid.result).toMatchObject({ done: true, saleId: 'r1', order: { payment: { method: 'Cash', amountMinor: 30_000 } } });
    expect(await ledgerOf('r1')).toEqual(expect.objectContaining({ state: 'applied' }));
    const sale = await shopDoc('sales/r1').get();
    expect(sale.get('items')).toMatchObject([{ id: 'rice', quantity: 3, price: 85, cost: 60 }]);
    expect([sale.get('totalAmount'), sale.get('changeDue'), sale.get('accountUid'), sale.get('madeBy')]).toEqual([255, 45, 'ama-uid', AMA]);
    // saleRecorded, delivered for the sale the callable wrote, finds it derived and moves nothing more.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await quantity()).toBe(before - 3);
    expect(await salesCounted()).toBe(counted + 1);
    expect(await salesWithId('r1')).toBe(1);
    expect((await shopDoc('onlineOrders/r1').get()).get('payment.amountMinor')).toBe(30_000);
  });

  it("a till's sale under an unpaid order's id is a till's sale: the order's mark is refused by the rules, and even written past them it is judged by the catalogue", async () => {
    await order('f1', 'confirmed', '233205550002');
    await order('f2', 'confirmed', '233205550003');
    await riseRicePrice();
    const before = await quantity();
    const cashier = () => env.authenticatedContext('ama-uid', { email: 'ama@example.com', email_verified: true }).firestore() as unknown as Firestore;
    // The order's own lines at its ₵85.00, as a till would ring them, its customer none.
    const rung = { items: [{ id: 'rice', name: 'Rice 5kg', price: 85, currency: 'GHS', quantity: 3 }], subtotal: 255, discount: 0, discountType: 'fixed', discountAmount: 0, totalAmount: 255, tenderedAmount: 255, changeDue: 0, currency: 'GHS', paymentMethod: 'Cash', createdAt: Timestamp.now(), customer: null, madeBy: AMA, accountUid: 'ama-uid' };
    await assertFails(setDoc(doc(cashier(), `businesses/${SHOP}/sales/f1`), { ...rung, onlineOrder: true }));
    await setDoc(doc(cashier(), `businesses/${SHOP}/sales/f1`), rung);
    expect(await ledgerOf('f1')).toMatchObject({ state: 'refused', refusal: { code: 'price-below-catalogue', productId: 'rice', cataloguePriceMinor: 9500 } });
    // Written past the rules with the mark, under an order not paid: still the catalogue's.
    await shopDoc('sales/f2').set({ ...rung, createdAt: new Date(), onlineOrder: true });
    expect(await ledgerOf('f2')).toMatchObject({ state: 'refused', refusal: { code: 'price-below-catalogue' } });
    expect(await quantity()).toBe(before);
    // The order whose id a till's sale took cannot be paid over it.
    expect((await callable('takeOrderAction', OWNER, { uid: SHOP, orderId: 'f1', action: 'mark-paid', method: 'Cash', amountMinor: 25_500 })).error).toBeDefined();
    expect((await shopDoc('onlineOrders/f1').get()).get('payment')).toBeNull();
  });

  it("lets a customer cancel their own received order by the store's name and its id, and nothing more", async () => {
    await order('c1', 'received');
    await order('c2', 'confirmed');
    const cancel = (name: string, orderId: string, why = 'Changed my mind') => callable('cancelOwnOrder', null, { name, orderId, reason: why });
    expect((await cancel('no-such-store', 'c1')).error?.status).toBe('NOT_FOUND');
    expect((await cancel(NAME, 'missing')).error?.status).toBe('NOT_FOUND');
    expect((await cancel(NAME, 'c2')).result).toEqual({ done: false, refusal: { code: 'not-allowed' } });
    expect((await shopDoc('onlineOrders/c2').get()).get('status')).toBe('confirmed');
    expect((await cancel(` ${NAME.toUpperCase()}`, 'c1')).result).toMatchObject({ done: true, order: { status: 'cancelled', cancellation: { reason: 'Changed my mind', by: 'customer' } } });
    expect((await admin.doc(`publishedStores/${NAME}/orders/c1`).get()).get('status')).toBe('cancelled');
    expect((await cancel(NAME, 'c1')).result).toMatchObject({ done: false });
  });

  it('a view-only shop marks no order paid: refused in words, the order unpaid and no sale, so the two never split', async () => {
    await order('v1', 'confirmed', '233205550004');
    // The trial ended long ago, past its grace: view-only (domain/plans.ts).
    await admin.doc(`businesses/${SHOP}`).update({ plan: 'trialing', trialEndsAt: new Date('2024-01-01T00:00:00Z') });
    const refused = (await callable('takeOrderAction', CASHIER, { uid: SHOP, orderId: 'v1', action: 'mark-paid', method: 'Cash', amountMinor: 25_500, madeBy: AMA })) as Answer & { error?: { message?: string } };
    expect(refused.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: expect.stringMatching(/^This shop is view-only since .*: nothing new can be recorded\./) });
    expect((await shopDoc('onlineOrders/v1').get()).get('payment')).toBeNull();
    expect((await shopDoc('sales/v1').get()).exists).toBe(false);
  });
});
