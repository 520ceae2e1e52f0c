import { memo } from 'react';
import { approvedByName, CREDIT_MESSAGES, displayOrderId, madeByName, owedOnSale, paidAtTillMinor, saleCustomerName, saleItemsSummary, salePaymentLabel, SYNC_MESSAGES } from '@shop/shared/domain';
import type { Refund, RefundStatus, Sale } from '@shop/shared/domain';
import { Money } from '@shop/shared/ui';
import { RefundBadge } from '../refunds/refund-badge';
import { saleDateTime } from './sale-time';
import styles from './sale-row.module.css';

export interface SaleRowProps {
  sale: Sale;
  onOpen: (sale: Sale) => void;
  /** Recorded on this device and not yet confirmed by the server. */
  waiting?: boolean;
  /** What the sale's refunds gave back: nothing, part, or all of it. */
  refundStatus?: RefundStatus;
  /** The owner's name from the business profile: who made a sale with no staff stamp (the owner's own account). */
  ownerName?: string | null;
}

/** Who made it at the till, and whose manager's PIN let it through (staff.ts, StaffStamp), under the customer. */
function StaffLine({ record, verb, ownerName }: { record: Sale | Refund; verb: string; ownerName: string | null | undefined }) {
  const approver = approvedByName(record);
  return (
    <span className={styles.staff}>
      {verb} {madeByName(record, ownerName)}
      {approver ? ` · Approved by ${approver}` : null}
    </span>
  );
}

/** One sale in the history: a button that opens its details. Memoised: a search re-renders the list often. */
export const SaleRow = memo(function SaleRow({ sale, onOpen, waiting = false, refundStatus = 'none', ownerName }: SaleRowProps) {
  const orderId = displayOrderId(sale.id);
  return (
    <button type="button" className={styles.row} onClick={() => onOpen(sale)} aria-haspopup="dialog">
      <time className={styles.date} dateTime={sale.createdAt.toISOString()}>
        {saleDateTime(sale.createdAt)}
      </time>
      <span className={styles.order}>
        {orderId}
        {waiting ? <span className={styles.waiting}>{SYNC_MESSAGES.waitingBadge}</span> : null}
        <RefundBadge status={refundStatus} className={styles.badge} />
      </span>
      <span className={styles.items}>{saleItemsSummary(sale)}</span>
      <span className={styles.customer}>
        <span className={styles.customerName}>{saleCustomerName(sale)}</span>
        <StaffLine record={sale} verb="Sold by" ownerName={ownerName} />
      </span>
      <span className={styles.payment}>
        {/* Nothing paid at the till: no method took anything, so none is named. */}
        {paidAtTillMinor(sale) > 0 || owedOnSale(sale) === 0 ? salePaymentLabel(sale) : null}
        {/* Sold on credit (docs/product-rules.md, 'Credit'): what went on the customer's account. */}
        {owedOnSale(sale) > 0 ? (
          <span className={styles.onAccount}>
            {CREDIT_MESSAGES.owedLabel} <Money minor={owedOnSale(sale)} currency={sale.currency} />
          </span>
        ) : null}
      </span>
      <Money className={styles.total} minor={sale.totalMinor} currency={sale.currency} />
    </button>
  );
});

export interface RefundRowProps {
  refund: Refund;
  onOpen: (refund: Refund) => void;
  /** The server has not confirmed this refund yet (made offline on this device). */
  waiting?: boolean;
  /** The owner's name from the business profile: who made a refund with no staff stamp. */
  ownerName?: string | null;
}

/** A refund in the history, among the sales: its own order id marked Refund, the sale it gives back on, and the money as a negative amount. */
export const RefundRow = memo(function RefundRow({ refund, onOpen, waiting = false, ownerName }: RefundRowProps) {
  return (
    <button type="button" className={`${styles.row} ${styles.refund}`} onClick={() => onOpen(refund)} aria-haspopup="dialog">
      <time className={styles.date} dateTime={refund.createdAt.toISOString()}>
        {saleDateTime(refund.createdAt)}
      </time>
      <span className={styles.order}>
        {displayOrderId(refund.id)}
        <span className={styles.refundLabel}>Refund</span>
        {waiting ? <span className={styles.waiting}>{SYNC_MESSAGES.waitingBadge}</span> : null}
      </span>
      <span className={styles.items}>
        for <span className={styles.refundOf}>{displayOrderId(refund.saleId)}</span> · {saleItemsSummary(refund)}
      </span>
      <span className={styles.customer}>
        <span className={styles.customerName}>{saleCustomerName(refund)}</span>
        <StaffLine record={refund} verb="Refunded by" ownerName={ownerName} />
      </span>
      <span className={styles.payment}>{refund.paymentMethod}</span>
      <Money className={styles.total} minor={-refund.amountMinor} currency={refund.currency} highlightNegative />
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
