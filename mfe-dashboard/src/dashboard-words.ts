import { formatCount } from '@shop/shared/domain';
// The dashboard's own words (docs/product-rules.md, 'Dashboard', 'Credit', 'Best sellers'): its
// cards' titles, the period switch, the "Owed to you" figure and Best sellers. The words it shares
// with other screens (PROFIT_TEXT, SCREEN_TEXT, ERROR_MESSAGES) are the domain's.

export function grossProfitCardTitle(days: number): string {
  return `Gross profit (Last ${days} days)`;
}

export function netProfitCardTitle(days: number): string {
  return `Net profit (Last ${days} days)`;
}

/** The dashboard's "Owed to you" figure beside revenue (docs/product-rules.md, 'Credit'): what customers' balances add up to. */
export const OWED_CARD_TEXT = {
  title: 'Owed to you',
  /** Under the figure: how many customers owe anything, in any currency. */
  customers: (count: number) => (count === 1 ? 'By 1 customer' : `By ${formatCount(count)} customers`),
  nothingOwed: 'No customer owes you anything.',
  loadFailed: 'Failed to load what customers owe you.',
} as const;

export function revenueCardTitle(days: number): string {
  return `Revenue (Last ${days} days)`;
}

export function periodLabel(days: number): string {
  return `Last ${days} Days`;
}

/**
 * The dashboard's Best sellers (docs/product-rules.md, 'Best sellers'): the period's top products in
 * one currency, by revenue or by gross profit. The owner's only, as every figure of cost and profit.
 */
export const BEST_SELLERS_TEXT = {
  title: 'Best sellers',
  /** The radio group choosing the order, and its two choices. */
  orderLabel: 'Rank best sellers',
  byRevenue: 'By revenue',
  byProfit: 'By profit',
  /** The radio group choosing the currency, shown when the period sold in more than one. */
  currencyLabel: 'Currency of best sellers',
  /** The radio group choosing whether a product's variants (variants.ts) are ranked each or added up under their product. */
  groupingLabel: 'Rank variants',
  byVariant: 'Each variant',
  byProduct: 'By product',
  product: 'Product',
  units: 'Units sold',
  revenue: 'Revenue',
  grossProfit: 'Gross profit',
  margin: 'Margin',
  /** In place of a profit when none of the product's revenue had a cost price. */
  costUnknown: 'Cost unknown',
  /** Under a partly costed product's profit: its revenue whose goods had no cost price (not counted in the profit). */
  noCostNote: (amount: string) => `${amount} of sales had no cost price`,
  /** Names the table: `Best sellers by profit, Last 30 Days, in GHS`. */
  caption: (order: 'revenue' | 'profit', days: number, currency: string) => `Best sellers by ${order}, Last ${days} Days, in ${currency}`,
  /** Under the table. */
  marginNote: 'Margin is the gross profit’s share of the revenue that had a cost price.',
  topOf: (shown: number, total: number) => `The top ${formatCount(shown)} of ${formatCount(total)} products sold.`,
  loading: 'Loading best sellers...',
  loadFailed: 'Failed to load best sellers.',
  empty: (days: number) => `Nothing sold in the last ${days} days yet.`,
} as const;
