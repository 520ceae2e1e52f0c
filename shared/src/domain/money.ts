// Money in integer minor units (pesewas, kobo, cents): the only unit the domain and the screens
// use, so every sum, product and difference is taken on integers and no float drift reaches a
// total. This file is the one home of money as text: `formatMinor` for people, `plainMinor` for
// spreadsheets and input fields, `parseMoneyInput` for what people type. `toMinor` and `fromMinor`
// turn the stored two-decimal amounts into minor units and back; only the adapters' codecs
// (`backend/codecs.ts`) call them (eslint.config.js, 'money speaks minor units').
import { CURRENCY_SYMBOLS, MAX_AMOUNT_MINOR } from './constants';
import type { CurrencyCode } from './entities';

const MINOR_PER_MAJOR = 100;

/**
 * Converts an amount such as 12.35 to 1235, rounding half away from zero at the third decimal.
 * Refuses (throws) NaN, infinities and amounts too large to count exactly, rather than letting
 * them pass as 0 or as a rounded figure.
 */
export function toMinor(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount of money: ${amount}`);
  // toPrecision(15) removes the binary noise of values like 1.005 * 100 = 100.49999999999999.
  const scaled = Number((Math.abs(amount) * MINOR_PER_MAJOR).toPrecision(15));
  const minor = Math.sign(amount) * Math.round(scaled) || 0;
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Too large to count exactly: ${amount}`);
  return minor;
}

/** Converts minor units back to a two-decimal amount, as records are stored. */
export function fromMinor(minor: number): number {
  return Math.round(minor) / MINOR_PER_MAJOR || 0;
}

/**
 * Divides two integers and rounds half away from zero, exactly (no float division of the
 * remainder), e.g. `divideRounded(5, 10) === 1`.
 */
export function divideRounded(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const quotient = Math.floor(n / d);
  const remainder = n - quotient * d;
  return sign * (remainder * 2 >= d ? quotient + 1 : quotient) || 0;
}

function groupThousands(digits: string): string {
  let out = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return out;
}

/** `123450` → `1,234.50`: grouped, two decimals, no symbol (as a message quotes a limit); negative as `-5.00`. */
export function amountText(minor: number): string {
  return money(minor, '');
}

/** `123450` in GHS → `₵1,234.50`; negative amounts as `-₵5.00`. */
export function formatMinor(minor: number, currency: CurrencyCode): string {
  return money(minor, CURRENCY_SYMBOLS[currency]);
}

function money(minor: number, symbol: string): string {
  const whole = Number.isFinite(minor) ? Math.round(minor) : 0;
  const abs = Math.abs(whole);
  const major = Math.floor(abs / MINOR_PER_MAJOR);
  const cents = abs - major * MINOR_PER_MAJOR;
  const sign = whole < 0 ? '-' : '';
  return `${sign}${symbol}${groupThousands(String(major))}.${String(cents).padStart(2, '0')}`;
}

/**
 * `123450` → `1234.50`; `-5` → `-0.05`. No symbol and no grouping: the amount as spreadsheets read
 * numbers and as a money field shows a stored amount for editing.
 */
export function plainMinor(minor: number): string {
  const whole = Number.isFinite(minor) ? Math.round(minor) : 0;
  const abs = Math.abs(whole);
  const major = Math.floor(abs / MINOR_PER_MAJOR);
  const cents = abs - major * MINOR_PER_MAJOR;
  return `${whole < 0 ? '-' : ''}${major}.${String(cents).padStart(2, '0')}`;
}

/** Whether `minor` is an amount a record may hold: whole minor units from 0 to MAX_AMOUNT_MINOR. */
export function isAmountMinor(minor: unknown): minor is number {
  return typeof minor === 'number' && Number.isSafeInteger(minor) && minor >= 0 && minor <= MAX_AMOUNT_MINOR;
}

/** Why a typed amount was refused. */
export type MoneyInputError = 'empty' | 'not-a-number' | 'negative' | 'too-large';

export type MoneyInputResult = { ok: true; value: number } | { ok: false; error: MoneyInputError };

/** An amount already in minor units (a record's, not typed) judged as a typed one would be. */
export function minorInput(minor: number): MoneyInputResult {
  if (!Number.isSafeInteger(minor)) return { ok: false, error: Number.isFinite(minor) && Math.abs(minor) > MAX_AMOUNT_MINOR ? 'too-large' : 'not-a-number' };
  if (minor < 0) return { ok: false, error: 'negative' };
  return minor <= MAX_AMOUNT_MINOR ? { ok: true, value: minor } : { ok: false, error: 'too-large' };
}

// Plain digits, or digits grouped by commas in threes; an optional decimal part.
const MONEY_TEXT = /^(?:\d+|\d{1,3}(?:,\d{3})+)?(?:\.\d*)?$/;

/**
 * Reads an amount typed by a person (`"12.5"`, `"1,234.50"`, `".75"`) into minor units, exactly,
 * without going through floating point. More than two decimals are rounded half up.
 */
export function parseMoneyInput(text: string | null | undefined): MoneyInputResult {
  if (text === null || text === undefined) return { ok: false, error: 'empty' };
  let trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'empty' };
  let negative = false;
  if (trimmed.startsWith('-')) {
    negative = true;
    trimmed = trimmed.slice(1).trim();
  }
  if (!MONEY_TEXT.test(trimmed) || !/\d/.test(trimmed)) return { ok: false, error: 'not-a-number' };
  const [intText = '', fracText = ''] = trimmed.replace(/,/g, '').split('.');
  const cents = Number((fracText + '00').slice(0, 2));
  const roundUp = (fracText[2] ?? '0') >= '5' ? 1 : 0;
  const minor = Number(intText || '0') * MINOR_PER_MAJOR + cents + roundUp;
  if (negative && minor > 0) return { ok: false, error: 'negative' };
  if (!Number.isSafeInteger(minor) || minor > MAX_AMOUNT_MINOR) return { ok: false, error: 'too-large' };
  return { ok: true, value: minor };
}
