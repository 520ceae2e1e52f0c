// The local payments desk for an online order's payment through the shop's own Paystack account
// (/mailbox/payments-desk?reference=store-…): on the embedded backend it plays Paystack's checkout
// page for the store's customer, as payments-desk.tsx does for the owner's plan. The customer picks
// mobile money or card and pays or declines; the answer is judged as Paystack's word is on the
// server, and a paid one marks the order paid by the shop's own moves (local/online-store.ts,
// answerOrderPayment): one sale. Answered again, nothing changes.
import { useState } from 'react';
import { formatMinor } from '@shop/shared/domain';
import type { PaymentMethod } from '@shop/shared/domain';
import { messageWithoutPrefix, useLive } from '@shop/shared/session';
import type { LocalOrderPaymentsDesk, LocalStorePayment } from '@shop/shared/session';
import { ErrorBanner, Spinner } from '@shop/shared/ui';
import { DeskAnswer } from './desk-answer';
import styles from './mailbox.module.css';

/** The ways a store's customer pays online (the server starts Paystack with these channels: functions/src/store-payments.ts). */
const ORDER_PAY_METHODS: readonly PaymentMethod[] = ['Mobile Money', 'Card'];

export const ORDER_PAYMENT_DESK_TEXT = {
  heading: (amount: string) => `Online order — ${amount}`,
  lead: "Here the store's customer pays as they would on Paystack's page. Nothing is charged.",
  method: 'Pay with',
  pay: 'Pay',
  decline: 'Decline',
  missing: 'No payment has this reference.',
  pending: 'Waiting for your answer',
  paid: 'Paid. The shop has the order as paid.',
  refused: 'Paid, but the order did not take it: the order’s page says why.',
  failed: 'Declined: nothing was paid.',
  back: 'Back to your order',
} as const;
const T = ORDER_PAYMENT_DESK_TEXT;

export function OrderPaymentDesk({ desk, reference }: { desk: LocalOrderPaymentsDesk; reference: string }) {
  const payment = useLive<LocalStorePayment | null>(`order-payments-desk:${reference}`, (next, fail) => desk.subscribeOrderPayment(reference, next, fail));
  const [method, setMethod] = useState<PaymentMethod>('Mobile Money');

  if (payment.status === 'error') return <ErrorBanner onRetry={payment.retry}>{messageWithoutPrefix(payment.error.message)}</ErrorBanner>;
  if (payment.status !== 'ready') return <Spinner label="Loading the payment…" showLabel centered />;
  const found = payment.data;
  if (!found) return <p role="alert">{T.missing}</p>;

  return (
    <section aria-labelledby="desk-order-payment" className={styles.message}>
      <h2 id="desk-order-payment">{T.heading(formatMinor(found.amountMinor, found.currency))}</h2>
      <p>{T.lead}</p>
      <p>Reference {found.reference}</p>
      {found.status === 'pending' ? (
        <DeskAnswer
          name="desk-order-method"
          methods={ORDER_PAY_METHODS.map((id) => ({ id, label: id }))}
          method={method}
          onMethod={setMethod}
          words={{ method: T.method, pending: T.pending, approve: T.pay, decline: T.decline }}
          onAnswer={(approved) => desk.answerOrderPayment(reference, approved, method)}
        />
      ) : (
        <p role="status">{found.status === 'paid' ? (found.outcome === 'sale' ? T.paid : T.refused) : T.failed}</p>
      )}
      <p>
        <a href={found.returnUrl}>{T.back}</a>
      </p>
    </section>
  );
}
