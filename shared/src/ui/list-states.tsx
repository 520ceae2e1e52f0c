import type { ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { ErrorBanner } from './error-banner';
import { SignedOutNotice } from './signed-out-notice';
import { Spinner } from './spinner';

/** What ListStates reads of a live list (the session's LiveState fits). */
export interface ListLiveState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Present on a failure: tries the list again. */
  retry?: () => void;
}

export interface ListStatesProps {
  /** Whether the stored session has been read yet. */
  ready: boolean;
  signedIn: boolean;
  live: ListLiveState;
  /** What the list holds, in the shop's words: 'products', 'customers'. */
  noun: string;
  /** The message when the list cannot be loaded (one of ERROR_MESSAGES). */
  failedMessage: string;
  /** True when the list loaded and holds nothing. */
  isEmpty: boolean;
  /** The first-run invitation shown for an empty list. */
  empty: { title: string; description: string; addLabel: string; onAdd: () => void };
  /** The list itself, once there is something in it. */
  children: ReactNode;
}

/**
 * The states every owner's list screen goes through before it shows its rows: loading, signed out,
 * failed (with Try again), and empty (with a button to add the first one).
 */
export function ListStates({ ready, signedIn, live, noun, failedMessage, isEmpty, empty, children }: ListStatesProps) {
  if (!ready || live.status === 'loading') return <Spinner label={`Loading ${noun}…`} showLabel centered />;
  if (!signedIn || live.status === 'idle') return <SignedOutNotice description={`Log in to see your ${noun}.`} />;
  if (live.status === 'error') {
    return <ErrorBanner onRetry={live.retry}>{failedMessage}</ErrorBanner>;
  }
  if (isEmpty) {
    return (
      <EmptyState
        headingLevel={2}
        title={empty.title}
        description={empty.description}
        action={
          <Button variant="primary" onClick={empty.onAdd}>
            {empty.addLabel}
          </Button>
        }
      />
    );
  }
  return <>{children}</>;
}
