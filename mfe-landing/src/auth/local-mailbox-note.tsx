import { useBackend } from '@shop/shared/session';
import styles from './auth-form.module.css';

/** The mailbox page, opened on `email`'s messages when the address is known. */
export function mailboxHref(email: string): string {
  const address = email.trim();
  return address ? `/mailbox?to=${encodeURIComponent(address)}` : '/mailbox';
}

/** On the embedded backend the e-mails land in the local mailbox page, not a real inbox. */
export function LocalMailboxNote({ email = '' }: { email?: string }) {
  const backend = useBackend();
  if (backend.kind !== 'local') return null;
  return (
    <p className={styles.mailbox}>
      This local build does not send real e-mails: they arrive in the <a href={mailboxHref(email)}>local mailbox</a>.
    </p>
  );
}
