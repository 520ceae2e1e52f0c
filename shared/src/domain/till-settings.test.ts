import { describe, expect, it } from 'vitest';
import { DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS, MAX_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS, MAX_IDLE_LOCK_MINUTES, MIN_IDLE_LOCK_MINUTES, TILL_IDLE_LOCK_MS } from './constants';
import { STAFF_MESSAGES } from './staff-words';
import {
  cashierDiscountLimitOf,
  countsMobileMoneyAtClose,
  DEFAULT_IDLE_LOCK_MINUTES,
  discountLimitInputText,
  discountLimitProblem,
  idleLockMinutesOf,
  idleLockMinutesProblem,
  idleLockMsOf,
  validateTillSettings,
} from './till-settings';

describe('till settings: bounds', () => {
  it('keeps the bounds the issue and the rules use', () => {
    expect(MAX_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS).toBe(10_000);
    expect([MIN_IDLE_LOCK_MINUTES, MAX_IDLE_LOCK_MINUTES]).toEqual([1, 60]);
    expect(DEFAULT_IDLE_LOCK_MINUTES).toBe(2);
    expect(DEFAULT_IDLE_LOCK_MINUTES * 60_000).toBe(TILL_IDLE_LOCK_MS);
  });

  it('takes a discount limit of whole basis points from 0 to 100 %', () => {
    for (const ok of [0, 1, 1_000, 1_250, 10_000]) expect(discountLimitProblem(ok), String(ok)).toBeNull();
    for (const bad of [1.5, '10', null, undefined, true, Number.NaN, Number.POSITIVE_INFINITY]) expect(discountLimitProblem(bad), String(bad)).toBe('not-whole');
    for (const bad of [-1, 10_001]) expect(discountLimitProblem(bad), String(bad)).toBe('out-of-range');
  });

  it('takes an idle lock of whole minutes from 1 to 60', () => {
    for (const ok of [1, 2, 15, 60]) expect(idleLockMinutesProblem(ok), String(ok)).toBeNull();
    for (const bad of [2.5, '2', null, undefined, false]) expect(idleLockMinutesProblem(bad), String(bad)).toBe('not-whole');
    for (const bad of [0, -5, 61]) expect(idleLockMinutesProblem(bad), String(bad)).toBe('out-of-range');
  });
});

describe('till settings: read with their defaults', () => {
  it('reads the discount limit, else the default', () => {
    expect(cashierDiscountLimitOf(null)).toBe(DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS);
    expect(cashierDiscountLimitOf(undefined)).toBe(DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS);
    expect(cashierDiscountLimitOf({})).toBe(DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS);
    expect(cashierDiscountLimitOf({ cashierDiscountLimitHundredths: 0 })).toBe(0);
    expect(cashierDiscountLimitOf({ cashierDiscountLimitHundredths: 2_500 })).toBe(2_500);
    expect(cashierDiscountLimitOf({ cashierDiscountLimitHundredths: 10_001 })).toBe(DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS);
    expect(cashierDiscountLimitOf({ cashierDiscountLimitHundredths: 12.5 })).toBe(DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS);
  });

  it('reads the idle lock in minutes and milliseconds, else two minutes', () => {
    expect(idleLockMinutesOf(null)).toBe(2);
    expect(idleLockMsOf(undefined)).toBe(TILL_IDLE_LOCK_MS);
    expect(idleLockMinutesOf({ idleLockMinutes: 5 })).toBe(5);
    expect(idleLockMsOf({ idleLockMinutes: 5 })).toBe(300_000);
    expect(idleLockMsOf({ idleLockMinutes: 60 })).toBe(3_600_000);
    expect(idleLockMinutesOf({ idleLockMinutes: 0 })).toBe(2);
    expect(idleLockMsOf({ idleLockMinutes: 61 })).toBe(TILL_IDLE_LOCK_MS);
  });

  it('counts mobile money at close only when the shop said so', () => {
    expect(countsMobileMoneyAtClose(null)).toBe(false);
    expect(countsMobileMoneyAtClose({})).toBe(false);
    expect(countsMobileMoneyAtClose({ countMobileMoneyAtClose: false })).toBe(false);
    expect(countsMobileMoneyAtClose({ countMobileMoneyAtClose: true })).toBe(true);
  });

  it('shows a limit as the percentage typed', () => {
    expect(discountLimitInputText(1_000)).toBe('10');
    expect(discountLimitInputText(1_250)).toBe('12.5');
    expect(discountLimitInputText(1_234)).toBe('12.34');
    expect(discountLimitInputText(0)).toBe('0');
    expect(discountLimitInputText(10_000)).toBe('100');
  });
});

