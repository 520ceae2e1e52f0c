// Cost prices as the inventory shows them to the owner: a product's margin (price − cost, and its
// share of the price) and the stock's value at price and at cost, per currency. Money stays in
// minor units, summed exactly and never across currencies; nothing here reaches the till.
import { averageCostAfterDelivery, CURRENCIES, divideRounded, parseMoneyInput, parseStockAdjustment, lossPerSaleMinor } from '@shop/shared/domain';
import type { CurrencyCode, Product } from '@shop/shared/domain';

/** A share written per hundred: a ratio of two amounts, not a conversion of minor units. */
const PER_CENT = 100;

export interface Margin {
  /** Price − cost, in minor units of the product's currency; negative when sold below cost. */
  marginMinor: number;
  /** The margin as a whole percentage of the price, rounded half away from zero; null when the price is 0. */
  percent: number | null;
}

/** A product's margin; null when its cost is unknown. */
export function productMargin(product: Pick<Product, 'priceMinor' | 'costMinor'>): Margin | null {
  const cost = product.costMinor ?? null;
  if (cost === null) return null;
  const marginMinor = product.priceMinor - cost;
  return { marginMinor, percent: product.priceMinor > 0 ? divideRounded(marginMinor * PER_CENT, product.priceMinor) : null };
}

/**
 * What each sale loses when the price and cost typed on the product form put the price below the
 * cost, in minor units; null when either cannot be read yet, the cost is empty, or the price covers
 * it. The domain's `lossPerSaleMinor` decides; a warning, never a refusal.
 */
export function lossPerSale(typedPrice: string, typedCost: string): number | null {
  if (typedCost.trim() === '') return null;
  const price = parseMoneyInput(typedPrice);
  const cost = parseMoneyInput(typedCost);
  if (!price.ok || !cost.ok) return null;
  return lossPerSaleMinor({ priceMinor: price.value, costMinor: cost.value });
}

export interface StockValue {
  currency: CurrencyCode;
  /** Σ price × units on hand of the Physical products in stock. */
  atPriceMinor: number;
  /** Σ cost × units on hand of those with a known cost. */
  atCostMinor: number;
  /** How many of them have a known cost (counted in `atCostMinor`). */
  costed: number;
  /** How many of them have no cost (left out of `atCostMinor`, never counted as free). */
  uncosted: number;
}

/**
 * The stock's value per currency, in the order of CURRENCIES: the Physical products with units on
 * hand (stock below zero is a record to count, not goods on the shelf). Currencies without stock
 * are left out.
 */
export function stockValues(products: readonly Pick<Product, 'type' | 'quantity' | 'priceMinor' | 'costMinor' | 'currency'>[]): StockValue[] {
  const byCurrency = new Map<CurrencyCode, StockValue>();
  for (const product of products) {
    const units = product.type === 'Physical' ? (product.quantity ?? 0) : 0;
    if (units <= 0) continue;
    let value = byCurrency.get(product.currency);
    if (!value) {
      value = { currency: product.currency, atPriceMinor: 0, atCostMinor: 0, costed: 0, uncosted: 0 };
      byCurrency.set(product.currency, value);
    }
    value.atPriceMinor += product.priceMinor * units;
    const cost = product.costMinor ?? null;
    if (cost === null) {
      value.uncosted += 1;
    } else {
      value.atCostMinor += cost * units;
      value.costed += 1;
    }
  }
  return CURRENCIES.flatMap((currency) => {
    const value = byCurrency.get(currency);
    return value ? [value] : [];
  });
}

/** What Add stock's result line says before saving: the cost a delivery makes, or keeps. */
export type DeliveryCost = { kind: 'becomes' | 'stays'; costMinor: number };

/**
 * The product's cost after the delivery typed so far (`averageCostAfterDelivery`): with a unit cost,
 * the weighted average of what is on hand and what arrives (the unit cost alone when the cost was
 * unknown or nothing is on hand, whatever the units); without one, the cost as it is. Null while
 * the figures cannot be read, or when the cost is unknown and stays so.
 */
export function deliveryCost(product: Pick<Product, 'quantity' | 'costMinor'>, typedUnits: string, typedUnitCost: string): DeliveryCost | null {
  const onHand = product.quantity ?? 0;
  const cost = product.costMinor ?? null;
  if (typedUnitCost.trim() === '') return cost === null ? null : { kind: 'stays', costMinor: cost };
  const unitCost = parseMoneyInput(typedUnitCost);
  if (!unitCost.ok) return null;
  const units = parseStockAdjustment('delivery', typedUnits, typedUnitCost);
  const received = units.ok && units.value.reason === 'delivery' ? units.value.received : null;
  // Until the units are read, say only what needs none: the unit cost becoming the cost, or
  // keeping it when they are the same (an average of equal costs is that cost).
  if (received === null && cost !== null && onHand > 0) return unitCost.value === cost ? { kind: 'stays', costMinor: cost } : null;
  const after = averageCostAfterDelivery(onHand, cost, received ?? 0, unitCost.value);
  return after === null ? null : { kind: after === cost ? 'stays' : 'becomes', costMinor: after };
}
