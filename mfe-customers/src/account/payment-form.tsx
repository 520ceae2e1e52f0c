// "Record payment" (docs/product-rules.md, 'Credit'): an amount and a method, in a currency the
// customer owes in, applied to their oldest unpaid sale first. More than they owe is refused with
// their balance, before saving and again if the backend finds the balance lower (another till took a
// payment first: 'failed-precondition'). The payment keeps its id from the first save through every
// Try again, so one the backend recorded before a failure is never recorded twice; a change to the
// form lets that attempt go. A failed save keeps what was typed.
import { useId, useRef, useState } from 'react';
import {
  ACCOUNT_TEXT,
  applyRepayment,
  CURRENCY_SYMBOLS,
  DEFAULT_PAYMENT_METHOD,
  displayOrderId,
  formatMinor,
  newRepaymentId,
  parseMoneyInput,
  PAYMENT_METHODS,
  repaymentProblem,
  VALIDATION_MESSAGES,
} from '@shop/shared/domain';
import type { CurrencyAmounts, CurrencyCode, Debt, PaymentMethod, Repayment } from '@shop/shared/domain';
import { isBackendError, useShop } from '@shop/shared/session';
import { Field, FormModal, Select } from '@shop/shared/ui';
import type { AccountHolder } from './account-figures';
import { owedCurrencies } from './account-figures';
import styles from './account.module.css';

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: method }));

/** A payment as recorded, with what it paid towards and what is owed after it, for its receipt. */
export interface RecordedPayment {
  repayment: Repayment;
  towards: ReturnType<typeof applyRepayment>;
  balanceAfterMinor: number;
  /** The backend had it already from an earlier try. */
  alreadyRecorded: boolean;
}

export interface PaymentFormProps {
  holder: AccountHolder;
  /** What the customer owes now, per currency (the live balances). */
  owes: CurrencyAmounts;
  /** Their debts, oldest due first (credit.ts, outstandingDebts). */
  debts: readonly Debt[];
  onCancel: () => void;
  onRecorded: (payment: RecordedPayment) => void;
}

