// The classes of a screen's titled section (panel.module.css), shared by the remotes so a panel
// looks the same on the dashboard, the end of day and wherever else: `section` a plain one, `panel`
// the same raised on the surface; `header`, `title` and `note` inside either.
import styles from './panel.module.css';

export const panelClasses = {
  section: styles.section ?? '',
  panel: `${styles.section ?? ''} ${styles.panel ?? ''}`,
  header: styles.header ?? '',
  title: styles.title ?? '',
  note: styles.note ?? '',
} as const;
