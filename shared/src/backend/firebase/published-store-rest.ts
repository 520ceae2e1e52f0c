// The storefront's first view on Firebase (issue 43, point 6): the published record of one store,
// publishedStores/{name}, read with one GET of Firestore's REST API — public to read by
// firebase/firestore.rules, so no sign-in and no SDK (the SDK's chunk is 161.8 KB gzip: bench/README.md)
// — and decoded (rest-values.ts) into the shape the adapter's readPublishedStore gives
// (online-store.ts: the name normalised, a name that cannot be a link no store, the fields with
// Dates). One billed read, as the adapter's.
import type { PublishedStore } from '../port';
import { BackendError } from '../errors';
import type { DataErrorCode } from '../errors';
import { normaliseStoreName, publishedStoreAt, storeNameProblem } from '../../domain/online-store';
import { fieldsFromRest } from './rest-values';
import type { RestDocument } from './rest-values';

/** Where Firestore's REST API answers, unless the configuration names the emulator. */
const FIRESTORE_REST_ORIGIN = 'https://firestore.googleapis.com';

export interface PublishedStoreRestOptions {
  projectId: string;
  apiKey?: string;
  /** The Firestore emulator's `host:port` (the runtime configuration's `emulators.firestore`), when the suite runs on it. */
  emulatorHost?: string;
  /** The fetch to use (the page's unless given). */
  fetch?: typeof globalThis.fetch;
  /**
   * The record the page was sent with, for the store `name` (normalised): the REST document the
   * suite's server read for it (tooling/storefront-page.mjs, readForPage), null where it answered
   * that there is none, undefined where the page carries no read of that store (then this GETs it).
   */
  written?: (name: string) => unknown;
}

/** The REST address of the published record `name`. */
export function publishedStoreUrl(name: string, { projectId, apiKey, emulatorHost }: PublishedStoreRestOptions): string {
  const origin = emulatorHost ? (emulatorHost.includes('://') ? emulatorHost : `http://${emulatorHost}`) : FIRESTORE_REST_ORIGIN;
  const url = new URL(`/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents/publishedStores/${encodeURIComponent(name)}`, origin);
  if (apiKey && !emulatorHost) url.searchParams.set('key', apiKey);
  return url.href;
}

/** The port's error for a REST answer that is not the document (the SDK's codes for the same statuses). */
function restError(status: number): BackendError {
  const code: DataErrorCode = status === 403 ? 'permission-denied' : status === 401 ? 'unauthenticated' : status === 400 ? 'invalid-argument' : 'unavailable';
  return new BackendError(code, `The store could not be read (HTTP ${status}).`);
}

/** A published record as the REST API answers it, in the port's shape. */
export function publishedStoreFromRest(document: RestDocument): PublishedStore {
  return fieldsFromRest(document.fields) as unknown as PublishedStore;
}

/** The published store at `/s/<typed>` on Firebase, or null when there is none or it is off. */
export async function readPublishedStoreOverRest(typed: string, options: PublishedStoreRestOptions): Promise<PublishedStore | null> {
  const name = normaliseStoreName(typeof typed === 'string' ? typed : '');
  if (storeNameProblem(name) !== null) return null;
  const written = options.written?.(name);
  if (written === null) return null;
  if (written !== undefined) return publishedStoreAt(publishedStoreFromRest(written as RestDocument), new Date());
  const fetching = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    // No credentials go to Firestore's origin; 'same-origin' says so as the page's preload of this read does (tooling/storefront-page.mjs), so the browser takes that answer.
    response = await fetching(publishedStoreUrl(name, options), { credentials: 'same-origin' });
  } catch (error) {
    throw new BackendError('unavailable', 'The store could not be read: no network.', { cause: error });
  }
  if (response.status === 404) return null;
  if (!response.ok) throw restError(response.status);
  // As it reads now, as the adapter's read gives it (publishedStoreAt: a hold lapsed since taken in).
  return publishedStoreAt(publishedStoreFromRest((await response.json()) as RestDocument), new Date());
}
