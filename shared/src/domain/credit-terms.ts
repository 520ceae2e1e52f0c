// A credit sale's payment terms (docs/product-rules.md, 'Credit'): the shop's days to pay
// (Business.creditDays, its bounds and the owner's typed value), the due date a credit sale gets
// unless the cashier picks another, and which due dates a cashier may pick.
import { calendarDaysBetween, isDateKey, addDaysToKey } from './calendar';
import type { Business } from './entities';

/** Days from a credit sale to its due date unless the shop set its own (Business.creditDays) or the cashier picks another day. */
export const DEFAULT_CREDIT_DAYS = 30;
/** The latest a credit sale may fall due: a year after it was made (and the most days to pay a shop may set). */
export const MAX_CREDIT_DAYS = 366;
/** The fewest days to pay a shop may set (a sale due the day it is made is the cashier's choice alone). */
export const MIN_CREDIT_DAYS = 1;

/** Why a shop's days to pay cannot be kept: nothing typed, not a whole number, or outside MIN_CREDIT_DAYS..MAX_CREDIT_DAYS. */
export type CreditDaysProblem = 'required' | 'not-whole' | 'out-of-range';

/**
 * Why `days` cannot be a shop's days to pay (Business.creditDays), or null when it can: a whole
 * number from MIN_CREDIT_DAYS to MAX_CREDIT_DAYS. Every adapter checks it before storing one
 * (backend/records.ts), and the Firestore rules hold the same bounds.
 */
export function creditDaysProblem(days: unknown): Exclude<CreditDaysProblem, 'required'> | null {
  if (typeof days !== 'number' || !Number.isInteger(days)) return 'not-whole';
  return days < MIN_CREDIT_DAYS || days > MAX_CREDIT_DAYS ? 'out-of-range' : null;
}

/** The days to pay as the owner typed them (digits only, spaces around allowed): the number, or why not. */
export function parseCreditDays(text: string): { ok: true; value: number } | { ok: false; error: CreditDaysProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'required' };
  if (!/^[0-9]+$/.test(trimmed)) return { ok: false, error: 'not-whole' };
  const value = Number(trimmed);
  const problem = creditDaysProblem(value);
  return problem ? { ok: false, error: problem } : { ok: true, value };
}

/** The shop's days to pay: its own setting when it holds a valid one, else DEFAULT_CREDIT_DAYS. */
export function creditDaysOf(business: Pick<Business, 'creditDays'> | null | undefined): number {
  const days = business?.creditDays;
  return days !== undefined && creditDaysProblem(days) === null ? days : DEFAULT_CREDIT_DAYS;
}

/**
 * The due date a credit sale made on device day `todayKey` gets unless the cashier picks another:
 * `days` later, the shop's days to pay (`defaultDueOn(todayKey, business?.creditDays)`); absent,
 * DEFAULT_CREDIT_DAYS.
 */
export function defaultDueOn(todayKey: string, days: number = DEFAULT_CREDIT_DAYS): string {
  return addDaysToKey(todayKey, days);
}

/** Whether a due date a cashier picked on device day `todayKey` is allowed: today up to MAX_CREDIT_DAYS ahead. */
export function isDueDateAllowed(dueOn: string, todayKey: string): boolean {
  if (!isDateKey(dueOn)) return false;
  const days = calendarDaysBetween(todayKey, dueOn);
  return days >= 0 && days <= MAX_CREDIT_DAYS;
}
