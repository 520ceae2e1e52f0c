// The published store's link on the Online store view (issue #43): the full address, a Copy
// link button, "Share on WhatsApp" (wa.me with the link prefilled: whatsAppReceiptLink with no
// recipient lets the owner pick a chat or their status) and the QR code to print for the counter.
import { useEffect, useState } from 'react';
import { storePath, whatsAppReceiptLink } from '@shop/shared/domain';
import { Button } from '@shop/shared/ui';
import { ONLINE_STORE_SETTINGS_TEXT as T } from './online-store-settings-words';
import { StoreQrCode } from './store-qr-code';
import styles from './online-store-screen.module.css';

const COPIED_RESET_MS = 2_000;

export interface StoreLinkPanelProps {
  /** The saved, published store's name. */
  name: string;
  /** Where the suite is served (`https://shop.example`): the page is at `<origin>/s/<name>`. */
  origin: string;
  /** Where the link is copied to; the system clipboard by default. */
  writeText?: (text: string) => Promise<void>;
}

export function storeLink(origin: string, name: string): string {
  return `${origin}${storePath(name)}`;
}

export function StoreLinkPanel({ name, origin, writeText }: StoreLinkPanelProps) {
  const link = storeLink(origin, name);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (copy !== 'copied') return undefined;
    const timer = setTimeout(() => setCopy('idle'), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyLink = async () => {
    try {
      await (writeText ? writeText(link) : navigator.clipboard.writeText(link));
      setCopy('copied');
    } catch (error) {
      console.warn(T.copyFailed, error);
      setCopy('failed');
    }
  };

  return (
    <section className={styles.linkPanel} aria-labelledby="online-store-link-title">
      <h2 id="online-store-link-title" className={styles.sectionTitle}>
        {T.fullLink}
      </h2>
      <p className={styles.fullLink}>
        <a href={link} target="_blank" rel="noreferrer">
          {link}
        </a>
      </p>
      <div className={styles.linkActions}>
        <Button size="sm" variant="secondary" onClick={() => void copyLink()}>
          {T.copyLink}
        </Button>
        <a className={styles.linkButton} href={whatsAppReceiptLink(T.shareText(link), null)} target="_blank" rel="noreferrer">
          {T.shareOnWhatsApp}
        </a>
        <span role="status" className={copy === 'failed' ? styles.error : styles.hint}>
          {copy === 'copied' ? T.copied : copy === 'failed' ? T.copyFailed : ''}
        </span>
      </div>
      <StoreQrCode link={link} />
    </section>
  );
}
