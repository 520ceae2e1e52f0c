// What a test does to the memory backend's calls and subscriptions around their work: every call
// waits `latencyMs`, then the test's `before` hook, then fails or never answers as `fail` says;
// every subscription is logged when opened and when released (`subscriptions`), and one that fails
// reports its error through the same faulted subscription as the port's injected faults
// (backend/faults.ts).
import { faultedSubscription } from '../faults';
import type { ErrorCallback, Unsubscribe } from '../port';
import type { MemoryBackendOptions, MemoryCall, MemorySubscription, MemorySubscriptions } from './options';

/** Latency, then the test's `before` hook, then an injected failure: what every call goes through. */
export function callGate(options: Pick<MemoryBackendOptions, 'latencyMs' | 'before' | 'fail'>): (method: MemoryCall, ...args: unknown[]) => Promise<void> {
  return async function gate(method: MemoryCall, ...args: unknown[]): Promise<void> {
    if (options.latencyMs !== undefined) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    const hook = options.before?.[method] as ((...a: unknown[]) => Promise<unknown>) | undefined;
    if (hook) await hook(...args);
    const fault = options.fail?.[method];
    if (fault === 'pending') await new Promise<never>(() => undefined);
    if (fault) throw fault;
  };
}

/** The subscriptions opened and released, in order. */
export function subscriptionLog(): MemorySubscriptions {
  const opened: string[] = [];
  const closed: string[] = [];
  return {
    opened,
    closed,
    get open() {
      const remaining = [...opened];
      for (const name of closed) remaining.splice(remaining.indexOf(name), 1);
      return remaining;
    },
  };
}

/**
 * Logged in `log` (opened now, released once) under its method's name without `subscribe` and its
 * key, then `answer`.
 */
export function logged(log: MemorySubscriptions, method: MemorySubscription, key: string | undefined, answer: () => Unsubscribe): Unsubscribe {
  const name = `${method.charAt(9).toLowerCase()}${method.slice(10)}${key === undefined ? '' : `:${key}`}`;
  log.opened.push(name);
  const stop = answer();
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    log.closed.push(name);
    stop();
  };
}

/** A subscription that reports `error` on a microtask, as the memory lists answer ('pending': never answers). */
export function failedSubscription(error: Error | 'pending', onError: ErrorCallback): Unsubscribe {
  if (error === 'pending') return () => undefined;
  return faultedSubscription(() => onError(error), 'microtask');
}
