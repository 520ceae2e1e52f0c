// `npm test`: every check the project has, in the order that fails fastest —
// lint and types side by side, the domain's tests with its coverage gate, the other unit/component/story tests, with
// the Firebase adapter and the Firestore rules on the official emulator running beside them; then
// the production build and the Storybook build, once each; then the end-to-end specs in Chromium
// against that build (two spec files at a time, e2e/run.mjs --no-build; those on Firebase once the
// Firebase step has ended), then every benchmark in its smoke size on the same build (two at a
// time, bench/smoke.mjs --no-build). The steps on Firebase share one emulator set, started first.
// Each step's time is printed at the end, and the whole run's.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ensureInstalled, ROOT } from './ensure-install.mjs';
import { startEmulatorProcess, stopEmulatorProcess } from './firebase/emulator-process.mjs';
import { findOfficialFirestore } from './firebase/official-firestore.mjs';

ensureInstalled();
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
// TypeScript 7, the native compiler, checks the types (package.json's `typecheck`); TypeScript 6
// stays installed for the tools that read TypeScript through its JavaScript API (typescript-eslint's
// parser, Storybook's prop tables), whose supported range ends below 7.
const TYPE_CHECKER = path.join(ROOT, 'node_modules', 'typescript-7', 'bin', 'tsc');
const reports = path.join(ROOT, 'node_modules', '.test-reports');
mkdirSync(reports, { recursive: true });

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  if (process.getuid?.() === 0) {
    console.log('Installing Debian\'s Chromium for the end-to-end tests...');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  if (!existsSync(chromium)) throw new Error(`End-to-end tests need Chromium at ${chromium}: apt-get install -y chromium`);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
const running = new Set();
const began = performance.now();
// Steps run in process groups of their own (to stop one whole): Ctrl-C stops them too.
process.on('SIGINT', () => {
  for (const child of running) process.kill(-child.pid, 'SIGTERM');
  process.exit(130);
});

/**
 * Runs one step and resolves when it passed; a failed step prints the summary, stops whatever else
 * is running and exits. `background`: its output is held and printed whole when it ends, so that
 * it runs beside the steps in the foreground without mixing its lines into theirs.
 */
function step(name, command, args, { count, background = false, env = {}, onStart } = {}) {
  if (!background) console.log(`\n▶ ${name}`);
  const started = performance.now();
  const captured = [];
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    stdio: [onStart ? 'pipe' : 'inherit', count || background ? 'pipe' : 'inherit', background ? 'pipe' : 'inherit'],
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  running.add(child);
  onStart?.(child);
  child.stdout?.on('data', (chunk) => captured.push(chunk));
  if (background) child.stderr.on('data', (chunk) => captured.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      const output = Buffer.concat(captured).toString();
      if (background) console.log(`\n▶ ${name} (ran beside the steps above)`);
      if (count || background) process.stdout.write(output);
      const seconds = (performance.now() - started) / 1000;
      timings.push(`${name} ${seconds.toFixed(1)} s`);
      if (count) count(output);
      if (code !== 0) fail(`${name} failed${signal ? ` (${signal})` : ''}`);
      resolve();
    });
  });
}

