// The storefront's page (/s/<name>, mfe-store/src/page.html) as the suite's server sends it: with
// the runtime configuration it serves at /runtime-config.json written into the page, so the
// store's first read starts as the page's script runs, not one request later (issue 43, point 6:
// the first view over a slow connection). On Firebase the page also opens the connection to
// Firestore's REST API while it still loads, and a store's page preloads its one GET of the
// published record (shared/src/backend/firebase/published-store-rest.ts, publishedStoreUrl, which
// tooling/storefront-page.test.ts holds this to), so the read runs beside the script's start, not
// after it. A page served without this (another static host) fetches the configuration as it did
// (mfe-store/src/store-api.ts).

/** The element the page reads the configuration from (mfe-store/src/store-api.ts, RUNTIME_CONFIG_ELEMENT). */
export const RUNTIME_CONFIG_ELEMENT = 'runtime-config';

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

/** An attribute's value as HTML writes it. */
const attribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page `html` with the runtime configuration `configText` (JSON) written into it, for the path
 * `pathname`; as it is when the configuration is not JSON.
 */
export function storefrontPage(html, configText, pathname) {
  let config;
  try {
    config = JSON.parse(configText);
  } catch {
    return html;
  }
  // As JSON inside a script element: '<' escaped, so nothing in it ends the element.
  const json = JSON.stringify({ backend: config?.backend }).replace(/</g, '\\u003c');
  const origin = firestoreOrigin(config?.backend);
  const name = origin ? storeNameIn(pathname) : null;
  // The preload's crossorigin (no credentials to another origin) is the read's (published-store-rest.ts), or the browser reads twice.
  const hints = !origin ? '' : name ? `<link rel="preload" href="${attribute(publishedStoreAddress(config.backend, name))}" as="fetch" crossorigin>` : `<link rel="preconnect" href="${origin}" crossorigin>`;
  const written = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT}">${json}</script>${hints}`;
  return CONFIG_PRELOAD.test(html) ? html.replace(CONFIG_PRELOAD, () => written) : html.replace('</head>', () => `${written}</head>`);
}