describe('validateTillSettings', () => {
  const valid = { cashierDiscountLimit: '10', idleLockMinutes: '2', countMobileMoneyAtClose: false };

  it('gives back the settings, the limit in basis points', () => {
    expect(validateTillSettings(valid)).toEqual({ ok: true, value: { cashierDiscountLimitHundredths: 1_000, idleLockMinutes: 2, countMobileMoneyAtClose: false } });
    expect(validateTillSettings({ cashierDiscountLimit: ' 12.5 ', idleLockMinutes: ' 60 ', countMobileMoneyAtClose: true })).toEqual({
      ok: true,
      value: { cashierDiscountLimitHundredths: 1_250, idleLockMinutes: 60, countMobileMoneyAtClose: true },
    });
    for (const [typed, hundredths] of [['0', 0], ['100', 10_000], ['15%', 1_500], ['7.05 %', 705], ['0.01', 1]] as const) {
      const result = validateTillSettings({ ...valid, cashierDiscountLimit: typed });
      expect(result.ok && result.value.cashierDiscountLimitHundredths, typed).toBe(hundredths);
    }
    expect(validateTillSettings({ cashierDiscountLimit: '5', idleLockMinutes: '1' })).toMatchObject({ ok: true, value: { countMobileMoneyAtClose: false } });
  });

  it('says what is wrong with the discount limit', () => {
    const errorOf = (typed: string | null) => {
      const result = validateTillSettings({ ...valid, cashierDiscountLimit: typed });
      return result.ok ? null : result.errors;
    };
    expect(errorOf('')).toEqual({ cashierDiscountLimit: 'Discount limit is required.' });
    expect(errorOf(null)).toEqual({ cashierDiscountLimit: STAFF_MESSAGES.discountLimitRequired });
    for (const bad of ['-5', 'ten', '12.345', '1,5', '.5', '10%%']) expect(errorOf(bad), bad).toEqual({ cashierDiscountLimit: 'Discount limit must be a percentage of 0 or more, like 10 or 12.5.' });
    for (const bad of ['100.01', '101', '99999999999999999999']) expect(errorOf(bad), bad).toEqual({ cashierDiscountLimit: 'Discount limit can be at most 100%.' });
  });

  it('says what is wrong with the idle lock', () => {
    const errorOf = (typed: string | null) => {
      const result = validateTillSettings({ ...valid, idleLockMinutes: typed });
      return result.ok ? null : result.errors;
    };
    expect(errorOf('  ')).toEqual({ idleLockMinutes: 'Idle lock is required.' });
    expect(errorOf(null)).toEqual({ idleLockMinutes: STAFF_MESSAGES.idleLockRequired });
    for (const bad of ['2.5', 'two', '-1', '1e1']) expect(errorOf(bad), bad).toEqual({ idleLockMinutes: 'Idle lock must be a whole number of minutes, like 2.' });
    for (const bad of ['0', '61', '600']) expect(errorOf(bad), bad).toEqual({ idleLockMinutes: 'Idle lock must be from 1 to 60 minutes.' });
  });

  it('says both at once', () => {
    expect(validateTillSettings({ cashierDiscountLimit: '', idleLockMinutes: '0', countMobileMoneyAtClose: true })).toEqual({
      ok: false,
      errors: { cashierDiscountLimit: STAFF_MESSAGES.discountLimitRequired, idleLockMinutes: STAFF_MESSAGES.idleLockOutOfRange },
    });
  });
});
