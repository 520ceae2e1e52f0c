// The page's side of the installable, offline app: registers the service worker (service-worker.ts)
// once the page has loaded and the browser is idle, asks it for newer versions of the suite, keeps
// the browser's install offer, and asks for persistent storage once the app is installed. The frame
// shows what this knows (use-offline-app.ts): "A new version is ready — Reload", "Install app".
// Nothing here reloads a page by itself: only the owner's Reload does.
import { STORAGE_PERSISTED_EVENT } from '@shop/shared/session';
import { UPDATE_CHECK_INTERVAL_MS, UPDATE_READY_MESSAGE } from './protocol';
import type { PageMessage, SuiteStatus } from './protocol';

export const SERVICE_WORKER_URL = '/sw.js';

/** The browser's offer to install the app (Chromium's `beforeinstallprompt` event). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface OfflineAppState {
  /** A newer version of the suite is kept whole and waits for Reload. */
  updateReady: boolean;
  /** The browser offers to install the app (and it is not installed). */
  canInstall: boolean;
}

let snapshot: OfflineAppState = { updateReady: false, canInstall: false };
const listeners = new Set<() => void>();
let installPrompt: InstallPromptEvent | null = null;
let started = false;
let stopListening = () => {};

function set(change: Partial<OfflineAppState>): void {
  const next = { ...snapshot, ...change };
  if (next.updateReady === snapshot.updateReady && next.canInstall === snapshot.canInstall) return;
  snapshot = next;
  listeners.forEach((listener) => listener());
}

export const offlineAppStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): OfflineAppState => snapshot,
};

/** Sends a message to the worker that serves this page and resolves with its answer. */
async function ask<T>(message: PageMessage): Promise<T> {
  const container = navigator.serviceWorker;
  const worker = container.controller ?? (await container.ready).active;
  if (!worker) throw new Error('No service worker is active');
  const { messageSW } = await import(/* webpackChunkName: "workbox-window" */ 'workbox-window');
  return (await messageSW(worker, message)) as T;
}

async function checkForUpdate(): Promise<void> {
  try {
    const status = await ask<SuiteStatus>({ type: 'SUITE_CHECK' });
    if (status.updateReady) set({ updateReady: true });
  } catch {
    /* offline, or no worker yet: the next check will tell */
  }
}

let waitingWorker: { messageSkipWaiting(): void } | null = null;

/** The owner chose Reload: the new version becomes the one pages load, then this page reloads into it. */
export async function reloadIntoNewVersion(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration?.waiting && waitingWorker) {
      // A new sw.js waits: it takes over (its activation makes its version the active one).
      const controlling = new Promise<void>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
        setTimeout(resolve, 5_000);
      });
      waitingWorker.messageSkipWaiting();
      await controlling;
    } else {
      await ask<SuiteStatus>({ type: 'SUITE_ACTIVATE_READY' });
    }
  } finally {
    location.reload();
  }
}

/** Shows the browser's install dialog; resolves with whether the owner installed. */
export async function installApp(): Promise<boolean> {
  const prompt = installPrompt;
  if (!prompt) return false;
  installPrompt = null;
  set({ canInstall: false });
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  return outcome === 'accepted';
}

/** An installed app asks the browser to keep its data; the dashboard's notice goes once it does. */
async function keepDataWhenInstalled(): Promise<void> {
  const storage = navigator.storage;
  if (!storage?.persist) return;
  try {
    if (await storage.persist()) window.dispatchEvent(new Event(STORAGE_PERSISTED_EVENT));
  } catch {
    /* the browser refused to answer: the notice stays */
  }
}

function runningInstalled(): boolean {
  return typeof matchMedia === 'function' && ['standalone', 'minimal-ui', 'fullscreen', 'window-controls-overlay'].some((mode) => matchMedia(`(display-mode: ${mode})`).matches);
}

/** After the page's load event, when the browser is idle: the worker never competes with the first paint. */
function whenLoadedAndIdle(run: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => run(), { timeout: 5_000 }) : setTimeout(run, 1_000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

async function registerServiceWorker(): Promise<void> {
  const { Workbox } = await import(/* webpackChunkName: "workbox-window" */ 'workbox-window');
  const workbox = new Workbox(SERVICE_WORKER_URL);
  // A new sw.js finished installing (its version kept whole) and waits for the owner's Reload.
  workbox.addEventListener('waiting', () => {
    waitingWorker = workbox;
    set({ updateReady: true });
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === UPDATE_READY_MESSAGE) void checkForUpdate();
  });
  await workbox.register();
  await checkForUpdate();
  setInterval(() => void checkForUpdate(), UPDATE_CHECK_INTERVAL_MS);
  window.addEventListener('online', () => void checkForUpdate());
}

/**
 * Starts the offline app on a page of the shell. `serviceWorker: false` (runtime-config.json's
 * "serviceWorker", or a development build) registers none and removes one registered before.
 */
export function startOfflineApp({ serviceWorker }: { serviceWorker: boolean }): void {
  if (started) return;
  started = true;
  const offered = (event: Event) => {
    // No mini-infobar: the frame's "Install app" button is the one offer.
    event.preventDefault();
    installPrompt = event as InstallPromptEvent;
    set({ canInstall: true });
  };
  const installed = () => {
    installPrompt = null;
    set({ canInstall: false });
    void keepDataWhenInstalled();
  };
  window.addEventListener('beforeinstallprompt', offered);
  window.addEventListener('appinstalled', installed);
  stopListening = () => {
    window.removeEventListener('beforeinstallprompt', offered);
    window.removeEventListener('appinstalled', installed);
  };
  if (runningInstalled()) void keepDataWhenInstalled();

  if (!('serviceWorker' in navigator)) return;
  whenLoadedAndIdle(() => {
    if (!serviceWorker) {
      void navigator.serviceWorker.getRegistrations().then((registrations) => Promise.all(registrations.map((r) => r.unregister())), () => undefined);
      return;
    }
    registerServiceWorker().catch(() => {
      /* the browser refused the worker (a private window, a test that blocks workers): the app works online */
    });
  });
}

/** Forgets everything (tests only). */
export function resetOfflineAppForTests(): void {
  stopListening();
  stopListening = () => {};
  snapshot = { updateReady: false, canInstall: false };
  installPrompt = null;
  waitingWorker = null;
  started = false;
  listeners.forEach((listener) => listener());
}
