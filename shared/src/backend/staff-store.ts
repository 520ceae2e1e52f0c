// What each adapter keeps for staff at a shared till, beneath the port's StaffApi: the members
// (with their PINs' hashes), each member's wrong-PIN record, the shifts, and on this device the
// till's state (who is at it, or that it is locked). The rules over them live once, in
// till-guard/guard-till.ts, which wraps an adapter and uses its store; an adapter only keeps the records.
import type { StaffMember } from '../domain/staff';
import type { PinAttempts } from '../domain/pin';
import type { Shift } from '../domain/entities';
import type { ErrorCallback, Unsubscribe } from './port';

/** The till on this device: locked, or worked by a member (by id) or by the owner's own account. */
export type TillState = { locked: true } | { locked: false; memberId: string | null };

export interface TillStateKeeper {
  /** What this device last kept for the owner `uid`; null when nothing (a fresh sign-in: the owner's account). */
  load(uid: string): TillState | null;
  save(uid: string, state: TillState | null): void;
}

export interface StaffStore {
  /** Every member, with their PIN's hash, oldest first, live. */
  subscribeStaffRecords(uid: string, onNext: (staff: StaffMember[]) => void, onError: ErrorCallback): Unsubscribe;
  getStaffMember(uid: string, id: string): Promise<StaffMember | null>;
  /** Creates the member or replaces the one with its id (keeping the stored `createdAt`). */
  putStaffMember(uid: string, member: StaffMember): Promise<{ created: boolean }>;
  /** The member's wrong PINs in a row (pin.ts); null when none. Kept where the till's screens never read it. */
  getPinAttempts(uid: string, memberId: string): Promise<PinAttempts | null>;
  putPinAttempts(uid: string, memberId: string, attempts: PinAttempts | null): Promise<void>;

  /** Shifts opened on or after `since`, newest first, live. */
  subscribeShiftRecords(uid: string, since: Date, onNext: (shifts: Shift[]) => void, onError: ErrorCallback): Unsubscribe;
  /** Every shift of the member that is still open (at most one, unless two tills raced). */
  openShiftsOf(uid: string, memberId: string): Promise<Shift[]>;
  /**
   * Changes one shift atomically: `change` gets the stored shift (null when there is none) and
   * returns what to store, or null to write nothing. Resolves with whether something was written.
   * It may be called again when another till wrote meanwhile.
   */
  updateShift(uid: string, id: string, change: (current: Shift | null) => Shift | null): Promise<boolean>;

  /** Where this device keeps its till's state. */
  readonly till: TillStateKeeper;
}
