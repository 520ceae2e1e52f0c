// Paying for a plan (docs/product-rules.md, 'Plans'; functions/README.md, 'Paying for a plan'): a
// prepaid period of Basic or Pro, 1, 3 or 12 months, paid once through Paystack by mobile money,
// card or bank transfer. The server
// (or the embedded backend's payments desk) starts the payment with the amount worked out here from
// the plan table's prices, never from what a client says; Paystack's word that it was paid is
// judged here (judgePlanPayment) before the plan's paidUntil moves (plans.ts, planAfterPayment).
import type { CurrencyCode } from './entities';
import { isPaidPlan, isPlanPeriod, planPrice, PLAN_CURRENCIES } from './plans';
import type { PaidPlanId, PlanPeriodMonths } from './plans';

/** How the owner pays: three mobile money networks of Ghana, a card, or a bank transfer. */
export type PlanPaymentMethod = 'mtn-momo' | 'telecel-cash' | 'airteltigo-money' | 'card' | 'bank-transfer';
export const PLAN_PAYMENT_METHODS: readonly PlanPaymentMethod[] = ['mtn-momo', 'telecel-cash', 'airteltigo-money', 'card', 'bank-transfer'];

/** Each method as the owner reads it. */
export const PLAN_PAYMENT_METHOD_NAMES: Readonly<Record<PlanPaymentMethod, string>> = {
  'mtn-momo': 'MTN MoMo',
  'telecel-cash': 'Telecel Cash',
  'airteltigo-money': 'AirtelTigo Money',
  card: 'Card',
  'bank-transfer': 'Bank transfer',
};

/** Paystack's channel for each method (the one channel its checkout then offers). */
export const PAYSTACK_CHANNELS: Readonly<Record<PlanPaymentMethod, 'mobile_money' | 'card' | 'bank_transfer'>> = {
  'mtn-momo': 'mobile_money',
  'telecel-cash': 'mobile_money',
  'airteltigo-money': 'mobile_money',
  card: 'card',
  'bank-transfer': 'bank_transfer',
};

/** What the owner asks to pay for. */
export interface PlanPaymentRequest {
  plan: PaidPlanId;
  months: PlanPeriodMonths;
  method: PlanPaymentMethod;
  currency: CurrencyCode;
  /** Card payers only: renew at the end of the period with the same card (docs/product-rules.md). */
  renew: boolean;
}

export type PlanPaymentStatus = 'pending' | 'paid' | 'failed';

/**
 * One payment for a plan, kept by the server (Firebase: `planPayments/{reference}`, written by the
 * server alone) or by the embedded backend. Its amount is the server's, worked out when it started.
 */
export interface PlanPayment {
  /** Paystack's reference, made by the server: the payment's id. */
  reference: string;
  uid: string;
  plan: PaidPlanId;
  months: PlanPeriodMonths;
  method: PlanPaymentMethod;
  currency: CurrencyCode;
  amountMinor: number;
  renew: boolean;
  status: PlanPaymentStatus;
  createdAt: Date;
  /** When Paystack says it was paid (paid) or when it was found failed (failed); null while pending. */
  settledAt: Date | null;
  /** Where it moved the plan's paidUntil, once paid (plans.ts, planAfterPayment): the receipt's 'paid until'. */
  paidUntil: Date | null;
}

/** The amount of a period: the plan table's price (plans.ts, planPrice), or null for a currency it is not sold in. */
export function planPaymentAmountMinor(request: Pick<PlanPaymentRequest, 'plan' | 'months' | 'currency'>): number | null {
  return planPrice(request.plan, request.months, request.currency);
}

/** A request read from outside (a callable's data, a form), or null when it is not one; renewal only for a card. */
export function planPaymentRequestOf(data: unknown): PlanPaymentRequest | null {
  if (typeof data !== 'object' || data === null) return null;
  const { plan, months, method, currency, renew } = data as Record<string, unknown>;
  if (!isPaidPlan(plan) || !isPlanPeriod(months)) return null;
  if (!PLAN_PAYMENT_METHODS.includes(method as PlanPaymentMethod)) return null;
  if (!PLAN_CURRENCIES.includes(currency as CurrencyCode)) return null;
  return { plan, months, method: method as PlanPaymentMethod, currency: currency as CurrencyCode, renew: renew === true && method === 'card' };
}

