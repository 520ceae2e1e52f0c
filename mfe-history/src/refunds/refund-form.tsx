// The refund form (docs/product-rules.md, 'Refunds'): one row per product of the sale with how
// many to give back (all that is left by default), how the money goes back (the sale's own method
// by default), an optional reason, and the amount, worked out live by the domain — the units' share
// of the sale's total, exact to the minor unit. Confirm refund records it through the port.
//
// A refund keeps its id from the first Confirm through every retry (like the till's sale), so a
// refund the server recorded before a failure is never recorded twice; any change to the form lets
// that attempt go. A failed save keeps everything typed. When another till gave units back first,
// the form says so and shows what is left now (the sale's refunds are followed live).
//
// A refund of a sale sold on credit (docs/product-rules.md, 'Credit') takes what is owed off the
// customer's account first and hands back only the rest: the form follows the customer's live
// balance, shows both parts, and builds the refund with it. When the balance moved before the save
// (a payment, another refund), the adapter refuses it ('failed-precondition'): nothing was recorded,
// so Confirm again rebuilds it with the fresh balance under the same id.
//
// A cashier refunds only with a manager's PIN typed at that moment (staff.ts, 'refund'): Confirm
// opens the Manager's PIN dialog before the refund is sent, and again when the backend refuses it
// for want of one (its code, 'needs-manager-pin'); Cancel keeps the form as typed.
import { useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  balanceOf,
  buildRefund,
  displayOrderId,
  formatMinor,
  isCreditSale,
  MAX_REFUND_REASON_LENGTH,
  newSaleId,
  operatorAccess,
  PAYMENT_METHODS,
  REFUND_MESSAGES,
  refundAmountMinor,
  refundCreditMinor,
  saleRefundState,
  tillRefusalWords,
} from '@shop/shared/domain';
import type { PaymentMethod, Refund, RefundableLine, Sale } from '@shop/shared/domain';
import { lineNameText } from '@shop/shared/domain';
import { isBackendError, useBalances, useShop, useTillOperator } from '@shop/shared/session';
import { Button, Field, FormModal, Money, Select } from '@shop/shared/ui';
import { isNeedsManagerPin, useManagerApproval } from './use-manager-approval';
import styles from './refund-form.module.css';

export const REFUND_FORM_TITLE = 'Refund';
export const CONFIRM_REFUND = 'Confirm refund';

export interface RefundFormProps {
  sale: Sale;
  /** The sale's refunds recorded so far, followed live. */
  refunds: readonly Refund[];
  onCancel: () => void;
  /** The refund is recorded; `alreadyRecorded` when an earlier try had recorded it already. */
  onRecorded: (refund: Refund, alreadyRecorded: boolean) => void;
}

/** Whole units 0 or more, as typed; null for anything else. */
function unitsOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  return Number(trimmed);
}

