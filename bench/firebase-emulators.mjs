// The Firebase emulators for the benchmarks that measure on them (import-firebase.mjs,
// tills-firebase.mjs), in one place: started as the tests start them (tooling/firebase/emulators.mjs,
// each on a free port, stopped with this process), resolving with their addresses once ready.
// bench/smoke.mjs starts one set for both and hands it over in SHARED_BENCH_EMULATORS_ENV (the
// `ready` addresses as JSON): each benchmark signs up a shop of its own, so they share it safely.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const SHARED_BENCH_EMULATORS_ENV = 'SHOP_BENCH_EMULATORS';

/**
 * The emulators, as the tests start them; resolves with their addresses (`ready`) and `stop`.
 * Those SHARED_BENCH_EMULATORS_ENV names when set (then `stop` leaves them to whoever started them).
 */
export async function startEmulators() {
  const given = process.env[SHARED_BENCH_EMULATORS_ENV];
  if (given) return { ready: JSON.parse(given), stop: () => {} };
  const ports = { auth: await freePort(), firestore: await freePort(), storage: await freePort(), functions: await freePort() };
  const child = spawn(process.execPath, [path.join(ROOT, 'tooling', 'firebase', 'emulators.mjs'), ...Object.entries(ports).flatMap(([name, port]) => [`--${name}-port`, String(port)]), '--parent', String(process.pid)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{"ready"'));
      if (line) resolve(JSON.parse(line).ready);
    });
    child.on('exit', (code) => reject(new Error(`The emulators exited (code ${code}) before they were ready`)));
  });
  return { ready, stop: () => child.kill('SIGTERM') };
}
