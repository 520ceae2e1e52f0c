// How Sales History marks a sale's refunds: 'Partly refunded' or 'Refunded' (REFUND_STATUS_LABELS).
import { REFUND_STATUS_LABELS } from '@shop/shared/domain';
import type { RefundStatus } from '@shop/shared/domain';
import styles from './refund-badge.module.css';

export function RefundBadge({ status, className }: { status: RefundStatus; className?: string }) {
  if (status === 'none') return null;
  return (
    <span className={[styles.badge, status === 'full' ? styles.full : styles.partly, className].filter(Boolean).join(' ')} data-refund-status={status}>
      {REFUND_STATUS_LABELS[status]}
    </span>
  );
}
