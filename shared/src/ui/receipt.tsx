// The receipt a shop hands its customer: the plain text of the domain's `receiptText`, shown as
// on the till's paper, with its Copy Receipt and Print Receipt actions and the 'copied'
// confirmation that resets after RECEIPT_COPIED_RESET_MS. Used by the POS receipt modal and by Sale
// Details, so a past sale's receipt is copied and printed exactly as at the till.
import { useCallback, useEffect, useState } from 'react';
import type { ComponentPropsWithRef, RefObject } from 'react';
import { RECEIPT_COPIED_RESET_MS } from '../domain/constants';
import { SCREEN_TEXT } from '../domain/messages';
import { Button } from './button';
import type { ButtonProps } from './button';
import { cx } from './class-names';
import { printReceipt } from './print-receipt';
import styles from './receipt.module.css';

/** What Copy Receipt says while its confirmation shows. */
export const RECEIPT_COPIED_TEXT = 'Copied!';
/** Shown when the browser refuses the clipboard; the receipt's text is then selected. */
export const RECEIPT_COPY_FAILED_TEXT = 'The receipt could not be copied automatically. It is selected: press Ctrl+C (or ⌘C) to copy it.';

export interface ReceiptProps extends Omit<ComponentPropsWithRef<'pre'>, 'children'> {
  /** The receipt's plain text (the domain's `receiptText`). */
  text: string;
  /** Its accessible name; 'Receipt' by default. */
  label?: string;
}

/**
 * The receipt's text as it prints: monospaced, on white, focusable so it can be read and selected
 * by keyboard. Its stylesheet prints it alone (80 mm and 58 mm rolls, or any page); see
 * `printReceipt`. Printed even while hidden on screen (e.g. in a closed disclosure).
 */
export function Receipt({ text, label = 'Receipt', className, ...rest }: ReceiptProps) {
  return (
    <pre aria-label={label} tabIndex={0} {...rest} className={cx(styles.receipt, className)}>
      {text}
    </pre>
  );
}

export type ReceiptCopyStatus = 'idle' | 'copied' | 'failed';

export interface ReceiptCopy {
  status: ReceiptCopyStatus;
  /** Writes the text to the clipboard; if refused, selects the receipt's text instead. */
  copy: () => Promise<void>;
}

export interface CopyReceiptOptions {
  /** Called when the clipboard is refused, before the text is selected (e.g. to show a hidden receipt). */
  onCopyFailed?: () => void;
  /** Where the text goes; the system clipboard (`navigator.clipboard.writeText`) by default. */
  writeText?: (text: string) => Promise<void>;
}

/**
 * Copy Receipt's behaviour: 'copied' for RECEIPT_COPIED_RESET_MS, then back to 'idle'; 'failed'
 * when the clipboard is refused, with the receipt's text selected for Ctrl+C. Back to 'idle' when
 * the text changes (another sale).
 */
export function useCopyReceipt(
  text: string | null,
  receiptRef: RefObject<HTMLElement | null>,
  { onCopyFailed, writeText }: CopyReceiptOptions = {},
): ReceiptCopy {
  // A new object per attempt, so that a second refusal selects the text again.
  const [state, setState] = useState<{ status: ReceiptCopyStatus }>({ status: 'idle' });

  useEffect(() => {
    if (state.status !== 'copied') return undefined;
    const timer = setTimeout(() => setState({ status: 'idle' }), RECEIPT_COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [state]);

  // Selected once rendered: a receipt shown by onCopyFailed is visible by then.
  useEffect(() => {
    if (state.status === 'failed') selectContents(receiptRef.current);
  }, [state, receiptRef]);

  useEffect(() => setState({ status: 'idle' }), [text]);

  const copy = useCallback(async () => {
    if (text === null) return;
    try {
      await (writeText ? writeText(text) : navigator.clipboard.writeText(text));
      setState({ status: 'copied' });
    } catch (error) {
      console.warn('Copying the receipt failed', error);
      onCopyFailed?.();
      setState({ status: 'failed' });
    }
  }, [text, onCopyFailed, writeText]);

  return { status: state.status, copy };
}

export interface CopyReceiptButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  copy: ReceiptCopy;
}

/** 'Copy Receipt', which reads 'Copied!' (announced politely) while the confirmation shows. */
export function CopyReceiptButton({ copy, ...rest }: CopyReceiptButtonProps) {
  return (
    <Button aria-live="polite" {...rest} onClick={() => void copy.copy()}>
      {copy.status === 'copied' ? RECEIPT_COPIED_TEXT : SCREEN_TEXT.copyReceipt}
    </Button>
  );
}

export interface PrintReceiptButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  receiptRef: RefObject<HTMLElement | null>;
}

/** 'Print Receipt': prints the receipt alone (`printReceipt`). */
export function PrintReceiptButton({ receiptRef, ...rest }: PrintReceiptButtonProps) {
  return (
    <Button {...rest} onClick={() => printReceipt(receiptRef.current)}>
      {SCREEN_TEXT.printReceipt}
    </Button>
  );
}

/** The message shown when the clipboard was refused; nothing otherwise. */
export function ReceiptCopyFailed({ copy, className }: { copy: ReceiptCopy; className?: string }) {
  if (copy.status !== 'failed') return null;
  return (
    <p className={cx(styles.copyFailed, className)} role="alert">
      {RECEIPT_COPY_FAILED_TEXT}
    </p>
  );
}

function selectContents(element: HTMLElement | null) {
  if (!element) return;
  // Inside a shadow root (the partner widget) the selection is the root's own where supported.
  const root = element.getRootNode() as Document | (ShadowRoot & { getSelection?: () => Selection | null });
  const selection = root.getSelection?.() ?? window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(element);
  selection?.removeAllRanges();
  selection?.addRange(range);
}
