// The units reserved for online orders, followed live by an adapter that is its own server
// (memory/, local/): told again whenever the orders or the store change, and again at the moment a
// hold lapses, when nothing is written (domain/reservations.ts: the reservation simply stops
// counting), so the till and inventory free those units without waiting for the next order.
import type { OnlineOrder, OnlineStore } from '../domain/online-store-records';
import { holdHoursOf } from '../domain/online-store';
import { nextHoldLapse, reservedUnits } from '../domain/reservations';

/** A timer's longest wait (setTimeout's limit is about 24.8 days); a later lapse waits again. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

export interface ReservedStockFollower {
  /** The store and its orders as read now: tells the units reserved, and sets the next lapse's timer. */
  tell(store: OnlineStore | null, orders: readonly OnlineOrder[]): void;
  /** Ends the timer (the subscription ended). */
  stop(): void;
}

export function followReservedStock(onNext: (reserved: Map<string, number>) => void, now: () => Date): ReservedStockFollower {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const tell = (store: OnlineStore | null, orders: readonly OnlineOrder[]) => {
    clearTimeout(timer);
    if (stopped) return;
    const at = now();
    const holdHours = holdHoursOf(store);
    onNext(reservedUnits(orders, holdHours, at));
    const lapse = nextHoldLapse(orders, holdHours, at);
    // One millisecond past the lapse: at the lapse itself the hold has just ended (isHoldLapsed's >=).
    if (lapse) timer = setTimeout(() => tell(store, orders), Math.min(LONGEST_WAIT_MS, Math.max(1, lapse.getTime() - at.getTime() + 1)));
  };
  return {
    tell,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
