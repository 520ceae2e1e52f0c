// The receipt at the foot of Sale Details and of a refund's details: folded under a "Receipt"
// button on screen (still printed whole by the receipt's print stylesheet), opened by itself when
// the browser refuses to copy so the cashier can select the text, with the copy-failed note.
import { useCallback, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { Button, ChevronDownIcon, Receipt, ReceiptCopyFailed, useCopyReceipt } from '@shop/shared/ui';
import type { ReceiptCopy } from '@shop/shared/ui';
import styles from './sale-details.module.css';

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

export function ReceiptDisclosure({ state, label }: { state: ReceiptDisclosureState; label?: string }) {
  const receiptId = useId();
  return (
    <div className={styles.receiptSection}>
      <Button
        variant="ghost"
        size="sm"
        className={styles.receiptToggle}
        aria-expanded={state.shown}
        aria-controls={receiptId}
        iconEnd={<ChevronDownIcon className={styles.chevron} />}
        onClick={state.toggle}
      >
        Receipt
      </Button>
      {/* Hidden on screen while closed; the receipt's print stylesheet still prints it. */}
      <div id={receiptId} className={styles.receiptPanel} hidden={!state.shown}>
        <Receipt ref={state.receiptRef} text={state.text} label={label} />
      </div>
      <ReceiptCopyFailed copy={state.copy} />
    </div>
  );
}
