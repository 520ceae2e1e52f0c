// The part of the till guard (guard-till.ts) a till without staff never runs, loaded with a
// dynamic import on its first use: saving and turning off staff members (the staff form's check,
// domain/staff-form.ts, and the PIN's slow hash), checking a PIN with its lockout (domain/pin.ts,
// slow-hash.ts), and the writes of shifts (domain/shifts.ts). The partner widget's JavaScript
// must stay within 150 KB gzip (e2e/specs/widget.spec.mjs) and signs in and sells without any of
// it. The guard decides who may call what (as-operator.ts `act`, by permissions.ts over the table of domain/staff.ts)
// before calling here; these functions only check the input, the PIN, and write through the store.
import { CURRENCIES, MAX_AMOUNT_MINOR, MAX_PAY_IN_OUT_REASON_LENGTH } from '../../domain/constants';
import { afterPinAttempt, hashPin, pinLockState, verifyPin } from '../../domain/pin';
import type { PinAttempts, PinHash } from '../../domain/pin';
import { addPayInOut, closeShift as closedShift, isShiftOpen, openShift as openedShift } from '../../domain/shifts';
import type { PayInOut, Shift, StaffStamp } from '../../domain/entities';
import { canDisable } from '../../domain/staff';
import type { PinRefusalReason, StaffField, StaffInput, StaffMember } from '../../domain/staff';
import { validateStaff } from '../../domain/staff-form';
import { STAFF_MESSAGES } from '../../domain/staff-words';
import { BackendError } from '../errors';
import type { CloseShiftInput, OpenShiftInput, RecordPayInOutInput, SaveStaffResult } from '../port';
import type { StaffStore } from '../staff-store';
import { refused } from './refusals';

/** What the guard lends this part: the adapter's store, the guard's clock, and its PBKDF2 iterations (TillGuardOptions). */
export interface StaffPartContext {
  store: StaffStore;
  clock: () => Date;
  pinIterations?: number;
}

/** The order in which the staff form's messages are reported, one at a time. */
const FIELD_ORDER: readonly StaffField[] = ['name', 'role', 'pin', 'invitationEmail'];

/** A PIN not taken: its code, and its words with the tries or minutes left (pin.ts). */
const pinRefused = (reason: PinRefusalReason, message: string) => new BackendError('permission-denied', message, { reason });

function validAmount(minor: unknown, least: number): minor is number {
  return typeof minor === 'number' && Number.isInteger(minor) && minor >= least && minor <= MAX_AMOUNT_MINOR;
}

// -----------------------------------------------------------------------------------------------
// PINs

/**
 * The PIN typed for the member `memberId` (found and active: the guard checked), against their
 * stored hash, with the lockout kept in the store (pin.ts: PIN_MAX_TRIES, PIN_LOCK_MS) on the
 * guard's clock; resolves when it is right, rejects with the refusal's words otherwise.
 */
export async function checkMemberPin(context: StaffPartContext, uid: string, memberId: string, pinHash: PinHash, pin: string): Promise<void> {
  const { store, clock } = context;
  const attempts: PinAttempts | null = await store.getPinAttempts(uid, memberId);
  const now = clock();
  const locked = pinLockState(attempts, now).locked;
  const outcome = afterPinAttempt(attempts, locked ? false : await verifyPin(pin, pinHash), now);
  if (outcome.refused) {
    if (!locked) await store.putPinAttempts(uid, memberId, outcome.attempts);
    throw pinRefused(outcome.reason === 'locked' ? 'pin-locked' : 'wrong-pin', outcome.message);
  }
  if (attempts && (attempts.failures > 0 || attempts.lockedUntil !== null)) await store.putPinAttempts(uid, memberId, null);
}

/** The PIN typed for the member `memberId`, checked as checkMemberPin does: the member when it is right (found and active), a refusal otherwise. */
export async function checkPin(context: StaffPartContext, uid: string, memberId: string, pin: string): Promise<StaffMember> {
  const member = await context.store.getStaffMember(uid, memberId);
  if (!member) throw new BackendError('not-found', `No staff member ${memberId}.`);
  if (member.disabled) throw refused('disabled');
  await checkMemberPin(context, uid, memberId, member.pinHash, pin);
  return member;
}

// -----------------------------------------------------------------------------------------------
// Staff members

/** Adds or edits a member from the staff form's input (port.ts, saveStaffMember): what the store said, and the member as kept. */
export async function saveStaffMember(context: StaffPartContext, uid: string, id: string, input: StaffInput): Promise<{ result: SaveStaffResult; member: StaffMember }> {
  const { store, clock } = context;
  if (typeof id !== 'string' || id === '' || id.includes('/')) throw new BackendError('invalid-argument', 'A staff member needs an id.');
  const existing = await store.getStaffMember(uid, id);
  const checked = validateStaff(input, { pinRequired: existing === null, ...(id === uid ? { roles: ['owner'] as const } : {}) });
  if (!checked.ok) throw new BackendError('invalid-argument', FIELD_ORDER.map((field) => checked.errors[field]).find(Boolean) ?? STAFF_MESSAGES.nameRequired);
  const draft = checked.value;
  const pinHash = draft.pin === null ? existing?.pinHash : await hashPin(draft.pin, context.pinIterations);
  if (!pinHash) throw new BackendError('invalid-argument', STAFF_MESSAGES.pinRequired);
  const member: StaffMember = {
    id,
    name: draft.name,
    role: draft.role,
    pinHash,
    disabled: existing?.disabled ?? false,
    createdAt: existing?.createdAt ?? clock(),
    ...(draft.invitationEmail !== null ? { invitationEmail: draft.invitationEmail } : existing?.invitationEmail ? { invitationEmail: null } : {}),
  };
  const result = await store.putStaffMember(uid, member);
  return { result, member };
}

