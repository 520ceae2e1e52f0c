// The emulator set (emulators.mjs) as a child process, for each place that starts one of its own:
// the `firebase` test project's global set-up (vitest-global-setup.ts), the end-to-end specs
// (e2e/support/firebase.mjs) and the benchmarks (bench/firebase-emulators.mjs). Free ports, the
// child ended with the process that started it, its ready line, and its stop.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const EMULATORS = path.join(import.meta.dirname, 'emulators.mjs');
/** How long a start may take on a busy 2-core machine before it counts as failed. */
const START_TIMEOUT_MS = 180_000;
/** What is kept of the emulators' own words (their stderr), for the error that says why they stopped. */
const KEPT_WORDS = 8_000;

/** A port free on 127.0.0.1 now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
    });
  });
}

/**
 * Starts the emulators, each on a free port, and a Paystack stand-in for the server's code when
 * `paystack`. `projectId`: the project they serve (emulators.mjs's own unless given); `log`: a
 * writable stream their own log goes to, every request (`--verbose`). Resolves with `{ child,
 * ready, lastWords }` once they print their ready line (`ready`: their addresses, engine and start
 * time; `lastWords()`: the end of what they have said on stderr, for whoever reports their end);
 * rejects, with what they said, when they exit first or take longer than START_TIMEOUT_MS, and
 * stops them then.
 */
export async function startEmulatorProcess({ projectId = null, paystack = false, log = null } = {}) {
  const ports = [];
  for (const name of ['auth', 'firestore', 'storage', 'functions', ...(paystack ? ['paystack'] : [])]) ports.push(`--${name}-port`, String(await freePort()));
  const child = spawn(
    process.execPath,
    [EMULATORS, ...(projectId ? ['--project', projectId] : []), ...ports, '--parent', String(process.pid), ...(log ? ['--verbose'] : [])],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (log) child.stderr.pipe(log);
  let words = '';
  child.stderr.on('data', (chunk) => {
    words = `${words}${chunk.toString()}`.slice(-KEPT_WORDS);
  });
  const lastWords = () => words;
  try {
    return { child, ready: await readyLine(child, lastWords), lastWords };
  } catch (error) {
    await stopEmulatorProcess(child);
    throw error;
  }
}

/** Their ready line's `ready`, read from the child's output, which is read for as long as it runs. */
function readyLine(child, lastWords) {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The Firebase emulators did not start within ${START_TIMEOUT_MS} ms.\n${lastWords()}`)), START_TIMEOUT_MS);
    child.stdout.on('data', (chunk) => {
      if (output === null) return;
      output += chunk.toString();
      const line = output.split('\n').find((each) => each.startsWith('{"ready"'));
      if (!line) return;
      output = null;
      clearTimeout(timer);
      resolve(JSON.parse(line).ready);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The Firebase emulators exited (code ${code}) before they were ready.\n${lastWords()}`));
    });
  });
}

/** Stops the emulators this process started, by their process id: SIGTERM, SIGKILL after 5 s. */
export function stopEmulatorProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => child.exitCode === null && child.signalCode === null && process.kill(child.pid, 'SIGKILL'), 5_000);
  return exited.finally(() => clearTimeout(timer));
}
