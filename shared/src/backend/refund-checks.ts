// The adapters' checks of a refund before they write it (loaded with their refunds part,
// lazy-part.ts): the domain's rule (domain/refund.ts, refundProblem), as the BackendError the port
// promises.
import type { Refund, Sale } from '../domain/entities';
import { refundProblem } from '../domain/refund';
import { BackendError } from './errors';
import { checkId } from './records';

/** Refuses a refund that cannot even be looked up: no id, no sale id, no date. */
export function checkRefundShape(refund: Refund): void {
  checkId(refund.id, 'A refund');
  checkId(refund.saleId, 'A refund\'s sale');
  if (!(refund.createdAt instanceof Date) || Number.isNaN(refund.createdAt.getTime())) throw new BackendError('invalid-argument', 'A refund needs its date.');
}

/**
 * Refuses a refund that is not what the refund form would make of the sale and its earlier
 * refunds: more units than are left is 'failed-precondition' (another till gave them back first);
 * anything else forged is 'invalid-argument'.
 */
export function checkRefund(refund: Refund, sale: Sale, earlier: readonly Refund[]): void {
  const problem = refundProblem(refund, sale, earlier);
  if (!problem) return;
  const others = earlier.filter((r) => r.id !== refund.id && r.saleId === sale.id);
  const freshProblem = others.length > 0 ? refundProblem(refund, sale, []) : problem;
  throw new BackendError(freshProblem === null ? 'failed-precondition' : 'invalid-argument', problem);
}
