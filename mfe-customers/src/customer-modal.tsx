// The customer modal, in add mode (no customer) or edit mode. The name is required; e-mail and
// phone are optional but must look right when given; the credit limit is optional (empty: no limit)
// and an amount like a price when given (docs/product-rules.md, 'Credit'). On failure the form
// stays as typed. A cashier (staff.ts: 'add-customer' yes, 'edit-customers' no) adds a customer
// with a name and phone only: the e-mail and credit limit are not theirs to set.
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { ACCOUNT_TEXT, creditLimitOf, ERROR_MESSAGES, GONE_MESSAGES, operatorMay, plainMinor, VALIDATION_MESSAGES, validateCustomer } from '@shop/shared/domain';
import type { Customer, CustomerField, FieldErrors } from '@shop/shared/domain';
import { isBackendError, useShop, useTillOperator } from '@shop/shared/session';
import { Field, FormModal } from '@shop/shared/ui';

export interface CustomerModalProps {
  open: boolean;
  /** The customer to edit; null or absent to add one. */
  customer?: Customer | null;
  onClose: () => void;
  /** Called after a successful save with the saved customer's name. */
  onSaved?: (name: string) => void;
}

interface Values {
  name: string;
  email: string;
  phone: string;
  /** The credit limit as typed; empty: no limit. */
  creditLimit: string;
}

function valuesOf(customer: Customer | null): Values {
  const limit = creditLimitOf(customer);
  return { name: customer?.name ?? '', email: customer?.email ?? '', phone: customer?.phone ?? '', creditLimit: limit === null ? '' : plainMinor(limit) };
}

/** Mounted only while open, so each opening starts from the customer as stored. */
export function CustomerModal({ open, customer = null, onClose, onSaved }: CustomerModalProps) {
  if (!open) return null;
  return <CustomerForm key={customer?.id ?? 'new'} customer={customer} onClose={onClose} onSaved={onSaved} />;
}

function CustomerForm({ customer, onClose, onSaved }: { customer: Customer | null; onClose: () => void; onSaved?: ((name: string) => void) | undefined }) {
  const { uid, backend } = useShop();
  const mayEdit = operatorMay(useTillOperator(), 'edit-customers');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => valuesOf(customer));
  const [errors, setErrors] = useState<FieldErrors<CustomerField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const set = (field: CustomerField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const submit = async () => {
    setFormError(null);
    if (!uid) {
      setFormError(VALIDATION_MESSAGES.notLoggedIn);
      return;
    }
    const checked = validateCustomer(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setRefusals((n) => n + 1);
      return;
    }
    setErrors({});
    setSaving(true);
    // A new customer with no limit is stored without one; an edit sends null to take a limit away.
    const { creditLimitMinor, ...rest } = checked.value;
    const draft = creditLimitMinor === null && !customer ? rest : checked.value;
    try {
      if (customer) await backend.updateCustomer(uid, customer.id, draft);
      else await backend.addCustomer(uid, draft);
    } catch (error) {
      // Shown to the owner in the form; kept in the console for whoever diagnoses it.
      console.warn(ERROR_MESSAGES.customerSaveFailed, error);
      setFormError(isBackendError(error, 'not-found') ? GONE_MESSAGES.customer : ERROR_MESSAGES.customerSaveFailed);
      setSaving(false);
      return;
    }
    setSaving(false);
    onSaved?.(checked.value.name);
    onClose();
  };

  return (
    <FormModal
      open
      onClose={onClose}
      title={customer ? 'Edit customer' : 'Add customer'}
      description="Only the name is required."
      size="sm"
      saving={saving}
      error={formError}
      onSubmit={submit}
      formRef={formRef}
    >
      <Field label="Name" value={values.name} onChange={set('name')} error={errors.name} required autoComplete="off" data-autofocus />
      {mayEdit ? (
        <Field label="Email" type="email" value={values.email} onChange={set('email')} error={errors.email} showOptional autoComplete="off" inputMode="email" />
      ) : null}
      <Field
        label="Phone"
        type="tel"
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
        showOptional
        autoComplete="off"
        hint="Mobile money number, e.g. 024 412 3456 or +234 803 555 0102."
      />
      {mayEdit ? (
        <Field
          label={ACCOUNT_TEXT.limit}
          name="creditLimit"
          type="text"
          inputMode="decimal"
          value={values.creditLimit}
          onChange={set('creditLimit')}
          error={errors.creditLimit}
          showOptional
          autoComplete="off"
          hint={ACCOUNT_TEXT.limitFieldHint}
        />
      ) : null}
    </FormModal>
  );
}
