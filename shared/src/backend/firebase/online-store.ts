// The online store on Firebase (port.ts, OnlineStoreApi) is the server's to do: strangers' orders
// are priced, held back and written by server functions, and the published record is rebuilt by a
// trigger (docs/product-rules.md, 'Online store'). The rules (firebase/firestore.rules), the
// callables placeOnlineOrder and takeOrderAction (all but marking paid) and the published record's
// triggers are built (functions/README.md, 'The online store'); marking paid and the customer's
// cancel are not, and this adapter does not call any of it yet. So every method here says so, and the Backend contract's
// online store cases skip on Firebase with the same words (firebase-backend.test.ts). Nothing is
// read or written meanwhile.
import { BackendError } from '../errors';
import type { OnlineStoreApi, Unsubscribe } from '../port';

/** Why the online store does nothing on Firebase yet. */
export const ONLINE_STORE_NOT_BUILT = "The Firebase adapter does not call the online store's server functions yet.";

const notBuilt = () => new BackendError('failed-precondition', ONLINE_STORE_NOT_BUILT);

/** A subscription that reports `notBuilt` a moment later, unless released first. */
function notBuiltLive(onError: (error: Error) => void): Unsubscribe {
  let active = true;
  queueMicrotask(() => active && onError(notBuilt()));
  return () => {
    active = false;
  };
}

export function createFirebaseOnlineStore(): OnlineStoreApi {
  const refuse = () => Promise.reject(notBuilt());
  return {
    subscribeOnlineStore: (_uid, _onNext, onError) => notBuiltLive(onError),
    isStoreNameFree: refuse,
    saveOnlineStore: refuse,
    publishOnlineStore: refuse,
    readPublishedStore: refuse,
    placeOnlineOrder: refuse,
    subscribeOwnOrder: (_name, _orderId, _onNext, onError) => notBuiltLive(onError),
    cancelOwnOrder: refuse,
    subscribeOnlineOrders: (_uid, _onNext, onError) => notBuiltLive(onError),
    takeOrderAction: refuse,
    subscribeReservedStock: (_uid, _onNext, onError) => notBuiltLive(onError),
  };
}
