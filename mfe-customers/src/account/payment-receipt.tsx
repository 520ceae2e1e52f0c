// A recorded payment's own receipt: what was paid, the sales it paid towards (oldest due first) and
// what is still owed, as the plain text of `repaymentReceiptText`, with Copy Receipt, Print Receipt
// and the receipt sent to the customer's phone as a sale's is (docs/product-rules.md, 'Sharing a receipt').
import { useRef } from 'react';
import { ACCOUNT_TEXT, displayOrderId, formatMinor, repaymentReceiptText } from '@shop/shared/domain';
import { Button, CopyReceiptButton, DEVICE_TIME_ZONE, Modal, Money, PrintReceiptButton, Receipt, ReceiptCopyFailed, ShareReceipt, useCopyReceipt } from '@shop/shared/ui';
import type { WebShare } from '@shop/shared/ui';
import type { AccountHolder } from './account-figures';
import type { RecordedPayment } from './payment-form';
import styles from './account.module.css';

export interface PaymentReceiptProps {
  holder: AccountHolder;
  payment: RecordedPayment;
  businessName: string | null;
  timeZone?: string;
  webShare?: WebShare | null;
  /** Back to the account. */
  onDone: () => void;
  onClose: () => void;
}

export function PaymentReceipt({ holder, payment, businessName, timeZone = DEVICE_TIME_ZONE, webShare, onDone, onClose }: PaymentReceiptProps) {
  const receiptRef = useRef<HTMLPreElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const { repayment, towards, balanceAfterMinor, alreadyRecorded } = payment;
  const text = repaymentReceiptText(repayment, businessName ? { businessName } : null, { timeZone, towards, balanceAfterMinor });
  const copy = useCopyReceipt(text, receiptRef);
  const money = (minor: number) => formatMinor(minor, repayment.currency);

  return (
    <Modal
      open
      onClose={onClose}
      title={ACCOUNT_TEXT.recordedTitle}
      description={`${holder.name} · ${money(repayment.amountMinor)} · ${repayment.method}`}
      size="md"
      initialFocusRef={doneRef}
      footer={
        <>
          <CopyReceiptButton copy={copy} />
          <PrintReceiptButton receiptRef={receiptRef} />
          <Button ref={doneRef} variant="primary" onClick={onDone}>
            {ACCOUNT_TEXT.back}
          </Button>
        </>
      }
    >
      {alreadyRecorded ? (
        <p className={styles.note} role="status">
          {ACCOUNT_TEXT.alreadyRecorded}
        </p>
      ) : null}
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{ACCOUNT_TEXT.paid}</dt>
          <dd>
            <Money minor={repayment.amountMinor} currency={repayment.currency} className={styles.big} />
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{ACCOUNT_TEXT.stillOwed}</dt>
          <dd>{balanceAfterMinor > 0 ? <Money minor={balanceAfterMinor} currency={repayment.currency} className={styles.big} /> : <span className={styles.big}>{ACCOUNT_TEXT.paidUp}</span>}</dd>
        </div>
      </dl>
      {towards.length > 0 ? (
        <section className={styles.towards} aria-label={ACCOUNT_TEXT.paysTowards}>
          <p className={styles.towardsTitle}>{ACCOUNT_TEXT.paysTowards}</p>
          <ul className={styles.towardsList}>
            {towards.map((share) => {
              const order = displayOrderId(share.saleId);
              return <li key={share.saleId}>{share.settled ? ACCOUNT_TEXT.settled(order, money(share.appliedMinor)) : ACCOUNT_TEXT.partly(order, money(share.appliedMinor))}</li>;
            })}
          </ul>
        </section>
      ) : null}
      <Receipt ref={receiptRef} text={text} label={ACCOUNT_TEXT.receiptLabel} />
      <ReceiptCopyFailed copy={copy} />
      <ShareReceipt text={text} recipient={{ name: holder.name, phone: holder.phone }} webShare={webShare} />
    </Modal>
  );
}
