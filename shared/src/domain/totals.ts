// Subtotal, discount, total and change of a sale in integer minor units. Everything comes in as
// integers too: a discount in hundredths (minor units for a fixed amount, basis points for a
// percentage, which is how `parseMoneyInput` reads what the cashier typed) and the tendered amount
// in minor units.
import type { DiscountType } from './entities';
import { divideRounded } from './money';

/** What totals need of a line: unit price in minor units and a quantity. */
export interface PricedLine {
  unitPriceMinor: number;
  quantity: number;
}

export interface TotalsInput {
  lines: readonly PricedLine[];
  discountType: DiscountType;
  /** As entered, in hundredths: minor units for `fixed`, basis points (1 % = 100) for `percentage`. */
  discountHundredths?: number | null;
  /** Amount handed over, in minor units; missing when not entered. */
  tenderedMinor?: number | null;
}

export interface CartTotals {
  subtotalMinor: number;
  discountMinor: number;
  totalMinor: number;
  /** Null when no (valid) tendered amount was entered. */
  tenderedMinor: number | null;
  changeMinor: number;
}

/** A whole number of hundredths, or 0 for anything else (missing, negative, not a number). */
function wholeHundredths(value: number | null | undefined): number {
  return value !== null && value !== undefined && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

/** The discount as the sale keeps it, in hundredths: whole, non-negative; a percentage at most 100 % (10 000). */
export function saleDiscountHundredths(discountType: DiscountType, hundredths: number | null | undefined): number {
  const value = wholeHundredths(hundredths);
  return discountType === 'percentage' ? Math.min(value, 10_000) : value;
}

export function lineTotalMinor(line: PricedLine): number {
  return line.unitPriceMinor * line.quantity;
}

export function subtotalMinor(lines: readonly PricedLine[]): number {
  let sum = 0;
  for (const line of lines) sum += lineTotalMinor(line);
  return sum;
}

/**
 * The money a discount takes off: a fixed amount capped at the subtotal, or the subtotal times the
 * percent rounded to the minor unit (half away from zero). Negative discounts count as 0 and
 * percentages above 100 as 100.
 */
export function discountMinor(subtotal: number, discountType: DiscountType, discountHundredths: number | null | undefined): number {
  const value = wholeHundredths(discountHundredths);
  if (subtotal <= 0) return 0;
  if (discountType === 'percentage') return divideRounded(subtotal * Math.min(value, 10_000), 10_000);
  return Math.min(subtotal, value);
}

/** Change due: tendered minus total, or 0 if tendered is missing or less than the total. */
export function changeDueMinor(totalMinor: number, tenderedMinor: number | null): number {
  if (tenderedMinor === null || tenderedMinor < totalMinor) return 0;
  return tenderedMinor - totalMinor;
}

/** A tendered amount in whole minor units, or null when missing, not a number or negative. */
function tenderedOrNull(tenderedMinor: number | null | undefined): number | null {
  if (tenderedMinor === null || tenderedMinor === undefined || !Number.isFinite(tenderedMinor) || tenderedMinor < 0) return null;
  return Math.round(tenderedMinor);
}

export function cartTotals(input: TotalsInput): CartTotals {
  const subtotal = subtotalMinor(input.lines);
  const discount = discountMinor(subtotal, input.discountType, input.discountHundredths);
  const total = Math.max(0, subtotal - discount);
  const tendered = tenderedOrNull(input.tenderedMinor);
  return {
    subtotalMinor: subtotal,
    discountMinor: discount,
    totalMinor: total,
    tenderedMinor: tendered,
    changeMinor: changeDueMinor(total, tendered),
  };
}
