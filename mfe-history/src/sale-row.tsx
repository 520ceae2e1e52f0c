import { memo } from 'react';
import { displayOrderId, saleCustomerName, saleItemsSummary, SYNC_MESSAGES } from '@shop/shared/domain';
import type { Sale } from '@shop/shared/domain';
import { Money } from '@shop/shared/ui';
import { saleDateTime } from './sale-time';
import styles from './sale-row.module.css';

export interface SaleRowProps {
  sale: Sale;
  onOpen: (sale: Sale) => void;
  /** Recorded on this device and not yet confirmed by the server. */
  waiting?: boolean;
}

/** One sale in the history: a button that opens its details. Memoised: a search re-renders the list often. */
export const SaleRow = memo(function SaleRow({ sale, onOpen, waiting = false }: SaleRowProps) {
  const orderId = displayOrderId(sale.id);
  return (
    <button type="button" className={styles.row} onClick={() => onOpen(sale)} aria-haspopup="dialog">
      <time className={styles.date} dateTime={sale.createdAt.toISOString()}>
        {saleDateTime(sale.createdAt)}
      </time>
      <span className={styles.order}>
        {orderId}
        {waiting ? <span className={styles.waiting}>{SYNC_MESSAGES.waitingBadge}</span> : null}
      </span>
      <span className={styles.items}>{saleItemsSummary(sale)}</span>
      <span className={styles.customer}>{saleCustomerName(sale)}</span>
      <span className={styles.payment}>{sale.paymentMethod}</span>
      <Money className={styles.total} amount={sale.totalAmount} currency={sale.currency} />
    </button>
  );
});

/** The column names above the rows, for wide screens (each row reads well on its own). */
export function SaleRowHeader() {
  return (
    <div className={styles.header} aria-hidden="true">
      <span>Date</span>
      <span>Order</span>
      <span>Items</span>
      <span>Customer</span>
      <span>Payment</span>
      <span className={styles.totalHeader}>Total</span>
    </div>
  );
}
