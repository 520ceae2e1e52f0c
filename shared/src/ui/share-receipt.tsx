// Sending the receipt to the customer's phone: Share on WhatsApp and Send by SMS (links with the
// receipt's text, to the customer's number when the sale's customer has one, otherwise to a
// number the cashier may type, otherwise to a contact chosen in the app), and Share… where the
// device has a share sheet (the Web Share API). The phone rules are the domain's
// (receipt-share.ts; docs/product-rules.md, 'Sharing a receipt'). Used by the POS receipt modal,
// and so by the partner widget, and by Sale Details.
import { useId, useState } from 'react';
import { RECEIPT_SHARE_MESSAGES } from '../domain/messages';
import { formatInternationalPhone, internationalPhone, smsReceiptLink, whatsAppReceiptLink } from '../domain/receipt-share';
import { Button } from './button';
import buttonStyles from './button.module.css';
import { cx } from './class-names';
import { Field } from './field';
import { VisuallyHidden } from './visually-hidden';
import styles from './share-receipt.module.css';

/** The sale's customer as the owner's customers know them: their name and their phone as stored. */
export interface ShareRecipient {
  name: string;
  phone: string;
}

/** The device's share sheet (`navigator.share`). */
export type WebShare = (data: ShareData) => Promise<void>;

export interface ShareReceiptProps {
  /** The receipt's plain text (the domain's `receiptText`, as Copy Receipt copies it). */
  text: string;
  /**
   * The sale's customer with their phone; null for a walk-in sale or a customer no longer in the
   * list; undefined while the customers are still being read (no phone field shows yet).
   */
  recipient: ShareRecipient | null | undefined;
  /** The share sheet; the browser's `navigator.share` where it has one, none otherwise. Null hides Share…. */
  webShare?: WebShare | null;
  /** The section's heading; 'Send the receipt' by default (a customer's statement or reminder says what it sends). */
  title?: string;
  /** Said when the share sheet fails; the receipt's words by default. */
  shareFailedText?: string;
  className?: string;
}

/** The browser's share sheet, where it has one. */
function deviceWebShare(): WebShare | null {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return null;
  return (data) => navigator.share(data);
}

export function ShareReceipt({ text, recipient, webShare, title = RECEIPT_SHARE_MESSAGES.title, shareFailedText = RECEIPT_SHARE_MESSAGES.shareFailed, className }: ShareReceiptProps) {
  const titleId = useId();
  // What the cashier typed; until then the customer's stored phone (which may be unreadable).
  const [typed, setTyped] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  const [shareFailed, setShareFailed] = useState(false);
  const share = webShare === undefined ? deviceWebShare() : webShare;

  const customerDigits = internationalPhone(recipient?.phone);
  const asked = recipient !== undefined && customerDigits === null;
  const value = typed ?? recipient?.phone ?? '';
  const phone = customerDigits !== null ? (recipient?.phone ?? null) : asked ? value : null;
  const typedDigits = asked ? internationalPhone(value) : null;
  // An unreadable number is pointed out once the cashier leaves the field, or at once when it came from the customer's record.
  const unreadable = asked && value.trim() !== '' && typedDigits === null && (left || typed === null);

  const shareSheet = async () => {
    if (!share) return;
    setShareFailed(false);
    try {
      await share({ text });
    } catch (error) {
      // The cashier closed the share sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.warn('Sharing the receipt failed', error);
      setShareFailed(true);
    }
  };

  return (
    <section className={cx(styles.share, className)} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      {recipient && customerDigits !== null ? (
        <p className={styles.to}>{RECEIPT_SHARE_MESSAGES.to(recipient.name, formatInternationalPhone(customerDigits))}</p>
      ) : null}
      {asked ? (
        <Field
          label={RECEIPT_SHARE_MESSAGES.phoneLabel}
          showOptional
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={value}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={() => setLeft(true)}
          error={unreadable ? RECEIPT_SHARE_MESSAGES.phoneUnreadable : undefined}
          hint={typedDigits !== null ? RECEIPT_SHARE_MESSAGES.toNumber(formatInternationalPhone(typedDigits)) : RECEIPT_SHARE_MESSAGES.phoneHint}
          className={styles.phone}
        />
      ) : null}
      <div className={styles.actions}>
        <a
          className={cx(buttonStyles.button, buttonStyles.secondary, styles.action)}
          href={whatsAppReceiptLink(text, phone)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span className={buttonStyles.content}>
            {RECEIPT_SHARE_MESSAGES.whatsApp}
            <VisuallyHidden> {RECEIPT_SHARE_MESSAGES.opensInNewTab}</VisuallyHidden>
          </span>
        </a>
        <a className={cx(buttonStyles.button, buttonStyles.secondary, styles.action)} href={smsReceiptLink(text, phone)}>
          <span className={buttonStyles.content}>{RECEIPT_SHARE_MESSAGES.sms}</span>
        </a>
        {share ? (
          <Button className={styles.action} onClick={() => void shareSheet()}>
            {RECEIPT_SHARE_MESSAGES.share}
          </Button>
        ) : null}
      </div>
      {shareFailed ? (
        <p className={styles.failed} role="alert">
          {shareFailedText}
        </p>
      ) : null}
    </section>
  );
}
