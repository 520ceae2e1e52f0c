// The suite's service worker (/sw.js, built by tooling/rspack/create-config.mjs's
// createServiceWorkerConfig): the app opens and works with the network cut, one version at a time.
//
// A version is everything a signed-in owner needs (suite-snapshot.ts): the shell's files for the
// backend it runs, the runtime configuration, each remote's federation manifest and every file it
// lists that the suite loads (not the remote's own copies of what the shell shares). Each version is
// one cache, filled whole before it is used: a file that fails to fetch discards the new cache and
// the old version stays. Each page (client) is pinned to the version it was loaded from and is
// served from it alone, so a page never mixes two versions' remotes, even while another tab has
// moved on. A newer version becomes the one new pages load only when a page asks
// (SUITE_ACTIVATE_READY, after the owner chose Reload), or when a new worker activates with none
// running. Caches no page runs any more are deleted.
//
// Remotes deploy on their own, without a new sw.js: the pages ask the worker to check
// (SUITE_CHECK) when they start, every UPDATE_CHECK_INTERVAL_MS and when the network returns.
import { clientsClaim } from 'workbox-core';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { Strategy } from 'workbox-strategies';
import type { StrategyHandler } from 'workbox-strategies';
import { UPDATE_READY_MESSAGE } from './protocol';
import type { PageMessage, SuiteInfo, SuiteStatus } from './protocol';
import {
  OFFLINE_FILES_URL,
  RUNTIME_CONFIG_URL,
  SNAPSHOT_CACHE_PREFIX,
  filesOfSuite,
  isContentHashed,
  isSuiteRequest,
  leftOutUrlOf,
  pageForRoute,
  remotesOfRuntimeConfig,
  versionId,
} from './suite-snapshot';
import type { SnapshotFile, SuiteSources } from './suite-snapshot';

// The few service-worker globals used here (the shell's TypeScript project is typed for pages).
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface MessageEventLike extends ExtendableEventLike {
  data: PageMessage;
  source: { id: string } | null;
  ports: readonly MessagePort[];
}
interface ClientLike {
  id: string;
  postMessage(message: unknown): void;
}
interface WorkerScope {
  location: Location;
  registration: { scope: string; unregister(): Promise<boolean> };
  clients: { matchAll(options: { includeUncontrolled: boolean; type: string }): Promise<ClientLike[]> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}
declare const self: WorkerScope;

// Not under SNAPSHOT_CACHE_PREFIX: removing old versions never touches it.
const STATE_CACHE = 'shop-suite:state';
const STATE_URL = '/__suite/state';
/** Written last into a version's cache: without it the cache is an unfinished fetch. */
const COMPLETE_URL = '/__suite/complete';
const PARALLEL_FETCHES = 6;

interface State {
  active: string | null;
  ready: string | null;
  /** Which version each page runs, by client id. */
  pins: Record<string, string>;
  failure: string | null;
}

interface Completed {
  id: string;
  files: (SnapshotFile & { bytes: number })[];
}

const cacheName = (id: string) => `${SNAPSHOT_CACHE_PREFIX}${id}`;
const origin = self.location.origin;

/** Each version's cache, opened once while the worker runs: a page's every request reads one. */
const openedVersions = new Map<string, Promise<Cache>>();

function openVersion(id: string): Promise<Cache> {
  let opened = openedVersions.get(id);
  if (!opened) {
    opened = caches.open(cacheName(id));
    openedVersions.set(id, opened);
  }
  return opened;
}

/** Deletes a cache of the suite's, forgetting the versions opened (one may be this cache). */
function deleteCache(name: string): Promise<boolean> {
  openedVersions.clear();
  return caches.delete(name);
}

// ---- state, kept in Cache Storage so it outlives the worker's restarts ----------------------------

let state: Promise<State> | null = null;
/** Set once runtime-config.json switched the worker off: it keeps and serves nothing more. */
let off = false;
let writing: Promise<void> = Promise.resolve();

function readState(): Promise<State> {
  if (off) return Promise.resolve({ active: null, ready: null, pins: {}, failure: null });
  state ??= (async () => {
    const stored = await (await caches.open(STATE_CACHE)).match(STATE_URL);
    const value = stored ? ((await stored.json()) as Partial<State>) : {};
    return { active: value.active ?? null, ready: value.ready ?? null, pins: value.pins ?? {}, failure: value.failure ?? null };
  })();
  return state;
}

/** Changes the state in order (one change at a time) and stores it. */
function updateState(change: (current: State) => void): Promise<State> {
  const next = writing.then(async () => {
    const current = await readState();
    change(current);
    if (off) return current;
    const cache = await caches.open(STATE_CACHE);
    await cache.put(STATE_URL, new Response(JSON.stringify(current), { headers: { 'Content-Type': 'application/json' } }));
    return current;
  });
  writing = next.then(
    () => undefined,
    () => undefined,
  );
  return next;
}

async function completed(id: string): Promise<Completed | null> {
  if (!(await caches.has(cacheName(id)))) return null;
  const marker = await (await caches.open(cacheName(id))).match(COMPLETE_URL);
  return marker ? ((await marker.json()) as Completed) : null;
}

// ---- fetching a version whole -----------------------------------------------------------------

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** A file that may be missing (a remote built before it had one): null when it is. */
async function fetchTextIfThere(url: string): Promise<string | null> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** Reads what is live now: the runtime configuration, the shell's list and each remote's manifest and what it leaves out. */
async function liveSources(): Promise<SuiteSources> {
  const [runtimeConfigText, offlineFilesText] = await Promise.all([fetchText(new URL(RUNTIME_CONFIG_URL, origin).href), fetchText(new URL(OFFLINE_FILES_URL, origin).href)]);
  const remotes = await Promise.all(
    remotesOfRuntimeConfig(runtimeConfigText, origin).map(async ({ key, manifestUrl }) => {
      const manifest = /\.json(\?|$)/.test(manifestUrl);
      const [text, leftOutText] = await Promise.all([manifest ? fetchText(manifestUrl) : null, manifest ? fetchTextIfThere(leftOutUrlOf(manifestUrl)) : null]);
      return { key, manifestUrl, text, leftOutText };
    }),
  );
  return { runtimeConfigText, offlineFilesText, remotes };
}

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };

