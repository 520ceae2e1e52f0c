// The public entry point for tests and stories: `@shop/shared/testing`. Never imported by
// production code (lint refuses it outside *.test.*, *.stories.* and testing/ folders), so it
// never reaches a bundle.
export { createMemoryBackend, SAMPLE_OWNER } from './memory-backend';
export type { MemoryBackend, MemoryBackendOptions, MemoryCall, MemoryCalls, MemorySubscription } from './memory-backend';
export { renderWithBackend } from './render';
