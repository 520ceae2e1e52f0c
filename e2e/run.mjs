// Runs the end-to-end specs in Debian's Chromium against the production build served the way
// `npm start` serves it. Usage: node e2e/run.mjs [--no-build] [--concurrency=N] [--hold-firebase] [spec files...]
//
// Spec files run N at a time (2 unless told; 1 on a single core), each in contexts of its own on
// one shared Chromium (support/browser.mjs): a browser test waits on pages and servers much of its
// time, so two keep two cores busy where one left one idle. The specs on Firebase (those using
// support/firebase.mjs) share one emulator set, started here while the first specs on the local
// backend run (support/firebase.mjs, SHARED_EMULATORS_ENV), and go first once it is ready, one at
// a time. A file's output is printed whole when it ends, with its time.
// Given a running set in SHARED_EMULATORS_ENV (npm test's, tooling/test-all.mjs), it uses that one
// and leaves it running; with --hold-firebase the Firebase specs wait until a line comes on stdin
// (npm test sends it when its Firebase step, on the same set, has ended) and the rest go meanwhile.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { buildAll } from '../tooling/build-all.mjs';
import { createSuiteServer, listen } from '../tooling/serve.mjs';
import { warmUpFirestore } from '../tooling/firebase/warm-up.mjs';
import { launchSharedBrowser, SHARED_BROWSER_ENV } from './support/browser.mjs';
import { SHARED_EMULATORS_ENV, startEmulatorSet, whyFirebaseCannotRun } from './support/firebase.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const told = args.find((a) => a.startsWith('--concurrency='))?.slice('--concurrency='.length);
const concurrency = Math.max(1, Number(told ?? Math.min(2, availableParallelism())));
if (!Number.isInteger(concurrency)) throw new Error(`--concurrency takes a whole number, not ${told}`);
const files = args.filter((a) => !a.startsWith('--'));
const specsDir = path.join(import.meta.dirname, 'specs');
const specs = files.length ? files : readdirSync(specsDir).filter((f) => f.endsWith('.spec.mjs')).map((f) => path.join(specsDir, f));

if (!skipBuild) await buildAll();
mkdirSync(path.join(import.meta.dirname, 'artifacts'), { recursive: true });
// The built Storybook (npm test builds it before this step; the Storybook spec builds it when missing).
const server = createSuiteServer({
  extraMounts: {
    '/storybook/': path.join(import.meta.dirname, '..', 'storybook-static'),
  },
});
const url = await listen(server, 0);
console.log(`e2e: serving the suite at ${url}`);
// One Chromium for every spec file, each connecting to it (support/browser.mjs SHARED_BROWSER_ENV).
const browser = await launchSharedBrowser();

const onFirebase = (file) => readFileSync(file, 'utf8').includes('support/firebase.mjs');
const queue = [...specs.filter(onFirebase), ...specs.filter((file) => !onFirebase(file))];
let firebaseRunning = false;
const results = [];

// One emulator set for every spec on Firebase; where the official emulator cannot run, those specs
// skip themselves, saying why.
const firebaseQueued = queue.some(onFirebase) && !whyFirebaseCannotRun();
let shared = null;
let sharedFailure = null;
let sharedSettled = !firebaseQueued;
const sharedStarted = performance.now();
const given = process.env[SHARED_EMULATORS_ENV] ? JSON.parse(process.env[SHARED_EMULATORS_ENV]) : null;
/** Resolves once a line comes on stdin (--hold-firebase), else at once. */
const released = args.includes('--hold-firebase')
  ? new Promise((resolve) => {
      process.stdin.on('data', resolve);
      process.stdin.on('end', resolve);
    }).then(() => process.stdin.destroy())
  : Promise.resolve();
/** A set that was given: warmed up for the browser's transport (the Firebase step used the Node SDK's), not stopped here. */
async function givenSet() {
  await released;
  const warmUp = await warmUpFirestore({ host: given.ready.firestore, projectId: given.projectId });
  return { ...given, startUp: { ...given.startUp, ...warmUp }, stop: async () => {} };
}
const sharedSet = firebaseQueued
  ? (given ? givenSet() : startEmulatorSet()).then(
      (set) => {
        shared = set;
        const seconds = (ms) => `${((ms ?? 0) / 1000).toFixed(1)} s`;
        const { emulators, admin, rules, webChannel } = set.startUp;
        const whose = given ? 'the emulator set it was given' : 'one Firebase emulator set';
        console.log(`e2e: ${whose} for ${queue.filter(onFirebase).length} spec files, ready in ${seconds(performance.now() - sharedStarted)} (emulators ${seconds(emulators)}, Firestore warm-up ${seconds(admin + rules + webChannel)})`);
      },
      (error) => {
        sharedFailure = error;
      },
    ).finally(() => {
      sharedSettled = true;
    })
  : null;

/** One spec file under `node --test`; resolves with its exit code, output and time. */
function runSpec(file) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--test', '--test-reporter=spec', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, E2E_BASE_URL: url, [SHARED_BROWSER_ENV]: browser.wsEndpoint(), ...(shared ? { [SHARED_EMULATORS_ENV]: JSON.stringify({ projectId: shared.projectId, ready: shared.ready, startUp: shared.startUp }) } : {}) },
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(output).toString(), seconds: (performance.now() - started) / 1000 }));
  });
}

/** Takes the next file it may run (a Firebase one only while no other is running) until none is left. */
async function lane() {
  for (;;) {
    const index = queue.findIndex((file) => !(onFirebase(file) && (firebaseRunning || !sharedSettled)));
    if (index === -1) {
      if (!queue.length) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    const [file] = queue.splice(index, 1);
    const firebase = onFirebase(file);
    if (firebase) firebaseRunning = true;
    const result = firebase && sharedFailure
      ? { code: 1, output: `The Firebase emulators shared by the specs did not start: ${sharedFailure.stack ?? sharedFailure}\n`, seconds: 0 }
      : await runSpec(file);
    if (firebase) firebaseRunning = false;
    // The last Firebase spec is done: a set of its own stops now rather than idle beside the rest
    // (idle, it still costs a few hundredths of a core here); a set it was given is left running.
    if (firebase && !queue.some(onFirebase)) await stopShared();
    const name = path.relative(process.cwd(), file);
    process.stdout.write(`\n── ${name} (${result.seconds.toFixed(1)} s)\n${result.output}`);
    results.push({ name, ...result });
  }
}

/** Stops the shared emulator set, once. */
let sharedStopped = null;
function stopShared() {
  sharedStopped ??= (sharedSet ?? Promise.resolve()).then(() => shared?.stop());
  return sharedStopped;
}

await Promise.all(Array.from({ length: concurrency }, lane));
server.close();
await browser.close();
await stopShared();
const count = (label) => results.reduce((sum, r) => sum + Number(r.output.match(new RegExp(`^ℹ ${label} (\\d+)`, 'm'))?.[1] ?? 0), 0);
console.log(`\ne2e: ${results.length} spec files, ${concurrency} at a time: ${results.sort((x, y) => y.seconds - x.seconds).map((r) => `${path.basename(r.name)} ${r.seconds.toFixed(1)} s`).join(' · ')}`);
console.log(`e2e in all: ${count('tests')} tests, ${count('pass')} passed, ${count('fail')} failed, ${count('skipped')} skipped, ${count('todo')} todo`);
const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
if (failed.length) console.error(`e2e: failed in ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
