// What the person at the till may do here (staff.ts, STAFF_PERMISSIONS, operatorAccess): a
// cashier sees customers' names and phones, adds one, and records a repayment on the chosen
// customer's balance, but never edits or deletes one, sets a credit limit or an e-mail, or sees the
// owe book, the ageing or a statement ('edit-customers', 'see-debts-ageing'). Hidden here; the
// adapters refuse them too.
import { operatorAccess } from '@shop/shared/domain';
import type { StaffAction } from '@shop/shared/domain';
import { useTillOperator } from '@shop/shared/session';

/** Whether the operator may do `action` outright (not only with a manager's PIN). */
export function useMay(action: StaffAction): boolean {
  return operatorAccess(useTillOperator(), action) === 'yes';
}
