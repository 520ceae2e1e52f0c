// What the person at the till may do here (staff.ts, STAFF_PERMISSIONS, operatorAccess). The shell
// hides Inventory from a cashier; one who reaches it sees products, prices and stock, but no cost,
// margin or stock value at cost ('see-costs-and-profit'), no Add, Edit or Delete ('edit-products'),
// no stock form ('change-stock' needs a manager's PIN there) and no CSV ('export').
import { operatorAccess } from '@shop/shared/domain';
import type { StaffAction } from '@shop/shared/domain';
import { useTillOperator } from '@shop/shared/session';

/** Whether the operator may do `action` outright (not only with a manager's PIN). */
export function useMay(action: StaffAction): boolean {
  return operatorAccess(useTillOperator(), action) === 'yes';
}
