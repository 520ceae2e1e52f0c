// Best sellers, by revenue or by gross profit (docs/product-rules.md, 'Best sellers'), read from a
// per-day roll-up of each product's figures kept beside the daily roll-up: units sold, its share
// of the sales' totals (so a sale-level discount is shared as a refund shares it), and of that the
// costed part and its cost (profit.ts). A refund takes its own lines' shares off the day it is given.
import { lineBaseUnits } from './packs';
import { utcDateKey } from './calendar';
import type { CurrencyCode, ProductVariantOf, Refund, Sale, SaleItem } from './entities';
import { lastDayKeys } from './dashboard';
import { divideRounded } from './money';

/** One product's figures on one day in one currency, in minor units. */
export interface ProductDayFigures {
  /** The product's name on its latest sale that day. */
  name: string;
  units: number;
  /** Its lines' share of the sales' totals, net of refunds. */
  revenueMinor: number;
  /** The part of that revenue whose lines had a known cost. */
  costedRevenueMinor: number;
  /** What the goods of the costed revenue cost. */
  costMinor: number;
}

/** Products' figures by product id. */
export type ProductFigures = Record<string, ProductDayFigures>;

/** The per-day product roll-up (`productStats/{YYYY-MM-DD}`): each currency's products' figures. */
export interface ProductDayStat {
  /** UTC calendar date, `YYYY-MM-DD`, as the daily roll-up's. */
  date: string;
  products: Partial<Record<CurrencyCode, ProductFigures>>;
}

/** Each line's share of `amountMinor` by its value among lines worth `valueMinor` in all. */
function lineFigures(items: readonly SaleItem[], amountMinor: number, sign: 1 | -1): ProductFigures {
  const valueMinor = items.reduce((sum, item) => sum + item.priceMinor * item.quantity, 0);
  const figures: ProductFigures = {};
  // `0 - n`, never `-n`: a negative zero would be stored as a fraction, not a whole number.
  const signed = (n: number) => (sign === 1 ? n : 0 - n);
  for (const item of items) {
    const value = item.priceMinor * item.quantity;
    const share = valueMinor <= 0 ? 0 : value === valueMinor ? amountMinor : divideRounded(amountMinor * value, valueMinor);
    const cost = item.costMinor ?? null;
    const before = figures[item.id];
    figures[item.id] = {
      name: item.name,
      // In pieces: a pack line counts its size for each pack (packs.ts, lineBaseUnits).
      units: (before?.units ?? 0) + signed(lineBaseUnits(item)),
      revenueMinor: (before?.revenueMinor ?? 0) + signed(share),
      costedRevenueMinor: (before?.costedRevenueMinor ?? 0) + (cost === null ? 0 : signed(share)),
      costMinor: (before?.costMinor ?? 0) + (cost === null ? 0 : signed(cost * item.quantity)),
    };
  }
  return figures;
}

/** What a sale adds to its day's product figures: each line's share of its total. */
export function saleProductFigures(sale: Pick<Sale, 'items' | 'totalMinor'>): ProductFigures {
  return lineFigures(sale.items, sale.totalMinor, 1);
}

/** What a refund takes off the day it is given: each returned line's share of its amount (negative figures). */
export function refundProductFigures(refund: Pick<Refund, 'items' | 'amountMinor'>): ProductFigures {
  return lineFigures(refund.items, refund.amountMinor, -1);
}

/** Two sets of product figures added; a product's name is the later set's. */
export function addProductFigures(a: ProductFigures | undefined, b: ProductFigures | undefined): ProductFigures {
  const sum: ProductFigures = { ...(a ?? {}) };
  for (const [id, next] of Object.entries(b ?? {})) {
    const before = sum[id];
    sum[id] = before
      ? {
          name: next.name || before.name,
          units: before.units + next.units,
          revenueMinor: before.revenueMinor + next.revenueMinor,
          costedRevenueMinor: before.costedRevenueMinor + next.costedRevenueMinor,
          costMinor: before.costMinor + next.costMinor,
        }
      : { ...next };
  }
  return sum;
}

/** The product roll-up of a day once `figures` in `currency` are added. */
export function applyToProductDayStat(stat: ProductDayStat | undefined, date: string, currency: CurrencyCode, figures: ProductFigures): ProductDayStat {
  if (stat && stat.date !== date) throw new RangeError(`Figures of ${date} do not belong to the product roll-up of ${stat.date}.`);
  return { date, products: { ...(stat?.products ?? {}), [currency]: addProductFigures(stat?.products[currency], figures) } };
}

