// What has not reached the server yet, said where the owner works: how many sales and refunds wait
// to sync (the till's header), and each write the server refused, with what to do (the frame and the
// widget). The callers read `useSyncState()` from the session; on the embedded backend nothing
// ever waits, so neither shows.
import { SYNC_MESSAGES } from '../domain/messages';
import { cx } from './class-names';
import { ErrorBanner } from './error-banner';
import styles from './sync-notices.module.css';

/** `2 sales and 1 refund waiting to sync`, as a polite status; empty when none wait. */
export function WaitingToSync({ sales, refunds = 0, className }: { sales: number; refunds?: number; className?: string }) {
  const any = sales > 0 || refunds > 0;
  return (
    <p role="status" className={cx(any ? styles.waiting : styles.none, className)}>
      {any ? SYNC_MESSAGES.waiting(sales, refunds) : null}
    </p>
  );
}

export interface RefusedWritesProps {
  /** What the server refused, newest first (`SyncState.refused`). */
  refused: readonly { id: string; what: string }[];
  onDismiss: (id: string) => void;
  className?: string;
}

/** One banner per write the server refused, each dismissed by the owner once dealt with. */
export function RefusedWrites({ refused, onDismiss, className }: RefusedWritesProps) {
  if (refused.length === 0) return null;
  return (
    <div className={cx(styles.refused, className)}>
      {refused.map((write) => (
        <ErrorBanner key={write.id} title={SYNC_MESSAGES.refusedTitle} onDismiss={() => onDismiss(write.id)} dismissLabel={`Dismiss: ${write.what}`}>
          {SYNC_MESSAGES.refused(write.what)} {SYNC_MESSAGES.refusedAdvice}
        </ErrorBanner>
      ))}
    </div>
  );
}
