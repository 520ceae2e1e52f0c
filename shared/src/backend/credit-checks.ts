// The adapters' checks of what moves a customer's account (docs/product-rules.md, 'Credit'): the
// domain's rules (domain/credit.ts) as the BackendError the port promises. Every adapter runs them
// inside its write, on the balance it stores, so two tills never pass a limit or overpay together.
// A credit sale's limit is credit-limit-check.ts's (the till's ledger needs it, not the rest).
import type { Refund, Repayment, Sale } from '../domain/entities';
import { refundCreditMinor, repaymentProblem } from '../domain/credit';
import { BackendError } from './errors';
import { checkId } from './records';
import { OVER_BALANCE, OVER_CREDIT_LIMIT } from './credit-refusals';

export { OVER_BALANCE, OVER_CREDIT_LIMIT };

/** Refuses a repayment that cannot even be looked up: no id, no customer, no date. */
export function checkRepaymentShape(repayment: Repayment): void {
  checkId(repayment.id, 'A payment');
  checkId(repayment.customer?.id, 'A payment\'s customer');
  if (!(repayment.createdAt instanceof Date) || Number.isNaN(repayment.createdAt.getTime())) throw new BackendError('invalid-argument', 'A payment needs its date.');
}

/** Refuses a repayment that is not sound, or is more than the stored balance (another till took it first). */
export function checkRepayment(repayment: Repayment, balanceMinor: number): void {
  checkRepaymentShape(repayment);
  const problem = repaymentProblem(repayment, balanceMinor);
  if (problem === 'over-balance') throw new BackendError('failed-precondition', OVER_BALANCE, { reason: 'over-balance' });
  if (problem) throw new BackendError('invalid-argument', problem === 'amount' ? 'A payment is a whole number of cents, more than 0.' : 'A payment needs one of the listed methods.');
}

/**
 * Refuses a refund whose part taken off the account is not what refundCreditMinor gives on the
 * stored balance and the sale's earlier refunds: the balance moved since the form read it.
 */
export function checkRefundCredit(refund: Refund, sale: Sale, earlier: readonly Refund[], balanceMinor: number): void {
  const expected = refundCreditMinor(sale, earlier.filter((r) => r.saleId === sale.id && r.id !== refund.id), refund.amountMinor, balanceMinor);
  if ((refund.creditMinor ?? 0) !== expected) {
    throw new BackendError('failed-precondition', `A refund of this sale takes ${expected} off the customer's account now, not ${refund.creditMinor ?? 0}.`);
  }
}
