import { Button } from '@shop/shared/ui';
import { LocalMailboxNote } from './local-mailbox-note';
import { MailIcon } from '../icons';
import styles from './auth-form.module.css';

export interface ResetSentViewProps {
  email: string;
  onBackToLogIn: () => void;
}

export function ResetSentView({ email, onBackToLogIn }: ResetSentViewProps) {
  return (
    <div className={styles.message}>
      <span className={styles.badge}>
        <MailIcon />
      </span>
      <p>
        If an account exists for <strong>{email || 'that address'}</strong>, a link to choose a new password is on its way.
      </p>
      <LocalMailboxNote email={email} />
      <Button variant="primary" size="lg" fullWidth onClick={onBackToLogIn} data-autofocus>
        Back to log in
      </Button>
    </div>
  );
}
