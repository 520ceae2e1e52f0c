// What the Best sellers panel shows, as a pure function of the period's product roll-ups
// (docs/product-rules.md, 'Best sellers'): the currencies the period sold in, the main one first as
// the revenue card chooses it (`mainCurrency`: cedis whenever there are any), and the top products
// of the chosen currency by revenue or by gross profit. Currencies are never added together.
import { bestSellerCurrencies, bestSellers, CURRENCIES, divideRounded, mainCurrency } from '@shop/shared/domain';
import type { BestSeller, BestSellerOrder, CurrencyAmounts, CurrencyCode, ProductDayStat, ProductVariantOf } from '@shop/shared/domain';

/** How many products the panel lists. */
export const BEST_SELLERS_SHOWN = 10;

/** A share written per hundred: a ratio of two amounts, not a conversion of minor units. */
const PER_CENT = 100;

export interface BestSellersView {
  /** The currency the rows are in. */
  currency: CurrencyCode;
  /** Every currency the period sold something in (after refunds), the main one first; empty when nothing was sold. */
  currencies: CurrencyCode[];
  /** The best `BEST_SELLERS_SHOWN`, best first. */
  rows: BestSeller[];
  /** How many products sold in `currency` over the period. */
  total: number;
}

/**
 * The panel's figures for the last `days` UTC days to `now` (the dashboard's period): in `chosen`
 * when the period sold in it, otherwise in the main currency. With `variantOf`, a product's variants
 * (variants.ts) are added up under it; without, each variant is ranked on its own.
 */
export function bestSellersView(stats: readonly ProductDayStat[], days: number, now: Date, order: BestSellerOrder, chosen: CurrencyCode | null = null, variantOf?: (productId: string) => ProductVariantOf | undefined): BestSellersView {
  const byRevenue = new Map<CurrencyCode, BestSeller[]>();
  const revenue: CurrencyAmounts = {};
  for (const currency of bestSellerCurrencies(stats, days, now)) {
    const sellers = bestSellers(stats, days, now, currency, 'revenue', variantOf);
    if (sellers.length === 0) continue;
    byRevenue.set(currency, sellers);
    revenue[currency] = sellers.reduce((sum, seller) => sum + seller.revenueMinor, 0);
  }
  const main = mainCurrency(revenue);
  const currencies = CURRENCIES.filter((c) => byRevenue.has(c)).sort((a, b) => Number(b === main) - Number(a === main));
  const currency = chosen !== null && byRevenue.has(chosen) ? chosen : main;
  const all = order === 'revenue' ? (byRevenue.get(currency) ?? []) : bestSellers(stats, days, now, currency, 'profit', variantOf);
  return { currency, currencies, rows: all.slice(0, BEST_SELLERS_SHOWN), total: all.length };
}

/**
 * A product's margin: its gross profit as a whole percentage of the revenue that had a cost price
 * (rounded half away from zero); null when none of it had one.
 */
export function marginPercent(seller: Pick<BestSeller, 'grossProfitMinor' | 'costedRevenueMinor'>): number | null {
  if (seller.grossProfitMinor === null || seller.costedRevenueMinor <= 0) return null;
  return divideRounded(seller.grossProfitMinor * PER_CENT, seller.costedRevenueMinor);
}
