// Paying for a plan on the server (functions/README.md, 'Paying for a plan'). The owner's callable
// `startPlanPayment` keeps a pending payment `planPayments/{reference}` with the amount of the plan
// table (planPaymentAmountMinor), never one a client says, and starts it at Paystack; Paystack's
// webhook `paystackWebhook` is believed only when its signature is the HMAC-SHA512 of the raw body
// with the secret key, and then only what Paystack's verify API says of the reference is judged
// (judgePlanPayment): the server's own payment, still pending, of this shop, amount and currency.
// Only then, in one transaction, the payment is marked paid and the shop's plan and paidUntil move
// (planAfterPayment). A payment is settled once: the same event again moves nothing.
import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { judgePlanPayment, PAYSTACK_CHANNELS, planAfterPayment, planPaymentAmountMinor, planPaymentReference, planPaymentRequestOf } from '@shop/shared/domain';
import type { PlanPayment, PlanRecord } from '@shop/shared/domain';
import { initializeTransaction, paystackConfig, signatureMatches, verifyTransaction } from './paystack';
import type { PaystackConfig } from './paystack';
import { fromStore } from './stored';

/** What the callable answers: where the owner pays, and the payment kept. */
export interface StartedOnWire {
  reference: string;
  authorizationUrl: string;
  amountMinor: number;
  currency: string;
}

function configOrFail(): PaystackConfig {
  const config = paystackConfig();
  if (config === null) throw new HttpsError('failed-precondition', 'Payments are not set up on this server (PAYSTACK_SECRET_KEY).');
  return config;
}

/** The owner's own account, verified (or Google's), as firestore.rules' isOwner reads it; the shop is theirs. `words`: what a refusal says, for the callable asking. */
export function ownerOf(auth: CallableRequest['auth'], words: { signIn: string; notOwner: string } = { signIn: 'Sign in to pay for a plan.', notOwner: "Only the shop's owner pays for its plan." }): { uid: string; email: string } {
  if (!auth) throw new HttpsError('unauthenticated', words.signIn);
  const token = auth.token as { email?: string; email_verified?: boolean; firebase?: { sign_in_provider?: string } };
  const verified = token.email_verified === true || token.firebase?.sign_in_provider === 'google.com';
  if (!verified || typeof token.email !== 'string') throw new HttpsError('permission-denied', words.notOwner);
  return { uid: auth.uid, email: token.email };
}

