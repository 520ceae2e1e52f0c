// What the Firebase adapter has not got onto the server yet: the sales and refunds this device
// holds with pending writes (read from the cache's own metadata, so they are still known after a
// reload), and the writes the server refused when they arrived — kept for the owner to see, never
// only logged. A cashier's account reads no refund (firestore.rules), and makes none on its own.
import { limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import type { Query } from 'firebase/firestore';
import { permissionDenied } from '../errors';
import type { BackendError } from '../errors';
import type { ErrorCallback, RefusedWrite, SyncApi, SyncState, Unsubscribe } from '../port';
import { shopUidOf } from '../port';
import type { FirebaseContext } from './context';
import { toBackendError } from './errors';
import { ownRecentQuery } from './cashier-reads';

/** How many of the newest sales, and of the newest refunds, are looked at for writes still pending. */
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
      // Each list is null until its first snapshot: nothing is reported before both are known.
      let waitingSales: string[] | null = null;
      let waitingRefunds: string[] | null = cashierReads() ? [] : null;
      const report = () => {
        if (!over && waitingSales && waitingRefunds) onNext({ waitingSales, waitingRefunds, refused: refusedWrites.list() });
      };
      const fail = (error: unknown) => {
        if (over) return;
        over = true;
        onError(toBackendError(error));
      };
      // The ids of the documents in `source` that hold writes the server has not confirmed, each time they change.
      const watchPending = (source: Query, onChange: (ids: string[]) => void, last: () => string[] | null) =>
        onSnapshot(source, { includeMetadataChanges: true }, {
          next: (snapshot) => {
            const waiting = snapshot.docs.filter((d) => d.metadata.hasPendingWrites).map((d) => d.id);
            const before = last();
            if (before && waiting.join() === before.join()) return;
            onChange(waiting);
            report();
          },
          error: fail,
        });
      const stopSales = watchPending(
        cashierReads() ? ownRecentQuery(paths.sales(uid), 'accountUid', user.uid, now()) : query(paths.sales(uid), orderBy('createdAt', 'desc'), limit(WAITING_WINDOW)),
        (ids) => (waitingSales = ids),
        () => waitingSales,
      );
      const stopRefunds = cashierReads()
        ? () => {}
        : watchPending(query(paths.refunds(uid), orderBy('createdAt', 'desc'), limit(WAITING_WINDOW)), (ids) => (waitingRefunds = ids), () => waitingRefunds);
      const stopRefused = refusedWrites.listen(report);
      return () => {
        over = true;
        stopSales();
        stopRefunds();
        stopRefused();
      };
    },
    dismissRefused: (id) => refusedWrites.dismiss(id),
  };
}
