import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from './staff';
import { isTillRefusalReason, overShortText, STAFF_MESSAGES, STAFF_ROLE_LABELS, TILL_REFUSAL_MESSAGES, TILL_REFUSAL_REASONS, tillRefusalWords } from './staff-words';

describe('staff words', () => {
  it('names every role', () => {
    expect(STAFF_ROLES.map((role) => STAFF_ROLE_LABELS[role])).toEqual(['Owner', 'Manager', 'Cashier']);
  });

  it("words every till refusal's code once, and every refusal has a code", () => {
    expect(TILL_REFUSAL_REASONS).toEqual(['till-locked', 'disabled', 'not-allowed', 'needs-manager-pin', 'approver-not-allowed', 'manager-only']);
    expect(TILL_REFUSAL_REASONS.map(tillRefusalWords).sort()).toEqual(Object.values(TILL_REFUSAL_MESSAGES).sort());
    expect(tillRefusalWords('needs-manager-pin')).toBe(STAFF_MESSAGES.needsManagerPin);
    expect(TILL_REFUSAL_REASONS.every(isTillRefusalReason)).toBe(true);
    for (const other of ['wrong-pin', 'pin-locked', 'needsManagerPin', STAFF_MESSAGES.needsManagerPin, 'toString', undefined, null, 3]) expect(isTillRefusalReason(other)).toBe(false);
  });

  it('quotes the limits from the constants', () => {
    expect(STAFF_MESSAGES.nameTooLong).toBe('Name must be at most 200 characters.');
    expect(STAFF_MESSAGES.pinInvalid).toBe('PIN must be 4 to 6 digits.');
    expect(STAFF_MESSAGES.reasonTooLong).toBe('The reason must be at most 200 characters.');
    expect(STAFF_MESSAGES.floatTooLarge).toBe('Float can be at most 10,000,000.00.');
    expect(STAFF_MESSAGES.discountLimitTooLarge).toBe('Discount limit can be at most 100%.');
    expect(STAFF_MESSAGES.idleLockOutOfRange).toBe('Idle lock must be from 1 to 60 minutes.');
  });

  it('ends every sentence with a full stop', () => {
    for (const [key, value] of Object.entries(STAFF_MESSAGES)) {
      const text = typeof value === 'function' ? value(1) : value;
      expect(text, key).toMatch(/\.$/);
    }
  });

  it('counts tries and minutes in words', () => {
    expect(STAFF_MESSAGES.pinWrong(1)).toBe('Wrong PIN. 1 try left.');
    expect(STAFF_MESSAGES.pinWrong(3)).toBe('Wrong PIN. 3 tries left.');
    expect(STAFF_MESSAGES.pinLocked(300_000)).toBe('Too many wrong PINs. Try again in 5 minutes.');
    expect(STAFF_MESSAGES.pinLocked(240_001)).toBe('Too many wrong PINs. Try again in 5 minutes.');
    expect(STAFF_MESSAGES.pinLocked(1)).toBe('Too many wrong PINs. Try again in 1 minute.');
    expect(STAFF_MESSAGES.pinLocked(0)).toBe('Too many wrong PINs. Try again in 1 minute.');
  });

  it('says a cash-up difference as over, short or exact', () => {
    expect(overShortText(-500, 'GHS')).toBe('Short by ₵5.00');
    expect(overShortText(250, 'NGN')).toBe('Over by ₦2.50');
    expect(overShortText(0, 'GHS')).toBe('Exact');
  });
});
