// Who is at the till (the till guard's operator, guard-till.ts): the owner's signed-in account after
// a sign-in through the guard; on a restored session, what this device kept (StaffStore's till
// state): locked, a member, or the account; a member's own account (BackendUser.member), never
// locked to a PIN pad. A member at the till has their part (member.ts) loaded at once, before their
// first read or write needs it, and their record followed while they are at it, so a role the
// owner changes applies at once. Reads waiting for that part are held here until it loads.
import type { StaffMember, TillOperator } from '../../domain/staff';
import { permissionDenied } from '../errors';
import type { Backend, BackendUser, StaffApi, StaffMembership } from '../port';
import { shopUidOf } from '../port';
import type { MemberLink, MemberPart } from './member';

type Inner = Omit<Backend, keyof StaffApi>;

/** What the session needs of the guard: the adapter and its store, the clock and time zone, and the PIN's check (staff.ts). */
export type SessionLink = Pick<MemberLink, 'store' | 'clock' | 'timeZone' | 'checkPin'> & { inner: Inner };

/** The guard's part for a member at the till (member.ts). */
const memberModule = () => import('./member');

const sameOperator = (a: TillOperator | null, b: TillOperator | null) =>
  a === b || (a !== null && b !== null && a.id === b.id && a.name === b.name && a.role === b.role && Boolean(a.account) === Boolean(b.account) && Boolean(a.ownAccount) === Boolean(b.ownAccount));

const ownerAccount = (user: BackendUser): TillOperator => ({ id: user.uid, name: user.displayName ?? 'Owner', role: 'owner', account: true });
export const memberOperator = (member: StaffMember): TillOperator => ({ id: member.id, name: member.name, role: member.role });

export type TillSession = ReturnType<typeof tillSession>;

