// One way to hold a live subscription in a component: subscribed while mounted, re-subscribed
// when its key changes (another user, another period), released on change and on unmount.
import { useEffect, useRef, useState } from 'react';
import type { ErrorCallback, Unsubscribe } from '../backend/port';

export type LiveState<T> =
  | { status: 'idle'; data: undefined; error: null }
  | { status: 'loading'; data: undefined; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: undefined; error: Error };

const IDLE = { status: 'idle', data: undefined, error: null } as const;
const LOADING = { status: 'loading', data: undefined, error: null } as const;

export type Subscribe<T> = (onNext: (value: T) => void, onError: ErrorCallback) => Unsubscribe;

/**
 * @param key what the subscription depends on, as a string; null means "nothing to subscribe to"
 *   (for instance nobody is signed in).
 */
export function useLive<T>(key: string | null, subscribe: Subscribe<T>): LiveState<T> {
  const [state, setState] = useState<{ key: string | null; value: LiveState<T> }>({ key, value: key === null ? IDLE : LOADING });
  const latest = useRef(subscribe);
  latest.current = subscribe;

  useEffect(() => {
    if (key === null) {
      setState({ key, value: IDLE });
      return undefined;
    }
    let active = true;
    setState({ key, value: LOADING });
    const unsubscribe = latest.current(
      (data) => {
        if (active) setState({ key, value: { status: 'ready', data, error: null } });
      },
      (error) => {
        if (active) setState({ key, value: { status: 'error', data: undefined, error } });
      },
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [key]);

  // Until the effect for a new key has run, report loading rather than the old key's data.
  if (state.key !== key) return key === null ? IDLE : LOADING;
  return state.value;
}
