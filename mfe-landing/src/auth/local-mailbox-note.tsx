import { useBackend } from '@shop/shared/session';
import styles from './auth-form.module.css';

/** On the embedded backend the e-mails land in the local mailbox page, not a real inbox. */
export function LocalMailboxNote() {
  const backend = useBackend();
  if (backend.kind !== 'local') return null;
  return (
    <p className={styles.mailbox}>
      This local build does not send real e-mails: they arrive in the <a href="/mailbox">local mailbox</a>.
    </p>
  );
}
