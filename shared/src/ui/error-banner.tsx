import type { ReactNode } from 'react';
import { SCREEN_TEXT } from '../domain/messages';
import { Button } from './button';
import { cx } from './class-names';
import styles from './error-banner.module.css';
import { AlertIcon, CloseIcon } from './icons';

export interface ErrorBannerProps {
  /** The message, e.g. one of the domain's messages. */
  children: ReactNode;
  /** An optional bold first line. */
  title?: ReactNode;
  /** Another action, e.g. a primary 'Try again' with its own wording. */
  action?: ReactNode;
  /** Shows a 'Try again' button that calls this (a list that failed to load, say). */
  onRetry?: () => void;
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}

/** An error the owner must notice, announced at once by screen readers (role=alert). */
export function ErrorBanner({ children, title, action, onRetry, onDismiss, dismissLabel = 'Dismiss', className }: ErrorBannerProps) {
  const actions = onRetry ? (
    <>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {SCREEN_TEXT.tryAgain}
      </Button>
      {action}
    </>
  ) : (
    action
  );
  return (
    <div role="alert" className={cx(styles.banner, className)}>
      <AlertIcon className={styles.icon} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <p className={styles.message}>{children}</p>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {onDismiss ? (
        <Button variant="ghost" size="sm" iconOnly aria-label={dismissLabel} className={styles.dismiss} onClick={onDismiss}>
          <CloseIcon />
        </Button>
      ) : null}
    </div>
  );
}
