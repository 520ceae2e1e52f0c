// Whether a Sale record is one the till could have made: what every adapter checks before it
// records a sale, so a careless or forged client cannot store figures that do not add up
// (docs/product-rules.md, 'Stock' and 'The receipt'). Totals are recomputed in minor units.
import { CURRENCIES, MAX_AMOUNT_MINOR, MAX_LINE_QUANTITY, MAX_PAYMENT_PARTS, PAYMENT_METHODS } from './constants';
import type { PaymentPart, Sale } from './entities';
import { fromMinor, toMinor } from './money';
import { mainPaymentMethod, MIN_PAYMENT_PARTS } from './payments';

/** The most lines one sale may hold. */
export const MAX_SALE_LINES = 1000;

/** An amount as minor units when it is a whole number of cents from 0 to the maximum; null otherwise. */
function storedMinor(amount: unknown): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return null;
  const minor = toMinor(amount);
  if (minor > MAX_AMOUNT_MINOR || fromMinor(minor) !== amount) return null;
  return minor;
}

/** Why the sale cannot be recorded, in words for whoever reads the error; null when it is sound. */
export function saleProblem(sale: Sale): string | null {
  if (!Array.isArray(sale.items) || sale.items.length === 0) return 'A sale needs at least one item.';
  if (sale.items.length > MAX_SALE_LINES) return `A sale holds at most ${MAX_SALE_LINES} lines.`;
  if (!CURRENCIES.includes(sale.currency)) return 'A sale needs one of the listed currencies.';
  if (!PAYMENT_METHODS.includes(sale.paymentMethod)) return 'A sale needs one of the listed payment methods.';
  if (sale.discountType !== 'fixed' && sale.discountType !== 'percentage') return 'A discount is fixed or a percentage.';
  let subtotal = 0;
  for (const item of sale.items) {
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1 || item.quantity > MAX_LINE_QUANTITY) {
      return `Each line needs a whole quantity from 1 to ${MAX_LINE_QUANTITY}.`;
    }
    const price = storedMinor(item.price);
    if (price === null) return 'Each price is a whole number of cents from 0 to the maximum.';
    if (item.currency !== sale.currency) return 'A sale is in one currency.';
    subtotal += price * item.quantity;
  }
  const stored = storedMinor(sale.subtotal);
  const discount = storedMinor(sale.discountAmount);
  const total = storedMinor(sale.totalAmount);
  const change = storedMinor(sale.changeDue);
  if (stored === null || discount === null || total === null || change === null) return 'Every amount is a whole number of cents from 0 to the maximum.';
  if (typeof sale.discount !== 'number' || !Number.isFinite(sale.discount) || sale.discount < 0) return 'The discount as entered is a number of 0 or more.';
  if (stored !== subtotal) return 'The subtotal is not the sum of the lines.';
  if (discount > subtotal) return 'The discount is more than the subtotal.';
  if (total !== subtotal - discount) return 'The total is not the subtotal less the discount.';
  if (sale.tenderedAmount === null || sale.tenderedAmount === undefined) {
    if (change !== 0) return 'There is no change without a tendered amount.';
  } else {
    const tendered = storedMinor(sale.tenderedAmount);
    if (tendered === null) return 'The tendered amount is a whole number of cents from 0 to the maximum.';
    if (change !== Math.max(0, tendered - total)) return 'The change is not the tendered amount less the total.';
  }
  return paymentsProblem(sale, total);
}

/**
 * The split payment's parts (docs/product-rules.md, 'Split payment'): absent on a sale paid by one
 * method; otherwise 2 to MAX_PAYMENT_PARTS parts, each a listed method and an amount more than 0,
 * summing to the amount tendered, covering the total, with change only from cash, and the sale's
 * method the largest part's.
 */
function paymentsProblem(sale: Sale, total: number): string | null {
  const parts: unknown = (sale as { payments?: unknown }).payments;
  if (parts === undefined) return null;
  if (!Array.isArray(parts) || parts.length < MIN_PAYMENT_PARTS || parts.length > MAX_PAYMENT_PARTS) {
    return `A split payment has ${MIN_PAYMENT_PARTS} to ${MAX_PAYMENT_PARTS} parts; a sale paid by one method has none.`;
  }
  let paid = 0;
  let nonCash = 0;
  for (const part of parts as unknown[]) {
    if (!isPartShape(part)) return 'Each part of a split payment is a listed method and an amount.';
    const amount = storedMinor(part.amount);
    if (amount === null || amount === 0) return 'Each part of a split payment is a whole number of cents, more than 0.';
    paid += amount;
    if (part.method !== 'Cash') nonCash += amount;
  }
  const tendered = sale.tenderedAmount === null || sale.tenderedAmount === undefined ? null : storedMinor(sale.tenderedAmount);
  if (tendered !== paid) return 'The parts of a split payment do not sum to the tendered amount.';
  if (paid < total) return 'The parts of a split payment do not cover the total.';
  if (nonCash > total) return 'Change is given only from cash: the other parts are more than the total.';
  if (sale.paymentMethod !== mainPaymentMethod(parts as PaymentPart[])) return 'A split payment\'s method is its largest part\'s.';
  return null;
}

function isPartShape(part: unknown): part is PaymentPart {
  if (typeof part !== 'object' || part === null || Array.isArray(part)) return false;
  const keys = Object.keys(part);
  const { method } = part as { method?: unknown };
  return keys.length === 2 && keys.includes('method') && keys.includes('amount') && PAYMENT_METHODS.includes(method as PaymentPart['method']);
}
