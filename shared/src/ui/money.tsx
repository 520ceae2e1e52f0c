import type { ComponentPropsWithRef } from 'react';
import { DEFAULT_CURRENCY } from '../domain/constants';
import type { CurrencyCode } from '../domain/entities';
import { formatMinor } from '../domain/money';
import { cx } from './class-names';
import styles from './money.module.css';

export interface MoneyProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** In minor units (e.g. 123450 for ₵1,234.50). */
  minor: number;
  currency?: CurrencyCode;
  /** Colour negative amounts (refunds, shortfalls) as a warning. */
  highlightNegative?: boolean;
}

/** An amount with its currency symbol and two decimals: ₵1,234.50, ₦500.00. */
export function Money({ minor, currency = DEFAULT_CURRENCY, highlightNegative = false, className, ...rest }: MoneyProps) {
  return (
    <span
      {...rest}
      data-currency={currency}
      className={cx(styles.money, highlightNegative && minor < 0 && styles.negative, className)}
    >
      {formatMinor(minor, currency)}
    </span>
  );
}
