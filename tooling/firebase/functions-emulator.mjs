// The server's code (functions/) under firebase-tools' own Functions emulator, run in this process
// beside the official Firestore emulator: the functions are built (functions/build.mjs), the
// Firestore emulator that this harness started is entered in firebase-tools' registry (so the
// Functions emulator registers its document triggers there), and the Firestore emulator, started
// with `--functions_emulator`, delivers every document event of the project to them. The Functions
// emulator itself is Node (its workers are `node` processes running functions/lib/index.js), so no
// Java 21 is needed: only the Firestore emulator is Java, and the harness starts that itself.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFunctions } from '../../functions/build.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
export const FUNCTIONS_DIR = path.join(root, 'functions');

/**
 * Starts the Functions emulator on host:port for `projectId`, with its triggers registered at the
 * Firestore emulator already listening on host:firestorePort, with `env` set for the server's code.
 * `stop()` ends its workers.
 */
export async function startFunctionsEmulator({ firebaseToolsDir, projectId, host, port, firestorePort, env = {} }) {
  await buildFunctions();
  const require = createRequire(path.join(firebaseToolsDir, 'package.json'));
  const { EmulatorRegistry } = require(path.join(firebaseToolsDir, 'lib', 'emulator', 'registry.js'));
  const { FunctionsEmulator } = require(path.join(firebaseToolsDir, 'lib', 'emulator', 'functionsEmulator.js'));
  const { Emulators } = require(path.join(firebaseToolsDir, 'lib', 'emulator', 'types.js'));
  // The harness's own Firestore emulator, as the registry knows emulators: where it listens.
  const firestore = {
    getName: () => Emulators.FIRESTORE,
    getInfo: () => ({ name: Emulators.FIRESTORE, host, port: firestorePort, listen: [{ address: host, port: firestorePort, family: 'IPv4' }] }),
    start: async () => {},
    connect: async () => {},
    stop: async () => {},
  };
  await EmulatorRegistry.start(firestore);
  const functions = new FunctionsEmulator({
    projectId,
    projectDir: root,
    // METADATA_SERVER_DETECTION=none: the Admin SDK in the workers never looks for a cloud
    // metadata server (it would try a link-local address; these machines reach none).
    // `env`: what the harness sets for the server's code, such as where Paystack answers (functions/README.md, 'Paying for a plan').
    emulatableBackends: [{ functionsDir: FUNCTIONS_DIR, codebase: 'default', env: { METADATA_SERVER_DETECTION: 'none', ...env }, secretEnv: [], ignore: ['node_modules', 'src', '*.mjs', '*.md'] }],
    host,
    port,
    verbosity: 'QUIET',
  });
  await EmulatorRegistry.start(functions);
  await functions.connect();
  return {
    address: `${host}:${port}`,
    triggers: () => Object.keys(functions.triggers ?? {}),
    stop: () => functions.stop(),
  };
}