/** The product roll-up of the sale's UTC day once the sale is counted. */
export function applySaleToProductDayStat(stat: ProductDayStat | undefined, sale: Pick<Sale, 'items' | 'totalMinor' | 'currency' | 'createdAt'>): ProductDayStat {
  return applyToProductDayStat(stat, utcDateKey(sale.createdAt), sale.currency, saleProductFigures(sale));
}

/** The product roll-up of the refund's UTC day once the refund is counted. */
export function applyRefundToProductDayStat(stat: ProductDayStat | undefined, refund: Pick<Refund, 'items' | 'amountMinor' | 'currency' | 'createdAt'>): ProductDayStat {
  return applyToProductDayStat(stat, utcDateKey(refund.createdAt), refund.currency, refundProductFigures(refund));
}

/** One product's figures over a period, in one currency. */
export interface BestSeller extends ProductDayFigures {
  productId: string;
  currency: CurrencyCode;
  /** Costed revenue − its cost; null when none of its revenue had a known cost. */
  grossProfitMinor: number | null;
  /** Revenue whose lines had no cost: not counted in the profit. */
  uncostedRevenueMinor: number;
}

export type BestSellerOrder = 'revenue' | 'profit';

/**
 * The period's products in `currency` (the last `days` UTC days to `now`, as the dashboard's
 * period), best first: by revenue, or by gross profit (products with no known cost come last, by
 * revenue). Products with nothing left after refunds are left out.
 */
export function bestSellers(stats: readonly ProductDayStat[], days: number, now: Date, currency: CurrencyCode, order: BestSellerOrder, variantOf?: (productId: string) => ProductVariantOf | undefined): BestSeller[] {
  const keys = new Set(lastDayKeys(days, now));
  // Oldest day first, so the latest name wins.
  const inPeriod = stats.filter((stat) => keys.has(stat.date)).sort((a, b) => a.date.localeCompare(b.date));
  let total: ProductFigures = {};
  for (const stat of inPeriod) total = addProductFigures(total, stat.products[currency]);
  if (variantOf) total = byProduct(total, variantOf);
  const sellers: BestSeller[] = Object.entries(total)
    .filter(([, f]) => f.units > 0 || f.revenueMinor > 0)
    .map(([productId, f]) => ({
      ...f,
      productId,
      currency,
      grossProfitMinor: f.costedRevenueMinor === 0 && f.costMinor === 0 ? null : f.costedRevenueMinor - f.costMinor,
      uncostedRevenueMinor: f.revenueMinor - f.costedRevenueMinor,
    }));
  const byRevenue = (a: BestSeller, b: BestSeller) => b.revenueMinor - a.revenueMinor || b.units - a.units || a.name.localeCompare(b.name);
  if (order === 'revenue') return sellers.sort(byRevenue);
  return sellers.sort((a, b) => {
    if (a.grossProfitMinor === null || b.grossProfitMinor === null) return a.grossProfitMinor === b.grossProfitMinor ? byRevenue(a, b) : a.grossProfitMinor === null ? 1 : -1;
    return b.grossProfitMinor - a.grossProfitMinor || byRevenue(a, b);
  });
}

/**
 * The figures with each variant (variants.ts) added up under its product, named as the product; a
 * product without variants, or a variant no longer in the catalogue, stays as it is.
 */
export function byProduct(figures: ProductFigures, variantOf: (productId: string) => ProductVariantOf | undefined): ProductFigures {
  const grouped: ProductFigures = {};
  for (const [id, f] of Object.entries(figures)) {
    const of = variantOf(id);
    const key = of ? of.productId : id;
    const before = grouped[key];
    const added = addProductFigures(before ? { [key]: before } : {}, { [key]: { ...f, name: of ? of.productName : f.name } });
    grouped[key] = added[key] as ProductDayFigures;
  }
  return grouped;
}

/** The currencies the period's products sold in, the daily roll-ups' main currency first. */
export function bestSellerCurrencies(stats: readonly ProductDayStat[], days: number, now: Date): CurrencyCode[] {
  const keys = new Set(lastDayKeys(days, now));
  const seen = new Set<CurrencyCode>();
  for (const stat of stats) if (keys.has(stat.date)) for (const currency of Object.keys(stat.products) as CurrencyCode[]) seen.add(currency);
  return [...seen];
}
