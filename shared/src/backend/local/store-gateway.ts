// The shop's own Paystack account on the embedded backend (port.ts StoreGatewayApi;
// store-gateway-keeper.ts): the key in a table of its own (`storeGateways`), which only this part
// of the backend reads; the owner's screens read only what it shows (connected, how it ends).
import type { StoreGatewayApi } from '../port';
import { NO_STORE_GATEWAY } from '../../domain/store-gateway';
import { gatewayToKeep } from '../store-gateway-keeper';
import type { LocalDatabase } from './db';
import type { LocalSession } from './session';

export function createLocalStoreGateway(db: LocalDatabase, session: LocalSession, { now }: { now: () => Date }): StoreGatewayApi {
  return {
    subscribeStoreGateway(uid, onNext, onError) {
      return session.live(
        async () => {
          session.requireOwner(uid);
          return (await db.storeGateways.get(uid))?.shown ?? NO_STORE_GATEWAY;
        },
        onNext,
        onError,
      );
    },
    async connectStoreGateway(uid, secretKey) {
      session.requireOwner(uid);
      return db.transaction('rw', db.storeGateways, db.businesses, async () => {
        const gateway = gatewayToKeep(uid, await db.businesses.get(uid), secretKey, now());
        await db.storeGateways.put(gateway);
        return gateway.shown;
      });
    },
    async disconnectStoreGateway(uid) {
      session.requireOwner(uid);
      await db.storeGateways.delete(uid);
    },
  };
}
