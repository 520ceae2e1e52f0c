// What every part of the Firebase adapter shares: the SDK's instances, who counts as signed in,
// the owner checks, the document paths, and how a write waits (or not) for the server.
import { onAuthStateChanged } from 'firebase/auth';
import type { Auth, User } from 'firebase/auth';
import { collection, doc, getDoc, onSnapshot } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import { BackendError, permissionDenied } from '../errors';
import type { BackendUser, StaffMembership } from '../port';
import { samePendingJoin, shopUidOf } from '../port';
import { ownerOfImagePath } from '../../domain/ids';
import { toBackendError } from './errors';
import { readsAsCashier } from './membership';
import type { ResolvedMembership } from './membership';
import { createRefusedWrites } from './sync';
import type { RefusedWrites } from './sync';
import { WRITE_QUEUED_AFTER_MS } from '../../domain/constants';

export interface FirebaseContext {
  auth: Auth;
  db: Firestore;
  storage: FirebaseStorage;
  now: () => Date;
  isOnline: () => boolean;
  logError: (message: string, error: unknown) => void;
  /**
   * The signed-in account, with the shop it joined as staff when it did, or the invitation it has
   * yet to answer (auth.ts resolves them at sign-in: membership.ts).
   */
  currentUser(): BackendUser | null;
  /**
   * Keeps what the account `uid` is (membership.ts, resolveMembership), for `currentUser`: an owner,
   * a member of a shop (and whether its record says cashier: followed live while the account is
   * signed in, so a role the owner changes reshapes its reads at once), or waiting on an invitation
   * or a failed look-up.
   */
  setMembership(uid: string, resolved: ResolvedMembership): void;
  /**
   * Tells `listener` each time the signed-in member's reads change shape (`cashierReads`: its
   * record's role changed between cashier and another); the subscriptions they shape open again
   * (cashier-reads.ts, followingRole).
   */
  onReadsReshaped(listener: () => void): () => void;
  /**
   * Reads the signed-in member's record again from the server (a refusal may mean the role just
   * changed, before its listener told): resolves true when the reads changed shape.
   */
  recheckRole(): Promise<boolean>;
  /** The shop and record the signed-in account's pending invitation names, or null. */
  pendingInvitation(): StaffMembership | null;
  /**
   * Set when the signed-in account is a cashier of the shop it joined: the rules let it read only
   * its own records of today, so the adapter's queries ask for just those (`accountUid` names the
   * sales it rang up; `staffId` its stamp on repayments and shifts).
   */
  cashierReads(): { accountUid: string; staffId: string } | null;
  /**
   * Refuses (permission-denied), before asking the server, anyone but an account working in the
   * shop `uid`: its owner, or a member of it (the rules hold a member to their role).
   */
  requireShop(uid: string): void;
  /** Refuses (storage/unauthorized) an image outside the folder of the caller's shop (its owner's uid). */
  requireImageOwner(path: string): void;
  /**
   * Online, resolves once the server has the write (and rejects with its refusal). Offline, the
   * SDK has already applied it to the local cache; waiting for the server would hang the screen
   * until the network returns, so it resolves now. Online but unanswered after
   * WRITE_QUEUED_AFTER_MS (the device only thought it was online), it resolves as queued too. A
   * later refusal is logged and kept in `refusedWrites` under `what`, in the shop's words.
   */
  write(what: string, pending: Promise<unknown>): Promise<void>;
  /**
   * A write that completes one the server already has (a recorded sale's stock changes): it waits
   * like `write`, but a refusal does not reject, because what it follows stands; the refusal is
   * logged and kept in `refusedWrites` for the owner, as a queued write's would be.
   */
  writeFollowing(what: string, pending: Promise<unknown>): Promise<void>;
  refusedWrites: RefusedWrites;
  paths: ReturnType<typeof ownerPaths>;
}

export function toUser(user: User): BackendUser {
  return { uid: user.uid, email: user.email ?? '', displayName: user.displayName, emailVerified: user.emailVerified };
}

