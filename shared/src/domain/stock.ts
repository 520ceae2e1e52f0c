// Stock levels the inventory makes visible: Physical products at or below a threshold are low, at
// zero out of stock, and below zero (two tills sold the last unit at once) in need of a count.
import type { Product } from './entities';

/** A Physical product with this many units or fewer left is low on stock. */
export const LOW_STOCK_THRESHOLD = 5;

export type StockLevel = 'negative' | 'out' | 'low' | 'ok';

export const STOCK_LEVEL_LABELS: Readonly<Record<Exclude<StockLevel, 'ok'>, string>> = {
  negative: 'Stock below zero \u2014 count it',
  out: 'Out of stock',
  low: 'Low stock',
};

/** The stock level of a product; null for Digital and Ticket products, which carry no stock. */
export function stockLevel(product: Pick<Product, 'type' | 'quantity'>, threshold: number = LOW_STOCK_THRESHOLD): StockLevel | null {
  if (product.type !== 'Physical') return null;
  const quantity = product.quantity ?? 0;
  if (quantity < 0) return 'negative';
  if (quantity === 0) return 'out';
  return quantity <= threshold ? 'low' : 'ok';
}

export interface StockSummary {
  /** Physical products with 1 to `threshold` units. */
  low: number;
  /** Physical products with none left. */
  out: number;
  /** Physical products whose stock went below zero: count them. */
  negative: number;
}

/** Whether a product belongs in "Needs restocking": low, out, or below zero. */
export function needsRestocking(product: Pick<Product, 'type' | 'quantity'>, threshold: number = LOW_STOCK_THRESHOLD): boolean {
  const level = stockLevel(product, threshold);
  return level !== null && level !== 'ok';
}

/** How many products need restocking, counted once per list. */
export function stockSummary(
  products: readonly Pick<Product, 'type' | 'quantity'>[],
  threshold: number = LOW_STOCK_THRESHOLD,
): StockSummary {
  const summary: StockSummary = { low: 0, out: 0, negative: 0 };
  for (const product of products) {
    const level = stockLevel(product, threshold);
    if (level !== null && level !== 'ok') summary[level] += 1;
  }
  return summary;
}

/** `'3 low on stock, 1 out of stock, 1 below zero'`; the empty string when nothing needs restocking. */
export function stockSummaryText(summary: StockSummary): string {
  const parts: string[] = [];
  if (summary.low > 0) parts.push(`${summary.low} low on stock`);
  if (summary.out > 0) parts.push(`${summary.out} out of stock`);
  if (summary.negative > 0) parts.push(`${summary.negative} below zero`);
  return parts.join(', ');
}

/** How many products need the owner's attention (low, out or below zero). */
export function productsNeedingAttention(summary: StockSummary): number {
  return summary.low + summary.out + summary.negative;
}
