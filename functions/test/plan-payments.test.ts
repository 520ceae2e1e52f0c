// Paying for a plan on the real engine (functions/README.md, 'Paying for a plan'): the callable
// `startPlanPayment` and the HTTP function `paystackWebhook` under the Functions emulator, the
// official Firestore emulator beneath, and a local HTTP server playing Paystack where the server's
// code is told Paystack answers (tooling/firebase/emulators.mjs, --paystack-port). Events are
// shaped as Paystack documents them (`charge.success` with the transaction under `data`) and
// signed as Paystack signs them (x-paystack-signature: HMAC-SHA512 of the raw body with the secret
// key). Only an event with the right signature whose reference Paystack's verify API reports paid,
// of the shop, amount and currency the server started, moves a plan — and once.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore as AdminFirestore, Timestamp } from 'firebase-admin/firestore';
import { addMonths } from '@shop/shared/domain';
import type { Business, PlanPayment } from '@shop/shared/domain';
import { REGION } from '../src/region';
import { renewDuePlans } from '../src/plan-renewals';
import { observe, PASSWORD, SAMPLE_PROFILE, uniqueEmail } from '../../shared/src/testing/contract/support';
import { createEmulatedBackend, emulatorHelpers } from '../../shared/src/testing/firebase-emulator-harness';

const emulators = inject('firebaseEmulators');
const reason = !emulators.functions ? `the server's functions need the official Firestore emulator (${emulators.engine ?? 'the JavaScript stand-in'} runs here)` : !emulators.paystack ? 'no port was given for the Paystack stand-in' : null;
if (reason) console.warn(`[functions] plan payments suite skipped: ${reason}`);

const RUN = Date.now().toString(36);
const SHOP = `plan-${RUN}`;
const OTHER = `plan-other-${RUN}`;
const DAY = 86_400_000;

/** An account's ID token as the emulator reads it (unsigned). */
function token(uid: string, email: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: uid, user_id: uid, email, email_verified: true, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600, aud: emulators.projectId, iss: `https://securetoken.google.com/${emulators.projectId}`, firebase: { sign_in_provider: 'password' } })}.`;
}
const OWNER = token(SHOP, 'efua@example.com');
const OTHER_OWNER = token(OTHER, 'kwame@example.com');

/** What Paystack's verify API says of each reference (the stand-in's book), and what was asked of it. */
interface Transaction {
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, unknown>;
  paid_at: string | null;
}
const transactions = new Map<string, Transaction>();
const initialized: Record<string, unknown>[] = [];
const charged: Record<string, unknown>[] = [];
let wrongBearers = 0;

/** The stand-in: POST /transaction/initialize and GET /transaction/verify/:reference, as Paystack answers them. */
function paystackStandIn(secretKey: string): Server {
  return createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      wrongBearers += 1;
      answer(401, { status: false, message: 'Invalid key' });
      return;
    }
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/transaction/initialize') {
        const body = JSON.parse(raw) as { reference: string; amount: number; currency: string; metadata: Record<string, unknown> };
        initialized.push(body);
        transactions.set(body.reference, { status: 'ongoing', amount: body.amount, currency: body.currency, metadata: body.metadata, paid_at: null });
        answer(200, { status: true, message: 'Authorization URL created', data: { authorization_url: `https://checkout.example.test/${body.reference}`, access_code: `ac_${body.reference}`, reference: body.reference } });
        return;
      }
      if (request.method === 'POST' && request.url === '/transaction/charge_authorization') {
        const body = JSON.parse(raw) as { reference: string; amount: number; currency: string; metadata: Record<string, unknown>; authorization_code: string };
        charged.push(body);
        transactions.set(body.reference, { status: 'success', amount: body.amount, currency: body.currency, metadata: body.metadata, paid_at: new Date().toISOString() });
        answer(200, { status: true, message: 'Charge attempted', data: { reference: body.reference, status: 'success', amount: body.amount, currency: body.currency } });
        return;
      }
      const verify = /^\/transaction\/verify\/([^/?]+)$/.exec(request.url ?? '');
      const reference = decodeURIComponent(verify?.[1] ?? '');
      const found = transactions.get(reference);
      if (!verify || !found) {
        answer(400, { status: false, message: 'Transaction reference not found' });
        return;
      }
      answer(200, {
        status: true,
        message: 'Verification successful',
        data: {
          id: 4099260516,
          domain: 'test',
          status: found.status,
          reference,
          amount: found.amount,
          gateway_response: found.status === 'success' ? 'Approved' : 'Declined',
          paid_at: found.paid_at,
          channel: 'mobile_money',
          currency: found.currency,
          metadata: found.metadata,
          authorization: { authorization_code: 'AUTH_pmx3mgawyd', channel: 'mobile_money', reusable: false },
          customer: { email: 'efua@example.com', customer_code: 'CUS_1rkzaqsv4rrhqo6' },
        },
      });
    });
  });
}

