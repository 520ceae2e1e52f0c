/*
# Stock reserved by online orders (docs/product-rules.md, 'Online store')

- **What is reserved**: the Physical units of every order the shop confirmed and has not yet been
  paid for (confirmed, ready or out for delivery, no payment). A received order reserves nothing
  (the shop has not accepted it); a paid order reserves nothing either: it became a sale, whose own
  stock movement took the units (the reservation and the stock fall together, so what is available
  does not move when an order is paid); a done or cancelled order holds nothing.
- **The hold lapses** `holdHours` after the shop confirmed it (`heldSince`), while the order is
  still only confirmed: goods set aside as ready or already out for delivery stay reserved until
  the order is paid or cancelled. Nothing runs when a hold lapses: the reservation simply stops
  counting from that moment, and the order shows that it lapsed; the shop may hold it again (which
  checks the stock afresh) or cancel it.
- **Available** = in stock − reserved, never below 0; a product that is not Physical is unlimited.
  The till and the inventory show it beside the stock; the store's page sells only what is available.
- **Can no longer be filled**: when stock fell below what is reserved (sold at the counter
  meanwhile, two tills at once), the holding orders are served in the order they were held (the
  earliest first) and those the stock no longer covers are flagged with what is short. A received
  order (or one whose hold lapsed) is flagged when what is available to it now does not cover it.
  Nothing is ever taken below what it can fill without the shop seeing it.
*/
import type { Product } from './entities';
import type { OnlineOrder } from './online-store-records';

const HOUR_MS = 60 * 60_000;

/** The statuses whose unpaid orders may hold stock. */
const HOLDING_STATUSES: ReadonlySet<OnlineOrder['status']> = new Set(['confirmed', 'ready', 'out-for-delivery']);

type HeldOrder = Pick<OnlineOrder, 'status' | 'heldSince' | 'payment'>;

/** When the hold of a confirmed order lapses: `holdHours` after `heldSince`; null when it holds nothing to lapse. */
export function holdLapsesAt(order: Pick<OnlineOrder, 'heldSince'>, holdHours: number): Date | null {
  return order.heldSince ? new Date(order.heldSince.getTime() + holdHours * HOUR_MS) : null;
}

/** Whether a confirmed, unpaid order's hold has lapsed at `now`. Ready and out-for-delivery orders never lapse. */
export function isHoldLapsed(order: HeldOrder, holdHours: number, now: Date): boolean {
  if (order.status !== 'confirmed' || order.payment !== null) return false;
  const lapsesAt = holdLapsesAt(order, holdHours);
  return lapsesAt !== null && now.getTime() >= lapsesAt.getTime();
}

/** Whether the order holds its Physical units reserved at `now` (see the top of this file). */
export function isHolding(order: HeldOrder, holdHours: number, now: Date): boolean {
  return HOLDING_STATUSES.has(order.status) && order.payment === null && order.heldSince !== null && !isHoldLapsed(order, holdHours, now);
}

/** The first moment after `now` at which a hold of these orders lapses (and what is reserved falls); null when none will. */
export function nextHoldLapse(orders: readonly HeldOrder[], holdHours: number, now: Date): Date | null {
  let next: Date | null = null;
  for (const order of orders) {
    if (order.status !== 'confirmed' || !isHolding(order, holdHours, now)) continue;
    const at = holdLapsesAt(order, holdHours);
    if (at && (next === null || at.getTime() < next.getTime())) next = at;
  }
  return next;
}

/** Units reserved by product id, over the orders that hold at `now`; a product none holds is absent. */
export function reservedUnits(orders: readonly OnlineOrder[], holdHours: number, now: Date): Map<string, number> {
  const reserved = new Map<string, number>();
  for (const order of orders) {
    if (!isHolding(order, holdHours, now)) continue;
    for (const line of order.lines) {
      if (line.type !== 'Physical') continue;
      reserved.set(line.productId, (reserved.get(line.productId) ?? 0) + line.quantity);
    }
  }
  return reserved;
}

/** Whole units on hand as the reservations read them: a stored quantity below 0 (awaiting a count) or not a number counts as none. */
function unitsOnHand(quantity: number | undefined): number {
  return quantity !== undefined && Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0;
}

/** In stock − reserved, never below 0. */
export function availableUnits(quantity: number | undefined, reserved: number): number {
  return Math.max(0, unitsOnHand(quantity) - Math.max(0, reserved));
}

/** What of a product can still be sold, at the counter or online: a number for Physical, null (unlimited) for the rest. */
export function availableStock(product: Pick<Product, 'id' | 'type' | 'quantity'>, reserved: ReadonlyMap<string, number>): number | null {
  if (product.type !== 'Physical') return null;
  return availableUnits(product.quantity, reserved.get(product.id) ?? 0);
}

/** One product an order cannot be filled with: how many it wants, and how many are left for it. */
export interface Shortfall {
  productId: string;
  name: string;
  wanted: number;
  left: number;
}

/** Holding orders (each has `heldSince`) first by when they were held, then placed, then id: who gets the stock first. */
function byHeld(a: OnlineOrder, b: OnlineOrder): number {
  return a.heldSince!.getTime() - b.heldSince!.getTime() || a.placedAt.getTime() - b.placedAt.getTime() || (a.id < b.id ? -1 : 1);
}

/** Whether an order still needs stock it does not hold: received, or confirmed with its hold lapsed. */
function wantsStock(order: OnlineOrder, holdHours: number, now: Date): boolean {
  return order.payment === null && (order.status === 'received' || isHoldLapsed(order, holdHours, now));
}

/**
 * The orders that can no longer be filled, by id, with what each is short of (see the top of this
 * file). `stock` holds each Physical product's quantity on hand by id; a product missing from it
 * (deleted) has none left. Orders not flagged are absent.
 */
export function orderShortfalls(orders: readonly OnlineOrder[], stock: ReadonlyMap<string, number>, holdHours: number, now: Date): Map<string, Shortfall[]> {
  const flagged = new Map<string, Shortfall[]>();
  const flag = (order: OnlineOrder, shortfall: Shortfall) => flagged.set(order.id, [...(flagged.get(order.id) ?? []), shortfall]);
  // What the holding orders leave of each product, served earliest held first.
  const left = new Map<string, number>();
  const leftOf = (productId: string) => left.get(productId) ?? unitsOnHand(stock.get(productId));
  for (const order of orders.filter((each) => isHolding(each, holdHours, now)).sort(byHeld)) {
    for (const line of order.lines) {
      if (line.type !== 'Physical') continue;
      const units = leftOf(line.productId);
      if (units < line.quantity) flag(order, { productId: line.productId, name: line.name, wanted: line.quantity, left: units });
      left.set(line.productId, Math.max(0, units - line.quantity));
    }
  }
  // An order wanting stock is judged alone against what the holding orders leave.
  for (const order of orders) {
    if (!wantsStock(order, holdHours, now)) continue;
    for (const line of order.lines) {
      if (line.type !== 'Physical') continue;
      const units = leftOf(line.productId);
      if (units < line.quantity) flag(order, { productId: line.productId, name: line.name, wanted: line.quantity, left: units });
    }
  }
  return flagged;
}
