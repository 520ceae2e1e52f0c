// Pro: the shop's own Paystack account (functions/README.md, 'A shop's own Paystack account';
// the domain's store-gateway.ts). The owner's callables `connectStoreGateway` and
// `disconnectStoreGateway` keep the secret key in `storeGateways/{uid}` — no client reads or
// writes it — and what the owner may see of it (connected, how it ends) in
// `businesses/{uid}/storeGateway/paystack`. A customer's `startOrderPayment` starts, with that
// shop's key, a Paystack transaction for the order's own total in its currency, kept pending in
// `storePayments/{reference}`. Paystack's event for it (the same webhook as plans',
// plan-payments.ts hands it here by its reference) is believed only when signed with that shop's
// key, then judged only on what Paystack's verify API says, as a plan payment is
// (judgePlanPayment): the server's own payment, still pending, of this shop, amount and currency.
// Only then the order is marked paid by the shop's own move (order-actions.ts,
// markPaidThroughGateway): one sale under the order's id, whoever marked it first.
import { randomBytes } from 'node:crypto';
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import {
  GATEWAY_SALE_OUTCOME,
  gatewayKeyOf,
  gatewayPlanRefusal,
  gatewayShown,
  judgePlanPayment,
  normaliseStoreName,
  orderPaymentRefusal,
  paidMethodOf,
  payerEmailOf,
  planStanding,
  storeGatewayWords,
  storeNameProblem,
  storePaymentReference,
  withRefusedPayment,
} from '@shop/shared/domain';
import type { OnlineOrder, RefusedOrderPayment, StorePayment } from '@shop/shared/domain';
import { initializeTransaction, shopPaystackConfig, signatureMatches, verifyTransaction } from './paystack';
import { ownerOf } from './plan-payments';
import type { StartedOnWire, WebhookOutcome } from './plan-payments';
import { planOf } from './plan-record';
import { markPaidThroughGateway, isId } from './order-actions';
import { fromStore } from './stored';
import { republishStore } from './publish-store';

const OWNER_WORDS = { signIn: 'Sign in to connect your Paystack account.', notOwner: "Only the shop's owner connects its Paystack account." };

/** The channels a customer of the store pays an order by: mobile money or card. */
const STORE_CHANNELS = ['mobile_money', 'card'] as const;

const keyDoc = (db: Firestore, uid: string) => db.doc(`storeGateways/${uid}`);
const shownDoc = (db: Firestore, uid: string) => db.doc(`businesses/${uid}/storeGateway/paystack`);

/** `connectStoreGateway`: the owner of a shop whose plan allows it (Pro, the Pro trial) connects its Paystack account by its secret key. */
export async function connectStoreGateway(db: Firestore, request: Pick<CallableRequest, 'data' | 'auth'>, now: Date): Promise<Record<string, unknown>> {
  const { uid } = ownerOf(request.auth, OWNER_WORDS);
  const typed = gatewayKeyOf((request.data as { secretKey?: unknown } | null)?.secretKey);
  if (!typed.ok) throw new HttpsError('invalid-argument', storeGatewayWords(typed.refusal), { reason: typed.refusal.code });
  const plan = planOf(await db.doc(`businesses/${uid}`).get());
  if (plan === null) throw new HttpsError('permission-denied', OWNER_WORDS.notOwner);
  const refusal = gatewayPlanRefusal(planStanding(plan, now));
  if (refusal) throw new HttpsError('failed-precondition', storeGatewayWords(refusal), { reason: refusal.code });
  const shown = gatewayShown(typed.key, now);
  const batch = db.batch();
  batch.set(keyDoc(db, uid), { secretKey: typed.key, connectedAt: now });
  batch.set(shownDoc(db, uid), shown);
  await batch.commit();
  // The store's page offers Pay now from here on (the published record's payOnline).
  await republishStore(db, uid, now);
  return { ...shown, connectedAt: now.toISOString() };
}

