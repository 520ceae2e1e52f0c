// The count beside Sales › Online orders in the sidebar (issue #43 point 3): the shop's online
// orders waiting to be confirmed ('received'), live (OnlineStoreApi.subscribeOnlineOrders), for
// someone who may open the view; null until read, or when it cannot be. On the other views, a new
// order beeps when the sound is on (shared/src/ui/new-order-sound.ts); the view beeps on its own.
import { useRef } from 'react';
import type { OnlineOrder } from '@shop/shared/domain';
import { useLive, useShop } from '@shop/shared/session';
import { beep, readSoundOn } from '@shop/shared/ui';

/** The ids of the orders waiting to be confirmed. */
export function newOrderIds(orders: readonly Pick<OnlineOrder, 'id' | 'status'>[]): string[] {
  return orders.filter((order) => order.status === 'received').map((order) => order.id);
}

export interface NewOnlineOrdersOptions {
  /** Whether the person at the till may open the view: nothing is read otherwise. */
  enabled: boolean;
  /** Whether a new order may beep here (not while the view, which beeps itself, is open). */
  sound: boolean;
  /** What plays; by default the beep. */
  playSound?: () => void;
}

export function useNewOnlineOrders({ enabled, sound, playSound = beep }: NewOnlineOrdersOptions): number | null {
  const { uid, backend } = useShop();
  const latest = useRef({ sound, playSound });
  latest.current = { sound, playSound };
  // The ids seen waiting so far: an id not among them is a new arrival (the first list is none).
  const seen = useRef<Set<string> | null>(null);
  const key = enabled && uid ? `online-orders-count:${uid}` : null;
  const live = useLive(key, (next: (count: number) => void, fail) => {
    seen.current = null;
    return backend.subscribeOnlineOrders(
      uid as string,
      (orders) => {
        const ids = newOrderIds(orders);
        const before = seen.current;
        seen.current = new Set([...(before ?? []), ...ids]);
        if (before && ids.some((id) => !before.has(id)) && latest.current.sound && readSoundOn()) latest.current.playSound();
        next(ids.length);
      },
      fail,
    );
  });
  return live.status === 'ready' ? live.data : null;
}
