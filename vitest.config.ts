import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './tooling/test/longest-first-sequencer';

// One test runner for the whole workspace, split into projects so that each layer runs in the
// environment it needs: the domain in plain Node (it must not touch the DOM), the rest in happy-dom.
// The projects of npm test's unit step run their files in worker threads, not child processes: in
// one process each file's start costs less (the step took 245 s against 274 s in forks, alone on
// 2 cores); the Firebase project keeps Vitest's forks, as its emulator harness was proven in them.
// tooling/test-all.mjs names the projects in its steps: a new project is added there too.
export default defineConfig({
  test: {
    // The story tests, the longest files, start first (tooling/test/longest-first-sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'domain',
          environment: 'node',
          include: ['shared/src/domain/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'tooling',
          environment: 'node',
          pool: 'threads',
          include: ['tooling/**/*.test.ts'],
          // The lint rules' tests load ESLint's whole configuration (typescript-eslint) in their first
          // case: seconds of start-up on a busy 2-core machine (npm test runs steps side by side).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'backend',
          environment: 'node',
          pool: 'threads',
          include: ['shared/src/backend/**/*.test.ts'],
          exclude: ['shared/src/backend/firebase/**'],
          setupFiles: ['tooling/test/setup-indexeddb.ts'],
        },
      },
      {
        // The Firebase adapter and the security rules, against emulators that the global setup
        // starts and stops (tooling/firebase): the official Firestore emulator with the rules
        // loaded wherever it is installed. Kept out of the main run by tooling/test-all.mjs, which
        // runs it as its own step.
        test: {
          name: 'firebase',
          environment: 'node',
          include: ['shared/src/backend/firebase/**/*.test.ts', 'functions/test/**/*.test.ts'],
          // The server's tests drive the Admin SDK, which must never look for a cloud metadata server.
          env: { METADATA_SERVER_DETECTION: 'none' },
          globalSetup: ['tooling/firebase/vitest-global-setup.ts'],
          fileParallelism: false,
          // A case waits for the server's marks on its records (serverSettled), never a fixed time.
          // Room for a live wait that outlasts the SDK's longest backoff after the emulator broke a
          // listener's stream (firebase-emulator-harness.ts, LIVE_TIMEOUT_MS).
          testTimeout: 180_000,
          // One more try for a case, and only because of that broken stream: in three fresh-clone
          // runs on 2 cores it failed a different case each time (offline credit, a staff role
          // followed live, a refund's balance read as []), each passing alone. Each case signs up a
          // shop of its own in its hooks, which run again, so the second try starts clean (a case whose
          // records outlive a try would retry on what the failed try left: its pass proves less);
          // a retried case is to be read as a possible ledger fault until its log shows the
          // emulator's RESOURCE_EXHAUSTED beside it. The harness now restarts the network of every
          // open backend when the SDK logs that error (firebase-emulator-harness.ts), and says so
          // in the log: the retry stays until fresh-clone runs show no case needing it.
          retry: 1,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'ui',
          environment: 'happy-dom',
          pool: 'threads',
          include: [
            'shared/src/{ui,session,testing,mfe,printer}/**/*.test.{ts,tsx}',
            'shell/src/**/*.test.{ts,tsx}',
            'mfe-*/src/**/*.test.{ts,tsx}',
            '.storybook/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tooling/test/setup-dom.ts'],
          // A hang guard, not a speed test: a whole flow typed key by key (the widget's sign-up: eight
          // fields and two chunks loaded on demand) takes 1.6 s alone here and passed Vitest's 5 s
          // default in a CI run with the Firebase step beside it, failing a green test.
          testTimeout: 20_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['shared/src/domain/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
      reporter: ['text-summary', 'text'],
    },
  },
});
