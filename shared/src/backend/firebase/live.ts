// The Firebase adapter's live queries. Until the server has answered once, a snapshot from the
// local cache may be stale (a document changed by another till, or by a transaction, since it was
// cached): it is held back for a moment in case the server's answer follows, and shown at once
// when the network is down.
import { onSnapshot } from 'firebase/firestore';
import type { DocumentReference, DocumentSnapshot, Query, QuerySnapshot } from 'firebase/firestore';
import { permissionDenied } from '../errors';
import type { ErrorCallback, Unsubscribe } from '../port';
import { shopUidOf } from '../port';
import type { FirebaseContext } from './context';
import { toBackendError } from './errors';

/** How long a first snapshot from the local cache waits for the server's before it is shown. */
const CACHE_GRACE_MS = 1_500;

export interface FirebaseWatchers {
  watchQuery<T>(uid: string, target: () => Query, map: (snapshot: QuerySnapshot) => T, onNext: (value: T) => void, onError: ErrorCallback): Unsubscribe;
  watchDocument<T>(uid: string, target: DocumentReference, map: (snapshot: DocumentSnapshot) => T, onNext: (value: T) => void, onError: ErrorCallback): Unsubscribe;
}

function refuse(onError: ErrorCallback): Unsubscribe {
  let over = false;
  queueMicrotask(() => {
    if (!over) onError(permissionDenied());
  });
  return () => {
    over = true;
  };
}

export function createWatchers({ currentUser, isOnline }: Pick<FirebaseContext, 'currentUser' | 'isOnline'>): FirebaseWatchers {
  function watch<S extends QuerySnapshot | DocumentSnapshot, T>(
    uid: string,
    listen: (observer: { next: (snapshot: S) => void; error: (error: unknown) => void }) => Unsubscribe,
    /** Whether the snapshot changes the data (listeners also hear of metadata-only changes). */
    changesData: (snapshot: S) => boolean,
    map: (snapshot: S) => T,
    onNext: (value: T) => void,
    onError: ErrorCallback,
  ): Unsubscribe {
    const user = currentUser();
    if (!user || shopUidOf(user) !== uid) return refuse(onError);
    let over = false;
    let synced = false;
    let held: S | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stop: Unsubscribe = () => {};
    const fail = (error: unknown) => {
      if (over) return;
      over = true;
      if (timer) clearTimeout(timer);
      stop();
      onError(toBackendError(error));
    };
    // A stored record the codecs refuse (codecs.ts) ends the subscription through onError, as the
    // port promises, instead of throwing inside the SDK's callback.
    const deliver = (snapshot: S) => {
      if (over) return;
      let value: T;
      try {
        value = map(snapshot);
      } catch (error) {
        fail(error);
        return;
      }
      onNext(value);
    };
    stop = listen({
      next: (snapshot) => {
        if (over) return;
        if (synced) {
          if (changesData(snapshot)) deliver(snapshot);
        } else if (!snapshot.metadata.fromCache) {
          synced = true;
          held = null;
          if (timer) clearTimeout(timer);
          deliver(snapshot);
        } else if (!isOnline()) {
          deliver(snapshot);
        } else {
          held = snapshot;
          timer ??= setTimeout(() => {
            timer = null;
            if (held && !synced) deliver(held);
            synced = true;
          }, CACHE_GRACE_MS);
        }
      },
      error: fail,
    });
    return () => {
      over = true;
      if (timer) clearTimeout(timer);
      stop();
    };
  }

  return {
    watchQuery(uid, target, map, onNext, onError) {
      return watch<QuerySnapshot, ReturnType<typeof map>>(
        uid,
        (observer) => onSnapshot(target(), { includeMetadataChanges: true }, observer),
        (snapshot) => snapshot.docChanges().length > 0,
        map,
        onNext,
        onError,
      );
    },

    watchDocument(uid, target, map, onNext, onError) {
      let last = '';
      const fingerprint = (snapshot: DocumentSnapshot) => (snapshot.exists() ? JSON.stringify(snapshot.data()) : '');
      return watch<DocumentSnapshot, ReturnType<typeof map>>(
        uid,
        (observer) => onSnapshot(target, { includeMetadataChanges: true }, observer),
        (snapshot) => fingerprint(snapshot) !== last,
        (snapshot) => {
          last = fingerprint(snapshot);
          return map(snapshot);
        },
        onNext,
        onError,
      );
    },
  };
}
