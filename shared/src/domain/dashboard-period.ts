// The dashboard's period as the roll-ups see it: which UTC day it starts on, and when it moves.
import { DAY_MS } from './calendar';
import { lastDayKeys } from './dashboard';

/** The first UTC day (`YYYY-MM-DD`) of the last `days` days: roll-ups from it on cover the period. */
export function periodFirstDayKey(days: number, now: Date): string {
  const keys = lastDayKeys(Math.max(1, days), now);
  return keys[0] as string;
}

/** Milliseconds until the next UTC midnight, when the period's days move on by one. */
export function msUntilNextUtcDay(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS;
  return midnight - now.getTime();
}
