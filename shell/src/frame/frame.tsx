// The dashboard frame (docs/product-rules.md, 'The dashboard frame'): guard, loading and error states, sidebar,
// header and the selected view. With staff at the till (issue #35; domain/staff.ts), the lock screen
// while nobody is at it, who is at it in the header with "Switch user", the idle lock, and only the
// views the person at the till may use (views.ts, VIEW_ACTIONS). A member signed in with an account
// of their own (TillOperator.ownAccount; Firebase staff accounts) has the till to themselves: who is
// at it shows as ever, but with no "Switch user" and no idle lock, as there is no PIN pad to come back through.
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ERROR_MESSAGES, SCREEN_TEXT, STAFF_MESSAGES, STAFF_ROLE_LABELS, greeting, idleLockMsOf, isTrialExpired, trialNotice } from '@shop/shared/domain';
import type { Business, TillOperator } from '@shop/shared/domain';
import { useBusiness, useShop, useStaff, useSyncState, useTillOperator } from '@shop/shared/session';
import { navigateTo } from '@shop/shared/mfe';
import { ErrorBanner, RefusedWrites, Spinner, ThemeRoot, VisuallyHidden, useTheme } from '@shop/shared/ui';
import { AppInstall, AppUpdate } from './app-status';
import { JoinShop } from './join-shop';
import { RemoteView } from './remote-view';
import { Sidebar } from './sidebar';
import { TillLock, activeStaff } from './till-lock';
import { useIdleLock } from './use-idle-lock';
import { useView } from './use-view';
import { VIEW_EXPOSES, VIEW_LABELS, VIEW_REMOTES, homeViewFor, isKnownView, mayOpenView, viewForOperator } from './views';
import type { ViewId } from './views';
import styles from './frame.module.css';

// The plan's banner (plan-banner.tsx) loads on its own: the landing page fetches the frame early.
const FramePlanBanner = lazy(() => import('./plan-banner'));

/** Renders the selected view in the frame's main area. */
export type ViewRenderer = (view: ViewId, label: string) => ReactNode;

/** In the suite each view is its remote, mounted as a single-spa parcel through module federation. */
export const renderRemoteView: ViewRenderer = (view, label) => <RemoteView key={view} remote={VIEW_REMOTES[view]} expose={VIEW_EXPOSES[view]} label={label} />;

export interface FrameProps {
  /** Where module federation is not available (Storybook), a stand-in for the views. */
  renderView?: ViewRenderer;
}

export function Frame({ renderView = renderRemoteView }: FrameProps) {
  // The shop's profile arriving turns the spinner into the whole frame (sidebar, header, the view's
  // place): as a deferred value that render runs in slices, as the frame's mount does (frame-app.tsx).
  const state = useDeferredValue(useBusiness());
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
    case 'joining':
      // An invited account chooses before it works anywhere (join-shop.tsx).
      return (
        <div className={styles.centered}>
          <JoinShop pendingJoin={state.pendingJoin} />
        </div>
      );
    case 'ready':
      return <Dashboard business={state.business} renderView={renderView} />;
  }
}

export function Dashboard({ business, renderView = renderRemoteView }: { business: Business; renderView?: ViewRenderer }) {
  const operator = useTillOperator();
  // Whether the till passed from one person to another while the frame was up (Switch user, the
  // idle lock): then the view in the URL was the last person's, not one the new one asked for.
  const [lastOperatorId, setLastOperatorId] = useState(operator?.id ?? null);
  const [handedOver, setHandedOver] = useState(false);
  if (operator !== null && operator.id !== lastOperatorId) {
    setLastOperatorId(operator.id);
    setHandedOver(lastOperatorId !== null);
  }
  // While the till is locked only the lock screen is rendered: no view, sidebar or header behind it.
  if (operator === null) return <TillLock business={business} />;
  // Keyed on who is at the till: each person's views mount afresh.
  return <UnlockedDashboard key={operator.id} business={business} operator={operator} renderView={renderView} handedOver={handedOver} />;
}