export function sameUser(a: BackendUser | null, b: BackendUser | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.uid === b.uid &&
    a.email === b.email &&
    a.displayName === b.displayName &&
    a.emailVerified === b.emailVerified &&
    a.member?.ownerUid === b.member?.ownerUid &&
    a.member?.staffId === b.member?.staffId &&
    samePendingJoin(a.pendingJoin, b.pendingJoin)
  );
}


/**
 * The person the suite treats as signed in: an e-mail/password account counts only once its
 * address is verified (login is blocked until then: docs/firebase.md, 'Sign-in'); Google vouches for its own.
 */
export function effectiveUser(user: User | null): BackendUser | null {
  if (!user) return null;
  const byPassword = user.providerData.some((p) => p.providerId === 'password');
  const byOtherProvider = user.providerData.some((p) => p.providerId !== 'password');
  if (byPassword && !byOtherProvider && !user.emailVerified) return null;
  return toUser(user);
}

/** `businesses/{uid}` and its collections. */
function ownerPaths(db: Firestore) {
  return {
    business: (uid: string) => doc(db, 'businesses', uid),
    products: (uid: string) => collection(db, 'businesses', uid, 'products'),
    /** Each product's unit cost, `{productId}`, apart from the product: an account that may read products need never read costs (fields.ts, PRODUCT_COST_FIELDS). */
    productCosts: (uid: string) => collection(db, 'businesses', uid, 'productCosts'),
    customers: (uid: string) => collection(db, 'businesses', uid, 'customers'),
    sales: (uid: string) => collection(db, 'businesses', uid, 'sales'),
    dailyStats: (uid: string) => collection(db, 'businesses', uid, 'dailyStats'),
    productStats: (uid: string) => collection(db, 'businesses', uid, 'productStats'),
    stockMovements: (uid: string) => collection(db, 'businesses', uid, 'stockMovements'),
    refunds: (uid: string) => collection(db, 'businesses', uid, 'refunds'),
    refundTallies: (uid: string) => collection(db, 'businesses', uid, 'refundTallies'),
    expenses: (uid: string) => collection(db, 'businesses', uid, 'expenses'),
    /** What each customer owes in each currency: `{customerId}_{currency}`. */
    accounts: (uid: string) => collection(db, 'businesses', uid, 'accounts'),
    repayments: (uid: string) => collection(db, 'businesses', uid, 'repayments'),
    /** Staff at a shared till: the members without their PINs, the PINs (hash and wrong tries) apart, the shifts. */
    staff: (uid: string) => collection(db, 'businesses', uid, 'staff'),
    staffPins: (uid: string) => collection(db, 'businesses', uid, 'staffPins'),
    shifts: (uid: string) => collection(db, 'businesses', uid, 'shifts'),
    /** Staff accounts: `members/{their uid}`, made when they took the invitation to their address. */
    members: (uid: string) => collection(db, 'businesses', uid, 'members'),
    /** The owners' invitations, one per address (top level: read by the invited account before it belongs anywhere). */
    invitation: (address: string) => doc(db, 'invitations', address),
  };
}

