// The sale's optional customer: found by name or phone among the shop's customers, or added on
// the spot. A failure to save a new customer is only logged (docs/product-rules.md); what was typed stays.
import { useId, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { ERROR_MESSAGES, SCREEN_TEXT, createCustomerIndex, validateCustomer } from '@shop/shared/domain';
import type { Customer, CustomerField, FieldErrors, SaleCustomer } from '@shop/shared/domain';
import { useCustomers, useShop } from '@shop/shared/session';
import { Button, Field } from '@shop/shared/ui';
import styles from './customer-picker.module.css';

const MAX_SUGGESTIONS = 6;

export interface CustomerPickerProps {
  value: SaleCustomer | null;
  onChange: (customer: SaleCustomer | null) => void;
  disabled?: boolean;
  /** The search takes the focus when the picker appears (the cashier just opened it). */
  autoFocus?: boolean;
}

export function CustomerPicker({ value, onChange, disabled = false, autoFocus = false }: CustomerPickerProps) {
  const titleId = useId();
  const customers = useCustomers();
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const list = customers.data;
  const index = useMemo(() => (list ? createCustomerIndex(list) : null), [list]);
  const matches = useMemo(
    () => (index && query.trim() !== '' ? index.search(query).slice(0, MAX_SUGGESTIONS) : []),
    [index, query],
  );

  const choose = (customer: Customer | SaleCustomer) => {
    onChange({ id: customer.id, name: customer.name });
    setQuery('');
    setAdding(false);
  };

  return (
    <fieldset className={styles.picker} disabled={disabled} aria-labelledby={titleId}>
      <legend id={titleId} className={styles.legend}>
        Customer <span className={styles.optional}>(optional)</span>
      </legend>
      {value ? (
        <div className={styles.chosen}>
          <span className={styles.chosenName}>{value.name}</span>
          <Button size="sm" variant="ghost" aria-label={`Change customer (${value.name})`} onClick={() => onChange(null)}>
            Change
          </Button>
        </div>
      ) : adding ? (
        <NewCustomerForm initial={query} onAdded={choose} onCancel={() => setAdding(false)} />
      ) : (
        <>
          <Field
            type="search"
            label="Find a customer by name or phone"
            labelHidden
            placeholder="Walk-in customer — search by name or phone"
            value={query}
            autoFocus={autoFocus}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
          {customers.status === 'error' ? (
            <p className={styles.error}>
              {ERROR_MESSAGES.customersLoadFailed}{' '}
              <Button variant="ghost" size="sm" onClick={customers.retry}>
                {SCREEN_TEXT.tryAgain}
              </Button>
            </p>
          ) : null}
          {query.trim() !== '' ? (
            <ul className={styles.suggestions} aria-label="Matching customers">
              {matches.map((customer) => (
                <li key={customer.id}>
                  <button type="button" className={styles.suggestion} onClick={() => choose(customer)}>
                    <span className={styles.suggestionName}>{customer.name}</span>
                    {customer.phone ? <span className={styles.suggestionPhone}>{customer.phone}</span> : null}
                  </button>
                </li>
              ))}
              {matches.length === 0 ? <li className={styles.none}>No customer matches.</li> : null}
            </ul>
          ) : null}
          <Button size="sm" variant="ghost" className={styles.addButton} onClick={() => setAdding(true)}>
            + New customer
          </Button>
        </>
      )}
    </fieldset>
  );
}

function looksLikePhone(text: string): boolean {
  return /^[0-9+\-() ]+$/.test(text.trim()) && /\d/.test(text);
}

function NewCustomerForm({ initial, onAdded, onCancel }: { initial: string; onAdded: (c: SaleCustomer) => void; onCancel: () => void }) {
  const { uid, backend } = useShop();
  const [name, setName] = useState(looksLikePhone(initial) ? '' : initial.trim());
  const [phone, setPhone] = useState(looksLikePhone(initial) ? initial.trim() : '');
  const [errors, setErrors] = useState<FieldErrors<CustomerField>>({});
  const [saving, setSaving] = useState(false);

  // Not a <form>: it sits inside the sale's panel; Enter in a field saves through onKeyDown.
  const save = async () => {
    if (saving || !uid) return;
    const checked = validateCustomer({ name, phone, email: '' });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const id = await backend.addCustomer(uid, checked.value);
      onAdded({ id, name: checked.value.name });
    } catch (error) {
      // A new-customer failure is only logged (docs/product-rules.md). The typed details stay for another try.
      console.error('Adding the customer failed', error);
    } finally {
      setSaving(false);
    }
  };

  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void save();
  };

  return (
    <div className={styles.newCustomer} role="group" aria-label="New customer">
      <Field label="Name" required value={name} error={errors.name} onChange={(e) => setName(e.target.value)} onKeyDown={onEnter} autoFocus />
      <Field label="Phone" type="tel" showOptional value={phone} error={errors.phone} onChange={(e) => setPhone(e.target.value)} onKeyDown={onEnter} />
      <div className={styles.newActions}>
        <Button size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" variant="primary" loading={saving} onClick={() => void save()}>
          Save customer
        </Button>
      </div>
    </div>
  );
}
