// The Firebase SDK's Firestore module as the adapter sees it in bench/firestore-rules.mjs, counting
// the documents it reads from the server: each getDoc, each document a getDocs returns (at least
// one), each get in a transaction. Reads from the local cache (getDocFromCache) are free and not
// counted. Everything else is the SDK's own.
import * as firestore from 'firebase/firestore';

export * from 'firebase/firestore';

export const serverReads = { count: 0 };

export async function getDoc(ref) {
  const snapshot = await firestore.getDoc(ref);
  serverReads.count += 1;
  return snapshot;
}

export async function getDocs(query) {
  const snapshot = await firestore.getDocs(query);
  serverReads.count += Math.max(1, snapshot.size);
  return snapshot;
}

export function runTransaction(db, update, options) {
  return firestore.runTransaction(
    db,
    (transaction) =>
      update(
        new Proxy(transaction, {
          get(target, property) {
            if (property === 'get') {
              return async (ref) => {
                const snapshot = await target.get(ref);
                serverReads.count += 1;
                return snapshot;
              };
            }
            const value = target[property];
            return typeof value === 'function' ? value.bind(target) : value;
          },
        }),
      ),
    options,
  );
}