interface UnlockedDashboardProps {
  business: Business;
  operator: TillOperator;
  renderView: ViewRenderer;
  /** The till passed to this operator from someone else while the frame was up. */
  handedOver: boolean;
}

function UnlockedDashboard({ business, operator, renderView, handedOver }: UnlockedDashboardProps) {
  const { backend } = useShop();
  const [urlView, setView] = useView();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const staff = useStaff();
  // The shop has staff once someone can unlock the till: then "Switch user" and the idle lock.
  const hasStaff = staff.status === 'ready' && activeStaff(staff.data).length > 0;
  // A member on their own account: named at the till, but the till is never handed over or locked.
  const ownAccount = operator.ownAccount === true;
  const sharedTill = hasStaff && !ownAccount;
  const view = viewForOperator(urlView, operator);
  const lock = useCallback(() => backend.lockTill(), [backend]);
  // The shop's idle time (Till settings on Staff; TILL_IDLE_LOCK_MS until it sets one), live.
  useIdleLock({ enabled: sharedTill, onIdle: lock, idleMs: idleLockMsOf(business) });

  // Someone the till passed to lands on their home view when the last person's is not for them; a
  // view reached by its URL says instead that their role cannot use it.
  const landed = useRef(false);
  useLayoutEffect(() => {
    if (landed.current) return;
    landed.current = true;
    if (handedOver && isKnownView(view) && !mayOpenView(operator, view)) setView(homeViewFor(operator), { replace: true });
  }, [handedOver, operator, view, setView]);

  const choose = (next: string) => {
    setView(next);
    setSidebarOpen(false);
  };

  const atTill = operator.account === true ? business.ownerName.trim() || operator.name : operator.name;

  return (
    <div className={styles.frame} data-sidebar={sidebarOpen ? 'open' : 'closed'}>
      <Sidebar business={business} operator={operator} view={view} onChoose={choose} />
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
          <p className={styles.greeting}>{greeting(operator.account === true ? business.ownerName : operator.name)}</p>
          <div className={styles.headerEnd}>
            <AppInstall />
            <TrialNotice business={business} />
            <p className={styles.businessName}>{business.businessName}</p>
            {hasStaff || ownAccount ? (
              <div className={styles.operator}>
                <p className={styles.operatorText}>
                  <VisuallyHidden>{FRAME_STAFF_TEXT.atTill}</VisuallyHidden>
                  <span className={styles.operatorName}>{atTill}</span>
                  <VisuallyHidden>, </VisuallyHidden>
                  <span className={styles.operatorRole}>{STAFF_ROLE_LABELS[operator.role]}</span>
                </p>
                {sharedTill ? (
                  <button type="button" className={styles.switchUser} onClick={lock}>
                    {FRAME_STAFF_TEXT.switchUser}
                  </button>
                ) : null}
              </div>
            ) : null}
          </div>
        </header>
        <main className={styles.content} id="frame-content">
          <SyncProblems />
          <Suspense fallback={null}>
            <FramePlanBanner business={business} />
          </Suspense>
          {renderMain(view, operator, renderView)}
        </main>
      </div>
    </div>
  );
}

/** The frame's words for staff at the till; the rest are STAFF_MESSAGES's. */
export const FRAME_STAFF_TEXT = {
  atTill: 'At the till: ',
  switchUser: 'Switch user',
} as const;

function renderMain(view: string, operator: TillOperator, renderView: ViewRenderer): ReactNode {
  if (!isKnownView(view)) return <h1>{SCREEN_TEXT.welcome}</h1>;
  if (!mayOpenView(operator, view)) {
    return (
      <section className={styles.notAllowed} aria-labelledby="frame-not-allowed">
        <h1 id="frame-not-allowed">{VIEW_LABELS[view]}</h1>
        <p>{STAFF_MESSAGES.notAllowed}</p>
      </section>
    );
  }
  return renderView(view, VIEW_LABELS[view]);
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
