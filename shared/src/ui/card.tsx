import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './card.module.css';
import { surfaceClass, surfaceHeaderClass } from './surface';
import { VisuallyHidden } from './visually-hidden';

export interface CardProps {
  /** e.g. 'Revenue (Last 30 days)'. */
  title: ReactNode;
  /** The figure, e.g. <Money minor={…} /> or a count. */
  value: ReactNode;
  /** A decorative icon in the corner. */
  icon?: ReactNode;
  /** A line under the figure, e.g. 'From 12 sales'. */
  footnote?: ReactNode;
  /** Shows a placeholder while the figure is loading. */
  loading?: boolean;
  loadingLabel?: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A KPI card: a title and one figure. */
export function Card({
  title,
  value,
  icon,
  footnote,
  loading = false,
  loadingLabel = 'Loading…',
  headingLevel = 3,
  className,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx(surfaceClass, styles.card, className)} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <div className={cx(surfaceHeaderClass, styles.top)}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
      </div>
      <p className={styles.value}>
        {loading ? (
          <>
            <span className={styles.placeholder} aria-hidden="true" />
            <VisuallyHidden>{loadingLabel}</VisuallyHidden>
          </>
        ) : (
          value
        )}
      </p>
      {footnote ? <p className={styles.footnote}>{footnote}</p> : null}
    </article>
  );
}
