// The receipt shown when a sale is recorded: Copy Receipt, Print Receipt and New Sale, and the
// receipt sent to the customer's phone (Share on WhatsApp, Send by SMS, Share…); with "print on
// Complete" on (Settings › Devices), printed on this device's printer (receipt-printing.tsx).
// The receipt itself and its copy and print actions are the design system's, shared with the
// history's Sale Details.
import { useRef } from 'react';
import { CREDIT_MESSAGES, displayOrderId, formatDayKey, formatMinor, paidAtTillMinor, receiptText, salePaymentLabel, SCREEN_TEXT } from '@shop/shared/domain';
import type { Sale } from '@shop/shared/domain';
import { Button, CopyReceiptButton, DEVICE_TIME_ZONE, Modal, PrintReceiptButton, Receipt, ReceiptCopyFailed, ShareReceipt, useCopyReceipt } from '@shop/shared/ui';
import type { ShareRecipient } from '@shop/shared/ui';
import type { PrinterTransports } from '@shop/shared/printer';
import { ReceiptPrinting } from './receipt-printing';
import styles from './receipt-modal.module.css';

export const ALREADY_RECORDED_TEXT = 'This sale was already recorded on an earlier try. It is in your sales once, and its stock was taken once.';

export interface ReceiptModalProps {
  sale: Sale | null;
  businessName: string | null;
  /** The shop's logo (Business.logoUrl), printed atop the receipt on this device's printer; none by default. */
  logoUrl?: string | null;
  onNewSale: () => void;
  /** The backend already had this sale from an earlier try: say it was recorded once, not twice. */
  alreadyRecorded?: boolean;
  /** The time zone the receipt's date is written in; the device's by default. */
  timeZone?: string;
  /** The sale's customer with their phone, for sending the receipt (`useSaleCustomer`): null for none, undefined while being read. */
  recipient?: ShareRecipient | null | undefined;
  /** How this device's printer is reached when it prints on Complete (Settings › Devices); the browser's own by default. */
  printerTransports?: PrinterTransports;
}

export function ReceiptModal({ sale, businessName, logoUrl = null, onNewSale, alreadyRecorded = false, timeZone, recipient, printerTransports }: ReceiptModalProps) {
  const receiptRef = useRef<HTMLPreElement>(null);
  const newSaleRef = useRef<HTMLButtonElement>(null);
  const text = sale ? receiptText(sale, businessName ? { businessName } : null, { timeZone: timeZone ?? DEVICE_TIME_ZONE }) : null;
  const copy = useCopyReceipt(text, receiptRef);

  if (!sale || text === null) return null;

  return (
    <Modal
      open
      onClose={onNewSale}
      title="Sale complete"
      description={`Order ${displayOrderId(sale.id)} · ${formatMinor(sale.totalMinor, sale.currency)} · ${salePaymentLabel(sale)}`}
      closeLabel="Close receipt and start a new sale"
      initialFocusRef={newSaleRef}
      footer={
        <>
          <CopyReceiptButton copy={copy} />
          <PrintReceiptButton receiptRef={receiptRef} />
          <Button ref={newSaleRef} variant="primary" onClick={onNewSale}>
            {SCREEN_TEXT.newSale}
          </Button>
        </>
      }
    >
      <ReceiptPrinting
        sale={sale}
        businessName={businessName}
        logoUrl={logoUrl}
        timeZone={timeZone ?? DEVICE_TIME_ZONE}
        phone={recipient?.phone ?? null}
        receiptRef={receiptRef}
        transports={printerTransports}
      />
      {alreadyRecorded ? (
        <p className={styles.already} role="status">
          {ALREADY_RECORDED_TEXT}
        </p>
      ) : null}
      {sale.changeMinor > 0 ? (
        <p className={styles.change}>
          Change due <strong>{formatMinor(sale.changeMinor, sale.currency)}</strong>
        </p>
      ) : null}
      {sale.credit ? (
        // A sale on credit: what was paid, what went on the customer's account and when it is due.
        <dl className={styles.credit} aria-label={CREDIT_MESSAGES.payLater} data-testid="credit-summary">
          <div>
            <dt>{CREDIT_MESSAGES.paidNowLabel}</dt>
            <dd>{formatMinor(paidAtTillMinor(sale), sale.currency)}</dd>
          </div>
          <div>
            <dt>{CREDIT_MESSAGES.owedLabel}</dt>
            <dd>{formatMinor(sale.credit.owedMinor, sale.currency)}</dd>
          </div>
          <div>
            <dt>{CREDIT_MESSAGES.dueLabel}</dt>
            <dd>{formatDayKey(sale.credit.dueOn)}</dd>
          </div>
        </dl>
      ) : null}
      <Receipt ref={receiptRef} text={text} />
      <ReceiptCopyFailed copy={copy} />
      <ShareReceipt text={text} recipient={recipient} />
    </Modal>
  );
}
