// Asking for a manager's PIN at the till (staff.ts: 'pin' = only with a manager's PIN at that
// moment; StaffApi.approveAction). `ask(actions)` opens the Manager's PIN dialog with the shop's
// approvers (the owner and managers not turned off, canApprove) and resolves true once one of them
// typed their PIN, every action approved with it, or false on Cancel. The dialog shows the
// backend's refusal of a PIN (wrong, locked out, not a manager's) and stays open for another try.
import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { canApprove } from '@shop/shared/domain';
import type { StaffAction, StaffListing } from '@shop/shared/domain';
import { isBackendError, messageWithoutPrefix, useShop, useStaff } from '@shop/shared/session';
import { ManagerPinDialog } from '@shop/shared/ui';

/** Said in the dialog when the PIN could not be checked at all (no connection, a fault). */
export const APPROVAL_CHECK_FAILED = 'The PIN could not be checked. Check the connection and try again.';

export interface ManagerApproval {
  /** Opens the dialog for these actions; true once a manager's PIN approved them all, false on Cancel. */
  ask(actions: readonly StaffAction[], detail?: ReactNode): Promise<boolean>;
  /** The dialog, to be rendered once by the screen. */
  dialog: ReactNode;
}

interface Asking {
  actions: readonly StaffAction[];
  detail: ReactNode;
  settle: (approved: boolean) => void;
}

/** Who may approve every one of `actions`: active members whose role may do them outright. */
export function approversFor(staff: readonly StaffListing[], actions: readonly StaffAction[]): StaffListing[] {
  return staff.filter((member) => !member.disabled && actions.every((action) => canApprove(member.role, action)));
}

/** The words for a PIN the backend did not take: its own message when it refused it, else APPROVAL_CHECK_FAILED. */
export function approvalRefusalMessage(error: unknown): string {
  if (isBackendError(error, 'permission-denied') || isBackendError(error, 'not-found')) return messageWithoutPrefix(error);
  return APPROVAL_CHECK_FAILED;
}

export function useManagerApproval(): ManagerApproval {
  const { uid, backend } = useShop();
  const staff = useStaff();
  const [asking, setAsking] = useState<Asking | null>(null);
  const current = useRef<Asking | null>(null);

  const finish = useCallback((approved: boolean) => {
    const open = current.current;
    current.current = null;
    setAsking(null);
    open?.settle(approved);
  }, []);

  const ask = useCallback(
    (actions: readonly StaffAction[], detail?: ReactNode) =>
      new Promise<boolean>((settle) => {
        // One question at a time: one still open is given up.
        current.current?.settle(false);
        const next = { actions, detail, settle };
        current.current = next;
        setAsking(next);
      }),
    [],
  );

  const approve = async (memberId: string, pin: string): Promise<string | null> => {
    const open = current.current;
    if (!open || !uid) return null;
    try {
      // One PIN for everything the sale needs: each action is approved in turn.
      for (const action of open.actions) await backend.approveAction(uid, memberId, pin, action);
    } catch (error) {
      return approvalRefusalMessage(error);
    }
    finish(true);
    return null;
  };

  const approvers = asking && staff.status === 'ready' ? approversFor(staff.data, asking.actions) : [];
  const dialog = <ManagerPinDialog open={asking !== null} approvers={approvers} detail={asking?.detail} onApprove={approve} onCancel={() => finish(false)} />;
  return { ask, dialog };
}
