// Paying for a plan on the embedded backends (port.ts PlanApi), where no server and no Paystack
// run: the local payments desk plays Paystack's part (as the local mailbox plays e-mail's). A
// payment starts here as the server starts one (the plan table's amount, kept pending), and the
// desk's answer — approved or declined — is read as Paystack's verify API would report it and
// goes through the same judgement as the server's (judgePlanPayment, then planAfterPayment): settled
// once, of this shop, amount and currency, and only then the plan moves.
import { BackendError } from './errors';
import type { Business } from '../domain/entities';
import { judgePlanPayment, planPaymentAmountMinor, planPaymentReference, planPaymentRequestOf } from '../domain/plan-payments';
import type { PlanPayment, PlanPaymentMethod, VerifiedTransaction } from '../domain/plan-payments';
import { planAfterPayment } from '../domain/plans';

/** Where the embedded backend's owner pays: the payments desk page beside the local mailbox (shell/src/mailbox), for one reference. */
export function paymentsDeskUrl(reference: string): string {
  return `/mailbox/payments-desk?reference=${encodeURIComponent(reference)}`;
}

/** A payment kept pending for `uid`, priced by the plan table; 'invalid-argument' for a request that is not one. */
export function startedPlanPayment(uid: string, request: unknown, now: Date, random: string): PlanPayment {
  const asked = planPaymentRequestOf(request);
  const amountMinor = asked === null ? null : planPaymentAmountMinor(asked);
  if (asked === null || amountMinor === null) throw new BackendError('invalid-argument', 'A plan payment names Basic or Pro, 1, 3 or 12 months, a way to pay and a currency plans are sold in.');
  return { reference: planPaymentReference(random), uid, ...asked, amountMinor, status: 'pending', createdAt: now, settledAt: null, paidUntil: null };
}

/** What the desk's answer is, as Paystack's verify API reports a transaction: its whole amount, or a decline. */
export function deskTransaction(payment: PlanPayment, approved: boolean, now: Date): VerifiedTransaction {
  return { reference: payment.reference, status: approved ? 'success' : 'failed', amountMinor: payment.amountMinor, currency: payment.currency, uid: payment.uid, paidAt: approved ? now : null };
}

/**
 * The payment and, when it was paid, the business with its plan moved; judged as the server judges
 * Paystack's word. `paidWith`: the way the payer chose on the desk, kept on the paid payment.
 */
export function settlePlanPayment(payment: PlanPayment, business: Business, verified: VerifiedTransaction, now: Date, paidWith: PlanPaymentMethod = payment.method): { payment: PlanPayment; business: Business | null } {
  const judged = judgePlanPayment(payment, verified);
  if (judged.outcome === 'ignored') return { payment, business: null };
  if (judged.outcome === 'failed') return { payment: { ...payment, status: 'failed', settledAt: now }, business: null };
  const paidAt = verified.paidAt ?? now;
  const moved = planAfterPayment(business, payment.plan, payment.months, paidAt);
  return { payment: { ...payment, method: paidWith, renew: payment.renew && paidWith === 'card', status: 'paid', settledAt: paidAt, paidUntil: moved.paidUntil }, business: { ...business, plan: moved.plan, paidUntil: moved.paidUntil } };
}

/** Newest first, as PlanApi lists them. */
export function newestPaymentsFirst(payments: readonly PlanPayment[]): PlanPayment[] {
  return [...payments].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.reference.localeCompare(a.reference));
}
