// The owner's Online store form (issue #43; docs/product-rules.md, 'Online store'): the link,
// checked as typed (use-store-name-check.ts); how the page looks (description, currency, time zone;
// the name, logo and colour are the profile's, shown as a preview); which products show; opening
// hours; pickup and delivery with a fee per area; how customers pay; the WhatsApp number orders are
// announced to and how long a confirmed order holds stock. Checked by validateOnlineStore, each
// message beside its field (the first takes the focus); Save publishes (saveOnlineStore) and a
// failed save keeps what was typed and says so.
import { useMemo, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { CURRENCIES, normaliseStoreName, ONLINE_STORE_MESSAGES, validateOnlineStore } from '@shop/shared/domain';
import type { Business, CurrencyCode, OnlineStore, OnlineStoreField, OnlineStoreForm as FormValues, Product } from '@shop/shared/domain';
import { isBackendError, messageWithoutPrefix, useShop } from '@shop/shared/session';
import { Button, Checkbox, ErrorBanner, Field, Select, surfaceClass } from '@shop/shared/ui';
import { DeliveryAreasFields } from './delivery-areas-fields';
import { OpeningHoursFields } from './opening-hours-fields';
import { ONLINE_STORE_SETTINGS_TEXT as T } from './online-store-settings-words';
import { useStoreNameCheck } from './use-store-name-check';
import checkField from '../check-field.module.css';
import styles from './online-store-screen.module.css';

type Errors = Partial<Record<OnlineStoreField, string>>;

export interface OnlineStoreFormProps {
  /** What the form starts with: the stored store as the form shows it, or a new store's (new-store-form.ts). */
  initial: FormValues;
  business: Pick<Business, 'businessName' | 'logoUrl' | 'brandColour'> | null;
  products: readonly Pick<Product, 'id' | 'name' | 'currency'>[];
}

function timeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) || current === '' ? zones : [current, ...zones];
}

