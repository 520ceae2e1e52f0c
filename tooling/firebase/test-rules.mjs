// Runs the security rules suite (shared/src/backend/firebase/*.rules.test.ts) under the official
// Firebase emulators: `firebase emulators:exec` starts Auth, Firestore and Storage with
// firebase/firebase.json, then runs the `firebase-rules` vitest project inside. The emulators need
// Java 21 and network access on first use (they download their JARs). Without Java 21 the suite is
// run on its own, so that it reports itself skipped with the reason; a failure under the
// emulators is a failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  return Number(match[1]) === 1 ? Number(match[2]) : Number(match[1]);
}

const java = javaMajorVersion();
if (java === null || java < 21) {
  console.warn(`The official emulators need Java 21 (${java === null ? 'no Java found' : `Java ${java} found`}); the rules suite will report itself skipped.`);
  const alone = spawnSync(bin('vitest'), ['run', '--project', 'firebase-rules'], { cwd: root, stdio: 'inherit' });
  process.exit(alone.status ?? 1);
}

const underEmulators = spawnSync(
  bin('firebase'),
  [
    'emulators:exec',
    '--only',
    'auth,firestore,storage',
    '--project',
    'demo-shop-rules',
    '--config',
    path.join(root, 'firebase', 'firebase.json'),
    `${bin('vitest')} run --project firebase-rules`,
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(underEmulators.status ?? 1);
