import styles from './notice-line.module.css';

/** One line saying what just happened to the sale, or why it did not. */
export function NoticeLine({ text, tone }: { text: string; tone: 'info' | 'refused' }) {
  return (
    <p className={styles.notice} data-tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </p>
  );
}
