// Which of a sale's actions need a manager's PIN from the person at the till (staff.ts: the
// permission table, discountNeedsApproval, operatorAccess): a discount above the shop's limit and
// selling on credit ('Pay later') are a cashier's only with one. Pure: the till asks for the PIN
// (use-manager-approval.tsx) before it records the sale, and again when the backend refuses one
// with STAFF_MESSAGES.needsManagerPin (the role may have changed on another till).
import {
  DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS,
  discountNeedsApproval,
  discountShareHundredths,
  operatorAccess,
  TILL_REFUSAL_MESSAGES,
} from '@shop/shared/domain';
import type { Sale, StaffAction, TillOperator } from '@shop/shared/domain';
import { isBackendError, messageWithoutPrefix } from '@shop/shared/session';

/** What of a sale the approval rules read. */
export type SaleForApproval = Pick<Sale, 'discountType' | 'discountHundredths' | 'subtotalMinor' | 'discountMinor' | 'credit'>;

/**
 * The actions of `sale` the operator may do only with a manager's PIN typed now, in the order the
 * till asks for them; empty when it may be recorded as it is. `limitHundredths`: the shop's cashier
 * discount limit (Business.cashierDiscountLimitHundredths read by cashierDiscountLimitOf;
 * DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS until the shop sets one).
 */
export function saleApprovalsNeeded(
  operator: TillOperator | null,
  sale: SaleForApproval,
  limitHundredths: number = DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS,
): StaffAction[] {
  const needed: StaffAction[] = [];
  if (operator && operatorAccess(operator, 'discount-over-limit') === 'manager-pin' && discountNeedsApproval(operator.role, discountShareHundredths(sale), limitHundredths)) {
    needed.push('discount-over-limit');
  }
  if (sale.credit && operatorAccess(operator, 'sell-on-credit') === 'manager-pin') needed.push('sell-on-credit');
  return needed;
}

/**
 * When the backend refused a sale for want of a manager's PIN, the actions of it a PIN may let
 * through, whatever the till thought of the operator's role: any discount, and selling on credit.
 */
export function saleApprovalsAfterRefusal(sale: SaleForApproval): StaffAction[] {
  const actions: StaffAction[] = [];
  if (sale.discountMinor > 0) actions.push('discount-over-limit');
  if (sale.credit) actions.push('sell-on-credit');
  return actions;
}

/** Whether an error is the backend's refusal for want of a manager's PIN (StaffApi: 'permission-denied', STAFF_MESSAGES.needsManagerPin). */
export function isNeedsManagerPin(error: unknown): boolean {
  return isBackendError(error, 'permission-denied') && messageWithoutPrefix(error) === TILL_REFUSAL_MESSAGES.needsManagerPin;
}

/**
 * The till's own words when the backend refused a sale for who is at the till (a member turned
 * off, or what their role may not do: TILL_REFUSAL_MESSAGES), so the cashier reads why rather than
 * a connection problem; null for any other failure.
 */
export function tillRefusalOf(error: unknown): string | null {
  if (!isBackendError(error, 'permission-denied')) return null;
  const message = messageWithoutPrefix(error);
  return (Object.values(TILL_REFUSAL_MESSAGES) as string[]).includes(message) ? message : null;
}