/** `disconnectStoreGateway`: the key forgotten, on any plan; checkout falls back to the store's own ways to pay. */
export async function disconnectStoreGateway(db: Firestore, request: Pick<CallableRequest, 'auth'>, now: Date = new Date()): Promise<{ connected: false }> {
  const { uid } = ownerOf(request.auth, OWNER_WORDS);
  const batch = db.batch();
  batch.delete(keyDoc(db, uid));
  batch.delete(shownDoc(db, uid));
  await batch.commit();
  await republishStore(db, uid, now);
  return { connected: false };
}

/** Where Paystack sends the customer back: the order's own page, when the page says where it is served. */
function returnUrlOf(asked: unknown, storeName: string, orderId: string): string | null {
  if (typeof asked !== 'string') return null;
  try {
    const url = new URL(asked);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname.endsWith(`/s/${storeName}/o/${orderId}`) ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * `startOrderPayment`: a customer pays their order (the store's name and the order's id are the
 * key, as for cancelOwnOrder; no sign-in) through the shop's own account. Refused in words when
 * the shop is not on Pro (a shop gone to Basic keeps its key, but takes payment as its store says),
 * has no account connected, or the order is paid or closed.
 */
export async function startOrderPayment(db: Firestore, data: unknown, now: Date): Promise<StartedOnWire> {
  const { name, orderId, returnUrl } = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const storeName = normaliseStoreName(typeof name === 'string' ? name : '');
  if (storeNameProblem(storeName) !== null || !isId(orderId)) throw new HttpsError('not-found', 'No such order.');
  const uid: unknown = (await db.doc(`storeNames/${storeName}`).get()).get('ownerUid');
  if (!isId(uid)) throw new HttpsError('not-found', 'No such order.');
  const [orderSnapshot, profile, key] = await Promise.all([db.doc(`businesses/${uid}/onlineOrders/${orderId}`).get(), db.doc(`businesses/${uid}`).get(), keyDoc(db, uid).get()]);
  if (!orderSnapshot.exists || orderSnapshot.get('storeName') !== storeName) throw new HttpsError('not-found', 'No such order.');
  const order = fromStore<OnlineOrder>({ ...orderSnapshot.data(), id: orderSnapshot.id });
  const plan = planOf(profile);
  const secretKey: unknown = key.get('secretKey');
  const refusal = orderPaymentRefusal(order) ?? (plan === null ? { code: 'not-pro' as const } : gatewayPlanRefusal(planStanding(plan, now))) ?? (typeof secretKey === 'string' ? null : { code: 'not-connected' as const });
  if (refusal) throw new HttpsError('failed-precondition', storeGatewayWords(refusal), { reason: refusal.code });
  const reference = storePaymentReference(randomBytes(16).toString('hex'));
  const payment: Omit<StorePayment, 'reference'> = { uid, storeName, orderId, amountMinor: order.totalMinor, currency: order.currency, status: 'pending', createdAt: now, settledAt: null, outcome: null };
  const ref = db.doc(`storePayments/${reference}`);
  await ref.create(payment);
  try {
    const started = await initializeTransaction(shopPaystackConfig(secretKey as string), {
      email: payerEmailOf(order),
      amountMinor: order.totalMinor,
      currency: order.currency,
      reference,
      channels: STORE_CHANNELS,
      callbackUrl: returnUrlOf(returnUrl, storeName, orderId),
      metadata: { shop: uid, order: orderId, store: storeName },
    });
    return { reference, authorizationUrl: started.authorizationUrl, amountMinor: order.totalMinor, currency: order.currency };
  } catch (error) {
    await ref.update({ status: 'failed', settledAt: new Date(), outcome: 'not-started' });
    throw new HttpsError('unavailable', `Paystack did not start the payment: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Whether the order was already paid by this very payment, marked by an earlier delivery of its
 * event that stopped before the payment was settled: paid after the payment started, by the same
 * channel and amount. Then 'already-paid' is no refusal.
 */
function markedByThisPayment(order: DocumentSnapshot, payment: StorePayment, method: string): boolean {
  const paid = fromStore<OnlineOrder['payment']>(order.get('payment') ?? null);
  return paid !== null && paid.method === method && paid.amountMinor === payment.amountMinor && paid.paidAt.getTime() >= payment.createdAt.getTime();
}

/** The refused payment kept on the order and on the customer's copy of it (publishedStores/{name}/orders/{id}), once per reference. */
async function keepRefusedPayment(db: Firestore, orderRef: DocumentReference, refused: RefusedOrderPayment): Promise<void> {
  await db.runTransaction(async (tx) => {
    const order = await tx.get(orderRef);
    if (!order.exists) return;
    const kept = fromStore<Pick<OnlineOrder, 'refusedPayments'>>({ refusedPayments: order.get('refusedPayments') ?? [] });
    const next = withRefusedPayment(kept, refused).refusedPayments ?? [];
    if (next.length === (kept.refusedPayments ?? []).length) return;
    tx.update(orderRef, { refusedPayments: next });
    const storeName: unknown = order.get('storeName');
    if (typeof storeName === 'string') tx.set(db.doc(`publishedStores/${storeName}/orders/${orderRef.id}`), { refusedPayments: next }, { merge: true });
  });
}

/**
 * Paystack's event for an order paid through a shop's own account. Signed with any key but that
 * shop's (another shop's, the deployment's) it is refused 401 and nothing moves; a reference the
 * server never started cannot be checked against any key, so it is refused alike. Then judged as a
 * plan payment is, and a paid one marks its order paid: exactly one sale.
 */
export async function handleStorePaymentEvent(db: Firestore, rawBody: Buffer, signature: string | undefined, reference: string, now: Date): Promise<WebhookOutcome> {
  const ref = db.doc(`storePayments/${reference}`);
  const kept = await ref.get();
  if (!kept.exists) return { status: 401, said: 'wrong signature' };
  const payment = fromStore<StorePayment>({ ...kept.data(), reference });
  const secretKey: unknown = (await keyDoc(db, payment.uid).get()).get('secretKey');
  // The account was disconnected after the payment started: Paystack sends again (for up to 72
  // hours), and the owner connecting it again lets the payment through.
  if (typeof secretKey !== 'string') return { status: 500, said: 'no key for the shop' };
  if (!signatureMatches(rawBody, signature, secretKey)) return { status: 401, said: 'wrong signature' };
  if (payment.status !== 'pending') return { status: 200, said: `already ${payment.status}` };
  let verified: Awaited<ReturnType<typeof verifyTransaction>>;
  try {
    verified = await verifyTransaction(shopPaystackConfig(secretKey), reference);
  } catch (error) {
    return { status: 500, said: `verify failed: ${error instanceof Error ? error.message : String(error)}` };
  }
  const judged = judgePlanPayment(payment, verified);
  if (judged.outcome === 'ignored') return { status: 200, said: judged.refusal.code };
  if (judged.outcome === 'failed') {
    await db.runTransaction(async (tx) => {
      if ((await tx.get(ref)).get('status') === 'pending') tx.update(ref, { status: 'failed', settledAt: now, outcome: judged.refusal.code, refusal: judged.refusal });
    });
    return { status: 200, said: judged.refusal.code };
  }
  // The order's own move first, then the payment settled: an event again in between finds the
  // payment pending and the order paid ('already-paid'), and still one sale.
  const method = paidMethodOf(verified.channel);
  const orderRef = db.doc(`businesses/${payment.uid}/onlineOrders/${payment.orderId}`);
  const before = await orderRef.get();
  const outcome = await markPaidThroughGateway(db, payment.uid, payment.orderId, method, verified.amountMinor, now);
  const paidAt = verified.paidAt !== null && !Number.isNaN(verified.paidAt.getTime()) && verified.paidAt.getTime() < now.getTime() ? verified.paidAt : now;
  if (outcome !== GATEWAY_SALE_OUTCOME && before.exists && !markedByThisPayment(before, payment, method)) {
    // The money is in the shop's account but the order did not take it: the order keeps it, so the
    // owner's Online orders and the customer's page say so (store-gateway.ts, refusedPaymentWords).
    await keepRefusedPayment(db, orderRef, { reference, amountMinor: payment.amountMinor, currency: payment.currency, method, at: paidAt, reason: outcome });
  }
  await db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).get('status') === 'pending') tx.update(ref, { status: 'paid', settledAt: paidAt, outcome });
  });
  return { status: 200, said: outcome === 'sale' ? 'paid' : `paid; order ${outcome}` };
}
