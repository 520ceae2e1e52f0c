import type { ComponentPropsWithRef } from 'react';
import { DEFAULT_CURRENCY } from '../domain/constants';
import type { CurrencyCode } from '../domain/entities';
import { formatMoney } from '../domain/money';
import { cx } from './class-names';
import styles from './money.module.css';

export interface MoneyProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** In major units with two decimals, as stored (e.g. 1234.5). */
  amount: number;
  currency?: CurrencyCode;
  /** Colour negative amounts (refunds, shortfalls) as a warning. */
  highlightNegative?: boolean;
}

/** An amount with its currency symbol and two decimals: ₵1,234.50, ₦500.00. */
export function Money({ amount, currency = DEFAULT_CURRENCY, highlightNegative = false, className, ...rest }: MoneyProps) {
  return (
    <span
      {...rest}
      data-currency={currency}
      className={cx(styles.money, highlightNegative && amount < 0 && styles.negative, className)}
    >
      {formatMoney(amount, currency)}
    </span>
  );
}
