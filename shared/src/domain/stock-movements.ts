// Stock moves by movement, never by overwrite (docs/product-rules.md, 'Stock'): every change to a
// Physical product's quantity — a sale, a delivery, a stock count — is a StockMovement written in
// the same atomic write as the quantity, so the product's history adds up to its stock.
import { MAX_STOCK_QUANTITY } from './constants';
import type { Sale, StaffStamp, StockAdjustment, StockDecrement, StockMovement, StockMovementReason } from './entities';
import { FIELD_MESSAGES } from './messages';
import { divideRounded, isAmountMinor, parseMoneyInput } from './money';
import { lineBaseUnits } from './packs';

/** How the stock history names each reason. */
export const STOCK_MOVEMENT_LABELS: Readonly<Record<StockMovementReason, string>> = {
  sale: 'Sale',
  delivery: 'Delivery',
  count: 'Stock count',
  refund: 'Refund',
};

/** Units sold per product, so one product listed twice is lowered once by the total. */
export function unitsSoldByProduct(decrements: readonly StockDecrement[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const d of decrements) totals.set(d.productId, (totals.get(d.productId) ?? 0) + d.quantitySold);
  return totals;
}

/**
 * Why the stock a sale's write takes is not the sale's (null when it is): each decrement of a
 * product `checked` names (all, by default) is of a product the sale sells, and takes no more than
 * its lines' pieces (packs.ts, lineBaseUnits). The embedded backends hold a variant's stock to it
 * (variants.ts): a sale of size M cannot take size L's. Other products keep the port's older
 * latitude there (the till's decrements are written as given); on Firebase the server takes stock
 * from the sale's own lines whatever the till sends.
 */
export function saleDecrementsProblem(sale: Pick<Sale, 'items'>, decrements: readonly StockDecrement[], checked: (productId: string) => boolean = () => true): string | null {
  const sold = new Map<string, number>();
  for (const item of sale.items) sold.set(item.id, (sold.get(item.id) ?? 0) + lineBaseUnits(item));
  for (const [productId, units] of unitsSoldByProduct(decrements)) {
    if (checked(productId) && units > (sold.get(productId) ?? 0)) return 'A sale takes stock only of what it sold.';
  }
  return null;
}

/** The id of the movement a sale made on one product: `{saleId}_{productId}`. */
export function saleMovementId(saleId: string, productId: string): string {
  return `${saleId}_${productId}`;
}

/**
 * The movement a sale makes on one product. Its id comes from the sale's and the product's, so a
 * replayed sale meets its own movement already written and cannot lower the stock twice.
 */
export function saleMovement(sale: Pick<Sale, 'id' | 'createdAt'>, productId: string, unitsSold: number): StockMovement {
  return { id: saleMovementId(sale.id, productId), productId, change: -unitsSold, reason: 'sale', counted: null, saleId: sale.id, createdAt: sale.createdAt };
}

/** One movement per product the sale lowers. */
export function saleMovements(sale: Pick<Sale, 'id' | 'createdAt'>, decrements: readonly StockDecrement[]): StockMovement[] {
  return [...unitsSoldByProduct(decrements)].map(([productId, units]) => saleMovement(sale, productId, units));
}

export interface StockAdjustmentRequest {
  /** Made by the form on its first save and kept through retries. */
  id: string;
  productId: string;
  adjustment: StockAdjustment;
  at: Date;
  /** Who asked for it at the till, and whose manager's PIN let it through (entities.ts, StockMovement): the movement keeps both. */
  madeBy?: StaffStamp;
  approvedBy?: StaffStamp;
}

/**
 * A product's unit cost after a delivery (docs/product-rules.md, 'Cost and profit'): the weighted
 * average of what is on hand. A delivery without a unit cost leaves the cost as it was; when the
 * cost was unknown, or nothing was on hand, the delivery's unit cost becomes the cost; otherwise
 * `(onHand × cost + received × unitCost) ÷ (onHand + received)`, rounded to the minor unit.
 */
export function averageCostAfterDelivery(onHand: number, costMinor: number | null, received: number, unitCostMinor: number | null): number | null {
  if (unitCostMinor === null) return costMinor;
  if (costMinor === null || onHand <= 0) return unitCostMinor;
  return divideRounded(onHand * costMinor + received * unitCostMinor, onHand + received);
}

