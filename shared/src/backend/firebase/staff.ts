// The Firebase adapter's staff records (staff-store.ts, StaffStore), under the owner's business:
// - `staff/{id}`: the member without the PIN's hash (name, role, disabled, createdAt, the invitation
//   e-mail), so staff accounts may later be given read of the list;
// - `staffPins/{id}`: the PIN's slow hash and the member's wrong tries in a row (pin.ts), which no
//   staff account is ever to read (firebase/firestore.rules: the owner's alone);
// - `shifts/{id}`: the shifts, by their form-made id, money in two decimals (codecs.ts, StoredShift).
// A member is written with its PIN in one write; a shift changes in a transaction online (two tills
// taken one after the other) and, offline, as a plain write to the cache, sent when the network
// returns. The rules over them are the till guard's (till-guard/); the till's state on this device is kept as the
// local adapter keeps it (local/till-state.ts).
import { deleteField, doc, getDoc, getDocFromCache, getDocs, getDocsFromCache, orderBy, query, runTransaction, setDoc, Timestamp, where, writeBatch } from 'firebase/firestore';
import type { DocumentReference, DocumentSnapshot, Query, QuerySnapshot } from 'firebase/firestore';
import type { StaffMember } from '../../domain/staff';
import type { PinHash } from '../../domain/pin';
import type { Shift } from '../../domain/entities';
import { pinHashToStored, staffListingToStored, staffMemberFromStored } from '../codecs';
import { pinAttemptsFromStored, pinAttemptsToStored, shiftFromStored, shiftToStored } from '../codecs-shifts';
import type { StoredPinAttempts, StoredShift, StoredStaffListing } from '../codecs';
import { BackendError, isBackendError } from '../errors';
import { STAFF_ACCOUNT_MESSAGES } from '../../domain/staff-words';
import type { Unsubscribe } from '../port';
import type { StaffStore, TillStateKeeper } from '../staff-store';
import { createTillStateKeeper } from '../local/till-state';
import type { FirebaseContext } from './context';
import { datesFromStore, recordFromStore } from './convert';
import { toBackendError } from './errors';
import { pickFields, SHIFT_FIELDS, STAFF_FIELDS, STAFF_PIN_HASH_FIELDS } from './fields';
import type { FirebaseWatchers } from './live';
import { invitationToRenew, writeInvitation } from './membership';

const toShifts = (snapshot: QuerySnapshot): Shift[] => snapshot.docs.map((d) => shiftFromStored(recordFromStore<StoredShift>(d.id, d.data())));
const listingOf = (snapshot: DocumentSnapshot): StoredStaffListing => recordFromStore<StoredStaffListing>(snapshot.id, snapshot.data() ?? {});
/** The address a stored staff record invites (null: none). */
const invitationOf = (snapshot: DocumentSnapshot | null): string | null => {
  const email: unknown = snapshot?.exists() ? snapshot.get('invitationEmail') : null;
  return typeof email === 'string' ? email : null;
};
const pinHashOf = (snapshot: DocumentSnapshot | undefined | null): Partial<PinHash> | null => (snapshot?.exists() ? (snapshot.data() as Partial<PinHash>) : null);

