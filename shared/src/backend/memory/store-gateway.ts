// The shop's own Paystack account on the memory backend (port.ts StoreGatewayApi;
// store-gateway-keeper.ts): keys kept with the backend, never in a record a screen reads.
import type { StoreGatewayApi } from '../port';
import { NO_STORE_GATEWAY } from '../../domain/store-gateway';
import { gatewayToKeep } from '../store-gateway-keeper';
import type { KeptGateway } from '../store-gateway-keeper';
import { liveList } from './shop';
import type { Shop } from './shop';

export interface MemoryStoreGatewayTools {
  shopOf(uid: string): Shop;
  requireOwner(uid: string): void;
}

export interface MemoryStoreGateway extends StoreGatewayApi {
  /** The key kept for a shop, for tests that play Paystack: what the server alone reads on Firebase. */
  keptKeyOf(uid: string): string | null;
}

export function memoryStoreGateway({ shopOf, requireOwner }: MemoryStoreGatewayTools): MemoryStoreGateway {
  const kept = new Map<string, KeptGateway>();
  const live = liveList(() => kept);
  return {
    subscribeStoreGateway(uid, onNext, onError) {
      try {
        requireOwner(uid);
      } catch (error) {
        onError(error as Error);
        return () => {};
      }
      return live.listen((all) => onNext(all.get(uid)?.shown ?? NO_STORE_GATEWAY));
    },
    async connectStoreGateway(uid, secretKey) {
      requireOwner(uid);
      const gateway = gatewayToKeep(uid, shopOf(uid).readBusiness(), secretKey, new Date());
      kept.set(uid, gateway);
      live.publish();
      return gateway.shown;
    },
    async disconnectStoreGateway(uid) {
      requireOwner(uid);
      kept.delete(uid);
      live.publish();
    },
    keptKeyOf: (uid) => kept.get(uid)?.secretKey ?? null,
  };
}
