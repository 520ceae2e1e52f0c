import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PIN_HASH_ITERATIONS, PIN_LOCK_MS, PIN_MAX_TRIES, TILL_IDLE_LOCK_MS } from './constants';
import { afterPinAttempt, hashPin, isGuessablePin, isIdleLocked, isPinFormat, NO_PIN_ATTEMPTS, PinFormatError, pinLockState, verifyPin } from './pin';
import type { PinAttempts } from './pin';

/** Every string a record holds, however deep. */
const heldStrings = (value: unknown): unknown[] => (value !== null && typeof value === 'object' ? Object.values(value).flatMap(heldStrings) : [value]);

const FAST = 10;
const t0 = new Date('2026-11-22T09:00:00Z');
const after = (ms: number) => new Date(t0.getTime() + ms);

describe('isPinFormat', () => {
  it('takes 4 to 6 digits, 0–9, and nothing else', () => {
    for (const pin of ['0000', '0427', '12345', '908172']) expect(isPinFormat(pin), pin).toBe(true);
    for (const pin of ['', '123', '1234567', '12a4', ' 1234', '1234 ', '12 34', '-123', '12.4', '١٢٣٤', '１２３４', '1234\n']) {
      expect(isPinFormat(pin), JSON.stringify(pin)).toBe(false);
    }
    expect(isPinFormat(1234)).toBe(false);
    expect(isPinFormat(null)).toBe(false);
  });
});

describe('isGuessablePin', () => {
  it('flags every digit the same and straight runs up or down', () => {
    for (const pin of ['0000', '1111', '999999', '1234', '4321', '3456', '6789', '123456', '654321', '01234']) expect(isGuessablePin(pin), pin).toBe(true);
  });

  it('lets other PINs through, 9 → 0 being no step', () => {
    for (const pin of ['7890', '0987', '1235', '2580', '1122', '9012', '1212', '0427', '135790']) expect(isGuessablePin(pin), pin).toBe(false);
    expect(isGuessablePin('123')).toBe(false);
  });
});

describe('hashPin and verifyPin', () => {
  it('stores no digits: a salted PBKDF2 hash at the default count', async () => {
    const stored = await hashPin('0427');
    expect(stored.algorithm).toBe('PBKDF2-SHA-256');
    expect(stored.iterations).toBe(PIN_HASH_ITERATIONS);
    // No field holds the PIN (the random salt and the hash are hex, and hold '0427' now and then).
    expect(heldStrings(stored)).not.toContain('0427');
    expect(stored).not.toHaveProperty('pin');
    await expect(verifyPin('0427', stored)).resolves.toBe(true);
  });

  it('knows the PIN, leading zeros included, and no other', async () => {
    const stored = await hashPin('0427', FAST);
    await expect(verifyPin('0427', stored)).resolves.toBe(true);
    await expect(verifyPin('427', stored)).resolves.toBe(false);
    await expect(verifyPin('04270', stored)).resolves.toBe(false);
    await expect(verifyPin('0428', stored)).resolves.toBe(false);
  });

  it('says no to anything but 4–6 digits and to a missing or broken record', async () => {
    const stored = await hashPin('0427', FAST);
    await expect(verifyPin(' 0427', stored)).resolves.toBe(false);
    await expect(verifyPin('0427', null)).resolves.toBe(false);
    await expect(verifyPin('0427', undefined)).resolves.toBe(false);
    await expect(verifyPin('0427', { ...stored, hash: 'x' })).resolves.toBe(false);
  });

  it('refuses to hash what is not a PIN', async () => {
    await expect(hashPin('12a4', FAST)).rejects.toThrow(PinFormatError);
    await expect(hashPin('123', FAST)).rejects.toThrow('PIN must be 4 to 6 digits.');
  });
});

