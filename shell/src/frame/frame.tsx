// The dashboard frame (docs/product-rules.md, 'The dashboard frame'): guard, loading and error states, sidebar,
// header and the selected view.
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { ERROR_MESSAGES, SCREEN_TEXT, greeting, isTrialExpired, trialNotice } from '@shop/shared/domain';
import type { Business } from '@shop/shared/domain';
import { useBusiness, useShop, useSyncState } from '@shop/shared/session';
import { navigateTo } from '@shop/shared/mfe';
import { ErrorBanner, RefusedWrites, Spinner, ThemeRoot, useTheme } from '@shop/shared/ui';
import { AppInstall, AppUpdate } from './app-status';
import { RemoteView } from './remote-view';
import { Sidebar } from './sidebar';
import { useView } from './use-view';
import { VIEW_EXPOSES, VIEW_LABELS, VIEW_REMOTES, isKnownView } from './views';
import type { ViewId } from './views';
import styles from './frame.module.css';

/** Renders the selected view in the frame's main area. */
export type ViewRenderer = (view: ViewId, label: string) => ReactNode;

/** In the suite each view is its remote, mounted as a single-spa parcel through module federation. */
export const renderRemoteView: ViewRenderer = (view, label) => <RemoteView key={view} remote={VIEW_REMOTES[view]} expose={VIEW_EXPOSES[view]} label={label} />;

export interface FrameProps {
  /** Where module federation is not available (Storybook), a stand-in for the views. */
  renderView?: ViewRenderer;
}

export function Frame({ renderView = renderRemoteView }: FrameProps) {
  const state = useBusiness();
  // Inside another theme root (Storybook's toolbar) the frame follows its theme; alone it is light.
  const { theme } = useTheme();

  // The guard: a visitor with no signed-in user goes to the landing page.
  useEffect(() => {
    if (state.status === 'signed-out') navigateTo('/');
  }, [state.status]);

  useEffect(() => {
    if (state.status === 'error') console.error(ERROR_MESSAGES.businessLoadFailed, state.error);
  }, [state]);

  return (
    <ThemeRoot theme={theme} className={styles.root}>
      {renderState(state, renderView)}
    </ThemeRoot>
  );
}

function renderState(state: ReturnType<typeof useBusiness>, renderView: ViewRenderer) {
  switch (state.status) {
    case 'loading':
      return (
        <div className={styles.centered}>
          <Spinner label={SCREEN_TEXT.dashboardLoading} showLabel />
        </div>
      );
    case 'signed-out':
      // No data is shown; the guard is on its way to /.
      return null;
    case 'missing':
      return (
        <div className={styles.centered}>
          <ErrorBanner>{ERROR_MESSAGES.businessProfileMissing}</ErrorBanner>
        </div>
      );
    case 'error':
      return (
        <div className={styles.centered}>
          <ErrorBanner onRetry={state.retry}>{ERROR_MESSAGES.businessLoadFailed}</ErrorBanner>
        </div>
      );
    case 'ready':
      return <Dashboard business={state.business} renderView={renderView} />;
  }
}

export function Dashboard({ business, renderView = renderRemoteView }: { business: Business; renderView?: ViewRenderer }) {
  const [view, setView] = useView();
  const [sidebarOpen, setSidebarOpen] = useState(false);

  const choose = (next: string) => {
    setView(next);
    setSidebarOpen(false);
  };

  return (
    <div className={styles.frame} data-sidebar={sidebarOpen ? 'open' : 'closed'}>
      <Sidebar business={business} view={view} onChoose={choose} />
      {sidebarOpen && <div className={styles.overlay} aria-hidden="true" onClick={() => setSidebarOpen(false)} />}
      <div className={styles.main}>
        <AppUpdate />
        <header className={styles.header}>
          <button
            type="button"
            className={styles.menuToggle}
            aria-label={sidebarOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={sidebarOpen}
            aria-controls="frame-sidebar"
            onClick={() => setSidebarOpen((open) => !open)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <p className={styles.greeting}>{greeting(business.ownerName)}</p>
          <div className={styles.headerEnd}>
            <AppInstall />
            <TrialNotice business={business} />
            <p className={styles.businessName}>{business.businessName}</p>
          </div>
        </header>
        <main className={styles.content} id="frame-content">
          <SyncProblems />
          {isKnownView(view) ? renderView(view, VIEW_LABELS[view]) : <h1>{SCREEN_TEXT.welcome}</h1>}
        </main>
      </div>
    </div>
  );
}

/** Writes the server refused after the shop worked offline, above every view until dismissed. */
function SyncProblems() {
  const { refused } = useSyncState();
  const { backend } = useShop();
  return <RefusedWrites refused={refused} onDismiss={(id) => backend.dismissRefused(id)} className={styles.refused} />;
}

/** How long the free Pro trial has left, or that it ended; nothing once the shop is on a paid plan. */
export function TrialNotice({ business, now }: { business: Pick<Business, 'plan' | 'trialEndsAt'>; now?: Date }) {
  // Read once per mount: the notice counts whole days, and the frame remounts on the next visit.
  const [mountedAt] = useState(() => new Date());
  const at = now ?? mountedAt;
  const notice = trialNotice(business, at);
  if (!notice) return null;
  return (
    <p className={styles.trial} data-ended={isTrialExpired(business, at) || undefined}>
      {notice}
    </p>
  );
}
