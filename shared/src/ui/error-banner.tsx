import type { ReactNode } from 'react';
import { Button } from './button';
import { cx } from './class-names';
import styles from './error-banner.module.css';
import { AlertIcon, CloseIcon } from './icons';

export interface ErrorBannerProps {
  /** The message, e.g. one of the domain's messages. */
  children: ReactNode;
  /** An optional bold first line. */
  title?: ReactNode;
  /** e.g. a 'Try again' button. */
  action?: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}

/** An error the owner must notice, announced at once by screen readers (role=alert). */
export function ErrorBanner({ children, title, action, onDismiss, dismissLabel = 'Dismiss', className }: ErrorBannerProps) {
  return (
    <div role="alert" className={cx(styles.banner, className)}>
      <AlertIcon className={styles.icon} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <p className={styles.message}>{children}</p>
        {action ? <div className={styles.actions}>{action}</div> : null}
      </div>
      {onDismiss ? (
        <Button variant="ghost" size="sm" iconOnly aria-label={dismissLabel} className={styles.dismiss} onClick={onDismiss}>
          <CloseIcon />
        </Button>
      ) : null}
    </div>
  );
}
