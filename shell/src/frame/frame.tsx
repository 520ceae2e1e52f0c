// The dashboard frame: sidebar, header and the selected view.
import { useState } from 'react';
import { greeting, SCREEN_TEXT } from '@shop/shared/domain';
import { RemoteView } from './remote-view';
import { useView } from './use-view';
import { NAV_GROUPS, VIEW_LABELS, VIEW_REMOTES, isKnownView } from './views';
import styles from './frame.module.css';

export function Frame() {
  const [view, setView] = useView();
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>({ sales: true, inventory: true, customers: true });

  return (
    <div className={styles.frame}>
      <nav className={styles.sidebar} aria-label="Main">
        <button type="button" className={styles.logo} onClick={() => setView('dashboard')} aria-label="Shop home: back to the dashboard">
          Shop
        </button>
        <button type="button" className={styles.navItem} aria-current={view === 'dashboard' ? 'page' : undefined} onClick={() => setView('dashboard')}>
          Dashboard
        </button>
        {NAV_GROUPS.map((group) => (
          <div key={group.id} className={styles.group}>
            <button
              type="button"
              className={styles.groupToggle}
              aria-expanded={openGroups[group.id] ?? false}
              aria-controls={`nav-group-${group.id}`}
              onClick={() => setOpenGroups((open) => ({ ...open, [group.id]: !open[group.id] }))}
            >
              {group.label}
            </button>
            <ul id={`nav-group-${group.id}`} hidden={!openGroups[group.id]} className={styles.groupItems}>
              {group.views.map((item) => (
                <li key={item}>
                  <button type="button" className={styles.navItem} aria-current={view === item ? 'page' : undefined} onClick={() => setView(item)}>
                    {VIEW_LABELS[item]}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className={styles.main}>
        <header className={styles.header}>
          <p className={styles.greeting}>{greeting(null)}</p>
        </header>
        <main className={styles.content}>
          {isKnownView(view) ? (
            <RemoteView key={view} remote={VIEW_REMOTES[view]} label={VIEW_LABELS[view]} />
          ) : (
            <h1>{SCREEN_TEXT.welcome}</h1>
          )}
        </main>
      </div>
    </div>
  );
}
