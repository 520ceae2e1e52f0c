// The till guard's rules for the online store (port.ts OnlineStoreApi; who may call each:
// online-store-permissions.ts): the owner's settings and the shop's orders as the operator, a
// member's order action stamped with who took it and whose PIN let it through (kept on the sale a
// payment makes). Loaded on the first such call (lazy-part.ts), so a till that only sells (the
// partner widget, 150 KB) never downloads it. The store's page's methods are the adapter's own.
import type { OnlineOrder, OnlineStore } from '../../domain/online-store-records';
import type { ErrorCallback, OnlineStoreApi, OrderActionRequest, ReservedStock } from '../port';
import type { GuardTools } from './back-office';
import { readRule, writeNeeds } from './permissions';

/** The methods whose rules are here (guard-till.ts lists the same names, to load them on first use). */
export type OnlineStoreRules = Pick<
  OnlineStoreApi,
  'subscribeOnlineStore' | 'isStoreNameFree' | 'saveOnlineStore' | 'publishOnlineStore' | 'subscribeOnlineOrders' | 'takeOrderAction' | 'subscribeReservedStock'
>;

export function onlineStoreRules({ inner, act, guardedRead, stamped }: GuardTools): OnlineStoreRules {
  return {
    subscribeOnlineStore: (uid: string, onNext: (store: OnlineStore | null) => void, onError: ErrorCallback) =>
      guardedRead(uid, readRule('subscribeOnlineStore', uid, onNext, onError), (n, e) => inner.subscribeOnlineStore(uid, n, e), onNext, onError),
    isStoreNameFree: (uid: string, name: string) => act(uid, writeNeeds('isStoreNameFree', uid, name), () => inner.isStoreNameFree(uid, name)),
    saveOnlineStore: (uid: string, store: OnlineStore) => act(uid, writeNeeds('saveOnlineStore', uid, store), () => inner.saveOnlineStore(uid, store)),
    publishOnlineStore: (uid: string) => act(uid, writeNeeds('publishOnlineStore', uid), () => inner.publishOnlineStore(uid)),
    subscribeOnlineOrders: (uid: string, onNext: (orders: OnlineOrder[]) => void, onError: ErrorCallback) =>
      guardedRead(uid, readRule('subscribeOnlineOrders', uid, onNext, onError), (n, e) => inner.subscribeOnlineOrders(uid, n, e), onNext, onError),
    takeOrderAction: (uid: string, orderId: string, request: OrderActionRequest) =>
      act(uid, writeNeeds('takeOrderAction', uid, orderId, request), (acting) => inner.takeOrderAction(uid, orderId, stamped(request, acting)), request.madeBy),
    subscribeReservedStock: (uid: string, onNext: (reserved: ReservedStock) => void, onError: ErrorCallback) =>
      guardedRead(uid, readRule('subscribeReservedStock', uid, onNext, onError), (n, e) => inner.subscribeReservedStock(uid, n, e), onNext, onError),
  };
}
