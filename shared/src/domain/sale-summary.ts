// How a recorded sale is described in lists and in its details: who bought, what, and the
// discount as the owner entered it. The history and the receipt show the same words.
import { lineQuantityText } from './packs';
import type { DiscountType, Sale, SaleItem } from './entities';
import { formatMinor, plainMinor } from './money';
import { lineTotalMinor } from './totals';

/** Shown where a sale has no customer attached. */
export const WALK_IN_CUSTOMER = 'Walk-in customer';

/** The customer's name, or 'Walk-in customer'. */
export function saleCustomerName(sale: Pick<Sale, 'customer'>): string {
  const name = sale.customer?.name.trim();
  return name ? name : WALK_IN_CUSTOMER;
}

/** How many units the sale holds, over all its lines. */
export function saleUnitCount(sale: Pick<Sale, 'items'>): number {
  let units = 0;
  for (const item of sale.items) units += item.quantity;
  return units;
}

/** One line's total in minor units: price × quantity, exactly. */
export function saleItemTotalMinor(item: Pick<SaleItem, 'priceMinor' | 'quantity'>): number {
  return lineTotalMinor({ unitPriceMinor: item.priceMinor, quantity: item.quantity });
}

/** `Bread ×2`; a single unit is just its name; a pack line says its packs: `Malta 2 × Carton of 24` (packs.ts). */
export function saleItemLabel(item: Pick<SaleItem, 'name' | 'quantity' | 'pack'>): string {
  if (item.pack) return `${item.name} ${lineQuantityText(item)}`;
  return item.quantity === 1 ? item.name : `${item.name} ×${item.quantity}`;
}

/**
 * A one-line summary of what was sold: `Bread ×2, Milk` and, past `shown` lines,
 * `Bread ×2, Milk +3 more`.
 */
export function saleItemsSummary(sale: Pick<Sale, 'items'>, shown = 2): string {
  const limit = Math.max(1, Math.floor(shown));
  const named = sale.items.slice(0, limit).map(saleItemLabel).join(', ');
  const rest = sale.items.length - limit;
  return rest > 0 ? `${named} +${rest} more` : named;
}

/** How each discount type is named to the owner. */
export const DISCOUNT_TYPE_LABELS: Readonly<Record<DiscountType, string>> = {
  fixed: 'Fixed amount',
  percentage: 'Percentage',
};

/** A percentage kept in hundredths, as people write it: `1250` → `12.5%`, `1000` → `10%`. */
export function percentText(hundredths: number): string {
  return `${plainMinor(hundredths).replace(/\.?0+$/, '')}%`;
}

/** The discount as the owner entered it: `10%` for a percentage, `₵5.00` for a fixed amount; null when none. */
export function discountEnteredText(sale: Pick<Sale, 'discountHundredths' | 'discountType' | 'currency'>): string | null {
  if (!(sale.discountHundredths > 0)) return null;
  return sale.discountType === 'percentage' ? percentText(sale.discountHundredths) : formatMinor(sale.discountHundredths, sale.currency);
}
