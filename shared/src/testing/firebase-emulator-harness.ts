// Test-only: what the contract suite needs to finish out of band against the emulators —
// following the links of verification and reset e-mails (the Auth emulator keeps their codes)
// and a Google sign-in that needs no popup (the Auth emulator accepts a made-up Google ID token).
import { confirmPasswordReset, GoogleAuthProvider, signInWithCredential } from 'firebase/auth';
import { onLog } from 'firebase/app';
import { disableNetwork, enableNetwork, waitForPendingWrites } from 'firebase/firestore';
import type { Auth, UserCredential } from 'firebase/auth';
import type { ContractHelpers } from './contract';
import { createFirebaseBackend } from '../backend/firebase/firebase-backend';
import type { FirebaseBackend, FirebaseBackendOptions } from '../backend/firebase/firebase-backend';

export interface EmulatorAddresses {
  projectId: string;
  auth: string;
  firestore: string;
  storage: string;
  /** True on the official Firestore emulator, which enforces firebase/firestore.rules; the project's stand-in enforces none. */
  enforcesRules?: boolean;
  /** Which Firestore engine answers (tooling/firebase/emulators.mjs). */
  engine?: string;
  /** True only where firebase-tools' own Storage emulator runs with its rules runtime (not on the project's machines). */
  storageEnforcesRules?: boolean;
  /** The Functions emulator running the server's code (functions/), beside the official Firestore emulator; null or absent with the stand-in. */
  functions?: string | null;
  /** The server's triggers the Functions emulator registered. */
  triggers?: string[];
  /** Where the server's code finds Paystack (a stand-in the test starts there) and the test secret key it signs with; null or absent without the Functions emulator. */
  paystack?: { url: string; secretKey: string } | null;
}

const SETTLE_TIMEOUT_MS = 60_000;
/**
 * How long a test waits for a live update on the emulators: what the server derives comes a moment
 * after the write, and a Functions worker's first start takes seconds on a loaded 2-core machine.
 * Under load the Firestore emulator now and then breaks a listener's stream (the SDK logs
 * RESOURCE_EXHAUSTED "Received message larger than max" with a size of gigabytes): the SDK listens
 * again after its longest backoff, 60 s give or take half, and the update then arrives. So a wait
 * outlasts that backoff (the firebase project's testTimeout in vitest.config.ts leaves room for it);
 * what the update must say is checked as strictly as ever.
 */
export const LIVE_TIMEOUT_MS = 100_000;

/**
 * Waits until the server has judged every sale of the shop (each carries its `ledger`:
 * functions/README.md), reading the emulator's documents as an administrator (the REST API with
 * `Authorization: Bearer owner`, which the emulator lets past the rules). Nothing to wait for where
 * no server runs (the JavaScript stand-in).
 */