describe('the lockout', () => {
  it('counts wrong PINs down, then locks that person for PIN_LOCK_MS at the fifth', () => {
    let attempts: PinAttempts = NO_PIN_ATTEMPTS;
    const said: string[] = [];
    for (let i = 1; i < PIN_MAX_TRIES; i += 1) {
      const outcome = afterPinAttempt(attempts, false, after(i * 1000));
      expect(outcome).toMatchObject({ refused: true, reason: 'wrong-pin', triesLeft: PIN_MAX_TRIES - i, lockedUntil: null });
      if (outcome.refused) said.push(outcome.message);
      attempts = outcome.attempts;
    }
    expect(said).toEqual(['Wrong PIN. 4 tries left.', 'Wrong PIN. 3 tries left.', 'Wrong PIN. 2 tries left.', 'Wrong PIN. 1 try left.']);
    const locking = afterPinAttempt(attempts, false, after(5000));
    expect(locking).toEqual({
      refused: true,
      reason: 'locked',
      attempts: { failures: PIN_MAX_TRIES, lockedUntil: after(5000 + PIN_LOCK_MS) },
      triesLeft: 0,
      lockedUntil: after(5000 + PIN_LOCK_MS),
      message: 'Too many wrong PINs. Try again in 5 minutes.',
    });
  });

  it('refuses even the right PIN while locked, without lengthening the lock', () => {
    const locked: PinAttempts = { failures: PIN_MAX_TRIES, lockedUntil: after(PIN_LOCK_MS) };
    const right = afterPinAttempt(locked, true, after(PIN_LOCK_MS - 30_000));
    expect(right).toMatchObject({ refused: true, reason: 'locked', lockedUntil: after(PIN_LOCK_MS), message: 'Too many wrong PINs. Try again in 1 minute.' });
    expect(right.attempts).toEqual(locked);
    const wrong = afterPinAttempt(locked, false, after(1000));
    expect(wrong.attempts).toEqual(locked);
    expect(wrong.refused && wrong.message).toBe('Too many wrong PINs. Try again in 5 minutes.');
  });

  it('lets the right PIN in once the lock runs out, and gives five fresh tries', () => {
    const locked: PinAttempts = { failures: PIN_MAX_TRIES, lockedUntil: after(PIN_LOCK_MS) };
    expect(afterPinAttempt(locked, true, after(PIN_LOCK_MS))).toEqual({ refused: false, attempts: NO_PIN_ATTEMPTS });
    expect(afterPinAttempt(locked, false, after(PIN_LOCK_MS))).toMatchObject({ reason: 'wrong-pin', triesLeft: PIN_MAX_TRIES - 1, attempts: { failures: 1, lockedUntil: null } });
  });

  it('clears the count on the right PIN', () => {
    expect(afterPinAttempt({ failures: 4, lockedUntil: null }, true, t0)).toEqual({ refused: false, attempts: NO_PIN_ATTEMPTS });
  });

  it('reads a missing or broken record sanely', () => {
    expect(afterPinAttempt(null, true, t0).refused).toBe(false);
    expect(afterPinAttempt(undefined, false, t0).attempts).toEqual({ failures: 1, lockedUntil: null });
    expect(afterPinAttempt({ failures: Number.NaN, lockedUntil: null }, false, t0).attempts.failures).toBe(1);
    expect(afterPinAttempt({ failures: -3, lockedUntil: null }, false, t0).attempts.failures).toBe(1);
    expect(afterPinAttempt({ failures: 99, lockedUntil: null }, false, t0)).toMatchObject({ reason: 'locked' });
    expect(afterPinAttempt({ failures: 0, lockedUntil: new Date(Number.NaN) }, true, t0).refused).toBe(false);
  });

  it('pinLockState says whether to ask at all, and for how long still, rounded up to the minute', () => {
    expect(pinLockState(NO_PIN_ATTEMPTS, t0)).toEqual({ locked: false, lockedUntil: null, message: null });
    expect(pinLockState({ failures: 3, lockedUntil: null }, t0).locked).toBe(false);
    const locked: PinAttempts = { failures: PIN_MAX_TRIES, lockedUntil: after(PIN_LOCK_MS) };
    expect(pinLockState(locked, after(PIN_LOCK_MS - 61_000)).message).toBe('Too many wrong PINs. Try again in 2 minutes.');
    expect(pinLockState(locked, after(PIN_LOCK_MS - 60_000)).message).toBe('Too many wrong PINs. Try again in 1 minute.');
    expect(pinLockState(locked, after(PIN_LOCK_MS - 1)).message).toBe('Too many wrong PINs. Try again in 1 minute.');
    expect(pinLockState(locked, after(PIN_LOCK_MS)).locked).toBe(false);
  });

  it('never weighs more than five wrong PINs in a row, and lets the right one in whenever unlocked', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ correct: fc.boolean(), waitMs: fc.integer({ min: 0, max: 2 * PIN_LOCK_MS }) }), { maxLength: 60 }), (tries) => {
        let attempts: PinAttempts = NO_PIN_ATTEMPTS;
        let now = t0.getTime();
        let wrongInARow = 0;
        for (const { correct, waitMs } of tries) {
          now += waitMs;
          const at = new Date(now);
          const wasLocked = pinLockState(attempts, at).locked;
          if (!wasLocked && attempts.lockedUntil) wrongInARow = 0; // the lock ran out
          const outcome = afterPinAttempt(attempts, correct, at);
          if (wasLocked) {
            expect(outcome.refused).toBe(true);
            expect(outcome.attempts).toEqual(attempts);
          } else if (correct) {
            expect(outcome.refused).toBe(false);
            wrongInARow = 0;
          } else {
            wrongInARow += 1;
            expect(wrongInARow).toBeLessThanOrEqual(PIN_MAX_TRIES);
            expect(outcome.refused && outcome.reason).toBe(wrongInARow === PIN_MAX_TRIES ? 'locked' : 'wrong-pin');
          }
          attempts = outcome.attempts;
        }
      }),
    );
  });
});

describe('isIdleLocked', () => {
  it('locks once the till has sat untouched for the idle time', () => {
    expect(isIdleLocked(t0, after(TILL_IDLE_LOCK_MS - 1))).toBe(false);
    expect(isIdleLocked(t0, after(TILL_IDLE_LOCK_MS))).toBe(true);
    expect(isIdleLocked(t0, after(30_000), 30_000)).toBe(true);
    expect(isIdleLocked(t0, after(29_999), 30_000)).toBe(false);
  });

  it('uses the default for a setting that is not a time above 0', () => {
    for (const idle of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isIdleLocked(t0, after(TILL_IDLE_LOCK_MS - 1), idle)).toBe(false);
      expect(isIdleLocked(t0, after(TILL_IDLE_LOCK_MS), idle)).toBe(true);
    }
  });

  it('takes a clock that went back as activity, and locks on a time that is not a time', () => {
    expect(isIdleLocked(t0, after(-3_600_000))).toBe(false);
    expect(isIdleLocked(new Date(Number.NaN), t0)).toBe(true);
  });
});
