// Gross profit without pretending (docs/product-rules.md, 'Cost and profit'): profit is counted on
// the lines whose cost is known. A sale's costed revenue is its total's share carried by those
// lines (total × their value ÷ subtotal, rounded as a refund's share is, refund.ts), and its cost
// the sum of their cost × quantity; a refund takes off its own share the same way. Revenue whose
// lines had no cost ("sales with no cost") is shown beside the profit, never counted as free goods.
import type { Refund, Sale, SaleItem } from './entities';
import { divideRounded } from './money';

/** What one sale or refund adds to (or takes off) the profit's figures, in minor units of its currency. */
export interface ProfitShare {
  /** The part of the money whose lines had a known cost. */
  costedRevenueMinor: number;
  /** What the goods of those lines cost. */
  costMinor: number;
}

/** The value at their prices, and the cost, of the lines whose cost is known. */
function costedLines(items: readonly SaleItem[]): { costedValueMinor: number; costMinor: number; valueMinor: number } {
  let costedValueMinor = 0;
  let costMinor = 0;
  let valueMinor = 0;
  for (const item of items) {
    const value = item.priceMinor * item.quantity;
    valueMinor += value;
    const cost = item.costMinor ?? null;
    if (cost === null) continue;
    costedValueMinor += value;
    costMinor += cost * item.quantity;
  }
  return { costedValueMinor, costMinor, valueMinor };
}

/** The money `amountMinor` of lines worth `valueMinor` carries for the part worth `costedValueMinor`. */
function costedShare(amountMinor: number, costedValueMinor: number, valueMinor: number): number {
  if (valueMinor <= 0 || costedValueMinor <= 0) return 0;
  if (costedValueMinor === valueMinor) return amountMinor;
  return divideRounded(amountMinor * costedValueMinor, valueMinor);
}

/** A sale's costed revenue (its total's share carried by the lines with a known cost) and their cost. */
export function saleProfit(sale: Pick<Sale, 'items' | 'subtotalMinor' | 'totalMinor'>): ProfitShare {
  const { costedValueMinor, costMinor } = costedLines(sale.items);
  return { costedRevenueMinor: costedShare(sale.totalMinor, costedValueMinor, sale.subtotalMinor), costMinor };
}

/**
 * What a refund takes off: its amount's share carried by the returned units with a known cost
 * (amount × their value ÷ the value of all the returned units), and those units' cost.
 */
export function refundProfit(refund: Pick<Refund, 'items' | 'amountMinor'>): ProfitShare {
  const { costedValueMinor, costMinor, valueMinor } = costedLines(refund.items);
  return { costedRevenueMinor: costedShare(refund.amountMinor, costedValueMinor, valueMinor), costMinor };
}
