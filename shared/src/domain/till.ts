// Small rules of the point of sale's counter that sit beside the cart and totals: which product a
// barcode scanner meant, and whether the discount as typed was cut down to what the rules allow.
import type { DiscountType, Product } from './entities';
import { normalizeQuery } from './search';

/**
 * The one product a scan (a name typed followed by Enter) designates among the search matches:
 * the only match, or else the only product whose name is exactly the query (ignoring case and
 * surrounding spaces). Null when the scan is ambiguous or found nothing.
 */
export function pickScannedProduct<P extends Pick<Product, 'name'>>(matches: readonly P[], query: string): P | null {
  if (matches.length === 1) return matches[0] ?? null;
  const needle = normalizeQuery(query);
  if (needle === '') return null;
  const exact = matches.filter((product) => product.name.trim().toLowerCase() === needle);
  return exact.length === 1 ? (exact[0] ?? null) : null;
}

/**
 * True when the discount as entered takes off less than it asks for: a fixed amount above the
 * subtotal (capped at the subtotal) or a percentage above 100 (applied as 100).
 */
export function isDiscountCapped(subtotalMinor: number, discountType: DiscountType, discountHundredths: number | null | undefined): boolean {
  const value = discountHundredths ?? 0;
  if (!Number.isFinite(value) || value <= 0) return false;
  if (discountType === 'percentage') return value > 10_000;
  return value > Math.max(0, subtotalMinor);
}
