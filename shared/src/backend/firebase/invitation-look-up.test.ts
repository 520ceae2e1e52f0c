// An invited person's first sign-in when the look-up for their invitation drops (membership.ts,
// docs/firebase.md 'Staff accounts'), on the emulators with the rules enforced: the read of
// `invitations/{address}` is held, then fails, as when the network drops at that moment without
// the SDK noticing. Meanwhile the account is signed in but its look-up has not answered — what a
// restored session, or another tab, sees first — and asking for its shop makes none; once the
// look-up fails the account waits ('unchecked'), and when the network returns it is shown the
// invitation and joins the shop that invited it.
import { describe, expect, inject, it, vi } from 'vitest';
import type * as Firestore from 'firebase/firestore';
import type { DocumentReference, DocumentSnapshot } from 'firebase/firestore';
import { SAMPLE_PROFILE, uniqueEmail } from '../../testing/contract';
import { createEmulatedBackend, emulatorHelpers } from '../../testing/firebase-emulator-harness';
import type { EmulatorAddresses } from '../../testing/firebase-emulator-harness';

/** The invitation reads this file drops: held until `release`, which fails them. */
const dropped = vi.hoisted(() => ({ on: false, held: [] as ((error: Error) => void)[] }));

vi.mock('firebase/firestore', async (importOriginal) => {
  const actual = await importOriginal<typeof Firestore>();
  return {
    ...actual,
    getDoc: (ref: DocumentReference): Promise<DocumentSnapshot> => {
      if (dropped.on && ref.path.startsWith('invitations/')) return new Promise((_, reject) => dropped.held.push(reject));
      return actual.getDoc(ref);
    },
  };
});

function release(): void {
  dropped.on = false;
  for (const fail of dropped.held.splice(0)) fail(Object.assign(new Error('Failed to get document because the client is offline.'), { code: 'unavailable' }));
}

const emulators = inject('firebaseEmulators');
const helpers = emulatorHelpers(emulators);
const PASSWORD = 'correct-horse-1';

/** Whether `businesses/{uid}` exists, read as an administrator past the rules (the emulator's REST API). */
async function shopExists(addresses: EmulatorAddresses, uid: string): Promise<boolean> {
  const url = `http://${addresses.firestore}/v1/projects/${addresses.projectId}/databases/(default)/documents/businesses/${uid}`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (response.status === 404) return false;
  if (!response.ok) throw new Error(`The Firestore emulator answered ${response.status} for businesses/${uid}`);
  return true;
}

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!emulators.enforcesRules)('Firebase adapter: an invited person whose invitation look-up drops', () => {
  it('makes them no shop of their own while the look-up is held or failed, and lets them join once the network returns', async () => {
    const shop = createEmulatedBackend(emulators);
    const person = createEmulatedBackend(emulators, { logError: () => undefined });
    try {
      const ownerEmail = uniqueEmail('owner');
      await shop.signUp({ email: ownerEmail, password: PASSWORD, profile: SAMPLE_PROFILE });
      await helpers.verifyEmail(shop, ownerEmail);
      const owner = await shop.signIn(ownerEmail, PASSWORD);
      const hireEmail = uniqueEmail('hire');
      await shop.saveStaffMember(owner.uid, 'ama', { name: 'Ama Mensah', role: 'cashier', pin: '2580', invitationEmail: hireEmail });
      await person.signUp({ email: hireEmail, password: PASSWORD, profile: SAMPLE_PROFILE, joining: true });
      await helpers.verifyEmail(person, hireEmail.toLowerCase());

      // The network drops as the invitation is read: the account is signed in, its look-up unanswered.
      dropped.on = true;
      const signingIn = person.signIn(hireEmail, PASSWORD);
      await until(() => dropped.held.length > 0, 'the invitation read to be asked for');
      const unanswered = person.currentUser();
      expect(unanswered?.pendingJoin).toBeUndefined();
      if (!unanswered) throw new Error('The account should be signed in');
      // What the screens ask for a signed-in account with no shop: none is made for it.
      await expect(person.getOrCreateBusiness(unanswered)).rejects.toMatchObject({ code: 'failed-precondition' });
      // The same request twice, as two tabs would: still none.
      await expect(person.getOrCreateBusiness(unanswered)).rejects.toMatchObject({ code: 'failed-precondition' });
      expect(await shopExists(emulators, unanswered.uid)).toBe(false);

      // The look-up fails: the account waits on it, told so, and is made nothing meanwhile.
      release();
      const waiting = await signingIn;
      expect(waiting.pendingJoin).toEqual({ status: 'unchecked' });
      await expect(person.getOrCreateBusiness(waiting)).rejects.toMatchObject({ code: 'failed-precondition' });
      expect(await shopExists(emulators, waiting.uid)).toBe(false);

      // Back online, Try again: the invitation is shown, and Join makes them the shop's cashier.
      const invited = await person.checkInvitation();
      expect(invited?.pendingJoin).toMatchObject({ status: 'invited', invitation: { shopName: SAMPLE_PROFILE.businessName } });
      const joined = await person.joinShop();
      expect(joined.member).toEqual({ ownerUid: owner.uid, staffId: 'ama' });
      expect((await person.getOrCreateBusiness(joined)).businessName).toBe(SAMPLE_PROFILE.businessName);
      expect(await shopExists(emulators, joined.uid)).toBe(false);
    } finally {
      release();
      await person.close();
      await shop.close();
    }
  });
});
