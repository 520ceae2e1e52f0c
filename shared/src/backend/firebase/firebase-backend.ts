// The production adapter: the whole Backend port on Firebase with the modular SDK.
// - Auth: e-mail/password with a verification e-mail (sign-in is refused until the address is
//   verified), Google popup sign-in, password reset, sign-out. An account whose address is not yet
//   verified never counts as signed in: listeners and `currentUser()` see nobody.
// - Firestore: `businesses/{uid}` and its products, customers, sales and dailyStats/{YYYY-MM-DD}.
//   In the browser the cache is persistent and shared by the tabs, so a shop keeps selling when the
//   network drops; writes made offline are applied locally at once and sent when it returns.
// - Storage: product images at `products/{uid}/{timestamp}_{filename}`.
// Every method that takes a uid refuses anyone but that signed-in owner before asking the server;
// the security rules (firebase/*.rules) refuse the same on the server.
//
// This file makes the SDK's instances and composes the adapter from one part per concern of the
// port: auth.ts (accounts), catalogue.ts (business, products, customers), sales.ts (the ledger),
// credit.ts (customers' accounts), expenses.ts and files.ts (images), over context.ts (owner
// checks, paths, writes) and live.ts (live queries). Staff at a shared till: till-guard/ wraps
// the whole adapter with the roles and stamps, over staff.ts's records (members, PINs, shifts).
import { deleteApp, initializeApp } from 'firebase/app';
import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import { applyActionCode, connectAuthEmulator, getAuth, GoogleAuthProvider, signInWithPopup } from 'firebase/auth';
import type { Auth, UserCredential } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, memoryLocalCache, persistentLocalCache, persistentMultipleTabManager, terminate } from 'firebase/firestore';
import type { Firestore, FirestoreSettings } from 'firebase/firestore';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import type { FirebaseStorage } from 'firebase/storage';
import { OPERATION_RETRY_LIMIT_MS, UPLOAD_RETRY_LIMIT_MS } from '../../domain/constants';
import type { Backend, StaffApi } from '../port';
import { createFirebaseAuth } from './auth';
import { followingRole } from './cashier-reads';
import { createFirebaseCatalogue } from './catalogue';
import { createFirebaseCatalogueImport } from './catalogue-import';
import { createFirebasePlanPayments } from './plan-payments';
import { createFirebaseStoreGateway } from './store-gateway';
import { createFirebaseContext } from './context';
import { mapped } from './errors';
import { lazyCredit, lazyExpenses } from '../lazy-part';
import { createFirebaseFiles } from './files';
import { createWatchers } from './live';
import { createFirebaseLedger } from './ledger';
import { createFirebaseRefunds } from './refunds';
import { createFirebaseSales } from './sales';
import { createPendingStock } from './pending-stock';
import { createFirebaseSync } from './sync';
import { createFirebaseOnlineStore } from './online-store';
import { createCallables, DEFAULT_FUNCTIONS_REGION } from './callables';
import { createFirebaseStaffStore } from './staff';
import { guardTill } from '../till-guard';

/** The web app's configuration from the Firebase console (Project settings → Your apps). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  storageBucket?: string;
  appId?: string;
  messagingSenderId?: string;
  measurementId?: string;
}

/** Where the local emulators listen, when the suite runs against them. */
export interface FirebaseEmulators {
  /** 'http://127.0.0.1:9099' */
  auth?: string;
  /** '127.0.0.1:8080' */
  firestore?: string;
  /** '127.0.0.1:9199' (or 'http://127.0.0.1:9199') */
  storage?: string;
  /** '127.0.0.1:5001': the server's callables (callables.ts). */
  functions?: string;
}

export interface FirebaseBackendOptions {
  config: FirebaseWebConfig;
  emulators?: FirebaseEmulators;
  /** The Firebase app's name; give each backend its own when several live in one page or process. */
  appName?: string;
  /** 'persistent' (IndexedDB, shared by tabs; the default where IndexedDB exists) or 'memory'. */
  cache?: 'persistent' | 'memory';
  /** Signs in with Google; the default opens Google's popup. */
  googleSignIn?: (auth: Auth) => Promise<UserCredential>;
  /** Whether the network is reachable (default: `navigator.onLine`, or true where it is unknown). */
  isOnline?: () => boolean;
  now?: () => Date;
  /** Where failures of writes finished in the background go (default: console.error). */
  logError?: (message: string, error: unknown) => void;
  /** PBKDF2 iterations for new staff PINs' hashes (default PIN_HASH_ITERATIONS; tests may lower it). */
  pinIterations?: number;
  /** Where the server's callables run (default DEFAULT_FUNCTIONS_REGION, functions/src/region.ts). */
  functionsRegion?: string;
}

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  firestore: Firestore;
  storage: FirebaseStorage;
}

