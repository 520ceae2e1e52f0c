// What the storefront asks of the backend (port.ts, OnlineStoreApi): the four methods a stranger's
// page may call, none of which needs a sign-in. The page loads the backend only when it first asks
// (loadStoreApi), so that its first view carries none of the session, Dexie or the Firebase SDK.
import type { OnlineStoreApi, PublishedStore } from '@shop/shared/session';

export type { PublishedStore };

/** The stranger's side of the online store: read the page, place an order, follow and cancel it. */
export type StoreApi = Pick<OnlineStoreApi, 'readPublishedStore' | 'placeOnlineOrder' | 'subscribeOwnOrder' | 'cancelOwnOrder'>;

/** The suite's runtime configuration, served beside the shell's page (shell/public/runtime-config.json). */
const RUNTIME_CONFIG_URL = '/runtime-config.json';

let loading: Promise<StoreApi> | null = null;

/** The suite's own backend, from the runtime configuration served beside the page. */
async function suiteBackend(): Promise<unknown> {
  const response = await fetch(RUNTIME_CONFIG_URL, { cache: 'no-cache' });
  return response.ok ? ((await response.json()) as { backend?: unknown }).backend : undefined;
}

/**
 * The backend the suite runs on (runtime-config.json's `backend`, or what `backendOf` says: the
 * catalogue embed's attributes), created on first use. On the
 * embedded backend the store is a preview in the same browser: the page opens this browser's shop
 * database, so an order placed here lands in its Online orders.
 */
export function loadStoreApi(backendOf: () => Promise<unknown> = suiteBackend): Promise<StoreApi> {
  loading ??= (async () => {
    const backend = await backendOf();
    const { createSession } = await import(/* webpackChunkName: "store-session" */ '@shop/shared/session');
    const session = await createSession((backend ?? { type: 'local' }) as Parameters<typeof createSession>[0]);
    return session.backend;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** A StoreApi whose methods load the backend on their first call (loadStoreApi). */
export function lazyStoreApi(load: () => Promise<StoreApi> = loadStoreApi): StoreApi {
  return {
    readPublishedStore: async (name) => (await load()).readPublishedStore(name),
    placeOnlineOrder: async (name, request) => (await load()).placeOnlineOrder(name, request),
    cancelOwnOrder: async (name, orderId, reason) => (await load()).cancelOwnOrder(name, orderId, reason),
    subscribeOwnOrder(name, orderId, onNext, onError) {
      let stop: (() => void) | null = null;
      let stopped = false;
      load().then(
        (api) => {
          if (!stopped) stop = api.subscribeOwnOrder(name, orderId, onNext, onError);
        },
        (error: unknown) => onError(error instanceof Error ? error : new Error(String(error))),
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}
