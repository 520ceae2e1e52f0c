// The till's own compact log-in, for where no shell signed the owner in: the partner widget and
// this remote's standalone page.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { authErrorMessage, validateLogin } from '@shop/shared/domain';
import type { FieldErrors, LoginField } from '@shop/shared/domain';
import { useBackend } from '@shop/shared/session';
import { Button, ErrorBanner, Field } from '@shop/shared/ui';
import styles from './sign-in-form.module.css';

export interface SignInFormProps {
  headingLevel?: 2 | 3;
  /** The address to start with (e.g. the one just signed up). */
  initialEmail?: string;
  /** Offers "Create an account" (the widget, which has no landing page to sign up on). */
  onCreateAccount?: () => void;
}

export function SignInForm({ headingLevel = 2, initialEmail = '', onCreateAccount }: SignInFormProps) {
  const backend = useBackend();
  const titleId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const Heading = `h${headingLevel}` as const;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateLogin({ email, password });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await backend.signIn(checked.value.email, checked.value.password);
    } catch (error) {
      setFailure(authErrorMessage(error as { code?: string; message?: string }));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} aria-labelledby={titleId} noValidate onSubmit={(event) => void submit(event)}>
      <Heading id={titleId} className={styles.title}>
        Log in to sell
      </Heading>
      {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
      <Field label="Email" type="email" autoComplete="email" required value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" variant="primary" fullWidth loading={busy}>
        Log in
      </Button>
      {onCreateAccount ? (
        <Button variant="ghost" fullWidth onClick={onCreateAccount}>
          Create an account
        </Button>
      ) : null}
    </form>
  );
}
