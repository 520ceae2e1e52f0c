// The port's staff methods (port.ts StaffApi) as the till guard gives them over any adapter: the
// staff list, saving and turning off members, who is at the till and its PIN pad, a manager's
// approval, and shifts. Who may call each is permissions.ts's; the work on records, PINs and shifts
// is the staff part's (staff.ts, loaded on its first use), a member's approvals the member part's
// (member.ts).
import type { Shift, StaffStamp } from '../../domain/entities';
import type { StaffListing, StaffMember } from '../../domain/staff';
import { permissionDenied } from '../errors';
import type { Backend, StaffApi } from '../port';
import type { StaffStore } from '../staff-store';
import type { AsOperator } from './as-operator';
import { failLater } from './as-operator';
import type { TillSession } from './at-the-till';
import { memberOperator } from './at-the-till';
import type { Acting } from './member';
import { readRule, writeNeeds } from './permissions';
import { refused, tillLocked } from './refusals';
import type { StaffPartContext } from './staff';

/** The guard's part for staff and shifts (staff.ts), loaded on its first use; a failed load is tried again on the next call. */
export const staffPart = () => import('./staff');

/** The member's PIN checked with the lockout kept in the store (staff.ts), on the guard's clock; the member, or a refusal. */
export const pinCheck =
  (context: StaffPartContext) =>
  async (uid: string, memberId: string, pin: string): Promise<StaffMember> =>
    (await staffPart()).checkPin(context, uid, memberId, pin);

/** Who a shift belongs to: the acting member's stamp, or the owner's account by its uid and name. */
const shiftStamp = (acting: Acting): StaffStamp => acting.madeBy ?? { id: acting.operator.id, name: acting.operator.name };

export interface StaffApiLink {
  inner: Pick<Backend, 'currentUser'>;
  store: StaffStore;
  session: TillSession;
  calls: AsOperator;
  context: StaffPartContext;
  checkPin: (uid: string, memberId: string, pin: string) => Promise<StaffMember>;
}

export function staffApi({ inner, store, session, calls, context, checkPin }: StaffApiLink): StaffApi {
  const { actOwn, guardedRead } = calls;
  return {
    subscribeStaff(uid, onNext, onError) {
      if (!session.ownerCalling(uid)) return failLater(onError, permissionDenied());
      return store.subscribeStaffRecords(
        uid,
        (staff) =>
          onNext(
            staff.map((member): StaffListing => {
              const { pinHash: _hash, ...listing } = member;
              return listing;
            }),
          ),
        onError,
      );
    },

    saveStaffMember: (uid, id, input) =>
      actOwn(uid, writeNeeds('saveStaffMember', uid, id, input), async () => {
        const { result, member } = await (await staffPart()).saveStaffMember(context, uid, id, input);
        const operator = session.operator();
        if (operator?.id === id && !operator.account && !member.disabled) session.setOperator(memberOperator(member));
        return result;
      }),

    setStaffDisabled: (uid, id, disabled) =>
      actOwn(uid, writeNeeds('setStaffDisabled', uid, id, disabled), async () => {
        await (await staffPart()).setStaffDisabled(context, uid, id, disabled);
        const operator = session.operator();
        if (disabled && operator?.id === id && !operator.account) session.lock();
      }),

    currentOperator() {
      session.sync();
      return session.operator();
    },

    onOperatorChanged(onNext) {
      session.sync();
      const stop = session.watch({ next: onNext });
      const operator = session.operator();
      onNext(operator ? { ...operator } : null);
      return stop;
    },

    async unlockTill(uid, memberId, pin) {
      session.requireOwner(uid);
      const member = await checkPin(uid, memberId, pin);
      const user = inner.currentUser();
      if (!user || user.uid !== uid) throw permissionDenied();
      return session.unlocked(uid, member);
    },

    lockTill() {
      session.sync();
      session.lock();
    },

    async approveAction(uid, memberId, pin, action) {
      session.requireOwner(uid);
      const acting = session.operator();
      if (!acting) throw tillLocked();
      if (acting.ownAccount) throw refused('manager-only');
      return (await session.memberPart()).approveAction(uid, acting, memberId, pin, action);
    },

    subscribeShifts(uid, since, onNext, onError) {
      if (!session.ownerCalling(uid)) return failLater(onError, permissionDenied());
      return guardedRead<Shift[]>(uid, readRule('subscribeShifts', uid, since, onNext, onError), (next, error) => store.subscribeShiftRecords(uid, since, next, error), onNext, onError);
    },

    openShift: (uid, input) => actOwn(uid, writeNeeds('openShift', uid, input), async (acting) => (await staffPart()).openShift(context, uid, input, shiftStamp(acting))),

    recordPayInOut: (uid, input) => actOwn(uid, writeNeeds('recordPayInOut', uid, input), async (acting) => (await staffPart()).recordPayInOut(context, uid, input, shiftStamp(acting))),

    closeShift: (uid, input) => actOwn(uid, writeNeeds('closeShift', uid, input), async (acting) => (await staffPart()).closeShift(context, uid, input, shiftStamp(acting))),
  };
}
