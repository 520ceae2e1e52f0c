import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './empty-state.module.css';
import { InboxIcon } from './icons';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Usually one primary Button, e.g. 'Add product'. */
  action?: ReactNode;
  /** A decorative icon; an inbox by default, `null` for none. */
  icon?: ReactNode;
  /** The title's heading level within the page. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list shows before it has anything in it, with the next step to take. */
export function EmptyState({ title, description, action, icon, headingLevel = 3, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  const shownIcon = icon === undefined ? <InboxIcon /> : icon;
  return (
    <div className={cx(styles.empty, className)}>
      {shownIcon ? (
        <div className={styles.icon} aria-hidden="true">
          {shownIcon}
        </div>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
