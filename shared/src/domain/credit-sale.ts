// A sale on credit (docs/product-rules.md, 'Credit'): what it put on its customer's account and
// what was paid at the till, whether its record's credit is sound, the figures the till offers and
// the customer's credit limit it must stay within.
import { isDateKey } from './calendar';
import type { Customer, Sale } from './entities';
import { isAmountMinor } from './money';

/** Whether the sale put money on its customer's account. */
export function isCreditSale(sale: Pick<Sale, 'credit'>): boolean {
  return sale.credit !== undefined && sale.credit !== null;
}

/** What the sale put on its customer's account, in minor units (0 for a sale paid in full). */
export function owedOnSale(sale: Pick<Sale, 'credit'>): number {
  return sale.credit?.owedMinor ?? 0;
}

/** What the customer paid at the till: the total less what went on their account. */
export function paidAtTillMinor(sale: Pick<Sale, 'credit' | 'totalMinor'>): number {
  return sale.totalMinor - owedOnSale(sale);
}

/**
 * Why a sale's credit cannot be recorded, in words for whoever reads the error; null when it is
 * sound or the sale is paid in full. The till's figures (sale-check.ts) are checked beside it.
 */
export function saleCreditProblem(sale: Sale): string | null {
  const credit = sale.credit;
  if (credit === undefined) return null;
  if (credit === null || typeof credit !== 'object') return 'A sale on credit says what is owed and when.';
  if (!sale.customer) return 'A walk-in customer cannot buy on credit.';
  if (!isAmountMinor(credit.owedMinor) || credit.owedMinor <= 0) return 'What a credit sale owes is a whole number of cents, more than 0.';
  if (credit.owedMinor > sale.totalMinor) return 'A credit sale cannot owe more than its total.';
  if (!isDateKey(credit.dueOn)) return 'A credit sale falls due on a day (YYYY-MM-DD).';
  if (sale.changeMinor !== 0) return 'A credit sale gives no change.';
  if ((sale.tenderedMinor ?? 0) !== paidAtTillMinor(sale)) return 'A credit sale\'s tendered amount is what was paid at the till: the total less what is owed.';
  return null;
}

/** Thrown when asked to record a sale on credit the till should have refused; check `creditSaleFigures` first. */
export class CreditSaleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CreditSaleError';
  }
}

/** What paying `paidMinor` now leaves on the account of a sale of `totalMinor`. */
export interface CreditFigures {
  paidMinor: number;
  owedMinor: number;
  /** Why it cannot go on credit; null when it can. */
  problem: 'nothing-owed' | 'paid-too-much' | null;
}

/** A sale of `totalMinor` with `paidMinor` paid now: what goes on the account, or why it cannot. */
export function creditSaleFigures(totalMinor: number, paidMinor: number): CreditFigures {
  const owedMinor = totalMinor - paidMinor;
  const problem = paidMinor > totalMinor ? 'paid-too-much' : owedMinor <= 0 ? 'nothing-owed' : null;
  return { paidMinor, owedMinor: Math.max(0, owedMinor), problem };
}

/**
 * Whether the sale would take its customer's balance past their limit: the balance after it is
 * `balanceMinor + owedMinor`. Null limit: none. Used by the till before it records and by every
 * adapter inside the write, on the stored balance.
 */
export function passesCreditLimit(balanceMinor: number, owedMinor: number, limitMinor: number | null | undefined): boolean {
  return limitMinor !== null && limitMinor !== undefined && balanceMinor + owedMinor > limitMinor;
}

/** The limit a customer record carries, or null; anything but whole cents in bounds reads as none. */
export function creditLimitOf(customer: Pick<Customer, 'creditLimitMinor'> | null | undefined): number | null {
  const limit = customer?.creditLimitMinor;
  return isAmountMinor(limit) ? limit : null;
}
