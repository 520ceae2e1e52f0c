import { memo } from 'react';
import { ACCOUNT_TEXT } from '@shop/shared/domain';
import type { Customer } from '@shop/shared/domain';
import { Button } from '@shop/shared/ui';
import styles from './customer-row.module.css';

export interface CustomerRowProps {
  customer: Customer;
  onShowPurchases: (customer: Customer) => void;
  onShowAccount: (customer: Customer) => void;
  onEdit: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
  /** Edit and Delete are offered (staff.ts, 'edit-customers'; not a cashier's). Default true. */
  mayEdit?: boolean;
}

/** One customer in the list: name, e-mail, phone and their actions. */
export const CustomerRow = memo(function CustomerRow({ customer, onShowPurchases, onShowAccount, onEdit, onDelete, mayEdit = true }: CustomerRowProps) {
  return (
    <div className={styles.row}>
      <span className={styles.avatar} aria-hidden="true">
        {customer.name.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <p className={styles.name}>{customer.name}</p>
      <p className={styles.contact}>
        <span className={customer.email ? undefined : styles.missing}>
          <span className={styles.fieldLabel}>Email: </span>
          {customer.email || 'none'}
        </span>
        <span className={customer.phone ? undefined : styles.missing}>
          <span className={styles.fieldLabel}>Phone: </span>
          {customer.phone || 'none'}
        </span>
      </p>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" aria-label={`Purchases of ${customer.name}`} onClick={() => onShowPurchases(customer)}>
          Purchases
        </Button>
        <Button size="sm" variant="secondary" aria-label={ACCOUNT_TEXT.openLabel(customer.name)} aria-haspopup="dialog" onClick={() => onShowAccount(customer)}>
          {ACCOUNT_TEXT.open}
        </Button>
        {mayEdit ? (
          <>
            <Button size="sm" variant="secondary" aria-label={`Edit ${customer.name}`} onClick={() => onEdit(customer)}>
              Edit
            </Button>
            <Button size="sm" variant="ghost" className={styles.delete} aria-label={`Delete ${customer.name}`} onClick={() => onDelete(customer)}>
              Delete
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
});
