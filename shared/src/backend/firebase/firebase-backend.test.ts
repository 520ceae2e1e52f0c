// The Backend contract against the Firebase adapter: the real SDK in Node, talking to the Auth
// emulator, the gRPC Firestore server and the Storage emulator started by the project's global
// setup (tooling/firebase/vitest-global-setup.ts). See docs/firebase.md for what this covers.
import { inject } from 'vitest';
import { runBackendContract } from '../../testing/contract';
import { createEmulatedBackend, emulatorHelpers } from '../../testing/firebase-emulator-harness';
import type { FirebaseBackend } from './firebase-backend';

const emulators = inject('firebaseEmulators');

runBackendContract<FirebaseBackend>(
  'firebase (emulators)',
  async () => {
    const backend = createEmulatedBackend(emulators);
    await backend.authStateReady();
    return {
      backend,
      cleanup: async () => {
        await backend.signOut().catch(() => {});
        await backend.close();
      },
    };
  },
  {
    ...emulatorHelpers(emulators),
    // The catalogue import is the server's job (functions/src/catalogue-import.ts): it needs the Functions emulator.
    ...(emulators.functions ? {} : { catalogueImportSkip: `the server's import needs the official Firestore emulator (${emulators.engine ?? 'the JavaScript stand-in'} runs here)` }),
    // On Firebase the plan is kept by the server (the rules refuse a client's plan; saleRecorded and productChanged refuse a
    // view-only shop's sale and a product past Basic's limit once it reaches the server, into the refused records:
    // functions/test/plan-limits.test.ts), not at the call as these cases ask, and they have no way to write the plan record.
    plansSkip: "server side built by the plans' server work: refused after the write reaches the server (functions/test/plan-limits.test.ts)",
    // The online store is the server's (functions/src/online-orders.ts, order-actions.ts): it needs the Functions emulator.
    ...(emulators.functions ? {} : { onlineStoreSkip: `the server's functions need the official Firestore emulator (${emulators.engine ?? 'the JavaScript stand-in'} runs here)` }),
  },
);
