// The shop's own Paystack account on Firebase (port.ts StoreGatewayApi; functions/README.md, 'A
// shop's own Paystack account'): the server's callables keep the key in `storeGateways/{uid}`, which
// no client reads, and what the owner sees in `businesses/{uid}/storeGateway/paystack`, read by the
// owner alone (firebase/firestore.rules). Nothing here writes either.
import { doc } from 'firebase/firestore';
import type { StoreGatewayApi } from '../port';
import { gatewayKeyOf, NO_STORE_GATEWAY, storeGatewayWords } from '../../domain/store-gateway';
import type { StoreGateway } from '../../domain/store-gateway';
import { BackendError } from '../errors';
import type { FirebaseContext } from './context';
import type { FirebaseWatchers } from './live';
import type { CallServer } from './callables';
import { recordFromStore } from './convert';

const NOT_OWNER = "Only the shop's owner connects its Paystack account.";

export function createFirebaseStoreGateway(context: FirebaseContext, watchers: FirebaseWatchers, callServer: CallServer): StoreGatewayApi {
  const requireOwner = (uid: string) => {
    if (context.auth.currentUser?.uid !== uid) throw new BackendError('permission-denied', NOT_OWNER);
  };
  return {
    subscribeStoreGateway: (uid, onNext, onError) =>
      watchers.watchDocument(
        uid,
        doc(context.db, `businesses/${uid}/storeGateway/paystack`),
        (snapshot) => {
          if (!snapshot.exists()) return NO_STORE_GATEWAY;
          const { id: _id, ...shown } = recordFromStore<StoreGateway & { id: string }>(snapshot.id, snapshot.data());
          return { ...NO_STORE_GATEWAY, ...shown };
        },
        onNext,
        onError,
      ),

    async connectStoreGateway(uid, secretKey) {
      requireOwner(uid);
      const key = gatewayKeyOf(secretKey);
      if (!key.ok) throw new BackendError('invalid-argument', storeGatewayWords(key.refusal));
      const shown = await callServer<StoreGateway & { connectedAt: string | null }>('connectPaystackAccount', { secretKey: key.key });
      return { ...shown, connectedAt: shown.connectedAt === null ? null : new Date(shown.connectedAt) };
    },

    async disconnectStoreGateway(uid) {
      requireOwner(uid);
      await callServer('disconnectPaystackAccount', {});
    },
  };
}
