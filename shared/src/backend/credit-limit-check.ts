// A credit sale's check of its customer's limit (docs/product-rules.md, 'Credit'), run by every
// adapter inside the sale's write on the balance it stores, so two tills never pass a limit
// together. Apart from credit-checks.ts (repayments, a refund's credit), which a till never needs.
import type { Sale } from '../domain/entities';
import { owedOnSale, passesCreditLimit } from '../domain/credit-sale';
import { BackendError } from './errors';
import { OVER_CREDIT_LIMIT } from './credit-refusals';

/** Refuses a credit sale that would take its customer's stored balance past their limit. */
export function checkCreditLimit(sale: Sale, balanceMinor: number, limitMinor: number | null | undefined): void {
  if (passesCreditLimit(balanceMinor, owedOnSale(sale), limitMinor)) throw new BackendError('failed-precondition', OVER_CREDIT_LIMIT, { reason: 'over-credit-limit' });
}
