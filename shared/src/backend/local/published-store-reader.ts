// The storefront's first view on the embedded backend (issue 43, point 6): the published record of
// one store read straight from this browser's database — one readonly get by the link name in the
// `publishedStores` table (published-store-row.ts) — without Dexie or the local adapter, which load
// later for what a customer does (lazy, mfe-store/src/store-api.ts). It decodes the row as the
// adapter does (publishedStoreFromRow) and answers null for no such store as the adapter does. The
// adapter's own read (online-store.ts, readPublishedStore) rebuilds the record first; this one
// reads it as last published, so the page reads again once the backend is there.
import type { PublishedStore } from '../port';
import { normaliseStoreName, publishedStoreAt } from '../../domain/online-store';
import { DEFAULT_DB_NAME, PUBLISHED_STORES_TABLE, publishedStoreFromRow } from './published-store-row';
import type { PublishedStoreRow } from './published-store-row';

/** The request's outcome as a promise. */
function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused the request.'));
  });
}

/**
 * The database as it is, or null when this browser has none: opened without a version, so it is
 * never upgraded, and never created either (an upgrade a missing database asks for is aborted).
 */
function openExisting(factory: IDBFactory, dbName: string): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    let missing = false;
    const request = factory.open(dbName);
    request.onupgradeneeded = () => {
      missing = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = (event) => {
      if (!missing) return reject(request.error ?? new Error(`IndexedDB could not open ${dbName}.`));
      event.preventDefault();
      resolve(null);
    };
  });
}

/**
 * The published store named `typed` (normalised as the adapter reads it), as this browser last
 * published it; null when there is no such store, it is off (its record removed), or the browser
 * holds no shop at all.
 */
export async function readKeptPublishedStore(typed: string, dbName: string = DEFAULT_DB_NAME, factory: IDBFactory | undefined = globalThis.indexedDB): Promise<PublishedStore | null> {
  const name = normaliseStoreName(typeof typed === 'string' ? typed : '');
  if (name === '' || !factory) return null;
  const db = await openExisting(factory, dbName);
  if (!db) return null;
  try {
    if (!db.objectStoreNames.contains(PUBLISHED_STORES_TABLE)) return null;
    const row = await settled<PublishedStoreRow | undefined>(db.transaction(PUBLISHED_STORES_TABLE, 'readonly').objectStore(PUBLISHED_STORES_TABLE).get(name));
    // As it reads now: a hold that lapsed since it was kept is taken in (publishedStoreAt).
    return row ? publishedStoreAt(publishedStoreFromRow(row), new Date()) : null;
  } finally {
    db.close();
  }
}
