// Starts what the Firebase adapter's tests talk to, in this one process, and prints one line of
// JSON with the addresses once everything listens:
// - the Auth emulator of firebase-tools (pure Node);
// - the Storage emulator of firebase-tools, with its Java rules runtime replaced by a stand-in
//   (./storage-rules-stand-in.cjs);
// - a Firestore server for the SDK's Node (gRPC) transport (./firestore-server.mjs).
// Stops on SIGTERM/SIGINT. Usage: node tooling/firebase/emulators.mjs [--project demo-shop]
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFirestoreServer } from './firestore-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const require = createRequire(import.meta.url);
const firebaseToolsDir = path.dirname(require.resolve('firebase-tools/package.json'));
const { installStorageRulesStandIn } = require('./storage-rules-stand-in.cjs');

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
};
const quiet = !process.argv.includes('--verbose');

const started = performance.now();
if (quiet) {
  // The emulators log every request through firebase-tools' logger; keep the test output clean.
  const { logger } = require(path.join(firebaseToolsDir, 'lib', 'logger.js'));
  logger.silent = true;
  for (const transport of logger.transports ?? []) transport.silent = true;
}

installStorageRulesStandIn(firebaseToolsDir);
const { AuthEmulator } = require(path.join(firebaseToolsDir, 'lib', 'emulator', 'auth', 'index.js'));
const { StorageEmulator } = require(path.join(firebaseToolsDir, 'lib', 'emulator', 'storage', 'index.js'));

const rulesFile = path.join(root, 'firebase', 'storage.rules');
const firestore = createFirestoreServer({ host, port: ports.firestore, log: quiet ? () => {} : console.error });
const auth = new AuthEmulator({ projectId, host, port: ports.auth });
const storage = new StorageEmulator({
  projectId,
  host,
  port: ports.storage,
  rules: { name: rulesFile, content: readFileSync(rulesFile, 'utf8') },
  auto_download: false,
});

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  firestore.stop();
  await Promise.allSettled([auth.stop(), storage.stop()]);
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

try {
  await Promise.all([firestore.start(), auth.start(), storage.start()]);
  const ready = {
    projectId,
    auth: `http://${host}:${ports.auth}`,
    firestore: `${host}:${ports.firestore}`,
    storage: `${host}:${ports.storage}`,
    startedInMs: Math.round(performance.now() - started),
  };
  process.stdout.write(`${JSON.stringify({ ready })}\n`);
} catch (error) {
  console.error('The emulators could not start:', error);
  await stop(1);
}
