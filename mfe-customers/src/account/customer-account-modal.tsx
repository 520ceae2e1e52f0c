// A customer's account (docs/product-rules.md, 'Credit'): what they owe in each currency they bought
// in on credit, their credit limit, their unpaid sales with due dates and how late each is, and the
// statement (credit sales, payments, refunds of credit sales, with a running balance). From it the
// owner records a payment (then sees its own receipt) and sends a reminder or the statement by
// WhatsApp or SMS. Opened from a customer's row in All Customers and from the owe book.
// A cashier (staff.ts: 'record-repayment' yes, 'see-debts-ageing' and 'edit-customers' no) sees
// only what the customer owes and records a payment: no credit limit, unpaid sales with how late
// they are, statement, or reminder to send.
import { useId, useMemo, useState } from 'react';
import {
  ACCOUNT_TEXT,
  amountText,
  creditLimitOf,
  displayOrderId,
  dueStatusText,
  formatDateTime,
  formatDayKey,
  formatMinor,
  localDateKey,
  reminderText,
  statementEntryText,
  accountChangeText,
  statementText,
  operatorMay,
} from '@shop/shared/domain';
import type { CurrencyCode, Debt, StatementLine } from '@shop/shared/domain';
import { useAccountRecords, useBalances, useBusiness, useTillOperator } from '@shop/shared/session';
import { Button, DEVICE_TIME_ZONE, EmptyState, ErrorBanner, Modal, Money, Spinner } from '@shop/shared/ui';
import type { WebShare } from '@shop/shared/ui';
import { accountFigures, owedCurrencies } from './account-figures';
import type { AccountFigures, AccountHolder } from './account-figures';
import { AccountSend } from './account-send';
import { PaymentForm } from './payment-form';
import type { RecordedPayment } from './payment-form';
import { PaymentReceipt } from './payment-receipt';
import styles from './account.module.css';

export interface CustomerAccountModalProps {
  /** Whose account is open; null: closed. */
  holder: AccountHolder | null;
  onClose: () => void;
  /** The clock (today, how late a debt is), for stories and tests; the device's otherwise. */
  now?: Date;
  /** The device's time zone (IANA), for stories and tests; the browser's otherwise. */
  timeZone?: string;
  /** The share sheet, for stories and tests; the browser's where it has one. */
  webShare?: WebShare | null;
}

type Step = { kind: 'account' } | { kind: 'pay' } | { kind: 'receipt'; payment: RecordedPayment };

export function CustomerAccountModal({ holder, ...rest }: CustomerAccountModalProps) {
  if (!holder) return null;
  return <OpenAccount key={holder.id} holder={holder} {...rest} />;
}

function OpenAccount({ holder, onClose, now, timeZone = DEVICE_TIME_ZONE, webShare }: CustomerAccountModalProps & { holder: AccountHolder }) {
  const [step, setStep] = useState<Step>({ kind: 'account' });
  const balances = useBalances();
  const records = useAccountRecords(holder.id);
  const business = useBusiness();
  const businessName = business.status === 'ready' ? business.business.businessName : null;
  const figures = useMemo(
    () => (balances.status === 'ready' && records.status === 'ready' ? accountFigures(holder.id, balances.data, records.data) : null),
    [holder.id, balances, records],
  );

  if (step.kind === 'pay' && figures) {
    return <PaymentForm holder={holder} owes={figures.owes} debts={figures.debts} onCancel={() => setStep({ kind: 'account' })} onRecorded={(payment) => setStep({ kind: 'receipt', payment })} />;
  }
  if (step.kind === 'receipt') {
    return (
      <PaymentReceipt
        holder={holder}
        payment={step.payment}
        businessName={businessName}
        timeZone={timeZone}
        webShare={webShare}
        onDone={() => setStep({ kind: 'account' })}
        onClose={onClose}
      />
    );
  }

  const failed = balances.status === 'error' ? balances : records.status === 'error' ? records : null;
  const owesAnything = figures !== null && owedCurrencies(figures.owes).length > 0;
  return (
    <Modal
      open
      onClose={onClose}
      title={ACCOUNT_TEXT.openLabel(holder.name)}
      description={[holder.phone, holder.email].filter(Boolean).join(' · ') || undefined}
      size="lg"
      footer={
        owesAnything ? (
          <Button variant="primary" onClick={() => setStep({ kind: 'pay' })}>
            {ACCOUNT_TEXT.recordPayment}
          </Button>
        ) : undefined
      }
    >
      {failed ? (
        <ErrorBanner onRetry={failed.retry}>{ACCOUNT_TEXT.loadFailed}</ErrorBanner>
      ) : !figures || business.status === 'loading' ? (
        // Until the shop's profile is read, a reminder would go out without the shop's name.
        <Spinner label={ACCOUNT_TEXT.loading} showLabel centered />
      ) : (
        <AccountBody holder={holder} figures={figures} businessName={businessName} now={now ?? new Date()} timeZone={timeZone} webShare={webShare} />
      )}
    </Modal>
  );
}

interface AccountBodyProps {
  holder: AccountHolder;
  figures: AccountFigures;
  businessName: string | null;
  now: Date;
  timeZone: string;
  webShare: WebShare | null | undefined;
}

