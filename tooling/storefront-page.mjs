// The storefront's page (/s/<name>, mfe-store/src/page.html) as the suite's server sends it: with
// the runtime configuration it serves at /runtime-config.json written into the page, so the
// store's first read starts as the page's script runs, not one request later (issue 43, point 6:
// the first view over a slow connection). On Firebase the page also opens the connection to
// Firestore's REST API while it still loads, and a store's page preloads its one GET of the
// published record (shared/src/backend/firebase/published-store-rest.ts, publishedStoreUrl, which
// tooling/storefront-page.test.ts holds this to), so the read runs beside the script's start, not
// after it. A page served without this (another static host) fetches the configuration as it did
// (mfe-store/src/store-api.ts).
// Better still, the server makes that one GET itself as it answers a store's page (readForPage) and
// writes the answer into the page: the phone's first view then waits on no second origin (its
// connection, TLS and request were, in Lighthouse's mobile trace, what the shop's name waited for
// last: bench/storefront.mjs). The same public read with no credentials, one per view as the
// page's own; it is not kept, so a store turned off is down at the next view. Should it not
// answer in READ_WAIT_MS, the page is sent with the preload and reads the record itself.

/** The element the page reads the configuration from (mfe-store/src/store-api.ts, RUNTIME_CONFIG_ELEMENT). */
export const RUNTIME_CONFIG_ELEMENT = 'runtime-config';

/** The element a store page's published record is written into (mfe-store/src/store-api.ts, PUBLISHED_STORE_ELEMENT). */
export const PUBLISHED_STORE_ELEMENT = 'published-store';

/** How long the server waits for the published record before sending the page without it (the page then reads it). */
export const READ_WAIT_MS = 800;

/** The page's preload of the configuration (mfe-store/src/page.html), which the written configuration replaces. */
const CONFIG_PRELOAD = /<link rel="?preload"? href="?\/runtime-config\.json"?[^>]*>/;

/** Firestore's REST origin for a backend of the configuration (published-store-rest.ts, publishedStoreUrl), or null off Firebase. */
export function firestoreOrigin(backend) {
  if (backend?.type !== 'firebase') return null;
  const emulator = backend.emulators?.firestore;
  if (!emulator) return 'https://firestore.googleapis.com';
  return new URL(emulator.includes('://') ? emulator : `http://${emulator}`).origin;
}

/** The store's link name in a store page's `pathname` (/s/<name>, mfe-store/src/storefront-path.ts), or null (an order's page, or no name a store may have). */
function storeNameIn(pathname) {
  const match = /^\/s\/([^/]+)\/?$/.exec(pathname ?? '');
  if (!match) return null;
  let name;
  try {
    name = decodeURIComponent(match[1]).trim().toLowerCase();
  } catch {
    return null;
  }
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name) ? name : null;
}

/** The REST address of the published record `name` on the Firebase backend `backend` (published-store-rest.ts, publishedStoreUrl). */
export function publishedStoreAddress(backend, name) {
  const origin = firestoreOrigin(backend);
  const emulated = Boolean(backend.emulators?.firestore);
  const url = new URL(`/v1/projects/${encodeURIComponent(backend.firebase?.projectId ?? '')}/databases/(default)/documents/publishedStores/${encodeURIComponent(name)}`, origin);
  if (backend.firebase?.apiKey && !emulated) url.searchParams.set('key', backend.firebase.apiKey);
  return url.href;
}

/** The configuration's backend, or undefined when the configuration is not JSON. */
function backendOf(configText) {
  try {
    return JSON.parse(configText)?.backend;
  } catch {
    return undefined;
  }
}

/**
 * The published record for the store page `pathname` on the Firebase backend of the configuration
 * `configText`, read as the page would read it (publishedStoreAddress, no credentials):
 * `{ name, document }`, the REST document or null where there is no such store; null when the path
 * is not a store's page, the backend is not Firebase, or the read failed or took over `waitMs`.
 */
export async function readForPage(configText, pathname, { fetch = globalThis.fetch, waitMs = READ_WAIT_MS } = {}) {
  const backend = backendOf(configText);
  const name = firestoreOrigin(backend) ? storeNameIn(pathname) : null;
  if (!name) return null;
  try {
    const response = await fetch(publishedStoreAddress(backend, name), { credentials: 'omit', signal: AbortSignal.timeout(waitMs) });
    if (response.status === 404) return { name, document: null };
    if (!response.ok) return null;
    return { name, document: await response.json() };
  } catch {
    return null;
  }
}

/** JSON as a script element holds it: '<' escaped, so nothing in it ends the element. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** An attribute's value as HTML writes it. */
const attribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page `html` with the runtime configuration `configText` (JSON) written into it, for the path
 * `pathname`, and the store's published record `read` (readForPage) when the server has it instead
 * of the preload; as it is when the configuration is not JSON.
 */
export function storefrontPage(html, configText, pathname, read = null) {
  let config;
  try {
    config = JSON.parse(configText);
  } catch {
    return html;
  }
  const json = scriptJson({ backend: config?.backend });
  const origin = firestoreOrigin(config?.backend);
  const name = origin ? storeNameIn(pathname) : null;
  const record = read && read.name === name ? `<script type="application/json" id="${PUBLISHED_STORE_ELEMENT}">${scriptJson(read)}</script>` : null;
  // The preload's crossorigin (no credentials to another origin) is the read's (published-store-rest.ts), or the browser reads twice.
  const hints = !origin ? '' : record ?? (name ? `<link rel="preload" href="${attribute(publishedStoreAddress(config.backend, name))}" as="fetch" crossorigin>` : `<link rel="preconnect" href="${origin}" crossorigin>`);
  const written = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT}">${json}</script>${hints}`;
  return CONFIG_PRELOAD.test(html) ? html.replace(CONFIG_PRELOAD, () => written) : html.replace('</head>', () => `${written}</head>`);
}
