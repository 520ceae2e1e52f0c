// The official Cloud Firestore emulator (Java): the real rules engine, real transactions, and the
// browser SDK's WebChannel transport. Found, in this order, at:
// - FIRESTORE_EMULATOR_BINARY_PATH (the variable firebase-tools honours too);
// - Debian's package google-cloud-cli-firestore-emulator (the project's machines carry it);
// - firebase-tools' own download cache (~/.cache/firebase/emulators), on a contributor's machine.
// It runs on Java 11 or later. `findOfficialFirestore()` says where it is, or why it cannot run;
// `createOfficialFirestore()` starts it with firebase/firestore.rules loaded for every project.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIRESTORE_RULES_FILE = path.join(root, 'firebase', 'firestore.rules');
const DEBIAN_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MIN_JAVA = 11;

function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  return Number(match[1]) === 1 ? Number(match[2]) : Number(match[1]);
}

function cachedJar() {
  const dir = path.join(os.homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(dir)) return null;
  const jars = readdirSync(dir).filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name)).sort();
  return jars.length > 0 ? path.join(dir, jars[jars.length - 1]) : null;
}

/**
 * `{ jar, java }` when the official emulator can start here, else `{ reason }` saying what is missing.
 * SHOP_FIRESTORE_ENGINE=stand-in asks for the JavaScript stand-in even where the emulator exists.
 */
export function findOfficialFirestore() {
  if (process.env.SHOP_FIRESTORE_ENGINE === 'stand-in') return { reason: 'SHOP_FIRESTORE_ENGINE=stand-in' };
  const jar = [process.env.FIRESTORE_EMULATOR_BINARY_PATH, DEBIAN_JAR, cachedJar()].find((candidate) => candidate && existsSync(candidate));
  if (!jar) return { reason: `no official Firestore emulator (apt-get install google-cloud-cli-firestore-emulator, or set FIRESTORE_EMULATOR_BINARY_PATH)` };
  const java = javaMajorVersion();
  if (java === null) return { reason: `no Java to run ${jar}` };
  if (java < MIN_JAVA) return { reason: `Java ${java} is too old for ${jar} (needs ${MIN_JAVA}+)` };
  return { jar, java };
}

const READY = /Dev App Server is now running/;

/**
 * The official emulator on host:port with `rulesFile` loaded (every project id shares it; a test
 * may load other rules for its own project id through the REST endpoint). With `functionsEmulator`
 * (`host:port`), it delivers document events to the triggers that Functions emulator registers. `stop()` ends only the
 * process it started.
 */
export function createOfficialFirestore({ jar, host = '127.0.0.1', port = 8080, rulesFile = FIRESTORE_RULES_FILE, functionsEmulator = null, log = () => {} }) {
  let child = null;
  return {
    engine: 'official Firestore emulator',
    start() {
      return new Promise((resolve, reject) => {
        child = spawn('java', ['-Duser.language=en', '-Xss4m', '-cp', jar, 'com.google.cloud.datastore.emulator.firestore.CloudFirestore', 'start', `--host=${host}`, `--port=${port}`, `--rules=${rulesFile}`, ...(functionsEmulator ? [`--functions_emulator=${functionsEmulator}`] : [])], {
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        const timer = setTimeout(() => reject(new Error(`The Firestore emulator did not start within 120 s.\n${output}`)), 120_000);
        const onData = (chunk) => {
          const text = chunk.toString();
          log(text);
          if (output !== null) output += text;
          if (output !== null && READY.test(output)) {
            output = null;
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.on('exit', (code) => {
          clearTimeout(timer);
          if (output !== null) reject(new Error(`The Firestore emulator exited (code ${code}) before it was ready.\n${output}`));
        });
      });
    },
    stop() {
      if (!child || child.exitCode !== null || child.pid === undefined) return Promise.resolve();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5_000);
      return exited.finally(() => clearTimeout(timer));
    },
  };
}
