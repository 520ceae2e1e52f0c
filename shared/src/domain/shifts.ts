// A cashier's shift and its cash-up (issue #35; the rules are summed up at the top of staff.ts):
// opened with the float counted in the drawer, pay-ins and pay-outs with a reason, closed with the
// cash (and, when the shop asks, the mobile money) counted; then what was expected, what was
// counted and the difference, over or short. One currency a shift (the drawer's); every amount in
// integer minor units, exact. Takings are payments.ts's `saleTakings`, so a credit sale counts only
// what was paid at the till; a refund hands back its amount less what it took off an account.
import { MAX_PAY_IN_OUT_REASON_LENGTH } from './constants';
import type { CurrencyCode, Expense, PayInOut, Refund, Repayment, Sale, Shift, StaffStamp } from './entities';
import { parseMoneyInput } from './money';
import type { MoneyInputResult } from './money';
import { saleTakings } from './payments';
import { STAFF_MESSAGES } from './staff-words';
import type { FieldErrors, Validation } from './validation';

/** Whether the shift is still open. */
export function isShiftOpen(shift: Pick<Shift, 'closedAt'>): boolean {
  return shift.closedAt === null;
}

/** The person's open shift, if any: one at a time. */
export function openShiftOf<S extends Pick<Shift, 'staff' | 'closedAt'>>(shifts: readonly S[], staffId: string): S | null {
  return shifts.find((shift) => shift.staff.id === staffId && isShiftOpen(shift)) ?? null;
}

/** Thrown when asked to change a shift in a way the forms would refuse; check first. */
export class ShiftError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShiftError';
  }
}

// ---------------------------------------------------------------------------------------------
// The forms

export type ShiftOpeningField = 'float';
export type ShiftClosingField = 'countedCash' | 'countedMobileMoney';
export type PayInOutField = 'amount' | 'reason';

type MoneyWords = { required: string; invalid: string; tooLarge: string };

function moneyError(result: MoneyInputResult, words: MoneyWords): string | null {
  if (result.ok) return null;
  if (result.error === 'empty') return words.required;
  if (result.error === 'too-large') return words.tooLarge;
  return words.invalid;
}

const FLOAT_WORDS: MoneyWords = { required: STAFF_MESSAGES.floatRequired, invalid: STAFF_MESSAGES.floatInvalid, tooLarge: STAFF_MESSAGES.floatTooLarge };
const CASH_WORDS: MoneyWords = { required: STAFF_MESSAGES.countedCashRequired, invalid: STAFF_MESSAGES.countedCashInvalid, tooLarge: STAFF_MESSAGES.countedCashTooLarge };
const MOMO_WORDS: MoneyWords = {
  required: STAFF_MESSAGES.countedMobileMoneyRequired,
  invalid: STAFF_MESSAGES.countedMobileMoneyInvalid,
  tooLarge: STAFF_MESSAGES.countedMobileMoneyTooLarge,
};
const PAY_WORDS: MoneyWords = { required: STAFF_MESSAGES.payAmountRequired, invalid: STAFF_MESSAGES.payAmountInvalid, tooLarge: STAFF_MESSAGES.payAmountTooLarge };

/** Opening a shift: the float counted, as typed; required, a number of 0 or more, at most the largest amount. */
export function validateShiftOpening(input: { float?: string | null }): Validation<{ floatMinor: number }, ShiftOpeningField> {
  const result = parseMoneyInput(input.float);
  if (!result.ok) return { ok: false, errors: { float: moneyError(result, FLOAT_WORDS) ?? FLOAT_WORDS.invalid } };
  return { ok: true, value: { floatMinor: result.value } };
}

/**
 * Closing a shift: the cash counted (required, 0 or more) and the mobile money counted, required
 * when the shop asks for it (`askMobileMoney`) and otherwise checked only when typed.
 */
