import { useRef } from 'react';
import type { ReactNode } from 'react';
import { SCREEN_TEXT } from '../domain/messages';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** Yes. */
  onConfirm: () => void;
  /** No; also Escape and a click on the backdrop. */
  onCancel: () => void;
  /** The question; the catalogue's 'Sure?' by default. */
  title?: ReactNode;
  /** What is at stake, e.g. 'Rice (5kg) will be deleted.' */
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for deletions: the Yes button is red. */
  tone?: 'danger' | 'default';
  /** Yes shows a spinner while the action runs; the dialog cannot be dismissed meanwhile. */
  busy?: boolean;
  container?: Element | DocumentFragment | null;
}

/** The 'Sure?' Yes/No confirmation before a delete. Focus starts on No, the safe answer. */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  title = SCREEN_TEXT.confirmDelete,
  message,
  confirmLabel = SCREEN_TEXT.confirmYes,
  cancelLabel = SCREEN_TEXT.confirmNo,
  tone = 'danger',
  busy = false,
  container,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      role="alertdialog"
      size="sm"
      hideCloseButton
      dismissible={!busy}
      initialFocusRef={cancelRef}
      container={container}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