function AccountBody({ holder, figures, businessName, now, timeZone, webShare }: AccountBodyProps) {
  const mayReadAccount = operatorMay(useTillOperator(), 'see-debts-ageing');
  const todayKey = localDateKey(now, timeZone);
  const owed = owedCurrencies(figures.owes);
  const limit = creditLimitOf(holder);
  const reminder = owed.length > 0 ? reminderText({ customerName: holder.name, businessName, debts: figures.unpaid, owes: figures.owes, todayKey }) : null;
  const statement = statementText({ customerName: holder.name, lines: figures.statement, owes: figures.owes, business: businessName ? { businessName } : null, now, timeZone });
  return (
    <div className={styles.account}>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{ACCOUNT_TEXT.owes}</dt>
          <dd className={styles.amounts}>
            {figures.currencies.length === 0 || owed.length === 0 ? (
              <span className={styles.big}>{ACCOUNT_TEXT.paidUp}</span>
            ) : (
              figures.currencies.map((currency) => <Money key={currency} minor={figures.owes[currency] ?? 0} currency={currency} className={styles.big} />)
            )}
          </dd>
          {owed.length === 0 ? <dd className={styles.small}>{ACCOUNT_TEXT.paidUpNote(holder.name)}</dd> : null}
        </div>
        {mayReadAccount ? (
          <div className={styles.figure}>
            <dt>{ACCOUNT_TEXT.limit}</dt>
            <dd className={styles.amounts}>
              {limit === null ? (
                <span className={styles.big}>{ACCOUNT_TEXT.noLimit}</span>
              ) : figures.currencies.length > 0 ? (
                figures.currencies.map((currency) => <Money key={currency} minor={limit} currency={currency} className={styles.big} />)
              ) : (
                <span className={styles.big}>{amountText(limit)}</span>
              )}
            </dd>
            {limit !== null ? <dd className={styles.small}>{ACCOUNT_TEXT.limitHint}</dd> : null}
          </div>
        ) : null}
      </dl>

      {mayReadAccount ? (
        <>
          {figures.unpaid.length > 0 ? <UnpaidSales debts={figures.unpaid} todayKey={todayKey} timeZone={timeZone} /> : null}

          <Statement holder={holder} lines={figures.statement} timeZone={timeZone} />

          {figures.statement.length > 0 || reminder !== null ? <AccountSend holder={holder} reminder={reminder} statement={statement} webShare={webShare} /> : null}
        </>
      ) : null}
    </div>
  );
}

function UnpaidSales({ debts, todayKey, timeZone }: { debts: readonly Debt[]; todayKey: string; timeZone: string }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.heading}>
        {ACCOUNT_TEXT.unpaidTitle}
      </h3>
      <ul className={styles.list} aria-label={ACCOUNT_TEXT.unpaidCaption}>
        {debts.map((debt) => {
          const late = dueStatusText(debt.dueOn, todayKey);
          const overdue = debt.dueOn < todayKey;
          return (
            <li key={debt.saleId} className={styles.row}>
              <p className={styles.rowTitle}>
                <span className={styles.order}>{ACCOUNT_TEXT.saleEntry(displayOrderId(debt.saleId))}</span>
                <span className={overdue ? styles.late : styles.due}>{late}</span>
              </p>
              <p className={styles.rowDetail}>
                {ACCOUNT_TEXT.sold} {formatDateTime(debt.soldAt, timeZone)} · {ACCOUNT_TEXT.due} <time dateTime={debt.dueOn}>{formatDayKey(debt.dueOn)}</time>
              </p>
              <p className={styles.rowAmount}>
                <span className={styles.rowAmountLabel}>{ACCOUNT_TEXT.stillOwed} </span>
                <Money minor={debt.outstandingMinor} currency={debt.currency} />
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Statement({ holder, lines, timeZone }: { holder: AccountHolder; lines: readonly StatementLine[]; timeZone: string }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.heading}>
        {ACCOUNT_TEXT.statementTitle}
      </h3>
      {lines.length === 0 ? (
        <EmptyState headingLevel={4} title={ACCOUNT_TEXT.statementEmptyTitle} description={ACCOUNT_TEXT.statementEmptyDescription} />
      ) : (
        <ol className={styles.list} aria-label={ACCOUNT_TEXT.statementLabel(holder.name)}>
          {lines.map((line) => (
            <StatementRow key={`${line.kind}-${line.id}`} line={line} timeZone={timeZone} />
          ))}
        </ol>
      )}
    </section>
  );
}

function StatementRow({ line, timeZone }: { line: StatementLine; timeZone: string }) {
  const entry = statementEntryText(line);
  const currency: CurrencyCode = line.currency;
  return (
    <li className={styles.row}>
      <p className={styles.rowTitle}>
        <span>{entry.title}</span>
        <time className={styles.when} dateTime={line.at.toISOString()}>
          {formatDateTime(line.at, timeZone)}
        </time>
      </p>
      {entry.detail ? <p className={styles.rowDetail}>{entry.detail}</p> : null}
      <p className={styles.rowAmount}>
        <span className={line.changeMinor > 0 ? styles.owedMore : styles.owedLess}>{accountChangeText(line.changeMinor, currency)}</span>
        <span className={styles.balance}>{ACCOUNT_TEXT.balanceAfter(formatMinor(line.balanceMinor, currency))}</span>
      </p>
    </li>
  );
}
