// The shift's forms at the till (issue #35; the rules at the top of domain/staff.ts): opening with
// the float counted, a pay-in or pay-out with its reason, and closing with the cash counted (and
// the mobile money, required, only when the shop asks for it: Business.countMobileMoneyAtClose,
// till-settings.ts countsMobileMoneyAtClose). The checks and refusals are the domain's (shifts.ts, staff-words.ts). Opening and
// a pay-in/out keep the id made on their first save through every Try again, so a save the backend
// kept before a failure is never made twice; a failed save keeps what was typed. A cashier's
// pay-out asks a manager's PIN first (StaffApi.approveAction), then records.
import { useRef, useState } from 'react';
import {
  canApprove,
  CURRENCY_SYMBOLS,
  formatMinor,
  newShiftId,
  operatorAccess,
  STAFF_MESSAGES,
  validatePayInOut,
  validateShiftClosing,
  validateShiftOpening,
} from '@shop/shared/domain';
import type { CurrencyCode, PayInOutKind, Shift, TillOperator } from '@shop/shared/domain';
import { isBackendError, messageWithoutPrefix, useShop, useStaff } from '@shop/shared/session';
import { Field, FormModal, ManagerPinDialog, Select } from '@shop/shared/ui';
import type { FieldInputProps } from '@shop/shared/ui';
import { PAY_IN_OUT_LABELS, SHIFT_TEXT as T } from './shift-words';

/** The message a refusal of the backend carries (the domain's words), or `fallback` for a failure to reach it. */
function refusalText(error: unknown, fallback: string): string {
  if (isBackendError(error, 'failed-precondition') || isBackendError(error, 'permission-denied') || isBackendError(error, 'invalid-argument')) {
    return messageWithoutPrefix(error);
  }
  return fallback;
}

type AmountFieldProps = Omit<FieldInputProps, 'type' | 'inputMode' | 'autoComplete' | 'prefix' | 'onChange'> & {
  currency: CurrencyCode;
  /** What was typed, as typed. */
  onValue: (typed: string) => void;
};

/** An amount of money typed in `currency`: the decimal keypad on a phone, the currency's symbol before it. */
function AmountField({ currency, onValue, ...field }: AmountFieldProps) {
  return <Field {...field} type="text" inputMode="decimal" autoComplete="off" prefix={CURRENCY_SYMBOLS[currency]} onChange={(event) => onValue(event.target.value)} />;
}

/** A new id for a shift or a pay-in/out: a random UUID, as the domain's ids are (ids.ts). */
const newShiftRecordId = (): string => newShiftId();

export interface OpenShiftFormProps {
  /** The currencies the shop sells in, the most used first: the first is chosen. */
  currencies: readonly CurrencyCode[];
  onCancel: () => void;
  onOpened: (id: string) => void;
}