function countVitest(file = 'vitest.json') {
  const report = JSON.parse(readFileSync(path.join(reports, file), 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

/** e2e/run.mjs prints `node --test`'s summary for each spec file: every one counts. */
function countNodeTest(output) {
  const value = (label) => [...output.matchAll(new RegExp(`^ℹ ${label} (\\d+)`, 'gm'))].reduce((sum, match) => sum + Number(match[1]), 0);
  totals.passed += value('pass');
  totals.failed += value('fail');
  totals.skipped += value('skipped') + value('todo');
}

/** bench/smoke.mjs closes with `N passed, N failed`. */
function countPlain(output) {
  const match = output.match(/^(\d+) passed, (\d+) failed$/m);
  totals.passed += Number(match?.[1] ?? 0);
  totals.failed += Number(match?.[2] ?? 0);
}

/** Says what failed, prints the summary, stops whatever else is running and exits. */
function fail(what) {
  console.error(`\n✖ ${what}.`);
  summary();
  for (const other of running) process.kill(-other.pid, 'SIGTERM');
  process.exit(1);
}

function summary() {
  console.log(`\n${timings.join(' · ')} · in all ${((performance.now() - began) / 1000).toFixed(1)} s`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

// One Firebase emulator set for every step on it (the Firebase step, the end-to-end specs on
// Firebase, the benchmarks on it): starting a set costs 15-40 s and some 18 s of CPU, paid once.
// Each of them signs up owners and shops of its own. Where the official Firestore emulator cannot
// run, each step does as it does alone (the Firebase step on the stand-in, the others skipped).
const emulatorSet = findOfficialFirestore().jar
  ? startEmulatorProcess({ paystack: true }).catch((error) => fail(`The Firebase emulators for the steps on them did not start: ${error.message}`))
  : Promise.resolve(null);
/** The set's addresses as the steps take them (tooling/firebase/vitest-global-setup.ts's EmulatorAddresses). */
const emulatorAddresses = emulatorSet.then((set) => {
  if (!set) return null;
  const { startedInMs, ...addresses } = set.ready;
  console.log(`\nFirebase emulators for the steps on them ready in ${(startedInMs / 1000).toFixed(1)} s (${addresses.engine ?? 'engine unknown'})`);
  return { startedInMs, addresses };
});
// On any exit, a failed step's included, the set stops too (it also leaves by itself when this process ends).
let emulatorChild = null;
emulatorSet.then((set) => (emulatorChild = set?.child ?? null));
process.on('exit', () => emulatorChild?.exitCode === null && emulatorChild.signalCode === null && process.kill(emulatorChild.pid, 'SIGTERM'));

// The Firebase step waits on its emulators most of its time: it runs beside lint, types, the unit
// tests and the Storybook build (each of which keeps at most a core or two busy), its output held
// until it ends; the end-to-end specs on Firebase, on the same set, wait for it.
const firebase = emulatorAddresses.then((set) => step('Firebase adapter and Firestore rules on the emulators', bin('vitest'), [
  'run',
  '--project=firebase',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, 'vitest-firebase.json')}`,
], { background: true, env: set ? { SHOP_FIREBASE_EMULATORS: JSON.stringify(set.addresses) } : {} })).then(() => countVitest('vitest-firebase.json'));
// ESLint keeps one core busy: it runs beside the type check and the domain's tests, its output held.
const lint = step('lint', bin('eslint'), ['.', '--max-warnings=0'], { background: true });
await step('typecheck', process.execPath, [TYPE_CHECKER, '-b']);
// Vitest's default on a run is one worker fewer than the cores — one worker on a 2-core machine,
// the other core idle while the unit tests run; two at least.
const workers = `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`;
// The domain proves itself: its coverage gate counts only the domain's own tests, so the rest of
// the unit tests run without the coverage instrument (a fifth of their CPU on 2 cores).
await step('domain tests + coverage gate', bin('vitest'), [
  'run',
  '--project=domain',
  workers,
  '--coverage',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, 'vitest-domain.json')}`,
]);
countVitest('vitest-domain.json');
await lint;
await step('unit, component and story tests', bin('vitest'), [
  'run',
  // Every project of vitest.config.ts but the domain's (above) and Firebase's (its own step).
  '--project=tooling',
  '--project=backend',
  '--project=ui',
  workers,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, 'vitest.json')}`,
]);
countVitest();
// One production build for the end-to-end specs and the benchmarks, both told --no-build.
await step('build', process.execPath, ['tooling/build-all.mjs']);
await step('storybook build', bin('storybook'), ['build', '-o', 'storybook-static', '--quiet']);
ensureChromium();
// The specs on the local backend start now; those on Firebase once the Firebase step has ended
// (e2e/run.mjs --hold-firebase: a line on its stdin), so that two steps never share the set at once.
const set = await emulatorAddresses;
await step('end-to-end (Chromium)', process.execPath, ['e2e/run.mjs', '--no-build', ...(set ? ['--hold-firebase'] : [])], {
  count: countNodeTest,
  env: set ? { SHOP_E2E_EMULATORS: JSON.stringify({ projectId: set.addresses.projectId, ready: set.addresses, startUp: { emulators: set.startedInMs } }) } : {},
  onStart: (child) => {
    child.stdin.on('error', () => {}); // it may have ended before the Firebase step did
    firebase.then(() => child.stdin.end('go\n'));
  },
});
await firebase;
// Every benchmark at a size of seconds, on the same build: a change that breaks one fails here
// (bench/README.md).
await step('benchmarks (smoke size)', process.execPath, ['bench/smoke.mjs', '--no-build'], {
  count: countPlain,
  env: set ? { SHOP_BENCH_EMULATORS: JSON.stringify(set.addresses) } : {},
});
await stopEmulatorProcess((await emulatorSet)?.child);
summary();
