// Pro: an online order paid through the shop's own Paystack account, on the real engine
// (functions/README.md, 'A shop's own Paystack account'): the callables `connectPaystackAccount`,
// `disconnectPaystackAccount` and `startOrderPayment` and the HTTP function `paystackWebhook` under
// the Functions emulator, the official Firestore emulator beneath, and a local HTTP server playing
// Paystack — one account per secret key, as Paystack keeps them — where the server's code is told
// Paystack answers (tooling/firebase/emulators.mjs, --paystack-port). Events are shaped and signed
// as Paystack documents them, with the shop's own key. Only an event with that shop's signature
// whose reference Paystack's verify API reports paid, of the shop, amount and currency started,
// marks the order paid — one sale, whoever marked it first.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, setLogLevel } from 'firebase/firestore';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { REGION } from '../src/region';

const emulators = inject('firebaseEmulators');
const reason = !emulators.functions ? `the server's functions need the official Firestore emulator (${emulators.engine ?? 'the JavaScript stand-in'} runs here)` : !emulators.paystack ? 'no port was given for the Paystack stand-in' : null;
if (reason) console.warn(`[functions] store payments suite skipped: ${reason}`);
setLogLevel('silent');

const RUN = Date.now().toString(36);
const SHOP = `gw-${RUN}`;
const OTHER = `gw-other-${RUN}`;
const BASIC = `gw-basic-${RUN}`;
const KEY = `sk_test_${'efua'.repeat(6)}${RUN}1234`.replace(/[^A-Za-z0-9_]/g, '');
const OTHER_KEY = `sk_test_${'kwame'.repeat(5)}${RUN}9876`.replace(/[^A-Za-z0-9_]/g, '');
const BASIC_KEY = `sk_live_${'esi'.repeat(8)}${RUN}5555`.replace(/[^A-Za-z0-9_]/g, '');
const DAY = 86_400_000;
const created = new Date('2024-05-01T10:00:00Z');

function token(uid: string, email: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: uid, user_id: uid, email, email_verified: true, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600, aud: emulators.projectId, iss: `https://securetoken.google.com/${emulators.projectId}`, firebase: { sign_in_provider: 'password' } })}.`;
}
const OWNER = token(SHOP, 'efua@example.com');
const OTHER_OWNER = token(OTHER, 'kwame@example.com');
const BASIC_OWNER = token(BASIC, 'esi@example.com');

/** What each Paystack account (by its secret key) says of its references. */
interface Transaction {
  key: string;
  status: string;
  amount: number;
  currency: string;
  channel: string;
  metadata: Record<string, unknown>;
  paid_at: string | null;
}
const transactions = new Map<string, Transaction>();
const initialized: { key: string; body: Record<string, unknown> }[] = [];

function paystackStandIn(): Server {
  return createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const key = /^Bearer (sk_(test|live)_\w+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!key) {
      answer(401, { status: false, message: 'Invalid key' });
      return;
    }
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/transaction/initialize') {
        const body = JSON.parse(raw) as { reference: string; amount: number; currency: string; metadata: Record<string, unknown> };
        initialized.push({ key, body });
        transactions.set(body.reference, { key, status: 'ongoing', amount: body.amount, currency: body.currency, channel: 'mobile_money', metadata: body.metadata, paid_at: null });
        answer(200, { status: true, message: 'Authorization URL created', data: { authorization_url: `https://checkout.example.test/${body.reference}`, access_code: `ac_${body.reference}`, reference: body.reference } });
        return;
      }
      const reference = decodeURIComponent(/^\/transaction\/verify\/([^/?]+)$/.exec(request.url ?? '')?.[1] ?? '');
      const found = transactions.get(reference);
      // Another account's reference is not found, as Paystack answers it.
      if (!found || found.key !== key) {
        answer(400, { status: false, message: 'Transaction reference not found' });
        return;
      }
      answer(200, {
        status: true,
        message: 'Verification successful',
        data: { id: 4099260516, domain: 'test', status: found.status, reference, amount: found.amount, gateway_response: 'Approved', paid_at: found.paid_at, channel: found.channel, currency: found.currency, metadata: found.metadata, customer: { email: 'x@example.com' } },
      });
    });
  });
}

