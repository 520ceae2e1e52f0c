// The built suite on Firebase for the end-to-end specs: the Auth emulator and the official
// Firestore emulator with firebase/firestore.rules loaded (tooling/firebase/emulators.mjs, which
// also starts a Storage emulator), and a second server of the same build (tooling/serve.mjs) whose
// runtime-config.json, written by tooling/firebase/runtime-config.mjs, points at them. The server
// e2e/run.mjs starts keeps the local backend for every other spec.
//
// Also: the Auth emulator's out-of-band codes (the verification e-mail), and reads of the
// emulator's documents as an administrator (the Firestore REST API with `Authorization: Bearer
// owner`, which the emulator lets past the rules), for specs to check what reached the server.
import { spawn } from 'node:child_process';
import { copyFileSync, createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmulatorProcess, stopEmulatorProcess } from '../../tooling/firebase/emulator-process.mjs';
import { findOfficialFirestore } from '../../tooling/firebase/official-firestore.mjs';
import { warmUpFirestore } from '../../tooling/firebase/warm-up.mjs';
import { createSuiteServer, listen } from '../../tooling/serve.mjs';
import { fillSignup, logIn, newOwner, openAuthModal } from './account.mjs';
import { openPage } from './browser.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const RUNTIME_CONFIG = path.join(ROOT, 'tooling', 'firebase', 'runtime-config.mjs');
const BUILT_RUNTIME_CONFIG = path.join(ROOT, 'shell', 'dist', 'runtime-config.json');

/**
 * Why the suite cannot run on Firebase here (no official Firestore emulator, no Java), or null.
 * The JavaScript stand-in of tooling/firebase/firestore-server.mjs speaks only the SDK's Node
 * transport (gRPC), not the browser's WebChannel, so it is no substitute.
 */
export function whyFirebaseCannotRun() {
  const official = findOfficialFirestore();
  return official.jar ? null : `the official Firestore emulator cannot run here: ${official.reason}`;
}

/**
 * Where e2e/run.mjs hands the spec files its one emulator set (JSON: `{ projectId, ready, startUp }`),
 * so that the Firebase specs share it instead of each starting its own (30–45 s of a loaded 2-core
 * machine each). Each spec's owners, shops and e-mails are its own (support/account.mjs newOwner),
 * and e2e/run.mjs runs the Firebase specs one at a time, so what one leaves the next never reads.
 */
export const SHARED_EMULATORS_ENV = 'SHOP_E2E_EMULATORS';

/**
 * Starts one emulator set for `projectId` (tooling/firebase/emulators.mjs, each on a free port,
 * stopped with this process), the Firestore emulator warmed up first unless `warmUp: false`.
 * Resolves with `{ projectId, ready, startUp, stop }` once ready; `startUp` says what the start
 * (ready line) and the warm-up took, in ms.
 */
export async function startEmulatorSet({ projectId = 'demo-shop-e2e', warmUp: warm = true } = {}) {
  // SHOP_E2E_EMULATOR_LOG=<file>: the emulators' own log (every request) goes there, to debug a run.
  const logFile = process.env.SHOP_E2E_EMULATOR_LOG;
  const { child, ready } = await startEmulatorProcess({ projectId, log: logFile ? createWriteStream(logFile) : null });
  try {
    if (!ready.enforcesRules) throw new Error(`The emulators started without the official Firestore emulator (${ready.engine}).`);
    // The emulator's lazy start-up, paid here rather than by the first screen that asks
    // (tooling/firebase/warm-up.mjs: the till's 20-s "Loading products…").
    const warmUp = warm ? await warmUpFirestore({ host: ready.firestore, projectId }) : {};
    return { projectId, ready, startUp: { emulators: ready.startedInMs, ...warmUp }, stop: () => stopEmulatorProcess(child) };
  } catch (error) {
    await stopEmulatorProcess(child);
    throw error;
  }
}

/**
 * A server of the built suite pointing at Firebase emulators: e2e/run.mjs's shared set when it
 * gave one (SHARED_EMULATORS_ENV; then `projectId` and `warmUp` are that set's), else a set of its
 * own for `projectId`, warmed up unless `warmUp: false` (to measure its cold start).
 * Returns `{ baseUrl, projectId, emulators, engine, startedInMs, startUp, admin, oobCodes, stop }`;
 * `stop` stops the emulators only when they are the suite's own.
 */