/** `startPlanPayment`: a pending payment kept, then started at Paystack; the owner is sent to its authorization URL. */
export async function startPlanPayment(db: Firestore, request: Pick<CallableRequest, 'data' | 'auth'>, now: Date): Promise<StartedOnWire> {
  const owner = ownerOf(request.auth);
  const asked = planPaymentRequestOf(request.data);
  if (asked === null) throw new HttpsError('invalid-argument', 'A plan payment names a plan, 1, 3 or 12 months, a method and a currency plans are sold in.');
  const amountMinor = planPaymentAmountMinor(asked);
  if (amountMinor === null) throw new HttpsError('invalid-argument', 'Plans are not sold in that currency.');
  const config = configOrFail();
  const shop = await db.doc(`businesses/${owner.uid}`).get();
  if (!shop.exists) throw new HttpsError('permission-denied', "Only the shop's owner pays for its plan.");
  const reference = planPaymentReference(randomBytes(16).toString('hex'));
  const payment: Omit<PlanPayment, 'reference'> = {
    uid: owner.uid,
    plan: asked.plan,
    months: asked.months,
    method: asked.method,
    currency: asked.currency,
    amountMinor,
    renew: asked.renew,
    status: 'pending',
    createdAt: now,
    settledAt: null,
    paidUntil: null,
  };
  const ref = db.doc(`planPayments/${reference}`);
  await ref.create(payment);
  try {
    const started = await initializeTransaction(config, {
      email: owner.email,
      amountMinor,
      currency: asked.currency,
      reference,
      channels: [PAYSTACK_CHANNELS[asked.method]],
      callbackUrl: process.env.PLAN_PAYMENT_RETURN_URL ?? null,
      metadata: { shop: owner.uid, plan: asked.plan, months: asked.months, method: asked.method },
    });
    return { reference, authorizationUrl: started.authorizationUrl, amountMinor, currency: asked.currency };
  } catch (error) {
    await ref.update({ status: 'failed', settledAt: new Date() });
    throw new HttpsError('unavailable', `Paystack did not start the payment: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** What the webhook did with an event, for its answer and the tests' log. */
export type WebhookOutcome = { status: 401 | 200 | 500; said: string };

/**
 * `paystackWebhook`: one event from Paystack. A wrong signature is refused (401) and nothing is
 * read. A right one is answered 200 once judged (Paystack sends again what is not answered 200),
 * whatever the judgement: the reference is verified with Paystack's API and judged against the
 * payment the server kept, whatever the event says of itself (its kind, amount or status).
 */
export async function handlePaystackEvent(db: Firestore, rawBody: Buffer, signature: string | undefined, now: Date): Promise<WebhookOutcome> {
  const config = paystackConfig();
  if (config === null) return { status: 500, said: 'no secret key' };
  if (!signatureMatches(rawBody, signature, config.secretKey)) return { status: 401, said: 'wrong signature' };
  let reference: unknown;
  try {
    reference = (JSON.parse(rawBody.toString('utf8')) as { data?: { reference?: unknown } }).data?.reference;
  } catch {
    return { status: 200, said: 'not JSON' };
  }
  if (typeof reference !== 'string' || reference === '' || reference.includes('/')) return { status: 200, said: 'no reference' };
  const ref = db.doc(`planPayments/${reference}`);
  const kept = await ref.get();
  // Not a plan payment of ours (an online store's own account's, say): nothing to do here.
  if (!kept.exists) return { status: 200, said: 'not a plan payment' };
  if (kept.get('status') !== 'pending') return { status: 200, said: `already ${String(kept.get('status'))}` };
  let verified: Awaited<ReturnType<typeof verifyTransaction>>;
  try {
    verified = await verifyTransaction(config, reference);
  } catch (error) {
    // Paystack sends the event again later; nothing moved.
    return { status: 500, said: `verify failed: ${error instanceof Error ? error.message : String(error)}` };
  }
  return db.runTransaction(async (tx): Promise<WebhookOutcome> => {
    const snapshot = await tx.get(ref);
    const payment = fromStore<PlanPayment>({ ...snapshot.data(), reference });
    const judged = judgePlanPayment(payment, verified);
    if (judged.outcome === 'ignored') return { status: 200, said: judged.refusal.code };
    if (judged.outcome === 'failed') {
      tx.update(ref, { status: 'failed', settledAt: now, refusal: judged.refusal });
      return { status: 200, said: judged.refusal.code };
    }
    const shopRef = db.doc(`businesses/${payment.uid}`);
    const shop = await tx.get(shopRef);
    if (!shop.exists) return { status: 200, said: 'no such shop' };
    const record = fromStore<PlanRecord>({ plan: shop.get('plan'), trialEndsAt: shop.get('trialEndsAt'), paidUntil: shop.get('paidUntil') ?? undefined });
    // Paystack's own time of payment (a late event loses the owner nothing), never after now.
    const paidAt = verified.paidAt !== null && !Number.isNaN(verified.paidAt.getTime()) && verified.paidAt.getTime() < now.getTime() ? verified.paidAt : now;
    const moved = planAfterPayment(record, payment.plan, payment.months, paidAt);
    tx.update(shopRef, { plan: moved.plan, paidUntil: moved.paidUntil });
    tx.update(ref, { status: 'paid', settledAt: paidAt, paidUntil: moved.paidUntil });
    // The card's authorization, for renewal, where no client reads it (functions/README.md, 'Renewal').
    if (payment.renew && verified.authorization?.reusable === true) {
      tx.set(db.doc(`planRenewals/${payment.uid}`), { authorizationCode: verified.authorization.code, plan: payment.plan, months: payment.months, currency: payment.currency, reference, savedAt: now });
    }
    return { status: 200, said: 'paid' };
  });
}