export function validateShiftClosing(
  input: { countedCash?: string | null; countedMobileMoney?: string | null },
  askMobileMoney: boolean,
): Validation<{ countedCashMinor: number; countedMobileMoneyMinor: number | null }, ShiftClosingField> {
  const errors: FieldErrors<ShiftClosingField> = {};
  const cash = parseMoneyInput(input.countedCash);
  const cashError = moneyError(cash, CASH_WORDS);
  if (cashError) errors.countedCash = cashError;
  const momoTyped = (input.countedMobileMoney ?? '').trim() !== '';
  const momo = parseMoneyInput(input.countedMobileMoney);
  const momoError = askMobileMoney || momoTyped ? moneyError(momo, MOMO_WORDS) : null;
  if (momoError) errors.countedMobileMoney = momoError;
  if (!cash.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { countedCashMinor: cash.value, countedMobileMoneyMinor: momo.ok ? momo.value : null } };
}

/** A pay-in or pay-out: the amount more than 0 and at most the largest amount; the reason required, trimmed, at most 200 characters. */
export function validatePayInOut(input: { amount?: string | null; reason?: string | null }): Validation<{ amountMinor: number; reason: string }, PayInOutField> {
  const errors: FieldErrors<PayInOutField> = {};
  const amount = parseMoneyInput(input.amount);
  const amountError = moneyError(amount, PAY_WORDS) ?? (amount.ok && amount.value === 0 ? PAY_WORDS.invalid : null);
  if (amountError) errors.amount = amountError;
  const reason = (input.reason ?? '').trim();
  if (reason === '') errors.reason = STAFF_MESSAGES.reasonRequired;
  else if (reason.length > MAX_PAY_IN_OUT_REASON_LENGTH) errors.reason = STAFF_MESSAGES.reasonTooLong;
  if (!amount.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { amountMinor: amount.value, reason } };
}

// ---------------------------------------------------------------------------------------------
// The shift's life

/** A new open shift. Refused (ShiftError) when the person already has one open among `shifts`. */
export function openShift(
  input: { id: string; staff: StaffStamp; currency: CurrencyCode; floatMinor: number; openedAt: Date },
  shifts: readonly Pick<Shift, 'staff' | 'closedAt'>[] = [],
): Shift {
  if (openShiftOf(shifts, input.staff.id)) throw new ShiftError(STAFF_MESSAGES.shiftAlreadyOpen);
  return {
    id: input.id,
    staff: { id: input.staff.id, name: input.staff.name },
    currency: input.currency,
    openedAt: input.openedAt,
    floatMinor: input.floatMinor,
    payInsOuts: [],
    closedAt: null,
    countedCashMinor: null,
  };
}

/** The shift with one more pay-in or pay-out; refused (ShiftError) once it is closed. */
export function addPayInOut(shift: Shift, move: PayInOut): Shift {
  if (!isShiftOpen(shift)) throw new ShiftError(STAFF_MESSAGES.shiftClosed);
  return { ...shift, payInsOuts: [...shift.payInsOuts, { ...move }] };
}

/** The shift closed at `closedAt` with what was counted; refused (ShiftError) when it is closed already. A close before the opening is taken as at the opening. */
export function closeShift(shift: Shift, counted: { countedCashMinor: number; countedMobileMoneyMinor: number | null }, closedAt: Date): Shift {
  if (!isShiftOpen(shift)) throw new ShiftError(STAFF_MESSAGES.shiftClosed);
  const at = closedAt.getTime() < shift.openedAt.getTime() ? shift.openedAt : closedAt;
  return { ...shift, closedAt: at, countedCashMinor: counted.countedCashMinor, countedMobileMoneyMinor: counted.countedMobileMoneyMinor };
}

// ---------------------------------------------------------------------------------------------
// The cash-up

/** Who made a record, however the adapters keep it (a `madeBy` stamp); null or undefined when not known. */
export type MadeByOf = (record: Sale | Refund | Repayment | Expense) => StaffStamp | null | undefined;

