// The parts of a split payment (docs/product-rules.md, 'Split payment'): a row per part with its
// method and amount, Add part and Remove, and the live line that says what is still to pay or the
// change given from cash (on credit, what the parts leave on the account). The rules are the
// domain's; this only shows the till's figures.
import { useEffect, useId, useRef, useState } from 'react';
import type { Ref } from 'react';
import { CREDIT_MESSAGES, CURRENCY_SYMBOLS, MAX_PAYMENT_PARTS, MIN_PAYMENT_PARTS, PAYMENT_METHODS, SPLIT_PAYMENT_MESSAGES, formatMinor } from '@shop/shared/domain';
import type { CurrencyCode, PaymentMethod } from '@shop/shared/domain';
import { Button, Field, Select, VisuallyHidden } from '@shop/shared/ui';
import { amountProblem } from './till-model';
import type { SplitFigures } from './till-model';
import type { SplitPartDraft } from './till-draft';
import styles from './split-payment-editor.module.css';

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: method }));

export interface SplitPaymentEditorProps {
  parts: readonly SplitPartDraft[];
  split: SplitFigures;
  currency: CurrencyCode;
  disabled?: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onChange: (index: number, change: Partial<SplitPartDraft>) => void;
  /** The first part's amount field, so Complete can lead the cashier back to the parts. */
  firstAmountRef?: Ref<HTMLInputElement>;
}

export function SplitPaymentEditor({ parts, split, currency, disabled = false, onAdd, onRemove, onChange, firstAmountRef }: SplitPaymentEditorProps) {
  const statusId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const methodRefs = useRef<Array<HTMLSelectElement | null>>([]);
  // After Add part the new part's method takes focus; after Remove, Add part does.
  const [focusAfter, setFocusAfter] = useState<'added' | 'removed' | null>(null);
  useEffect(() => {
    if (focusAfter === 'added') methodRefs.current[parts.length - 1]?.focus();
    if (focusAfter === 'removed') addRef.current?.focus();
    setFocusAfter(null);
  }, [focusAfter, parts.length]);

  const { figures, reason } = split;
  const money = (minor: number) => formatMinor(minor, currency);
  const covered = reason === null;
  return (
    <fieldset className={styles.editor} aria-describedby={statusId}>
      <legend className={styles.legend}>Payment parts</legend>
      <ol className={styles.parts}>
        {parts.map((part, index) => {
          const number = index + 1;
          return (
            // Parts have no identity of their own but their place; the till keeps them in order.
            <li key={index} className={styles.part}>
              <Select<PaymentMethod>
                ref={(element) => {
                  methodRefs.current[index] = element;
                }}
                label={
                  <>
                    Method<VisuallyHidden> of part {number}</VisuallyHidden>
                  </>
                }
                options={METHOD_OPTIONS}
                value={part.method}
                disabled={disabled}
                className={styles.method}
                onChange={(event) => onChange(index, { method: event.target.value as PaymentMethod })}
              />
              <Field
                ref={index === 0 ? firstAmountRef : undefined}
                label={
                  <>
                    Amount<VisuallyHidden> of part {number}</VisuallyHidden>
                  </>
                }
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                prefix={CURRENCY_SYMBOLS[currency]}
                value={part.amountText}
                disabled={disabled}
                error={amountProblem(split.amounts[index] ?? { state: 'empty' })}
                className={styles.amount}
                onChange={(event) => onChange(index, { amountText: event.target.value })}
              />
              <div className={styles.removeCell}>
                <span className={styles.labelSpace} aria-hidden="true">
                  {'\u00a0'}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  className={styles.remove}
                  aria-label={`Remove part ${number}`}
                  disabled={disabled || parts.length <= MIN_PAYMENT_PARTS}
                  onClick={() => {
                    onRemove(index);
                    setFocusAfter('removed');
                  }}
                >
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className={styles.footer}>
        <Button
          ref={addRef}
          size="sm"
          disabled={disabled || parts.length >= MAX_PAYMENT_PARTS}
          onClick={() => {
            onAdd();
            setFocusAfter('added');
          }}
        >
          Add part
        </Button>
        <p className={styles.paid}>
          Paid <strong>{money(figures.paidMinor)}</strong>
        </p>
      </div>
      <p id={statusId} className={covered ? styles.covered : styles.short} role="status" data-testid="split-status">
        {covered
          ? split.owedMinor !== undefined
            ? `${CREDIT_MESSAGES.owedLabel}: ${money(split.owedMinor)}`
            : figures.changeMinor > 0
            ? `${SPLIT_PAYMENT_MESSAGES.changeFromCash}: ${money(figures.changeMinor)}`
            : SPLIT_PAYMENT_MESSAGES.covered
          : reason}
      </p>
    </fieldset>
  );
}