export async function serverSettled(emulators: EmulatorAddresses, uid: string, project = emulators.projectId): Promise<void> {
  if (!emulators.functions) return;
  const started = Date.now();
  for (const records of SERVER_JUDGED) {
    for (;;) {
      const waiting = await unjudgedCount(emulators, project, uid, records);
      if (waiting === 0) break;
      if (Date.now() - started > SETTLE_TIMEOUT_MS) throw new Error(`The server had not judged ${waiting} of the ${records} of ${uid} after ${SETTLE_TIMEOUT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * How many of the shop's `records` carry no `ledger` yet, over every page of the list: a shop with
 * more records than one page holds (the ledger property's stock movements pass 300 within minutes)
 * has unjudged ones on any page, as the list is in the order of their random ids.
 */
async function unjudgedCount(emulators: EmulatorAddresses, project: string, uid: string, records: string): Promise<number> {
  const url = `http://${emulators.firestore}/v1/projects/${project}/databases/(default)/documents/businesses/${uid}/${records}?pageSize=300&mask.fieldPaths=ledger`;
  let waiting = 0;
  let pageToken: string | undefined;
  do {
    const response = await fetch(pageToken ? `${url}&pageToken=${encodeURIComponent(pageToken)}` : url, { headers: { Authorization: 'Bearer owner' } });
    if (!response.ok) throw new Error(`The Firestore emulator answered ${response.status} for the ${records} of ${uid}`);
    const page = (await response.json()) as { documents?: { fields?: Record<string, unknown> }[]; nextPageToken?: string };
    waiting += (page.documents ?? []).filter((d) => d.fields?.ledger === undefined).length;
    pageToken = page.nextPageToken;
  } while (pageToken);
  return waiting;
}

/** The records a till writes that the server judges and derives from (functions/README.md), each marked with its `ledger` once judged. */
export const SERVER_JUDGED = ['sales', 'repayments', 'stockMovements', 'refunds'] as const;

interface OobCode {
  email: string;
  oobCode: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
}

export async function latestOobCode(emulators: EmulatorAddresses, email: string, requestType: OobCode['requestType']): Promise<string> {
  const response = await fetch(`${emulators.auth}/emulator/v1/projects/${emulators.projectId}/oobCodes`);
  if (!response.ok) throw new Error(`The Auth emulator answered ${response.status} for its out-of-band codes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const found = oobCodes.filter((c) => c.email.toLowerCase() === email.toLowerCase() && c.requestType === requestType).pop();
  if (!found) throw new Error(`No ${requestType} code for ${email}`);
  return found.oobCode;
}

function popupClosed(): Error {
  return Object.assign(new Error('Firebase: Error (auth/popup-closed-by-user).'), { code: 'auth/popup-closed-by-user' });
}

/** A Google account for the emulator: the same e-mail gives the same Google user id. */
function googleIdToken(account: { name: string; email: string }): string {
  const sub = `google-${account.email.toLowerCase().replace(/[^a-z0-9]/g, '-')}`;
  return JSON.stringify({ sub, email: account.email, email_verified: true, name: account.name });
}

const nextGoogleAccounts = new WeakMap<FirebaseBackend, { name: string; email: string } | null>();
let appCounter = 0;

/** PBKDF2 rounds for the PINs of backends made here (production: PIN_HASH_ITERATIONS); a test may pass its own. */
export const TEST_PIN_ITERATIONS = 1_000;

/**
 * A Firebase backend on the emulators. `databaseProject` puts its Firestore data in another project
 * of the same emulator (signed in through the same Auth emulator, under the same rules): a suite
 * that writes thousands of documents keeps them out of the other suites' database (right after the
 * ledger properties had written to the shared one, a listen in the next suite once failed with
 * RESOURCE_EXHAUSTED: the official emulator sent it a 101 MB message).
 */
export function createEmulatedBackend(
  emulators: EmulatorAddresses,
  { databaseProject, ...options }: Pick<FirebaseBackendOptions, 'isOnline' | 'logError' | 'pinIterations'> & { databaseProject?: string } = {},
): FirebaseBackend {
  appCounter += 1;
  let self: FirebaseBackend | null = null;
  const googleSignIn = async (auth: Auth): Promise<UserCredential> => {
    const account = self ? nextGoogleAccounts.get(self) : undefined;
    if (self) nextGoogleAccounts.delete(self);
    if (!account) throw popupClosed();
    return signInWithCredential(auth, GoogleAuthProvider.credential(googleIdToken(account)));
  };
  self = createFirebaseBackend({
    config: { apiKey: 'demo-api-key', projectId: databaseProject ?? emulators.projectId, authDomain: `${emulators.projectId}.firebaseapp.com`, storageBucket: `${emulators.projectId}.appspot.com` },
    emulators: { auth: emulators.auth, firestore: emulators.firestore, storage: emulators.storage, ...(emulators.functions ? { functions: emulators.functions } : {}) },
    appName: `contract-${appCounter}-${Date.now()}`,
    cache: 'memory',
    googleSignIn,
    // Staff PINs hashed with few rounds, as the local suite's passwords: the contract signs in by PIN often.
    pinIterations: TEST_PIN_ITERATIONS,
    ...options,
  });
  const made = self;
  openBackends.add(made);
  if (options.isOnline) offlineWhen.set(made, () => !options.isOnline?.());
  listenForBrokenStreams();
  const close = made.close.bind(made);
  made.close = async () => {
    openBackends.delete(made);
    await close();
  };
  return made;
}

/** The backends made here and not closed yet: what `settled` waits for first. */
const openBackends = new Set<FirebaseBackend>();
/** A backend a test takes offline on purpose (its `isOnline` says false): never brought back here. */
const offlineWhen = new WeakMap<FirebaseBackend, () => boolean>();

/**
 * Under load the official emulator now and then breaks a listener's stream (the SDK logs
 * RESOURCE_EXHAUSTED "Received message larger than max" with a size of gigabytes) and the SDK then
 * waits its longest backoff, 60 s give or take half, before it listens again; meanwhile a one-off
 * read may be answered from the cache. The SDK's log says so, and names no instance: every open
 * backend that is online by its test's say restarts its network at once (queued writes stay queued
 * and go when it is back), and the log says it did.
 */
const BROKEN_STREAM = /RESOURCE_EXHAUSTED|Using maximum backoff delay/;
let listeningForBrokenStreams = false;
let restarting: Promise<void> | null = null;

function listenForBrokenStreams(): void {
  if (listeningForBrokenStreams) return;
  listeningForBrokenStreams = true;
  onLog(
    ({ message, type }) => {
      if (type !== '@firebase/firestore' || !BROKEN_STREAM.test(message) || restarting) return;
      restarting = restartNetworks().finally(() => {
        restarting = null;
      });
    },
    { level: 'error' },
  );
}

async function restartNetworks(): Promise<void> {
  const online = [...openBackends].filter((backend) => !offlineWhen.get(backend)?.());
  console.warn(`firebase-emulator-harness: the emulator broke a listener's stream; restarting the network of ${online.length} open backend(s)`);
  await Promise.all(
    online.map(async (backend) => {
      const db = backend.services.firestore;
      await disableNetwork(db).catch(() => {});
      // A test may have taken it offline, or closed it, in the meantime.
      if (openBackends.has(backend) && !offlineWhen.get(backend)?.()) await enableNetwork(db).catch(() => {});
    }),
  );
}

/**
 * Waits until every open backend's writes have reached the server (a write the adapter let go as
 * queued, on a slow machine, included), then until the server has judged every record of the shop.
 */
async function settledEverywhere(emulators: EmulatorAddresses, uid: string): Promise<void> {
  // A backend whose network a test turned off never empties its queue: give up on it after a while.
  const drained = (backend: FirebaseBackend) =>
    Promise.race([waitForPendingWrites(backend.services.firestore).catch(() => {}), new Promise<void>((resolve) => setTimeout(resolve, LIVE_TIMEOUT_MS).unref())]);
  await Promise.all([...openBackends].map(drained));
  await serverSettled(emulators, uid);
}

export function emulatorHelpers(emulators: EmulatorAddresses): ContractHelpers<FirebaseBackend> {
  return {
    async verifyEmail(backend, email) {
      await backend.applyActionCode(await latestOobCode(emulators, email, 'VERIFY_EMAIL'));
    },
    async completePasswordReset(backend, email, newPassword) {
      await confirmPasswordReset(backend.services.auth, await latestOobCode(emulators, email, 'PASSWORD_RESET'), newPassword);
    },
    chooseGoogleAccount(backend, account) {
      nextGoogleAccounts.set(backend, account);
    },
    timeoutMs: LIVE_TIMEOUT_MS,
    settled: (uid) => settledEverywhere(emulators, uid),
    // The official emulator isolates transactions (and its rules cap refunds besides); the
    // stand-in gives every transaction a dummy id and commits it unchecked.
    isolatesTransactions: emulators.enforcesRules === true,
  };
}
