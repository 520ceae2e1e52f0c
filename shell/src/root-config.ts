// The single-spa root configuration: no UI framework of its own, only what mounts where.
//   /           the landing remote
//   /dashboard  the dashboard frame (its views mount remotes as parcels)
//   /mailbox    the local backend's mailbox
import type { LifeCycles } from 'single-spa';
import { addErrorHandler, getAppStatus, registerApplication, start, LOAD_ERROR } from 'single-spa';
import { fetchRuntimeConfig } from './runtime-config';
import { loadRemoteApp, registerSuiteRemotes } from './remotes';
import { showFailure } from './failure';
import { createSession } from '@shop/shared/session';

const element = (id: string) => () => document.getElementById(id) as HTMLElement;

async function main() {
  const config = await fetchRuntimeConfig();
  registerSuiteRemotes(config.remotes);
  // The one session every remote reads (shared as a federation singleton).
  // The account chooser's screen loads only when someone asks to continue with Google.
  await createSession(config.backend, {
    googleAccountChooser: async (request) => (await import('@shop/shared/mfe')).openGoogleAccountChooser(request),
  });

  registerApplication({
    name: 'landing',
    app: () => loadRemoteApp('landing'),
    activeWhen: (location) => location.pathname === '/',
    customProps: { domElement: element('suite-landing')() },
  });
  registerApplication({
    name: 'frame',
    app: () => import('./frame/frame-app') as Promise<LifeCycles>,
    activeWhen: (location) => location.pathname === '/dashboard' || location.pathname.startsWith('/dashboard/'),
    customProps: { domElement: element('suite-frame')() },
  });

  registerApplication({
    name: 'mailbox',
    app: () => import('./mailbox/mailbox-app') as Promise<LifeCycles>,
    activeWhen: (location) => location.pathname === '/mailbox' || location.pathname.startsWith('/mailbox/'),
    customProps: { domElement: element('suite-mailbox')() },
  });

  addErrorHandler((error) => {
    console.error(error);
    if (getAppStatus(error.appOrParcelName) === LOAD_ERROR && error.appOrParcelName === 'landing') {
      showFailure(element('suite-landing')(), 'The home page');
    }
  });

  start({ urlRerouteOnly: true });
}

main().catch((error: unknown) => {
  console.error(error);
  showFailure(document.body, 'The app');
});
