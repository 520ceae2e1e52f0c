import { Button } from '@shop/shared/ui';
import { LocalMailboxNote } from './local-mailbox-note';
import { MailIcon } from '../icons';
import styles from './auth-form.module.css';

export interface VerifyViewProps {
  email: string;
  onLogIn: () => void;
}

/** After sign-up: the account exists but logging in waits for the e-mail to be verified. */
export function VerifyView({ email, onLogIn }: VerifyViewProps) {
  return (
    <div className={styles.message}>
      <span className={styles.badge}>
        <MailIcon />
      </span>
      <p>
        We sent a verification link to <strong>{email || 'your email address'}</strong>. Check your inbox and open the link,
        then log in.
      </p>
      <LocalMailboxNote email={email} />
      <Button variant="primary" size="lg" fullWidth onClick={onLogIn} data-autofocus>
        Go to log in
      </Button>
    </div>
  );
}
