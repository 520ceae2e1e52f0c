// The catalogue import's lock in the Firestore rules (firebase/firestore.rules, catalogueSettled;
// docs/firebase.md, 'The catalogue import') on the official Firestore emulator: while the server
// writes an import or its undo (`catalogueImport/writing` stands) no client creates, edits or
// deletes a product or a cost, so the import lands on the catalogue it was judged on; the lock, the
// imports' records and their parts are the server's alone — no owner writes or reads them.
// Skipped, saying why, where only the JavaScript stand-in (no rules) could start.
import { afterAll, beforeAll, beforeEach, describe, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, setLogLevel, Timestamp, updateDoc } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { TRIAL_DAYS } from '../../domain/constants';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const emulators = inject('firebaseEmulators');
const reason = emulators.enforcesRules ? null : `the Firestore engine here is ${emulators.engine ?? 'the JavaScript stand-in'}, which evaluates no rules`;
if (reason) console.warn(`[firebase-rules] catalogue import lock suite skipped: ${reason}`);
const [firestoreHost, firestorePort] = emulators.firestore.split(':');
setLogLevel('silent');

const DAY_MS = 24 * 60 * 60 * 1000;
const created = Timestamp.fromDate(new Date('2024-05-01T10:00:00Z'));
const product = (overrides: Record<string, unknown> = {}) => ({ name: 'Milo 400g', type: 'Physical', price: 45, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 10, createdAt: created, ...overrides });

describe.skipIf(reason !== null)("Firestore rules: no product is written while the server writes an import (official emulator)", () => {
  let env: RulesTestEnvironment;
  const db = (context: RulesTestContext) => context.firestore() as unknown as Firestore;
  const alice = () => db(env.authenticatedContext('alice', { email: 'alice@example.com', email_verified: true }));
  const manager = () => db(env.authenticatedContext('kofi-uid', { email: 'kofi@example.com', email_verified: true }));
  const lock = (write: boolean) =>
    env.withSecurityRulesDisabled(async (admin) => {
      const ref = doc(db(admin), 'businesses/alice/catalogueImport/writing');
      if (write) await setDoc(ref, { id: 'import-1', kind: 'apply' });
      else await deleteDoc(ref);
    });

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-shop-catalogue-import-lock',
      firestore: { host: firestoreHost, port: Number(firestorePort), rules: readFileSync(path.join(repoRoot, 'firebase', 'firestore.rules'), 'utf8') },
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (admin) => {
      const store = db(admin);
      const set = (where: string, data: Record<string, unknown>) => setDoc(doc(store, where), data);
      await set('businesses/alice', { ownerUid: 'alice', businessName: 'alice shop', ownerName: 'alice', businessType: 'Retail', phone: '', address: 'Accra', email: 'alice@example.com', createdAt: created, trialEndsAt: Timestamp.fromMillis(created.toMillis() + TRIAL_DAYS * DAY_MS), plan: 'trialing' });
      await set('businesses/alice/staff/m2', { name: 'Kofi', role: 'manager', disabled: false, createdAt: created, invitationEmail: 'kofi@example.com' });
      await set('businesses/alice/members/kofi-uid', { staffId: 'm2', joinedAt: created });
      await set('businesses/alice/products/milo', product());
      await set('businesses/alice/productCosts/milo', { cost: 30 });
      await set('businesses/alice/catalogueImports/import-1', { id: 'import-1', state: 'writing' });
    });
  });

  it('refuses every product and cost write of the owner and a manager while the lock stands, and lets them again once it is lifted', async () => {
    await lock(true);
    for (const store of [alice(), manager()]) {
      await assertFails(setDoc(doc(store, 'businesses/alice/products/new-one'), product({ name: 'Peak Milk' })));
      await assertFails(updateDoc(doc(store, 'businesses/alice/products/milo'), { price: 46 }));
      await assertFails(deleteDoc(doc(store, 'businesses/alice/products/milo')));
      await assertFails(setDoc(doc(store, 'businesses/alice/productCosts/milo'), { cost: 31 }));
      await assertFails(deleteDoc(doc(store, 'businesses/alice/productCosts/milo')));
      // Reading stays: the till sells on.
      await assertSucceeds(getDoc(doc(store, 'businesses/alice/products/milo')));
    }
    await lock(false);
    await assertSucceeds(updateDoc(doc(alice(), 'businesses/alice/products/milo'), { price: 46 }));
    await assertSucceeds(setDoc(doc(manager(), 'businesses/alice/productCosts/milo'), { cost: 31 }));
  });

  it("keeps the lock, the imports' records and their parts the server's: no owner writes, lifts or reads them", async () => {
    await lock(true);
    await assertFails(deleteDoc(doc(alice(), 'businesses/alice/catalogueImport/writing')));
    await assertFails(setDoc(doc(alice(), 'businesses/alice/catalogueImport/last'), { id: 'forged' }));
    await assertFails(getDoc(doc(alice(), 'businesses/alice/catalogueImports/import-1')));
    await assertFails(setDoc(doc(alice(), 'businesses/alice/catalogueImports/import-1'), { id: 'import-1', state: 'applied' }));
    await assertFails(setDoc(doc(alice(), 'businesses/alice/catalogueImports/import-1/parts/0000'), { entries: [], applied: true }));
  });
});
