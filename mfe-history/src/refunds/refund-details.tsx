// A refund's details and its receipt: opened from its row in Sales History, from the refunds of a
// sale in Sale Details, and shown at once when the refund form records one. The receipt is the
// domain's `refundReceiptText` (the shop's name, the date in the device's time zone); Copy Receipt
// and Print Receipt give it as the till gives a sale's, and it can be sent to the customer's phone.
import { useCallback, useRef } from 'react';
import { approvedByName, displayOrderId, madeByName, REFUND_MESSAGES, refundReceiptText, saleCustomerName } from '@shop/shared/domain';
import type { Refund } from '@shop/shared/domain';
import { useBusiness, useSaleCustomer } from '@shop/shared/session';
import type { PrinterTransports } from '@shop/shared/printer';
import {
  Button,
  CopyReceiptButton,
  DataTable,
  DEVICE_TIME_ZONE,
  Modal,
  Money,
  PrintReceiptButton,
  ShareReceipt,
} from '@shop/shared/ui';
import { Entry, ITEM_COLUMNS } from '../sales-history/details-parts';
import { PrinterReceiptStatus, PrintOnPrinterButton, usePrinterReceipt } from '../sales-history/printer-receipt';
import type { PrinterJob } from '../sales-history/printer-receipt';
import { ReceiptDisclosure, useReceiptDisclosure } from '../sales-history/receipt-disclosure';
import { saleDateTime } from '../sales-history/sale-time';
import styles from '../sales-history/sale-details.module.css';

export const REFUND_DETAILS_TITLE = 'Refund Details';

export interface RefundDetailsProps {
  /** The refund shown; null closes the modal. */
  refund: Refund | null;
  onClose: () => void;
  /** Just recorded by the refund form: the title says so, and the receipt shows open. */
  justRecorded?: boolean;
  /** The backend already had this refund from an earlier try: say it was recorded once. */
  alreadyRecorded?: boolean;
  /** Opens the refunded sale's details, when the refund is shown apart from them. */
  onOpenSale?: (() => void) | undefined;
  /** The time zone of the date and of the receipt; the device's by default. */
  timeZone?: string;
  /** How this device's receipt printer is reached; the browser's own by default (tests give the recording stand-in). */
  printerTransports?: PrinterTransports | undefined;
}

export function RefundDetails({ refund, ...rest }: RefundDetailsProps) {
  const business = useBusiness();
  const businessName = business.status === 'ready' ? business.business.businessName : null;
  const ownerName = business.status === 'ready' ? business.business.ownerName : null;
  const logoUrl = business.status === 'ready' ? (business.business.logoUrl ?? null) : null;
  if (!refund) return <Modal open={false} onClose={rest.onClose} title={REFUND_DETAILS_TITLE} />;
  return <OpenRefundDetails key={refund.id} refund={refund} businessName={businessName} ownerName={ownerName} logoUrl={logoUrl} {...rest} />;
}

function OpenRefundDetails({
  refund,
  businessName,
  ownerName,
  logoUrl,
  onClose,
  justRecorded = false,
  alreadyRecorded = false,
  onOpenSale,
  timeZone = DEVICE_TIME_ZONE,
  printerTransports,
}: Omit<RefundDetailsProps, 'refund'> & { refund: Refund; businessName: string | null; ownerName: string | null; logoUrl: string | null }) {
  const doneRef = useRef<HTMLButtonElement>(null);
  const text = refundReceiptText(refund, businessName ? { businessName } : null, { timeZone });
  const receipt = useReceiptDisclosure(text, justRecorded);
  const recipient = useSaleCustomer(refund);
  const phone = recipient?.phone ?? null;
  const printRefund = useCallback<PrinterJob>((jobs, target) => jobs.printRefund(refund, { businessName, timeZone, phone, logoUrl }, target), [refund, businessName, timeZone, phone, logoUrl]);
  const printed = usePrinterReceipt(printRefund, printerTransports);
  const refundId = displayOrderId(refund.id);
  const saleId = displayOrderId(refund.saleId);
  const units = refund.items.reduce((sum, item) => sum + item.quantity, 0);
  const approver = approvedByName(refund);
  return (
    <Modal
      open
      onClose={onClose}
      title={justRecorded ? REFUND_MESSAGES.recorded : REFUND_DETAILS_TITLE}
      description={`Refund ${refundId} for order ${saleId}`}
      size="lg"
      initialFocusRef={justRecorded ? doneRef : undefined}
      footer={
        <>
          <CopyReceiptButton copy={receipt.copy} />
          <PrintReceiptButton receiptRef={receipt.receiptRef} />
          <PrintOnPrinterButton receipt={printed} />
          <Button ref={doneRef} variant="primary" onClick={onClose}>
            Done
          </Button>
        </>
      }
    >
      <PrinterReceiptStatus receipt={printed} />
      {alreadyRecorded ? (
        <p className={styles.note} role="status">
          {REFUND_MESSAGES.alreadyRecorded}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <Entry term="Refund ID">
          <span className={styles.mono}>{refundId}</span>
        </Entry>
        <Entry term="For order">
          {onOpenSale ? (
            <Button variant="ghost" size="sm" className={styles.mono} onClick={onOpenSale} aria-haspopup="dialog" aria-label={`Open order ${saleId}`}>
              {saleId}
            </Button>
          ) : (
            <span className={styles.mono}>{saleId}</span>
          )}
        </Entry>
        <Entry term="Date and time">
          <time dateTime={refund.createdAt.toISOString()}>{saleDateTime(refund.createdAt, timeZone)}</time>
        </Entry>
        <Entry term="Customer">{saleCustomerName(refund)}</Entry>
        <Entry term="Given back by">{refund.paymentMethod}</Entry>
        {/* Who gave it back at the till, and whose manager's PIN let it through (staff.ts, StaffStamp); unstamped: the owner. */}
        <Entry term="Refunded by">{madeByName(refund, ownerName)}</Entry>
        {approver ? <Entry term="Approved by">{approver}</Entry> : null}
        <Entry term="Reason">{refund.reason || 'None given'}</Entry>
      </dl>

      <DataTable
        caption={`Items given back (${units} ${units === 1 ? 'unit' : 'units'})`}
        columns={ITEM_COLUMNS}
        rows={refund.items}
        getRowId={(item) => item.id}
        density="compact"
        className={styles.items}
      />

      <dl className={styles.totals}>
        <Entry term="Refunded" strong>
          <Money minor={refund.amountMinor} currency={refund.currency} />
        </Entry>
      </dl>

      <ReceiptDisclosure state={receipt} label="Refund receipt" className={styles.receiptSection} />
      <ShareReceipt text={text} recipient={recipient} />
    </Modal>
  );
}
