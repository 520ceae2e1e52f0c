// The checkout: who, how they get the goods (pickup, or delivery to an area and address), how they
// will pay (the ways the store offers for that: paymentOptionsFor) and a note. Checked by the
// domain's validateCheckout, whose messages show in words beside each field once the customer has
// tried to place the order; the server refuses the same (online-orders.ts, placeOrder).
import { useId, type ReactNode } from 'react';
import {
  fulfilmentMethods,
  PAYMENT_OPTION_LABELS,
  paymentOptionsFor,
  type CheckoutField,
  type CheckoutForm,
  type FulfilmentMethod,
} from '@shop/shared/domain';
import type { PublishedStore } from './store-api';
import { STOREFRONT_TEXT } from './storefront-words';
import styles from './storefront.module.css';

export const EMPTY_CHECKOUT: CheckoutForm = { name: '', phone: '', method: '', areaId: '', address: '', paymentOption: '', note: '' };

/** The checkout a store starts with: its only way of getting the goods, and its only way to pay for it, already chosen. */
export function startingCheckout(store: Pick<PublishedStore, 'pickup' | 'delivery' | 'payments'>): CheckoutForm {
  const methods = fulfilmentMethods(store);
  const method = methods.length === 1 ? methods[0]! : '';
  const options = method ? paymentOptionsFor(store.payments, method) : [];
  return { ...EMPTY_CHECKOUT, method, paymentOption: options.length === 1 ? options[0]! : '' };
}

export interface CheckoutFormProps {
  store: Pick<PublishedStore, 'pickup' | 'delivery' | 'deliveryAreas' | 'payments' | 'currency'>;
  form: CheckoutForm;
  onChange: (form: CheckoutForm) => void;
  /** The messages to show under the fields (empty until the customer tries to place the order). */
  errors: Partial<Record<CheckoutField, string>>;
}

function Message({ id, text }: { id: string; text: string | undefined }): ReactNode {
  return text ? (
    <p id={id} className={styles.error}>
      {text}
    </p>
  ) : null;
}

export function CheckoutFields({ store, form, onChange, errors }: CheckoutFormProps) {
  const id = useId();
  const set = (patch: Partial<CheckoutForm>) => onChange({ ...form, ...patch });
  const methods = fulfilmentMethods(store);
  const method = form.method === 'pickup' || form.method === 'delivery' ? (form.method as FulfilmentMethod) : null;
  const options = method ? paymentOptionsFor(store.payments, method) : [];
  const described = (field: CheckoutField) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {});
  const chooseMethod = (next: FulfilmentMethod) => {
    const nextOptions = paymentOptionsFor(store.payments, next);
    const paymentOption = nextOptions.includes(form.paymentOption as never) ? form.paymentOption : nextOptions.length === 1 ? nextOptions[0]! : '';
    set({ method: next, paymentOption });
  };
  return (
    <div className={styles.form}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-name`}>
          {STOREFRONT_TEXT.name}
        </label>
        <input id={`${id}-name`} autoComplete="name" value={form.name} onChange={(event) => set({ name: event.currentTarget.value })} {...described('name')} />
        <Message id={`${id}-name-error`} text={errors.name} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-phone`}>
          {STOREFRONT_TEXT.phone}
        </label>
        <input id={`${id}-phone`} type="tel" autoComplete="tel" value={form.phone} onChange={(event) => set({ phone: event.currentTarget.value })} {...described('phone')} />
        <Message id={`${id}-phone-error`} text={errors.phone} />
      </div>
      <fieldset className={styles.fieldset} {...described('method')}>
        <legend>{STOREFRONT_TEXT.howToGet}</legend>
        {methods.map((each) => (
          <label key={each} className={styles.choice}>
            <input type="radio" name={`${id}-method`} value={each} checked={form.method === each} onChange={() => chooseMethod(each)} />
            {each === 'pickup' ? STOREFRONT_TEXT.pickup : STOREFRONT_TEXT.delivery}
          </label>
        ))}
        <Message id={`${id}-method-error`} text={errors.method} />
      </fieldset>
      {method === 'delivery' && (
        <>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-area`}>
              {STOREFRONT_TEXT.area}
            </label>
            <select id={`${id}-area`} value={form.areaId ?? ''} onChange={(event) => set({ areaId: event.currentTarget.value })} {...described('area')}>
              <option value="">{STOREFRONT_TEXT.chooseArea}</option>
              {store.deliveryAreas.map((area) => (
                <option key={area.id} value={area.id}>
                  {area.name}
                </option>
              ))}
            </select>
            <Message id={`${id}-area-error`} text={errors.area} />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-address`}>
              {STOREFRONT_TEXT.address}
            </label>
            <input id={`${id}-address`} autoComplete="street-address" value={form.address ?? ''} onChange={(event) => set({ address: event.currentTarget.value })} {...described('address')} />
            <Message id={`${id}-address-error`} text={errors.address} />
          </div>
        </>
      )}
      {method && (
        <fieldset className={styles.fieldset} {...described('paymentOption')}>
          <legend>{STOREFRONT_TEXT.payment}</legend>
          {options.map((option) => (
            <label key={option} className={styles.choice}>
              <input type="radio" name={`${id}-pay`} value={option} checked={form.paymentOption === option} onChange={() => set({ paymentOption: option })} />
              {PAYMENT_OPTION_LABELS[option]}
            </label>
          ))}
          <Message id={`${id}-paymentOption-error`} text={errors.paymentOption} />
        </fieldset>
      )}
      {!method && errors.paymentOption && <Message id={`${id}-paymentOption-error`} text={errors.paymentOption} />}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-note`}>
          {STOREFRONT_TEXT.note}
        </label>
        <textarea id={`${id}-note`} rows={2} value={form.note ?? ''} onChange={(event) => set({ note: event.currentTarget.value })} {...described('note')} />
        <Message id={`${id}-note-error`} text={errors.note} />
      </div>
    </div>
  );
}
