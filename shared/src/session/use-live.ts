// One way to hold a live subscription in a component: subscribed while mounted, re-subscribed
// when its key changes (another user, another period), released on change and on unmount.
// A subscription that fails is tried again: at once when the owner presses Try again (`retry`),
// when the browser says the network is back (`online`), and on its own after a growing pause.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ErrorCallback, Unsubscribe } from '../backend/port';

export type LiveState<T> =
  | { status: 'idle'; data: undefined; error: null }
  | { status: 'loading'; data: undefined; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: undefined; error: Error; retry: () => void };

const IDLE = { status: 'idle', data: undefined, error: null } as const;
const LOADING = { status: 'loading', data: undefined, error: null } as const;

/** Pauses before each automatic retry of a failed subscription; the last one repeats. */
export const LIVE_RETRY_DELAYS_MS: readonly number[] = [2_000, 5_000, 15_000, 30_000, 60_000];

export type Subscribe<T> = (onNext: (value: T) => void, onError: ErrorCallback) => Unsubscribe;

type Held<T> = { key: string | null; value: LiveState<T> };

/** A read started before any screen asked for it (warmLive), waiting for the first useLive of its key. */
interface Warm {
  answered: { data: unknown } | null;
  failed: boolean;
  onNext: ((value: unknown) => void) | null;
  onError: ErrorCallback | null;
  stop: Unsubscribe;
  expiry: ReturnType<typeof setTimeout>;
}
const warmed = new Map<string, Warm>();

/** How long a read started early waits for its screen before it is let go. */
export const WARM_HOLD_MS = 10_000;

/**
 * Starts a read that a screen about to mount will ask for, so its answer is on the way (or here)
 * when the screen's useLive of the same key subscribes: that useLive takes the read over instead of
 * starting its own, and renders an answer already in without a loading state. One taker: a second
 * useLive of the key subscribes as it always did. A read nobody takes within `holdMs` is let go; one
 * that failed before it was taken is let go and its taker subscribes afresh.
 */
export function warmLive<T>(key: string, subscribe: Subscribe<T>, holdMs = WARM_HOLD_MS): void {
  if (warmed.has(key)) return;
  const entry: Warm = {
    answered: null,
    failed: false,
    onNext: null,
    onError: null,
    stop: () => undefined,
    expiry: setTimeout(() => {
      if (warmed.get(key) !== entry) return;
      warmed.delete(key);
      entry.stop();
    }, holdMs),
  };
  warmed.set(key, entry);
  entry.stop = subscribe(
    (data) => {
      entry.answered = { data };
      entry.onNext?.(data);
    },
    (error) => {
      entry.failed = true;
      entry.onError?.(error);
    },
  );
}

/** The read warmLive started for `key`, as a subscription its taker follows (its last answer first); null when there is none or it failed. */
function takeWarm<T>(key: string): Subscribe<T> | null {
  const entry = warmed.get(key);
  if (!entry) return null;
  warmed.delete(key);
  clearTimeout(entry.expiry);
  if (entry.failed) {
    entry.stop();
    return null;
  }
  return (onNext, onError) => {
    entry.onNext = onNext as (value: unknown) => void;
    entry.onError = onError;
    if (entry.answered) onNext(entry.answered.data as T);
    return entry.stop;
  };
}

/** The answer a read started early for `key` has already, for a first render without a loading state. */
function warmAnswer<T>(key: string | null): LiveState<T> | null {
  const answered = key === null ? null : warmed.get(key)?.answered;
  return answered ? { status: 'ready', data: answered.data as T, error: null } : null;
}

/**
 * @param key what the subscription depends on, as a string; null means "nothing to subscribe to"
 *   (for instance nobody is signed in).
 */
export function useLive<T>(key: string | null, subscribe: Subscribe<T>): LiveState<T> {
  const [state, setState] = useState<Held<T>>(() => ({ key, value: key === null ? IDLE : (warmAnswer<T>(key) ?? LOADING) }));
  // Each retry is a new attempt; failures counts the ones in a row, for the pause before the next.
  const [attempt, setAttempt] = useState(0);
  const failures = useRef(0);
  const latest = useRef(subscribe);
  latest.current = subscribe;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    failures.current = 0;
  }, [key]);

  useEffect(() => {
    if (key === null) {
      setState({ key, value: IDLE });
      return undefined;
    }
    let active = true;
    // A read started early for this key (warmLive) is taken over rather than started again.
    const warm = takeWarm<T>(key);
    // Until the answer: a failure stays on screen (a background retry never flashes a spinner), as
    // does an answer the first render had from the early read.
    if (!warm) setState((held) => (held.key === key && held.value.status !== 'idle' ? held : { key, value: LOADING }));
    const unsubscribe = (warm ?? latest.current)(
      (data) => {
        if (!active) return;
        failures.current = 0;
        setState((held) => (held.key === key && held.value.status === 'ready' && held.value.data === data ? held : { key, value: { status: 'ready', data, error: null } }));
      },
      (error) => {
        if (!active) return;
        failures.current += 1;
        setState({ key, value: { status: 'error', data: undefined, error, retry } });
      },
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [key, attempt, retry]);

  const failed = state.key === key && state.value.status === 'error';
  useEffect(() => {
    if (!failed) return undefined;
    const pause = LIVE_RETRY_DELAYS_MS[Math.min(failures.current, LIVE_RETRY_DELAYS_MS.length) - 1] ?? 0;
    const timer = setTimeout(retry, pause);
    window.addEventListener('online', retry);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [failed, retry, state]);

  // Until the effect for a new key has run, report loading rather than the old key's data.
  if (state.key !== key) return key === null ? IDLE : LOADING;
  return state.value;
}
