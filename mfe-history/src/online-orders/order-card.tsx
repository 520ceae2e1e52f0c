// One online order in Sales › Online orders (issue #43 point 3): its number and when it was placed,
// its lines and totals in the store's currency (Money), the customer, pickup or delivery, how the
// customer pays (or how it was paid, and the one sale it became), the note, its status and its
// hold's lapse (reservations.ts), a flag when the stock can no longer fill it (orderShortfalls), and
// the actions the person at the till may take (order-actions.ts), with a refusal in words.
import { cancellationToCustomerLink, formatMinor, holdLapsesAt, isHoldLapsed, ONLINE_STORE_TEXT, ORDER_ACTION_LABELS, ORDER_STATUS_SHOP_LABELS, PAYMENT_OPTION_LABELS, refusedPaymentWords, SHORTFALL_WORDS, whatsAppReceiptLink } from '@shop/shared/domain';
import type { OnlineOrder, OrderAction, Shortfall } from '@shop/shared/domain';
import { Button, Money } from '@shop/shared/ui';
import { saleDateTime } from '../sales-history/sale-time';
import type { OfferedAction } from './order-actions';
import { ONLINE_ORDERS_TEXT as T } from './online-orders-words';
import type { OrderFacts } from './use-online-orders';
import styles from './online-orders.module.css';

export interface OrderCardProps {
  order: OnlineOrder;
  facts: Pick<OrderFacts, 'now' | 'holdHours'>;
  shortfalls: readonly Shortfall[] | undefined;
  actions: readonly OfferedAction[];
  /** The action being sent for this order, if any. */
  busy: OrderAction | null;
  /** The last refusal or failure of an action on this order, in words. */
  message: string | null;
  /** What the last action did, when worth saying (confirmed, paid). */
  notice: string | null;
  shopName: string;
  timeZone?: string;
  onAction: (order: OnlineOrder, action: OrderAction) => void;
}

function HoldLine({ order, facts }: Pick<OrderCardProps, 'order' | 'facts'>) {
  if (order.status === 'received') return <>{T.notHeld}</>;
  if (isHoldLapsed(order, facts.holdHours, facts.now)) return <strong className={styles.warning}>{ONLINE_STORE_TEXT.holdLapsedFlag}</strong>;
  const lapsesAt = holdLapsesAt(order, facts.holdHours);
  if (order.status !== 'confirmed' || order.payment !== null || !lapsesAt) return null;
  return <>{T.heldUntil(saleDateTime(lapsesAt))}</>;
}

