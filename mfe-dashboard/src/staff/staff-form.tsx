// The staff form (staff.ts, validateStaff), in three uses: adding a member (name, role, PIN,
// invitation e-mail), editing one (an empty PIN keeps theirs), and the owner's own record ("Your
// PIN": id = the owner's uid, role 'owner'). The domain's messages are shown under each field word
// for word; the backend checks the same input again and its refusal ('invalid-argument') is shown
// as the form's error. A new member's id is made on the first save and kept through every retry,
// so a save that reached the shop but not the screen is replaced, never doubled. A failed save
// keeps what was typed.
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { STAFF_FORM_ROLES, STAFF_ROLE_LABELS, VALIDATION_MESSAGES, validateStaff, newStaffId } from '@shop/shared/domain';
import type { FieldErrors, StaffField, StaffFormOptions, StaffInput, StaffListing, StaffRole } from '@shop/shared/domain';
import { isBackendError, messageWithoutPrefix, useShop } from '@shop/shared/session';
import { Checkbox, Field, FormModal, Select } from '@shop/shared/ui';
import { STAFF_TEXT as T } from './staff-words';
import styles from './staff-form.module.css';

/** What the form is open for. */
export type StaffFormTarget =
  | { kind: 'add' }
  | { kind: 'edit'; member: StaffListing }
  /** The owner's own record: null until they first set their PIN; `name` fills a new one. */
  | { kind: 'own'; member: StaffListing | null; name: string };

export interface StaffFormProps {
  /** Null while closed. */
  target: StaffFormTarget | null;
  onClose: () => void;
  /** Called after a successful save with the name saved. */
  onSaved?: (name: string, target: StaffFormTarget) => void;
}

const ROLE_OPTIONS = STAFF_FORM_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));
const OWNER_ROLES: readonly StaffRole[] = ['owner'];

interface Values {
  name: string;
  role: string;
  pin: string;
  invitationEmail: string;
}

function valuesOf(target: StaffFormTarget): Values {
  if (target.kind === 'add') return { name: '', role: '', pin: '', invitationEmail: '' };
  if (target.kind === 'own') return { name: target.member?.name ?? target.name, role: 'owner', pin: '', invitationEmail: '' };
  return { name: target.member.name, role: target.member.role, pin: '', invitationEmail: target.member.invitationEmail ?? '' };
}

function optionsOf(target: StaffFormTarget): StaffFormOptions {
  if (target.kind === 'add') return { pinRequired: true, roles: STAFF_FORM_ROLES };
  if (target.kind === 'own') return { pinRequired: target.member === null, roles: OWNER_ROLES };
  return { pinRequired: false, roles: target.member.role === 'owner' ? OWNER_ROLES : STAFF_FORM_ROLES };
}

const keyOf = (target: StaffFormTarget) => (target.kind === 'add' ? 'new' : target.kind === 'own' ? 'own' : target.member.id);

/** Mounted only while open, so each opening starts from the member as listed (and a new one from a fresh id). */
export function StaffForm({ target, onClose, onSaved }: StaffFormProps) {
  if (!target) return null;
  return <StaffFormBody key={keyOf(target)} target={target} onClose={onClose} onSaved={onSaved} />;
}

function StaffFormBody({ target, onClose, onSaved }: { target: StaffFormTarget; onClose: () => void; onSaved?: StaffFormProps['onSaved'] }) {
  const { uid, backend } = useShop();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => valuesOf(target));
  const [errors, setErrors] = useState<FieldErrors<StaffField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [showPin, setShowPin] = useState(false);
  const [refusals, setRefusals] = useState(0);
  // The member's id: theirs when editing, the owner's uid for their own, made on the first save of a new one and kept for its retries.
  const idRef = useRef<string | null>(target.kind === 'edit' ? target.member.id : null);

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const options = optionsOf(target);
  const owner = target.kind === 'own' || (target.kind === 'edit' && target.member.role === 'owner');
  const keepsPin = options.pinRequired === false;

  const change = (field: StaffField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
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
    const input: StaffInput = owner ? { name: values.name, role: 'owner', pin: values.pin, invitationEmail: null } : { ...values };
    const checked = validateStaff(input, options);
    if (!checked.ok) {
      setErrors(checked.errors);
      setRefusals((n) => n + 1);
      return;
    }
    setErrors({});
    const id = target.kind === 'own' ? uid : (idRef.current ??= newStaffId());
    setSaving(true);
    try {
      await backend.saveStaffMember(uid, id, input);
    } catch (error) {
      // Shown in the form, which keeps what was typed; kept in the console for whoever diagnoses it.
      console.warn(T.saveFailed, error);
      setFormError(isBackendError(error, 'invalid-argument') || isBackendError(error, 'permission-denied') ? messageWithoutPrefix(error) : T.saveFailed);
      setSaving(false);
      return;
    }
    setSaving(false);
    onSaved?.(checked.value.name, target);
    onClose();
  };

  const title = target.kind === 'add' ? T.addTitle : target.kind === 'own' ? T.ownFormTitle : T.editTitle;
  const description = owner ? T.ownFormDescription : T.formDescription;

  return (
    <FormModal open onClose={onClose} title={title} description={description} size="sm" saving={saving} error={formError} onSubmit={submit} formRef={formRef}>
      <Field label={T.name} name="name" autoComplete="off" value={values.name} onChange={change('name')} error={errors.name} required data-autofocus />
      {owner ? null : (
        <Select<StaffRole>
          label={T.role}
          options={ROLE_OPTIONS}
          placeholder={T.chooseRole}
          value={values.role as StaffRole}
          error={errors.role}
          onChange={change('role')}
          required
        />
      )}
      <div className={styles.pin}>
        <Field
          label={T.pin}
          name="pin"
          type={showPin ? 'text' : 'password'}
          inputMode="numeric"
          autoComplete="new-password"
          value={values.pin}
          onChange={change('pin')}
          error={errors.pin}
          hint={keepsPin ? T.pinHintKeep : T.pinHintNew}
          required={!keepsPin}
          showOptional={keepsPin}
        />
        <Checkbox label={T.showPin} checked={showPin} onCheckedChange={setShowPin} />
      </div>
      {owner ? null : (
        <Field
          label={T.invitationEmail}
          name="invitationEmail"
          type="email"
          autoComplete="off"
          value={values.invitationEmail}
          onChange={change('invitationEmail')}
          error={errors.invitationEmail}
          hint={T.invitationEmailHint}
          showOptional
        />
      )}
    </FormModal>
  );
}
