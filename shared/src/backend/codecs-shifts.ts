// The codecs of a shift and of a member's wrong PINs (codecs.ts has their stored shapes): their own
// module, so a till that never opens a shift or checks a PIN (a shop without staff, the partner
// widget's) does not carry them; the adapters load it on first use.
import { PAY_IN_OUT_KINDS } from '../domain/constants';
import { fromMinor } from '../domain/money';
import type { PinAttempts } from '../domain/pin';
import type { PayInOut, Shift } from '../domain/entities';
import { dateOf, isDate, minorOf, optionalFromMinor, optionalMinorOf, stampFromStored, stampToStored, StoredRecordError, textOf } from './codecs';
import type { StoredPayInOut, StoredPinAttempts, StoredShift } from './codecs';

export function pinAttemptsToStored(attempts: PinAttempts): StoredPinAttempts {
  return { failures: attempts.failures, lockedUntil: attempts.lockedUntil };
}

/** Stored wrong tries as the domain's; a record out of shape reads as pin.ts reads it (a count it can use, an unreadable lock as none). */
export function pinAttemptsFromStored(stored: Partial<StoredPinAttempts> | null | undefined): PinAttempts | null {
  if (!stored) return null;
  const failures = typeof stored.failures === 'number' && Number.isFinite(stored.failures) ? stored.failures : 0;
  return { failures, lockedUntil: isDate(stored.lockedUntil) ? stored.lockedUntil : null };
}

function payInOutToStored({ amountMinor, ...move }: PayInOut): StoredPayInOut {
  const stored: StoredPayInOut = { kind: move.kind, amount: fromMinor(amountMinor), reason: move.reason, at: move.at };
  return move.id === undefined ? stored : { id: move.id, ...stored };
}

function payInOutFromStored(stored: StoredPayInOut, record: string, index: number): PayInOut {
  const field = `payInsOuts[${index}]`;
  if (!(PAY_IN_OUT_KINDS as readonly string[]).includes(stored.kind)) throw new StoredRecordError(record, `${field}.kind`, stored.kind, 'is not a pay-in or pay-out');
  const move: PayInOut = { kind: stored.kind, amountMinor: minorOf(stored.amount, record, `${field}.amount`), reason: textOf(stored.reason, record, `${field}.reason`), at: dateOf(stored.at, record, `${field}.at`) };
  return stored.id === undefined || stored.id === null ? move : { id: textOf(stored.id, record, `${field}.id`), ...move };
}

export function shiftToStored(shift: Shift): StoredShift {
  const stored: StoredShift = {
    id: shift.id,
    staff: stampToStored(shift.staff),
    currency: shift.currency,
    openedAt: shift.openedAt,
    float: fromMinor(shift.floatMinor),
    payInsOuts: shift.payInsOuts.map(payInOutToStored),
    closedAt: shift.closedAt,
    countedCash: optionalFromMinor(shift.countedCashMinor),
  };
  if (shift.countedMobileMoneyMinor !== undefined) stored.countedMobileMoney = optionalFromMinor(shift.countedMobileMoneyMinor);
  return stored;
}

export function shiftFromStored(stored: StoredShift): Shift {
  const record = `Shift ${stored.id}`;
  const staff = stampFromStored(stored.staff, record, 'staff');
  if (!staff) throw new StoredRecordError(record, 'staff', stored.staff, 'is not a staff stamp');
  const shift: Shift = {
    id: stored.id,
    staff,
    currency: stored.currency,
    openedAt: dateOf(stored.openedAt, record, 'openedAt'),
    floatMinor: minorOf(stored.float, record, 'float'),
    payInsOuts: (Array.isArray(stored.payInsOuts) ? stored.payInsOuts : []).map((move, index) => payInOutFromStored(move, record, index)),
    closedAt: stored.closedAt === null || stored.closedAt === undefined ? null : dateOf(stored.closedAt, record, 'closedAt'),
    countedCashMinor: optionalMinorOf(stored.countedCash, record, 'countedCash'),
  };
  if (stored.countedMobileMoney !== undefined) shift.countedMobileMoneyMinor = optionalMinorOf(stored.countedMobileMoney, record, 'countedMobileMoney');
  return shift;
}
