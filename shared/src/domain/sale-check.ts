// Whether a Sale record is one the till could have made: what every adapter checks before it
// records a sale, so a careless or forged client cannot store figures that do not add up
// (docs/product-rules.md, 'Stock' and 'The receipt'). The figures are recomputed with the till's
// own functions (totals.ts, payments.ts) and compared, so the arithmetic has one home.
import { CURRENCIES, MAX_LINE_QUANTITY, MAX_PAYMENT_PARTS, PAYMENT_METHODS } from './constants';
import type { PaymentPart, Sale } from './entities';
import { isAmountMinor } from './money';
import { mainPaymentMethod, MIN_PAYMENT_PARTS, splitPaymentFigures } from './payments';
import { cartTotals } from './totals';
import { paidAtTillMinor, saleCreditProblem } from './credit-sale';
import { linePackShapeProblem } from './packs';

/** The most lines one sale may hold. */
export const MAX_SALE_LINES = 1000;

/** Why the sale cannot be recorded, in words for whoever reads the error; null when it is sound. */
export function saleProblem(sale: Sale): string | null {
  if (!Array.isArray(sale.items) || sale.items.length === 0) return 'A sale needs at least one item.';
  if (sale.items.length > MAX_SALE_LINES) return `A sale holds at most ${MAX_SALE_LINES} lines.`;
  if (!CURRENCIES.includes(sale.currency)) return 'A sale needs one of the listed currencies.';
  if (!PAYMENT_METHODS.includes(sale.paymentMethod)) return 'A sale needs one of the listed payment methods.';
  if (sale.discountType !== 'fixed' && sale.discountType !== 'percentage') return 'A discount is fixed or a percentage.';
  for (const item of sale.items) {
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1 || item.quantity > MAX_LINE_QUANTITY) {
      return `Each line needs a whole quantity from 1 to ${MAX_LINE_QUANTITY}.`;
    }
    if (!isAmountMinor(item.priceMinor)) return 'Each price is a whole number of cents from 0 to the maximum.';
    // A line's cost is kept to count profit, never to charge: unknown (null) or whole cents in bounds.
    if (item.costMinor !== null && item.costMinor !== undefined && !isAmountMinor(item.costMinor)) return 'Each cost is unknown or a whole number of cents from 0 to the maximum.';
    if (item.currency !== sale.currency) return 'A sale is in one currency.';
    // A pack line (packs.ts): its pack named with its size, and its pieces within the line's bound.
    const packProblem = linePackShapeProblem((item as { pack?: unknown }).pack);
    if (packProblem) return packProblem;
  }
  if (![sale.subtotalMinor, sale.discountMinor, sale.totalMinor, sale.changeMinor].every(isAmountMinor)) {
    return 'Every amount is a whole number of cents from 0 to the maximum.';
  }
  if (!Number.isSafeInteger(sale.discountHundredths) || sale.discountHundredths < 0) return 'The discount as entered is a number of 0 or more.';
  const tendered = sale.tenderedMinor ?? null;
  if (tendered !== null && !isAmountMinor(tendered)) return 'The tendered amount is a whole number of cents from 0 to the maximum.';
  // The till's own arithmetic (totals.ts) on the sale's lines and discount as entered.
  const till = cartTotals({
    lines: sale.items.map((item) => ({ unitPriceMinor: item.priceMinor, quantity: item.quantity })),
    discountType: sale.discountType,
    discountHundredths: sale.discountHundredths,
    tenderedMinor: tendered,
  });
  if (sale.subtotalMinor !== till.subtotalMinor) return 'The subtotal is not the sum of the lines.';
  if (sale.discountMinor > till.subtotalMinor) return 'The discount is more than the subtotal.';
  if (sale.discountMinor !== till.discountMinor) return 'The discount is not what the discount as entered takes off.';
  if (sale.totalMinor !== till.totalMinor) return 'The total is not the subtotal less the discount.';
  // A sale on credit (credit-sale.ts): what was paid at the till is the total less what is owed.
  const creditProblem = saleCreditProblem(sale);
  if (creditProblem) return creditProblem;
  if ((sale as { payments?: unknown }).payments !== undefined) return paymentsProblem(sale);
  if (sale.credit) return null;
  if (sale.changeMinor === till.changeMinor) return null;
  return tendered === null ? 'There is no change without a tendered amount.' : 'The change is not the tendered amount less the total.';
}

/**
 * The split payment's parts (docs/product-rules.md, 'Split payment'), checked by the split
 * editor's own figures (payments.ts): 2 to MAX_PAYMENT_PARTS parts, each a listed method and an
 * amount more than 0, summing to the amount tendered, covering the total, with change only from
 * cash, and the sale's method the largest part's.
 */
function paymentsProblem(sale: Sale): string | null {
  const parts: unknown = (sale as { payments?: unknown }).payments;
  if (!Array.isArray(parts) || parts.length < MIN_PAYMENT_PARTS || parts.length > MAX_PAYMENT_PARTS) {
    return `A split payment has ${MIN_PAYMENT_PARTS} to ${MAX_PAYMENT_PARTS} parts; a sale paid by one method has none.`;
  }
  if (!parts.every(isPartShape)) return 'Each part of a split payment is a listed method and an amount.';
  // On credit the parts pay exactly what was paid at the till, which they must then cover.
  const figures = splitPaymentFigures(paidAtTillMinor(sale), parts);
  if (figures.problem === 'part-amount' || figures.problem === 'part-method') return 'Each part of a split payment is a whole number of cents, more than 0.';
  if (sale.tenderedMinor !== figures.paidMinor) return 'The parts of a split payment do not sum to the tendered amount.';
  if (figures.problem === 'short') return 'The parts of a split payment do not cover the total.';
  if (figures.problem === 'non-cash-over') return 'Change is given only from cash: the other parts are more than the total.';
  if (figures.problem !== null) return 'The parts of a split payment cannot pay the total.';
  if (sale.changeMinor !== figures.changeMinor) return 'The change is not the tendered amount less the total.';
  if (sale.paymentMethod !== mainPaymentMethod(parts)) return 'A split payment\'s method is its largest part\'s.';
  return null;
}

function isPartShape(part: unknown): part is PaymentPart {
  if (typeof part !== 'object' || part === null || Array.isArray(part)) return false;
  const keys = Object.keys(part);
  const { method } = part as { method?: unknown };
  return keys.length === 2 && keys.includes('method') && keys.includes('minor') && PAYMENT_METHODS.includes(method as PaymentPart['method']);
}