/** A response the worker may keep: the body read once, so its size is known. */
async function keepable(response: Response): Promise<{ response: Response; bytes: number }> {
  const body = await response.arrayBuffer();
  const headers = new Headers();
  for (const name of ['Content-Type', 'Last-Modified', 'ETag']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return { response: new Response(body, { status: response.status, statusText: response.statusText, headers }), bytes: body.byteLength };
}

/** A file found in another complete version that is the same file (a content-hashed name, or the same revision). */
async function fromOtherVersion(file: SnapshotFile, others: Completed[]): Promise<Response | null> {
  for (const other of others) {
    const same = other.files.find((kept) => kept.url === file.url);
    if (!same) continue;
    if (!isContentHashed(file.url) && !(file.revision && same.revision === file.revision)) continue;
    const found = await (await caches.open(cacheName(other.id))).match(file.url);
    if (found) return found;
  }
  return null;
}

let preparing: Promise<string> | null = null;
/** A check asked for while a preparation runs: that one read the live files before the ask. */
let preparingAgain: Promise<string> | null = null;
/** The version being fetched now: never removed as old while its files arrive. */
let preparingId: string | null = null;

/**
 * Makes sure the live version is kept whole, fetching what it lacks; resolves with its id. A file
 * that fails to fetch discards the new cache and rejects: the versions already kept are untouched.
 */
function prepareLiveVersion(): Promise<string> {
  if (preparing) {
    // A release may have landed after the running preparation read the manifests: joining it
    // would answer with the version live before. One more preparation follows it.
    preparingAgain ??= preparing
      .catch(() => undefined)
      .then(() => {
        preparingAgain = null;
        // Switched off meanwhile (switchedOff removed every version): nothing more is kept.
        if (off) throw new Error('The offline app is switched off');
        return prepareLiveVersion();
      });
    return preparingAgain;
  }
  preparing = (async () => {
    const sources = await liveSources();
    const id = await versionId(sources);
    if (await completed(id)) return id;
    const files = filesOfSuite(sources, origin);
    const current = await readState();
    const others = (await Promise.all([current.active, current.ready].filter((v): v is string => !!v).map(completed))).filter((c): c is Completed => !!c);
    const name = cacheName(id);
    preparingId = id;
    const cache = await caches.open(name);
    const texts = new Map<string, string>([
      [new URL(RUNTIME_CONFIG_URL, origin).href, sources.runtimeConfigText],
      [new URL(OFFLINE_FILES_URL, origin).href, sources.offlineFilesText],
      ...sources.remotes.filter((r) => r.text !== null).map((r) => [r.manifestUrl, r.text as string] as [string, string]),
    ]);
    let failed = false;
    try {
      const kept: Completed['files'] = [];
      const queue = [...files];
      const worker = async () => {
        for (let file = queue.shift(); file && !failed; file = queue.shift()) {
          const text = texts.get(file.url);
          let response: Response | null = text === undefined ? await fromOtherVersion(file, others) : new Response(text, { headers: JSON_HEADERS });
          if (!response) {
            const fetched = await fetch(file.url, { cache: isContentHashed(file.url) ? 'default' : 'no-cache', credentials: 'same-origin' });
            if (!fetched.ok) {
              failed = true;
              throw new Error(`${file.url} answered ${fetched.status}`);
            }
            response = fetched;
          }
          const { response: body, bytes } = await keepable(response);
          await cache.put(file.url, body);
          kept.push({ ...file, bytes });
        }
      };
      await Promise.all(
        Array.from({ length: PARALLEL_FETCHES }, () =>
          worker().catch((error: unknown) => {
            failed = true;
            throw error;
          }),
        ),
      );
      await cache.put(COMPLETE_URL, new Response(JSON.stringify({ id, files: kept } satisfies Completed), { headers: JSON_HEADERS }));
      if (!(await completed(id))) throw new Error(`The cache of version ${id} went while it was filled`);
      return id;
    } catch (error) {
      await deleteCache(name);
      throw error;
    }
  })().finally(() => {
    preparing = null;
    preparingId = null;
  });
  return preparing;
}

// ---- which version each page runs ---------------------------------------------------------------

async function versionOf(clientId: string | null | undefined): Promise<string | null> {
  const current = await readState();
  if (clientId && current.pins[clientId]) return current.pins[clientId];
  // A page loaded before this worker took control: it runs what is active now.
  if (clientId && current.active) await pin(clientId, current.active);
  return current.active;
}

function pin(clientId: string, id: string): Promise<State> {
  return updateState((current) => {
    current.pins[clientId] = id;
  });
}

/** Forgets the pages that are gone and deletes every version no page runs and none waits to. */
async function removeOldVersions(): Promise<void> {
  const living = new Set((await self.clients.matchAll({ includeUncontrolled: true, type: 'window' })).map((client) => client.id));
  const current = await updateState((s) => {
    for (const clientId of Object.keys(s.pins)) if (!living.has(clientId)) delete s.pins[clientId];
  });
  const keep = new Set([current.active, current.ready, preparingId, ...Object.values(current.pins)].filter(Boolean).map((id) => cacheName(id as string)));
  for (const name of await caches.keys()) {
    if (name.startsWith(SNAPSHOT_CACHE_PREFIX) && !keep.has(name)) await deleteCache(name);
  }
}

async function statusFor(clientId: string | null): Promise<SuiteStatus> {
  const running = await versionOf(clientId);
  const current = await readState();
  const newest = current.ready ?? current.active;
  return { active: current.active, ready: current.ready, running, updateReady: !!newest && !!running && newest !== running, failure: current.failure };
}

/**
 * runtime-config.json's `"serviceWorker": false` as served now: the worker removes itself and what
 * it kept, so the pages open from the network again from their next load.
 */
async function switchedOff(): Promise<boolean> {
  let config: { serviceWorker?: unknown };
  try {
    config = JSON.parse(await fetchText(new URL(RUNTIME_CONFIG_URL, origin).href)) as { serviceWorker?: unknown };
  } catch {
    return false;
  }
  if (config.serviceWorker !== false) return false;
  off = true;
  await self.registration.unregister();
  state = null;
  for (const name of await caches.keys()) if (name.startsWith(SNAPSHOT_CACHE_PREFIX) || name === STATE_CACHE) await deleteCache(name);
  return true;
}

/** Fetches the live version if it is new, and tells every page when one is ready. */
async function checkForUpdate(): Promise<void> {
  if (await switchedOff()) return;
  let id: string;
  try {
    id = await prepareLiveVersion();
  } catch (error) {
    await updateState((s) => {
      s.failure = error instanceof Error ? error.message : String(error);
    });
    return;
  }
  const current = await updateState((s) => {
    s.failure = null;
    if (!s.active) s.active = id;
    else if (id !== s.active) s.ready = id;
    else s.ready = null;
  });
  if (current.ready) {
    for (const client of await self.clients.matchAll({ includeUncontrolled: true, type: 'window' })) client.postMessage({ type: UPDATE_READY_MESSAGE });
  }
  // The pages that ran an older version may have reloaded since.
  await removeOldVersions();
}

// ---- serving ------------------------------------------------------------------------------------

/** Serves a request from the version its page runs; what that version lacks goes to the network. */
class FromPagesVersion extends Strategy {
  protected override async _handle(request: Request, handler: StrategyHandler): Promise<Response | undefined> {
    const event = handler.event as Event & { clientId?: string; resultingClientId?: string };
    const url = new URL(request.url);
    const page = request.mode === 'navigate' ? pageForRoute(url.pathname) : null;
    if (off) return fetch(request);
    let id: string | null;
    if (page) {
      // A page being loaded runs the active version from now on: pinned at once, in the state the
      // worker reads, and stored while the page is answered.
      const current = await readState();
      id = current.active;
      if (id && event.resultingClientId) {
        current.pins[event.resultingClientId] = id;
        handler.waitUntil(updateState(() => undefined));
      }
    } else {
      id = await versionOf(event.clientId);
    }
    if (id) {
      const cache = await openVersion(id);
      const found = (await cache.match(page ?? request.url)) ?? (page ? undefined : await cache.match(request.url, { ignoreSearch: true }));
      if (found) return found;
    }
    const response = await fetch(request);
    // A content-hashed file no manifest listed (an image a stylesheet names) joins the page's version.
    if (id && response.ok && url.origin === origin && isContentHashed(url.href)) {
      const { response: body } = await keepable(response.clone());
      await (await openVersion(id)).put(url.href, body);
    }
    return response;
  }
}

const fromPagesVersion = new FromPagesVersion();
// NavigationRoute matches the path with its query (/dashboard?view=sales-pos).
registerRoute(new NavigationRoute(fromPagesVersion, { allowlist: [/^\/(\?|$)/, /^\/index\.html(\?|$)/, /^\/dashboard([/?]|$)/, /^\/mailbox([/?]|$)/] }));
registerRoute(({ url, request }) => request.mode !== 'navigate' && url.origin === origin && isSuiteRequest(url.pathname), fromPagesVersion);

// ---- lifecycle and messages ---------------------------------------------------------------------

self.addEventListener('install', (event) => {
  // A new worker is installed only once the version live now is kept whole.
  event.waitUntil(
    prepareLiveVersion().then((id) =>
      updateState((s) => {
        if (id !== s.active) s.ready = id;
      }),
    ),
  );
});

/** The version waiting to be used (if any) becomes the one new pages get. */
function promoteReady(): Promise<State> {
  return updateState((s) => {
    if (s.ready) {
      s.active = s.ready;
      s.ready = null;
    }
  });
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Activating means no page runs the old worker any more, or a page chose Reload.
      await promoteReady();
      await removeOldVersions();
    })(),
  );
});
clientsClaim();

self.addEventListener('message', (event) => {
  const reply = (value: unknown) => event.ports[0]?.postMessage(value);
  const clientId = event.source?.id ?? null;
  switch (event.data?.type) {
    case 'SKIP_WAITING':
      event.waitUntil(self.skipWaiting());
      break;
    case 'SUITE_CHECK':
      event.waitUntil(checkForUpdate().then(async () => reply(await statusFor(clientId))));
      break;
    case 'SUITE_ACTIVATE_READY':
      event.waitUntil(
        (async () => {
          await promoteReady();
          reply(await statusFor(null));
          await removeOldVersions();
        })(),
      );
      break;
    case 'SUITE_INFO':
      event.waitUntil(
        (async () => {
          const status = await statusFor(clientId);
          const kept = status.running ? await completed(status.running) : null;
          const bytesByPart: Record<string, number> = {};
          for (const file of kept?.files ?? []) bytesByPart[file.part] = (bytesByPart[file.part] ?? 0) + file.bytes;
          const info: SuiteInfo = {
            ...status,
            files: kept?.files.length ?? 0,
            bytes: Object.values(bytesByPart).reduce((a, b) => a + b, 0),
            bytesByPart,
          };
          reply(info);
        })(),
      );
      break;
  }
});