export function tillSession({ inner, store, clock, timeZone, checkPin }: SessionLink) {
  /** The member's part once loaded (made once for this guard), and the reads held until it is. */
  let member: MemberPart | null = null;
  let memberLoad: Promise<MemberPart> | null = null;
  const held = new Set<() => void>();
  /** Loads the member's part, then lets the held reads through; a failed load is tried again on the next call. */
  function memberPart(): Promise<MemberPart> {
    memberLoad ??= memberModule().then(
      (loaded) => {
        member ??= loaded.memberPart({ inner, store, clock, timeZone, operator: () => operator, setOperator, lock, checkPin });
        for (const emit of [...held]) {
          held.delete(emit);
          emit();
        }
        return member;
      },
      (error: unknown) => {
        memberLoad = null;
        throw error;
      },
    );
    return memberLoad;
  }

  let operator: TillOperator | null = null;
  /** Whose till the operator is on (the signed-in owner's uid); null when nobody is signed in. */
  let operatorUid: string | null = null;
  /** Bumped at each change of who is at the till, so a late store read never overrides a newer one. */
  let epoch = 0;
  let signingIn = 0;
  const operatorListeners = new Set<{ next: (operator: TillOperator | null) => void }>();

  function setOperator(next: TillOperator | null): void {
    if (sameOperator(operator, next)) return;
    if (operator?.id !== next?.id) member?.forgetApprovals();
    // A member at the till: their part loads now, before their first read or write needs it, and
    // follows their record while they are at the till (their role: member.ts, follow).
    if (next && !next.account) memberPart().then((part) => part.follow(operatorUid)).catch(() => undefined);
    else member?.follow(null);
    // Frozen and kept until the operator changes: screens compare it by reference (useSyncExternalStore).
    operator = next ? Object.freeze({ ...next }) : null;
    for (const listener of [...operatorListeners]) listener.next(operator);
  }

  /**
   * A member signed in with their own account (BackendUser.member): their till is theirs, never
   * locked to a PIN pad. They count as a cashier (the least a member may do) until their part
   * (member.ts, follow) has read their record, and as it says from then on.
   */
  function memberAccount(user: BackendUser, { ownerUid, staffId }: StaffMembership): void {
    epoch += 1;
    operatorUid = ownerUid;
    setOperator({ id: staffId, name: user.displayName ?? user.email, role: 'cashier', ownAccount: true });
  }

  /** The till of a session restored (no sign-in through the guard): what this device kept. */
  function restore(user: BackendUser): void {
    if (user.member) return memberAccount(user, user.member);
    epoch += 1;
    operatorUid = user.uid;
    const state = store.till.load(user.uid);
    if (state?.locked) return setOperator(null);
    const memberId = state?.memberId ?? null;
    if (memberId === null) return setOperator(ownerAccount(user));
    setOperator(null);
    const asked = epoch;
    store.getStaffMember(user.uid, memberId).then(
      (member) => {
        if (asked !== epoch) return;
        if (member && !member.disabled) setOperator(memberOperator(member));
        else store.till.save(user.uid, { locked: true });
      },
      () => undefined,
    );
  }

  /** Brings the operator in line with who is signed in now. */
  function sync(user: BackendUser | null = inner.currentUser()): void {
    if (user === null) {
      if (operatorUid !== null) {
        epoch += 1;
        operatorUid = null;
        setOperator(null);
      }
      return;
    }
    if (shopUidOf(user) !== operatorUid) {
      // A sign-in through the guard: the owner's account is at the till from the moment the user is
      // known (the screens never see a signed-in till with nobody at it, so no PIN pad flashes).
      if (signingIn === 0) restore(user);
      else signedInAs(user);
    }
  }

  inner.onAuthStateChanged((user) => sync(user));

  function signedInAs(user: BackendUser): void {
    if (user.member) return memberAccount(user, user.member);
    epoch += 1;
    operatorUid = user.uid;
    store.till.save(user.uid, null);
    setOperator(ownerAccount(user));
  }

  function lock(): void {
    // A member's own account has no PIN pad to come back through: it stays theirs (refused at each write when turned off).
    if (operator?.ownAccount) return;
    epoch += 1;
    if (operatorUid !== null) store.till.save(operatorUid, { locked: true });
    setOperator(null);
  }

  /** The signed-in owner whose uid this is, or null when the call is not theirs (the adapter refuses it). */
  function ownerCalling(uid: string | null): BackendUser | null {
    const user = inner.currentUser();
    if (!user || (uid !== null && shopUidOf(user) !== uid)) return null;
    sync(user);
    return user;
  }

  /** For StaffApi's own methods, which the store does not guard: the signed-in owner, or 'permission-denied'. */
  function requireOwner(uid: string): BackendUser {
    const user = ownerCalling(uid);
    if (!user) throw permissionDenied();
    return user;
  }

  return {
    operator: () => operator,
    /** The member's part if it has loaded. */
    member: () => member,
    memberPart,
    /** A read waiting for the member's part, let through when it loads (`release` forgets it). */
    hold: (emit: () => void) => held.add(emit),
    release: (emit: () => void) => held.delete(emit),
    /** Tells `listener` of each new operator; returns how to stop. */
    watch(listener: { next: (operator: TillOperator | null) => void }): () => void {
      operatorListeners.add(listener);
      return () => operatorListeners.delete(listener);
    },
    setOperator,
    sync,
    lock,
    ownerCalling,
    requireOwner,

    /** A sign-in through the guard (`signIn`: the adapter's): the account signed in is at the till. */
    async signIn(signIn: () => Promise<BackendUser>): Promise<BackendUser> {
      signingIn += 1;
      try {
        const user = await signIn();
        signedInAs(user);
        return user;
      } finally {
        signingIn -= 1;
      }
    },

    /** A sign-out through the guard (`signOut`: the adapter's): nobody at the till, and this device keeps nothing of it. */
    async signOut(signOut: () => Promise<void>): Promise<void> {
      const signedIn = inner.currentUser();
      const uid = operatorUid ?? (signedIn ? shopUidOf(signedIn) : null);
      await signOut();
      if (uid !== null) store.till.save(uid, null);
      epoch += 1;
      operatorUid = null;
      setOperator(null);
    },

    /** The member whose PIN was taken is at the till of the shop `uid`. */
    unlocked(uid: string, member: StaffMember): TillOperator {
      epoch += 1;
      operatorUid = uid;
      store.till.save(uid, { locked: false, memberId: member.id });
      setOperator(memberOperator(member));
      return memberOperator(member);
    },
  };
}
