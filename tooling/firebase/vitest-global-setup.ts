// Global setup of the `firebase` vitest project: starts the emulators (tooling/firebase/emulators.mjs)
// on free ports, hands their addresses to the tests through `inject('firebaseEmulators')`, and
// stops them — only the process it started, by its pid — when the run ends.
// With SHOP_FIREBASE_EMULATORS='{"projectId":…,"auth":…,"firestore":…,"storage":…}' it uses
// emulators that are already running instead.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

export interface EmulatorAddresses {
  projectId: string;
  auth: string;
  firestore: string;
  storage: string;
  /** The Functions emulator running the server's code (functions/), beside the official Firestore emulator; null with the stand-in. */
  functions?: string | null;
  /** The server's triggers the Functions emulator registered. */
  triggers?: string[];
  /** True on the official Firestore emulator, which enforces firebase/firestore.rules; the stand-in enforces none. */
  enforcesRules?: boolean;
  /** Which Firestore engine answers, said in the test output. */
  engine?: string;
  /** Where the server's code finds Paystack (a stand-in the test starts there) and the secret key it signs with; null without the Functions emulator. */
  paystack?: { url: string; secretKey: string } | null;
  /** True only where firebase-tools' own Storage emulator runs with its rules runtime (not on the project's machines). */
  storageEnforcesRules?: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const START_TIMEOUT_MS = 180_000;

function freePort(): Promise<number> {
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

function waitForReady(child: ChildProcess): Promise<EmulatorAddresses & { startedInMs: number }> {
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    const timer = setTimeout(() => reject(new Error(`The Firebase emulators did not start within ${START_TIMEOUT_MS} ms.\n${errors}`)), START_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{"ready"'));
      if (!line) return;
      clearTimeout(timer);
      resolve((JSON.parse(line) as { ready: EmulatorAddresses & { startedInMs: number } }).ready);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The Firebase emulators exited (code ${code}) before they were ready.\n${errors}`));
    });
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.SHOP_FIREBASE_EMULATORS;
  if (given) {
    project.provide('firebaseEmulators', JSON.parse(given) as EmulatorAddresses);
    return async () => {};
  }
  const [auth, firestore, storage, functions, paystack] = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
  const child = spawn(
    process.execPath,
    [path.join(here, 'emulators.mjs'), '--auth-port', String(auth), '--firestore-port', String(firestore), '--storage-port', String(storage), '--functions-port', String(functions), '--paystack-port', String(paystack), '--parent', String(process.pid)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let ready: EmulatorAddresses & { startedInMs: number };
  try {
    ready = await waitForReady(child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  console.log(`Firebase emulators ready in ${(ready.startedInMs / 1000).toFixed(1)} s (auth ${ready.auth}, firestore ${ready.firestore}, storage ${ready.storage}, functions ${ready.functions ?? 'none'}: ${(ready.triggers ?? []).length} triggers)`);
  console.log(`Firestore engine: ${ready.engine ?? 'unknown'}`);
  // Should the emulators end before the run does, say so with what they last said: every test
  // after that fails at once, and this is the one place that knows why.
  let stopping = false;
  let lastWords = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    lastWords = `${lastWords}${chunk.toString()}`.slice(-4000);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`The Firebase emulators ended during the run (code ${code}, signal ${signal}). Their last words:\n${lastWords}`);
  });
  const { startedInMs: _startedInMs, ...addresses } = ready;
  project.provide('firebaseEmulators', addresses);

  return async () => {
    stopping = true;
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    process.kill(child.pid, 'SIGTERM');
    const timer = setTimeout(() => child.pid !== undefined && child.exitCode === null && process.kill(child.pid, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
}
