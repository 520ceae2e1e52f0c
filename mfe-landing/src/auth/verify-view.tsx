import { Button } from '@shop/shared/ui';
import { LocalMailboxNote } from './local-mailbox-note';
import { SIGNUP_JOINING_TEXT } from './signup-words';
import { MailIcon } from '../icons';
import styles from './auth-form.module.css';

export interface VerifyViewProps {
  email: string;
  /** The sign-up joined a shop as staff: logging in once verified joins the shop that invited the address. */
  joining?: boolean;
  onLogIn: () => void;
}

/** After sign-up: the account exists but logging in waits for the e-mail to be verified. */
export function VerifyView({ email, joining = false, onLogIn }: VerifyViewProps) {
  return (
    <div className={styles.message}>
      <span className={styles.badge}>
        <MailIcon />
      </span>
      {joining ? (
        <p>
          {SIGNUP_JOINING_TEXT.signedUp} <strong>{email || 'your email address'}</strong>.
        </p>
      ) : (
        <p>
          We sent a verification link to <strong>{email || 'your email address'}</strong>. Check your inbox and open the link,
          then log in.
        </p>
      )}
      <LocalMailboxNote email={email} />
      <Button variant="primary" size="lg" fullWidth onClick={onLogIn} data-autofocus>
        Go to log in
      </Button>
    </div>
  );
}