type Answer = { result?: Record<string, unknown>; error?: { status: string; message: string } };

describe.skipIf(reason !== null)("online orders paid through the shop's own Paystack account (Firestore + Functions emulators)", () => {
  let adminApp: App;
  let admin: AdminFirestore;
  let env: RulesTestEnvironment;
  let standIn: Server;

  async function callable(name: string, bearer: string | null, data: Record<string, unknown>): Promise<Answer> {
    const response = await fetch(`http://${emulators.functions}/${emulators.projectId}/${REGION}/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify({ data }),
    });
    return (await response.json()) as Answer;
  }

  async function deliver(reference: string, key: string, amount?: number): Promise<{ status: number; said: string }> {
    const known = transactions.get(reference);
    const body = JSON.stringify({
      event: 'charge.success',
      data: { id: 4099260516, domain: 'test', status: 'success', reference, amount: amount ?? known?.amount ?? 0, gateway_response: 'Approved', paid_at: new Date().toISOString(), channel: 'mobile_money', currency: known?.currency ?? 'GHS', metadata: known?.metadata ?? {}, customer: { email: 'x@example.com' } },
    });
    const signature = createHmac('sha512', key).update(body).digest('hex');
    const response = await fetch(`http://${emulators.functions}/${emulators.projectId}/${REGION}/paystackWebhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'x-paystack-signature': signature }, body });
    return { status: response.status, said: await response.text() };
  }

  const name = (uid: string) => uid.toLowerCase();
  async function shop(uid: string, plan: 'pro' | 'basic') {
    await admin.doc(`businesses/${uid}`).set({ ownerUid: uid, businessName: uid, ownerName: uid, businessType: 'Provisions', phone: '', address: '', email: '', createdAt: created, plan, trialEndsAt: new Date(Date.now() - 40 * DAY), paidUntil: new Date(Date.now() + 30 * DAY) });
    await admin.doc(`businesses/${uid}/products/rice`).set({ name: 'Rice 5kg', type: 'Physical', price: 85, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 100, createdAt: created });
    await admin.doc(`businesses/${uid}/productCosts/rice`).set({ cost: 60 });
    await admin.doc(`storeNames/${name(uid)}`).set({ ownerUid: uid, claimedAt: created });
    await admin.doc(`businesses/${uid}/onlineStore/settings`).set({
      enabled: true, name: name(uid), currency: 'GHS', productsShown: 'all', chosenProductIds: [], description: '', timeZone: 'Africa/Accra',
      openingHours: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null }, pickup: true, delivery: false, deliveryAreas: [],
      payments: { mobileMoney: null, bankTransfer: null, cashOnPickup: true, cashOnDelivery: false }, whatsAppNumber: '233241234567', holdHours: 24,
    });
  }

  /** An order of 2 × Rice as placeOnlineOrder keeps it, received. */
  async function order(uid: string, id: string, status: 'received' | 'confirmed' = 'received') {
    const now = new Date();
    const kept = {
      storeName: name(uid), status, currency: 'GHS', lines: [{ productId: 'rice', name: 'Rice 5kg', type: 'Physical', unitPriceMinor: 8500, quantity: 2 }],
      subtotalMinor: 17000, deliveryFeeMinor: 0, totalMinor: 17000, customer: { name: 'Ngozi Okafor', phone: '233201234567' }, fulfilment: { method: 'pickup' },
      paymentOption: 'mobile-money', note: '', placedAt: now, heldSince: status === 'confirmed' ? now : null, payment: null, cancellation: null, updatedAt: now,
    };
    await admin.doc(`businesses/${uid}/onlineOrders/${id}`).set(kept);
    await admin.doc(`publishedStores/${name(uid)}/orders/${id}`).set(kept);
  }

  /** The customer starts paying; the stand-in then says the transaction is `settled`. */
  async function paying(uid: string, id: string, settled: Partial<Transaction> = { status: 'success', paid_at: new Date(Date.now() - 1_000).toISOString() }): Promise<string> {
    const answer = await callable('startOrderPayment', null, { name: name(uid), orderId: id });
    const reference = answer.result?.reference;
    if (typeof reference !== 'string') throw new Error(`startOrderPayment answered ${JSON.stringify(answer)}`);
    transactions.set(reference, { ...transactions.get(reference)!, ...settled });
    return reference;
  }

  const salesOf = async (uid: string, id: string) => (await admin.collection(`businesses/${uid}/sales`).get()).docs.filter((sale) => sale.id === id);
  const orderOf = async (uid: string, id: string) => (await admin.doc(`businesses/${uid}/onlineOrders/${id}`).get()).data() ?? {};
  const paymentOf = async (reference: string) => (await admin.doc(`storePayments/${reference}`).get()).data() ?? {};

  beforeAll(async () => {
    standIn = paystackStandIn();
    const port = Number(new URL(emulators.paystack!.url).port);
    await new Promise<void>((resolve, reject) => standIn.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
    const [host = '127.0.0.1', firestorePort] = emulators.firestore.split(':');
    env = await initializeTestEnvironment({ projectId: emulators.projectId, firestore: { host, port: Number(firestorePort) } });
    process.env.FIRESTORE_EMULATOR_HOST = emulators.firestore;
    adminApp = initializeApp({ projectId: emulators.projectId }, `store-payments-${RUN}`);
    admin = getFirestore(adminApp);
    await Promise.all([shop(SHOP, 'pro'), shop(OTHER, 'pro'), shop(BASIC, 'basic')]);
  });

  afterAll(async () => {
    await env?.cleanup();
    if (adminApp) await deleteApp(adminApp);
    if (standIn) await new Promise<void>((resolve) => standIn.close(() => resolve()));
  });

  it('connects a Pro shop\'s key where no client reads it back; the owner reads only how it ends; refuses a stranger, a key that is not one and a Basic shop', async () => {
    expect((await callable('connectPaystackAccount', null, { secretKey: KEY })).error?.status).toBe('UNAUTHENTICATED');
    expect((await callable('connectPaystackAccount', OWNER, { secretKey: 'pk_test_not_a_secret' })).error?.status).toBe('INVALID_ARGUMENT');
    const basic = await callable('connectPaystackAccount', BASIC_OWNER, { secretKey: BASIC_KEY });
    expect(basic.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: 'Your own Paystack account is part of Pro. Upgrade in Settings › Plan to connect it.' });
    expect((await callable('connectPaystackAccount', OWNER, { secretKey: ` ${KEY} ` })).result).toMatchObject({ connected: true, keyEnding: '1234', mode: 'test' });
    expect((await callable('connectPaystackAccount', OTHER_OWNER, { secretKey: OTHER_KEY })).result).toMatchObject({ connected: true, keyEnding: '9876' });
    expect((await admin.doc(`storeGateways/${SHOP}`).get()).get('secretKey')).toBe(KEY);
    // The store's page offers Pay now from the connection on (the published record's payOnline); the Basic shop's does not.
    expect((await admin.doc(`publishedStores/${name(SHOP)}`).get()).get('payOnline')).toBe(true);
    expect((await admin.doc(`publishedStores/${name(BASIC)}`).get()).get('payOnline')).toBeUndefined();

    const owner = env.authenticatedContext(SHOP, { email: 'efua@example.com', email_verified: true }).firestore();
    await assertFails(getDoc(doc(owner, `storeGateways/${SHOP}`)));
    await assertFails(setDoc(doc(owner, `storeGateways/${SHOP}`), { secretKey: 'sk_test_mine' }));
    await assertFails(setDoc(doc(owner, `businesses/${SHOP}/storeGateway/paystack`), { connected: true, keyEnding: '0000' }));
    const shown = await assertSucceeds(getDoc(doc(owner, `businesses/${SHOP}/storeGateway/paystack`)));
    expect(shown.data()).toMatchObject({ connected: true, keyEnding: '1234' });
    expect(JSON.stringify(shown.data())).not.toContain(KEY);
    const stranger = env.authenticatedContext(OTHER, { email: 'kwame@example.com', email_verified: true }).firestore();
    await assertFails(getDoc(doc(stranger, `businesses/${SHOP}/storeGateway/paystack`)));
  });

  it("starts a customer's payment with the shop's own key, for the order's total in its currency, by mobile money or card", async () => {
    await order(SHOP, 'o-start');
    const answer = await callable('startOrderPayment', null, { name: name(SHOP), orderId: 'o-start' });
    expect(answer.result).toMatchObject({ amountMinor: 17_000, currency: 'GHS' });
    const started = initialized.at(-1)!;
    expect(started.key).toBe(KEY);
    expect(started.body).toMatchObject({ amount: 17_000, currency: 'GHS', channels: ['mobile_money', 'card'], metadata: { shop: SHOP, order: 'o-start' } });
    expect(await paymentOf(answer.result!.reference as string)).toMatchObject({ uid: SHOP, orderId: 'o-start', amountMinor: 17_000, status: 'pending' });
    expect((await callable('startOrderPayment', null, { name: name(SHOP), orderId: 'no-such-order' })).error?.status).toBe('NOT_FOUND');
  });

  it('a paid event marks the order paid once — one sale under its id — and the same event again makes nothing more', async () => {
    await order(SHOP, 'o-paid');
    const reference = await paying(SHOP, 'o-paid');
    expect(await deliver(reference, KEY)).toEqual({ status: 200, said: 'paid' });
    expect(await orderOf(SHOP, 'o-paid')).toMatchObject({ status: 'confirmed', payment: { method: 'Mobile Money', amountMinor: 17_000 } });
    expect(await salesOf(SHOP, 'o-paid')).toHaveLength(1);
    expect(await paymentOf(reference)).toMatchObject({ status: 'paid', outcome: 'sale' });
    expect(await deliver(reference, KEY)).toEqual({ status: 200, said: 'already paid' });
    expect(await salesOf(SHOP, 'o-paid')).toHaveLength(1);
    expect((await orderOf(SHOP, 'o-paid')).refusedPayments).toBeUndefined();
  });

  it("refuses an event signed with any key but the shop's own (the deployment's, another shop's), and a reference never started", async () => {
    await order(SHOP, 'o-forged');
    const reference = await paying(SHOP, 'o-forged');
    expect((await deliver(reference, emulators.paystack!.secretKey)).status).toBe(401);
    expect((await deliver(reference, OTHER_KEY)).status).toBe(401);
    expect((await deliver('store-neverstarted', KEY)).status).toBe(401);
    expect(await orderOf(SHOP, 'o-forged')).toMatchObject({ status: 'received', payment: null });
    expect(await paymentOf(reference)).toMatchObject({ status: 'pending' });
    expect(await salesOf(SHOP, 'o-forged')).toHaveLength(0);
  });

  it('marks failed a payment Paystack reports of another amount, and makes no sale', async () => {
    await order(SHOP, 'o-short');
    const reference = await paying(SHOP, 'o-short', { status: 'success', amount: 100, paid_at: new Date().toISOString() });
    expect(await deliver(reference, KEY, 17_000)).toEqual({ status: 200, said: 'amount-mismatch' });
    expect(await paymentOf(reference)).toMatchObject({ status: 'failed', outcome: 'amount-mismatch' });
    expect(await orderOf(SHOP, 'o-short')).toMatchObject({ payment: null });
    expect(await salesOf(SHOP, 'o-short')).toHaveLength(0);
  });

  it("moves no order for another shop's reference: its event signed by its own key names a shop Paystack does not", async () => {
    await order(OTHER, 'o-theirs');
    const reference = await paying(OTHER, 'o-theirs');
    // Another shop's reference signed with this shop's key is not believed.
    expect((await deliver(reference, KEY)).status).toBe(401);
    // Its own account reporting the payment as this shop's moves nothing.
    transactions.set(reference, { ...transactions.get(reference)!, metadata: { shop: SHOP, order: 'o-theirs' } });
    expect(await deliver(reference, OTHER_KEY)).toEqual({ status: 200, said: 'other-shop' });
    expect(await orderOf(OTHER, 'o-theirs')).toMatchObject({ payment: null });
    expect(await salesOf(OTHER, 'o-theirs')).toHaveLength(0);
  });

  it('an order the shop already marked paid by hand stays one sale when the event arrives', async () => {
    await order(SHOP, 'o-hand', 'confirmed');
    const reference = await paying(SHOP, 'o-hand');
    const byHand = await callable('takeOrderAction', OWNER, { uid: SHOP, orderId: 'o-hand', action: 'mark-paid', method: 'Cash', amountMinor: 17_000 });
    expect(byHand.result).toMatchObject({ done: true, saleId: 'o-hand' });
    expect(await deliver(reference, KEY)).toEqual({ status: 200, said: 'paid; order already-paid' });
    expect(await salesOf(SHOP, 'o-hand')).toHaveLength(1);
    expect(await orderOf(SHOP, 'o-hand')).toMatchObject({ payment: { method: 'Cash' } });
    expect(await paymentOf(reference)).toMatchObject({ status: 'paid', outcome: 'already-paid' });
    // The money the order did not take is kept on it, for the owner's Online orders and the customer's page, once.
    const refused = [expect.objectContaining({ reference, reason: 'already-paid', amountMinor: 17_000, currency: 'GHS', method: 'Mobile Money' })];
    expect((await orderOf(SHOP, 'o-hand')).refusedPayments).toEqual(refused);
    expect((await admin.doc(`publishedStores/${name(SHOP)}/orders/o-hand`).get()).get('refusedPayments')).toEqual(refused);
    expect(await deliver(reference, KEY)).toEqual({ status: 200, said: 'already paid' });
    expect((await orderOf(SHOP, 'o-hand')).refusedPayments).toHaveLength(1);
    // Paid, the order takes no further online payment.
    expect((await callable('startOrderPayment', null, { name: name(SHOP), orderId: 'o-hand' })).error).toMatchObject({ status: 'FAILED_PRECONDITION', message: 'This order is already paid.' });
  });

  it('a shop gone to Basic keeps its key, but its customers pay as its store says; disconnected, the key is forgotten', async () => {
    await order(OTHER, 'o-basic');
    await admin.doc(`businesses/${OTHER}`).update({ plan: 'basic' });
    expect((await callable('startOrderPayment', null, { name: name(OTHER), orderId: 'o-basic' })).error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    expect((await admin.doc(`storeGateways/${OTHER}`).get()).get('secretKey')).toBe(OTHER_KEY);
    expect((await callable('disconnectPaystackAccount', OTHER_OWNER, {})).result).toEqual({ connected: false });
    expect((await admin.doc(`storeGateways/${OTHER}`).get()).exists).toBe(false);
    expect((await admin.doc(`businesses/${OTHER}/storeGateway/paystack`).get()).exists).toBe(false);
    expect((await admin.doc(`publishedStores/${name(OTHER)}`).get()).get('payOnline')).toBeUndefined();
    await admin.doc(`businesses/${OTHER}`).update({ plan: 'pro' });
    const notConnected = await callable('startOrderPayment', null, { name: name(OTHER), orderId: 'o-basic' });
    expect(notConnected.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: 'This shop does not take payment online. Pay as the shop says.' });
  });
});
