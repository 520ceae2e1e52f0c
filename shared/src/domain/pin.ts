// A staff member's PIN at a shared till (issue #35; the rules are summed up at the top of
// staff.ts): its shape, its slow hash, checking one typed on the PIN pad, the lockout after too
// many wrong ones, and the till's idle lock. The hash is slow-hash.ts's (PBKDF2-SHA-256 with a
// random salt per PIN, the recipe of the local backend's passwords); the PIN is never kept.
//
// The lockout is pure: the caller keeps one `PinAttempts` record per person and replaces it with
// what `afterPinAttempt` returns. The PIN pad asks who is signing in first (a tap on their name),
// so each try costs one hash and locks only that person. Whoever keeps the record must keep it
// where the person at the till cannot reset it, on a clock they cannot move (the adapter's).
//
// The PIN pad (ui/pin-pad.tsx) checks a PIN's shape here, so this file loads with it; the hash
// itself, slow-hash.ts, loads only when a PIN is hashed or checked, which the partner widget's
// till (150 KB gzip, e2e/specs/widget.spec.mjs) never does on a shop without staff.
import { PIN_HASH_ITERATIONS, PIN_LOCK_MS, PIN_MAX_LENGTH, PIN_MAX_TRIES, PIN_MIN_LENGTH, TILL_IDLE_LOCK_MS } from './constants';
import type { SlowHash } from './slow-hash';
import { STAFF_MESSAGES } from './staff-words';

/** How a PIN is stored: its slow hash, salt and iteration count, never the digits. */
export type PinHash = SlowHash;

const PIN = new RegExp(`^[0-9]{${PIN_MIN_LENGTH},${PIN_MAX_LENGTH}}$`);

/** Whether `pin` has a PIN's shape: PIN_MIN_LENGTH to PIN_MAX_LENGTH digits (0–9), nothing else. */
export function isPinFormat(pin: unknown): pin is string {
  return typeof pin === 'string' && PIN.test(pin);
}

/**
 * Whether a PIN is one of those tried first: every digit the same (1111) or a straight run up or
 * down (1234, 98765, 7890 does not count: 9 → 0 is no step). The staff form refuses them.
 */
export function isGuessablePin(pin: string): boolean {
  if (!isPinFormat(pin)) return false;
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - digits[i]!));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

/** Thrown when asked to hash something that is not a PIN; check `isPinFormat` first. */
export class PinFormatError extends Error {
  constructor() {
    super(STAFF_MESSAGES.pinInvalid);
    this.name = 'PinFormatError';
  }
}

/** The slow hash of a new PIN, with a fresh random salt; throws PinFormatError for anything but 4–6 digits. */
export async function hashPin(pin: string, iterations: number = PIN_HASH_ITERATIONS): Promise<PinHash> {
  if (!isPinFormat(pin)) throw new PinFormatError();
  const { slowHash } = await import('./slow-hash');
  return slowHash(pin, iterations);
}

/**
 * Whether the typed `pin` is the one `stored` was made from, compared in constant time. False for
 * anything but 4–6 digits (without hashing) and for a stored record out of shape.
 */
export async function verifyPin(pin: string, stored: PinHash | null | undefined): Promise<boolean> {
  if (!isPinFormat(pin)) return false;
  const { matchesSlowHash } = await import('./slow-hash');
  return matchesSlowHash(pin, stored);
}

/** One person's wrong PINs: how many in a row, and until when they are locked out (null: not locked). */
export interface PinAttempts {
  failures: number;
  lockedUntil: Date | null;
}

/** A person who has not got their PIN wrong. */
export const NO_PIN_ATTEMPTS: PinAttempts = Object.freeze({ failures: 0, lockedUntil: null });

/** The record as it stands at `now`: a lock that has run out is gone with its failures; a record out of shape reads sanely. */
function current(attempts: PinAttempts | null | undefined, now: Date): PinAttempts {
  const until = attempts?.lockedUntil;
  const lockedUntil = until instanceof Date && Number.isFinite(until.getTime()) ? until : null;
  if (lockedUntil && now.getTime() >= lockedUntil.getTime()) return NO_PIN_ATTEMPTS;
  const raw = attempts?.failures;
  const failures = typeof raw === 'number' && Number.isFinite(raw) ? Math.min(PIN_MAX_TRIES, Math.max(0, Math.floor(raw))) : 0;
  return { failures, lockedUntil };
}

/** Whether the person is locked out at `now`, and what the PIN pad says; ask before hashing a try. */
export function pinLockState(attempts: PinAttempts | null | undefined, now: Date): { locked: boolean; lockedUntil: Date | null; message: string | null } {
  const { lockedUntil } = current(attempts, now);
  if (!lockedUntil) return { locked: false, lockedUntil: null, message: null };
  return { locked: true, lockedUntil, message: STAFF_MESSAGES.pinLocked(lockedUntil.getTime() - now.getTime()) };
}

/** What one try on the PIN pad comes to: let in, or refused with the reason, the tries left and the words to show. */
export type PinAttemptOutcome =
  | { refused: false; attempts: PinAttempts }
  | { refused: true; reason: 'wrong-pin' | 'locked'; attempts: PinAttempts; triesLeft: number; lockedUntil: Date | null; message: string };

/**
 * The record after one try at `now` (`correct`: what verifyPin said) and whether it is refused.
 * While locked every try is refused, even the right PIN, and the lock is not lengthened. A right
 * PIN clears the failures; a wrong one counts, and the PIN_MAX_TRIES-th in a row locks the person
 * for PIN_LOCK_MS. When a lock runs out the person has PIN_MAX_TRIES fresh tries.
 */
export function afterPinAttempt(attempts: PinAttempts | null | undefined, correct: boolean, now: Date): PinAttemptOutcome {
  const was = current(attempts, now);
  if (was.lockedUntil) {
    return { refused: true, reason: 'locked', attempts: was, triesLeft: 0, lockedUntil: was.lockedUntil, message: STAFF_MESSAGES.pinLocked(was.lockedUntil.getTime() - now.getTime()) };
  }
  if (correct) return { refused: false, attempts: NO_PIN_ATTEMPTS };
  const failures = was.failures + 1;
  if (failures >= PIN_MAX_TRIES) {
    const lockedUntil = new Date(now.getTime() + PIN_LOCK_MS);
    return { refused: true, reason: 'locked', attempts: { failures: PIN_MAX_TRIES, lockedUntil }, triesLeft: 0, lockedUntil, message: STAFF_MESSAGES.pinLocked(PIN_LOCK_MS) };
  }
  const triesLeft = PIN_MAX_TRIES - failures;
  return { refused: true, reason: 'wrong-pin', attempts: { failures, lockedUntil: null }, triesLeft, lockedUntil: null, message: STAFF_MESSAGES.pinWrong(triesLeft) };
}

/**
 * Whether a till last used at `lastActivity` has locked to the PIN pad by `now`: after `idleMs`
 * untouched (the shop's setting; TILL_IDLE_LOCK_MS when it has none or it is not a time above 0).
 * A clock that went back reads as activity just now; a time that is not a time locks.
 */
export function isIdleLocked(lastActivity: Date, now: Date, idleMs: number = TILL_IDLE_LOCK_MS): boolean {
  const limit = Number.isFinite(idleMs) && idleMs > 0 ? idleMs : TILL_IDLE_LOCK_MS;
  const idle = now.getTime() - lastActivity.getTime();
  // A time that cannot be read locks: the PIN pad is the safe side.
  return Number.isNaN(idle) || idle >= limit;
}
