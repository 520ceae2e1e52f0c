// The receipt at the foot of Sale Details and of a refund's details, and End of Day's printed
// report: folded under its button on screen (still printed whole by the receipt's print
// stylesheet), opened by itself when the browser refuses to copy so the cashier can select the
// text, with the copy-failed note.
import { useCallback, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { Button, ChevronDownIcon, Receipt, ReceiptCopyFailed, useCopyReceipt } from '@shop/shared/ui';
import type { ReceiptCopy } from '@shop/shared/ui';
import styles from './receipt-disclosure.module.css';

export interface ReceiptDisclosureState {
  text: string;
  receiptRef: RefObject<HTMLPreElement | null>;
  copy: ReceiptCopy;
  shown: boolean;
  toggle: () => void;
}

/** The receipt's text with its copy action; `shownAtFirst` opens it at once (a refund just recorded). */
export function useReceiptDisclosure(text: string, shownAtFirst = false): ReceiptDisclosureState {
  const receiptRef = useRef<HTMLPreElement>(null);
  const [shown, setShown] = useState(shownAtFirst);
  const showReceipt = useCallback(() => setShown(true), []);
  const copy = useCopyReceipt(text, receiptRef, { onCopyFailed: showReceipt });
  const toggle = useCallback(() => setShown((open) => !open), []);
  return { text, receiptRef, copy, shown, toggle };
}

export interface ReceiptDisclosureProps {
  state: ReceiptDisclosureState;
  /** What a screen reader calls the text ('Receipt' unless told). */
  label?: string;
  /** The button's words. */
  toggleLabel?: string;
  className?: string;
}

export function ReceiptDisclosure({ state, label, toggleLabel = 'Receipt', className }: ReceiptDisclosureProps) {
  const receiptId = useId();
  return (
    <div className={className ? `${styles.section} ${className}` : styles.section}>
      <Button
        variant="ghost"
        size="sm"
        className={styles.toggle}
        aria-expanded={state.shown}
        aria-controls={receiptId}
        iconEnd={<ChevronDownIcon className={styles.chevron} />}
        onClick={state.toggle}
      >
        {toggleLabel}
      </Button>
      {/* Hidden on screen while closed; the receipt's print stylesheet still prints it. */}
      <div id={receiptId} className={styles.panel} hidden={!state.shown}>
        <Receipt ref={state.receiptRef} text={state.text} label={label} />
      </div>
      <ReceiptCopyFailed copy={state.copy} />
    </div>
  );
}
