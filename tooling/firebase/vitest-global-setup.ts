// Global setup of the `firebase` vitest project: starts the emulators (tooling/firebase/emulators.mjs)
// on free ports, hands their addresses to the tests through `inject('firebaseEmulators')`, and
// stops them — only the process it started, by its pid — when the run ends.
// With SHOP_FIREBASE_EMULATORS='{"projectId":…,"auth":…,"firestore":…,"storage":…}' it uses
// emulators that are already running instead.
import type { ChildProcess } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { startEmulatorProcess, stopEmulatorProcess } from './emulator-process.mjs';

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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.SHOP_FIREBASE_EMULATORS;
  if (given) {
    project.provide('firebaseEmulators', JSON.parse(given) as EmulatorAddresses);
    return async () => {};
  }
  const started: { child: ChildProcess; ready: EmulatorAddresses & { startedInMs: number }; lastWords: () => string } = await startEmulatorProcess({ paystack: true });
  const { child, ready, lastWords } = started;
  console.log(`Firebase emulators ready in ${(ready.startedInMs / 1000).toFixed(1)} s (auth ${ready.auth}, firestore ${ready.firestore}, storage ${ready.storage}, functions ${ready.functions ?? 'none'}: ${(ready.triggers ?? []).length} triggers)`);
  console.log(`Firestore engine: ${ready.engine ?? 'unknown'}`);
  // Should the emulators end before the run does, say so with what they last said: every test
  // after that fails at once, and this is the one place that knows why.
  let stopping = false;
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`The Firebase emulators ended during the run (code ${code}, signal ${signal}). Their last words:\n${lastWords()}`);
  });
  const { startedInMs: _startedInMs, ...addresses } = ready;
  project.provide('firebaseEmulators', addresses);

  return async () => {
    stopping = true;
    await stopEmulatorProcess(child);
  };
}
