// The local adapter's staff records (staff-store.ts, StaffStore): the members with their PINs'
// hashes, each member's wrong PINs (a table of its own), and the shifts, in the same IndexedDB
// database as the shop's other records (db.ts, version 6). Each change is one transaction, so two
// tabs changing one shift are taken one after the other. The rules over them are till-guard.ts's;
// the till's state on this device is till-state.ts's.
import { Dexie } from 'dexie';
import type { StaffMember } from '../../domain/staff';
import type { Shift } from '../../domain/shifts';
import { pinAttemptsFromStored, pinAttemptsToStored, shiftFromStored, shiftToStored, staffMemberFromStored, staffMemberToStored } from '../codecs';
import type { StaffStore, TillStateKeeper } from '../staff-store';
import { ownerRange, withoutOwner } from './db';
import type { LocalDatabase, ShiftRow, StaffRow } from './db';
import type { LocalSession } from './session';
import { createTillStateKeeper } from './till-state';

const memberOfRow = (row: StaffRow): StaffMember => {
  const { pinHash, ...listing } = withoutOwner(row);
  return staffMemberFromStored(listing, pinHash);
};
const shiftOfRow = (row: ShiftRow): Shift => shiftFromStored(withoutOwner(row));

export function createLocalStaffStore(db: LocalDatabase, session: LocalSession, till: TillStateKeeper = createTillStateKeeper()): StaffStore {
  const { requireOwner, live } = session;

  return {
    till,

    subscribeStaffRecords(uid, onNext, onError) {
      return live<StaffMember[]>(
        async () => {
          requireOwner(uid);
          const rows = await db.staff.where('[ownerUid+createdAt]').between(...ownerRange(uid), true, true).toArray();
          return rows.map(memberOfRow);
        },
        onNext,
        onError,
      );
    },

    async getStaffMember(uid, id) {
      requireOwner(uid);
      const row = await db.staff.get([uid, id]);
      return row ? memberOfRow(row) : null;
    },

    async putStaffMember(uid, member) {
      requireOwner(uid);
      return db.transaction('rw', [db.staff], async () => {
        const before = await db.staff.get([uid, member.id]);
        await db.staff.put({ ...staffMemberToStored(before ? { ...member, createdAt: before.createdAt } : member), ownerUid: uid });
        return { created: before === undefined };
      });
    },

    async getPinAttempts(uid, memberId) {
      requireOwner(uid);
      const row = await db.pinAttempts.get([uid, memberId]);
      return row ? pinAttemptsFromStored(row) : null;
    },

    async putPinAttempts(uid, memberId, attempts) {
      requireOwner(uid);
      if (attempts === null) await db.pinAttempts.delete([uid, memberId]);
      else await db.pinAttempts.put({ ...pinAttemptsToStored(attempts), memberId, ownerUid: uid });
    },

    subscribeShiftRecords(uid, since, onNext, onError) {
      return live<Shift[]>(
        async () => {
          requireOwner(uid);
          const rows = await db.shifts.where('[ownerUid+openedAt]').between([uid, since], [uid, Dexie.maxKey], true, true).reverse().toArray();
          return rows.map(shiftOfRow);
        },
        onNext,
        onError,
      );
    },

    async openShiftsOf(uid, memberId) {
      requireOwner(uid);
      const rows = await db.shifts.where('[ownerUid+staff.id]').equals([uid, memberId]).toArray();
      return rows.map(shiftOfRow).filter((shift) => shift.closedAt === null);
    },

    async updateShift(uid, id, change) {
      requireOwner(uid);
      return db.transaction('rw', [db.shifts], async () => {
        const row = await db.shifts.get([uid, id]);
        const next = change(row ? shiftOfRow(row) : null);
        if (next === null) return false;
        await db.shifts.put({ ...shiftToStored({ ...next, id }), ownerUid: uid });
        return true;
      });
    },
  };
}