export function OpenShiftForm({ currencies, onCancel, onOpened }: OpenShiftFormProps) {
  const { uid, backend } = useShop();
  const [currency, setCurrency] = useState<CurrencyCode>(currencies[0] ?? 'GHS');
  const [float, setFloat] = useState('');
  const [floatError, setFloatError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Made on the first save and kept through every Try again: a replay opens one shift.
  const id = useRef<string | null>(null);

  const submit = async () => {
    setFormError(null);
    const checked = validateShiftOpening({ float });
    if (!checked.ok) {
      setFloatError(checked.errors.float ?? null);
      return;
    }
    setFloatError(null);
    if (!uid) return;
    id.current ??= newShiftRecordId();
    setSaving(true);
    try {
      await backend.openShift(uid, { id: id.current, currency, floatMinor: checked.value.floatMinor });
      setSaving(false);
      onOpened(id.current);
    } catch (error) {
      console.warn(T.openFailed, error);
      setSaving(false);
      setFormError(refusalText(error, T.openFailed));
    }
  };

  return (
    <FormModal open onClose={onCancel} title={T.openTitle} description={T.openDescription} size="sm" saving={saving} error={formError} onSubmit={submit} submitLabel={T.openShift}>
      {currencies.length > 1 ? (
        <Select<CurrencyCode>
          label={T.currency}
          options={currencies.map((code) => ({ value: code, label: `${code} (${CURRENCY_SYMBOLS[code]})` }))}
          value={currency}
          onChange={(event) => setCurrency(event.target.value as CurrencyCode)}
        />
      ) : null}
      <AmountField
        label={T.float}
        name="float"
        currency={currency}
        value={float}
        onValue={(typed) => {
          setFloat(typed);
          setFloatError(null);
        }}
        error={floatError ?? undefined}
        required
        data-autofocus
      />
    </FormModal>
  );
}

export interface PayInOutFormProps {
  kind: PayInOutKind;
  shift: Shift;
  operator: TillOperator;
  onCancel: () => void;
  onRecorded: (message: string) => void;
}

export function PayInOutForm({ kind, shift, operator, onCancel, onRecorded }: PayInOutFormProps) {
  const { uid, backend } = useShop();
  const staff = useStaff();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState<{ amountMinor: number; reason: string } | null>(null);
  // Made on the first save and kept through every Try again: a replay adds one.
  const id = useRef<string | null>(null);
  const needsPin = operatorAccess(operator, kind) === 'manager-pin';
  const money = (minor: number) => formatMinor(minor, shift.currency);

  const record = async (move: { amountMinor: number; reason: string }) => {
    if (!uid) return;
    id.current ??= newShiftRecordId();
    setSaving(true);
    try {
      await backend.recordPayInOut(uid, { shiftId: shift.id, id: id.current, move: { id: id.current, kind, amountMinor: move.amountMinor, reason: move.reason } });
      setSaving(false);
      onRecorded(T.recorded(PAY_IN_OUT_LABELS[kind], money(move.amountMinor), move.reason));
    } catch (error) {
      console.warn(T.payFailed, error);
      setSaving(false);
      setFormError(refusalText(error, T.payFailed));
    }
  };

  const submit = async () => {
    setFormError(null);
    const checked = validatePayInOut({ amount, reason });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    if (needsPin) {
      setAsking(checked.value);
      return;
    }
    await record(checked.value);
  };

  const approve = async (memberId: string, pin: string): Promise<string | null> => {
    if (!uid || !asking) return null;
    try {
      await backend.approveAction(uid, memberId, pin, kind);
    } catch (error) {
      return refusalText(error, T.payFailed);
    }
    const move = asking;
    setAsking(null);
    await record(move);
    return null;
  };

  const approvers = (staff.data ?? []).filter((member) => !member.disabled && canApprove(member.role, kind)).map(({ id: memberId, name, role }) => ({ id: memberId, name, role }));
  const title = kind === 'pay-in' ? T.payInTitle : T.payOutTitle;

  return (
    <>
      <FormModal
        open={asking === null}
        onClose={onCancel}
        title={title}
        description={kind === 'pay-in' ? T.payInDescription : T.payOutDescription}
        size="sm"
        saving={saving}
        error={formError}
        onSubmit={submit}
        submitLabel={title}
      >
        <AmountField
          label={T.amount}
          name="amount"
          currency={shift.currency}
          value={amount}
          onValue={(typed) => {
            setAmount(typed);
            setErrors((before) => ({ ...before, amount: undefined }));
          }}
          error={errors.amount}
          hint={needsPin ? STAFF_MESSAGES.needsManagerPin : undefined}
          required
          data-autofocus
        />
        <Field
          label={T.reason}
          name="reason"
          type="text"
          autoComplete="off"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setErrors((before) => ({ ...before, reason: undefined }));
          }}
          error={errors.reason}
          required
        />
      </FormModal>
      <ManagerPinDialog
        open={asking !== null}
        approvers={approvers}
        onApprove={approve}
        onCancel={() => setAsking(null)}
        detail={asking ? `${PAY_IN_OUT_LABELS[kind]}: ${money(asking.amountMinor)}, ${asking.reason}` : undefined}
      />
    </>
  );
}

export interface CloseShiftFormProps {
  shift: Shift;
  /** Whether the shop asks for the mobile money counted too (countsMobileMoneyAtClose); cash only otherwise. */
  askMobileMoney?: boolean;
  onCancel: () => void;
  onClosed: (id: string) => void;
}

export function CloseShiftForm({ shift, askMobileMoney = false, onCancel, onClosed }: CloseShiftFormProps) {
  const { uid, backend } = useShop();
  const [cash, setCash] = useState('');
  const [mobileMoney, setMobileMoney] = useState('');
  const [errors, setErrors] = useState<{ countedCash?: string; countedMobileMoney?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setFormError(null);
    // Mobile money is asked, and required, only when the shop counts it (shifts.ts, validateShiftClosing).
    const checked = validateShiftClosing({ countedCash: cash, countedMobileMoney: askMobileMoney ? mobileMoney : null }, askMobileMoney);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    if (!uid) return;
    setSaving(true);
    try {
      await backend.closeShift(uid, { shiftId: shift.id, ...checked.value });
      setSaving(false);
      onClosed(shift.id);
    } catch (error) {
      console.warn(T.closeFailed, error);
      setSaving(false);
      setFormError(refusalText(error, T.closeFailed));
    }
  };

  return (
    <FormModal open onClose={onCancel} title={T.closeTitle} description={askMobileMoney ? T.closeDescriptionWithMobileMoney : T.closeDescription} size="sm" saving={saving} error={formError} onSubmit={submit} submitLabel={T.closeShift}>
      <AmountField
        label={T.countedCash}
        name="countedCash"
        currency={shift.currency}
        value={cash}
        onValue={(typed) => {
          setCash(typed);
          setErrors((before) => ({ ...before, countedCash: undefined }));
        }}
        error={errors.countedCash}
        required
        data-autofocus
      />
      {askMobileMoney ? (
        <AmountField
          label={T.countedMobileMoney}
          name="countedMobileMoney"
          currency={shift.currency}
          value={mobileMoney}
          onValue={(typed) => {
            setMobileMoney(typed);
            setErrors((before) => ({ ...before, countedMobileMoney: undefined }));
          }}
          error={errors.countedMobileMoney}
          required
        />
      ) : null}
    </FormModal>
  );
}
