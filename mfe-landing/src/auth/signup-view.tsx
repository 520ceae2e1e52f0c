import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { validateSignup } from '@shop/shared/domain';
import type { FieldErrors, SignupField, SignupInput } from '@shop/shared/domain';
import { useBackend } from '@shop/shared/session';
import type { SignUpProfile } from '@shop/shared/session';
import { Button, ErrorBanner, Field } from '@shop/shared/ui';
import { GoogleSignInButton } from './google-sign-in-button';
import { SIGNUP_JOINING_TEXT } from './signup-words';
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

/** What someone joining a shop fills in: the business fields are the inviting shop's, not theirs. */
const JOINING_FIELDS: readonly SignupField[] = ['email', 'password', 'confirmPassword'];

/** The profile the form builds with no business fields typed: what a sign-up that joins a shop sends. */
const NO_PROFILE: SignUpProfile = {
  businessName: EMPTY.businessName,
  ownerName: EMPTY.ownerName,
  businessType: EMPTY.businessType,
  phone: EMPTY.phone,
  address: EMPTY.address,
};

export interface SignupViewProps {
  email: string;
  onEmailChange: (email: string) => void;
  /**
   * Whether the person joins a shop that invited their address rather than starting one (offered
   * on Firebase only, SignUpInput.joining); kept by the modal, like the e-mail, for the next view.
   */
  joining?: boolean;
  onJoiningChange?: (joining: boolean) => void;
  onSignedUp: () => void;
  onSignedIn: () => void;
  onLogIn: () => void;
}

export function SignupView({ email, onEmailChange, joining: joiningAsked = false, onJoiningChange, onSignedUp, onSignedIn, onLogIn }: SignupViewProps) {
  const backend = useBackend();
  const action = useAuthAction();
  const suggestionsId = useId();
  const choiceName = useId();
  const [form, setForm] = useState<SignupForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});
  const values: SignupForm = { ...form, email };
  // Staff accounts of their own are Firebase's alone (the local adapter refuses `joining`).
  const offersJoining = backend.kind === 'firebase';
  const joining = offersJoining && joiningAsked;

  const choose = (next: boolean) => {
    if (next === joining) return;
    setErrors({});
    onJoiningChange?.(next);
  };

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
    if (joining) {
      const found = checked.ok ? {} : pickErrors(checked.errors, JOINING_FIELDS);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      const joined = await action.run('submit', () => backend.signUp({ email: values.email.trim(), password: values.password, profile: NO_PROFILE, joining: true }));
      if (joined) onSignedUp();
      return;
    }
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
      {offersJoining ? (
        <fieldset className={styles.choice}>
          <legend className={styles.choiceLegend}>{SIGNUP_JOINING_TEXT.choiceLegend}</legend>
          <div className={styles.choiceOptions}>
            <label className={styles.choiceOption}>
              <input type="radio" name={choiceName} value="start" checked={!joining} onChange={() => choose(false)} />
              <span>{SIGNUP_JOINING_TEXT.startShop}</span>
            </label>
            <label className={styles.choiceOption}>
              <input type="radio" name={choiceName} value="join" checked={joining} onChange={() => choose(true)} />
              <span>{SIGNUP_JOINING_TEXT.joinShop}</span>
            </label>
          </div>
        </fieldset>
      ) : null}
      <p className={styles.note}>All fields are required.</p>
      {action.failure ? <ErrorBanner>{action.failure.message}</ErrorBanner> : null}
      <div className={styles.grid}>
        {joining ? null : (
          <>
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
          </>
        )}
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          className={styles.wide}
          {...field('email')}
          {...(joining ? { hint: SIGNUP_JOINING_TEXT.emailHint, 'data-autofocus': true } : {})}
        />
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

/** The errors of `fields` only. */
function pickErrors(errors: FieldErrors<SignupField>, fields: readonly SignupField[]): FieldErrors<SignupField> {
  const picked: FieldErrors<SignupField> = {};
  for (const name of fields) if (errors[name] !== undefined) picked[name] = errors[name];
  return picked;
}
