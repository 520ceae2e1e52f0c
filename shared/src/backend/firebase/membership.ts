// Staff with accounts of their own (docs/firebase.md, 'Staff accounts'): the owner's invitation to
// an address, and the account with that verified address joining the shop.
// - The owner invites by giving a staff member an e-mail (the staff form): `invitations/{address}`
//   names the owner and the staff record, written beside the record (staff.ts), taken back when the
//   address is removed or changed.
// - At sign-in, an account that has no shop of its own and holds an invitation to its address
//   joins that shop: `businesses/{ownerUid}/members/{its uid}` names the record it was invited as.
//   The rules then hold it, at every request, to that record's role (firebase/firestore.rules).
// An account with a shop of its own stays its owner: an invitation never takes anyone's shop away.
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import type { DocumentData, DocumentReference, DocumentSnapshot } from 'firebase/firestore';
import type { BackendUser, StaffMembership } from '../port';
import type { FirebaseContext } from './context';

/** The invitation's document id: the address as the staff record holds it, trimmed and in lower case (as Firebase Auth keeps an account's). */
export function invitationAddress(email: string): string {
  return email.trim().toLowerCase();
}

/** The shop an account works in as staff, and whether its record says cashier; null for an owner or an account nobody invited. */
export interface ResolvedMembership {
  member: StaffMembership;
  cashier: boolean;
}

const read = (promise: Promise<DocumentSnapshot>) => promise.catch(() => null);

/**
 * Finds (and, the first time, takes) the invitation to the signed-in account's address. Reads
 * fall back to the cache offline (the SDK's own); what cannot be read counts as absent.
 */
export async function resolveMembership({ paths }: Pick<FirebaseContext, 'paths'>, user: BackendUser): Promise<ResolvedMembership | null> {
  if (!user.email || !user.emailVerified) return null;
  const own = await read(getDoc(paths.business(user.uid)));
  if (own?.exists()) return null;
  const invitation = await read(getDoc(paths.invitation(invitationAddress(user.email))));
  if (!invitation?.exists()) return null;
  const ownerUid: unknown = invitation.get('ownerUid');
  const staffId: unknown = invitation.get('staffId');
  if (typeof ownerUid !== 'string' || typeof staffId !== 'string' || ownerUid === user.uid) return null;

  const memberRef = doc(paths.members(ownerUid), user.uid);
  const joined = await read(getDoc(memberRef));
  if (!joined?.exists() || joined.get('staffId') !== staffId) {
    // Invited again as another record: a membership never changes, so the old one goes first.
    if (joined?.exists()) await deleteDoc(memberRef);
    await setDoc(memberRef, { staffId, joinedAt: serverTimestamp() });
  }
  const record = await read(getDoc(doc(paths.staff(ownerUid), staffId)));
  // A record that cannot be read (turned off, or the invitation taken back) counts as a cashier's: the least a member may do.
  return { member: { ownerUid, staffId }, cashier: record?.exists() !== true || record.get('role') === 'cashier' };
}

/** What a transaction and a batch both do for these writes. */
interface Writes {
  set(ref: DocumentReference, data: DocumentData): unknown;
  delete(ref: DocumentReference): unknown;
}

/**
 * The invitation writes beside a staff record saved with `invitationEmail` (null: none), when it
 * had `before` (null: none): the new address invited, an address no longer the record's taken back.
 */
export function writeInvitation({ paths }: Pick<FirebaseContext, 'paths'>, writes: Writes, ownerUid: string, staffId: string, invitationEmail: string | null | undefined, before: string | null | undefined): void {
  const next = invitationEmail ? invitationAddress(invitationEmail) : null;
  const previous = before ? invitationAddress(before) : null;
  if (previous !== null && previous !== next) writes.delete(paths.invitation(previous));
  if (next !== null) writes.set(paths.invitation(next), { ownerUid, staffId });
}
