// The local adapter's staff records (staff-store.ts, StaffStore): the members with their PINs'
// hashes, each member's wrong PINs (a table of its own), and the shifts, in the same IndexedDB
// database as the shop's other records (db.ts, version 6). Each change is one transaction, so two
// tabs changing one shift are taken one after the other. The rules over them are the till guard's (till-guard/);
// the till's state on this device is till-state.ts's.
import { Dexie } from 'dexie';
import type { StaffMember } from '../../domain/staff';
import type { Shift } from '../../domain/entities';
import { staffMemberFromStored, staffMemberToStored } from '../codecs';
import type { StaffStore, TillStateKeeper } from '../staff-store';
import { ownerRange, withoutOwner } from './db';
import type { LocalDatabase, ShiftRow, StaffRow } from './db';
import type { LocalSession } from './session';
import { createTillStateKeeper } from './till-state';

const memberOfRow = (row: StaffRow): StaffMember => {
  const { pinHash, ...listing } = withoutOwner(row);
  return staffMemberFromStored(listing, pinHash);
};
// The shift and wrong-PIN codecs load on first use: a till that never opens a shift nor checks a PIN
// (a shop without staff) does without them.
const shiftCodecs = () => import('../codecs-shifts');
const shiftsOfRows = async (rows: ShiftRow[]): Promise<Shift[]> => {
  const { shiftFromStored } = await shiftCodecs();
  return rows.map((row) => shiftFromStored(withoutOwner(row)));
};

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
      return row ? (await shiftCodecs()).pinAttemptsFromStored(row) : null;
    },

    async putPinAttempts(uid, memberId, attempts) {
      requireOwner(uid);
      if (attempts === null) await db.pinAttempts.delete([uid, memberId]);
      else await db.pinAttempts.put({ ...(await shiftCodecs()).pinAttemptsToStored(attempts), memberId, ownerUid: uid });
    },

    subscribeShiftRecords(uid, since, onNext, onError) {
      return live<Shift[]>(
        async () => {
          requireOwner(uid);
          const rows = await db.shifts.where('[ownerUid+openedAt]').between([uid, since], [uid, Dexie.maxKey], true, true).reverse().toArray();
          return shiftsOfRows(rows);
        },
        onNext,
        onError,
      );
    },

    async openShiftsOf(uid, memberId) {
      requireOwner(uid);
      const rows = await db.shifts.where('[ownerUid+staff.id]').equals([uid, memberId]).toArray();
      return (await shiftsOfRows(rows)).filter((shift) => shift.closedAt === null);
    },

    async updateShift(uid, id, change) {
      requireOwner(uid);
      // Loaded before the transaction: a Dexie transaction ends when it waits on anything but the database.
      const { shiftFromStored, shiftToStored } = await shiftCodecs();
      return db.transaction('rw', [db.shifts], async () => {
        const row = await db.shifts.get([uid, id]);
        const next = change(row ? shiftFromStored(withoutOwner(row)) : null);
        if (next === null) return false;
        await db.shifts.put({ ...shiftToStored({ ...next, id }), ownerUid: uid });
        return true;
      });
    },
  };
}
