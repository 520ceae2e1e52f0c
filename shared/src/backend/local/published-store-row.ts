// The published record as the local adapter keeps it (db.ts, version 7: the `publishedStores` table,
// keyed by the link name, the owner beside it) and as every reader of that table decodes it: the
// adapter itself (online-store.ts) and the storefront's first view (published-store-reader.ts),
// which reads the table without Dexie. No Dexie here, so the page's light reader can share it.
import type { PublishedStore } from '../port';

/** The embedded backend's database, unless the runtime configuration names another (session.ts, `dbName`). */
export const DEFAULT_DB_NAME = 'shop-local-backend';

/** The table of published records, one per store by its link name (db.ts). */
export const PUBLISHED_STORES_TABLE = 'publishedStores';

/** A published record as kept: the port's record with the shop's owner, whose store it is. */
export type PublishedStoreRow = PublishedStore & { ownerUid: string };

/** The port's record from the kept row: the owner is the backend's, never the page's. */
export function publishedStoreFromRow(row: PublishedStoreRow): PublishedStore {
  const { ownerUid: _owner, ...store } = row;
  return store;
}
