// What the manager is asked to let through at the till, one line per action (sale-approval.ts says
// which actions): loaded with the Manager's PIN question (manager-approval-host.tsx), only when a
// sale needs one.
import { CREDIT_MESSAGES, DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS, discountShareHundredths, formatMinor, percentText } from '@shop/shared/domain';
import type { Sale, StaffAction } from '@shop/shared/domain';
import type { SaleForApproval } from './sale-approval';

/**
 * What the manager is asked to let through, one line per action: 'Discount ₵15.00 (15% of the
 * subtotal; the limit is 10%)', 'Pay later: ₵69.90 on the customer's account'.
 */
export function saleApprovalDetail(
  sale: SaleForApproval & Pick<Sale, 'currency'>,
  actions: readonly StaffAction[],
  limitHundredths: number = DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS,
): string[] {
  const lines: string[] = [];
  if (actions.includes('discount-over-limit')) {
    lines.push(`Discount ${formatMinor(sale.discountMinor, sale.currency)} (${percentText(discountShareHundredths(sale))} of the subtotal; the limit is ${percentText(limitHundredths)})`);
  }
  if (actions.includes('sell-on-credit') && sale.credit) lines.push(`${CREDIT_MESSAGES.payLater}: ${formatMinor(sale.credit.owedMinor, sale.currency)} on the customer's account`);
  return lines;
}
