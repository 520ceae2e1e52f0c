// The online store's Firestore rules (firebase/firestore.rules; docs/firebase.md, 'The online
// store') on the official Firestore emulator, the real rules engine: the owner alone sets the store
// up, its link name is held by one shop, the published record and a customer's order page are read
// by anyone and written by nobody but the server, and the shop's orders are read by its staff and
// written by no client — a stranger placing an order past the server, a cashier or the owner
// editing one. Skipped, saying why, where only the JavaScript stand-in (no rules) could start.
import { afterAll, beforeAll, beforeEach, describe, inject, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, setLogLevel, Timestamp, updateDoc, writeBatch } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { openRulesEnvironment, seedRulesShops } from '../../testing/rules-shops';

const emulators = inject('firebaseEmulators');
const reason = emulators.enforcesRules ? null : `the Firestore engine here is ${emulators.engine ?? 'the JavaScript stand-in'}, which evaluates no rules`;
if (reason) console.warn(`[firebase-rules] online store suite skipped: ${reason}`);
setLogLevel('silent');


/** The store's settings as the owner's form saves them (online-store-records.ts, OnlineStore). */
function settings(name: string, overrides: Record<string, unknown> = {}) {
  return {
    enabled: true,
    name,
    currency: 'GHS',
    productsShown: 'all',
    chosenProductIds: [],
    description: 'Cloth and rice',
    timeZone: 'Africa/Accra',
    openingHours: { mon: { opensMinute: 480, closesMinute: 1080 }, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
    pickup: true,
    delivery: false,
    deliveryAreas: [],
    payments: { mobileMoney: null, bankTransfer: null, cashOnPickup: true, cashOnDelivery: false },
    whatsAppNumber: '233241234567',
    holdHours: 24,
    ...overrides,
  };
}

/** An order as the server keeps it (what placeOrder made), stored. */
function order(overrides: Record<string, unknown> = {}) {
  return {
    storeName: 'ama-fabrics',
    status: 'received',
    currency: 'GHS',
    lines: [{ productId: 'p2', name: 'Rice', type: 'Physical', unitPriceMinor: 8500, quantity: 1 }],
    subtotalMinor: 8500,
    deliveryFeeMinor: 0,
    totalMinor: 8500,
    customer: { name: 'Ngozi', phone: '233201234567' },
    fulfilment: { method: 'pickup' },
    paymentOption: 'cash-on-pickup',
    note: '',
    placedAt: Timestamp.now(),
    heldSince: null,
    payment: null,
    cancellation: null,
    updatedAt: Timestamp.now(),
    ...overrides,
  };
}

describe.skipIf(reason !== null)('Firestore rules: the online store (official emulator)', () => {
  let env: RulesTestEnvironment;
  const db = (context: RulesTestContext) => context.firestore() as unknown as Firestore;
  const account = (uid: string, email: string) => db(env.authenticatedContext(uid, { email, email_verified: true }));
  const alice = () => account('alice', 'alice@example.com');
  const bob = () => account('bob', 'bob@example.com');
  const cashier = () => account('ama-uid', 'ama@example.com');
  const manager = () => account('kofi-uid', 'kofi@example.com');
  const stranger = () => db(env.unauthenticatedContext());
  const signedInStranger = () => account('someone', 'someone@example.com');

  /** A shop's owner claims `name` and saves settings naming it, in one write (the rules-checked claim). */
  function claimAndSave(store: Firestore, uid: string, name: string, overrides: Record<string, unknown> = {}, letGo?: string) {
    const batch = writeBatch(store);
    batch.set(doc(store, `storeNames/${name}`), { ownerUid: uid, claimedAt: serverTimestamp() });
    batch.set(doc(store, `businesses/${uid}/onlineStore/settings`), settings(name, overrides));
    if (letGo) batch.delete(doc(store, `storeNames/${letGo}`));
    return batch.commit();
  }

  beforeAll(async () => {
    env = await openRulesEnvironment(emulators, 'demo-shop-online-store-rules');
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (admin) => {
      const store = db(admin);
      const set = (where: string, data: Record<string, unknown>) => setDoc(doc(store, where), data);
      await seedRulesShops(store);
      await set('publishedStores/ama-fabrics', { name: 'ama-fabrics', shopName: 'Ama Fabrics', currency: 'GHS', products: [] });
      await set('publishedStores/ama-fabrics/orders/o1', order());
      await set('businesses/alice/onlineOrders/o1', order());
    });
  });

  describe('the settings and the link name', () => {
    it('lets the owner claim a name and save settings naming it in one write, and change them after', async () => {
      await assertSucceeds(claimAndSave(alice(), 'alice', 'ama-fabrics'));
      await assertSucceeds(updateDoc(doc(alice(), 'businesses/alice/onlineStore/settings'), { enabled: false }));
      await assertSucceeds(getDoc(doc(alice(), 'businesses/alice/onlineStore/settings')));
    });

    it('lets anyone who works there read the settings, and no one else', async () => {
      await claimAndSave(alice(), 'alice', 'ama-fabrics');
      await assertSucceeds(getDoc(doc(cashier(), 'businesses/alice/onlineStore/settings')));
      await assertSucceeds(getDoc(doc(manager(), 'businesses/alice/onlineStore/settings')));
      await assertFails(getDoc(doc(bob(), 'businesses/alice/onlineStore/settings')));
      await assertFails(getDoc(doc(stranger(), 'businesses/alice/onlineStore/settings')));
    });

    it("refuses the settings to a manager and a cashier ('edit-business' is the owner's)", async () => {
      await claimAndSave(alice(), 'alice', 'ama-fabrics');
      for (const member of [manager(), cashier()]) {
        await assertFails(updateDoc(doc(member, 'businesses/alice/onlineStore/settings'), { enabled: false }));
        await assertFails(setDoc(doc(member, 'businesses/alice/onlineStore/settings'), settings('ama-fabrics', { description: 'Closed' })));
        await assertFails(deleteDoc(doc(member, 'storeNames/ama-fabrics')));
      }
    });

    it('refuses settings naming a link the shop does not hold, unknown fields, a bad name, or another document', async () => {
      await assertFails(setDoc(doc(alice(), 'businesses/alice/onlineStore/settings'), settings('ama-fabrics')));
      await assertFails(claimAndSave(alice(), 'alice', 'ama-fabrics', { priceOverride: 1 }));
      await assertFails(claimAndSave(alice(), 'alice', 'Ama--Fabrics'));
      await assertFails(claimAndSave(alice(), 'alice', 'ab'));
      const owner = alice();
      const batch = writeBatch(owner);
      batch.set(doc(owner, 'storeNames/ama-fabrics'), { ownerUid: 'alice', claimedAt: serverTimestamp() });
      batch.set(doc(owner, 'businesses/alice/onlineStore/other'), settings('ama-fabrics'));
      await assertFails(batch.commit());
    });

    it("keeps a name to one shop: another owner's claim of it, or settings naming it, are refused", async () => {
      await claimAndSave(alice(), 'alice', 'ama-fabrics');
      await assertSucceeds(getDoc(doc(bob(), 'storeNames/ama-fabrics')));
      await assertFails(claimAndSave(bob(), 'bob', 'ama-fabrics'));
      await assertFails(setDoc(doc(bob(), 'businesses/bob/onlineStore/settings'), settings('ama-fabrics')));
      await assertFails(setDoc(doc(bob(), 'storeNames/ama-fabrics'), { ownerUid: 'bob', claimedAt: serverTimestamp() }));
      await assertFails(deleteDoc(doc(bob(), 'storeNames/ama-fabrics')));
      // A claim for someone else's shop, or one no settings name.
      await assertFails(setDoc(doc(bob(), 'storeNames/bobs-things'), { ownerUid: 'alice', claimedAt: serverTimestamp() }));
      await assertFails(setDoc(doc(bob(), 'storeNames/bobs-things'), { ownerUid: 'bob', claimedAt: serverTimestamp() }));
      await assertFails(getDocs(collection(bob(), 'storeNames')));
    });

    it('lets a name go only in the write whose settings name another, and then another shop may take it', async () => {
      await claimAndSave(alice(), 'alice', 'ama-fabrics');
      await assertFails(deleteDoc(doc(alice(), 'storeNames/ama-fabrics')));
      await assertSucceeds(claimAndSave(alice(), 'alice', 'ama-cloth', {}, 'ama-fabrics'));
      await assertSucceeds(claimAndSave(bob(), 'bob', 'ama-fabrics'));
    });
  });

  describe('the published record and a customer order page', () => {
    it('are read by anyone, one at a time, signed in or not', async () => {
      for (const reader of [stranger(), signedInStranger(), bob()]) {
        await assertSucceeds(getDoc(doc(reader, 'publishedStores/ama-fabrics')));
        await assertSucceeds(getDoc(doc(reader, 'publishedStores/ama-fabrics/orders/o1')));
        await assertFails(getDocs(collection(reader, 'publishedStores')));
        await assertFails(getDocs(collection(reader, 'publishedStores/ama-fabrics/orders')));
      }
    });

    it('are written by no client: not a stranger, not the owner, not the staff', async () => {
      await claimAndSave(alice(), 'alice', 'ama-fabrics');
      for (const writer of [stranger(), signedInStranger(), alice(), manager(), cashier(), bob()]) {
        await assertFails(setDoc(doc(writer, 'publishedStores/ama-fabrics'), { name: 'ama-fabrics', products: [{ id: 'p2', priceMinor: 1 }] }));
        await assertFails(updateDoc(doc(writer, 'publishedStores/ama-fabrics'), { currency: 'USD' }));
        await assertFails(deleteDoc(doc(writer, 'publishedStores/ama-fabrics')));
        await assertFails(setDoc(doc(writer, 'publishedStores/new-shop'), { name: 'new-shop', products: [] }));
        await assertFails(updateDoc(doc(writer, 'publishedStores/ama-fabrics/orders/o1'), { status: 'cancelled' }));
        await assertFails(setDoc(doc(writer, 'publishedStores/ama-fabrics/orders/forged'), order({ totalMinor: 1 })));
      }
    });
  });

  describe("the shop's orders", () => {
    it('are read by everyone who works there and by nobody else', async () => {
      await assertSucceeds(getDoc(doc(alice(), 'businesses/alice/onlineOrders/o1')));
      await assertSucceeds(getDoc(doc(manager(), 'businesses/alice/onlineOrders/o1')));
      await assertSucceeds(getDoc(doc(cashier(), 'businesses/alice/onlineOrders/o1')));
      await assertSucceeds(getDocs(collection(cashier(), 'businesses/alice/onlineOrders')));
      for (const outsider of [stranger(), signedInStranger(), bob()]) {
        await assertFails(getDoc(doc(outsider, 'businesses/alice/onlineOrders/o1')));
        await assertFails(getDocs(collection(outsider, 'businesses/alice/onlineOrders')));
      }
    });

    it("refuse a stranger's order written past the server, priced by the page", async () => {
      for (const writer of [stranger(), signedInStranger(), bob()]) {
        await assertFails(setDoc(doc(writer, 'businesses/alice/onlineOrders/forged'), order({ subtotalMinor: 1, totalMinor: 1 })));
        await assertFails(setDoc(doc(writer, 'businesses/alice/onlineOrders/o1'), order({ status: 'confirmed' })));
      }
    });

    it('refuse a cashier, a manager and the owner editing, placing or deleting one (the server moves orders)', async () => {
      for (const member of [cashier(), manager(), alice()]) {
        await assertFails(updateDoc(doc(member, 'businesses/alice/onlineOrders/o1'), { status: 'confirmed', heldSince: Timestamp.now() }));
        await assertFails(updateDoc(doc(member, 'businesses/alice/onlineOrders/o1'), { totalMinor: 100 }));
        await assertFails(updateDoc(doc(member, 'businesses/alice/onlineOrders/o1'), { payment: { method: 'Cash', amountMinor: 8500, paidAt: Timestamp.now() }, status: 'paid' }));
        await assertFails(setDoc(doc(member, 'businesses/alice/onlineOrders/new'), order()));
        await assertFails(deleteDoc(doc(member, 'businesses/alice/onlineOrders/o1')));
      }
    });

    it("keep the flood limits' counts to the server", async () => {
      for (const writer of [alice(), stranger(), cashier()]) {
        await assertFails(setDoc(doc(writer, 'businesses/alice/orderFlood/233201234567'), { count: 0 }));
        await assertFails(getDoc(doc(writer, 'businesses/alice/orderFlood/233201234567')));
      }
    });
  });
});
