// Which of a sale's actions need a manager's PIN from the person at the till (staff.ts: the
// permission table, discountNeedsApproval, operatorAccess): a discount above the shop's limit and
// selling on credit ('Pay later') are a cashier's only with one. Pure: the till asks for the PIN
// (use-manager-approval.tsx) before it records the sale, and again when the backend refuses one
// for want of a manager's PIN (the role may have changed on another till). A refusal is told by
// its code (BackendError.reason), never by its words.
import {
  DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS,
  discountNeedsApproval,
  discountShareHundredths,
  isTillRefusalReason,
  operatorAccess,
  tillRefusalWords,
} from '@shop/shared/domain';
import type { Sale, StaffAction, TillOperator } from '@shop/shared/domain';
import { isBackendError } from '@shop/shared/session';

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

/** Whether an error is the backend's refusal for want of a manager's PIN (shared/src/session/manager-pin.ts). */
export { isNeedsManagerPin } from '@shop/shared/session';

/**
 * The till's own words when the backend refused a sale for who is at the till (its code a
 * TillRefusalReason: a member turned off, what their role may not do, the till locked), so the
 * cashier reads why rather than a connection problem; null for any other failure. The words are
 * the domain's for the code (tillRefusalWords), whatever the error's message says.
 */
export function tillRefusalOf(error: unknown): string | null {
  if (!isBackendError(error, 'permission-denied') || !isTillRefusalReason(error.reason)) return null;
  return tillRefusalWords(error.reason);
}