export function createFirebaseContext(services: Pick<FirebaseContext, 'auth' | 'db' | 'storage' | 'now' | 'isOnline' | 'logError'>): FirebaseContext {
  const { auth, isOnline, logError, now } = services;
  const paths = ownerPaths(services.db);
  let membership: { uid: string; resolved: ResolvedMembership } | null = null;

  // The signed-in member's record, followed while it is signed in: its role shapes its reads.
  const reshaped = new Set<() => void>();
  let roleWatch: { key: string; stop: () => void } | null = null;
  /** Keeps whether the member `uid` reads as a cashier, and tells the reads when that changed; true when it did. */
  function applyRole(uid: string, cashier: boolean): boolean {
    const resolved = membership?.uid === uid ? membership.resolved : null;
    if (resolved?.kind !== 'member' || resolved.cashier === cashier) return false;
    membership = { uid, resolved: { ...resolved, cashier } };
    for (const listener of [...reshaped]) listener();
    return true;
  }
  function followRole(): void {
    const resolved = membership?.resolved;
    const uid = membership?.uid ?? null;
    const signedIn = auth.currentUser?.uid === uid;
    const key = signedIn && resolved?.kind === 'member' ? `${uid}:${resolved.member.ownerUid}:${resolved.member.staffId}` : null;
    if (roleWatch?.key === key) return;
    roleWatch?.stop();
    roleWatch = null;
    if (key === null || uid === null || resolved?.kind !== 'member') return;
    const record = doc(paths.staff(resolved.member.ownerUid), resolved.member.staffId);
    try {
      roleWatch = {
        key,
        stop: onSnapshot(
          record,
          (snapshot) => applyRole(uid, readsAsCashier(snapshot)),
          // Unreadable (turned off, the address taken off the record): the least a member may do.
          () => applyRole(uid, true),
        ),
      };
    } catch (error) {
      // The backend closed (Firestore terminated): nothing left to follow.
      logError('Following the staff record failed', error);
    }
  }
  onAuthStateChanged(auth, () => followRole());

  const resolvedFor = (user: BackendUser | null): ResolvedMembership | null => (user && membership?.uid === user.uid ? membership.resolved : null);
  const currentUser = (): BackendUser | null => {
    const user = effectiveUser(auth.currentUser);
    const resolved = resolvedFor(user);
    if (!user || !resolved) return user;
    if (resolved.kind === 'member') return { ...user, member: resolved.member };
    if (resolved.kind === 'waiting') return { ...user, pendingJoin: resolved.pendingJoin };
    return user;
  };
  const refusedWrites = createRefusedWrites(now);
  const refusedLater = (what: string) => (error: unknown) => {
    logError(`${what} was refused when it reached the server`, error);
    refusedWrites.add(what, toBackendError(error));
  };

  /** What `FirebaseContext.write` does. */
  async function write(what: string, pending: Promise<unknown>): Promise<void> {
    if (!isOnline()) {
      pending.catch(refusedLater(what));
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const queued = new Promise<'queued'>((resolve) => {
      timer = setTimeout(() => resolve('queued'), WRITE_QUEUED_AFTER_MS);
    });
    try {
      const outcome = await Promise.race([pending.then(() => 'saved' as const), queued]);
      if (outcome === 'queued') pending.catch(refusedLater(what));
    } catch (error) {
      throw toBackendError(error);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    ...services,
    currentUser,
    refusedWrites,
    paths,

    setMembership(uid, resolved) {
      membership = { uid, resolved };
      followRole();
    },

    onReadsReshaped(listener) {
      reshaped.add(listener);
      return () => reshaped.delete(listener);
    },

    async recheckRole() {
      const uid = membership?.uid;
      const resolved = membership?.resolved;
      if (uid === undefined || resolved?.kind !== 'member') return false;
      const record = await getDoc(doc(paths.staff(resolved.member.ownerUid), resolved.member.staffId)).catch(() => null);
      return applyRole(uid, readsAsCashier(record));
    },

    pendingInvitation() {
      const resolved = resolvedFor(effectiveUser(auth.currentUser));
      return resolved?.kind === 'waiting' ? (resolved.invited ?? null) : null;
    },

    cashierReads() {
      const user = currentUser();
      const resolved = resolvedFor(user);
      return user?.member && resolved?.kind === 'member' && resolved.cashier ? { accountUid: user.uid, staffId: user.member.staffId } : null;
    },

    requireShop(uid) {
      const user = currentUser();
      if (!user || shopUidOf(user) !== uid) throw permissionDenied();
    },

    requireImageOwner(path) {
      const user = currentUser();
      if (!user) throw new BackendError('storage/unauthenticated');
      if (ownerOfImagePath(path) !== shopUidOf(user)) throw new BackendError('storage/unauthorized');
    },

    write,

    async writeFollowing(what, pending) {
      try {
        await write(what, pending);
      } catch (error) {
        refusedLater(what)(error);
      }
    },
  };
}
