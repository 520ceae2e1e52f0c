// The till's own sign-up, for the partner widget on the embedded local backend: the widget's data
// lives in the partner site's browser storage, so its owner signs up there. No e-mail leaves the
// device: the verification message waits in the local mailbox, whose link the widget offers in
// place (a partner's page has no /mailbox of its own).
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { authErrorMessage, validateSignup, VALIDATION_MESSAGES } from '@shop/shared/domain';
import type { FieldErrors, SignupField, SignupInput } from '@shop/shared/domain';
import type { LocalMailbox } from '@shop/shared/session';
import { useBackend } from '@shop/shared/session';
import { Button, ErrorBanner, Field } from '@shop/shared/ui';
import styles from './sign-in-form.module.css';

type SignUpValues = Required<{ [K in keyof SignupInput]: string }>;

const EMPTY: SignUpValues = { businessName: '', ownerName: '', businessType: '', phone: '', address: '', email: '', password: '', confirmPassword: '' };

const LABELS: Record<keyof SignUpValues, { label: string; type?: 'email' | 'password' | 'tel'; autoComplete: string }> = {
  businessName: { label: 'Business name', autoComplete: 'organization' },
  ownerName: { label: 'Owner name', autoComplete: 'name' },
  businessType: { label: 'Business type', autoComplete: 'off' },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel' },
  address: { label: 'Address', autoComplete: 'street-address' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  password: { label: 'Password', type: 'password', autoComplete: 'new-password' },
  confirmPassword: { label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
};

export interface SignUpFormProps {
  headingLevel?: 2 | 3;
  /** Back to the log-in, with the address to log in with once it is verified. */
  onLogIn: (email: string) => void;
}

export function SignUpForm({ headingLevel = 2, onLogIn }: SignUpFormProps) {
  const backend = useBackend();
  const titleId = useId();
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;

  if (sentTo) return <VerifyInPlace email={sentTo} headingLevel={headingLevel} onLogIn={() => onLogIn(sentTo)} />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateSignup(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    const { email, password, ...profile } = checked.value;
    try {
      await backend.signUp({ email, password, profile });
      setSentTo(email);
    } catch (error) {
      setFailure(authErrorMessage(error as { code?: string; message?: string }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} aria-labelledby={titleId} noValidate onSubmit={(event) => void submit(event)}>
      <Heading id={titleId} className={styles.title}>
        Create your shop's account
      </Heading>
      <p className={styles.note}>This till keeps its data in this browser, on this site.</p>
      {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
      {(Object.keys(LABELS) as (keyof SignUpValues)[]).map((name) => (
        <Field
          key={name}
          label={LABELS[name].label}
          type={LABELS[name].type ?? 'text'}
          autoComplete={LABELS[name].autoComplete}
          required
          value={values[name]}
          error={errors[name]}
          onChange={(e) => setValues((before) => ({ ...before, [name]: e.target.value }))}
        />
      ))}
      <Button type="submit" variant="primary" fullWidth loading={busy}>
        Create account
      </Button>
      <Button variant="ghost" fullWidth onClick={() => onLogIn(values.email)}>
        I have an account: log in
      </Button>
    </form>
  );
}

type VerifyState = { status: 'waiting' } | { status: 'ready'; token: string } | { status: 'verifying'; token: string } | { status: 'verified' } | { status: 'failed'; message: string };

/** "Verify your email", with the local mailbox's link offered in place. */
function VerifyInPlace({ email, headingLevel, onLogIn }: { email: string; headingLevel: 2 | 3; onLogIn: () => void }) {
  const titleId = useId();
  const [state, setState] = useState<VerifyState>({ status: 'waiting' });
  const Heading = `h${headingLevel}` as const;
  // The embedded backend's mailbox (it has one; Firebase sends real e-mail).
  const backend = useBackend();
  const mailbox = (backend as { mailbox?: LocalMailbox }).mailbox ?? null;

  useEffect(() => {
    if (!mailbox) return;
    return mailbox.subscribe(
      email,
      (messages) => {
        const link = messages.find((message) => message.kind === 'verify')?.link;
        const token = link ? new URL(link, 'https://mailbox.invalid').searchParams.get('token') : null;
        if (token) setState((before) => (before.status === 'waiting' ? { status: 'ready', token } : before));
      },
      (error) => setState({ status: 'failed', message: error.message }),
    );
  }, [mailbox, email]);

  const verify = async (token: string) => {
    if (!mailbox) return;
    setState({ status: 'verifying', token });
    try {
      await mailbox.applyVerification(token);
      setState({ status: 'verified' });
    } catch (error) {
      setState({ status: 'failed', message: authErrorMessage(error as { code?: string; message?: string }) });
    }
  };

  return (
    <section className={styles.form} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {state.status === 'verified' ? 'Your email is verified' : 'Verify your email'}
      </Heading>
      {state.status === 'verified' ? (
        <p>You can now log in to sell.</p>
      ) : (
        <p>
          {mailbox
            ? `This till sends no real e-mail: the verification message for ${email} is in its local mailbox.`
            : `We sent a verification link to ${email}. ${VALIDATION_MESSAGES.verifyEmailBeforeLogin}`}
        </p>
      )}
      {state.status === 'failed' ? <ErrorBanner>{state.message}</ErrorBanner> : null}
      {state.status === 'ready' || state.status === 'verifying' ? (
        <Button variant="primary" fullWidth loading={state.status === 'verifying'} onClick={() => void verify(state.token)}>
          Verify your email address
        </Button>
      ) : null}
      <Button variant={state.status === 'verified' ? 'primary' : 'ghost'} fullWidth onClick={onLogIn}>
        Go to log in
      </Button>
    </section>
  );
}
