import { useState } from 'react';
import type { FormEvent } from 'react';
import { FIELD_MESSAGES, isValidEmail } from '@shop/shared/domain';
import { useBackend } from '@shop/shared/session';
import { Button, ErrorBanner, Field } from '@shop/shared/ui';
import { useAuthAction } from './use-auth-action';
import styles from './auth-form.module.css';

export interface ResetViewProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: () => void;
  onBackToLogIn: () => void;
}

export function ResetView({ email, onEmailChange, onSent, onBackToLogIn }: ResetViewProps) {
  const backend = useBackend();
  const action = useAuthAction();
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError(FIELD_MESSAGES.emailRequired);
    if (!isValidEmail(address)) return setError(FIELD_MESSAGES.emailInvalid);
    setError(undefined);
    const ok = await action.run('submit', () => backend.sendPasswordReset(address));
    if (ok) onSent();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {action.failure ? <ErrorBanner>{action.failure.message}</ErrorBanner> : null}
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        aria-required="true"
        error={error}
        data-autofocus
      />
      <Button type="submit" variant="primary" size="lg" fullWidth loading={action.pending === 'submit'}>
        Send reset link
      </Button>
      <p className={styles.switch}>
        Remembered it?{' '}
        <button type="button" className={styles.link} onClick={onBackToLogIn}>
          Back to log in
        </button>
      </p>
    </form>
  );
}