export function OrderCard({ order, facts, shortfalls, actions, busy, message, notice, shopName, timeZone, onAction }: OrderCardProps) {
  const headingId = `online-order-${order.id}`;
  const money = (minor: number) => <Money minor={minor} currency={order.currency} />;
  const { fulfilment, customer } = order;
  const hold = order.status === 'received' || order.status === 'confirmed' ? <HoldLine order={order} facts={facts} /> : null;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHeader}>
        <h2 id={headingId} className={styles.orderNumber}>
          {T.orderHeading(order.id)}
        </h2>
        <span className={styles.status} data-status={order.status}>
          {ORDER_STATUS_SHOP_LABELS[order.status]}
        </span>
      </header>
      {shortfalls && shortfalls.length > 0 ? (
        <div role="alert" className={styles.flag}>
          <strong>{SHORTFALL_WORDS.flag}</strong>
          <ul>
            {shortfalls.map((each) => (
              <li key={each.productId}>{SHORTFALL_WORDS.line(each.name, each.wanted, each.left)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>{T.placed}</dt>
          <dd>
            <time dateTime={order.placedAt.toISOString()}>{saleDateTime(order.placedAt, timeZone)}</time>
          </dd>
        </div>
        <div>
          <dt>{T.customer}</dt>
          <dd>
            {customer.name}, <a href={`tel:+${customer.phone}`}>+{customer.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{T.pickupOrDelivery}</dt>
          <dd>
            {fulfilment.method === 'delivery' ? (
              <>
                {T.delivery(fulfilment.areaName, fulfilment.address)} · {T.deliveryFee} {money(order.deliveryFeeMinor)}
              </>
            ) : (
              ONLINE_STORE_TEXT.pickup
            )}
          </dd>
        </div>
        <div>
          <dt>{T.payment}</dt>
          <dd>
            {order.payment ? T.paid(order.payment.method, formatMinor(order.payment.amountMinor, order.currency)) : T.customerPays(PAYMENT_OPTION_LABELS[order.paymentOption])}
            {order.payment ? <span className={styles.sale}>{T.becameSale(order.id)}</span> : null}
          </dd>
        </div>
        {(order.refusedPayments ?? []).map((refused) => (
          // Money that reached the shop's Paystack account but that the order did not take (store-gateway.ts).
          <div key={refused.reference}>
            <dt>{T.refusedPayment}</dt>
            <dd className={styles.refusedPayment}>
              {/* A <dd> keeps its own role (the list's groups stay valid); the words inside are the alert. */}
              <span role="alert">{refusedPaymentWords(refused, formatMinor(refused.amountMinor, refused.currency), 'owner')}</span>
            </dd>
          </div>
        ))}
        {order.note ? (
          <div>
            <dt>{T.note}</dt>
            <dd className={styles.note}>{order.note}</dd>
          </div>
        ) : null}
        {hold ? (
          <div>
            <dt>{T.hold}</dt>
            <dd>{hold}</dd>
          </div>
        ) : null}
        {order.cancellation ? (
          <div>
            <dt>{T.status}</dt>
            <dd>{T.cancelledBecause(order.cancellation.reason)}</dd>
          </div>
        ) : null}
      </dl>
      <table className={styles.lines}>
        <caption className={styles.caption}>{T.items}</caption>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId}>
              <th scope="row">
                {line.quantity} × {line.name}
              </th>
              <td>{money(line.unitPriceMinor * line.quantity)}</td>
            </tr>
          ))}
          {order.deliveryFeeMinor > 0 || fulfilment.method === 'delivery' ? (
            <>
              <tr className={styles.subtotal}>
                <th scope="row">{T.subtotal}</th>
                <td>{money(order.subtotalMinor)}</td>
              </tr>
              <tr>
                <th scope="row">{T.deliveryFee}</th>
                <td>{money(order.deliveryFeeMinor)}</td>
              </tr>
            </>
          ) : null}
          <tr className={styles.total}>
            <th scope="row">{T.total}</th>
            <td>{money(order.totalMinor)}</td>
          </tr>
        </tbody>
      </table>
      {notice ? (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      {message ? (
        <p role="alert" className={styles.refusal}>
          {message}
        </p>
      ) : null}
      <div role="group" aria-label={T.actions(order.id)} className={styles.actions}>
        {actions.map((offered) => {
          const reasonId = `${headingId}-${offered.action}-why`;
          const why = offered.refusal ?? (offered.needsPin ? T.needsManagerPin : null);
          return (
            <span key={offered.action} className={styles.action}>
              <Button
                size="sm"
                variant={offered.action === 'cancel' ? 'danger' : offered.action === 'confirm' || offered.action === 'mark-paid' ? 'primary' : 'secondary'}
                disabled={offered.refusal !== null || busy !== null}
                loading={busy === offered.action}
                aria-describedby={why ? reasonId : undefined}
                onClick={() => onAction(order, offered.action)}
              >
                {ORDER_ACTION_LABELS[offered.action]}
              </Button>
              {why ? (
                <span id={reasonId} className={styles.why}>
                  {why}
                </span>
              ) : null}
            </span>
          );
        })}
        {order.status === 'cancelled' ? (
          <a className={styles.link} href={cancellationToCustomerLink(order, shopName)} target="_blank" rel="noreferrer">
            {T.tellCustomer}
          </a>
        ) : (
          <a className={styles.link} href={whatsAppReceiptLink(T.messageGreeting(customer.name, order.id), `+${customer.phone}`)} target="_blank" rel="noreferrer" aria-label={T.messageCustomerName(customer.name)}>
            {T.messageCustomer}
          </a>
        )}
      </div>
    </article>
  );
}
