// "Pay later" (docs/product-rules.md, 'Credit'): the due date, what goes on the customer's account,
// their account as it stands, and the credit-limit check the till runs before it records the sale
// (and uses to explain the backend's own refusal). Its own chunk: the till fetches it the first
// time Pay later is switched on, so the partner widget's first scripts do not carry it.
import { useEffect, useMemo } from 'react';
import {
  CREDIT_MESSAGES,
  MAX_CREDIT_DAYS,
  addDaysToKey,
  balanceOf,
  creditLimitOf,
  formatDayKey,
  formatMinor,
  passesCreditLimit,
} from '@shop/shared/domain';
import type { Customer, CustomerBalance, Sale } from '@shop/shared/domain';
import { OVER_CREDIT_LIMIT, isBackendError, useBalances, useCustomers } from '@shop/shared/session';
import { Field } from '@shop/shared/ui';
import type { CreditLimitCheck, Till } from './use-till';
import styles from './pay-later-panel.module.css';

export interface PayLaterPanelProps {
  till: Till;
}

export function PayLaterPanel({ till }: PayLaterPanelProps) {
  const balances = useBalances();
  const customers = useCustomers();
  const { credit, customer, currency, setDueOn, setCreditCheck } = till;
  const check = useMemo(() => creditLimitCheck(balances.data, customers.data), [balances.data, customers.data]);
  useEffect(() => {
    setCreditCheck(check);
    return () => setCreditCheck(null);
  }, [check, setCreditCheck]);

  if (!credit) return null;
  const money = (minor: number) => formatMinor(minor, currency);
  // What goes on the account once the sale can go on credit; else why not (the due date's own
  // reason is said under its field).
  const line =
    credit.reason === null
      ? CREDIT_MESSAGES.toPayLater(money(credit.owedMinor), formatDayKey(credit.dueOn))
      : credit.reason === CREDIT_MESSAGES.dueDate
        ? null
        : credit.reason;
  const record = customer ? customers.data?.find((c) => c.id === customer.id) : undefined;
  const limit = creditLimitOf(record);

  return (
    <div className={styles.panel} role="group" aria-label={CREDIT_MESSAGES.payLater}>
      <Field
        type="date"
        label={CREDIT_MESSAGES.dueLabel}
        required
        value={credit.dueOn}
        min={credit.todayKey}
        max={addDaysToKey(credit.todayKey, MAX_CREDIT_DAYS)}
        error={credit.dueOnAllowed ? undefined : CREDIT_MESSAGES.dueDate}
        className={styles.due}
        onChange={(event) => setDueOn(event.target.value)}
      />
      <p className={credit.reason === null ? styles.owed : styles.problem} role="status" data-testid="credit-owed">
        {line}
      </p>
      {customer && balances.data && customers.data ? (
        <p className={styles.account}>
          {CREDIT_MESSAGES.accountNow(customer.name, money(balanceOf(balances.data, customer.id, currency)), limit === null ? null : money(limit))}
        </p>
      ) : null}
    </div>
  );
}

/** Whether the backend refused a sale past its customer's limit (backend/credit-checks.ts). */
function isOverLimitRefusal(error: unknown): boolean {
  return isBackendError(error, 'failed-precondition') && error.reason === 'over-credit-limit';
}

/**
 * The till's limit check on the live balances and customers (undefined while they load: then
 * only the backend, which checks inside its write, decides).
 */
export function creditLimitCheck(balances: readonly CustomerBalance[] | undefined, customers: readonly Customer[] | undefined): CreditLimitCheck {
  /** The overLimit words for `sale`; `always`: even when the live figures say it stays within the limit. */
  const overLimit = (sale: Sale, always: boolean): string | null => {
    if (!sale.credit || !sale.customer || !balances || !customers) return null;
    const limit = creditLimitOf(customers.find((c) => c.id === sale.customer?.id));
    const balance = balanceOf(balances, sale.customer.id, sale.currency);
    if (limit === null || (!always && !passesCreditLimit(balance, sale.credit.owedMinor, limit))) return null;
    const money = (minor: number) => formatMinor(minor, sale.currency);
    return CREDIT_MESSAGES.overLimit(sale.customer.name, money(sale.credit.owedMinor), money(balance), money(limit));
  };
  return {
    refuse: (sale) => overLimit(sale, false),
    // The balance or the limit may have moved on another till before this one heard of it.
    refused: (sale, error) => (isOverLimitRefusal(error) ? (overLimit(sale, true) ?? OVER_CREDIT_LIMIT) : null),
  };
}
