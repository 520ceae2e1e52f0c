// Subtotal, discount, total and change of a sale in integer minor units.
import type { DiscountType } from './entities';
import { divideRounded, fromMinor, toMinor } from './money';

/** What totals need of a line: unit price in minor units and a quantity. */
export interface PricedLine {
  unitPriceMinor: number;
  quantity: number;
}

export interface TotalsInput {
  lines: readonly PricedLine[];
  discountType: DiscountType;
  /** As entered: an amount in major units for `fixed`, a percent for `percentage`. */
  discountValue?: number | null;
  /** Amount handed over, in major units; missing when not entered. */
  tendered?: number | null;
}

export interface CartTotals {
  subtotalMinor: number;
  discountMinor: number;
  totalMinor: number;
  /** Null when no (valid) tendered amount was entered. */
  tenderedMinor: number | null;
  changeMinor: number;
}

/** Percent as basis points (hundredths of a percent), clamped to 0–100 %. */
function percentBasisPoints(percent: number): number {
  return Math.min(10_000, Math.max(0, toMinor(percent)));
}

/** The discount as stored on the sale: non-negative, two decimals; a percentage at most 100. */
export function normalizeDiscountValue(discountType: DiscountType, value: number | null | undefined): number {
  const minor = Math.max(0, toMinor(value ?? 0));
  return fromMinor(discountType === 'percentage' ? Math.min(minor, 10_000) : minor);
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
export function discountMinor(
  subtotal: number,
  discountType: DiscountType,
  discountValue: number | null | undefined,
): number {
  const value = discountValue ?? 0;
  if (subtotal <= 0) return 0;
  if (discountType === 'percentage') return divideRounded(subtotal * percentBasisPoints(value), 10_000);
  return Math.min(subtotal, Math.max(0, toMinor(value)));
}

/** Change due: tendered minus total, or 0 if tendered is missing or less than the total. */
export function changeDueMinor(totalMinor: number, tenderedMinor: number | null): number {
  if (tenderedMinor === null || tenderedMinor < totalMinor) return 0;
  return tenderedMinor - totalMinor;
}

/** A tendered amount in minor units, or null when missing, not a number or negative. */
export function tenderedToMinor(tendered: number | null | undefined): number | null {
  if (tendered === null || tendered === undefined || !Number.isFinite(tendered) || tendered < 0) return null;
  return toMinor(tendered);
}

export function cartTotals(input: TotalsInput): CartTotals {
  const subtotal = subtotalMinor(input.lines);
  const discount = discountMinor(subtotal, input.discountType, input.discountValue);
  const total = Math.max(0, subtotal - discount);
  const tendered = tenderedToMinor(input.tendered);
  return {
    subtotalMinor: subtotal,
    discountMinor: discount,
    totalMinor: total,
    tenderedMinor: tendered,
    changeMinor: changeDueMinor(total, tendered),
  };
}
