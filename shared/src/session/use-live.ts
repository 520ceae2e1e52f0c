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

/**
 * @param key what the subscription depends on, as a string; null means "nothing to subscribe to"
 *   (for instance nobody is signed in).
 */
export function useLive<T>(key: string | null, subscribe: Subscribe<T>): LiveState<T> {
  const [state, setState] = useState<Held<T>>({ key, value: key === null ? IDLE : LOADING });
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
    // A retry keeps the failure on screen until it has an answer, so a background retry never flashes a spinner.
    setState((held) => (held.key === key && held.value.status === 'error' ? held : { key, value: LOADING }));
    const unsubscribe = latest.current(
      (data) => {
        if (!active) return;
        failures.current = 0;
        setState({ key, value: { status: 'ready', data, error: null } });
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