/** A shift's cash-up, in minor units of its currency. */
export interface ShiftExpected {
  currency: CurrencyCode;
  salesCount: number;
  refundsCount: number;
  repaymentsCount: number;
  floatMinor: number;
  /** What the shift's sales took in cash (change off, credit not taken). */
  cashTakingsMinor: number;
  cashRepaymentsMinor: number;
  /** Cash handed back by the shift's refunds (their amount less what came off an account). */
  cashRefundsMinor: number;
  /** Cash expenses paid from the till in the shift. */
  cashExpensesMinor: number;
  payInsMinor: number;
  payOutsMinor: number;
  /** Float + cash takings + cash repayments − cash refunds − cash expenses + pay-ins − pay-outs. */
  expectedCashMinor: number;
  mobileMoneyTakingsMinor: number;
  mobileMoneyRepaymentsMinor: number;
  mobileMoneyRefundsMinor: number;
  /** Mobile money takings + repayments − refunds handed back by mobile money. */
  expectedMobileMoneyMinor: number;
  countedCashMinor: number | null;
  /** Counted − expected cash: above 0 over, below 0 short; null until counted. */
  overShortMinor: number | null;
  countedMobileMoneyMinor: number | null;
  /** Counted − expected mobile money; null when not counted. */
  mobileMoneyOverShortMinor: number | null;
}

/** The money a refund handed back, not taken off an account (as End of Day counts it). */
function handedBackMinor(refund: Pick<Refund, 'amountMinor' | 'creditMinor'>): number {
  const offAccount = Math.min(Math.max(0, refund.creditMinor ?? 0), refund.amountMinor);
  return refund.amountMinor - offAccount;
}

/**
 * What the drawer (and the mobile money) should hold at the end of `shift`, and the difference
 * from what was counted. Only records in its currency, made by its staff member (`madeByOf`), from
 * its opening to its closing, both included (to `now` while it is open), count.
 */
export function shiftExpected(
  shift: Shift,
  sales: readonly Sale[],
  refunds: readonly Refund[],
  repayments: readonly Repayment[],
  expenses: readonly Expense[],
  madeByOf: MadeByOf,
  now: Date = new Date(),
): ShiftExpected {
  const start = shift.openedAt.getTime();
  const end = (shift.closedAt ?? now).getTime();
  const ours = (record: Sale | Refund | Repayment | Expense): boolean => {
    if (record.currency !== shift.currency) return false;
    const t = record.createdAt.getTime();
    if (!(t >= start && t <= end)) return false;
    return madeByOf(record)?.id === shift.staff.id;
  };

  let salesCount = 0;
  let cashTakingsMinor = 0;
  let mobileMoneyTakingsMinor = 0;
  for (const sale of sales) {
    if (!ours(sale)) continue;
    salesCount += 1;
    for (const { method, minor } of saleTakings(sale)) {
      if (method === 'Cash') cashTakingsMinor += minor;
      else if (method === 'Mobile Money') mobileMoneyTakingsMinor += minor;
    }
  }

  let refundsCount = 0;
  let cashRefundsMinor = 0;
  let mobileMoneyRefundsMinor = 0;
  for (const refund of refunds) {
    if (!ours(refund)) continue;
    refundsCount += 1;
    if (refund.paymentMethod === 'Cash') cashRefundsMinor += handedBackMinor(refund);
    else if (refund.paymentMethod === 'Mobile Money') mobileMoneyRefundsMinor += handedBackMinor(refund);
  }

  let repaymentsCount = 0;
  let cashRepaymentsMinor = 0;
  let mobileMoneyRepaymentsMinor = 0;
  for (const repayment of repayments) {
    if (!ours(repayment)) continue;
    repaymentsCount += 1;
    if (repayment.method === 'Cash') cashRepaymentsMinor += repayment.amountMinor;
    else if (repayment.method === 'Mobile Money') mobileMoneyRepaymentsMinor += repayment.amountMinor;
  }

  let cashExpensesMinor = 0;
  for (const expense of expenses) {
    if (expense.fromTill && expense.method === 'Cash' && ours(expense)) cashExpensesMinor += expense.amountMinor;
  }

  let payInsMinor = 0;
  let payOutsMinor = 0;
  for (const move of shift.payInsOuts) {
    if (move.kind === 'pay-in') payInsMinor += move.amountMinor;
    else if (move.kind === 'pay-out') payOutsMinor += move.amountMinor;
  }

  const expectedCashMinor = shift.floatMinor + cashTakingsMinor + cashRepaymentsMinor - cashRefundsMinor - cashExpensesMinor + payInsMinor - payOutsMinor;
  const expectedMobileMoneyMinor = mobileMoneyTakingsMinor + mobileMoneyRepaymentsMinor - mobileMoneyRefundsMinor;
  const countedCashMinor = shift.countedCashMinor ?? null;
  const countedMobileMoneyMinor = shift.countedMobileMoneyMinor ?? null;
  return {
    currency: shift.currency,
    salesCount,
    refundsCount,
    repaymentsCount,
    floatMinor: shift.floatMinor,
    cashTakingsMinor,
    cashRepaymentsMinor,
    cashRefundsMinor,
    cashExpensesMinor,
    payInsMinor,
    payOutsMinor,
    expectedCashMinor,
    mobileMoneyTakingsMinor,
    mobileMoneyRepaymentsMinor,
    mobileMoneyRefundsMinor,
    expectedMobileMoneyMinor,
    countedCashMinor,
    overShortMinor: countedCashMinor === null ? null : countedCashMinor - expectedCashMinor,
    countedMobileMoneyMinor,
    mobileMoneyOverShortMinor: countedMobileMoneyMinor === null ? null : countedMobileMoneyMinor - expectedMobileMoneyMinor,
  };
}