/** A payment's reference: the shop's short mark and a random part (Paystack allows letters, digits, '-', '.', '='). */
export function planPaymentReference(random: string): string {
  return `plan-${random.replace(/[^A-Za-z0-9]/g, '').slice(0, 32)}`;
}

/** Paystack's transaction as its verify API reports it (the fields judged). */
export interface VerifiedTransaction {
  reference: string;
  /** 'success', 'failed', 'abandoned', 'ongoing', 'pending', 'reversed', … */
  status: string;
  amountMinor: number;
  currency: string;
  /** The shop the server named in the transaction's metadata when it started it. */
  uid: string | null;
  paidAt: Date | null;
}

/** Why Paystack's word does not move the plan. */
export type PlanPaymentRefusal =
  | { code: 'already-settled'; status: PlanPaymentStatus }
  | { code: 'not-paid'; status: string }
  | { code: 'other-shop' }
  | { code: 'amount-mismatch'; expectedMinor: number; paidMinor: number }
  | { code: 'currency-mismatch'; expected: CurrencyCode; paid: string };

export type PlanPaymentJudgement =
  | { outcome: 'paid' }
  | { outcome: 'failed'; refusal: PlanPaymentRefusal }
  | { outcome: 'ignored'; refusal: PlanPaymentRefusal };

/** Paystack's statuses after which a transaction will never succeed. */
const FINAL_FAILURES = new Set(['failed', 'abandoned', 'reversed']);

/** What the judgement reads of a payment the server started: a plan's, or an online order's through the shop's own account (store-gateway.ts, StorePayment). */
export type JudgedPayment = Pick<PlanPayment, 'reference' | 'uid' | 'status' | 'amountMinor' | 'currency'>;

/**
 * Judges the payment the server started against what Paystack's verify API says of it. Only
 * 'paid' moves the plan. A payment already settled is never judged again (the same event twice,
 * or a failure arriving after the success); a transaction naming another shop, or of another
 * amount or currency, is marked failed and moves nothing; one still under way is left pending.
 */
export function judgePlanPayment(payment: JudgedPayment, verified: VerifiedTransaction): PlanPaymentJudgement {
  if (payment.status !== 'pending') return { outcome: 'ignored', refusal: { code: 'already-settled', status: payment.status } };
  if (verified.reference !== payment.reference || verified.uid !== payment.uid) return { outcome: 'ignored', refusal: { code: 'other-shop' } };
  if (verified.status !== 'success') {
    const refusal: PlanPaymentRefusal = { code: 'not-paid', status: verified.status };
    return FINAL_FAILURES.has(verified.status) ? { outcome: 'failed', refusal } : { outcome: 'ignored', refusal };
  }
  if (verified.currency !== payment.currency) return { outcome: 'failed', refusal: { code: 'currency-mismatch', expected: payment.currency, paid: verified.currency } };
  if (verified.amountMinor !== payment.amountMinor) return { outcome: 'failed', refusal: { code: 'amount-mismatch', expectedMinor: payment.amountMinor, paidMinor: verified.amountMinor } };
  return { outcome: 'paid' };
}

/**
 * The paid payment whose card renews the plan (functions/README.md, 'Paying for a plan', 3): the
 * newest paid payment that asked to renew — renewal is kept only for a card, and the card stays
 * kept when a later period is paid another way. Null when nothing renews (never asked, or the
 * owner turned renewal off).
 */
export function renewingPayment(payments: readonly PlanPayment[]): PlanPayment | null {
  const renewing = payments.filter((payment) => payment.status === 'paid' && payment.renew);
  return renewing.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.reference.localeCompare(a.reference))[0] ?? null;
}

/** The shop's payments once the owner turned renewal off: none renews any more (a pending renewal's card is not kept again either). */
export function withRenewalOff(payment: PlanPayment): PlanPayment {
  return payment.renew ? { ...payment, renew: false } : payment;
}
