// Staff with accounts of their own (docs/firebase.md, 'Staff accounts'): the owner's invitation to
// an address, and the account with that verified address choosing to join the shop, or not.
// - The owner invites by giving a staff member an e-mail (the staff form): `invitations/{address}`
//   names the owner and the staff record, when it was made, the shop's name and the owner's address,
//   written beside the record (staff.ts), taken back when the address is removed or changed. Not
//   taken within INVITATION_DAYS, it lapses.
// - At sign-in, an account that has no shop of its own and holds an invitation to its address is
//   told which shop invited it (`BackendUser.pendingJoin`) and joins nothing yet: anyone may invite
//   any address, so only the person can tell a real shop from another's. Joining
//   (`takeInvitation`) writes `businesses/{ownerUid}/members/{its uid}` naming the record it was
//   invited as, and marks the invitation taken; declining deletes the invitation. The rules then
//   hold a member, at every request, to that record's role (firebase/firestore.rules).
// An account with a shop of its own stays its owner: an invitation never takes anyone's shop away.
// A look-up that fails (the network dropped) never counts as "nobody invited it": the account
// waits ('unchecked') rather than being made a shop of its own.
import { deleteDoc, doc, getDoc, serverTimestamp, writeBatch } from 'firebase/firestore';
import type { DocumentData, DocumentReference, DocumentSnapshot } from 'firebase/firestore';
import { INVITATION_DAYS } from '../../domain/constants';
import type { BackendUser, PendingJoin, StaffMembership } from '../port';
import type { FirebaseContext } from './context';
import { datesFromStore } from './convert';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The invitation's document id: the address as the staff record holds it, trimmed and in lower case (as Firebase Auth keeps an account's). */
export function invitationAddress(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * What an account is at sign-in: an owner (its own shop, or nobody invited it), a member of the
 * shop it joined (and whether its record says cashier), or waiting on an invitation to answer, or
 * on a look-up that failed.
 */
export type ResolvedMembership =
  | { kind: 'owner' }
  | { kind: 'member'; member: StaffMembership; cashier: boolean }
  | { kind: 'waiting'; pendingJoin: PendingJoin; invited?: StaffMembership };

const OWNER: ResolvedMembership = { kind: 'owner' };
const UNCHECKED: ResolvedMembership = { kind: 'waiting', pendingJoin: { status: 'unchecked' } };

const read = (promise: Promise<DocumentSnapshot>) => promise.catch(() => null);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Whether a member's staff record, as read, makes its reads a cashier's: a record that cannot be read (turned off, or the invitation taken back) counts as a cashier's, the least a member may do. */
export function readsAsCashier(record: DocumentSnapshot | null): boolean {
  return record?.exists() !== true || record.get('role') === 'cashier';
}

/** When an invitation lapses: INVITATION_DAYS after `createdAt`; one with no date (made before invitations had one) has lapsed. */
function expiryOf(createdAt: unknown): Date {
  const made = datesFromStore(createdAt);
  return made instanceof Date ? new Date(made.getTime() + INVITATION_DAYS * DAY_MS) : new Date(0);
}

/**
 * Finds the invitation to the signed-in account's address and whether the account took it. Reads
 * fall back to the cache offline (the SDK's own). Joins nothing.
 */
export async function resolveMembership({ paths }: Pick<FirebaseContext, 'paths'>, user: BackendUser): Promise<ResolvedMembership> {
  if (!user.email || !user.emailVerified) return OWNER;
  const own = await read(getDoc(paths.business(user.uid)));
  if (own?.exists()) return OWNER;
  let invitation: DocumentSnapshot;
  try {
    invitation = await getDoc(paths.invitation(invitationAddress(user.email)));
  } catch {
    return UNCHECKED;
  }
  if (!invitation.exists()) return OWNER;
  const ownerUid: unknown = invitation.get('ownerUid');
  const staffId: unknown = invitation.get('staffId');
  if (typeof ownerUid !== 'string' || typeof staffId !== 'string' || ownerUid === user.uid) return OWNER;

  const joined = await read(getDoc(doc(paths.members(ownerUid), user.uid)));
  if (joined?.exists() && joined.get('staffId') === staffId) {
    const record = await read(getDoc(doc(paths.staff(ownerUid), staffId)));
    return { kind: 'member', member: { ownerUid, staffId }, cashier: readsAsCashier(record) };
  }
  const pendingJoin: PendingJoin = {
    status: 'invited',
    invitation: { shopName: text(invitation.get('shopName')), ownerEmail: text(invitation.get('ownerEmail')), expiresAt: expiryOf(invitation.get('createdAt')) },
  };
  return { kind: 'waiting', pendingJoin, invited: { ownerUid, staffId } };
}

/**
 * Joins the shop `invited` names, as the person chose: the membership and the invitation marked
 * taken (`takenBy`), in one write the rules check against the invitation. Online only.
 */
export async function takeInvitation({ db, paths }: Pick<FirebaseContext, 'db' | 'paths'>, user: BackendUser, invited: StaffMembership): Promise<void> {
  const memberRef = doc(paths.members(invited.ownerUid), user.uid);
  const joined = await read(getDoc(memberRef));
  // Invited again as another record: a membership never changes, so the old one goes first.
  if (joined?.exists() && joined.get('staffId') !== invited.staffId) await deleteDoc(memberRef);
  const batch = writeBatch(db);
  batch.set(memberRef, { staffId: invited.staffId, joinedAt: serverTimestamp() });
  batch.update(paths.invitation(invitationAddress(user.email)), { takenBy: user.uid });
  await batch.commit();
}

/** Declines the invitation to the account's address: deleted, the address free for any shop. Online only. */
export async function declineInvitation({ paths }: Pick<FirebaseContext, 'paths'>, user: BackendUser): Promise<void> {
  await deleteDoc(paths.invitation(invitationAddress(user.email)));
}

/** What a transaction and a batch both do for these writes. */
interface Writes {
  set(ref: DocumentReference, data: DocumentData): unknown;
  delete(ref: DocumentReference): unknown;
}

/** The shop as an invitation names it to the invited person. */
export interface InvitingShop {
  shopName: string;
  ownerEmail: string;
}

/**
 * The invitation writes beside a staff record saved with `invitationEmail` (null: none), when it
 * had `before` (null: none): an address no longer the record's taken back; a new address invited
 * (made now: `createdAt` the server's time). The same address is invited afresh only when `renew`
 * (its invitation is gone, or lapsed untaken): rewriting a live or taken one would restart its days
 * or forget that it was taken.
 */
export function writeInvitation(
  { paths }: Pick<FirebaseContext, 'paths'>,
  writes: Writes,
  ownerUid: string,
  staffId: string,
  invitationEmail: string | null | undefined,
  before: string | null | undefined,
  shop: InvitingShop,
  renew = false,
): void {
  const next = invitationEmail ? invitationAddress(invitationEmail) : null;
  const previous = before ? invitationAddress(before) : null;
  if (previous !== null && previous !== next) writes.delete(paths.invitation(previous));
  if (next !== null && (next !== previous || renew)) {
    writes.set(paths.invitation(next), { ownerUid, staffId, createdAt: serverTimestamp(), shopName: shop.shopName, ownerEmail: shop.ownerEmail });
  }
}

/**
 * Whether the invitation to `address`, as this owner can read it, should be written afresh beside
 * an unchanged address: it is gone, names another record, or lapsed untaken. Not when it cannot be
 * read (another shop's: the rules decide).
 */
export async function invitationToRenew({ paths }: Pick<FirebaseContext, 'paths'>, address: string, staffId: string, now: Date): Promise<boolean> {
  const found = await read(getDoc(paths.invitation(invitationAddress(address))));
  if (!found) return false;
  if (!found.exists() || found.get('staffId') !== staffId) return true;
  return found.get('takenBy') === undefined && expiryOf(found.get('createdAt')).getTime() <= now.getTime();
}