export function RefundForm({ sale, refunds, onCancel, onRecorded }: RefundFormProps) {
  const { uid, backend } = useShop();
  const reasonId = useId();
  const operator = useTillOperator();
  const manager = useManagerApproval();
  // While saving, the refunds the refund was built against: our own refund arriving live must not
  // show its units as gone before the save answers.
  const [savingAgainst, setSavingAgainst] = useState<readonly Refund[] | null>(null);
  const earlier = savingAgainst ?? refunds;
  const state = useMemo(() => saleRefundState(sale, earlier), [sale, earlier]);
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(saleRefundState(sale, refunds).lines.map((line) => [line.key, String(line.left)])),
  );
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(sale.paymentMethod);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // The refund sent by the last Confirm that did not go through: Confirm again sends it as it was.
  const attempt = useRef<Refund | null>(null);
  // The id of a refund the backend refused for certain (nothing recorded): Confirm again rebuilds
  // the refund from the form as it is now, under this id.
  const refusedId = useRef<string | null>(null);

  // For a credit sale, what its customer owes now in its currency, followed live (null until read);
  // while saving, the balance the refund was built on.
  const onCredit = isCreditSale(sale) && sale.customer !== null;
  const balances = useBalances();
  const liveBalance = !onCredit || !sale.customer ? 0 : balances.status === 'ready' ? balanceOf(balances.data, sale.customer.id, sale.currency) : null;
  const [savingBalance, setSavingBalance] = useState<number | null>(null);
  const balanceMinor = savingAgainst ? savingBalance : liveBalance;

  const quantityOf = (line: RefundableLine) => typed[line.key] ?? String(line.left);
  const lineError = (line: RefundableLine): string | undefined => {
    const units = unitsOf(quantityOf(line));
    return units === null || units > line.left ? REFUND_MESSAGES.tooMany(line.name, line.left) : undefined;
  };
  const returning = state.lines.map((line) => ({ productId: line.productId, pack: line.pack ?? null, quantity: unitsOf(quantityOf(line)) ?? 0 }));
  const allValid = state.lines.every((line) => lineError(line) === undefined);
  const amountMinor = allValid ? refundAmountMinor(sale, earlier, returning) : null;
  const offAccountMinor = onCredit && amountMinor !== null && balanceMinor !== null ? refundCreditMinor(sale, earlier, amountMinor, balanceMinor) : null;
  const nothingChosen = returning.every((r) => r.quantity === 0);
  const reasonTooLong = reason.trim().length > MAX_REFUND_REASON_LENGTH;

  const changed = () => {
    attempt.current = null;
    setFormError(null);
  };
  const setUnits = (line: RefundableLine, text: string) => {
    changed();
    setTyped((current) => ({ ...current, [line.key]: text }));
  };
  const step = (line: RefundableLine, by: number) => {
    const units = unitsOf(quantityOf(line)) ?? 0;
    setUnits(line, String(Math.min(line.left, Math.max(0, units + by))));
  };

  const submit = (_event: FormEvent<HTMLFormElement>) => save(false);

  /** Asks for a manager's PIN for this refund; true once one was typed. */
  const askManager = (refund: Refund) => manager.ask(['refund'], `${REFUND_FORM_TITLE}: ${formatMinor(refund.amountMinor, sale.currency)}`);

  // `approved`: a manager's PIN was just typed for it, so it is not asked for again.
  const save = async (approved: boolean): Promise<void> => {
    setChecked(true);
    if (!uid) return;
    let refund = attempt.current;
    if (!refund) {
      if (!allValid || reasonTooLong) return;
      if (liveBalance === null) {
        // Not read yet, or could not be: reading it again is what Confirm can do.
        if (balances.status === 'error') balances.retry();
        setFormError(balances.status === 'error' ? REFUND_MESSAGES.balanceFailed : REFUND_MESSAGES.balanceLoading);
        return;
      }
      const built = buildRefund({
        id: refusedId.current ?? newSaleId(),
        sale,
        earlier: refunds,
        returning,
        paymentMethod,
        reason,
        now: new Date(),
        ...(onCredit ? { balanceMinor: liveBalance } : {}),
      });
      if (!built.ok) {
        setFormError(built.error);
        return;
      }
      refund = built.refund;
    }
    if (!approved && operatorAccess(operator, 'refund') === 'manager-pin') {
      // Nothing is sent yet: Cancel leaves the form as it is, and says why nothing was refunded.
      if (!(await askManager(refund))) {
        setFormError(tillRefusalWords('needs-manager-pin'));
        return;
      }
      return save(true);
    }
    // Sent: from now on it may be recorded, so only its exact resend may carry its id.
    refusedId.current = null;
    attempt.current = refund;
    setFormError(null);
    setSavingBalance(liveBalance ?? balanceMinor);
    setSavingAgainst(refunds);
    try {
      const result = await backend.recordRefund(uid, { refund });
      onRecorded(refund, !result.recorded);
    } catch (error) {
      console.error('Recording the refund failed', error);
      if (isNeedsManagerPin(error)) {
        // The backend wants a manager's PIN the form did not ask for (the role changed on another
        // till): nothing was recorded, so once one is typed the refund is built again under its id.
        attempt.current = null;
        refusedId.current = refund.id;
        setFormError(tillRefusalWords('needs-manager-pin'));
        setSavingAgainst(null);
        if (await askManager(refund)) await save(true);
        return;
      }
      if (isBackendError(error, 'failed-precondition')) {
        // Another till gave units back first, or (a credit sale) the customer's balance moved: this
        // refund can never be recorded as it is, and nothing of it was. Confirm again rebuilds it
        // from the live refunds and balance, under the same id.
        attempt.current = null;
        refusedId.current = refund.id;
        setFormError(onCredit ? REFUND_MESSAGES.balanceChanged : REFUND_MESSAGES.changedElsewhere);
      } else {
        setFormError(REFUND_MESSAGES.saveFailed);
      }
      setSavingAgainst(null);
    }
  };

  const saving = savingAgainst !== null;
  const shownError = formError ?? (checked && nothingChosen && allValid ? REFUND_MESSAGES.nothingChosen : null);
  return (
    <>
      <FormModal
        open
        onClose={onCancel}
        title={REFUND_FORM_TITLE}
        description={`Order ${displayOrderId(sale.id)}: choose what comes back.`}
        size="lg"
        onSubmit={submit}
        saving={saving}
        error={shownError}
        submitLabel={CONFIRM_REFUND}
      >
        <fieldset className={styles.lines} disabled={saving}>
          <legend className={styles.legend}>Items to give back</legend>
          {state.lines.map((line, index) => {
            const units = unitsOf(quantityOf(line));
            const error = lineError(line);
            return (
              <div key={line.key} className={styles.line}>
                <div className={styles.lineName}>
                  <span className={styles.name}>{lineNameText(line)}</span>
                  <span className={styles.lineFacts}>
                    <Money minor={line.unitPriceMinor} currency={sale.currency} /> each · sold {line.sold}
                    {line.returned > 0 ? ` · ${line.returned} given back` : ''}
                  </span>
                </div>
                <div className={styles.stepper}>
                  <Button
                    size="sm"
                    iconOnly
                    aria-label={`One fewer ${lineNameText(line)}`}
                    disabled={units === null || units <= 0}
                    onClick={() => step(line, -1)}
                  >
                    −
                  </Button>
                  <Field
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={line.left}
                    step={1}
                    label={`Units of ${lineNameText(line)} to give back`}
                    labelHidden
                    hint={`of ${line.left} left`}
                    value={quantityOf(line)}
                    onChange={(event) => setUnits(line, event.target.value)}
                    error={error}
                    className={styles.quantity}
                    data-autofocus={index === 0 ? true : undefined}
                  />
                  <Button
                    size="sm"
                    iconOnly
                    aria-label={`One more ${lineNameText(line)}`}
                    disabled={units !== null && units >= line.left}
                    onClick={() => step(line, 1)}
                  >
                    +
                  </Button>
                </div>
              </div>
            );
          })}
        </fieldset>
        <p className={styles.amount} aria-live="polite">
          <span>{onCredit ? REFUND_MESSAGES.toRefund : 'To give back'}</span>
          {amountMinor === null ? <span className={styles.pending}>—</span> : <Money minor={amountMinor} currency={sale.currency} className={styles.amountValue} />}
        </p>
        {onCredit ? (
          <>
            <dl className={styles.creditSplit} aria-live="polite">
              <div>
                <dt>{REFUND_MESSAGES.offAccount}</dt>
                <dd>{offAccountMinor === null ? '—' : <Money minor={offAccountMinor} currency={sale.currency} />}</dd>
              </div>
              <div>
                <dt>{REFUND_MESSAGES.handedBack}</dt>
                <dd>{offAccountMinor === null || amountMinor === null ? '—' : <Money minor={amountMinor - offAccountMinor} currency={sale.currency} />}</dd>
              </div>
            </dl>
            <p className={styles.creditNote}>
              {balanceMinor === null
                ? balances.status === 'error'
                  ? REFUND_MESSAGES.balanceFailed
                  : REFUND_MESSAGES.balanceLoading
                : REFUND_MESSAGES.onAccountNote(sale.customer?.name ?? '', formatMinor(balanceMinor, sale.currency))}
            </p>
          </>
        ) : null}
        <div className={styles.options}>
          <Select
            label="Give back by"
            options={PAYMENT_METHODS.map((method) => ({ value: method, label: method }))}
            value={paymentMethod}
            onChange={(event) => {
              changed();
              setPaymentMethod(event.target.value as PaymentMethod);
            }}
            disabled={saving}
          />
          <Field
            id={reasonId}
            multiline
            rows={2}
            label="Reason"
            showOptional
            value={reason}
            onChange={(event) => {
              changed();
              setReason(event.target.value);
            }}
            error={reasonTooLong ? REFUND_MESSAGES.reasonTooLong : undefined}
            disabled={saving}
          />
        </div>
      </FormModal>
      {/* Beside the form, not in it: the PIN pad's own submit must not reach the refund form. */}
      {manager.dialog}
    </>
  );
}
