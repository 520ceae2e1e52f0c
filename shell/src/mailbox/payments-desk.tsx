// The local payments desk at /mailbox/payments-desk?reference=…: on the embedded backend it plays
// Paystack's checkout page, as the local mailbox plays e-mail (functions/README.md, 'Paying for a
// plan'; backend/plan-desk.ts). Settings › Plan sends the owner here with the payment's reference;
// the owner picks mobile money (MTN MoMo, Telecel Cash, AirtelTigo Money), card or bank transfer
// and approves or declines. The answer goes through the same judgement as Paystack's word on the
// server before the plan moves; answered again, nothing changes.
import { useState } from 'react';
import { formatDate, formatMinor, PLAN_PAYMENT_METHOD_NAMES, PLAN_PAYMENT_METHODS, PLAN_TERMS } from '@shop/shared/domain';
import type { PlanPayment, PlanPaymentMethod } from '@shop/shared/domain';
import { messageWithoutPrefix, useLive } from '@shop/shared/session';
import type { LocalPaymentsDesk } from '@shop/shared/session';
import { DEVICE_TIME_ZONE, ErrorBanner, Spinner } from '@shop/shared/ui';
import { DeskAnswer } from './desk-answer';
import styles from './mailbox.module.css';

export const PAYMENTS_DESK_TEXT = {
  title: 'Local payments desk',
  lead: "This app runs on its built-in backend, so its payments are made here instead of on Paystack's page. Nothing is charged.",
  method: 'Pay with',
  approve: 'Approve payment',
  decline: 'Decline',
  missing: 'No payment has this reference.',
  back: 'Back to Settings › Plan',
  pending: 'Waiting for your answer',
  paid: 'Paid',
  failed: 'Declined: nothing was paid and the plan did not change.',
} as const;
const T = PAYMENTS_DESK_TEXT;

export interface PaymentsDeskProps {
  desk: LocalPaymentsDesk;
  reference: string;
  timeZone?: string;
}

/** One payment by its reference: what it is for, how it is paid, and the owner's answer. */
export function PaymentsDesk({ desk, reference, timeZone = DEVICE_TIME_ZONE }: PaymentsDeskProps) {
  const payment = useLive<PlanPayment | null>(`payments-desk:${reference}`, (next, fail) => desk.subscribe(reference, next, fail));
  const [picked, setPicked] = useState<PlanPaymentMethod | null>(null);

  if (payment.status === 'error') return <ErrorBanner onRetry={payment.retry}>{messageWithoutPrefix(payment.error.message)}</ErrorBanner>;
  if (payment.status !== 'ready') return <Spinner label="Loading the payment…" showLabel centered />;
  const found = payment.data;
  if (!found) return <p role="alert">{T.missing}</p>;
  const method = picked ?? found.method;


  return (
    <section aria-labelledby="desk-payment" className={styles.message}>
      <h2 id="desk-payment">
        {PLAN_TERMS[found.plan].name} · {found.months} {found.months === 1 ? 'month' : 'months'} — {formatMinor(found.amountMinor, found.currency)}
      </h2>
      <p>Reference {found.reference}</p>
      {found.status === 'pending' ? (
        <DeskAnswer
          name="desk-method"
          methods={PLAN_PAYMENT_METHODS.map((id) => ({ id, label: PLAN_PAYMENT_METHOD_NAMES[id] }))}
          method={method}
          onMethod={setPicked}
          words={{ method: T.method, pending: T.pending, approve: T.approve, decline: T.decline }}
          onAnswer={(approved) => desk.answer(reference, approved, method)}
        />
      ) : (
        <p role="status">{found.status === 'paid' ? `${T.paid}: the plan runs until ${found.paidUntil ? formatDate(found.paidUntil, timeZone) : ''}.` : T.failed}</p>
      )}
      <p>
        <a href="/dashboard?view=settings-plan">{T.back}</a>
      </p>
    </section>
  );
}
