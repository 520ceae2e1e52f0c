// An order's page, `/s/<name>/o/<id>` (issue 43, point 2): its status followed live (received →
// confirmed → ready or out for delivery → done, or cancelled with the reason: customerStatusText),
// what was ordered, what to pay and how, and "Cancel my order" while the shop has not confirmed it
// (only a received order: online-orders.ts, ORDER_PERMISSIONS' 'customer').
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  customerStatusText,
  displayOrderId,
  formatMinor,
  ONLINE_STORE_TEXT,
  ORDER_STATUS_CUSTOMER_LABELS,
  orderActionRefusalWords,
  paymentInstructions,
  storePath,
  type OnlineOrder,
  type OnlineOrderStatus,
} from '@shop/shared/domain';
import type { PublishedStore, StoreApi } from './store-api';
import type { StartedOrderPayment } from '@shop/shared/session';
import { brandStyle } from './brand-style';
import { STOREFRONT_TEXT } from './storefront-words';
import styles from './storefront.module.css';

/** Pay now (pay-now.tsx), loaded only for an order that shows it: the store's first view never downloads it. */
const PayNow = lazy(() => import(/* webpackChunkName: "pay-now" */ './pay-now'));

/** The steps an order goes through, as its page lists them: the third is the order's way of getting the goods. */
export function orderSteps(order: Pick<OnlineOrder, 'fulfilment'>): OnlineOrderStatus[] {
  return ['received', 'confirmed', order.fulfilment.method === 'delivery' ? 'out-for-delivery' : 'ready', 'done'];
}

export interface OrderViewProps {
  order: OnlineOrder;
  /** The published store, for how to pay (null while it loads or once the store is off). */
  store: Pick<PublishedStore, 'name' | 'payments' | 'payOnline'> | null;
  onCancel?: () => Promise<string | null>;
  /** Starts the order's payment online (the backend's startOrderPayment); absent, no Pay now. */
  onStartPayment?: (returnUrl: string) => Promise<StartedOrderPayment>;
  /** The customer is back from paying (Paystack, or the local payments desk, adds the payment's `store-…` reference to the page's address). */
  returned?: boolean;
}

export function OrderView({ order, store, onCancel, onStartPayment, returned = false }: OrderViewProps) {
  const [cancelling, setCancelling] = useState<{ state: 'idle' } | { state: 'busy' } | { state: 'refused'; words: string }>({ state: 'idle' });
  const money = (minor: number) => formatMinor(minor, order.currency);
  const steps = orderSteps(order);
  const cancel = async () => {
    if (!onCancel) return;
    setCancelling({ state: 'busy' });
    const refused = await onCancel();
    setCancelling(refused ? { state: 'refused', words: refused } : { state: 'idle' });
  };
  return (
    <article aria-labelledby="order-title">
      <h1 id="order-title">{STOREFRONT_TEXT.orderTitle(displayOrderId(order.id))}</h1>
      <h2>{STOREFRONT_TEXT.status}</h2>
      <p role="status" aria-live="polite">
        {customerStatusText(order)}
      </p>
      {order.status !== 'cancelled' && (
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step} aria-current={step === order.status ? 'step' : undefined}>
              {ORDER_STATUS_CUSTOMER_LABELS[step]}
            </li>
          ))}
        </ol>
      )}
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={line.productId}>
            <span>
              {line.quantity} × {line.name}
            </span>
            <span>{money(line.unitPriceMinor * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {order.fulfilment.method === 'delivery' && (
          <>
            <dt>{ONLINE_STORE_TEXT.deliveryLine(order.fulfilment.areaName)}</dt>
            <dd>{money(order.deliveryFeeMinor)}</dd>
          </>
        )}
        <dt className={styles.grandTotal}>{STOREFRONT_TEXT.total}</dt>
        <dd className={styles.grandTotal}>{money(order.totalMinor)}</dd>
      </dl>
      <p>{order.fulfilment.method === 'delivery' ? `${order.fulfilment.address}, ${order.fulfilment.areaName}` : ONLINE_STORE_TEXT.pickup}</p>
      {store && order.status !== 'cancelled' && !order.payment && (
        <>
          <h2>{STOREFRONT_TEXT.howToPay}</h2>
          <p>{paymentInstructions(order.paymentOption, store.payments, order.totalMinor, order.currency)}</p>
        </>
      )}
      {(order.payment !== null || (order.refusedPayments?.length ?? 0) > 0 || (store?.payOnline === true && onStartPayment)) && (
        <Suspense fallback={null}>
          <PayNow
            order={order}
            payOnline={store?.payOnline === true && onStartPayment !== undefined}
            onStart={onStartPayment ?? (() => Promise.reject(new Error('No payment online here.')))}
            returned={returned}
          />
        </Suspense>
      )}
      {order.status === 'received' && onCancel && (
        <button type="button" className={styles.button} disabled={cancelling.state === 'busy'} aria-busy={cancelling.state === 'busy'} onClick={() => void cancel()}>
          {cancelling.state === 'busy' ? STOREFRONT_TEXT.cancelling : STOREFRONT_TEXT.cancelOrder}
        </button>
      )}
      {cancelling.state === 'refused' && (
        <p className={styles.refusal} role="alert">
          {cancelling.words}
        </p>
      )}
    </article>
  );
}

type Following = { state: 'loading' } | { state: 'found'; order: OnlineOrder } | { state: 'missing' } | { state: 'failed' };

/** `/s/<name>/o/<id>`: follows the order live and reads the store for how to pay. */
export function OrderPage({ name, orderId, api }: { name: string; orderId: string; api: StoreApi }) {
  // Back from paying: Paystack adds `reference` and `trxref` to the address, the local desk `reference`.
  const [returned] = useState(() => /[?&](reference|trxref)=store-/.test(globalThis.location?.search ?? ''));
  const [following, setFollowing] = useState<Following>({ state: 'loading' });
  const [store, setStore] = useState<PublishedStore | null>(null);
  useEffect(
    () =>
      api.subscribeOwnOrder(
        name,
        orderId,
        (order) => setFollowing(order ? { state: 'found', order } : { state: 'missing' }),
        () => setFollowing({ state: 'failed' }),
      ),
    [api, name, orderId],
  );
  useEffect(() => {
    let live = true;
    api.readPublishedStore(name).then(
      (published) => live && setStore(published),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, name]);
  const cancel = async (): Promise<string | null> => {
    try {
      const result = await api.cancelOwnOrder(name, orderId, ONLINE_STORE_TEXT.cancelledByCustomer);
      return result.done ? null : orderActionRefusalWords(result.refusal);
    } catch {
      return STOREFRONT_TEXT.cancelFailed;
    }
  };
  return (
    <div className={styles.page} style={brandStyle(store)}>
      {following.state === 'loading' && <p role="status">{STOREFRONT_TEXT.orderLoading}</p>}
      {following.state === 'missing' && <p role="alert">{STOREFRONT_TEXT.orderNotFound}</p>}
      {following.state === 'failed' && <p role="alert">{STOREFRONT_TEXT.loadFailed}</p>}
      {following.state === 'found' && <OrderView order={following.order} store={store} onCancel={cancel} onStartPayment={(returnUrl) => api.startOrderPayment(name, orderId, returnUrl)} returned={returned} />}
      <p>
        <a href={storePath(name)}>{STOREFRONT_TEXT.backToShop}</a>
      </p>
    </div>
  );
}
