// The Sale Details modal: every field of the recorded sale, and its receipt given again — Copy
// Receipt and Print Receipt write the same text the till gave at the time (the domain's
// `receiptText`, the business name from the session, the date in the device's time zone). The
// receipt's text sits in a closed "Receipt" disclosure so the details stay readable; it prints
// even while closed, and opens by itself when the clipboard is refused so its text can be selected.
// Refunds (docs/product-rules.md, 'Refunds'): the sale's refund status, what is left to give back
// and its refunds, followed live; Refund opens the refund form, and a recorded refund shows its receipt.
import { useCallback, useId, useState } from 'react';
import {
  approvedByName,
  CREDIT_MESSAGES,
  DISCOUNT_TYPE_LABELS,
  displayOrderId,
  discountEnteredText,
  formatDayKey,
  isSplitPayment,
  madeByName,
  operatorAccess,
  paidAtTillMinor,
  receiptText,
  REFUND_MESSAGES,
  saleCustomerName,
  saleRefundState,
  salePaymentLabel,
  saleUnitCount,
} from '@shop/shared/domain';
import type { Refund, Sale } from '@shop/shared/domain';
import { useBusiness, useSaleCustomer, useTillOperator } from '@shop/shared/session';
import type { PrinterTransports } from '@shop/shared/printer';
import {
  Button,
  CopyReceiptButton,
  DataTable,
  DEVICE_TIME_ZONE,
  ErrorBanner,
  Modal,
  Money,
  PaymentParts,
  PrintReceiptButton,
} from '@shop/shared/ui';
import type { DataTableColumn } from '@shop/shared/ui';
import { RefundBadge } from '../refunds/refund-badge';
import { RefundDetails } from '../refunds/refund-details';
import { RefundForm } from '../refunds/refund-form';
import { Entry, ITEM_COLUMNS } from './details-parts';
import { PrinterReceiptStatus, PrintOnPrinterButton, usePrinterReceipt } from './printer-receipt';
import type { PrinterJob } from './printer-receipt';
import { ReceiptDisclosure, useReceiptDisclosure } from './receipt-disclosure';
import { saleDateTime } from './sale-time';
import { useSaleRefunds } from '../refunds/use-refunds';
import { SaleShareReceipt } from './sale-share-receipt';
import styles from './sale-details.module.css';

export const SALE_DETAILS_TITLE = 'Sale Details';
export const REFUND_BUTTON = 'Refund';

/** What the modal shows: the sale, its refund form, or one of its refunds (just recorded or opened from its list). */
type SaleDetailsView =
  | { kind: 'details' }
  | { kind: 'refund-form' }
  | { kind: 'refund'; refund: Refund; justRecorded: boolean; alreadyRecorded: boolean };

const REFUND_COLUMNS = (open: (refund: Refund) => void, timeZone: string): readonly DataTableColumn<Refund>[] => [
  {
    id: 'date',
    header: 'Date',
    cell: (refund) => <time dateTime={refund.createdAt.toISOString()}>{saleDateTime(refund.createdAt, timeZone)}</time>,
  },
  {
    id: 'id',
    header: 'Refund',
    cell: (refund) => (
      <Button variant="ghost" size="sm" className={styles.mono} aria-haspopup="dialog" onClick={() => open(refund)}>
        {displayOrderId(refund.id)}
      </Button>
    ),
    rowHeader: true,
  },
  { id: 'amount', header: 'Amount', cell: (refund) => <Money minor={refund.amountMinor} currency={refund.currency} />, align: 'end' },
];

export interface SaleDetailsProps {
  /** The sale shown; null closes the modal. */
  sale: Sale | null;
  onClose: () => void;
  /** The time zone of the date and time and of the receipt; the device's by default. */
  timeZone?: string;
  /** How this device's receipt printer is reached; the browser's own by default (tests give the recording stand-in). */
  printerTransports?: PrinterTransports;
}

