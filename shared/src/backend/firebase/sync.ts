// What the Firebase adapter has not got onto the server yet: the sales this device holds with
// pending writes (read from the cache's own metadata, so they are still known after a reload), and
// the writes the server refused when they arrived — kept for the owner to see, never only logged.
import { limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { permissionDenied } from '../errors';
import type { BackendError } from '../errors';
import type { ErrorCallback, RefusedWrite, SyncApi, SyncState, Unsubscribe } from '../port';
import { shopUidOf } from '../port';
import type { FirebaseContext } from './context';
import { toBackendError } from './errors';
import { ownRecentQuery } from './cashier-reads';

/** How many of the newest sales are looked at for writes still pending. */
const WAITING_WINDOW = 500;

export interface RefusedWrites {
  add(what: string, error: BackendError): void;
  dismiss(id: string): void;
  list(): readonly RefusedWrite[];
  listen(onChange: () => void): Unsubscribe;
}

export function createRefusedWrites(now: () => Date): RefusedWrites {
  let refused: RefusedWrite[] = [];
  let sequence = 0;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    add(what, error) {
      sequence += 1;
      refused = [{ id: `refused-${sequence}`, what, at: now(), code: error.code }, ...refused];
      changed();
    },
    dismiss(id) {
      refused = refused.filter((write) => write.id !== id);
      changed();
    },
    list: () => refused,
    listen(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

export function createFirebaseSync({ currentUser, cashierReads, now, paths, refusedWrites }: Pick<FirebaseContext, 'currentUser' | 'cashierReads' | 'now' | 'paths' | 'refusedWrites'>): SyncApi {
  return {
    subscribeSyncState(uid, onNext: (state: SyncState) => void, onError: ErrorCallback): Unsubscribe {
      let over = false;
      const user = currentUser();
      if (!user || shopUidOf(user) !== uid) {
        queueMicrotask(() => !over && onError(permissionDenied()));
        return () => {
          over = true;
        };
      }
      let waitingSales: string[] | null = null;
      const report = () => {
        if (!over && waitingSales) onNext({ waitingSales, refused: refusedWrites.list() });
      };
      const stopSales = onSnapshot(
        cashierReads() ? ownRecentQuery(paths.sales(uid), 'accountUid', user.uid, now()) : query(paths.sales(uid), orderBy('createdAt', 'desc'), limit(WAITING_WINDOW)),
        { includeMetadataChanges: true },
        {
          next: (snapshot) => {
            const waiting = snapshot.docs.filter((d) => d.metadata.hasPendingWrites).map((d) => d.id);
            if (waitingSales && waiting.join() === waitingSales.join()) return;
            waitingSales = waiting;
            report();
          },
          error: (error) => {
            if (over) return;
            over = true;
            onError(toBackendError(error));
          },
        },
      );
      const stopRefused = refusedWrites.listen(report);
      return () => {
        over = true;
        stopSales();
        stopRefused();
      };
    },
    dismissRefused: (id) => refusedWrites.dismiss(id),
  };
}
