// The security rules (firebase/firestore.rules and firebase/storage.rules), evaluated by the
// official emulators through @firebase/rules-unit-testing. Those emulators need Java 21 and JARs
// downloaded at run time; where they are not running this suite says why and is skipped — it never
// passes without having run. Run it with `node tooling/firebase/test-rules.mjs`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, increment, setDoc, Timestamp, updateDoc, writeBatch } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { getBytes, ref, uploadBytes } from 'firebase/storage';
import type { FirebaseStorage } from 'firebase/storage';
import { MAX_IMAGE_BYTES, TRIAL_DAYS } from '../../domain/constants';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const PROJECT_ID = 'demo-shop-rules';

function javaMajorVersion(): number | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** Why the suite cannot run here, or null when the official emulators are up. */
function whyNotRunnable(): string | null {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  const firestore = process.env.FIRESTORE_EMULATOR_HOST;
  const storage = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (hub && firestore && storage) return null;
  const java = javaMajorVersion();
  const javaNote = java === null ? 'no Java is installed' : java < 21 ? `Java ${java} is installed` : `Java ${java} is installed but the emulators were not started`;
  return (
    'the official Firestore and Storage emulators are not running (they need Java 21 and emulator JARs downloaded at run time; ' +
    `${javaNote}). The project's own gRPC Firestore stand-in does not evaluate rules, so it cannot stand in here. ` +
    'Run `node tooling/firebase/test-rules.mjs` where the official emulators can start.'
  );
}

const reason = whyNotRunnable();
if (reason) console.warn(`[firebase-rules] security rules suite skipped: ${reason}`);

const DAY_MS = 24 * 60 * 60 * 1000;
const created = Timestamp.fromDate(new Date('2024-05-01T10:00:00Z'));

function business(uid: string, overrides: Record<string, unknown> = {}) {
  return {
    ownerUid: uid,
    businessName: 'Ama Fabrics',
    ownerName: 'Ama Mensah',
    businessType: 'Retail',
    phone: '+233 24 123 4567',
    address: 'Accra',
    email: `${uid}@example.com`,
    createdAt: created,
    plan: 'trialing',
    trialEndsAt: Timestamp.fromMillis(created.toMillis() + TRIAL_DAYS * DAY_MS),
    ...overrides,
  };
}

function product(overrides: Record<string, unknown> = {}) {
  return { name: 'Kente cloth', type: 'Physical', price: 120.5, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 10, createdAt: created, ...overrides };
}

function sale(overrides: Record<string, unknown> = {}) {
  return {
    items: [{ id: 'p1', name: 'Kente cloth', price: 12.5, currency: 'GHS', quantity: 3 }],
    subtotal: 37.5,
    discount: 0,
    discountType: 'fixed',
    discountAmount: 0,
    totalAmount: 37.5,
    tenderedAmount: 40,
    changeDue: 2.5,
    currency: 'GHS',
    paymentMethod: 'Mobile Money',
    createdAt: created,
    customer: null,
    ...overrides,
  };
}

