// The messages between the shell's pages and its service worker (service-worker.ts), one home for both.

/** How often an open page asks the worker whether a newer version of the suite is live. */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60 * 1000;

export type PageMessage =
  /** Compare what is live with the version this page runs; fetch a newer one whole if there is. */
  | { type: 'SUITE_CHECK' }
  /** Make the version fetched last the one pages load (the page reloads right after). */
  | { type: 'SUITE_ACTIVATE_READY' }
  /** What the worker keeps: the versions, and the files and bytes of the one this page runs. */
  | { type: 'SUITE_INFO' }
  /** workbox-window's messageSkipWaiting(): a new worker takes over (after the owner chose Reload). */
  | { type: 'SKIP_WAITING' };

export interface SuiteStatus {
  /** The version new pages load. */
  active: string | null;
  /** A newer version, fetched whole, waiting for a page to choose Reload. */
  ready: string | null;
  /** The version the asking page runs. */
  running: string | null;
  /** Whether a newer version than the page's is ready (or already active). */
  updateReady: boolean;
  /** Why the last check could not fetch a new version (the old one stays). */
  failure: string | null;
}

export interface SuiteInfo extends SuiteStatus {
  files: number;
  bytes: number;
  /** Bytes per part: 'shell' and each remote's key. */
  bytesByPart: Record<string, number>;
}

/** Sent by the worker to every page when a newer version is ready. */
export const UPDATE_READY_MESSAGE = 'SUITE_UPDATE_READY';
