// What the storefront asks of the backend (port.ts, OnlineStoreApi): the four methods a stranger's
// page may call, none of which needs a sign-in. The page's first view reads the published store
// with the light reader (@shop/shared/store-reader: no session, Dexie or Firebase SDK) and loads the
// backend on the page's first interaction, or when a method is first called (loadStoreApi).
import type { BackendConfig, OnlineStoreApi, PublishedStore } from '@shop/shared/session';
import { publishedStoreReader, type PublishedStoreReader } from '@shop/shared/store-reader';

export type { PublishedStore };

/** The stranger's side of the online store: read the page, place an order, follow, cancel and pay it. */
export type StoreApi = Pick<OnlineStoreApi, 'readPublishedStore' | 'placeOnlineOrder' | 'subscribeOwnOrder' | 'cancelOwnOrder' | 'startOrderPayment'>;

/** The suite's runtime configuration, served beside the shell's page (shell/public/runtime-config.json). */
const RUNTIME_CONFIG_URL = '/runtime-config.json';

let loading: Promise<StoreApi> | null = null;

/** The element the suite's server writes the runtime configuration into the page in (tooling/storefront-page.mjs). */
export const RUNTIME_CONFIG_ELEMENT = 'runtime-config';

/** The backend of the runtime configuration written into the page `page`, or `found: false` where none is. */
export function writtenBackend(page: Pick<Document, 'getElementById'> | undefined = globalThis.document): { found: true; backend: unknown } | { found: false } {
  const text = page?.getElementById(RUNTIME_CONFIG_ELEMENT)?.textContent;
  if (!text) return { found: false };
  try {
    return { found: true, backend: (JSON.parse(text) as { backend?: unknown }).backend };
  } catch {
    return { found: false };
  }
}

/** The element the suite's server writes a store page's published record into, read for the page (tooling/storefront-page.mjs, readForPage). */
export const PUBLISHED_STORE_ELEMENT = 'published-store';

/**
 * The published record of the store `name` written into the page `page` by the suite's server
 * (the REST document, or null for "no such store"), or undefined where the page carries none for
 * that name. Taken once: the element is removed, so a later read of the store is a read of its own.
 */
export function takeWrittenStore(name: string, page: Pick<Document, 'getElementById'> | undefined = globalThis.document): unknown {
  const element = page?.getElementById(PUBLISHED_STORE_ELEMENT);
  if (!element) return undefined;
  element.remove();
  try {
    const written = JSON.parse(element.textContent ?? '') as { name?: unknown; document?: unknown };
    return written.name === name && written.document !== undefined ? written.document : undefined;
  } catch {
    return undefined;
  }
}

/** The suite's own backend, from the runtime configuration written into the page or served beside it. */
async function suiteBackend(): Promise<unknown> {
  // Written into the page by the suite's server: the store's read starts as the script runs.
  const written = writtenBackend();
  if (written.found) return written.backend;
  // Else the request the page preloads (page.html); the server sends it revalidated (no-cache) as ever.
  const response = await fetch(RUNTIME_CONFIG_URL);
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
    startOrderPayment: async (name, orderId, returnUrl) => (await load()).startOrderPayment(name, orderId, returnUrl),
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

/** The events that count as the customer's first interaction with the page (a tap, a key). */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Resolves on the first interaction with `target` (the page unless given). */
export function firstInteraction(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window): Promise<void> {
  return new Promise((resolve) => {
    if (!target) return;
    const interacted = () => {
      for (const type of INTERACTIONS) target.removeEventListener(type, interacted, true);
      resolve();
    };
    for (const type of INTERACTIONS) target.addEventListener(type, interacted, { capture: true, passive: true });
  });
}

/** Follows the published store `name` for the page: found (or null for no such store), or a read that failed. */
export type WatchStore = (name: string, onStore: (store: PublishedStore | null) => void, onError: (error: unknown) => void) => () => void;

/** The storefront's backend: the store's first view from the light reader, and the backend for the rest. */
export interface Storefront {
  api: StoreApi;
  watchStore: WatchStore;
  /** Starts the light read of the store `name` now, for the watch that follows (the page, before its first draw). */
  readFirst(name: string): void;
}

/**
 * The storefront on the backend `backendOf` names (runtime-config.json's unless given). The first
 * view is the light reader's (publishedStoreReader). Where its answer is the backend's too
 * (Firebase), that is all; on the embedded backend, whose own read rebuilds the record first, the
 * page reads again through the backend once loaded, and asks the backend at once for a store the
 * light reader leaves to it (not published yet, or with photos kept in this browser). The backend loads on the first interaction (`interacted`), ready
 * for the basket's order, or on the first call of a method.
 */
export function createStorefront({
  backendOf = suiteBackend,
  interacted = firstInteraction(),
  readerOf = publishedStoreReader,
  load: loadApi = loadStoreApi,
  written = takeWrittenStore,
}: {
  /** The backend's configuration (runtime-config.json's `backend` unless given). */
  backendOf?: () => Promise<unknown>;
  /** When the customer first interacts with the page (firstInteraction unless given). */
  interacted?: Promise<void>;
  /** The light reader of the configuration's backend (publishedStoreReader unless given). */
  readerOf?: (config: BackendConfig, options: { written: (name: string) => unknown }) => PublishedStoreReader;
  /** Loads the backend (loadStoreApi unless given). */
  load?: typeof loadStoreApi;
  /** The record the page was sent with, for a store's name (takeWrittenStore unless given: the suite's page). */
  written?: (name: string) => unknown;
} = {}): Storefront {
  let config: Promise<unknown> | null = null;
  const configured = () => (config ??= backendOf().catch((error: unknown) => {
    config = null;
    throw error;
  }));
  const load = () => loadApi(configured);
  const api = lazyStoreApi(load);
  void interacted.then(load).catch(() => undefined);
  // A light read started before the page first draws (readFirst), taken by the watch that follows.
  const started = new Map<string, Promise<{ reader: PublishedStoreReader; store: PublishedStore | null }>>();
  const lightRead = (name: string) => {
    const read = configured().then(async (backend) => {
      const reader = readerOf((backend ?? { type: 'local' }) as BackendConfig, { written });
      return { reader, store: await reader.read(name) };
    });
    read.catch(() => undefined);
    return read;
  };
  const readFirst = (name: string) => {
    if (!started.has(name)) started.set(name, lightRead(name));
  };
  const watchStore: WatchStore = (name, onStore, onError) => {
    let live = true;
    const fromBackend = () =>
      api.readPublishedStore(name).then(
        (store) => live && onStore(store),
        (error: unknown) => live && onError(error),
      );
    const read = started.get(name) ?? lightRead(name);
    started.delete(name);
    read
      .then(({ reader, store }) => {
        if (!live) return;
        if (reader.final) return onStore(store);
        if (!store) return void fromBackend();
        onStore(store);
        // The backend's read replaces what the page shows; should it fail, the record shown stays.
        void interacted.then(async () => {
          const rebuilt = await api.readPublishedStore(name).catch(() => store);
          if (live) onStore(rebuilt);
        });
      })
      .catch(() => live && void fromBackend());
    return () => {
      live = false;
    };
  };
  return { api, watchStore, readFirst };
}