export function SaleDetails({ sale, onClose, timeZone, printerTransports }: SaleDetailsProps) {
  // Read while the list is shown, so the receipt has the shop's name from the first click.
  const business = useBusiness();
  const businessName = business.status === 'ready' ? business.business.businessName : null;
  const ownerName = business.status === 'ready' ? business.business.ownerName : null;
  const logoUrl = business.status === 'ready' ? (business.business.logoUrl ?? null) : null;
  if (!sale) return <Modal open={false} onClose={onClose} title={SALE_DETAILS_TITLE} />;
  return <OpenSaleDetails key={sale.id} sale={sale} businessName={businessName} ownerName={ownerName} logoUrl={logoUrl} onClose={onClose} timeZone={timeZone ?? DEVICE_TIME_ZONE} printerTransports={printerTransports} />;
}

interface OpenSaleDetailsProps {
  sale: Sale;
  businessName: string | null;
  /** Who made a sale with no staff stamp: the owner, named from the business profile. */
  ownerName: string | null;
  /** The shop's logo (Business.logoUrl), atop the receipt printed on this device's printer. */
  logoUrl: string | null;
  onClose: () => void;
  timeZone: string;
  printerTransports: PrinterTransports | undefined;
}

function OpenSaleDetails({ sale, businessName, ownerName, logoUrl, onClose, timeZone, printerTransports }: OpenSaleDetailsProps) {
  const text = receiptText(sale, businessName ? { businessName } : null, { timeZone });
  const receipt = useReceiptDisclosure(text);
  const phone = useSaleCustomer(sale)?.phone ?? null;
  const printSale = useCallback<PrinterJob>((jobs, target) => jobs.reprintSale(sale, { businessName, timeZone, phone, logoUrl }, target), [sale, businessName, timeZone, phone, logoUrl]);
  const printed = usePrinterReceipt(printSale, printerTransports);
  const orderId = displayOrderId(sale.id);
  const entered = discountEnteredText(sale);
  const approver = approvedByName(sale);
  const units = saleUnitCount(sale);
  const refundsNoteId = useId();
  const [view, setView] = useState<SaleDetailsView>({ kind: 'details' });
  const saleRefunds = useSaleRefunds(sale.id);
  const refunds = saleRefunds.status === 'ready' ? saleRefunds.data : null;
  const refundState = refunds ? saleRefundState(sale, refunds) : null;
  const backToDetails = () => setView({ kind: 'details' });
  // Hidden from whoever may not give one at all (a cashier on their own account: a manager's to do).
  const mayRefund = operatorAccess(useTillOperator(), 'refund') !== 'no';

  if (view.kind === 'refund-form' && refunds) {
    return (
      <RefundForm
        sale={sale}
        refunds={refunds}
        onCancel={backToDetails}
        onRecorded={(refund, alreadyRecorded) => setView({ kind: 'refund', refund, justRecorded: true, alreadyRecorded })}
      />
    );
  }
  if (view.kind === 'refund') {
    // As stored once it is in (the backend stamps who gave it back and who approved it), else as the form sent it.
    const stored = refunds?.find((refund) => refund.id === view.refund.id) ?? view.refund;
    return <RefundDetails refund={stored} justRecorded={view.justRecorded} alreadyRecorded={view.alreadyRecorded} onClose={backToDetails} timeZone={timeZone} printerTransports={printerTransports} />;
  }
  const allGivenBack = refundState?.status === 'full';
  return (
    <Modal
      open
      onClose={onClose}
      title={SALE_DETAILS_TITLE}
      description={`Order ${orderId}`}
      size="lg"
      footer={
        <>
          {mayRefund ? (
            <Button
              variant="secondary"
              className={styles.refundButton}
              disabled={!refundState || allGivenBack}
              aria-describedby={allGivenBack ? refundsNoteId : undefined}
              aria-haspopup="dialog"
              onClick={() => setView({ kind: 'refund-form' })}
            >
              {REFUND_BUTTON}
            </Button>
          ) : null}
          <CopyReceiptButton copy={receipt.copy} />
          <PrintReceiptButton receiptRef={receipt.receiptRef} />
          <PrintOnPrinterButton receipt={printed} />
          <Button variant="primary" onClick={onClose}>
            Done
          </Button>
        </>
      }
    >
      <PrinterReceiptStatus receipt={printed} />
      <dl className={styles.facts}>
        <Entry term="Order ID">
          <span className={styles.mono}>{orderId}</span>
        </Entry>
        <Entry term="Date and time">
          <time dateTime={sale.createdAt.toISOString()}>{saleDateTime(sale.createdAt, timeZone)}</time>
        </Entry>
        <Entry term="Customer">{saleCustomerName(sale)}</Entry>
        {/* Who made it at the till, and whose manager's PIN let it through (staff.ts, StaffStamp). */}
        <Entry term="Sold by">{madeByName(sale, ownerName)}</Entry>
        {approver ? <Entry term="Approved by">{approver}</Entry> : null}
        <Entry term="Payment method">{sale.credit && paidAtTillMinor(sale) === 0 ? CREDIT_MESSAGES.payLater : salePaymentLabel(sale)}</Entry>
        {isSplitPayment(sale) ? (
          <Entry term="Payment parts">
            <PaymentParts sale={sale} />
          </Entry>
        ) : null}
        {refundState && refundState.status !== 'none' ? (
          <Entry term="Refunds">
            <RefundBadge status={refundState.status} />
          </Entry>
        ) : null}
      </dl>

      <DataTable
        caption={`Items (${units} ${units === 1 ? 'unit' : 'units'})`}
        columns={ITEM_COLUMNS}
        rows={sale.items}
        getRowId={(item, index) => `${item.id}-${index}`}
        density="compact"
        className={styles.items}
      />

      <dl className={styles.totals}>
        <Entry term="Subtotal">
          <Money minor={sale.subtotalMinor} currency={sale.currency} />
        </Entry>
        <Entry term="Discount type">{DISCOUNT_TYPE_LABELS[sale.discountType]}</Entry>
        <Entry term="Discount">{entered ?? 'None'}</Entry>
        <Entry term="Discount amount">
          {sale.discountMinor > 0 ? '-' : ''}
          <Money minor={sale.discountMinor} currency={sale.currency} />
        </Entry>
        <Entry term="Total" strong>
          <Money minor={sale.totalMinor} currency={sale.currency} />
        </Entry>
        <Entry term="Amount tendered">
          {sale.tenderedMinor === null ? 'Not recorded' : <Money minor={sale.tenderedMinor} currency={sale.currency} />}
        </Entry>
        <Entry term="Change due">
          <Money minor={sale.changeMinor} currency={sale.currency} />
        </Entry>
        {/* Sold on credit (docs/product-rules.md, 'Credit'): what was paid at the till, what went on the account, and when it is due. */}
        {sale.credit ? (
          <>
            <Entry term={CREDIT_MESSAGES.paidNowLabel}>
              <Money minor={paidAtTillMinor(sale)} currency={sale.currency} />
            </Entry>
            <Entry term={CREDIT_MESSAGES.owedLabel} strong>
              <Money minor={sale.credit.owedMinor} currency={sale.currency} />
            </Entry>
            <Entry term={CREDIT_MESSAGES.dueLabel}>{formatDayKey(sale.credit.dueOn)}</Entry>
          </>
        ) : null}
        {refundState && refundState.status !== 'none' ? (
          <>
            <Entry term="Refunded">
              -<Money minor={refundState.refundedMinor} currency={sale.currency} />
            </Entry>
            <Entry term="Refundable" strong>
              <Money minor={refundState.remainingMinor} currency={sale.currency} />
            </Entry>
          </>
        ) : null}
      </dl>

      {saleRefunds.status === 'error' ? (
        <div className={styles.refunds}>
          <ErrorBanner onRetry={saleRefunds.retry}>{REFUND_MESSAGES.loadFailed}</ErrorBanner>
        </div>
      ) : null}
      {refunds && refunds.length > 0 ? (
        <div className={styles.refunds}>
          {allGivenBack ? (
            <p id={refundsNoteId} className={styles.note}>
              {REFUND_MESSAGES.alreadyRefunded}
            </p>
          ) : null}
          <DataTable
            caption={`Refunds (${refunds.length})`}
            columns={REFUND_COLUMNS((refund) => setView({ kind: 'refund', refund, justRecorded: false, alreadyRecorded: false }), timeZone)}
            rows={refunds}
            getRowId={(refund) => refund.id}
            density="compact"
          />
        </div>
      ) : null}

      <ReceiptDisclosure state={receipt} className={styles.receiptSection} />
      <SaleShareReceipt sale={sale} text={text} />
    </Modal>
  );
}
