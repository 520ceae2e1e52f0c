import type { ReactNode } from 'react';
import { VALIDATION_MESSAGES } from '../domain/messages';
import { EmptyState } from './empty-state';
import { Icon } from './icons';
import type { IconProps } from './icons';
import styles from './signed-out-notice.module.css';

export interface SignedOutNoticeProps {
  /** What logging in gives on this screen, e.g. 'Log in to see your sales.' */
  description?: ReactNode;
  /** Where the owner logs in: the landing page unless told otherwise. */
  loginHref?: string;
  /** The heading level within the page (the screen's own title is usually the h1). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * What a screen shows in place of its data when nobody is signed in:
 * VALIDATION_MESSAGES.notLoggedIn and the way back to the landing page to log in. One look on every screen.
 */
export function SignedOutNotice({ description, loginHref = '/', headingLevel = 2, className }: SignedOutNoticeProps) {
  return (
    <EmptyState
      title={VALIDATION_MESSAGES.notLoggedIn}
      description={description}
      icon={<LockIcon />}
      headingLevel={headingLevel}
      className={className}
      action={
        <a href={loginHref} className={styles.link}>
          Go to the home page to log in
        </a>
      }
    />
  );
}

function LockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="4.25" y="9" width="11.5" height="8.25" rx="1.5" />
      <path d="M6.75 9V6.5a3.25 3.25 0 0 1 6.5 0V9" />
    </Icon>
  );
}