describe.skipIf(reason !== null)('security rules (official emulators)', () => {
  let env: RulesTestEnvironment;
  const db = (context: RulesTestContext) => context.firestore() as unknown as Firestore;
  const files = (context: RulesTestContext) => context.storage() as unknown as FirebaseStorage;

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { rules: readFileSync(path.join(repoRoot, 'firebase', 'firestore.rules'), 'utf8') },
      storage: { rules: readFileSync(path.join(repoRoot, 'firebase', 'storage.rules'), 'utf8') },
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (admin) => {
      const store = db(admin);
      await setDoc(doc(store, 'businesses/alice'), business('alice'));
      await setDoc(doc(store, 'businesses/alice/products/p1'), product());
      await setDoc(doc(store, 'businesses/alice/customers/c1'), { name: 'Ngozi', email: '', phone: '', createdAt: created });
      await setDoc(doc(store, 'businesses/alice/sales/s1'), sale());
      await setDoc(doc(store, 'businesses/alice/dailyStats/2024-05-01_GHS'), { date: '2024-05-01', currency: 'GHS', revenueMinor: 3750, salesCount: 1 });
      await uploadBytes(ref(files(admin), 'products/alice/1_photo.png'), new Uint8Array(10), { contentType: 'image/png' });
    });
  });

  describe('Firestore', () => {
    it('lets the owner read and write their own business data', async () => {
      const alice = db(env.authenticatedContext('alice'));
      await assertSucceeds(getDoc(doc(alice, 'businesses/alice')));
      await assertSucceeds(getDoc(doc(alice, 'businesses/alice/products/p1')));
      const ebook: Record<string, unknown> = product({ name: 'E-book', type: 'Digital' });
      delete ebook.quantity;
      await assertSucceeds(setDoc(doc(alice, 'businesses/alice/products/p2'), ebook));
      await assertSucceeds(updateDoc(doc(alice, 'businesses/alice/products/p1'), { price: 99.99 }));
      await assertSucceeds(setDoc(doc(alice, 'businesses/alice/customers/c2'), { name: 'Yaw', email: '', phone: '0241112222', createdAt: created }));
      await assertSucceeds(deleteDoc(doc(alice, 'businesses/alice/customers/c1')));
      await assertSucceeds(deleteDoc(doc(alice, 'businesses/alice/products/p2')));
    });

    it('creates a new owner\'s profile on the trial only', async () => {
      const bob = db(env.authenticatedContext('bob'));
      await assertFails(setDoc(doc(bob, 'businesses/bob'), business('bob', { plan: 'pro' })));
      await assertFails(setDoc(doc(bob, 'businesses/bob'), business('bob', { trialEndsAt: Timestamp.fromMillis(created.toMillis() + 365 * DAY_MS) })));
      await assertFails(setDoc(doc(bob, 'businesses/bob'), business('alice')));
      await assertSucceeds(setDoc(doc(bob, 'businesses/bob'), business('bob')));
      await assertFails(updateDoc(doc(bob, 'businesses/bob'), { plan: 'pro' }));
      await assertSucceeds(updateDoc(doc(bob, 'businesses/bob'), { phone: '+234 801 234 5678' }));
    });

    it('records a sale, its stock decrement and its roll-up in one batch, and refuses a replay of it', async () => {
      const alice = db(env.authenticatedContext('alice'));
      const record = (id: string) => {
        const batch = writeBatch(alice);
        batch.update(doc(alice, 'businesses/alice/products/p1'), { quantity: increment(-3) });
        batch.set(doc(alice, 'businesses/alice/dailyStats/2024-05-02_GHS'), { date: '2024-05-02', currency: 'GHS', revenueMinor: increment(3750), salesCount: increment(1) }, { merge: true });
        batch.set(doc(alice, `businesses/alice/sales/${id}`), sale());
        return batch.commit();
      };
      await assertSucceeds(record('s2'));
      await assertFails(record('s2'));
      await assertFails(updateDoc(doc(alice, 'businesses/alice/sales/s1'), { totalAmount: 0 }));
      await assertFails(deleteDoc(doc(alice, 'businesses/alice/sales/s1')));
    });

    it("refuses another owner every read and write of a business's data", async () => {
      const bob = db(env.authenticatedContext('bob'));
      for (const path of ['businesses/alice', 'businesses/alice/products/p1', 'businesses/alice/customers/c1', 'businesses/alice/sales/s1', 'businesses/alice/dailyStats/2024-05-01']) {
        await assertFails(getDoc(doc(bob, path)));
      }
      await assertFails(setDoc(doc(bob, 'businesses/alice/products/p9'), product()));
      await assertFails(updateDoc(doc(bob, 'businesses/alice/products/p1'), { quantity: 0 }));
      await assertFails(deleteDoc(doc(bob, 'businesses/alice/products/p1')));
      await assertFails(setDoc(doc(bob, 'businesses/alice/sales/s9'), sale()));
    });

    it('refuses visitors who are not signed in', async () => {
      const visitor = db(env.unauthenticatedContext());
      await assertFails(getDoc(doc(visitor, 'businesses/alice')));
      await assertFails(getDoc(doc(visitor, 'businesses/alice/products/p1')));
      await assertFails(setDoc(doc(visitor, 'businesses/alice/customers/c9'), { name: 'X', email: '', phone: '', createdAt: created }));
      await assertFails(getDoc(doc(visitor, 'anything/else')));
    });

    it('refuses badly shaped records', async () => {
      const alice = db(env.authenticatedContext('alice'));
      const products = (id: string) => doc(alice, `businesses/alice/products/${id}`);
      await assertFails(setDoc(products('bad1'), product({ price: -1 })));
      await assertFails(setDoc(products('bad2'), product({ price: '12.50' })));
      await assertFails(setDoc(products('bad3'), product({ createdAt: '2024-05-01' })));
      await assertFails(setDoc(products('bad4'), product({ owner: 'mallory' })));
      await assertFails(setDoc(products('bad5'), product({ type: 'Service' })));
      await assertFails(setDoc(products('bad6'), product({ quantity: 1.5 })));
      await assertFails(setDoc(products('bad7'), product({ imagePath: 'products/bob/1_x.png' })));
      await assertFails(setDoc(products('bad8'), product({ name: '' })));
      await assertFails(setDoc(doc(alice, 'businesses/alice/customers/bad'), { name: 'X', email: '', phone: '', createdAt: created, notes: '<script>' }));
      const sales = (id: string) => doc(alice, `businesses/alice/sales/${id}`);
      await assertFails(setDoc(sales('bad1'), sale({ totalAmount: -5 })));
      await assertFails(setDoc(sales('bad2'), sale({ paymentMethod: 'IOU' })));
      await assertFails(setDoc(sales('bad3'), sale({ createdAt: Date.now() })));
      await assertFails(setDoc(sales('bad4'), sale({ customer: { id: 'c1', name: 'Ngozi', phone: '1' } })));
      await assertFails(setDoc(doc(alice, 'businesses/alice/dailyStats/2024-05-03_GHS'), { date: '2024-05-04', currency: 'GHS', revenueMinor: 1, salesCount: 1 }));
      await assertFails(setDoc(doc(alice, 'businesses/alice/dailyStats/2024-05-03_GHS'), { date: '2024-05-03', currency: 'GHS', revenueMinor: -1, salesCount: 1 }));
      // A roll-up without its currency, filed under another currency, or in a currency outside the list, is refused.
      await assertFails(setDoc(doc(alice, 'businesses/alice/dailyStats/2024-05-03'), { date: '2024-05-03', revenueMinor: 1, salesCount: 1 }));
      await assertFails(setDoc(doc(alice, 'businesses/alice/dailyStats/2024-05-03_GHS'), { date: '2024-05-03', currency: 'NGN', revenueMinor: 1, salesCount: 1 }));
      await assertFails(setDoc(doc(alice, 'businesses/alice/dailyStats/2024-05-03_XOF'), { date: '2024-05-03', currency: 'XOF', revenueMinor: 1, salesCount: 1 }));
    });
  });

  describe('Storage', () => {
    const png = (size: number) => new Uint8Array(size);

    it("lets the owner upload and read images under their own folder, up to 5 MB", async () => {
      const alice = files(env.authenticatedContext('alice'));
      await assertSucceeds(uploadBytes(ref(alice, 'products/alice/2_shirt.jpg'), png(MAX_IMAGE_BYTES), { contentType: 'image/jpeg' }));
      await assertSucceeds(getBytes(ref(alice, 'products/alice/1_photo.png')));
    });

    it('refuses an upload over 5 MB and anything that is not an image', async () => {
      const alice = files(env.authenticatedContext('alice'));
      await assertFails(uploadBytes(ref(alice, 'products/alice/3_big.png'), png(MAX_IMAGE_BYTES + 1), { contentType: 'image/png' }));
      await assertFails(uploadBytes(ref(alice, 'products/alice/4_notes.txt'), png(10), { contentType: 'text/plain' }));
      await assertFails(uploadBytes(ref(alice, 'elsewhere/5_photo.png'), png(10), { contentType: 'image/png' }));
    });

    it("refuses another owner and visitors", async () => {
      const bob = files(env.authenticatedContext('bob'));
      await assertFails(getBytes(ref(bob, 'products/alice/1_photo.png')));
      await assertFails(uploadBytes(ref(bob, 'products/alice/6_photo.png'), png(10), { contentType: 'image/png' }));
      const visitor = files(env.unauthenticatedContext());
      await assertFails(getBytes(ref(visitor, 'products/alice/1_photo.png')));
      await assertFails(uploadBytes(ref(visitor, 'products/alice/7_photo.png'), png(10), { contentType: 'image/png' }));
    });
  });
});
