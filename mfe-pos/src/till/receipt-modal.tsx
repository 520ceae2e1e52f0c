// The receipt shown when a sale is recorded: Copy Receipt, Print Receipt and New Sale (spec §2).
import { useEffect, useRef, useState } from 'react';
import { RECEIPT_COPIED_RESET_MS, SCREEN_TEXT, displayOrderId, formatMoney, receiptText } from '@shop/shared/domain';
import type { Sale } from '@shop/shared/domain';
import { Button, Modal } from '@shop/shared/ui';
import { printReceipt } from './print-receipt';
import styles from './receipt-modal.module.css';

export interface ReceiptModalProps {
  sale: Sale | null;
  businessName: string | null;
  onNewSale: () => void;
  /** The time zone the receipt's date is written in; the device's by default. */
  timeZone?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

export function ReceiptModal({ sale, businessName, onNewSale, timeZone }: ReceiptModalProps) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const receiptRef = useRef<HTMLPreElement>(null);
  const newSaleRef = useRef<HTMLButtonElement>(null);

  // Spec §4: the 'copied' confirmation resets after 2000 ms.
  useEffect(() => {
    if (copy !== 'copied') return undefined;
    const timer = setTimeout(() => setCopy('idle'), RECEIPT_COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  useEffect(() => setCopy('idle'), [sale]);

  if (!sale) return null;
  const text = receiptText(sale, businessName ? { businessName } : null, { timeZone: timeZone ?? deviceTimeZone() });

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch (error) {
      console.warn('Copying the receipt failed', error);
      setCopy('failed');
      selectText(receiptRef.current);
    }
  };

  return (
    <Modal
      open
      onClose={onNewSale}
      title="Sale complete"
      description={`Order ${displayOrderId(sale.id)} · ${formatMoney(sale.totalAmount, sale.currency)} · ${sale.paymentMethod}`}
      closeLabel="Close receipt and start a new sale"
      initialFocusRef={newSaleRef}
      footer={
        <>
          <Button onClick={() => void handleCopy()} aria-live="polite">
            {copy === 'copied' ? 'Copied!' : SCREEN_TEXT.copyReceipt}
          </Button>
          <Button onClick={() => printReceipt(receiptRef.current)}>{SCREEN_TEXT.printReceipt}</Button>
          <Button ref={newSaleRef} variant="primary" onClick={onNewSale}>
            {SCREEN_TEXT.newSale}
          </Button>
        </>
      }
    >
      {sale.changeDue > 0 ? (
        <p className={styles.change}>
          Change due <strong>{formatMoney(sale.changeDue, sale.currency)}</strong>
        </p>
      ) : null}
      <pre ref={receiptRef} className={styles.receipt} aria-label="Receipt" tabIndex={0}>
        {text}
      </pre>
      {copy === 'failed' ? (
        <p className={styles.copyFailed} role="alert">
          The receipt could not be copied automatically. It is selected: press Ctrl+C (or ⌘C) to copy it.
        </p>
      ) : null}
    </Modal>
  );
}

function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function selectText(element: HTMLElement | null) {
  if (!element) return;
  const selection = (element.getRootNode() as Document | ShadowRoot & { getSelection?: () => Selection | null }).getSelection?.() ?? window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(element);
  selection?.removeAllRanges();
  selection?.addRange(range);
}
