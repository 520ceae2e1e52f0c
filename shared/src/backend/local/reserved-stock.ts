// The local adapter's reserved stock (port.ts, subscribeReservedStock): what the till and inventory
// read of the online store, in a part of its own (lazy-part.ts) so a till that sells loads these
// few lines, not the whole online store (online-store.ts). It reads the store's settings and orders
// the online store keeps (db.ts, version 7).
import type { OnlineStoreApi } from '../port';
import type { OnlineOrder, OnlineStore } from '../../domain/online-store-records';
import { followReservedStock } from '../reserved-stock-follower';
import { ownerRange, withoutOwner } from './db';
import type { LocalDatabase } from './db';
import type { LocalSession } from './session';

/** The shop's online store settings; null when it has none. */
export async function storeOf(db: LocalDatabase, uid: string): Promise<OnlineStore | null> {
  const row = await db.onlineStores.get(uid);
  return row ? withoutOwner(row) : null;
}

/** The shop's online orders, newest placed first. */
export async function ordersOf(db: LocalDatabase, uid: string): Promise<OnlineOrder[]> {
  return (await db.onlineOrders.where('[ownerUid+placedAt]').between(...ownerRange(uid), true, true).reverse().toArray()).map((row) => withoutOwner(row));
}

export function createLocalReservedStock(db: LocalDatabase, session: LocalSession, options: { now: () => Date }): Pick<OnlineStoreApi, 'subscribeReservedStock'> {
  const { requireOwner, live } = session;
  return {
    subscribeReservedStock(uid, onNext, onError) {
      const follower = followReservedStock(onNext, options.now);
      const unsubscribe = live(
        async () => {
          requireOwner(uid);
          return { store: await storeOf(db, uid), orders: await ordersOf(db, uid) };
        },
        ({ store, orders }) => follower.tell(store, orders),
        onError,
      );
      return () => {
        follower.stop();
        unsubscribe();
      };
    },
  };
}
