// Asking for a manager's PIN at the till (staff.ts: 'pin' = only with a manager's PIN at that
// moment; StaffApi.approveAction): the design system's useApprovalQuestion
// (shared/src/ui/use-approval-question.tsx) with the shop's staff and the backend's check of the PIN.
import { isBackendError, messageWithoutPrefix, useShop, useStaff } from '@shop/shared/session';
import { useApprovalQuestion } from '@shop/shared/ui';
import type { ApprovalQuestion } from '@shop/shared/ui';

/** The backend's own words for a PIN it refused (wrong, locked out, not a manager's); null when it could not check it. */
export function approvalRefusalMessage(error: unknown): string | null {
  return isBackendError(error, 'permission-denied') || isBackendError(error, 'not-found') ? messageWithoutPrefix(error) : null;
}

export function useManagerApproval(): ApprovalQuestion {
  const { uid, backend } = useShop();
  const staff = useStaff();
  return useApprovalQuestion({
    staff: staff.status === 'ready' ? staff.data : null,
    approve: uid ? (memberId, pin, action) => backend.approveAction(uid, memberId, pin, action) : null,
    refusalMessage: approvalRefusalMessage,
  });
}
