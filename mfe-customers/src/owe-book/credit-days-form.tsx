// The shop's days to pay, set on "Owed to you" (docs/product-rules.md, 'Credit'): the line "New
// credit sales fall due after [30] days" with Save. The till's Pay later gives a new credit sale
// that due date unless the cashier picks another day. A value the domain refuses (credit.ts,
// parseCreditDays) is said under the field, which keeps the focus; a failed save keeps what was
// typed and says so. Untouched, the field follows the stored setting live (another tab's change).
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { CREDIT_DAYS_TEXT, creditDaysMessage, creditDaysOf, parseCreditDays } from '@shop/shared/domain';
import type { Business } from '@shop/shared/domain';
import { useShop } from '@shop/shared/session';
import { AlertIcon, Button, ErrorBanner, surfaceClass } from '@shop/shared/ui';
import styles from './credit-days-form.module.css';

export interface CreditDaysFormProps {
  /** The shop's profile as it stands now (live): its days to pay, or none yet (DEFAULT_CREDIT_DAYS). */
  business: Pick<Business, 'creditDays'>;
}

export function CreditDaysForm({ business }: CreditDaysFormProps) {
  const { uid, backend } = useShop();
  const id = useId();
  const ids = { title: `${id}-title`, input: `${id}-days`, unit: `${id}-unit`, error: `${id}-error`, hint: `${id}-hint` };
  const input = useRef<HTMLInputElement>(null);
  const stored = creditDaysOf(business);
  // What the owner typed; null while untouched, when the field shows the stored setting.
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  // The days last saved, for the "Saved" line until the next edit.
  const [saved, setSaved] = useState<number | null>(null);

  // Once the live profile holds what was saved, the field follows the stored setting again.
  useEffect(() => {
    if (saved !== null && stored === saved) setTyped(null);
  }, [stored, saved]);

  const value = typed ?? String(stored);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !uid) return;
    setFailed(false);
    setSaved(null);
    const parsed = parseCreditDays(value);
    if (!parsed.ok) {
      setError(creditDaysMessage(parsed.error));
      input.current?.focus();
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await backend.updateShopSettings(uid, { creditDays: parsed.value });
      setTyped(String(parsed.value));
      setSaved(parsed.value);
    } catch (failure) {
      // Said in the form, which keeps what was typed; kept in the console for whoever diagnoses it.
      console.warn(CREDIT_DAYS_TEXT.saveFailed, failure);
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={`${surfaceClass} ${styles.form}`} aria-labelledby={ids.title} onSubmit={submit} noValidate>
      <h2 id={ids.title} className={styles.title}>
        {CREDIT_DAYS_TEXT.title}
      </h2>
      <div className={styles.line}>
        <label htmlFor={ids.input} className={styles.lead}>
          {CREDIT_DAYS_TEXT.lead}
        </label>
        <span className={error ? `${styles.box} ${styles.invalid}` : styles.box}>
          <input
            ref={input}
            id={ids.input}
            name="creditDays"
            className={styles.input}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="done"
            required
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={[ids.unit, error ? ids.error : null, ids.hint].filter(Boolean).join(' ')}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(null);
              setFailed(false);
              setSaved(null);
            }}
          />
          <span id={ids.unit} className={styles.unit}>
            {CREDIT_DAYS_TEXT.unit}
          </span>
        </span>
        <Button type="submit" variant="secondary" loading={saving}>
          {CREDIT_DAYS_TEXT.save}
        </Button>
      </div>
      {error ? (
        <p id={ids.error} className={styles.error}>
          <AlertIcon className={styles.errorIcon} />
          <span>{error}</span>
        </p>
      ) : null}
      <p id={ids.hint} className={styles.hint}>
        {CREDIT_DAYS_TEXT.hint}
      </p>
      {failed ? <ErrorBanner>{CREDIT_DAYS_TEXT.saveFailed}</ErrorBanner> : null}
      {/* Always present, so screen readers hear the save; empty until there is one. */}
      <p role="status" className={saved === null ? styles.offscreen : styles.saved}>
        {saved === null ? '' : CREDIT_DAYS_TEXT.saved(saved)}
      </p>
    </form>
  );
}
