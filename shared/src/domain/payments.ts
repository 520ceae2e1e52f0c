// How a sale was paid: by one method, or split across several (docs/product-rules.md, 'Split
// payment'). Change is given only from cash, so what a sale takes by each method is its parts as
// handed over, with the change taken off the cash.
import { MAX_AMOUNT_MINOR, MAX_PAYMENT_PARTS, PAYMENT_METHODS } from './constants';
import type { CurrencyCode, PaymentMethod, PaymentPart, Sale } from './entities';
import { SPLIT_PAYMENT_MESSAGES } from './messages';
import { formatMinor } from './money';

/** The fewest parts a split payment has; MAX_PAYMENT_PARTS (constants.ts) is the most. */
export const MIN_PAYMENT_PARTS = 2;

/** Money a sale kept by one method, in minor units of the sale's currency. */
export interface MethodTakings {
  method: PaymentMethod;
  minor: number;
}

/** Whether the sale was paid in two or more parts. */
export function isSplitPayment(sale: Pick<Sale, 'payments'>): boolean {
  return Array.isArray(sale.payments) && sale.payments.length > 1;
}

/**
 * What the sale kept by each method, summing to what was paid at the till (its total, unless sold
 * on credit): all of it by its one method, or each part of a split payment with the change taken
 * off the cash. Methods in the order paid.
 */
export function saleTakings(sale: Pick<Sale, 'payments' | 'paymentMethod' | 'totalMinor' | 'changeMinor' | 'credit'>): MethodTakings[] {
  // A credit sale kept only what was paid at the till (credit-sale.ts); the rest is owed, not taken.
  const paidMinor = sale.totalMinor - (sale.credit?.owedMinor ?? 0);
  if (!isSplitPayment(sale) || !sale.payments) return paidMinor > 0 || !sale.credit ? [{ method: sale.paymentMethod, minor: paidMinor }] : [];
  let change = sale.changeMinor;
  const takings: MethodTakings[] = [];
  for (const part of sale.payments) {
    let minor = part.minor;
    if (part.method === 'Cash' && change > 0) {
      const fromThis = Math.min(change, minor);
      minor -= fromThis;
      change -= fromThis;
    }
    const same = takings.find((t) => t.method === part.method);
    if (same) same.minor += minor;
    else takings.push({ method: part.method, minor });
  }
  return takings;
}

/** Why parts cannot pay a sale: the first rule they break, in the order the cashier meets them. */
export type SplitPaymentProblem = 'too-few-parts' | 'too-many-parts' | 'part-method' | 'part-amount' | 'too-large' | 'short' | 'non-cash-over';

/** What the parts make of the total, all in minor units. */
export interface SplitPaymentFigures {
  /** All parts together: the amount tendered. */
  paidMinor: number;
  /** The parts paid by any method but cash. */
  nonCashMinor: number;
  /** What the parts leave to pay (total − parts), or 0 once they cover it. */
  remainingMinor: number;
  /** The change, given from the cash: parts − total once they cover it and change is possible; else 0. */
  changeMinor: number;
  /** The first rule the parts break; null when they can pay the sale. */
  problem: SplitPaymentProblem | null;
}

/** A part's amount the rules accept: whole minor units, more than 0, at most MAX_AMOUNT_MINOR. */
export function isPartAmount(minor: number): boolean {
  return Number.isSafeInteger(minor) && minor > 0 && minor <= MAX_AMOUNT_MINOR;
}

/**
 * Whether and how the parts pay a sale of `totalMinor`: 2 to MAX_PAYMENT_PARTS parts, each by a
 * listed method with an amount more than 0; together at least the total (and at most the largest
 * amount); the parts other than cash together at most the total, because change is given only
 * from cash. Change is then the parts less the total.
 */
