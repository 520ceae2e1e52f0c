// The two order actions that ask for more than a press (domain/online-orders.ts): Mark paid asks
// the method and the money handed over (the whole total, more only in cash), and Cancel order asks
// the reason the customer is told. Each keeps what was typed when the backend refuses it, and shows
// the refusal in the domain's words (orderActionRefusalWords) under the form.
import { useState } from 'react';
import { formatMinor, MAX_ORDER_CANCEL_REASON_LENGTH, ORDER_ACTION_MESSAGES, parseMoneyInput, PAYMENT_METHODS, plainMinor } from '@shop/shared/domain';
import type { OnlineOrder, PaymentMethod } from '@shop/shared/domain';
import { Field, FormModal, Select } from '@shop/shared/ui';
import { ONLINE_ORDERS_TEXT as T, PAYMENT_METHOD_FOR_OPTION } from './online-orders-words';

interface FormProps {
  order: OnlineOrder;
  saving: boolean;
  /** The backend's refusal or failure, in words. */
  error: string | null;
  onClose: () => void;
}

export interface MarkPaidFormProps extends FormProps {
  onSubmit: (method: PaymentMethod, amountMinor: number) => void;
}

export function MarkPaidForm({ order, saving, error, onClose, onSubmit }: MarkPaidFormProps) {
  const [method, setMethod] = useState<PaymentMethod>(PAYMENT_METHOD_FOR_OPTION[order.paymentOption]);
  const [amount, setAmount] = useState(plainMinor(order.totalMinor));
  const [checked, setChecked] = useState(false);
  const parsed = parseMoneyInput(amount);
  const amountError = checked && !parsed.ok ? T.amountInvalid : undefined;
  return (
    <FormModal
      open
      onClose={onClose}
      title={T.markPaidTitle}
      description={T.markPaidDescription(order.id, formatMinor(order.totalMinor, order.currency))}
      saving={saving}
      error={error}
      submitLabel={T.markPaidTitle}
      onSubmit={() => {
        setChecked(true);
        if (parsed.ok) onSubmit(method, parsed.value);
      }}
    >
      <Select label={T.method} value={method} options={PAYMENT_METHODS.map((each) => ({ value: each, label: each }))} onChange={(event) => setMethod(event.target.value as PaymentMethod)} />
      <Field label={T.amount} hint={T.amountHint} inputMode="decimal" value={amount} error={amountError} onChange={(event) => setAmount(event.target.value)} />
    </FormModal>
  );
}

export interface CancelOrderFormProps extends FormProps {
  onSubmit: (reason: string) => void;
}

export function CancelOrderForm({ order, saving, error, onClose, onSubmit }: CancelOrderFormProps) {
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const trimmed = reason.trim();
  const reasonError = !checked ? undefined : trimmed === '' ? ORDER_ACTION_MESSAGES.reasonRequired : trimmed.length > MAX_ORDER_CANCEL_REASON_LENGTH ? ORDER_ACTION_MESSAGES.reasonTooLong : undefined;
  return (
    <FormModal
      open
      onClose={onClose}
      title={T.cancelTitle}
      description={T.cancelDescription(order.id)}
      saving={saving}
      error={error}
      submitLabel={T.cancelTitle}
      cancelLabel={T.keepOrder}
      onSubmit={() => {
        setChecked(true);
        if (trimmed !== '' && trimmed.length <= MAX_ORDER_CANCEL_REASON_LENGTH) onSubmit(trimmed);
      }}
    >
      <Field multiline label={T.reason} hint={T.reasonHint} rows={3} value={reason} error={reasonError} onChange={(event) => setReason(event.target.value)} />
    </FormModal>
  );
}
