// The one session of the suite: created once by the host (the shell, or the POS widget when it is
// embedded) from runtime configuration, then read by every remote. `@shop/shared/session` is a
// module-federation singleton, so this module-level state is the same object in every remote.
// The session knows the port only: each adapter is loaded by kind, when the configuration asks for
// it, so neither the Firebase SDK nor Dexie weighs on a page that has not created a session yet.
import type { Backend } from '../backend/port';
import type { BackendFaults } from '../backend/faults';
import { PRODUCT_NAME } from '../domain/constants';
import { signInNeedsNetwork } from './offline-sign-in';
import type { GoogleAccountChooser, LocalMailbox } from '../backend/local';
import type { FirebaseWebConfig } from '../backend/firebase';

export type BackendConfig = (
  | { type: 'local'; dbName?: string }
  | { type: 'firebase'; firebase: Record<string, string>; emulators?: { auth?: string; firestore?: string; storage?: string; functions?: string } }
) & {
  /** Methods that should fail on purpose (see backend/faults.ts): for tests and demos of the error states. */
  faults?: BackendFaults;
};

export interface SessionOptions {
  /** Asks the person which Google account to use (the embedded backend's stand-in for Google's popup). */
  googleAccountChooser?: GoogleAccountChooser;
}

export interface Session {
  backend: Backend;
  /** Where the embedded backend delivers its e-mails, when the session runs on it. */
  mailbox: LocalMailbox | null;
  /** Releases the backend (tests and stories that make their own sessions). */
  close(): void;
}

let current: Session | null = null;
let creating: Promise<Session> | null = null;
let deferred: { config: BackendConfig; options: SessionOptions } | null = null;
const sessionListeners = new Set<() => void>();

/**
 * The key of the cheap hint this browser keeps while someone is signed in (set and cleared by the
 * session as the signed-in user changes), so a page that can work without a session (the landing
 * page) opens one at once only for a visitor who may be signed in.
 */
export const SIGNED_IN_HINT_KEY = 'shop.signed-in';

/** Creates the session once; later calls return the same one, whatever they ask for. */
export function createSession(config: BackendConfig = { type: 'local' }, options: SessionOptions = {}): Promise<Session> {
  if (current) return Promise.resolve(current);
  creating ??= buildSession(config, options).then(async (session) => {
    // The faults (rehearsals, e2e tests) load only when the configuration names some.
    current = config.faults ? { ...session, backend: (await import('../backend/faults')).withFaults(session.backend, config.faults) } : session;
    keepSignedInHint(current.backend);
    sessionListeners.forEach((listener) => listener());
    return current;
  });
  return creating;
}

/**
 * Says how the session will be created without creating it: the host of a page that can work
 * without one (the landing page) defers it, and `openSession()` creates it when it is needed.
 */
export function deferSession(config: BackendConfig, options: SessionOptions = {}): void {
  deferred = { config, options };
}

/** The session, created now from what `deferSession` (or an earlier `createSession`) said. */
export function openSession(): Promise<Session> {
  if (creating) return creating;
  if (!deferred) return Promise.reject(new Error('The session has not been created: the host calls createSession() or deferSession() first.'));
  return createSession(deferred.config, deferred.options);
}

/** Calls `listener` when the session comes into being; returns the unsubscribe. */
export function subscribeSession(listener: () => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

/** Whether someone may be signed in on this browser (the hint the session keeps; never certain). */
export function mayBeSignedIn(): boolean {
  try {
    return globalThis.localStorage?.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function keepSignedInHint(backend: Backend): void {
  backend.onAuthStateChanged(
    (user) => {
      try {
        if (user) globalThis.localStorage?.setItem(SIGNED_IN_HINT_KEY, '1');
        else globalThis.localStorage?.removeItem(SIGNED_IN_HINT_KEY);
      } catch {
        /* storage refused (private mode): the landing page then opens the session only on demand */
      }
    },
    () => undefined,
  );
}

async function buildSession(config: BackendConfig, options: SessionOptions): Promise<Session> {
  if (config.type === 'firebase') {
    // Loaded only now, so the Firebase SDK never weighs on a page that runs on the local backend.
    const { createFirebaseBackend } = await import(/* webpackChunkName: "firebase-backend" */ '../backend/firebase');
    const backend = createFirebaseBackend({
      config: firebaseWebConfig(config.firebase),
      emulators: config.emulators,
    });
    await backend.authStateReady();
    return { backend: signInNeedsNetwork(backend), mailbox: null, close: () => void backend.close() };
  }
  const { createLocalBackend } = await import(/* webpackChunkName: "local-backend" */ '../backend/local');
  keepLocalDataThroughStoragePressure();
  const local = createLocalBackend({ dbName: config.dbName, googleAccountChooser: options.googleAccountChooser, appName: PRODUCT_NAME });
  await local.authStateReady();
  return { backend: local, mailbox: local.mailbox, close: () => local.close() };
}

/**
 * On the embedded backend the shop's data lives only in this browser: ask it not to evict the
 * database under storage pressure (browsers may grant this at once, ask, or refuse; nothing waits).
 */
function keepLocalDataThroughStoragePressure(): void {
  const storage = (globalThis as { navigator?: { storage?: { persist?: () => Promise<boolean> } } }).navigator?.storage;
  void storage?.persist?.().catch(() => false);
}

function firebaseWebConfig(given: Record<string, string>): FirebaseWebConfig {
  const { apiKey, projectId } = given;
  if (!apiKey || !projectId) {
    throw new Error('The runtime configuration asks for Firebase but its "firebase" object has no apiKey or projectId.');
  }
  return { ...given, apiKey, projectId };
}

/** Uses an already built backend as the session (stories and tests use a seeded one). */
export function useBackendAsSession(backend: Backend): Session {
  current = { backend, mailbox: null, close: () => undefined };
  creating = Promise.resolve(current);
  sessionListeners.forEach((listener) => listener());
  return current;
}

export function currentSession(): Session | null {
  return current;
}

export function requireSession(): Session {
  if (!current) throw new Error('The session has not been created: the host calls createSession() first.');
  return current;
}

/** Forgets the session (tests only). */
export function resetSessionForTests(): void {
  current = null;
  creating = null;
  deferred = null;
}
