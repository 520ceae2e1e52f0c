import { useState } from 'react';
import type { FormEvent } from 'react';
import { EMAIL_NOT_VERIFIED_CODE, validateLogin } from '@shop/shared/domain';
import type { FieldErrors, LoginField } from '@shop/shared/domain';
import { useBackend } from '@shop/shared/session';
import { Button, ErrorBanner, Field } from '@shop/shared/ui';
import { GoogleSignInButton } from './google-sign-in-button';
import { LocalMailboxNote } from './local-mailbox-note';
import { useAuthAction } from './use-auth-action';
import styles from './auth-form.module.css';

export interface LoginViewProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSignedIn: () => void;
  onForgotPassword: () => void;
  onCreateAccount: () => void;
}

export function LoginView({ email, onEmailChange, onSignedIn, onForgotPassword, onCreateAccount }: LoginViewProps) {
  const backend = useBackend();
  const action = useAuthAction();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateLogin({ email, password });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const ok = await action.run('submit', () => backend.signIn(checked.value.email, checked.value.password));
    if (ok) onSignedIn();
  };

  const unverified = action.failure?.code === EMAIL_NOT_VERIFIED_CODE;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {action.failure ? <ErrorBanner>{action.failure.message}</ErrorBanner> : null}
      {unverified ? <LocalMailboxNote email={email} /> : null}
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        aria-required="true"
        error={errors.email}
        data-autofocus
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-required="true"
        error={errors.password}
      />
      <div className={styles.row}>
        <button type="button" className={styles.link} onClick={onForgotPassword}>
          Forgot password?
        </button>
      </div>
      <Button type="submit" variant="primary" size="lg" fullWidth loading={action.pending === 'submit'} disabled={action.pending === 'google'}>
        Log in
      </Button>
      <p className={styles.divider}>or</p>
      <GoogleSignInButton action={action} onSignedIn={onSignedIn} />
      <p className={styles.switch}>
        New here?{' '}
        <button type="button" className={styles.link} onClick={onCreateAccount}>
          Create an account
        </button>
      </p>
    </form>
  );
}