export interface FirebaseBackend extends Backend {
  readonly kind: 'firebase';
  /** The SDK's instances, for the emulator harness and for tools; screens use the port only. */
  readonly services: FirebaseServices;
  /** Applies an out-of-band code (the link of a verification e-mail). */
  applyActionCode(code: string): Promise<void>;
  /** Stops every listener and releases the Firebase app. */
  close(): Promise<void>;
}

function hostAndPort(address: string, defaultPort: number): { host: string; port: number } {
  const url = new URL(address.includes('://') ? address : `http://${address}`);
  return { host: url.hostname, port: url.port ? Number(url.port) : defaultPort };
}

function defaultIsOnline(): boolean {
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  return nav?.onLine !== false;
}

function canPersist(): boolean {
  return typeof indexedDB !== 'undefined' && typeof window !== 'undefined';
}

export function createFirebaseBackend(options: FirebaseBackendOptions): FirebaseBackend {
  const app = initializeApp(options.config as FirebaseOptions, options.appName);
  const now = options.now ?? (() => new Date());
  const isOnline = options.isOnline ?? defaultIsOnline;
  const logError = options.logError ?? ((message: string, error: unknown) => console.error(message, error));
  const googleSignIn = options.googleSignIn ?? ((auth: Auth) => signInWithPopup(auth, new GoogleAuthProvider()));

  const auth = getAuth(app);
  const persistent = (options.cache ?? (canPersist() ? 'persistent' : 'memory')) === 'persistent';
  const settings: FirestoreSettings = {
    ignoreUndefinedProperties: true,
    localCache: persistent ? persistentLocalCache({ tabManager: persistentMultipleTabManager() }) : memoryLocalCache(),
  };
  const db = initializeFirestore(app, settings);
  const storage = getStorage(app);
  // The domain's limits (docs/product-rules.md, 'Backend limits').
  storage.maxOperationRetryTime = OPERATION_RETRY_LIMIT_MS;
  storage.maxUploadRetryTime = UPLOAD_RETRY_LIMIT_MS;

  const emulators = options.emulators ?? {};
  if (emulators.auth) {
    const url = emulators.auth.includes('://') ? emulators.auth : `http://${emulators.auth}`;
    connectAuthEmulator(auth, url, { disableWarnings: true });
  }
  if (emulators.firestore) {
    const { host, port } = hostAndPort(emulators.firestore, 8080);
    connectFirestoreEmulator(db, host, port);
  }
  if (emulators.storage) {
    const { host, port } = hostAndPort(emulators.storage, 9199);
    connectStorageEmulator(storage, host, port);
  }

  const context = createFirebaseContext({ auth, db, storage, now, isOnline, logError });
  const watchers = createWatchers(context);
  const ledger = createFirebaseLedger(context);
  const pendingStock = createPendingStock(context);
  const callServer = createCallables(app, options.functionsRegion ?? DEFAULT_FUNCTIONS_REGION, emulators.functions);

  const adapter: Omit<FirebaseBackend, keyof StaffApi> = {
    kind: 'firebase',
    services: { app, auth, firestore: db, storage },
    ...createFirebaseAuth(context, googleSignIn),
    ...createFirebaseCatalogue(context, watchers, pendingStock),
    ...createFirebaseCatalogueImport(context, callServer),
    ...createFirebaseSales(context, watchers, ledger, pendingStock),
    ...createFirebaseRefunds(context, watchers, ledger, pendingStock),
    ...lazyCredit(async () => (await import('./credit')).createFirebaseCredit(context, watchers, ledger)),
    ...lazyExpenses(async () => (await import('./expenses')).createFirebaseExpenses(context, watchers)),
    ...createFirebaseFiles(context),
    ...createFirebaseSync(context),
    ...createFirebaseOnlineStore(context, watchers, callServer),
    ...createFirebasePlanPayments(context, watchers, callServer),
    ...createFirebaseStoreGateway(context, watchers, callServer),

    applyActionCode(code) {
      return mapped(() => applyActionCode(auth, code));
    },

    async close() {
      pendingStock.close();
      await terminate(db).catch((error: unknown) => logError('Closing Firestore failed', error));
      await deleteApp(app);
    },
  };
  // A member's role shapes what these ask the server for (cashier-reads.ts): they follow it live.
  followingRole(context, adapter, ['subscribeSales', 'subscribeSalesSince', 'subscribeRefunds', 'subscribeRefundsSince', 'subscribeSaleRefunds', 'subscribeAccountRecords', 'subscribeRepaymentsSince', 'subscribeSyncState']);
  const staffStore = followingRole(context, createFirebaseStaffStore(context, watchers), ['subscribeShiftRecords']);
  // The roles and the stamps (till-guard/) over every method of the adapter; its own extras stay as they are.
  return guardTill(adapter, staffStore, { now, pinIterations: options.pinIterations });
}
