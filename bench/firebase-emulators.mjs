// The Firebase emulators for the benchmarks that measure on them (import-firebase.mjs,
// tills-firebase.mjs), in one place: started as the tests start them (tooling/firebase/emulators.mjs,
// each on a free port, stopped with this process), resolving with their addresses once ready.
// bench/smoke.mjs starts one set for both and hands it over in SHARED_BENCH_EMULATORS_ENV (the
// `ready` addresses as JSON): each benchmark signs up a shop of its own, so they share it safely.
import { startEmulatorProcess, stopEmulatorProcess } from '../tooling/firebase/emulator-process.mjs';

export const SHARED_BENCH_EMULATORS_ENV = 'SHOP_BENCH_EMULATORS';

/**
 * The emulators, as the tests start them; resolves with their addresses (`ready`) and `stop`.
 * Those SHARED_BENCH_EMULATORS_ENV names when set (then `stop` leaves them to whoever started them).
 */
export async function startEmulators() {
  const given = process.env[SHARED_BENCH_EMULATORS_ENV];
  if (given) return { ready: JSON.parse(given), stop: async () => {} };
  const { child, ready } = await startEmulatorProcess();
  return { ready, stop: () => stopEmulatorProcess(child) };
}
