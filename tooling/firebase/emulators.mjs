// Starts what the Firebase adapter's tests talk to, in this one process, and prints one line of
// JSON with the addresses once everything listens:
// - the Auth emulator of firebase-tools (pure Node);
// - the Storage emulator of firebase-tools, with its Java rules runtime replaced by a stand-in
//   (./storage-rules-stand-in.mjs);
// - Firestore: the official emulator with firebase/firestore.rules loaded (./official-firestore.mjs)
//   wherever it and Java are installed; elsewhere the JavaScript stand-in for the SDK's Node (gRPC)
//   transport (./firestore-server.mjs), which evaluates no rules. The ready line names the engine.
// - beside the official emulator, the server's code (functions/) under firebase-tools' Functions
//   emulator (./functions-emulator.mjs), its triggers fed by that Firestore emulator's events.
// Stops on SIGTERM/SIGINT, or when the process given by --parent ends.
// Usage: node tooling/firebase/emulators.mjs [--project demo-shop] [--auth-port 9099] [--firestore-port 8080]
//        [--storage-port 9199] [--functions-port 5001] [--paystack-port 0] [--parent <pid>] [--verbose]
// --paystack-port: where the server's code finds Paystack (PAYSTACK_API_URL, with the test secret
// key PAYSTACK_TEST_SECRET_KEY): a local stand-in the tests start there (functions/test/plan-payments.test.ts).
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFirestoreServer } from './firestore-server.mjs';
import { createOfficialFirestore, findOfficialFirestore } from './official-firestore.mjs';
import { warmUpFirestore } from './warm-up.mjs';
import { installStorageRulesStandIn } from './storage-rules-stand-in.mjs';
import { startFunctionsEmulator } from './functions-emulator.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const require = createRequire(import.meta.url);
const firebaseToolsDir = path.dirname(require.resolve('firebase-tools/package.json'));

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] ?? fallback : fallback;
}

const projectId = option('project', process.env.SHOP_FIREBASE_PROJECT ?? 'demo-shop');
const host = '127.0.0.1';
const ports = {
  auth: Number(option('auth-port', 9099)),
  firestore: Number(option('firestore-port', 8080)),
  storage: Number(option('storage-port', 9199)),
  functions: Number(option('functions-port', 5001)),
};
const quiet = !process.argv.includes('--verbose');
/** The secret key the server's code signs and verifies Paystack's events with under the emulators; no real account's. */
const PAYSTACK_TEST_SECRET_KEY = 'sk_test_shopdesk_emulator';
const paystackPort = Number(option('paystack-port', 0));
const paystack = paystackPort > 0 ? { url: `http://${host}:${paystackPort}`, secretKey: PAYSTACK_TEST_SECRET_KEY } : null;

const started = performance.now();
if (quiet) {
  // The emulators log every request through firebase-tools' logger; keep the test output clean.
  const { logger } = require(path.join(firebaseToolsDir, 'lib', 'logger.js'));
  logger.silent = true;
  for (const transport of logger.transports ?? []) transport.silent = true;
}

// Its members and staff records are read from the Firestore emulator below, as the rules' firestore.get does.
installStorageRulesStandIn(firebaseToolsDir, { firestore: `${host}:${ports.firestore}`, projectId });
const { AuthEmulator } = require(path.join(firebaseToolsDir, 'lib', 'emulator', 'auth', 'index.js'));
const { StorageEmulator } = require(path.join(firebaseToolsDir, 'lib', 'emulator', 'storage', 'index.js'));
// The registry is how the emulators find each other (Storage builds its download URLs from it).
const { EmulatorRegistry } = require(path.join(firebaseToolsDir, 'lib', 'emulator', 'registry.js'));

const rulesFile = path.join(root, 'firebase', 'storage.rules');
const official = findOfficialFirestore();
const firestore = official.jar
  ? createOfficialFirestore({ jar: official.jar, host, port: ports.firestore, functionsEmulator: `${host}:${ports.functions}`, log: quiet ? () => {} : (text) => process.stderr.write(text) })
  : createFirestoreServer({ host, port: ports.firestore, log: quiet ? () => {} : console.error });
const engine = official.jar ? `official Firestore emulator (${path.basename(official.jar)}, Java ${official.java}), rules enforced` : `JavaScript stand-in, no rules (${official.reason})`;
const auth = new AuthEmulator({ projectId, host, port: ports.auth });
const storage = new StorageEmulator({
  projectId,
  host,
  port: ports.storage,
  rules: { name: rulesFile, content: readFileSync(rulesFile, 'utf8') },
  auto_download: false,
});

let functions = null;
let stopping = false;

/**
 * Ends the Functions emulator's workers (`node …/functionsEmulatorRuntime`, children of this
 * process) at once. firebase-tools' own stop leaves busy ones running, and a test run that kills
 * this process 5 s after asking it to stop orphans the rest: a fresh-clone `npm test` left 21 of
 * them behind, 120 MB each. Read from /proc (Linux); elsewhere firebase-tools' stop is all there is.
 */
function endFunctionWorkers() {
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== process.pid || !readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('functionsEmulatorRuntime')) continue;
      process.kill(Number(entry), 'SIGKILL');
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
}
process.on('exit', endFunctionWorkers);

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  endFunctionWorkers();
  await Promise.allSettled([firestore.stop(), auth.stop(), storage.stop(), functions?.stop()]);
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
// One of the in-process emulators failing must say why before the process ends.
process.on('uncaughtException', (error) => {
  console.error('An emulator failed:', error);
  void stop(1);
});
process.on('unhandledRejection', (error) => console.error('An emulator left a promise rejected:', error));
process.on('SIGINT', () => void stop(0));

// Started by a test run that may be killed before its teardown: leave when that parent is gone.
const parentPid = Number(option('parent', 0));
if (parentPid > 0) {
  setInterval(() => {
    try {
      process.kill(parentPid, 0);
    } catch {
      void stop(0);
    }
  }, 1_000).unref();
}

try {
  await Promise.all([firestore.start(), EmulatorRegistry.start(auth), EmulatorRegistry.start(storage)]);
  // The official emulator answers its first requests slowly (./warm-up.mjs): pay that here, not in
  // the first test.
  // The server's triggers need the official emulator (the stand-in delivers no document events);
  // they listen before the first write, which the emulator would otherwise fail to deliver.
  if (official.jar) functions = await startFunctionsEmulator({
      firebaseToolsDir,
      projectId,
      host,
      port: ports.functions,
      firestorePort: ports.firestore,
      env: paystack ? { PAYSTACK_API_URL: paystack.url, PAYSTACK_SECRET_KEY: paystack.secretKey } : {},
    });
  if (official.jar) await warmUpFirestore({ host: `${host}:${ports.firestore}`, projectId, webChannel: false });
  const ready = {
    projectId,
    auth: `http://${host}:${ports.auth}`,
    firestore: `${host}:${ports.firestore}`,
    storage: `${host}:${ports.storage}`,
    functions: functions ? functions.address : null,
    triggers: functions ? functions.triggers() : [],
    enforcesRules: Boolean(official.jar),
    engine,
    paystack,
    startedInMs: Math.round(performance.now() - started),
  };
  process.stdout.write(`${JSON.stringify({ ready })}\n`);
} catch (error) {
  console.error('The emulators could not start:', error);
  await stop(1);
}
