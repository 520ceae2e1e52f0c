// A manager's PIN typed at the till for one action of a cashier's (issue #35; staff.ts's table:
// 'pin' = only with a manager's PIN at that moment). Presentational: the caller gives the approvers
// (owner and manager members who are not turned off) and checks the PIN (StaffApi.approveAction).
import { useState } from 'react';
import type { ReactNode } from 'react';
import { STAFF_MESSAGES } from '../domain/staff-words';
import { Button } from './button';
import { Modal } from './modal';
import { PinPad } from './pin-pad';
import type { PinPadPerson } from './pin-pad';
import styles from './manager-pin-dialog.module.css';

/** The dialog's own words; the messages about PINs are STAFF_MESSAGES's. */
export const MANAGER_PIN_TEXT = {
  title: "Manager's PIN",
  choose: 'Who is approving?',
  empty: 'No manager or owner can approve this here.',
  approve: 'Approve',
  cancel: 'Cancel',
} as const;

export interface ManagerPinDialogProps {
  open: boolean;
  /** Who may approve: the owner and managers among the staff, leaving out those turned off. */
  approvers: readonly PinPadPerson[];
  /**
   * Checks the approver's PIN (e.g. through StaffApi.approveAction): resolves with the message to
   * show (wrong PIN, locked out, not a manager's) or null when approved; the caller then closes it.
   */
  onApprove: (memberId: string, pin: string) => Promise<string | null>;
  /** Cancel, Escape or the backdrop; not while a PIN is being checked. */
  onCancel: () => void;
  /** Why it is asked (STAFF_MESSAGES.needsManagerPin by default). */
  message?: ReactNode;
  /** What is to be approved, shown under the message, e.g. 'Refund of ₵20.00'. */
  detail?: ReactNode;
  title?: ReactNode;
  container?: Element | DocumentFragment | null;
}

/** "Manager's PIN": the approver taps their name and types their PIN; Cancel gives up the action. */
export function ManagerPinDialog({
  open,
  approvers,
  onApprove,
  onCancel,
  message = STAFF_MESSAGES.needsManagerPin,
  detail,
  title = MANAGER_PIN_TEXT.title,
  container,
}: ManagerPinDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      size="sm"
      dismissible={!busy}
      container={container}
      footer={
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {MANAGER_PIN_TEXT.cancel}
        </Button>
      }
    >
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <PinPad
        people={approvers}
        onSubmit={onApprove}
        chooseText={MANAGER_PIN_TEXT.choose}
        emptyText={MANAGER_PIN_TEXT.empty}
        submitLabel={MANAGER_PIN_TEXT.approve}
        onBusyChange={setBusy}
      />
    </Modal>
  );
}
