// Renewal of a card payer's plan (functions/README.md, 'Paying for a plan', 3): once a day, for
// each shop whose card Paystack let the server keep (`planRenewals/{uid}`, saved by a paid card
// payment asked to renew), whose plan is still the one kept and ends within RENEW_AHEAD_MS, the
// server starts a payment of the same plan and period at the plan table's price (a pending
// `planPayments/{reference}`, as startPlanPayment keeps one) and charges the card
// (POST /transaction/charge_authorization). What Paystack then says comes through the webhook and
// the same judgement as any payment before the plan moves. One payment per period: the reference
// is made from the shop and the end it renews, and created only once.
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { isPaidPlan, isPlanPeriod, planPaymentAmountMinor, planPaymentReference } from '@shop/shared/domain';
import type { CurrencyCode, PlanPayment } from '@shop/shared/domain';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { chargeAuthorization, paystackConfig } from './paystack';
import { ownerOf } from './plan-payments';
import { fromStore } from './stored';

/** How long before a plan's end its renewal is charged. */
export const RENEW_AHEAD_MS = 24 * 60 * 60 * 1000;

/** Starts the renewals due at `now`; answers the references charged. */
export async function renewDuePlans(db: Firestore, now: Date): Promise<string[]> {
  const config = paystackConfig();
  if (config === null) return [];
  const charged: string[] = [];
  for (const renewal of (await db.collection('planRenewals').get()).docs) {
    const uid = renewal.id;
    const { plan, months, currency, authorizationCode } = renewal.data() as Record<string, unknown>;
    if (!isPaidPlan(plan) || !isPlanPeriod(months) || typeof currency !== 'string' || typeof authorizationCode !== 'string') continue;
    const shop = await db.doc(`businesses/${uid}`).get();
    const paidUntil = fromStore<unknown>(shop.get('paidUntil'));
    // Only the plan the card was kept for, still running and ending within a day.
    if (shop.get('plan') !== plan || !(paidUntil instanceof Date) || paidUntil.getTime() <= now.getTime() || paidUntil.getTime() - now.getTime() > RENEW_AHEAD_MS) continue;
    const amountMinor = planPaymentAmountMinor({ plan, months, currency: currency as CurrencyCode });
    const email = shop.get('email');
    if (amountMinor === null || typeof email !== 'string' || email === '') continue;
    const reference = planPaymentReference(createHash('sha256').update(`renew:${uid}:${paidUntil.toISOString()}`).digest('hex'));
    const payment: Omit<PlanPayment, 'reference'> = { uid, plan, months, method: 'card', currency: currency as CurrencyCode, amountMinor, renew: true, status: 'pending', createdAt: now, settledAt: null, paidUntil: null };
    const ref = db.doc(`planPayments/${reference}`);
    try {
      await ref.create(payment);
    } catch {
      continue; // this period's renewal was started already
    }
    try {
      await chargeAuthorization(config, { authorizationCode, email, amountMinor, currency, reference, metadata: { shop: uid, plan, months, method: 'card', renewal: true } });
      charged.push(reference);
    } catch {
      await ref.update({ status: 'failed', settledAt: new Date() });
    }
  }
  return charged;
}

/**
 * `stopPlanRenewal`: the owner turns renewal off in Settings › Plan. The card kept for it is
 * forgotten (`planRenewals/{uid}`, which no client reads) and every payment of the shop that asked
 * to renew reads `renew: false` — a renewal charge already started among them, so its card is not
 * kept again when Paystack's word comes (plan-payments.ts saves it only for a payment that renews).
 * Only the caller's own shop; asked again, nothing changes.
 */
export async function stopRenewal(db: Firestore, request: Pick<CallableRequest, 'auth'>): Promise<{ renewing: false }> {
  const { uid } = ownerOf(request.auth, { signIn: 'Sign in to turn renewal off.', notOwner: "Only the shop's owner turns renewal off." });
  const renewing = await db.collection('planPayments').where('uid', '==', uid).where('renew', '==', true).get();
  const batch = db.batch();
  batch.delete(db.doc(`planRenewals/${uid}`));
  for (const payment of renewing.docs) batch.update(payment.ref, { renew: false });
  await batch.commit();
  return { renewing: false };
}
