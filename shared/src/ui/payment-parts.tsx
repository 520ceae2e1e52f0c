// A split payment's parts, as Sale Details (and anything else that shows a recorded sale) lists
// them: one line per part, method and amount, in the order handed over, and the change given
// from the cash (docs/product-rules.md, 'Split payment'). Nothing for a sale paid by one method.
import type { ComponentPropsWithRef } from 'react';
import type { Sale } from '../domain/entities';
import { SPLIT_PAYMENT_MESSAGES } from '../domain/messages';
import { isSplitPayment } from '../domain/payments';
import { cx } from './class-names';
import { Money } from './money';
import styles from './payment-parts.module.css';

export interface PaymentPartsProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  sale: Pick<Sale, 'payments' | 'changeMinor' | 'currency'>;
}

export function PaymentParts({ sale, className, ...rest }: PaymentPartsProps) {
  if (!isSplitPayment(sale) || !sale.payments) return null;
  return (
    <ul aria-label="Payment parts" {...rest} className={cx(styles.parts, className)}>
      {sale.payments.map((part, index) => (
        // A part is known by its place: two parts may share a method and an amount.
        <li key={index} className={styles.part}>
          <span>{part.method}</span> <Money minor={part.minor} currency={sale.currency} />
        </li>
      ))}
      {sale.changeMinor > 0 ? (
        <li className={styles.change}>
          {SPLIT_PAYMENT_MESSAGES.changeFromCash}: <Money minor={sale.changeMinor} currency={sale.currency} />
        </li>
      ) : null}
    </ul>
  );
}
