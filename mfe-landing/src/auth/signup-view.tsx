import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { validateSignup } from '@shop/shared/domain';
import type { FieldErrors, SignupField, SignupInput } from '@shop/shared/domain';
import { useBackend } from '@shop/shared/session';
import { Button, ErrorBanner, Field } from '@shop/shared/ui';
import { GoogleSignInButton } from './google-sign-in-button';
import { useAuthAction } from './use-auth-action';
import styles from './auth-form.module.css';

/** Suggestions only: any kind of business may be typed. */
const BUSINESS_TYPE_SUGGESTIONS = [
  'Provisions shop',
  'Supermarket',
  'Pharmacy',
  'Boutique',
  'Beauty salon',
  'Barbershop',
  'Restaurant',
  'Electronics',
  'Hardware',
  'Events and tickets',
];

type SignupForm = Required<{ [K in keyof SignupInput]: string }>;

const EMPTY: SignupForm = {
  businessName: '',
  ownerName: '',
  businessType: '',
  phone: '',
  address: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export interface SignupViewProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSignedUp: () => void;
  onSignedIn: () => void;
  onLogIn: () => void;
}

export function SignupView({ email, onEmailChange, onSignedUp, onSignedIn, onLogIn }: SignupViewProps) {
  const backend = useBackend();
  const action = useAuthAction();
  const suggestionsId = useId();
  const [form, setForm] = useState<SignupForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});
  const values: SignupForm = { ...form, email };

  const field = (name: keyof SignupForm) => ({
    value: values[name],
    error: errors[name],
    'aria-required': true as const,
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      if (name === 'email') onEmailChange(value);
      else setForm((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateSignup(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const { email: address, password, ...profile } = checked.value;
    const ok = await action.run('submit', () => backend.signUp({ email: address, password, profile }));
    if (ok) onSignedUp();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.note}>All fields are required.</p>
      {action.failure ? <ErrorBanner>{action.failure.message}</ErrorBanner> : null}
      <div className={styles.grid}>
        <Field label="Business name" autoComplete="organization" {...field('businessName')} data-autofocus />
        <Field label="Owner name" autoComplete="name" {...field('ownerName')} />
        <Field label="Business type" list={suggestionsId} autoComplete="off" {...field('businessType')} />
        <datalist id={suggestionsId}>
          {BUSINESS_TYPE_SUGGESTIONS.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <Field label="Phone" type="tel" autoComplete="tel" inputMode="tel" placeholder="+233 24 000 0000" {...field('phone')} />
        <Field label="Address" autoComplete="street-address" className={styles.wide} {...field('address')} />
        <Field label="Email" type="email" autoComplete="email" inputMode="email" className={styles.wide} {...field('email')} />
        <Field label="Password" type="password" autoComplete="new-password" {...field('password')} />
        <Field label="Confirm password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
      </div>
      <Button type="submit" variant="primary" size="lg" fullWidth loading={action.pending === 'submit'} disabled={action.pending === 'google'}>
        Create account
      </Button>
      <p className={styles.divider}>or</p>
      <GoogleSignInButton action={action} onSignedIn={onSignedIn} />
      <p className={styles.switch}>
        Already have an account?{' '}
        <button type="button" className={styles.link} onClick={onLogIn}>
          Log in
        </button>
      </p>
    </form>
  );
}
