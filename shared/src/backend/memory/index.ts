// The in-memory adapter (memory-backend.ts): a Backend that keeps the port's rules in memory, for
// component tests and stories. Never exported from @shop/shared/backend; tests and stories reach it
// through @shop/shared/testing, and lint keeps production code from importing it.
export { createMemoryBackend } from './memory-backend';
export { MEMORY_PIN_ITERATIONS, SAMPLE_OWNER } from './options';
export type { MemoryBackend, MemoryBackendOptions, MemoryCall, MemoryCalls, MemorySubscription, MemorySubscriptions, StaffSeed } from './options';
