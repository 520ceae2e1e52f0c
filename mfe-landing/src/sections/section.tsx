import { useId } from 'react';
import type { ReactNode } from 'react';
import styles from './section.module.css';

export interface SectionProps {
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** A white band between the page's warm grey ones. */
  tone?: 'plain' | 'muted';
  className?: string;
  children: ReactNode;
}

/** A landing section: a labelled region with the shared width, spacing and heading. */
export function Section({ id, eyebrow, title, lead, tone = 'plain', className, children }: SectionProps) {
  const headingId = useId();
  const classes = [styles.section, tone === 'muted' ? styles.muted : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <section id={id} aria-labelledby={headingId} className={classes}>
      <div className={styles.container}>
        <header className={styles.intro}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