describe.skipIf(reason !== null)('paying for a plan through Paystack, judged by the server (Firestore + Functions emulators)', () => {
  let adminApp: App;
  let admin: AdminFirestore;
  let standIn: Server;
  const secretKey = emulators.paystack?.secretKey ?? '';
  const trialEnded = new Date(Date.now() - 40 * DAY);

  async function start(bearer: string | null, data: Record<string, unknown>): Promise<{ result?: { reference: string; authorizationUrl: string; amountMinor: number; currency: string }; error?: { status: string } }> {
    const response = await fetch(`http://${emulators.functions}/${emulators.projectId}/${REGION}/startPlanPayment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify({ data }),
    });
    return (await response.json()) as never;
  }

  /** Paystack's charge.success event for the reference, as its documentation shows it, signed with `key`. */
  async function deliver(reference: string, options: { key?: string; event?: string; amount?: number } = {}): Promise<{ status: number; said: string }> {
    const known = transactions.get(reference);
    const body = JSON.stringify({
      event: options.event ?? 'charge.success',
      data: {
        id: 4099260516, domain: 'test', status: 'success', reference, amount: options.amount ?? known?.amount ?? 0, message: null, gateway_response: 'Approved',
        paid_at: known?.paid_at ?? new Date().toISOString(), created_at: new Date().toISOString(), channel: 'mobile_money', currency: known?.currency ?? 'GHS', ip_address: null,
        metadata: known?.metadata ?? {}, fees: 0, customer: { id: 1, email: 'efua@example.com', customer_code: 'CUS_1rkzaqsv4rrhqo6' },
        authorization: { authorization_code: 'AUTH_pmx3mgawyd', channel: 'mobile_money', reusable: false },
      },
    });
    const signature = createHmac('sha512', options.key ?? secretKey).update(body).digest('hex');
    const response = await fetch(`http://${emulators.functions}/${emulators.projectId}/${REGION}/paystackWebhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'x-paystack-signature': signature }, body });
    return { status: response.status, said: await response.text() };
  }

  const shopOf = async (uid: string) => {
    const shop = await admin.doc(`businesses/${uid}`).get();
    return { plan: shop.get('plan') as string, paidUntil: (shop.get('paidUntil') as Timestamp | undefined)?.toDate() ?? null };
  };
  const paymentOf = async (reference: string) => (await admin.doc(`planPayments/${reference}`).get()).data() ?? {};
  const paidAgo = (ms: number) => new Date(Date.now() - ms);

  /** A payment the owner starts, then settled at the stand-in as `settled` says. */
  async function started(bearer: string, data: Record<string, unknown>, settled: Partial<Transaction> = {}): Promise<string> {
    const answer = await start(bearer, data);
    if (!answer.result) throw new Error(`startPlanPayment answered ${JSON.stringify(answer)}`);
    const { reference } = answer.result;
    transactions.set(reference, { ...transactions.get(reference)!, ...settled });
    return reference;
  }

  beforeAll(async () => {
    standIn = paystackStandIn(secretKey);
    const port = Number(new URL(emulators.paystack!.url).port);
    await new Promise<void>((resolve, reject) => standIn.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
    process.env.FIRESTORE_EMULATOR_HOST = emulators.firestore;
    adminApp = initializeApp({ projectId: emulators.projectId }, `plan-payments-${RUN}`);
    admin = getFirestore(adminApp);
    const business = (uid: string, name: string) => ({ ownerUid: uid, businessName: name, ownerName: name, businessType: 'Provisions', phone: '', address: '', email: '', createdAt: new Date(trialEnded.getTime() - 30 * DAY), plan: 'trialing', trialEndsAt: trialEnded });
    await admin.doc(`businesses/${SHOP}`).set(business(SHOP, 'Efua Provisions'));
    await admin.doc(`businesses/${OTHER}`).set(business(OTHER, 'Kwame Hardware'));
  });

  afterAll(async () => {
    if (adminApp) await deleteApp(adminApp);
    if (standIn) await new Promise<void>((resolve) => standIn.close(() => resolve()));
  });

  it("starts a payment for the plan table's amount, whatever the client says, on one channel, naming the shop", async () => {
    const answer = await start(OWNER, { plan: 'basic', months: 3, method: 'mtn-momo', currency: 'GHS', amountMinor: 1 });
    expect(answer.result).toMatchObject({ amountMinor: 15_000, currency: 'GHS', authorizationUrl: expect.stringContaining(answer.result!.reference) });
    expect(initialized.at(-1)).toMatchObject({ amount: 15_000, currency: 'GHS', channels: ['mobile_money'], email: 'efua@example.com', metadata: { shop: SHOP, plan: 'basic', months: 3 } });
    expect(await paymentOf(answer.result!.reference)).toMatchObject({ uid: SHOP, plan: 'basic', months: 3, amountMinor: 15_000, currency: 'GHS', status: 'pending' });
    expect(wrongBearers).toBe(0);
  });

  it('refuses a stranger, a period not sold and a currency plans are not sold in', async () => {
    expect((await start(null, { plan: 'basic', months: 1, method: 'card', currency: 'GHS' })).error?.status).toBe('UNAUTHENTICATED');
    expect((await start(OWNER, { plan: 'basic', months: 2, method: 'card', currency: 'GHS' })).error?.status).toBe('INVALID_ARGUMENT');
    expect((await start(OWNER, { plan: 'gold', months: 1, method: 'card', currency: 'GHS' })).error?.status).toBe('INVALID_ARGUMENT');
    expect((await start(OWNER, { plan: 'pro', months: 1, method: 'card', currency: 'EUR' })).error?.status).toBe('INVALID_ARGUMENT');
  });

  it('moves the plan once for a paid event, and the same event again moves nothing', async () => {
    const paidAt = paidAgo(60_000);
    const reference = await started(OWNER, { plan: 'basic', months: 3, method: 'mtn-momo', currency: 'GHS' }, { status: 'success', paid_at: paidAt.toISOString() });
    expect(await deliver(reference)).toEqual({ status: 200, said: 'paid' });
    const until = addMonths(paidAt, 3);
    expect(await shopOf(SHOP)).toEqual({ plan: 'basic', paidUntil: until });
    expect(await paymentOf(reference)).toMatchObject({ status: 'paid' });
    expect((await paymentOf(reference)).paidUntil.toDate()).toEqual(until);
    expect(await deliver(reference)).toEqual({ status: 200, said: 'already paid' });
    expect(await shopOf(SHOP)).toEqual({ plan: 'basic', paidUntil: until });
  });

  it('refuses an event with a wrong signature and reads nothing of it', async () => {
    const before = await shopOf(SHOP);
    const reference = await started(OWNER, { plan: 'basic', months: 1, method: 'card', currency: 'GHS' }, { status: 'success', paid_at: paidAgo(1_000).toISOString() });
    expect((await deliver(reference, { key: 'sk_test_someone_else' })).status).toBe(401);
    expect(await paymentOf(reference)).toMatchObject({ status: 'pending' });
    expect(await shopOf(SHOP)).toEqual(before);
  });

  it('marks a failed payment failed and moves nothing; an event before Paystack has settled waits for it', async () => {
    const before = await shopOf(SHOP);
    const declined = await started(OWNER, { plan: 'pro', months: 12, method: 'telecel-cash', currency: 'GHS' }, { status: 'failed' });
    expect(await deliver(declined, { event: 'charge.failed' })).toEqual({ status: 200, said: 'not-paid' });
    expect(await paymentOf(declined)).toMatchObject({ status: 'failed', refusal: { code: 'not-paid', status: 'failed' } });
    // A success event that says so of itself, while Paystack's API still says it is under way.
    const early = await started(OWNER, { plan: 'basic', months: 1, method: 'airteltigo-money', currency: 'GHS' }, { status: 'ongoing' });
    expect(await deliver(early)).toEqual({ status: 200, said: 'not-paid' });
    expect(await paymentOf(early)).toMatchObject({ status: 'pending' });
    expect(await shopOf(SHOP)).toEqual(before);
    // The failed one's success arriving after its failure moves nothing.
    transactions.set(declined, { ...transactions.get(declined)!, status: 'success', paid_at: new Date().toISOString() });
    expect(await deliver(declined)).toEqual({ status: 200, said: 'already failed' });
    expect(await shopOf(SHOP)).toEqual(before);
  });

  it('adds payments of the same plan whichever event arrives first', async () => {
    const before = await shopOf(SHOP);
    const first = await started(OWNER, { plan: 'basic', months: 1, method: 'bank-transfer', currency: 'GHS' }, { status: 'success', paid_at: paidAgo(5_000).toISOString() });
    const second = await started(OWNER, { plan: 'basic', months: 12, method: 'mtn-momo', currency: 'GHS' }, { status: 'success', paid_at: paidAgo(4_000).toISOString() });
    expect((await deliver(second)).said).toBe('paid');
    expect((await deliver(first)).said).toBe('paid');
    expect((await shopOf(SHOP)).paidUntil).toEqual(addMonths(addMonths(before.paidUntil!, 12), 1));
  });

  it('marks failed a payment Paystack reports of another amount or currency, and moves nothing', async () => {
    const before = await shopOf(SHOP);
    const short = await started(OWNER, { plan: 'pro', months: 1, method: 'card', currency: 'GHS' }, { status: 'success', amount: 100, paid_at: paidAgo(1_000).toISOString() });
    expect(await deliver(short)).toEqual({ status: 200, said: 'amount-mismatch' });
    const naira = await started(OWNER, { plan: 'pro', months: 1, method: 'card', currency: 'GHS' }, { status: 'success', currency: 'NGN', paid_at: paidAgo(1_000).toISOString() });
    expect(await deliver(naira)).toEqual({ status: 200, said: 'currency-mismatch' });
    expect(await paymentOf(short)).toMatchObject({ status: 'failed', refusal: { code: 'amount-mismatch', expectedMinor: 10_000, paidMinor: 100 } });
    expect(await shopOf(SHOP)).toEqual(before);
  });

  it("moves no plan for a reference Paystack says is another shop's, nor for one the server never started", async () => {
    const mine = await shopOf(SHOP);
    const theirs = await shopOf(OTHER);
    const reference = await started(OTHER_OWNER, { plan: 'pro', months: 3, method: 'card', currency: 'GHS' }, { status: 'success', paid_at: paidAgo(1_000).toISOString() });
    transactions.set(reference, { ...transactions.get(reference)!, metadata: { shop: SHOP, plan: 'pro', months: 3 } });
    expect(await deliver(reference)).toEqual({ status: 200, said: 'other-shop' });
    transactions.set('plan-notours', { status: 'success', amount: 30_000, currency: 'GHS', metadata: { shop: SHOP }, paid_at: new Date().toISOString() });
    expect(await deliver('plan-notours')).toEqual({ status: 200, said: 'not a plan payment' });
    expect(await shopOf(SHOP)).toEqual(mine);
    expect(await shopOf(OTHER)).toEqual(theirs);
    expect(await paymentOf(reference)).toMatchObject({ status: 'pending' });
  });

  it("works through the Firebase adapter: the owner starts a payment, reads it pending, and once Paystack's event is verified reads it paid and the plan moved", async () => {
    const backend = createEmulatedBackend(emulators);
    try {
      const email = uniqueEmail('plan-payer');
      await backend.signUp({ email, password: PASSWORD, profile: SAMPLE_PROFILE });
      await emulatorHelpers(emulators).verifyEmail(backend, email);
      const { uid } = await backend.signIn(email, PASSWORD);
      const started = await backend.startPlanPayment(uid, { plan: 'pro', months: 1, method: 'card', currency: 'USD', renew: true });
      expect(started).toMatchObject({ amountMinor: 1_000, currency: 'USD', authorizationUrl: expect.stringContaining(started.reference) });
      const payments = observe<PlanPayment[]>((next, error) => backend.subscribePlanPayments(uid, next, error), 60_000);
      await payments.until((list) => list.length === 1 && list[0]?.status === 'pending', 'the payment pending');
      await expect(backend.startPlanPayment('someone-else', { plan: 'pro', months: 1, method: 'card', currency: 'USD', renew: false })).rejects.toMatchObject({ code: 'permission-denied' });

      const paidAt = paidAgo(2_000);
      transactions.set(started.reference, { ...transactions.get(started.reference)!, status: 'success', paid_at: paidAt.toISOString() });
      expect(await deliver(started.reference)).toEqual({ status: 200, said: 'paid' });
      const [paid] = await payments.until((list) => list[0]?.status === 'paid', 'the payment paid');
      expect(paid).toMatchObject({ reference: started.reference, plan: 'pro', months: 1, method: 'card', renew: true });
      const shop = observe<Business | null>((next, error) => backend.subscribeBusiness(uid, next, error), 60_000);
      const business = await shop.until((b) => b?.plan === 'pro', 'the plan moved');
      // Paid in the trial: the month runs on from its end (planAfterPayment).
      expect(business?.paidUntil).toEqual(paid?.paidUntil);
      expect(business?.paidUntil?.getTime()).toBe(addMonths(business!.trialEndsAt, 1).getTime());
      payments.unsubscribe();
      shop.unsubscribe();
    } finally {
      await backend.close();
    }
  });

  it("renews a card payer's plan a day before its end, once a period, through the same verification", async () => {
    const RENEWING = `plan-renew-${RUN}`;
    const until = new Date(Date.now() + 12 * 3_600_000);
    await admin.doc(`businesses/${RENEWING}`).set({ ownerUid: RENEWING, businessName: 'Esi Fabrics', ownerName: 'Esi', businessType: 'Fabrics', phone: '', address: '', email: 'esi@example.com', createdAt: new Date(Date.now() - 90 * DAY), plan: 'pro', trialEndsAt: new Date(Date.now() - 60 * DAY), paidUntil: until });
    await admin.doc(`planRenewals/${RENEWING}`).set({ authorizationCode: 'AUTH_pmx3mgawyd', plan: 'pro', months: 3, currency: 'GHS', reference: 'plan-first', savedAt: new Date() });
    process.env.PAYSTACK_API_URL = emulators.paystack!.url;
    process.env.PAYSTACK_SECRET_KEY = secretKey;
    const started = await renewDuePlans(admin, new Date());
    const mine = started.filter((reference) => charged.some((body) => body.reference === reference && (body.metadata as { shop?: string }).shop === RENEWING));
    expect(mine).toHaveLength(1);
    expect(charged.find((body) => body.reference === mine[0])).toMatchObject({ authorization_code: 'AUTH_pmx3mgawyd', amount: 30_000, currency: 'GHS' });
    expect(await paymentOf(mine[0]!)).toMatchObject({ uid: RENEWING, plan: 'pro', months: 3, method: 'card', status: 'pending', amountMinor: 30_000 });
    // The next day's run (or a second one) charges nothing more for the same period.
    expect((await renewDuePlans(admin, new Date())).filter((reference) => reference === mine[0])).toEqual([]);
    expect(await deliver(mine[0]!)).toEqual({ status: 200, said: 'paid' });
    expect((await shopOf(RENEWING)).paidUntil).toEqual(addMonths(until, 3));
  });

  it('the owner turns renewal off: the card is forgotten, no payment renews, and the next run charges nothing; a stranger cannot', async () => {
    const STOPPING = `plan-stop-${RUN}`;
    const STOPPER = token(STOPPING, 'yaa@example.com');
    const until = new Date(Date.now() + 12 * 3_600_000);
    await admin.doc(`businesses/${STOPPING}`).set({ ownerUid: STOPPING, businessName: 'Yaa Beads', ownerName: 'Yaa', businessType: 'Beads', phone: '', address: '', email: 'yaa@example.com', createdAt: new Date(Date.now() - 90 * DAY), plan: 'basic', trialEndsAt: new Date(Date.now() - 60 * DAY), paidUntil: until });
    await admin.doc(`planRenewals/${STOPPING}`).set({ authorizationCode: 'AUTH_stopme', plan: 'basic', months: 1, currency: 'GHS', reference: `plan-stop-first-${RUN}`, savedAt: new Date() });
    await admin.doc(`planPayments/plan-stop-first-${RUN}`).set({ uid: STOPPING, plan: 'basic', months: 1, method: 'card', currency: 'GHS', amountMinor: 5_000, renew: true, status: 'paid', createdAt: new Date(Date.now() - 30 * DAY), settledAt: new Date(Date.now() - 30 * DAY), paidUntil: until });
    const stop = async (bearer: string | null) => {
      const response = await fetch(`http://${emulators.functions}/${emulators.projectId}/${REGION}/stopPlanRenewal`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) }, body: JSON.stringify({ data: { uid: STOPPING } }) });
      return (await response.json()) as { result?: unknown; error?: { status: string } };
    };
    expect((await stop(null)).error?.status).toBe('UNAUTHENTICATED');
    // Another owner turns off only their own shop's renewal, whatever the request names.
    expect((await stop(OTHER_OWNER)).result).toEqual({ renewing: false });
    expect((await admin.doc(`planRenewals/${STOPPING}`).get()).exists).toBe(true);
    expect((await stop(STOPPER)).result).toEqual({ renewing: false });
    expect((await admin.doc(`planRenewals/${STOPPING}`).get()).exists).toBe(false);
    expect(await paymentOf(`plan-stop-first-${RUN}`)).toMatchObject({ renew: false, status: 'paid' });
    process.env.PAYSTACK_API_URL = emulators.paystack!.url;
    process.env.PAYSTACK_SECRET_KEY = secretKey;
    await renewDuePlans(admin, new Date());
    expect(charged.some((body) => (body.metadata as { shop?: string }).shop === STOPPING)).toBe(false);
    expect((await stop(STOPPER)).result).toEqual({ renewing: false });
  });
});
