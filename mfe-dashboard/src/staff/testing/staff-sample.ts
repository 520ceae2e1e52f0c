// The Staff screen's sample shop for its tests and stories: Ama's provisions shop in Accra (the
// memory backend's sample owner) with a manager, a cashier and a cashier turned off, seeded with
// their PINs in the clear (the memory backend hashes them on first use).
import type { StaffMember } from '@shop/shared/domain';
import type { Backend } from '@shop/shared/session';
import { SAMPLE_OWNER } from '@shop/shared/testing';

export const STAFF_TIME_ZONE = 'Africa/Accra';

/** A member as the memory backend's `staff` option takes one: their PIN in the clear. */
export type SampleMember = Omit<StaffMember, 'pinHash'> & { pin: string };

/** Efua the manager, Kofi at the till, and Yaw, who left and is turned off. */
export const SAMPLE_STAFF: readonly SampleMember[] = [
  { id: 'st-efua', name: 'Efua Asante', role: 'manager', pin: '2580', disabled: false, createdAt: new Date('2026-03-02T09:00:00Z'), invitationEmail: 'efua@example.com' },
  { id: 'st-kofi', name: 'Kofi Boateng', role: 'cashier', pin: '4821', disabled: false, createdAt: new Date('2026-06-15T10:30:00Z') },
  { id: 'st-yaw', name: 'Yaw Darko', role: 'cashier', pin: '7395', disabled: true, createdAt: new Date('2026-07-01T08:00:00Z') },
];

export const [EFUA, KOFI, YAW] = SAMPLE_STAFF as [SampleMember, SampleMember, SampleMember];

/** The sample owner's own record ("Your PIN"). */
export const OWNER_RECORD: SampleMember = { id: SAMPLE_OWNER.uid, name: 'Ama Mensah', role: 'owner', pin: '1357', disabled: false, createdAt: new Date('2026-03-01T08:00:00Z') };

/** The sample members, copied: each shop gets its own. */
export function sampleStaff(members: readonly SampleMember[] = SAMPLE_STAFF): SampleMember[] {
  return members.map((member) => ({ ...member }));
}

/** Locks the till and unlocks it as the member with their PIN: the operator is now them. */
export async function atTheTill(backend: Backend, member: SampleMember, uid: string = SAMPLE_OWNER.uid): Promise<void> {
  backend.lockTill();
  await backend.unlockTill(uid, member.id, member.pin);
}
