// The expense form, in add mode (no expense) or edit mode: amount, currency (the shop's main, cedis,
// by default), category, payment method, "Paid from the till" (for cash only), the day it was spent
// (today on the device's clock by default) and a note. Checked by the domain (`validateExpense`),
// whose messages are shown word for word. A new expense's id is made on its first save and kept
// through every retry, so a save that reached the shop but not the screen is replaced, never doubled.
// A failed save keeps what was typed and says so.
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import {
  buildExpense,
  countsAgainstProfit,
  CURRENCIES,
  CURRENCY_SYMBOLS,
  DEFAULT_CURRENCY,
  EXPENSE_CATEGORIES,
  EXPENSE_MESSAGES,
  expenseDraftOf,
  isExpenseCategory,
  newExpenseId,
  PAYMENT_METHODS,
  plainMinor,
  VALIDATION_MESSAGES,
  validateExpense,
} from '@shop/shared/domain';
import type { CurrencyCode, Expense, ExpenseField, FieldErrors, PaymentMethod } from '@shop/shared/domain';
import { useShop } from '@shop/shared/session';
import { Checkbox, Field, FormModal, Select } from '@shop/shared/ui';
import { EXPENSES_TEXT as T } from './expenses-words';
import styles from './expense-form.module.css';

const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: `${code} (${CURRENCY_SYMBOLS[code]})` }));
const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((category) => ({ value: category, label: category }));
const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: method }));

export interface ExpenseFormProps {
  open: boolean;
  /** The expense to edit; null or absent to add one. */
  expense?: Expense | null;
  /** Today on the device's clock, `YYYY-MM-DD`: the new expense's date, and the latest a date may be. */
  today: string;
  onClose: () => void;
  /** Called after a successful save. */
  onSaved?: (expense: Expense) => void;
}

interface Values {
  amount: string;
  currency: CurrencyCode;
  category: string;
  method: PaymentMethod;
  fromTill: boolean;
  spentOn: string;
  note: string;
}

/** Mounted only while open, so each opening starts from the expense as stored (and a new one from a fresh id). */
export function ExpenseForm({ open, expense = null, today, onClose, onSaved }: ExpenseFormProps) {
  if (!open) return null;
  return <ExpenseFormBody key={expense?.id ?? 'new'} expense={expense} today={today} onClose={onClose} onSaved={onSaved} />;
}

function valuesOf(expense: Expense | null, today: string): Values {
  if (!expense) return { amount: '', currency: DEFAULT_CURRENCY, category: '', method: 'Cash', fromTill: false, spentOn: today, note: '' };
  // The amount as text to edit: not its minor units, which the domain's check would read instead of what is typed.
  const { amountMinor, ...draft } = expenseDraftOf(expense);
  return { ...draft, amount: plainMinor(amountMinor) };
}

function ExpenseFormBody({ expense, today, onClose, onSaved }: { expense: Expense | null; today: string; onClose: () => void; onSaved?: ((expense: Expense) => void) | undefined }) {
  const { uid, backend } = useShop();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => valuesOf(expense, today));
  const [errors, setErrors] = useState<FieldErrors<ExpenseField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [refusals, setRefusals] = useState(0);
  // The new expense as first saved (its id and creation time), kept for the retries of that save.
  const first = useRef<Pick<Expense, 'id' | 'createdAt'> | null>(expense ? { id: expense.id, createdAt: expense.createdAt } : null);

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const change = <K extends keyof Values>(field: K, value: Values[K], clears: ExpenseField | null) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (clears) {
      setErrors((current) => {
        if (!current[clears]) return current;
        const next = { ...current };
        delete next[clears];
        return next;
      });
    }
  };
  const text = (field: 'amount' | 'spentOn' | 'note') => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(field, event.target.value, field);

  const submit = async () => {
    setFormError(null);
    if (!uid) {
      setFormError(VALIDATION_MESSAGES.notLoggedIn);
      return;
    }
    const checked = validateExpense(values, today);
    if (!checked.ok) {
      setErrors(checked.errors);
      setRefusals((n) => n + 1);
      return;
    }
    setErrors({});
    const now = new Date();
    first.current ??= { id: newExpenseId(), createdAt: now };
    const record = buildExpense(checked.value, { id: first.current.id, now, before: first.current });
    setSaving(true);
    try {
      await backend.saveExpense(uid, record);
    } catch (error) {
      // Shown to the owner in the form, which keeps what was typed; kept in the console for whoever diagnoses it.
      console.warn(EXPENSE_MESSAGES.saveFailed, error);
      setFormError(EXPENSE_MESSAGES.saveFailed);
      setSaving(false);
      return;
    }
    setSaving(false);
    onSaved?.(record);
    onClose();
  };

  const cash = values.method === 'Cash';
  const outsideProfit = isExpenseCategory(values.category) && !countsAgainstProfit(values.category);

  return (
    <FormModal
      open
      onClose={onClose}
      title={expense ? T.editTitle : T.addTitle}
      description={T.formDescription}
      size="sm"
      saving={saving}
      error={formError}
      onSubmit={submit}
      formRef={formRef}
    >
      <div className={styles.pair}>
        <Field
          label={T.amount}
          name="amount"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          prefix={CURRENCY_SYMBOLS[values.currency]}
          value={values.amount}
          onChange={text('amount')}
          error={errors.amount}
          required
          data-autofocus
        />
        <Select<CurrencyCode>
          label={T.currency}
          options={CURRENCY_OPTIONS}
          value={values.currency}
          error={errors.currency}
          onChange={(event) => change('currency', event.target.value as CurrencyCode, 'currency')}
        />
      </div>
      <Select
        label={T.category}
        options={CATEGORY_OPTIONS}
        placeholder={T.chooseCategory}
        value={values.category}
        error={errors.category}
        hint={outsideProfit ? T.outsideProfitHint : undefined}
        onChange={(event) => change('category', event.target.value, 'category')}
        required
      />
      <div className={styles.pair}>
        <Select<PaymentMethod>
          label={T.method}
          options={METHOD_OPTIONS}
          value={values.method}
          error={errors.method}
          onChange={(event) => change('method', event.target.value as PaymentMethod, 'method')}
          required
        />
        <Field label={T.date} name="spentOn" type="date" max={today} value={values.spentOn} onChange={text('spentOn')} error={errors.spentOn} required />
      </div>
      {/* Only cash can come out of the till's drawer: the box is there for cash alone (a tick left from before is dropped on save). */}
      {cash ? (
        <Checkbox label={T.fromTill} hint={T.fromTillHint} checked={values.fromTill} onCheckedChange={(on) => change('fromTill', on, null)} />
      ) : null}
      <Field label={T.note} name="note" multiline rows={2} value={values.note} onChange={text('note')} error={errors.note} showOptional />
    </FormModal>
  );
}
