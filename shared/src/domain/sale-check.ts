// Whether a Sale record is one the till could have made: what every adapter checks before it
// records a sale, so a careless or forged client cannot store figures that do not add up
// (docs/product-rules.md, 'Stock' and 'The receipt'). Totals are recomputed in minor units.
import { CURRENCIES, MAX_AMOUNT_MINOR, MAX_LINE_QUANTITY, PAYMENT_METHODS } from './constants';
import type { Sale } from './entities';
import { fromMinor, toMinor } from './money';

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
  return null;
}