/**
 * The movement an adjustment makes on a product holding `currentQuantity` at a unit cost of
 * `currentCostMinor` (null when unknown): a delivery adds what arrived and, at a unit cost, says
 * what a unit cost and the product's cost after it; a count changes the stock by the difference
 * between what was counted and what the record said, so the history shows what went missing (or
 * turned up), and never changes the cost.
 */
export function adjustmentMovement({ id, productId, adjustment, at }: StockAdjustmentRequest, currentQuantity: number, currentCostMinor: number | null = null): StockMovement {
  if (adjustment.reason === 'delivery') {
    const unitCostMinor = adjustment.unitCostMinor ?? null;
    const movement: StockMovement = { id, productId, change: adjustment.received, reason: 'delivery', counted: null, saleId: null, createdAt: at };
    if (unitCostMinor === null) return movement;
    return { ...movement, unitCostMinor, costAfterMinor: averageCostAfterDelivery(currentQuantity, currentCostMinor, adjustment.received, unitCostMinor) };
  }
  return { id, productId, change: adjustment.counted - currentQuantity, reason: 'count', counted: adjustment.counted, saleId: null, createdAt: at };
}

/**
 * The movement that gives a product becoming Physical its starting stock: a count of the units it
 * starts with, from none, so its history adds up to its stock from the start.
 */
export function startingStockMovement(id: string, productId: string, quantity: number, at: Date): StockMovement {
  return adjustmentMovement({ id, productId, adjustment: { reason: 'count', counted: quantity }, at }, 0);
}

/** The stock after a movement: a count sets it to what was counted; anything else adds its change. */
export function stockAfterMovement(currentQuantity: number, movement: Pick<StockMovement, 'change' | 'counted' | 'reason'>): number {
  return movement.reason === 'count' && movement.counted !== null ? movement.counted : currentQuantity + movement.change;
}

/**
 * Whether an adjustment's figures are ones the shop can mean: a delivery of 1 or more units, at a
 * unit cost of whole minor units within the bounds or none; a count of 0 or more.
 */
export function isValidAdjustment(adjustment: StockAdjustment): boolean {
  const units = adjustment.reason === 'delivery' ? adjustment.received : adjustment.counted;
  const least = adjustment.reason === 'delivery' ? 1 : 0;
  if (adjustment.reason === 'delivery' && adjustment.unitCostMinor !== undefined && adjustment.unitCostMinor !== null && !isAmountMinor(adjustment.unitCostMinor)) return false;
  return Number.isSafeInteger(units) && units >= least && units <= MAX_STOCK_QUANTITY;
}

export type AdjustmentParse = { ok: true; value: StockAdjustment } | { ok: false; error: string };

/**
 * Reads the number the owner typed for a delivery or a count, and for a delivery the unit cost
 * typed beside it (`"4.20"`; empty or absent: none, the cost stays as it was).
 */
export function parseStockAdjustment(reason: StockAdjustment['reason'], typed: string, typedUnitCost?: string | null): AdjustmentParse {
  const trimmed = typed.trim();
  const delivery = reason === 'delivery';
  if (trimmed === '') return { ok: false, error: delivery ? FIELD_MESSAGES.receivedRequired : FIELD_MESSAGES.countedRequired };
  const units = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  let unitCostMinor: number | null = null;
  if (delivery && typedUnitCost !== undefined && typedUnitCost !== null && typedUnitCost.trim() !== '') {
    const cost = parseMoneyInput(typedUnitCost);
    if (!cost.ok) return { ok: false, error: cost.error === 'too-large' ? FIELD_MESSAGES.costTooLarge : FIELD_MESSAGES.costInvalid };
    unitCostMinor = cost.value;
  }
  const adjustment: StockAdjustment = delivery ? { reason, received: units, ...(unitCostMinor === null ? {} : { unitCostMinor }) } : { reason, counted: units };
  if (!isValidAdjustment(adjustment)) return { ok: false, error: delivery ? FIELD_MESSAGES.receivedInvalid : FIELD_MESSAGES.countedInvalid };
  return { ok: true, value: adjustment };
}

/** `+12`, `−3` or `0`, with a true minus sign, as the stock history shows a change. */
export function formatStockChange(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `\u2212${-change}`;
  return '0';
}
