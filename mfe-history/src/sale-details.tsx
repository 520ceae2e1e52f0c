// The Sale Details modal: every field of the recorded sale.
import {
  DISCOUNT_TYPE_LABELS,
  displayOrderId,
  discountEnteredText,
  saleCustomerName,
  saleItemTotal,
  saleUnitCount,
} from '@shop/shared/domain';
import type { Sale, SaleItem } from '@shop/shared/domain';
import { Button, DataTable, Modal, Money } from '@shop/shared/ui';
import type { DataTableColumn } from '@shop/shared/ui';
import type { ReactNode } from 'react';
import { saleDateTime } from './sale-time';
import styles from './sale-details.module.css';

export const SALE_DETAILS_TITLE = 'Sale Details';

export interface SaleDetailsProps {
  /** The sale shown; null closes the modal. */
  sale: Sale | null;
  onClose: () => void;
}

const ITEM_COLUMNS: readonly DataTableColumn<SaleItem>[] = [
  { id: 'name', header: 'Item', cell: (item) => item.name, rowHeader: true },
  { id: 'quantity', header: 'Qty', cell: (item) => item.quantity, align: 'end', width: '4rem' },
  { id: 'price', header: 'Price', cell: (item) => <Money amount={item.price} currency={item.currency} />, align: 'end' },
  {
    id: 'total',
    header: 'Line total',
    cell: (item) => <Money amount={saleItemTotal(item)} currency={item.currency} />,
    align: 'end',
  },
];

function Entry({ term, children, strong = false }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? `${styles.entry} ${styles.strong}` : styles.entry}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function SaleDetails({ sale, onClose }: SaleDetailsProps) {
  if (!sale) return <Modal open={false} onClose={onClose} title={SALE_DETAILS_TITLE} />;
  const orderId = displayOrderId(sale.id);
  const entered = discountEnteredText(sale);
  const units = saleUnitCount(sale);
  return (
    <Modal
      open
      onClose={onClose}
      title={SALE_DETAILS_TITLE}
      description={`Order ${orderId}`}
      size="lg"
      footer={
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <dl className={styles.facts}>
        <Entry term="Order ID">
          <span className={styles.mono}>{orderId}</span>
        </Entry>
        <Entry term="Date and time">
          <time dateTime={sale.createdAt.toISOString()}>{saleDateTime(sale.createdAt)}</time>
        </Entry>
        <Entry term="Customer">{saleCustomerName(sale)}</Entry>
        <Entry term="Payment method">{sale.paymentMethod}</Entry>
      </dl>

      <DataTable
        caption={`Items (${units} ${units === 1 ? 'unit' : 'units'})`}
        columns={ITEM_COLUMNS}
        rows={sale.items}
        getRowId={(item, index) => `${item.id}-${index}`}
        density="compact"
        className={styles.items}
      />

      <dl className={styles.totals}>
        <Entry term="Subtotal">
          <Money amount={sale.subtotal} currency={sale.currency} />
        </Entry>
        <Entry term="Discount type">{DISCOUNT_TYPE_LABELS[sale.discountType]}</Entry>
        <Entry term="Discount">{entered ?? 'None'}</Entry>
        <Entry term="Discount amount">
          {sale.discountAmount > 0 ? '-' : ''}
          <Money amount={sale.discountAmount} currency={sale.currency} />
        </Entry>
        <Entry term="Total" strong>
          <Money amount={sale.totalAmount} currency={sale.currency} />
        </Entry>
        <Entry term="Amount tendered">
          {sale.tenderedAmount === null ? 'Not recorded' : <Money amount={sale.tenderedAmount} currency={sale.currency} />}
        </Entry>
        <Entry term="Change due">
          <Money amount={sale.changeDue} currency={sale.currency} />
        </Entry>
      </dl>
    </Modal>
  );
}