export function PaymentForm({ holder, owes, debts, onCancel, onRecorded }: PaymentFormProps) {
  const { uid, backend } = useShop();
  const formRef = useRef<HTMLFormElement>(null);
  const towardsId = useId();
  const currencies = owedCurrencies(owes);
  const [currency, setCurrency] = useState<CurrencyCode>(currencies[0] ?? 'GHS');
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The payment sent by the last save that did not go through: saving again sends it as it was.
  const attempt = useRef<Omit<RecordedPayment, 'alreadyRecorded'> | null>(null);
  // The balance as it is now, read when the backend refuses (it follows the live balances).
  const owesNow = useRef(owes);
  owesNow.current = owes;

  const balanceMinor = owes[currency] ?? 0;
  const balanceText = (minor: number) => formatMinor(minor, currency);
  const changed = () => {
    attempt.current = null;
    setFormError(null);
    setAmountError(null);
  };
  const refuseAmount = (message: string) => {
    setAmountError(message);
    formRef.current?.querySelector<HTMLElement>('input[name="amount"]')?.focus();
  };

  // What the amount typed would pay off, oldest due first, while it is one that can be recorded.
  const typed = parseMoneyInput(amount);
  const preview =
    typed.ok && typed.value > 0 && typed.value <= balanceMinor ? applyRepayment(debts, holder.id, currency, typed.value) : [];

  const submit = async () => {
    setFormError(null);
    if (!uid) {
      setFormError(VALIDATION_MESSAGES.notLoggedIn);
      return;
    }
    let sent = attempt.current;
    if (!sent) {
      const parsed = parseMoneyInput(amount);
      if (!parsed.ok) {
        refuseAmount(parsed.error === 'empty' ? ACCOUNT_TEXT.amountRequired : parsed.error === 'too-large' ? ACCOUNT_TEXT.amountTooLarge : ACCOUNT_TEXT.amountInvalid);
        return;
      }
      const repayment: Repayment = {
        id: newRepaymentId(),
        customer: { id: holder.id, name: holder.name },
        amountMinor: parsed.value,
        currency,
        method,
        createdAt: new Date(),
      };
      const problem = repaymentProblem(repayment, balanceMinor);
      if (problem === 'amount') return refuseAmount(parsed.value > 0 ? ACCOUNT_TEXT.amountTooLarge : ACCOUNT_TEXT.amountInvalid);
      if (problem === 'method') return setFormError(ACCOUNT_TEXT.methodInvalid);
      if (problem === 'over-balance') {
        return refuseAmount(balanceMinor > 0 ? ACCOUNT_TEXT.overBalance(holder.name, balanceText(balanceMinor)) : ACCOUNT_TEXT.nothingOwedIn(holder.name, currency));
      }
      sent = { repayment, towards: applyRepayment(debts, holder.id, currency, parsed.value), balanceAfterMinor: balanceMinor - parsed.value };
    }
    attempt.current = sent;
    setAmountError(null);
    setSaving(true);
    try {
      const result = await backend.recordRepayment(uid, { repayment: sent.repayment });
      setSaving(false);
      onRecorded({ ...sent, alreadyRecorded: !result.recorded });
    } catch (error) {
      // Shown to the owner in the form, which keeps what was typed; kept in the console for whoever diagnoses it.
      console.warn(ACCOUNT_TEXT.payFailed, error);
      setSaving(false);
      if (isBackendError(error, 'failed-precondition')) {
        // The balance fell since the form read it (another till took a payment): this one can never go through as it is.
        attempt.current = null;
        const now = owesNow.current[sent.repayment.currency] ?? 0;
        refuseAmount(now > 0 ? ACCOUNT_TEXT.overBalance(holder.name, formatMinor(now, sent.repayment.currency)) : ACCOUNT_TEXT.nothingOwedIn(holder.name, sent.repayment.currency));
      } else {
        setFormError(ACCOUNT_TEXT.payFailed);
      }
    }
  };

  return (
    <FormModal
      open
      onClose={onCancel}
      title={ACCOUNT_TEXT.payTitle(holder.name)}
      description={ACCOUNT_TEXT.payDescription}
      size="sm"
      saving={saving}
      error={formError}
      onSubmit={submit}
      formRef={formRef}
      submitLabel={ACCOUNT_TEXT.recordPayment}
    >
      {currencies.length > 1 ? (
        <Select<CurrencyCode>
          label={ACCOUNT_TEXT.currency}
          options={currencies.map((code) => ({ value: code, label: `${code} (${CURRENCY_SYMBOLS[code]})` }))}
          value={currency}
          onChange={(event) => {
            changed();
            setCurrency(event.target.value as CurrencyCode);
          }}
        />
      ) : null}
      <Field
        label={ACCOUNT_TEXT.amount}
        name="amount"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        prefix={CURRENCY_SYMBOLS[currency]}
        value={amount}
        onChange={(event) => {
          changed();
          setAmount(event.target.value);
        }}
        error={amountError ?? undefined}
        hint={ACCOUNT_TEXT.owesHint(balanceText(balanceMinor))}
        aria-describedby={preview.length > 0 ? towardsId : undefined}
        required
        data-autofocus
      />
      <Select<PaymentMethod>
        label={ACCOUNT_TEXT.method}
        options={METHOD_OPTIONS}
        value={method}
        onChange={(event) => {
          changed();
          setMethod(event.target.value as PaymentMethod);
        }}
        required
      />
      {preview.length > 0 ? (
        <div id={towardsId} className={styles.towards}>
          <p className={styles.towardsTitle}>{ACCOUNT_TEXT.paysTowards}</p>
          <ul className={styles.towardsList}>
            {preview.map((share) => {
              const order = displayOrderId(share.saleId);
              const money = balanceText(share.appliedMinor);
              return <li key={share.saleId}>{share.settled ? ACCOUNT_TEXT.settled(order, money) : ACCOUNT_TEXT.partly(order, money)}</li>;
            })}
          </ul>
        </div>
      ) : null}
    </FormModal>
  );
}
