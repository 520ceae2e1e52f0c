// Points a build of the suite at Firebase: reads the JSON file named by SHOP_FIREBASE_CONFIG and
// writes the runtime configuration's "backend" field (the rest — where the remotes live — is kept).
//
//   SHOP_FIREBASE_CONFIG=./firebase-web-config.json node tooling/firebase/runtime-config.mjs
//
// The file is either the web app's config object from the Firebase console
//   { "apiKey": "…", "authDomain": "…", "projectId": "…", "storageBucket": "…", "appId": "…" }
// or that object with emulator addresses:
//   { "firebase": { …as above… }, "emulators": { "auth": "http://127.0.0.1:9099", "firestore": "127.0.0.1:8080", "storage": "127.0.0.1:9199", "functions": "127.0.0.1:5001" } }
// Without SHOP_FIREBASE_CONFIG the backend goes back to the embedded local one.
// Writes shell/dist/runtime-config.json (the built suite; run `pnpm build` first), or the file
// given with --out (for instance shell/public/runtime-config.json to make it the default of every build).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const outIndex = process.argv.indexOf('--out');
const out = path.resolve(root, outIndex >= 0 ? process.argv[outIndex + 1] ?? '' : 'shell/dist/runtime-config.json');

const REQUIRED = ['apiKey', 'projectId'];
const RECOMMENDED = ['authDomain', 'storageBucket', 'appId'];
const EMULATORS = ['auth', 'firestore', 'storage', 'functions'];

function fail(message) {
  console.error(`runtime-config: ${message}`);
  process.exit(1);
}

function backendFromFile(json) {
  if (!json || typeof json !== 'object') fail('the Firebase config file must hold a JSON object.');
  const firebase = 'firebase' in json ? json.firebase : json;
  const emulators = 'firebase' in json ? json.emulators : undefined;
  if (!firebase || typeof firebase !== 'object') fail('"firebase" must be an object.');
  for (const key of REQUIRED) if (typeof firebase[key] !== 'string' || firebase[key] === '') fail(`the Firebase config has no "${key}".`);
  for (const [key, value] of Object.entries(firebase)) if (typeof value !== 'string') fail(`"firebase.${key}" must be a string.`);
  for (const key of RECOMMENDED) if (!firebase[key]) console.warn(`runtime-config: the Firebase config has no "${key}"; sign-in popups or uploads may not work.`);
  const backend = { type: 'firebase', firebase };
  if (emulators !== undefined) {
    if (!emulators || typeof emulators !== 'object') fail('"emulators" must be an object.');
    for (const key of Object.keys(emulators)) if (!EMULATORS.includes(key)) fail(`unknown emulator "${key}" (expected ${EMULATORS.join(', ')}).`);
    backend.emulators = emulators;
  }
  return backend;
}

const source = existsSync(out) ? out : path.join(root, 'shell', 'public', 'runtime-config.json');
const runtime = JSON.parse(readFileSync(source, 'utf8'));
const file = process.env.SHOP_FIREBASE_CONFIG;
if (file) {
  const given = path.resolve(process.cwd(), file);
  if (!existsSync(given)) fail(`SHOP_FIREBASE_CONFIG names ${given}, which does not exist.`);
  let json;
  try {
    json = JSON.parse(readFileSync(given, 'utf8'));
  } catch (error) {
    fail(`${given} is not valid JSON: ${error.message}`);
  }
  runtime.backend = backendFromFile(json);
} else {
  runtime.backend = { type: 'local' };
}
writeFileSync(out, `${JSON.stringify(runtime, null, 2)}\n`);
console.log(`runtime-config: ${path.relative(root, out)} now uses the ${runtime.backend.type} backend${runtime.backend.firebase ? ` (project ${runtime.backend.firebase.projectId})` : ''}.`);
