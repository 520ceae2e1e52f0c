// A customer's purchases: the sales that name them, newest first, and what they spent per currency.
import { useMemo } from 'react';
import { ERROR_MESSAGES, customerPurchases, displayOrderId, formatDateTime } from '@shop/shared/domain';
import type { Customer, Sale } from '@shop/shared/domain';
import { useSales } from '@shop/shared/session';
import { DEVICE_TIME_ZONE, EmptyState, ErrorBanner, Modal, Money, Spinner, VirtualList } from '@shop/shared/ui';
import styles from './customer-purchases-modal.module.css';

export interface CustomerPurchasesModalProps {
  customer: Customer | null;
  onClose: () => void;
}

export function CustomerPurchasesModal({ customer, onClose }: CustomerPurchasesModalProps) {
  if (!customer) return null;
  return (
    <Modal open onClose={onClose} title={customer.name} description={contactLine(customer)} size="lg">
      <Purchases customer={customer} />
    </Modal>
  );
}

function contactLine(customer: Customer): string | undefined {
  const parts = [customer.phone, customer.email].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** Subscribed to the sales only while a customer's details are open. */
function Purchases({ customer }: { customer: Customer }) {
  const sales = useSales();
  const purchases = useMemo(() => (sales.status === 'ready' ? customerPurchases(sales.data, customer.id) : null), [sales, customer.id]);

  if (sales.status === 'error') return <ErrorBanner onRetry={sales.retry}>{ERROR_MESSAGES.salesHistoryLoadFailed}</ErrorBanner>;
  if (!purchases) return <Spinner label="Loading purchases…" showLabel centered />;
  if (purchases.sales.length === 0) {
    return <EmptyState headingLevel={3} title="No purchases yet" description="Sales made to this customer at the till will appear here." />;
  }
  return (
    <div className={styles.purchases}>
      <dl className={styles.summary}>
        <div className={styles.figure}>
          <dt>Total spent</dt>
          <dd>
            {purchases.totals.map((total) => (
              <Money key={total.currency} minor={total.minor} currency={total.currency} className={styles.total} />
            ))}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>Purchases</dt>
          <dd className={styles.total}>{purchases.sales.length.toLocaleString('en-US')}</dd>
        </div>
      </dl>
      <h3 className={styles.heading}>Purchase history</h3>
      <VirtualList
        items={purchases.sales}
        getKey={(sale) => sale.id}
        label={`Purchases of ${customer.name}`}
        estimateSize={68}
        height="min(45vh, 360px)"
        className={styles.list}
        renderItem={(sale) => <PurchaseRow sale={sale} />}
      />
    </div>
  );
}

function PurchaseRow({ sale }: { sale: Sale }) {
  const items = sale.items.map((item) => `${item.name} × ${item.quantity}`).join(', ');
  return (
    <div className={styles.row}>
      <p className={styles.when}>
        <time dateTime={sale.createdAt.toISOString()}>{formatDateTime(sale.createdAt, DEVICE_TIME_ZONE)}</time>
        <span className={styles.order}>Order {displayOrderId(sale.id)}</span>
      </p>
      <p className={styles.items}>{items}</p>
      <p className={styles.amount}>
        <Money minor={sale.totalMinor} currency={sale.currency} />
      </p>
    </div>
  );
}