// ---------------------------------------------------------------------------------------------
// A day's shifts, per cashier (End of Day)

/** One cashier's day in one currency: their sales and takings by the records' stamps, and their shifts' cash-ups. */
export interface CashierDay {
  staff: StaffStamp;
  currency: CurrencyCode;
  /** Sales stamped with them. */
  salesCount: number;
  /** What those sales took at the till (payments.ts, saleTakings), every method. */
  takingsMinor: number;
  shiftsCount: number;
  /** Their closed shifts' over (above 0) or short (below 0), added up; 0 with no closed shift. */
  overShortMinor: number;
  /** Shifts still open: not in the over/short. */
  openShiftsCount: number;
}

export interface ShiftsDay {
  /** Each shift with its cash-up, in the order given. */
  shifts: { shift: Shift; expected: ShiftExpected }[];
  /** One row per person and currency, by name then currency. */
  cashiers: CashierDay[];
}

/**
 * A day's shifts with their cash-ups, and a summary per person: everyone with a shift or a stamped
 * sale among the records given (the day's). Unstamped sales (`madeByOf` gives nothing) count for
 * nobody.
 */
export function shiftsDay(
  shifts: readonly Shift[],
  records: { sales: readonly Sale[]; refunds: readonly Refund[]; repayments: readonly Repayment[]; expenses: readonly Expense[] },
  madeByOf: MadeByOf,
  now: Date = new Date(),
): ShiftsDay {
  const rows = new Map<string, CashierDay>();
  const rowOf = (staff: StaffStamp, currency: CurrencyCode): CashierDay => {
    const key = `${staff.id}\u0000${currency}`;
    let row = rows.get(key);
    if (!row) {
      row = { staff: { id: staff.id, name: staff.name }, currency, salesCount: 0, takingsMinor: 0, shiftsCount: 0, overShortMinor: 0, openShiftsCount: 0 };
      rows.set(key, row);
    }
    return row;
  };
  const withExpected = shifts.map((shift) => {
    const expected = shiftExpected(shift, records.sales, records.refunds, records.repayments, records.expenses, madeByOf, now);
    const row = rowOf(shift.staff, shift.currency);
    row.shiftsCount += 1;
    if (expected.overShortMinor === null) row.openShiftsCount += 1;
    else row.overShortMinor += expected.overShortMinor;
    return { shift, expected };
  });
  for (const sale of records.sales) {
    const by = madeByOf(sale);
    if (!by) continue;
    const row = rowOf(by, sale.currency);
    row.salesCount += 1;
    for (const { minor } of saleTakings(sale)) row.takingsMinor += minor;
  }
  const cashiers = [...rows.values()].sort((a, b) => a.staff.name.localeCompare(b.staff.name) || a.staff.id.localeCompare(b.staff.id) || a.currency.localeCompare(b.currency));
  return { shifts: withExpected, cashiers };
}