export async function startFirebaseSuite({ projectId: asked = 'demo-shop-e2e', warmUp = true } = {}) {
  const started = performance.now();
  const given = process.env[SHARED_EMULATORS_ENV];
  const set = given ? { ...JSON.parse(given), stop: async () => {} } : await startEmulatorSet({ projectId: asked, warmUp });
  const { projectId, ready } = set;
  const stopEmulators = set.stop;

  // The build's runtime configuration (where the remotes are), its backend set by the project's
  // own writer from a web config with emulator addresses, as docs/firebase.md describes.
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-firebase-'));
  // The Functions emulator too: the server's callables (the online store's orders) run there.
  const emulators = { auth: ready.auth, firestore: ready.firestore, storage: ready.storage, ...(ready.functions ? { functions: ready.functions } : {}) };
  const webConfig = path.join(dir, 'firebase-web-config.json');
  const runtimeConfig = path.join(dir, 'runtime-config.json');
  writeFileSync(
    webConfig,
    JSON.stringify({
      firebase: { apiKey: 'demo-api-key', authDomain: `${projectId}.firebaseapp.com`, projectId, storageBucket: `${projectId}.appspot.com`, appId: 'demo-app-id' },
      emulators,
    }),
  );
  copyFileSync(BUILT_RUNTIME_CONFIG, runtimeConfig);
  await new Promise((resolve, reject) => {
    const writer = spawn(process.execPath, [RUNTIME_CONFIG, '--out', runtimeConfig], { env: { ...process.env, SHOP_FIREBASE_CONFIG: webConfig }, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    writer.stderr.on('data', (chunk) => (errors += chunk));
    writer.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`runtime-config.mjs failed (code ${code}): ${errors}`))));
  }).catch(async (error) => {
    await stopEmulators();
    throw error;
  });

  const server = createSuiteServer({ files: { '/runtime-config.json': runtimeConfig } });
  const baseUrl = await listen(server, 0);
  const firestoreUrl = `http://${ready.firestore}`;

  return {
    baseUrl,
    projectId,
    emulators,
    engine: ready.engine,
    /** Till this suite served; with a shared set, the set's own start is in `startUp`, paid once by e2e/run.mjs. */
    startedInMs: Math.round(performance.now() - started),
    /** What the emulators' start (ready line) and the Firestore warm-up took, in ms; `shared` when e2e/run.mjs started them. */
    startUp: { ...set.startUp, shared: Boolean(given) },
    admin: firestoreAdmin(firestoreUrl, projectId),
    oobCodes: () => oobCodes(ready.auth, projectId),
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      server.closeAllConnections?.();
      await stopEmulators();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The Auth emulator's out-of-band codes (verification and reset e-mails), oldest first. */
async function oobCodes(authUrl, projectId) {
  const response = await fetch(`${authUrl}/emulator/v1/projects/${projectId}/oobCodes`);
  if (!response.ok) throw new Error(`oobCodes: ${response.status} ${await response.text()}`);
  return (await response.json()).oobCodes ?? [];
}

/** A Firestore REST value as plain JSON (timestamps as ISO strings, integers as numbers). */
export function fromValue(value) {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) return value.timestampValue;
  if ('stringValue' in value) return value.stringValue;
  if ('referenceValue' in value) return value.referenceValue;
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(fromValue);
  if ('mapValue' in value) return fromFields(value.mapValue.fields ?? {});
  throw new Error(`Unknown Firestore value ${JSON.stringify(value)}`);
}

const fromFields = (fields) => Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromValue(value)]));

/**
 * Reads of the emulator's documents past the rules (the emulator treats `Bearer owner` as an
 * administrator). `list('businesses/uid/sales')` → `[{ id, ...fields }]`, every page.
 */
function firestoreAdmin(firestoreUrl, projectId) {
  const base = `${firestoreUrl}/v1/projects/${projectId}/databases/(default)/documents`;
  const headers = { Authorization: 'Bearer owner' };
  return {
    async list(collectionPath) {
      const documents = [];
      let pageToken = '';
      do {
        const url = `${base}/${collectionPath}?pageSize=300${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`;
        const response = await fetch(url, { headers });
        if (!response.ok) throw new Error(`GET ${collectionPath}: ${response.status} ${await response.text()}`);
        const body = await response.json();
        for (const document of body.documents ?? []) documents.push({ id: document.name.split('/').pop(), ...fromFields(document.fields ?? {}) });
        pageToken = body.nextPageToken ?? '';
      } while (pageToken);
      return documents;
    },
    async get(documentPath) {
      const response = await fetch(`${base}/${documentPath}`, { headers });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`GET ${documentPath}: ${response.status} ${await response.text()}`);
      const document = await response.json();
      return { id: document.name.split('/').pop(), ...fromFields(document.fields ?? {}) };
    },
  };
}

/**
 * support/browser.mjs's openPage on `baseUrl` (a fresh context: its own IndexedDB, so its own
 * Firestore cache; a page recording console errors and failed requests, and here also the requests
 * the server answered with an error, with their URL). Service workers are allowed unless told
 * (`serviceWorkers: 'block'`), so the offline app runs as deployed (e2e/specs/offline-firebase.spec.mjs);
 * a spec that drives the network the page sees passes support/browser.mjs's SERVICE_WORKERS.
 */
export async function openFirebasePage(browser, baseUrl, options = {}) {
  const opened = await openPage(browser, { serviceWorkers: 'allow', ...options, baseURL: baseUrl });
  opened.page.on('response', (response) => {
    if (response.status() >= 400) opened.problems.push(`response ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return opened;
}

/**
 * Signs a new owner up in the landing page's dialog, opens the link of the verification e-mail the
 * Auth emulator kept (the emulator's own action page applies the code, as Firebase's hosted page
 * does for a real project), and logs in; on /dashboard at the end. Returns the owner.
 */
export async function signUpVerifyAndLogIn(page, suite, overrides = {}) {
  const owner = newOwner(overrides);
  const dialog = await openAuthModal(page, 'signup');
  await fillSignup(dialog, owner);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await dialog.getByRole('heading', { name: 'Verify your email' }).waitFor({ timeout: 30_000 });
  const code = (await suite.oobCodes()).filter((c) => c.email === owner.email && c.requestType === 'VERIFY_EMAIL').pop();
  if (!code) throw new Error(`The Auth emulator holds no verification e-mail for ${owner.email}.`);
  // Opened in a tab of its own, as from a mail app (the emulator's page has no favicon: its 404
  // stays out of the app page's problems).
  const mail = await page.context().newPage();
  try {
    const answer = await mail.goto(code.oobLink);
    const body = await answer.text();
    if (answer.status() !== 200 || !/successfully verified/.test(body)) throw new Error(`The verification link answered ${answer.status()}: ${body}`);
  } finally {
    await mail.close();
  }
  await logIn(page, owner);
  return owner;
}