/** A titled part of the form. */
function Section({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className={`${surfaceClass} ${styles.section}`} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className={styles.sectionTitle}>{title}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

export function OnlineStoreSettingsForm({ initial, business, products }: OnlineStoreFormProps) {
  const { uid, backend } = useShop();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<OnlineStore | null>(null);
  const nameCheck = useStoreNameCheck(values.name);
  const currency = values.currency as CurrencyCode;
  const shown = useMemo(() => products.filter((product) => product.currency === currency && product.name.trim() !== '').sort((a, b) => a.name.localeCompare(b.name, 'en')), [products, currency]);

  const change = <K extends keyof FormValues>(field: K, value: FormValues[K], clears: readonly OnlineStoreField[] = []) => {
    setValues((before) => ({ ...before, [field]: value }));
    if (clears.length > 0) setErrors((before) => Object.fromEntries(Object.entries(before).filter(([key]) => !clears.includes(key as OnlineStoreField))));
    setFailure(null);
    setSaved(null);
  };

  const focusFirstProblem = () => {
    queueMicrotask(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !uid) return;
    setFailure(null);
    setSaved(null);
    const checked = validateOnlineStore(values);
    const found: Errors = checked.ok ? {} : { ...checked.errors };
    if (!found.name && nameCheck.status === 'taken') found.name = nameCheck.message;
    if (!checked.ok || Object.keys(found).length > 0) {
      setErrors(found);
      setFailure(T.fixFields);
      focusFirstProblem();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await backend.saveOnlineStore(uid, checked.value);
      setSaved(checked.value);
    } catch (error) {
      // Said in the form, which keeps what was typed; kept in the console for whoever diagnoses it.
      console.warn(T.saveFailed, error);
      if (isBackendError(error, 'failed-precondition')) {
        setErrors({ name: ONLINE_STORE_MESSAGES.nameTaken });
        focusFirstProblem();
      } else {
        setFailure(isBackendError(error, 'permission-denied') || isBackendError(error, 'invalid-argument') ? messageWithoutPrefix(error) : T.saveFailed);
      }
    } finally {
      setSaving(false);
    }
  };

  const nameError = errors.name ?? (nameCheck.status === 'invalid' || nameCheck.status === 'taken' ? nameCheck.message : undefined);
  const nameHint =
    nameCheck.status === 'checking' ? T.nameChecking : nameCheck.status === 'free' ? `${T.nameFree} /s/${normaliseStoreName(values.name)}` : nameCheck.status === 'unknown' ? T.nameCheckFailed : T.nameHint;
  const chosen = new Set(values.chosenProductIds);
  const shopName = business?.businessName ?? '';

  return (
    <form ref={formRef} className={styles.form} aria-label={T.title} onSubmit={submit} noValidate>
      <Section id="online-store-on" title={T.onOffSection}>
        <Checkbox name="enabled" label={T.enabled} checked={values.enabled} onCheckedChange={(on) => change('enabled', on)} />
        <p className={styles.hint}>{T.enabledHint}</p>
      </Section>

      <Section id="online-store-link" title={T.linkSection}>
        <Field
          label={T.name}
          name="storeName"
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          prefix="/s/"
          hint={nameError ? undefined : <span role="status">{nameHint}</span>}
          value={values.name}
          onChange={(event) => change('name', event.target.value, ['name'])}
          error={nameError}
          required
        />
      </Section>

      <Section id="online-store-look" title={T.lookSection} hint={T.lookHint}>
        <div className={styles.preview} aria-hidden="true">
          {business?.logoUrl ? (
            <img className={styles.brandLogo} src={business.logoUrl} alt="" width={48} height={48} />
          ) : (
            <span className={styles.previewLogo} style={business?.brandColour ? { background: business.brandColour, color: '#fff' } : undefined}>
              {shopName.trim().charAt(0).toUpperCase() || '·'}
            </span>
          )}
          <span className={styles.previewName}>{shopName}</span>
        </div>
        <Field
          label={T.description}
          name="description"
          multiline
          rows={3}
          hint={T.descriptionHint}
          value={values.description}
          onChange={(event) => change('description', event.target.value, ['description'])}
          error={errors.description}
          showOptional
        />
        <div className={styles.pair}>
          <Select
            label={T.currency}
            name="currency"
            hint={T.currencyHint}
            options={CURRENCIES.map((code) => ({ value: code, label: code }))}
            value={values.currency}
            onChange={(event) => change('currency', event.target.value, ['currency', 'deliveryAreas'])}
            error={errors.currency}
          />
          <Select
            label={T.timeZone}
            name="timeZone"
            options={timeZones(values.timeZone).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
            value={values.timeZone}
            onChange={(event) => change('timeZone', event.target.value, ['timeZone'])}
            error={errors.timeZone}
          />
        </div>
      </Section>

      <Section id="online-store-products" title={T.productsSection}>
        <div role="radiogroup" aria-label={T.productsSection} className={styles.radios}>
          {(['all', 'chosen'] as const).map((option) => (
            <label key={option} className={checkField.checkLabel}>
              <input type="radio" name="productsShown" value={option} checked={values.productsShown === option} onChange={() => change('productsShown', option, ['productsShown'])} />
              <span>{option === 'all' ? T.productsAll : T.productsChosen}</span>
            </label>
          ))}
        </div>
        {values.productsShown === 'chosen' ? (
          shown.length === 0 ? (
            <p className={styles.hint}>{T.noProducts}</p>
          ) : (
            <fieldset className={styles.checklist}>
              <legend className={styles.visuallyHidden}>{T.chosenList}</legend>
              {shown.map((product) => (
                <label key={product.id} className={checkField.checkLabel}>
                  <input
                    type="checkbox"
                    checked={chosen.has(product.id)}
                    aria-invalid={errors.productsShown ? true : undefined}
                    onChange={(event) =>
                      change('chosenProductIds', event.target.checked ? [...values.chosenProductIds, product.id] : values.chosenProductIds.filter((id) => id !== product.id), ['productsShown'])
                    }
                  />
                  <span>{product.name}</span>
                </label>
              ))}
            </fieldset>
          )
        ) : null}
        {errors.productsShown ? (
          <p className={styles.error} role="alert">
            {errors.productsShown}
          </p>
        ) : null}
      </Section>

      <Section id="online-store-hours" title={T.hoursSection} hint={T.hoursHint}>
        <OpeningHoursFields
          hours={values.openingHours}
          errors={errors}
          onChange={(day, times) => change('openingHours', { ...values.openingHours, [day]: times }, [`hours.${day}`])}
        />
      </Section>

      <Section id="online-store-fulfilment" title={T.fulfilmentSection}>
        <Checkbox name="pickup" label={T.pickup} checked={values.pickup} onCheckedChange={(on) => change('pickup', on, ['fulfilment', 'cashOnPickup'])} />
        <Checkbox name="delivery" label={T.delivery} checked={values.delivery} onCheckedChange={(on) => change('delivery', on, ['fulfilment', 'cashOnDelivery', 'deliveryAreas'])} />
        {errors.fulfilment ? (
          <p className={styles.error} role="alert">
            {errors.fulfilment}
          </p>
        ) : null}
        {values.delivery ? (
          <DeliveryAreasFields
            areas={values.deliveryAreas}
            currency={currency}
            errors={errors}
            onChange={(areas) =>
              change(
                'deliveryAreas',
                areas,
                Object.keys(errors).filter((key) => key === 'deliveryAreas' || key.startsWith('area.')) as OnlineStoreField[],
              )
            }
          />
        ) : null}
      </Section>

      <Section id="online-store-payments" title={T.paymentsSection}>
        <Checkbox
          name="mobileMoney"
          label={T.mobileMoney}
          checked={values.mobileMoney.offered}
          onCheckedChange={(on) => change('mobileMoney', { ...values.mobileMoney, offered: on }, ['payments', 'mobileMoneyNumber', 'mobileMoneyName'])}
        />
        {values.mobileMoney.offered ? (
          <div className={styles.pair}>
            <Field
              label={T.mobileMoneyNumber}
              name="mobileMoneyNumber"
              type="tel"
              autoComplete="off"
              value={values.mobileMoney.number}
              onChange={(event) => change('mobileMoney', { ...values.mobileMoney, number: event.target.value }, ['mobileMoneyNumber'])}
              error={errors.mobileMoneyNumber}
              required
            />
            <Field
              label={T.mobileMoneyName}
              name="mobileMoneyName"
              type="text"
              autoComplete="off"
              value={values.mobileMoney.name}
              onChange={(event) => change('mobileMoney', { ...values.mobileMoney, name: event.target.value }, ['mobileMoneyName'])}
              error={errors.mobileMoneyName}
              required
            />
          </div>
        ) : null}
        <Checkbox
          name="bankTransfer"
          label={T.bankTransfer}
          checked={values.bankTransfer.offered}
          onCheckedChange={(on) => change('bankTransfer', { ...values.bankTransfer, offered: on }, ['payments', 'bankName', 'accountName', 'accountNumber'])}
        />
        {values.bankTransfer.offered ? (
          <div className={styles.triple}>
            {(
              [
                ['bankName', T.bankName],
                ['accountName', T.accountName],
                ['accountNumber', T.accountNumber],
              ] as const
            ).map(([field, label]) => (
              <Field
                key={field}
                label={label}
                name={field}
                type="text"
                inputMode={field === 'accountNumber' ? 'numeric' : undefined}
                autoComplete="off"
                value={values.bankTransfer[field]}
                onChange={(event) => change('bankTransfer', { ...values.bankTransfer, [field]: event.target.value }, [field])}
                error={errors[field]}
                required
              />
            ))}
          </div>
        ) : null}
        <Checkbox name="cashOnPickup" label={T.cashOnPickup} checked={values.cashOnPickup} onCheckedChange={(on) => change('cashOnPickup', on, ['payments', 'cashOnPickup'])} error={errors.cashOnPickup} />
        <Checkbox
          name="cashOnDelivery"
          label={T.cashOnDelivery}
          checked={values.cashOnDelivery}
          onCheckedChange={(on) => change('cashOnDelivery', on, ['payments', 'cashOnDelivery'])}
          error={errors.cashOnDelivery}
        />
        {errors.payments ? (
          <p className={styles.error} role="alert">
            {errors.payments}
          </p>
        ) : null}
      </Section>

      <Section id="online-store-orders" title={T.ordersSection}>
        <div className={styles.pair}>
          <Field
            label={T.whatsAppNumber}
            name="whatsAppNumber"
            type="tel"
            autoComplete="off"
            hint={T.whatsAppHint}
            value={values.whatsAppNumber}
            onChange={(event) => change('whatsAppNumber', event.target.value, ['whatsAppNumber'])}
            error={errors.whatsAppNumber}
            required
          />
          <Field
            label={T.holdHours}
            name="holdHours"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            suffix={T.holdUnit}
            hint={T.holdHint}
            value={values.holdHours}
            onChange={(event) => change('holdHours', event.target.value, ['holdHours'])}
            error={errors.holdHours}
            required
          />
        </div>
      </Section>

      {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={saving}>
          {T.save}
        </Button>
        {/* Always present, so screen readers hear the save; empty until there is one. */}
        <p role="status" className={saved === null ? styles.visuallyHidden : styles.saved}>
          {saved === null ? '' : saved.enabled ? T.saved : T.savedOff}
        </p>
      </div>
    </form>
  );
}
