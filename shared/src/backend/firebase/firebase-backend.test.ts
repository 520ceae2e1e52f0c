// The Backend contract against the Firebase adapter: the real SDK in Node, talking to the Auth
// emulator, the gRPC Firestore server and the Storage emulator started by the project's global
// setup (tooling/firebase/vitest-global-setup.ts). See docs/firebase.md for what this covers.
import { inject } from 'vitest';
import { runBackendContract } from '../../testing/contract';
import { createEmulatedBackend, emulatorHelpers } from '../../testing/firebase-emulator-harness';
import type { FirebaseBackend } from './firebase-backend';
import { CATALOGUE_IMPORT_NOT_BUILT } from './catalogue-import';

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
    catalogueImportSkip: CATALOGUE_IMPORT_NOT_BUILT,
    // The plan record is the server's to write (a verified payment) and to enforce (the rules): the plans' server work.
    plansSkip: "server side built by the plans' server work",
    // The online store is the server's (functions/src/online-orders.ts, order-actions.ts): it needs the Functions emulator.
    ...(emulators.functions ? {} : { onlineStoreSkip: `the server's functions need the official Firestore emulator (${emulators.engine ?? 'the JavaScript stand-in'} runs here)` }),
  },
);
