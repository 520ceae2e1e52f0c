// The count beside Sales › Online orders in the sidebar (issue #43 point 3): the shop's online
// orders waiting to be confirmed ('received'), live (OnlineStoreApi.subscribeOnlineOrders), for
// someone who may open the view; null until read, or when it cannot be.
import type { OnlineOrder } from '@shop/shared/domain';
import { useLive, useShop } from '@shop/shared/session';

/** How many orders are new: placed and not yet confirmed or cancelled. */
export function newOrderCount(orders: readonly Pick<OnlineOrder, 'status'>[]): number {
  return orders.filter((order) => order.status === 'received').length;
}

export function useNewOnlineOrders(enabled: boolean): number | null {
  const { uid, backend } = useShop();
  const live = useLive(enabled && uid ? `online-orders-count:${uid}` : null, (next: (count: number) => void, fail) =>
    backend.subscribeOnlineOrders(uid as string, (orders) => next(newOrderCount(orders)), fail),
  );
  return live.status === 'ready' ? live.data : null;
}
