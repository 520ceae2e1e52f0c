// The till settings a shop sets for its staff (issue #35; docs/product-rules.md, 'Staff at the
// till'), kept on its profile beside the days to pay (Business): the cashier's discount limit, the
// idle lock and whether closing a shift counts the mobile money. Each reads with its default when
// the shop has none or holds one out of range, as creditDaysOf does (credit-terms.ts); the owner's form
// is checked by validateTillSettings, in the words of staff-words.ts. Every adapter checks a
// stored value with the *Problem functions (backend/records.ts), and the Firestore rules hold the
// same bounds.
import {
  DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS,
  MAX_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS,
  MAX_IDLE_LOCK_MINUTES,
  MIN_IDLE_LOCK_MINUTES,
  TILL_IDLE_LOCK_MS,
} from './constants';
import type { Business } from './entities';
import { parseMoneyInput, plainMinor } from './money';
import { TILL_SETTINGS_MESSAGES } from './staff-words';
import type { Validation } from './validation';

const MINUTE_MS = 60_000;

/** The idle lock in minutes until the shop sets one: TILL_IDLE_LOCK_MS (2 minutes). */
export const DEFAULT_IDLE_LOCK_MINUTES = TILL_IDLE_LOCK_MS / MINUTE_MS;

/** Why a stored till setting cannot be kept: not a whole number, or outside its bounds. */
export type TillSettingProblem = 'not-whole' | 'out-of-range';

/** The till settings' fields on the owner's form. */
export type TillSettingsField = 'cashierDiscountLimit' | 'idleLockMinutes';

/** The till settings as the owner's form saves them (ShopSettings' till fields, all given). */
export interface TillSettings {
  cashierDiscountLimitHundredths: number;
  idleLockMinutes: number;
  countMobileMoneyAtClose: boolean;
}

function wholeProblem(value: unknown, least: number, most: number): TillSettingProblem | null {
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'not-whole';
  return value < least || value > most ? 'out-of-range' : null;
}

/** Why `value` cannot be a shop's cashier discount limit (basis points), or null when it can: a whole number from 0 to MAX_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS. */
export function discountLimitProblem(value: unknown): TillSettingProblem | null {
  return wholeProblem(value, 0, MAX_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS);
}

/** Why `value` cannot be a shop's idle lock (minutes), or null when it can: a whole number from MIN_IDLE_LOCK_MINUTES to MAX_IDLE_LOCK_MINUTES. */
export function idleLockMinutesProblem(value: unknown): TillSettingProblem | null {
  return wholeProblem(value, MIN_IDLE_LOCK_MINUTES, MAX_IDLE_LOCK_MINUTES);
}

type TillSettingsOf = Pick<Business, 'cashierDiscountLimitHundredths' | 'idleLockMinutes' | 'countMobileMoneyAtClose'> | null | undefined;

/** The shop's cashier discount limit in basis points: its own when it holds a valid one, else DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS. */
export function cashierDiscountLimitOf(business: TillSettingsOf): number {
  const limit = business?.cashierDiscountLimitHundredths;
  return limit !== undefined && discountLimitProblem(limit) === null ? limit : DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS;
}

/** The shop's idle lock in minutes: its own when it holds a valid one, else DEFAULT_IDLE_LOCK_MINUTES. */
export function idleLockMinutesOf(business: TillSettingsOf): number {
  const minutes = business?.idleLockMinutes;
  return minutes !== undefined && idleLockMinutesProblem(minutes) === null ? minutes : DEFAULT_IDLE_LOCK_MINUTES;
}

/** The shop's idle lock in milliseconds (for isIdleLocked): TILL_IDLE_LOCK_MS until it sets a valid one. */
export function idleLockMsOf(business: TillSettingsOf): number {
  return idleLockMinutesOf(business) * MINUTE_MS;
}

/** Whether closing a shift asks for the mobile money counted: only when the shop said so (default: cash only). */
export function countsMobileMoneyAtClose(business: TillSettingsOf): boolean {
  return business?.countMobileMoneyAtClose === true;
}

/**
 * The shop's discount limit as the form shows it: '10', '12.5' (a percentage, without the sign).
 * Basis points are hundredths of a percent, as minor units are of a major one: plainMinor writes them.
 */
export function discountLimitInputText(hundredths: number): string {
  return plainMinor(hundredths).replace(/\.?0+$/, '');
}

/**
 * A percentage as typed: digits with up to two decimals, an optional % after; basis points, or why
 * not. Hundredths are read exactly as an amount's minor units are (parseMoneyInput).
 */
function parseDiscountLimit(text: string): { ok: true; value: number } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: TILL_SETTINGS_MESSAGES.discountLimitRequired };
  const match = /^([0-9]+(?:\.[0-9]{1,2})?)\s*%?$/.exec(trimmed);
  if (!match) return { ok: false, error: TILL_SETTINGS_MESSAGES.discountLimitInvalid };
  const read = parseMoneyInput(match[1]);
  return read.ok && discountLimitProblem(read.value) === null ? { ok: true, value: read.value } : { ok: false, error: TILL_SETTINGS_MESSAGES.discountLimitTooLarge };
}

/** Whole minutes as typed: digits only (spaces around allowed), from MIN_IDLE_LOCK_MINUTES to MAX_IDLE_LOCK_MINUTES, or why not. */
function parseIdleLockMinutes(text: string): { ok: true; value: number } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: TILL_SETTINGS_MESSAGES.idleLockRequired };
  if (!/^[0-9]+$/.test(trimmed)) return { ok: false, error: TILL_SETTINGS_MESSAGES.idleLockInvalid };
  const value = Number(trimmed);
  return idleLockMinutesProblem(value) === null ? { ok: true, value } : { ok: false, error: TILL_SETTINGS_MESSAGES.idleLockOutOfRange };
}

/**
 * The owner's till settings form: the discount limit as a percentage (0 to 100, up to two
 * decimals, kept in basis points), the idle lock in whole minutes (MIN_IDLE_LOCK_MINUTES to
 * MAX_IDLE_LOCK_MINUTES) and whether closing a shift counts the mobile money.
 */
export function validateTillSettings(input: {
  cashierDiscountLimit?: string | null;
  idleLockMinutes?: string | null;
  countMobileMoneyAtClose?: boolean | null;
}): Validation<TillSettings, TillSettingsField> {
  const limit = parseDiscountLimit(input.cashierDiscountLimit ?? '');
  const minutes = parseIdleLockMinutes(input.idleLockMinutes ?? '');
  if (!limit.ok || !minutes.ok) {
    return {
      ok: false,
      errors: { ...(limit.ok ? {} : { cashierDiscountLimit: limit.error }), ...(minutes.ok ? {} : { idleLockMinutes: minutes.error }) },
    };
  }
  return { ok: true, value: { cashierDiscountLimitHundredths: limit.value, idleLockMinutes: minutes.value, countMobileMoneyAtClose: input.countMobileMoneyAtClose === true } };
}
