// `npm test`: every check the project has, in the order that fails fastest —
// lint, types, unit/component/story tests (with the domain's coverage gate), the Firebase adapter
// and the Firestore rules on the official emulator, the Storybook build, the end-to-end specs in
// Chromium against the production build, then every benchmark in its smoke size on that build.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, ROOT } from './ensure-install.mjs';

ensureInstalled();
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
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

function step(name, command, args, { count } = {}) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: count ? ['inherit', 'pipe', 'inherit'] : 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  if (count) process.stdout.write(result.stdout);
  const seconds = (performance.now() - started) / 1000;
  timings.push(`${name} ${seconds.toFixed(1)} s`);
  if (count) count(result.stdout?.toString() ?? '');
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed.`);
    summary();
    process.exit(1);
  }
}

function countVitest(file = 'vitest.json') {
  const report = JSON.parse(readFileSync(path.join(reports, file), 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countNodeTest(output) {
  const value = (label) => Number(output.match(new RegExp(`^ℹ ${label} (\\d+)`, 'm'))?.[1] ?? 0);
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

function summary() {
  console.log(`\n${timings.join(' · ')}`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

step('lint', bin('eslint'), ['.', '--max-warnings=0']);
step('typecheck', bin('tsc'), ['-b']);
step('unit, component and story tests (+ domain coverage gate)', bin('vitest'), [
  'run',
  '--project=!firebase*',
  '--coverage',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, 'vitest.json')}`,
]);
countVitest();
// The Firebase adapter's contract suite and the Firestore rules suite start their emulators
// (tooling/firebase) in their global setup: the official Firestore emulator, rules enforced, where
// it is installed (it is on the project's machines); the output names the engine.
step('Firebase adapter and Firestore rules on the emulators', bin('vitest'), [
  'run',
  '--project=firebase',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, 'vitest-firebase.json')}`,
]);
countVitest('vitest-firebase.json');
step('storybook build', bin('storybook'), ['build', '-o', 'storybook-static', '--quiet']);
ensureChromium();
step('end-to-end (Chromium)', process.execPath, ['e2e/run.mjs'], { count: countNodeTest });
// Every benchmark at a size of seconds, on the build the end-to-end step made: a change that
// breaks one fails here (bench/README.md).
step('benchmarks (smoke size)', process.execPath, ['bench/smoke.mjs', '--no-build'], { count: countPlain });
summary();
