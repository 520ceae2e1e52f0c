// What Sales › Online orders reads, live: the shop's orders (newest placed first), its store's
// settings (the hold: online-store.ts holdHoursOf) and its products' stock, with a clock that moves
// each half minute so a hold lapses on screen when it lapses (reservations.ts).
import { useEffect, useMemo, useState } from 'react';
import { holdHoursOf, orderShortfalls } from '@shop/shared/domain';
import type { OnlineOrder, OnlineStore, Shortfall } from '@shop/shared/domain';
import { useLive, useProducts, useShop } from '@shop/shared/session';
import type { LiveState } from '@shop/shared/session';

/** How often the screen's clock moves: a hold's lapse shows within this. */
const CLOCK_TICK_MS = 30_000;

export function useOnlineOrders(): LiveState<OnlineOrder[]> {
  const { uid, backend } = useShop();
  return useLive(uid && `online-orders:${uid}`, (next, fail) => backend.subscribeOnlineOrders(uid as string, next, fail));
}

export function useOnlineStore(): LiveState<OnlineStore | null> {
  const { uid, backend } = useShop();
  return useLive(uid && `online-store:${uid}`, (next, fail) => backend.subscribeOnlineStore(uid as string, next, fail));
}

/** Now, moved every CLOCK_TICK_MS; `fixed` (a story's or a test's clock) keeps it still. */
export function useClock(fixed?: Date): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return undefined;
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}

/** What the order actions and the shortfalls are judged against. */
export interface OrderFacts {
  now: Date;
  holdHours: number;
  /** Each Physical product's quantity on hand, by id. */
  stock: ReadonlyMap<string, number>;
  orders: readonly OnlineOrder[];
  /** The orders that can no longer be filled, by id (reservations.ts orderShortfalls). */
  shortfalls: ReadonlyMap<string, Shortfall[]>;
  /** Whether the stock has been read: until then no order is flagged. */
  stockKnown: boolean;
}

export function useOrderFacts(orders: readonly OnlineOrder[], fixedNow?: Date): OrderFacts {
  const store = useOnlineStore();
  const products = useProducts();
  const now = useClock(fixedNow);
  const holdHours = holdHoursOf(store.status === 'ready' ? store.data : null);
  const productList = products.status === 'ready' ? products.data : null;
  const stock = useMemo(() => {
    const map = new Map<string, number>();
    for (const product of productList ?? []) if (product.type === 'Physical') map.set(product.id, product.quantity ?? 0);
    return map;
  }, [productList]);
  const shortfalls = useMemo(() => (productList ? orderShortfalls(orders, stock, holdHours, now) : new Map<string, Shortfall[]>()), [productList, orders, stock, holdHours, now]);
  return { now, holdHours, stock, orders, shortfalls, stockKnown: productList !== null };
}
