// Asking for a manager's PIN in Sales History (staff.ts: a cashier's refund is 'pin', only with a
// manager's PIN at that moment; StaffApi.approveAction): the design system's useApprovalQuestion
// (shared/src/ui/use-approval-question.tsx), given the shop's staff and the backend's check of a PIN.
import { isBackendError, messageWithoutPrefix, useShop, useStaff } from '@shop/shared/session';
import { useApprovalQuestion } from '@shop/shared/ui';
import type { ApprovalQuestion, ApproveAction } from '@shop/shared/ui';

/** Whether an error is the backend's refusal for want of a manager's PIN (StaffApi: 'permission-denied', reason 'needs-manager-pin'), told by its code, never its words. */
export function isNeedsManagerPin(error: unknown): boolean {
  return isBackendError(error, 'permission-denied') && error.reason === 'needs-manager-pin';
}

export function useManagerApproval(): ApprovalQuestion {
  const { uid, backend } = useShop();
  const staff = useStaff();
  const refused = (error: unknown) => (isBackendError(error, 'permission-denied') || isBackendError(error, 'not-found') ? messageWithoutPrefix(error) : null);
  const approve: ApproveAction | null = uid ? (memberId, pin, action) => backend.approveAction(uid, memberId, pin, action) : null;
  return useApprovalQuestion({ staff: staff.status === 'ready' ? staff.data : null, approve, refusalMessage: refused });
}
