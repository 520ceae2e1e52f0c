// The single-spa root configuration: no UI framework of its own, only what mounts where.
//   /           the landing remote (its HTML is prerendered into the page; the remote hydrates it)
//   /dashboard  the dashboard frame (its views mount remotes as parcels)
//   /mailbox    the local backend's mailbox
// The landing page works without a session: it opens one (and its database) when the visitor
// opens the login dialog, or at once when the session's hint says someone may be signed in.
// Every other part opens the session before it loads.
import type { LifeCycles } from 'single-spa';
import { addErrorHandler, getAppStatus, registerApplication, start, LOAD_ERROR } from 'single-spa';
import { fetchRuntimeConfig } from './runtime-config';
import { loadDashboardApp, loadRemoteApp, preloadRemoteApp, registerSuiteRemotes } from './remotes';
import type { DashboardApp } from './remotes';
import { showFailure } from './failure';
import { startOfflineApp } from './offline/offline-app';
import { deferSession, mayBeSignedIn, openSession, subscribeSession } from '@shop/shared/session';

const element = (id: string) => () => document.getElementById(id) as HTMLElement;
const onLanding = () => location.pathname === '/';
const onFrame = () => location.pathname === '/dashboard' || location.pathname.startsWith('/dashboard/');
/** The dashboard's own view: the frame with no `?view=` (the owner's home). */
const onDashboardView = () => onFrame() && !new URLSearchParams(location.search).get('view');

/** What each part is called in a failure message. */
const LABELS: Record<string, string> = { landing: 'The home page', frame: 'The app', mailbox: 'The mailbox' };
const CONTAINERS: Record<string, string> = { landing: 'suite-landing', frame: 'suite-frame', mailbox: 'suite-mailbox' };

/** Once the landing page opens the session, the visitor is on the way in: fetch the dashboard's code early. */
function prefetchDashboard(): void {
  const stop = subscribeSession(() => {
    stop();
    if (!onLanding()) return;
    void import('./frame/frame-app');
    preloadRemoteApp('dashboard').catch(() => undefined);
  });
}

/**
 * Opening /dashboard (an owner's home, the installed app's start): the frame's code and the
 * dashboard remote's app are fetched and run while the session opens, instead of one after the
 * other (bench/offline-app.mjs), so the app's reads can start as soon as it is open. Only for the
 * dashboard view itself (no `?view=`): another view's remote loads when the frame mounts it, and a
 * cashier, whose home is the till, loads the dashboard's app for nothing (from the offline app's
 * cache when installed). A failure here is the frame's to show, when it mounts the app.
 */
function preloadFrame(): Promise<DashboardApp | null> | null {
  void import('./frame/frame-app');
  return onDashboardView() ? loadDashboardApp().catch(() => null) : null;
}

async function main() {
  const config = await fetchRuntimeConfig();
  registerSuiteRemotes(config.remotes);
  // The installable, offline app: its service worker registers after the page's load, when the
  // browser is idle; development builds register none (tooling/dev.mjs serves no sw.js).
  startOfflineApp({ serviceWorker: process.env.NODE_ENV === 'production' && config.serviceWorker });
  // The one session every remote reads (shared as a federation singleton).
  // The account chooser's screen loads only when someone asks to continue with Google.
  deferSession(config.backend, {
    googleAccountChooser: async (request) => (await import('@shop/shared/mfe')).openGoogleAccountChooser(request),
  });
  const dashboardApp = onFrame() ? preloadFrame() : null;
  if (!onLanding()) {
    const session = await openSession();
    // The dashboard's figures are read from here on, while the frame renders (mfe-dashboard/src/warm.ts).
    void dashboardApp?.then((app) => app?.warmDashboardReads?.(session.backend));
  } else {
    prefetchDashboard();
    if (mayBeSignedIn()) void openSession().catch((error: unknown) => console.error(error));
  }

  registerApplication({
    name: 'landing',
    app: () => loadRemoteApp('landing'),
    activeWhen: onLanding,
    customProps: { domElement: element('suite-landing')() },
  });
  registerApplication({
    name: 'frame',
    app: async () => {
      await openSession();
      return (await import('./frame/frame-app')) as LifeCycles;
    },
    activeWhen: onFrame,
    customProps: { domElement: element('suite-frame')() },
  });

  registerApplication({
    name: 'mailbox',
    app: async () => {
      await openSession();
      return (await import('./mailbox/mailbox-app')) as LifeCycles;
    },
    activeWhen: (location) => location.pathname === '/mailbox' || location.pathname.startsWith('/mailbox/'),
    customProps: { domElement: element('suite-mailbox')() },
  });

  addErrorHandler((error) => {
    console.error(error);
    const name = error.appOrParcelName;
    const label = LABELS[name];
    const container = CONTAINERS[name];
    if (getAppStatus(name) === LOAD_ERROR && label && container) showFailure(element(container)(), label);
  });

  start({ urlRerouteOnly: true });
}

main().catch((error: unknown) => {
  console.error(error);
  showFailure(document.body, 'The app');
});
