// Asking for a manager's PIN (issue #35; staff.ts's table: 'pin' = only with a manager's PIN at that
// moment; StaffApi.approveAction), for the till's sale and Sales History's refund alike.
// `ask(actions)` opens ManagerPinDialog with the shop's approvers (the owner and managers not turned
// off, canApprove) and resolves true once one of them typed their PIN and every action was approved
// with it, or false on Cancel. The dialog shows the refusal of a PIN (wrong, locked out, not a
// manager's) and stays open for another try. Presentational like the rest of the design system: the
// caller gives the staff, the check of the PIN and the words for a refusal (it reads the session).
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { canApprove } from '../domain/staff';
import type { StaffAction, StaffListing } from '../domain/staff';

// Loaded on the first question: a shop without staff never asks, and the till (the partner widget's
// too) stays lighter by the PIN pad and its dialog.
const ManagerPinDialog = lazy(() => import('./manager-pin-dialog').then((module) => ({ default: module.ManagerPinDialog })));

/** Said in the dialog when the PIN could not be checked at all (no connection, a fault). */
export const APPROVAL_CHECK_FAILED = 'The PIN could not be checked. Check the connection and try again.';

/** Approves one action with a member's PIN (e.g. StaffApi.approveAction); rejects when refused. */
export type ApproveAction = (memberId: string, pin: string, action: StaffAction) => Promise<unknown>;

export interface ApprovalQuestionOptions {
  /** The shop's staff once loaded (useStaff()'s data), else null: nobody to offer yet. */
  staff: readonly StaffListing[] | null;
  /** Checks the PIN for one action; null while nobody is signed in (a PIN then does nothing). */
  approve: ApproveAction | null;
  /** The words for a PIN that was not taken: the backend's own refusal, or null for APPROVAL_CHECK_FAILED. */
  refusalMessage: (error: unknown) => string | null;
}

export interface ApprovalQuestion {
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

export function useApprovalQuestion({ staff, approve, refusalMessage }: ApprovalQuestionOptions): ApprovalQuestion {
  const [asking, setAsking] = useState<Asking | null>(null);
  // Once asked, the dialog stays mounted (closed between questions), as a dialog of the screen's own would.
  const [asked, setAsked] = useState(false);
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
        setAsked(true);
        setAsking(next);
      }),
    [],
  );

  const onApprove = async (memberId: string, pin: string): Promise<string | null> => {
    const open = current.current;
    if (!open || !approve) return null;
    try {
      // One PIN for everything asked: each action is approved in turn.
      for (const action of open.actions) await approve(memberId, pin, action);
    } catch (error) {
      return refusalMessage(error) ?? APPROVAL_CHECK_FAILED;
    }
    finish(true);
    return null;
  };

  const approvers = asking && staff ? approversFor(staff, asking.actions) : [];
  const dialog = asked ? (
    <Suspense fallback={null}>
      <ManagerPinDialog open={asking !== null} approvers={approvers} detail={asking?.detail} onApprove={onApprove} onCancel={() => finish(false)} />
    </Suspense>
  ) : null;
  return { ask, dialog };
}