export function createFirebaseStaffStore(context: FirebaseContext, { watchQuery }: FirebaseWatchers, till: TillStateKeeper = createTillStateKeeper()): StaffStore {
  const { db, isOnline, paths, requireShop, write } = context;
  const staffRef = (uid: string, id: string) => doc(paths.staff(uid), id);
  const pinRef = (uid: string, id: string) => doc(paths.staffPins(uid), id);
  const shiftRef = (uid: string, id: string) => doc(paths.shifts(uid), id);

  /**
   * The document as this device can tell: the server's online, else the cache's; null when neither
   * holds it, or when the server refuses it (a staff account's own record, once the owner turned
   * them off or took their e-mail off it: the cache's older copy must not let them on).
   */
  async function read(ref: DocumentReference): Promise<DocumentSnapshot | null> {
    const fromCache = () => getDocFromCache(ref).catch(() => null);
    const fromServer = () => getDoc(ref).catch((error: unknown) => (toBackendError(error).code === 'permission-denied' ? null : fromCache()));
    const snapshot = isOnline() ? await fromServer() : await fromCache();
    return snapshot?.exists() ? snapshot : null;
  }

  async function readAll(target: Query): Promise<QuerySnapshot | null> {
    const fromCache = () => getDocsFromCache(target).catch(() => null);
    return isOnline() ? getDocs(target).catch(fromCache) : fromCache();
  }

  /** Online, `online`; offline (or when the network drops mid-transaction, which commits nothing), `queued`. Other refusals pass through. */
  async function onlineOrQueued<T>(online: () => Promise<T>, queued: () => Promise<T>, ownErrors: Set<unknown>): Promise<T> {
    if (!isOnline()) return queued();
    try {
      return await online();
    } catch (error) {
      if (ownErrors.has(error) || isBackendError(error)) throw error;
      const mapped = toBackendError(error);
      if (mapped.code === 'unavailable') return queued();
      throw mapped;
    }
  }

  return {
    till,

    subscribeStaffRecords(uid, onNext, onError) {
      // The members (oldest first) and their PINs, two listeners joined by id; nothing is sent until both have answered.
      let members: StoredStaffListing[] | null = null;
      let pins: Map<string, Partial<PinHash>> | null = null;
      let over = false;
      const stops: Unsubscribe[] = [];
      const stop = () => {
        over = true;
        for (const s of stops.splice(0)) s();
      };
      const send = () => {
        if (over || !members || !pins) return;
        let joined: StaffMember[];
        try {
          joined = members.map((listing) => staffMemberFromStored(listing, pins?.get(listing.id)));
        } catch (error) {
          fail(error);
          return;
        }
        onNext(joined);
      };
      const fail = (error: unknown) => {
        if (over) return;
        stop();
        onError(toBackendError(error));
      };
      stops.push(
        watchQuery(
          uid,
          () => query(paths.staff(uid), orderBy('createdAt', 'asc')),
          (snapshot) => snapshot.docs.map(listingOf),
          (next) => {
            members = next;
            send();
          },
          fail,
        ),
      );
      // A staff account reads the members, never their PINs (the owner's alone).
      if (context.currentUser()?.member) pins = new Map();
      else if (!over) {
        stops.push(
          watchQuery(
            uid,
            () => query(paths.staffPins(uid)),
            (snapshot) => new Map(snapshot.docs.map((d) => [d.id, d.data() as Partial<PinHash>])),
            (next) => {
              pins = next;
              send();
            },
            fail,
          ),
        );
      }
      return stop;
    },

    async getStaffMember(uid, id) {
      requireShop(uid);
      const pinOf = context.currentUser()?.member ? Promise.resolve(null) : read(pinRef(uid, id));
      const [member, pin] = await Promise.all([read(staffRef(uid, id)), pinOf]);
      return member ? staffMemberFromStored(listingOf(member), pinHashOf(pin)) : null;
    },

    async putStaffMember(uid, member) {
      requireShop(uid);
      // The owner's own staff record always passes the rules: a refusal with an e-mail given is its
      // invitation, which another shop holds (one shop per address).
      const invitedElsewhere = (error: unknown): never => {
        if (member.invitationEmail && isBackendError(error, 'permission-denied')) throw new BackendError('permission-denied', STAFF_ACCOUNT_MESSAGES.invitedElsewhere);
        throw error;
      };
      const ref = staffRef(uid, member.id);
      const fieldsOf = (before: DocumentSnapshot | null) => {
        const createdAt = before?.exists() ? datesFromStore(before.get('createdAt')) : null;
        return pickFields(staffListingToStored(createdAt instanceof Date ? { ...member, createdAt } : member), STAFF_FIELDS);
      };
      // The hash is merged into the PIN's document, so the member's wrong tries stay as they were.
      const hash = pickFields(pinHashToStored(member.pinHash), STAFF_PIN_HASH_FIELDS);
      // What the invited person is shown before they choose to join: the shop's name, the owner's address (membership.ts).
      const invitingShop = (profile: DocumentSnapshot | null) => ({ shopName: profile?.exists() ? String(profile.get('businessName') ?? '').slice(0, 200) : '', ownerEmail: context.currentUser()?.email ?? '' });
      return onlineOrQueued(
        async () => {
          // Online, an invitation to an unchanged address is sent again once it is gone or lapsed untaken.
          const renew = member.invitationEmail ? await invitationToRenew(context, member.invitationEmail, member.id, context.now()) : false;
          return runTransaction(db, async (tx) => {
            const before = await tx.get(ref);
            const profile = member.invitationEmail ? await tx.get(paths.business(uid)) : null;
            tx.set(ref, fieldsOf(before));
            tx.set(pinRef(uid, member.id), hash, { merge: true });
            writeInvitation(context, tx, uid, member.id, member.invitationEmail, invitationOf(before), invitingShop(profile), renew);
            return { created: !before.exists() };
          });
        },
        async () => {
          const before = await getDocFromCache(ref).catch(() => null);
          const profile = member.invitationEmail ? await getDocFromCache(paths.business(uid)).catch(() => null) : null;
          const batch = writeBatch(db);
          batch.set(ref, fieldsOf(before));
          batch.set(pinRef(uid, member.id), hash, { merge: true });
          writeInvitation(context, batch, uid, member.id, member.invitationEmail, invitationOf(before), invitingShop(profile));
          await write(before?.exists() ? 'A staff member change' : 'A new staff member', batch.commit());
          return { created: !before?.exists() };
        },
        new Set(),
      ).catch(invitedElsewhere);
    },

    async getPinAttempts(uid, memberId) {
      requireShop(uid);
      const pin = await read(pinRef(uid, memberId));
      if (!pin || pin.get('failures') === undefined) return null;
      return pinAttemptsFromStored(datesFromStore({ failures: pin.get('failures'), lockedUntil: pin.get('lockedUntil') ?? null }) as StoredPinAttempts);
    },

    async putPinAttempts(uid, memberId, attempts) {
      requireShop(uid);
      const fields = attempts === null ? { failures: deleteField(), lockedUntil: deleteField() } : pinAttemptsToStored(attempts);
      await write('A wrong PIN', setDoc(pinRef(uid, memberId), fields, { merge: true }));
    },

    subscribeShiftRecords(uid, since, onNext, onError) {
      // A cashier's own account reads only its own shifts (the rules' reach).
      const cashier = context.cashierReads();
      const build = () => query(paths.shifts(uid), ...(cashier ? [where('staff.id', '==', cashier.staffId)] : []), where('openedAt', '>=', Timestamp.fromDate(since)), orderBy('openedAt', 'desc'));
      return watchQuery(uid, build, toShifts, onNext, onError);
    },

    async openShiftsOf(uid, memberId) {
      requireShop(uid);
      const found = await readAll(query(paths.shifts(uid), where('staff.id', '==', memberId), where('closedAt', '==', null)));
      return found ? toShifts(found).filter((shift) => shift.closedAt === null) : [];
    },

    async updateShift(uid, id, change) {
      requireShop(uid);
      const ref = shiftRef(uid, id);
      // What `change` throws is the caller's refusal and reaches it as thrown.
      const refusals = new Set<unknown>();
      const fieldsAfter = (snapshot: DocumentSnapshot | null): Record<string, unknown> | null => {
        let next: Shift | null;
        try {
          next = change(snapshot?.exists() ? shiftFromStored(recordFromStore<StoredShift>(snapshot.id, snapshot.data())) : null);
        } catch (error) {
          refusals.add(error);
          throw error;
        }
        return next === null ? null : pickFields(shiftToStored({ ...next, id }), SHIFT_FIELDS);
      };
      return onlineOrQueued(
        () =>
          runTransaction(db, async (tx) => {
            const fields = fieldsAfter(await tx.get(ref));
            if (fields === null) return false;
            tx.set(ref, fields);
            return true;
          }),
        async () => {
          const fields = fieldsAfter(await getDocFromCache(ref).catch(() => null));
          if (fields === null) return false;
          await write('A shift', setDoc(ref, fields));
          return true;
        },
        refusals,
      );
    },
  };
}
