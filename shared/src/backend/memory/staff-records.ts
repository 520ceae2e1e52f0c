// The staff, PIN lockouts and shifts of every shop of a memory "server" (the StaffStore the till
// guard reads and writes, backend/staff-store.ts), shared by all its tills; each till keeps its own
// state (who is at it).
import type { StaffStore } from '../staff-store';
import type { Unsubscribe } from '../port';
import { copyShift, newestOpenedFirst } from './shop';
import type { Shop } from './shop';

/** The staff, PIN lockouts and shifts of every shop of this memory "server", shared by its tills. */
export function memoryStaffRecords(shopOf: (uid: string) => Shop): Omit<StaffStore, 'till'> {
  return {
    subscribeStaffRecords(uid, onNext) {
      const staff = shopOf(uid).staff;
      let stop: Unsubscribe | null = null;
      let open = true;
      void staff.ready().then(() => {
        if (open) stop = staff.live.listen(onNext);
      });
      return () => {
        open = false;
        stop?.();
      };
    },
    async getStaffMember(uid, id) {
      const staff = shopOf(uid).staff;
      await staff.ready();
      return staff.all().find((m) => m.id === id) ?? null;
    },
    async putStaffMember(uid, member) {
      const staff = shopOf(uid).staff;
      await staff.ready();
      const all = staff.all();
      const before = all.find((m) => m.id === member.id);
      const kept = before ? { ...member, createdAt: before.createdAt } : { ...member };
      staff.set(before ? all.map((m) => (m.id === member.id ? kept : m)) : [...all, kept]);
      return { created: before === undefined };
    },
    async getPinAttempts(uid, memberId) {
      const attempts = shopOf(uid).pinAttempts.get(memberId);
      return attempts ? { ...attempts } : null;
    },
    async putPinAttempts(uid, memberId, attempts) {
      const kept = shopOf(uid).pinAttempts;
      if (attempts === null) kept.delete(memberId);
      else kept.set(memberId, { ...attempts });
    },
    subscribeShiftRecords(uid, since, onNext) {
      return shopOf(uid).shifts.live.listen((shifts) => onNext(shifts.filter((shift) => shift.openedAt.getTime() >= since.getTime()).map(copyShift)));
    },
    async openShiftsOf(uid, memberId) {
      return shopOf(uid).shifts.all().filter((shift) => shift.staff.id === memberId && shift.closedAt === null).map(copyShift);
    },
    async updateShift(uid, id, change) {
      const shifts = shopOf(uid).shifts;
      const all = shifts.all();
      const current = all.find((shift) => shift.id === id);
      const next = change(current ? copyShift(current) : null);
      if (next === null) return false;
      shifts.set([copyShift(next), ...all.filter((shift) => shift.id !== id)].sort(newestOpenedFirst));
      return true;
    },
  };
}
