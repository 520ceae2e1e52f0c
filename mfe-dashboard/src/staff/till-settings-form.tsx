// Till settings on the owner's Staff view (issue #35; docs/product-rules.md, 'Staff at the till';
// domain/till-settings.ts): the cashier's discount limit (%), the idle lock (minutes) and whether
// closing a shift counts the mobile money, saved together with one Save as a patch of the shop's
// settings (BusinessApi.updateShopSettings; owner only, 'edit-business'). A value the domain refuses
// (validateTillSettings) is said under its field, which takes the focus; a failed save keeps what
// was typed and says so. Untouched, the fields follow the stored settings live (another tab's change).
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { cashierDiscountLimitOf, countsMobileMoneyAtClose, discountLimitInputText, idleLockMinutesOf, validateTillSettings } from '@shop/shared/domain';
import type { Business, TillSettings, TillSettingsField } from '@shop/shared/domain';
import { isBackendError, messageWithoutPrefix, useShop } from '@shop/shared/session';
import { Button, Checkbox, ErrorBanner, Field, surfaceClass } from '@shop/shared/ui';
import { TILL_SETTINGS_TEXT as T } from './staff-words';
import styles from './till-settings-form.module.css';

export interface TillSettingsFormProps {
  /** The shop's profile as it stands now (live): its till settings, or none yet (the defaults). */
  business: Pick<Business, 'cashierDiscountLimitHundredths' | 'idleLockMinutes' | 'countMobileMoneyAtClose'>;
}

/** The form's values as typed. */
interface Values {
  cashierDiscountLimit: string;
  idleLockMinutes: string;
  countMobileMoneyAtClose: boolean;
}

function storedValues(business: TillSettingsFormProps['business']): Values {
  return {
    cashierDiscountLimit: discountLimitInputText(cashierDiscountLimitOf(business)),
    idleLockMinutes: String(idleLockMinutesOf(business)),
    countMobileMoneyAtClose: countsMobileMoneyAtClose(business),
  };
}

/** The two numbers, side by side: each one's words, unit and the keyboard it asks for, in the order they show. */
const NUMBER_FIELDS = [
  { name: 'cashierDiscountLimit', label: T.discountLimit, unit: T.discountLimitUnit, hint: T.discountLimitHint, inputMode: 'decimal' },
  { name: 'idleLockMinutes', label: T.idleLock, unit: T.idleLockUnit, hint: T.idleLockHint, inputMode: 'numeric' },
] as const;

const sameSettings = (a: TillSettings, b: TillSettings) =>
  a.cashierDiscountLimitHundredths === b.cashierDiscountLimitHundredths && a.idleLockMinutes === b.idleLockMinutes && a.countMobileMoneyAtClose === b.countMobileMoneyAtClose;

export function TillSettingsForm({ business }: TillSettingsFormProps) {
  const { uid, backend } = useShop();
  const id = useId();
  const ids = { title: `${id}-title`, description: `${id}-description` };
  const inputs = { cashierDiscountLimit: useRef<HTMLInputElement>(null), idleLockMinutes: useRef<HTMLInputElement>(null) };
  const stored = storedValues(business);
  const storedSettings: TillSettings = {
    cashierDiscountLimitHundredths: cashierDiscountLimitOf(business),
    idleLockMinutes: idleLockMinutesOf(business),
    countMobileMoneyAtClose: countsMobileMoneyAtClose(business),
  };
  // What the owner typed; null while untouched, when the fields show the stored settings.
  const [draft, setDraft] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Partial<Record<TillSettingsField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The settings last saved, for the "Saved" line until the next edit.
  const [saved, setSaved] = useState<TillSettings | null>(null);

  // Once the live profile holds what was saved, the fields follow the stored settings again.
  const caughtUp = saved !== null && sameSettings(storedSettings, saved);
  useEffect(() => {
    if (caughtUp) setDraft(null);
  }, [caughtUp]);

  const values = draft ?? stored;

  const change = <K extends keyof Values>(field: K, value: Values[K]) => {
    setDraft({ ...values, [field]: value });
    if (field !== 'countMobileMoneyAtClose') setErrors((before) => ({ ...before, [field]: undefined }));
    setFailure(null);
    setSaved(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !uid) return;
    setFailure(null);
    setSaved(null);
    const checked = validateTillSettings(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      inputs[checked.errors.cashierDiscountLimit ? 'cashierDiscountLimit' : 'idleLockMinutes'].current?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await backend.updateShopSettings(uid, checked.value);
      setDraft({ ...values, cashierDiscountLimit: discountLimitInputText(checked.value.cashierDiscountLimitHundredths), idleLockMinutes: String(checked.value.idleLockMinutes) });
      setSaved(checked.value);
    } catch (error) {
      // Said in the form, which keeps what was typed; kept in the console for whoever diagnoses it.
      console.warn(T.saveFailed, error);
      setFailure(isBackendError(error, 'permission-denied') || isBackendError(error, 'invalid-argument') ? messageWithoutPrefix(error) : T.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={`${surfaceClass} ${styles.form}`} aria-labelledby={ids.title} aria-describedby={ids.description} onSubmit={submit} noValidate>
      <div className={styles.heading}>
        <h2 id={ids.title} className={styles.title}>
          {T.title}
        </h2>
        <p id={ids.description} className={styles.description}>
          {T.description}
        </p>
      </div>
      <div className={styles.fields}>
        {NUMBER_FIELDS.map((field) => (
          <Field
            key={field.name}
            ref={inputs[field.name]}
            label={field.label}
            name={field.name}
            type="text"
            inputMode={field.inputMode}
            autoComplete="off"
            suffix={field.unit}
            hint={field.hint}
            value={values[field.name]}
            onChange={(event) => change(field.name, event.target.value)}
            error={errors[field.name]}
            required
          />
        ))}
      </div>
      <Checkbox
        name="countMobileMoneyAtClose"
        label={T.countMobileMoney}
        hint={T.countMobileMoneyHint}
        checked={values.countMobileMoneyAtClose}
        onCheckedChange={(on) => change('countMobileMoneyAtClose', on)}
      />
      {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={saving}>
          {T.save}
        </Button>
        {/* Always present, so screen readers hear the save; empty until there is one. */}
        <p role="status" className={saved === null ? styles.offscreen : styles.saved}>
          {saved === null ? '' : T.saved}
        </p>
      </div>
    </form>
  );
}
