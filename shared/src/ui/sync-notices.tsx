// What has not reached the server yet, said where the owner works: how many sales wait to sync
// (the till's header), and each write the server refused, with what to do (the frame and the
// widget). On the embedded backend nothing ever waits, so neither shows.
import { SYNC_MESSAGES } from '../domain/messages';
import { useShop, useSyncState } from '../session';
import { cx } from './class-names';
import { ErrorBanner } from './error-banner';
import styles from './sync-notices.module.css';

/** `2 sales waiting to sync`, as a polite status; nothing when none wait. */
export function WaitingToSync({ className }: { className?: string }) {
  const { waitingSales } = useSyncState();
  return (
    <p role="status" className={cx(waitingSales.length > 0 ? styles.waiting : styles.none, className)}>
      {waitingSales.length > 0 ? SYNC_MESSAGES.waitingSales(waitingSales.length) : null}
    </p>
  );
}

/** One banner per write the server refused, each dismissed by the owner once dealt with. */
export function RefusedWrites({ className }: { className?: string }) {
  const { refused } = useSyncState();
  const { backend } = useShop();
  if (refused.length === 0) return null;
  return (
    <div className={cx(styles.refused, className)}>
      {refused.map((write) => (
        <ErrorBanner key={write.id} title={SYNC_MESSAGES.refusedTitle} onDismiss={() => backend.dismissRefused(write.id)} dismissLabel={`Dismiss: ${write.what}`}>
          {SYNC_MESSAGES.refused(write.what)} {SYNC_MESSAGES.refusedAdvice}
        </ErrorBanner>
      ))}
    </div>
  );
}
