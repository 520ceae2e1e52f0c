// Asking for a manager's PIN (staff.ts: 'pin' = only with a manager's PIN at that moment;
// StaffApi.approveAction), as the till and Sales History ask it: what the design system's
// useApprovalQuestion (shared/src/ui/use-approval-question.tsx) needs of the session — the shop's
// staff, the backend's check of a PIN, the backend's words for a PIN it refused — and how a write
// refused for want of one is told.
import type { StaffStamp } from '../domain/entities';
import type { StaffAction, StaffListing } from '../domain/staff';
import { isBackendError, messageWithoutPrefix } from '../backend/errors';
import { useShop, useStaff } from './hooks';

/** Whether an error is the backend's refusal for want of a manager's PIN (StaffApi: 'permission-denied', reason 'needs-manager-pin'), told by its code, never its words. */
export function isNeedsManagerPin(error: unknown): boolean {
  return isBackendError(error, 'permission-denied') && error.reason === 'needs-manager-pin';
}

/** The backend's own words for a PIN it refused (wrong, locked out, not a manager's); null when it could not check it. */
export function approvalRefusalMessage(error: unknown): string | null {
  return isBackendError(error, 'permission-denied') || isBackendError(error, 'not-found') ? messageWithoutPrefix(error) : null;
}

export interface ManagerPinCheck {
  /** The shop's staff once loaded, else null. */
  staff: readonly StaffListing[] | null;
  /** Checks a manager's PIN for one action; null while nobody is signed in. */
  approve: ((memberId: string, pin: string, action: StaffAction) => Promise<StaffStamp>) | null;
  refusalMessage: (error: unknown) => string | null;
}

/** What asking for a manager's PIN needs of the signed-in shop (pass it to useApprovalQuestion). */
export function useManagerPinCheck(): ManagerPinCheck {
  const { uid, backend } = useShop();
  const staff = useStaff();
  return {
    staff: staff.status === 'ready' ? staff.data : null,
    approve: uid ? (memberId, pin, action) => backend.approveAction(uid, memberId, pin, action) : null,
    refusalMessage: approvalRefusalMessage,
  };
}
