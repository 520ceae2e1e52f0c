// Asking for a manager's PIN in Sales History (a cashier's refund is 'pin'): the design system's
// question (shared/src/ui/use-approval-question.tsx) over the session's staff and check of the PIN
// (shared/src/session/manager-pin.ts).
import { useManagerPinCheck } from '@shop/shared/session';
import { useApprovalQuestion } from '@shop/shared/ui';
import type { ApprovalQuestion } from '@shop/shared/ui';

export { isNeedsManagerPin } from '@shop/shared/session';

export function useManagerApproval(): ApprovalQuestion {
  return useApprovalQuestion(useManagerPinCheck());
}