export function splitPaymentFigures(totalMinor: number, parts: readonly PaymentPart[]): SplitPaymentFigures {
  let paidMinor = 0;
  let nonCashMinor = 0;
  let partProblem: SplitPaymentProblem | null = null;
  for (const part of parts) {
    if (!PAYMENT_METHODS.includes(part.method)) partProblem ??= 'part-method';
    if (!isPartAmount(part.minor)) {
      partProblem ??= 'part-amount';
      continue;
    }
    paidMinor += part.minor;
    if (part.method !== 'Cash') nonCashMinor += part.minor;
  }
  const remainingMinor = Math.max(0, totalMinor - paidMinor);
  const problem: SplitPaymentProblem | null =
    parts.length < MIN_PAYMENT_PARTS
      ? 'too-few-parts'
      : parts.length > MAX_PAYMENT_PARTS
        ? 'too-many-parts'
        : (partProblem ??
          (paidMinor > MAX_AMOUNT_MINOR ? 'too-large' : remainingMinor > 0 ? 'short' : nonCashMinor > totalMinor ? 'non-cash-over' : null));
  const changeMinor = remainingMinor === 0 && nonCashMinor <= totalMinor ? paidMinor - totalMinor : 0;
  return { paidMinor, nonCashMinor, remainingMinor, changeMinor, problem };
}

/** What to tell the cashier about the parts' problem, amounts in the sale's currency; null when there is none. */
export function splitPaymentMessage(figures: SplitPaymentFigures, totalMinor: number, currency: CurrencyCode): string | null {
  switch (figures.problem) {
    case null:
      return null;
    case 'too-few-parts':
      return SPLIT_PAYMENT_MESSAGES.tooFewParts;
    case 'too-many-parts':
      return SPLIT_PAYMENT_MESSAGES.tooManyParts;
    case 'part-method':
    case 'part-amount':
      return SPLIT_PAYMENT_MESSAGES.partAmountRequired;
    case 'too-large':
      return SPLIT_PAYMENT_MESSAGES.tooLarge;
    case 'short':
      return SPLIT_PAYMENT_MESSAGES.stillToPay(formatMinor(figures.remainingMinor, currency));
    case 'non-cash-over':
      return SPLIT_PAYMENT_MESSAGES.nonCashOver(formatMinor(figures.nonCashMinor - totalMinor, currency));
  }
}

/** The main method of a split payment: its largest part's, the first of equal ones. */
export function mainPaymentMethod(parts: readonly PaymentPart[]): PaymentMethod | null {
  let main: PaymentPart | null = null;
  for (const part of parts) {
    if (main === null || part.minor > main.minor) main = part;
  }
  return main?.method ?? null;
}

/** How a sale was paid, in a word: its one method, or 'Split'. */
export function salePaymentLabel(sale: Pick<Sale, 'payments' | 'paymentMethod'>): string {
  return isSplitPayment(sale) ? SPLIT_PAYMENT_MESSAGES.paymentLabel : sale.paymentMethod;
}

/** Thrown when asked to record parts that cannot pay the sale; check `splitPaymentFigures` first. */
export class SplitPaymentError extends Error {
  readonly problem: SplitPaymentProblem;
  constructor(problem: SplitPaymentProblem) {
    super(`These parts cannot pay the sale (${problem}).`);
    this.name = 'SplitPaymentError';
    this.problem = problem;
  }
}

/** What a split payment writes on its sale: the parts, the main method, the amount tendered and the change. */
export interface SplitPaymentRecord {
  payments: PaymentPart[];
  paymentMethod: PaymentMethod;
  tenderedMinor: number;
  changeMinor: number;
}

/** The sale's payment fields for parts that pay `totalMinor`; throws SplitPaymentError when they cannot. */
export function splitPaymentRecord(totalMinor: number, parts: readonly PaymentPart[]): SplitPaymentRecord {
  const figures = splitPaymentFigures(totalMinor, parts);
  if (figures.problem) throw new SplitPaymentError(figures.problem);
  const payments = parts.map((part) => ({ method: part.method, minor: part.minor }));
  return {
    payments,
    paymentMethod: mainPaymentMethod(payments) ?? payments[0]!.method,
    tenderedMinor: figures.paidMinor,
    changeMinor: figures.changeMinor,
  };
}
