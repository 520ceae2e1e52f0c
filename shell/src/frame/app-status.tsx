// What the installable, offline app has to say in the frame (shell/src/offline/offline-app.ts):
// a newer version is ready (the owner reloads when it suits, never in the middle of a sale: nothing
// reloads by itself), and the browser's offer to install the app, as one quiet button.
import { useSyncExternalStore } from 'react';
import { Button } from '@shop/shared/ui';
import { installApp, offlineAppStore, reloadIntoNewVersion } from '../offline/offline-app';
import styles from './app-status.module.css';

export const UPDATE_READY_TEXT = 'A new version is ready';
export const RELOAD_LABEL = 'Reload';
export const INSTALL_APP_LABEL = 'Install app';

/** "A new version is ready — Reload", in a polite live region that is always there (so it is announced). */
export function UpdateReadyNotice({ ready, onReload }: { ready: boolean; onReload: () => void }) {
  return (
    <div role="status" className={ready ? styles.update : styles.quiet}>
      {ready ? (
        <>
          <span>{UPDATE_READY_TEXT} — </span>
          <Button size="sm" variant="primary" onClick={onReload}>
            {RELOAD_LABEL}
          </Button>
        </>
      ) : null}
    </div>
  );
}

/** The browser's install offer, shown only while the browser makes one. */
export function InstallAppButton({ onInstall }: { onInstall: () => void }) {
  return (
    <Button size="sm" variant="secondary" className={styles.install} onClick={onInstall} iconStart={<InstallIcon />}>
      {INSTALL_APP_LABEL}
    </Button>
  );
}

function InstallIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function useOfflineApp() {
  return useSyncExternalStore(offlineAppStore.subscribe, offlineAppStore.get, offlineAppStore.get);
}

/** The frame's update notice, connected to the page's offline app. */
export function AppUpdate() {
  const { updateReady } = useOfflineApp();
  return <UpdateReadyNotice ready={updateReady} onReload={() => void reloadIntoNewVersion()} />;
}

/** The frame's install button, connected to the page's offline app; nothing while the browser offers none. */
export function AppInstall() {
  const { canInstall } = useOfflineApp();
  return canInstall ? <InstallAppButton onInstall={() => void installApp()} /> : null;
}
