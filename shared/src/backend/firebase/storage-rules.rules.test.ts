// The Storage security rules (firebase/storage.rules) through @firebase/rules-unit-testing. They
// need the Storage emulator's Java rules runtime, which no package on the project's machines
// carries (the Firestore emulator's package has the rules compiler, which
// tooling/firebase/storage-rules-check.mjs runs on these rules, but nothing that evaluates Storage
// requests), so here this suite reports itself skipped with that reason. `node tooling/firebase/test-rules.mjs` runs it under
// firebase-tools' own emulators where they can be downloaded (.github/workflows/firebase-rules.yml),
// which hands their addresses in SHOP_FIREBASE_EMULATORS with "storageEnforcesRules": true.
import { afterAll, beforeAll, beforeEach, describe, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteObject, getBytes, ref, uploadBytes } from 'firebase/storage';
import { doc, setDoc } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../domain/constants';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
// Its own project, apart from the Firestore rules suite's: it clears the staff records it seeds.
const PROJECT_ID = 'demo-shop-storage-rules';
const emulators = inject('firebaseEmulators');
const reason = emulators.storageEnforcesRules
  ? null
  : "the Storage emulator's rules runtime is not installed on this machine (no Debian or npm package carries it); .github/workflows/firebase-rules.yml runs this suite";
if (reason) console.warn(`[storage-rules] Storage rules suite skipped: ${reason}`);

