// The frame both halves of the till share: a labelled card with its heading and a count beside it.
import { useId } from 'react';
import type { ReactNode, Ref } from 'react';
import { surfaceClass, surfaceHeaderClass } from '@shop/shared/ui';
import styles from './till-panel.module.css';

export interface TillPanelProps {
  title: string;
  /** What the panel holds, beside the title ("10,000 products", "3 items"). */
  count?: string | null;
  /** The heading, focusable from code (the phone layout's "View sale" bar moves focus there). */
  headingRef?: Ref<HTMLHeadingElement>;
  sectionRef?: Ref<HTMLElement>;
  children: ReactNode;
}

export function TillPanel({ title, count, headingRef, sectionRef, children }: TillPanelProps) {
  const titleId = useId();
  return (
    <section ref={sectionRef} className={`${surfaceClass} ${styles.panel}`} aria-labelledby={titleId}>
      <div className={surfaceHeaderClass}>
        <h2 id={titleId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.title}>
          {title}
        </h2>
        {count ? <p className={styles.count}>{count}</p> : null}
      </div>
      {children}
    </section>
  );
}
