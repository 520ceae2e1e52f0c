// What the `firebase` vitest project's global setup (tooling/firebase/vitest-global-setup.ts) hands
// every test through `inject('firebaseEmulators')`, for the suites of shared/ and functions/ alike.
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    firebaseEmulators: import('../../shared/src/testing/firebase-emulator-harness').EmulatorAddresses;
  }
}