describe.skipIf(reason !== null)('Storage security rules (official emulator)', () => {
  let env: RulesTestEnvironment;
  const files = (context: RulesTestContext) => context.storage() as unknown as FirebaseStorage;
  const owner = (uid: string) => env.authenticatedContext(uid, { email: `${uid}@example.com`, email_verified: true });

  beforeAll(async () => {
    const [host, port] = emulators.storage.split(':');
    const [firestoreHost, firestorePort] = emulators.firestore.split(':');
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      storage: { host, port: Number(port), rules: readFileSync(path.join(repoRoot, 'firebase', 'storage.rules'), 'utf8') },
      // The rules read a member's staff record there (firestore.get), as firestore.rules does.
      firestore: { host: firestoreHost, port: Number(firestorePort), rules: readFileSync(path.join(repoRoot, 'firebase', 'firestore.rules'), 'utf8') },
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  // Alice's staff, each with an account of their own (members/{uid} names their staff record):
  // Kwame a manager, Efua a cashier, Yaw a manager she turned off, Abena an owner's record held by
  // another account (counted as a manager's), Kojo a manager whose record no longer holds his address.
  const STAFF = [
    { uid: 'kwame', role: 'manager', disabled: false, invitationEmail: 'kwame@example.com' },
    { uid: 'efua', role: 'cashier', disabled: false, invitationEmail: 'efua@example.com' },
    { uid: 'yaw', role: 'manager', disabled: true, invitationEmail: 'yaw@example.com' },
    { uid: 'abena', role: 'owner', disabled: false, invitationEmail: 'abena@example.com' },
    { uid: 'kojo', role: 'manager', disabled: false, invitationEmail: 'someone-else@example.com' },
  ] as const;
  const member = (uid: string, verified = true) => env.authenticatedContext(uid, { email: `${uid}@example.com`, email_verified: verified });

  beforeEach(async () => {
    await env.clearStorage();
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (admin) => {
      await uploadBytes(ref(files(admin), 'products/alice/1_photo.png'), new Uint8Array(10), { contentType: 'image/png' });
      const db = admin.firestore() as unknown as Firestore;
      for (const { uid, role, disabled, invitationEmail } of STAFF) {
        await setDoc(doc(db, 'businesses', 'alice', 'members', uid), { staffId: `staff-${uid}` });
        await setDoc(doc(db, 'businesses', 'alice', 'staff', `staff-${uid}`), { name: uid, role, disabled, invitationEmail });
      }
    });
  });

  const bytes = (size: number) => new Uint8Array(size);

  it('lets the verified owner upload JPEG, PNG, WebP and GIF images of up to 5 MB to their folder, and read them', async () => {
    const alice = files(owner('alice'));
    for (const [i, contentType] of IMAGE_TYPES.entries()) {
      await assertSucceeds(uploadBytes(ref(alice, `products/alice/2${i}_shirt`), bytes(i === 0 ? MAX_IMAGE_BYTES : 10), { contentType }));
    }
    await assertSucceeds(getBytes(ref(alice, 'products/alice/1_photo.png')));
  });

  it('refuses an upload over 5 MB, an SVG or any other type, another folder, and an unverified account', async () => {
    const alice = files(owner('alice'));
    await assertFails(uploadBytes(ref(alice, 'products/alice/3_big.png'), bytes(MAX_IMAGE_BYTES + 1), { contentType: 'image/png' }));
    await assertFails(uploadBytes(ref(alice, 'products/alice/4_logo.svg'), bytes(10), { contentType: 'image/svg+xml' }));
    await assertFails(uploadBytes(ref(alice, 'products/alice/4_notes.txt'), bytes(10), { contentType: 'text/plain' }));
    await assertFails(uploadBytes(ref(alice, 'products/alice/4_page.html'), bytes(10), { contentType: 'text/html' }));
    await assertFails(uploadBytes(ref(alice, 'elsewhere/5_photo.png'), bytes(10), { contentType: 'image/png' }));
    const unverified = files(env.authenticatedContext('alice', { email: 'alice@example.com', email_verified: false }));
    await assertFails(uploadBytes(ref(unverified, 'products/alice/6_photo.png'), bytes(10), { contentType: 'image/png' }));
    await assertFails(getBytes(ref(unverified, 'products/alice/1_photo.png')));
  });

  it('refuses another owner and visitors', async () => {
    const bob = files(owner('bob'));
    await assertFails(getBytes(ref(bob, 'products/alice/1_photo.png')));
    await assertFails(uploadBytes(ref(bob, 'products/alice/6_photo.png'), bytes(10), { contentType: 'image/png' }));
    const visitor = files(env.unauthenticatedContext());
    await assertFails(getBytes(ref(visitor, 'products/alice/1_photo.png')));
    await assertFails(uploadBytes(ref(visitor, 'products/alice/7_photo.png'), bytes(10), { contentType: 'image/png' }));
  });

  it("lets whoever may edit the shop's products upload, replace, read and delete its images: a manager on their own account, and an owner's record held by another account", async () => {
    for (const uid of ['kwame', 'abena']) {
      const staff = files(member(uid));
      for (const [i, contentType] of IMAGE_TYPES.entries()) {
        await assertSucceeds(uploadBytes(ref(staff, `products/alice/8${i}_${uid}`), bytes(i === 0 ? MAX_IMAGE_BYTES : 10), { contentType }));
      }
      // Replaced in place, read, and deleted (the product form deletes the image it replaced).
      await assertSucceeds(uploadBytes(ref(staff, `products/alice/81_${uid}`), bytes(20), { contentType: 'image/png' }));
      await assertSucceeds(getBytes(ref(staff, 'products/alice/1_photo.png')));
      await assertSucceeds(deleteObject(ref(staff, `products/alice/80_${uid}`)));
    }
  });

  it('holds a manager to the same bounds: 5 MB, images only, the shop they work in', async () => {
    const kwame = files(member('kwame'));
    await assertFails(uploadBytes(ref(kwame, 'products/alice/9_big.png'), bytes(MAX_IMAGE_BYTES + 1), { contentType: 'image/png' }));
    await assertFails(uploadBytes(ref(kwame, 'products/alice/9_logo.svg'), bytes(10), { contentType: 'image/svg+xml' }));
    await assertFails(uploadBytes(ref(kwame, 'products/bob/9_photo.png'), bytes(10), { contentType: 'image/png' }));
    await assertFails(uploadBytes(ref(kwame, 'elsewhere/9_photo.png'), bytes(10), { contentType: 'image/png' }));
  });

  it('refuses a cashier, a manager turned off, unverified or whose record no longer holds their address', async () => {
    for (const context of [member('efua'), member('yaw'), member('kojo'), member('kwame', false)]) {
      const storage = files(context);
      await assertFails(uploadBytes(ref(storage, 'products/alice/10_photo.png'), bytes(10), { contentType: 'image/png' }));
      await assertFails(getBytes(ref(storage, 'products/alice/1_photo.png')));
      await assertFails(deleteObject(ref(storage, 'products/alice/1_photo.png')));
    }
  });
});