/** Turns a member off or on again (port.ts, setStaffDisabled); never the owner. */
export async function setStaffDisabled(context: StaffPartContext, uid: string, id: string, disabled: boolean): Promise<void> {
  const { store } = context;
  if (id === uid) throw new BackendError('invalid-argument', 'The owner cannot be turned off.');
  const member = await store.getStaffMember(uid, id);
  if (!member) throw new BackendError('not-found', `No staff member ${id}.`);
  if (!canDisable(member)) throw new BackendError('invalid-argument', 'The owner cannot be turned off.');
  if (member.disabled !== disabled) await store.putStaffMember(uid, { ...member, disabled });
}

// -----------------------------------------------------------------------------------------------
// Shifts (shifts.ts), each the operator's own: `staff` is the stamp of who acts

/** Changes the operator's shift through the store: `change` says what to write, or throws a refusal (raised after the store's write). */
async function changeShift(store: StaffStore, uid: string, id: string, change: (current: Shift | null) => Shift | null): Promise<boolean> {
  let refusal: unknown = null;
  const written = await store.updateShift(uid, id, (current) => {
    refusal = null;
    try {
      return change(current);
    } catch (error) {
      refusal = error;
      return null;
    }
  });
  if (refusal) throw refusal;
  return written;
}

function ownOpenShift(current: Shift | null, staffId: string): Shift {
  if (!current) throw new BackendError('not-found', 'No such shift.');
  if (current.staff.id !== staffId) throw refused('not-allowed');
  if (!isShiftOpen(current)) throw new BackendError('failed-precondition', STAFF_MESSAGES.shiftClosed);
  return current;
}

export async function openShift(context: StaffPartContext, uid: string, input: OpenShiftInput, staff: StaffStamp): Promise<{ recorded: boolean }> {
  const { store, clock } = context;
  if (typeof input.id !== 'string' || input.id === '' || input.id.includes('/')) throw new BackendError('invalid-argument', 'A shift needs its id.');
  if (!CURRENCIES.includes(input.currency)) throw new BackendError('invalid-argument', 'A shift needs a currency.');
  if (!validAmount(input.floatMinor, 0)) throw new BackendError('invalid-argument', STAFF_MESSAGES.floatInvalid);
  const open = await store.openShiftsOf(uid, staff.id);
  if (open.some((shift) => shift.id === input.id)) return { recorded: false };
  if (open.length > 0) throw new BackendError('failed-precondition', STAFF_MESSAGES.shiftAlreadyOpen);
  const recorded = await changeShift(store, uid, input.id, (current) =>
    current ? null : openedShift({ id: input.id, staff, currency: input.currency, floatMinor: input.floatMinor, openedAt: clock() }),
  );
  return { recorded };
}

export async function recordPayInOut(context: StaffPartContext, uid: string, input: RecordPayInOutInput, staff: StaffStamp): Promise<{ recorded: boolean }> {
  const { store, clock } = context;
  const { kind, amountMinor } = input.move;
  const reason = typeof input.move.reason === 'string' ? input.move.reason.trim() : '';
  if (typeof input.id !== 'string' || input.id === '') throw new BackendError('invalid-argument', 'A pay-in or pay-out needs its id.');
  if (kind !== 'pay-in' && kind !== 'pay-out') throw new BackendError('invalid-argument', 'A move is a pay-in or a pay-out.');
  if (!validAmount(amountMinor, 1)) throw new BackendError('invalid-argument', STAFF_MESSAGES.payAmountInvalid);
  if (reason === '') throw new BackendError('invalid-argument', STAFF_MESSAGES.reasonRequired);
  if (reason.length > MAX_PAY_IN_OUT_REASON_LENGTH) throw new BackendError('invalid-argument', STAFF_MESSAGES.reasonTooLong);
  const move: PayInOut = { id: input.id, kind, amountMinor, reason, at: clock() };
  const recorded = await changeShift(store, uid, input.shiftId, (current) => {
    if (current?.payInsOuts.some((m) => m.id === input.id)) return null;
    return addPayInOut(ownOpenShift(current, staff.id), move);
  });
  return { recorded };
}

export async function closeShift(context: StaffPartContext, uid: string, input: CloseShiftInput, staff: StaffStamp): Promise<void> {
  const { store, clock } = context;
  if (!validAmount(input.countedCashMinor, 0)) throw new BackendError('invalid-argument', STAFF_MESSAGES.countedCashInvalid);
  const momo = input.countedMobileMoneyMinor ?? null;
  if (momo !== null && !validAmount(momo, 0)) throw new BackendError('invalid-argument', STAFF_MESSAGES.countedMobileMoneyInvalid);
  await changeShift(store, uid, input.shiftId, (current) => closedShift(ownOpenShift(current, staff.id), { countedCashMinor: input.countedCashMinor, countedMobileMoneyMinor: momo }, clock()));
}
