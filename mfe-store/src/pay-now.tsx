// Pay now on an order's page (docs/product-rules.md, 'Online store' › 'Paying online'): where the
// shop takes payment through its own Paystack account (the published record's payOnline), the
// customer asks the backend to start a payment of the order's own total — never a sum from this
// page — and is sent to Paystack's page (on the embedded backend, the local payments desk). Back
// on the order's page, the order followed live says when it is paid. A payment the order refused
// (cancelled, its hold lapsed, already paid by hand) is said in words. Loaded on demand by the
// order's page (order-page.tsx): the store's first view never downloads it.
import { useState } from 'react';
import { formatMinor, orderPath, refusedPaymentWords, type OnlineOrder } from '@shop/shared/domain';
import type { StartedOrderPayment } from '@shop/shared/session';
import styles from './storefront.module.css';

export const PAY_NOW_TEXT = {
  heading: 'Pay online',
  lead: 'Pay by mobile money or card on Paystack’s secure page; you come back here after.',
  payNow: (total: string) => `Pay now — ${total}`,
  starting: 'Starting your payment…',
  failed: 'Your payment could not be started. Check your connection and try again: nothing was charged.',
  paid: (amount: string, method: string) => `Paid: ${amount} by ${method}. Thank you.`,
  confirming: 'Back from paying: the payment is being confirmed with the shop. This page shows Paid by itself once it is; if you did not finish paying, pay again below.',
} as const;

export type PayNowState = { state: 'available' } | { state: 'starting' } | { state: 'failed' } | { state: 'refused'; words: string };

export interface PayNowProps {
  order: Pick<OnlineOrder, 'id' | 'storeName' | 'status' | 'payment' | 'totalMinor' | 'currency' | 'refusedPayments'>;
  /** Whether the shop takes payment online now (the published record's payOnline). */
  payOnline: boolean;
  /** Starts the payment: the backend's startOrderPayment for this order, with the page to come back to. */
  onStart: (returnUrl: string) => Promise<StartedOrderPayment>;
  /** Sends the customer to the payment's page (location.assign unless given). */
  go?: (url: string) => void;
  /** The state to show first (stories). */
  initial?: PayNowState;
  /** The customer is back from the payment's page (its reference in the address): the order waits for its word. */
  returned?: boolean;
}


/** Where the customer comes back to: this order's page, on this origin. */
function returnUrlOf(order: PayNowProps['order']): string {
  const path = orderPath(order.storeName, order.id);
  return globalThis.location ? new URL(path, globalThis.location.origin).toString() : path;
}

export function PayNow({ order, payOnline, onStart, go = (url) => globalThis.location.assign(url), initial = { state: 'available' }, returned = false }: PayNowProps) {
  const [paying, setPaying] = useState<PayNowState>(initial);
  const money = (minor: number) => formatMinor(minor, order.currency);
  const refused = order.refusedPayments ?? [];
  const open = order.payment === null && order.status !== 'cancelled' && order.status !== 'done';
  const start = () => {
    setPaying({ state: 'starting' });
    onStart(returnUrlOf(order)).then(
      (started) => go(started.authorizationUrl),
      (error: unknown) => {
        // The backend's refusal is in words (a paid or closed order, a shop not taking payment online); anything else is the connection's.
        const code = (error as { code?: unknown } | null)?.code;
        setPaying(code === 'failed-precondition' && error instanceof Error ? { state: 'refused', words: error.message } : { state: 'failed' });
      },
    );
  };
  return (
    <>
      {order.payment !== null && (
        <p className={styles.paid} role="status">
          {PAY_NOW_TEXT.paid(money(order.payment.amountMinor), order.payment.method)}
        </p>
      )}
      {refused.map((each) => (
        <p key={each.reference} className={styles.refusal} role="alert">
          {refusedPaymentWords(each, formatMinor(each.amountMinor, each.currency), 'customer')}
        </p>
      ))}
      {open && payOnline && (
        <section aria-labelledby="pay-now-heading">
          <h2 id="pay-now-heading">{PAY_NOW_TEXT.heading}</h2>
          {returned ? <p role="status">{PAY_NOW_TEXT.confirming}</p> : <p>{PAY_NOW_TEXT.lead}</p>}
          {paying.state === 'failed' && (
            <p className={styles.refusal} role="alert">
              {PAY_NOW_TEXT.failed}
            </p>
          )}
          {paying.state === 'refused' ? (
            <p className={styles.refusal} role="alert">
              {paying.words}
            </p>
          ) : (
            <button type="button" className={styles.primary} disabled={paying.state === 'starting'} aria-busy={paying.state === 'starting'} onClick={start}>
              {paying.state === 'starting' ? PAY_NOW_TEXT.starting : PAY_NOW_TEXT.payNow(money(order.totalMinor))}
            </button>
          )}
        </section>
      )}
    </>
  );
}

export default PayNow;
