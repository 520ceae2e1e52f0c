// Deliberate failures, for rehearsing what the screens do when the backend lets them down:
// a backend wrapped here answers the named methods with an error (or, for the business
// profile, with "missing"; or with an error the first time only, to rehearse a retry) and
// everything else as usual. Chosen in the runtime configuration
// (`backend.faults`), so end-to-end tests and demos inject them through the port itself.
import { BackendError } from './errors';
import type { Backend, ErrorCallback, Unsubscribe } from './port';

export type FaultKind = 'error' | 'missing' | 'error-once';
export type BackendFaults = Partial<Record<keyof Backend, FaultKind>>;

const SUBSCRIPTIONS = new Set<keyof Backend>([
  'subscribeBusiness',
  'subscribeProducts',
  'subscribeCustomers',
  'subscribeSales',
  'subscribeSalesSince',
  'subscribeDailyStats',
  'subscribeRefunds',
  'subscribeRefundsSince',
  'subscribeSaleRefunds',
  'subscribeStockMovements',
  'subscribeExpenses',
  'subscribeOnlineStore',
  'subscribeOnlineOrders',
  'subscribeReservedStock',
  'subscribeOwnOrder',
]);

function injectedError(method: string): BackendError {
  return new BackendError('unavailable', `Injected fault: ${method} is unavailable.`);
}

/**
 * What a faulted subscription returns: `report` (its error, or its "missing" answer) runs once,
 * soon — on a task of its own, or on a microtask for a backend whose lists answer on one (the
 * memory backend's) — unless the subscription is released first.
 */
export function faultedSubscription(report: () => void, soon: 'task' | 'microtask' = 'task'): Unsubscribe {
  if (soon === 'microtask') {
    let active = true;
    queueMicrotask(() => active && report());
    return () => {
      active = false;
    };
  }
  const timer = setTimeout(report, 0);
  return () => clearTimeout(timer);
}

export function withFaults<B extends Backend>(backend: B, faults: BackendFaults | undefined): B {
  const entries = Object.entries(faults ?? {}) as [keyof Backend, FaultKind][];
  if (entries.length === 0) return backend;
  const overrides: Partial<Record<keyof Backend, unknown>> = {};
  for (const [method, kind] of entries) {
    if (SUBSCRIPTIONS.has(method)) {
      let calls = 0;
      overrides[method] = (...args: unknown[]): Unsubscribe => {
        calls += 1;
        if (kind === 'error-once' && calls > 1) return (backend[method] as (...a: unknown[]) => Unsubscribe).apply(backend, args);
        // The callbacks follow the subscription's own arguments (a uid, then a date, a sale or a product for some).
        const [onNext, onError] = args.filter((arg) => typeof arg === 'function') as [(value: unknown) => void, ErrorCallback];
        return faultedSubscription(() => (kind === 'missing' ? onNext(null) : onError(injectedError(method))));
      };
    } else if (typeof backend[method] === 'function') {
      let calls = 0;
      overrides[method] = (...args: unknown[]) => {
        calls += 1;
        if (kind === 'error-once' && calls > 1) return (backend[method] as (...a: unknown[]) => unknown).apply(backend, args);
        return Promise.reject(injectedError(method));
      };
    }
  }
  return new Proxy(backend, {
    get(target, property, receiver) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof Backend];
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
