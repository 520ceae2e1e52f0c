// Runs the security rules suite (shared/src/backend/firebase/*.rules.test.ts) and then the Firebase
// contract suite under the official Firebase emulators: `firebase emulators:exec` starts Auth,
// Firestore and Storage with firebase/firebase.json (so they enforce firestore.rules and
// storage.rules), and runs this script again inside, which points both suites at them. The
// contract suite then proves that every write the adapter makes passes the rules.
// The emulators need Java 21 and network access on first use (they download their JARs). Without
// Java 21 the rules suite is run on its own, so that it reports itself skipped with the reason; a
// failure under the emulators is a failure. .github/workflows/firebase-rules.yml runs this on a
// runner with Java 21.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const PROJECT_ID = 'demo-shop-rules';

function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  return Number(match[1]) === 1 ? Number(match[2]) : Number(match[1]);
}

function vitest(projects, env = process.env) {
  const args = ['run', ...projects.flatMap((project) => ['--project', project])];
  return spawnSync(bin('vitest'), args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
}

if (process.argv.includes('--inside')) {
  // Inside `emulators:exec`: the rules suite first (it clears the emulators between its cases),
  // then the contract suite on the same emulators, which now enforce the rules.
  const rules = vitest(['firebase-rules']);
  const emulators = {
    projectId: PROJECT_ID,
    auth: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
    firestore: process.env.FIRESTORE_EMULATOR_HOST,
    storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST,
    enforcesRules: true,
  };
  const contract = vitest(['firebase'], { ...process.env, SHOP_FIREBASE_EMULATORS: JSON.stringify(emulators) });
  process.exit(rules || contract);
}

const java = javaMajorVersion();
if (java === null || java < 21) {
  console.warn(`The official emulators need Java 21 (${java === null ? 'no Java found' : `Java ${java} found`}); the rules suite will report itself skipped.`);
  process.exit(vitest(['firebase-rules']));
}

const underEmulators = spawnSync(
  bin('firebase'),
  [
    'emulators:exec',
    '--only',
    'auth,firestore,storage',
    '--project',
    PROJECT_ID,
    '--config',
    path.join(root, 'firebase', 'firebase.json'),
    `node ${JSON.stringify(path.join(root, 'tooling', 'firebase', 'test-rules.mjs'))} --inside`,
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(underEmulators.status ?? 1);
