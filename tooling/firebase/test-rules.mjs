// The one check `npm test` cannot make on the project's machines: the Storage rules, whose engine
// (the Storage emulator's Java rules runtime) firebase-tools downloads at run time. On a machine that
// can (.github/workflows/firebase-rules.yml: Java 21 and the network), `firebase emulators:exec`
// starts firebase-tools' own Auth, Firestore, Storage and Functions emulators with firebase.json, and
// runs this script again inside, which runs the whole `firebase` vitest project against them —
// the Firestore rules suite, the Storage rules suite and the contract suite, all rules enforced.
// Everywhere else `npm test` already runs the Firestore rules on the official Firestore emulator
// from Debian's package; this script is not needed there.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const PROJECT_ID = 'demo-shop-rules';

if (process.argv.includes('--inside')) {
  const emulators = {
    projectId: PROJECT_ID,
    auth: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
    firestore: process.env.FIRESTORE_EMULATOR_HOST,
    storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST,
    enforcesRules: true,
    storageEnforcesRules: true,
    // The server's triggers (functions/) run under firebase-tools' Functions emulator here.
    functions: 'firebase-tools',
    engine: "firebase-tools' Firestore emulator, rules enforced",
  };
  const result = spawnSync(bin('vitest'), ['run', '--project', 'firebase'], { cwd: root, stdio: 'inherit', env: { ...process.env, SHOP_FIREBASE_EMULATORS: JSON.stringify(emulators) } });
  process.exit(result.status ?? 1);
}

const underEmulators = spawnSync(
  bin('firebase'),
  [
    'emulators:exec',
    '--only',
    'auth,firestore,storage,functions',
    '--project',
    PROJECT_ID,
    '--config',
    path.join(root, 'firebase.json'),
    `node ${JSON.stringify(path.join(root, 'tooling', 'firebase', 'test-rules.mjs'))} --inside`,
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(underEmulators.status ?? 1);
