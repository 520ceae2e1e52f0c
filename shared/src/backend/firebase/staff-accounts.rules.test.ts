// Staff with accounts of their own (issue #35; docs/firebase.md, 'Staff accounts') on the official
// Firestore emulator, the real rules engine: the owner's invitation, the member taking it, and the
// role the rules hold every member to at every request — a cashier reads no cost, expense, roll-up,
// owe book or other person's records, writes no price, staff or profile, and rings up only their own
// sales within the shop's limits; a manager runs the shop but its staff and profile; a member turned
// off, or whose invitation e-mail the owner took back, is refused at once. Each refusal has its case.
// Skipped, saying why, where only the JavaScript stand-in (no rules) could start.
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, increment, query, serverTimestamp, setDoc, setLogLevel, Timestamp, updateDoc, where, writeBatch } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { INVITATION_DAYS, TRIAL_DAYS } from '../../domain/constants';
import { utcDateKey } from '../../domain/calendar';
import { storedSaleOf } from '../../testing/stored-sale';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const emulators = inject('firebaseEmulators');
const reason = emulators.enforcesRules ? null : `the Firestore engine here is ${emulators.engine ?? 'the JavaScript stand-in'}, which evaluates no rules`;
if (reason) console.warn(`[firebase-rules] staff accounts suite skipped: ${reason}`);
const [firestoreHost, firestorePort] = emulators.firestore.split(':');
setLogLevel('silent');

const DAY_MS = 24 * 60 * 60 * 1000;
const created = Timestamp.fromDate(new Date('2024-05-01T10:00:00Z'));
const AMA = { id: 'm1', name: 'Ama' };
const KOFI = { id: 'm2', name: 'Kofi' };
const ESI = { id: 'm3', name: 'Esi' };

const staffRecord = (name: string, role: string, email: string, overrides: Record<string, unknown> = {}) => ({ name, role, disabled: false, createdAt: created, invitationEmail: email, ...overrides });

function line(overrides: Record<string, unknown> = {}) {
  return { id: 'p1', name: 'Kente cloth', price: 12.5, currency: 'GHS', quantity: 2, ...overrides };
}

/** A cash sale of 2 × ₵12.50 made just now, as a member's own till writes it. */
const sale = (overrides: Record<string, unknown> = {}) => storedSaleOf({ lines: [{ id: 'p1', name: 'Kente cloth', priceMinor: 1250, quantity: 2 }], tenderedMinor: 2500 }, overrides);

describe.skipIf(reason !== null)('Firestore rules: staff with accounts of their own (official emulator)', () => {
  let env: RulesTestEnvironment;
  const db = (context: RulesTestContext) => context.firestore() as unknown as Firestore;
  const account = (uid: string, email: string, verified = true) => db(env.authenticatedContext(uid, { email, email_verified: verified }));
  const alice = () => account('alice', 'alice@example.com');
  const ama = () => account('ama-uid', 'ama@example.com');
  const kofi = () => account('kofi-uid', 'kofi@example.com');
  const esi = () => account('esi-uid', 'esi@example.com');
  const today = () => utcDateKey(new Date());

  /**
   * A sale alone, as a member's till writes it (functions/README.md): its stock movements, roll-ups,
   * account move, line costs and `ledger` are the server's, written past the rules.
   */
  function saleBatch(store: Firestore, id: string, record: Record<string, unknown>) {
    return setDoc(doc(store, `businesses/alice/sales/${id}`), record);
  }

  /**
   * What a member's till may no longer write beside a sale (the server's, since the ledger moved
   * there): the sale with its day's roll-ups, its product's stock movement and stock, or its
   * customer's account. Each is refused whole.
   */
  function forgedBeside(store: Firestore, id: string, record: Record<string, unknown>, which: 'dailyStats' | 'productStats' | 'stock' | 'account') {
    const batch = writeBatch(store);
    batch.set(doc(store, `businesses/alice/sales/${id}`), record);
    if (which === 'dailyStats') batch.set(doc(store, `businesses/alice/dailyStats/${today()}_GHS`), { date: today(), currency: 'GHS', revenueMinor: increment(2500), salesCount: increment(1), saleId: id }, { merge: true });
    if (which === 'productStats') {
      batch.set(doc(store, `businesses/alice/productStats/${today()}_GHS`), { date: today(), currency: 'GHS', products: { p1: { name: 'p1', units: increment(2), revenueMinor: increment(2500), costedRevenueMinor: increment(0), costMinor: increment(0) } }, saleId: id }, { merge: true });
    }
    if (which === 'stock') {
      batch.set(doc(store, `businesses/alice/stockMovements/${id}_p2`), { productId: 'p2', change: -1, reason: 'sale', counted: null, saleId: id, createdAt: Timestamp.now() });
      batch.update(doc(store, 'businesses/alice/products/p2'), { quantity: increment(-1), stockMovementId: `${id}_p2` });
    }
    if (which === 'account') batch.set(doc(store, 'businesses/alice/accounts/c1_GHS'), { customerId: 'c1', currency: 'GHS', balanceMinor: increment(2500), saleId: id }, { merge: true });
    return batch.commit();
  }

  /** What a member may never write for a sale, each alone or beside it: refused for `store`, whose own sale is `record`. */
  async function refusesTheServersWrites(store: Firestore, prefix: string, record: Record<string, unknown>) {
    for (const which of ['dailyStats', 'productStats', 'stock', 'account'] as const) await assertFails(forgedBeside(store, `${prefix}-${which}`, record, which));
    // A 'sale' stock movement alone, of a sale already recorded (the forgery: any product's stock lowered by a fake sale movement).
    const moved = writeBatch(store);
    moved.set(doc(store, 'businesses/alice/stockMovements/ama-now_p2'), { productId: 'p2', change: -5, reason: 'sale', counted: null, saleId: 'ama-now', createdAt: Timestamp.now() });
    moved.update(doc(store, 'businesses/alice/products/p2'), { quantity: increment(-5), stockMovementId: 'ama-now_p2' });
    await assertFails(moved.commit());
    // A roll-up or an account move naming a sale already recorded, alone.
    await assertFails(setDoc(doc(store, `businesses/alice/dailyStats/${today()}_GHS`), { date: today(), currency: 'GHS', revenueMinor: increment(2500), salesCount: increment(1), saleId: 'kofi-sale' }, { merge: true }));
    await assertFails(setDoc(doc(store, `businesses/alice/productStats/${today()}_GHS`), { date: today(), currency: 'GHS', products: {}, saleId: 'kofi-sale' }, { merge: true }));
    await assertFails(setDoc(doc(store, 'businesses/alice/accounts/c1_GHS'), { customerId: 'c1', currency: 'GHS', balanceMinor: increment(2500), saleId: 'kofi-sale' }, { merge: true }));
    // The server's verdict, at creation or after; any change of a sale.
    await assertFails(saleBatch(store, `${prefix}-ledger`, { ...record, ledger: { state: 'applied', at: Timestamp.now() } }));
    for (const id of ['ama-now', 'kofi-sale', 'owner-sale']) {
      await assertFails(updateDoc(doc(store, `businesses/alice/sales/${id}`), { ledger: { state: 'applied', at: Timestamp.now() } }));
      await assertFails(updateDoc(doc(store, `businesses/alice/sales/${id}`), { totalAmount: 0 }));
    }
    let stock: unknown;
    await env.withSecurityRulesDisabled(async (admin) => {
      stock = (await getDoc(doc(db(admin), 'businesses/alice/products/p2'))).get('quantity');
    });
    expect(stock).toBe(10);
  }

  /** Ama's own sale: her stamp and her account. */
  const amasSale = (overrides: Record<string, unknown> = {}): Record<string, unknown> => sale({ madeBy: AMA, accountUid: 'ama-uid', ...overrides });

  /** One of the two units of Kofi's sale given back (₵12.50, cash), as his own till writes it: alone, stamped by him, naming his account. */
  const kofisRefund = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    saleId: 'kofi-sale', items: [line({ quantity: 1 })], amount: 12.5, currency: 'GHS', paymentMethod: 'Cash', reason: 'Torn', createdAt: Timestamp.now(), customer: null, madeBy: KOFI, accountUid: 'kofi-uid', ...overrides,
  });

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-shop-staff-rules',
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
      await set('businesses/alice', {
        ownerUid: 'alice', businessName: 'Ama Fabrics', ownerName: 'Alice Owusu', businessType: 'Retail', phone: '', address: 'Accra', email: 'alice@example.com',
        createdAt: created, plan: 'trialing', trialEndsAt: Timestamp.fromMillis(created.toMillis() + TRIAL_DAYS * DAY_MS),
      });
      await set('businesses/alice/staff/m1', staffRecord('Ama', 'cashier', 'ama@example.com'));
      await set('businesses/alice/staff/m2', staffRecord('Kofi', 'manager', 'kofi@example.com'));
      await set('businesses/alice/staff/m3', staffRecord('Esi', 'cashier', 'esi@example.com', { disabled: true }));
      await set('businesses/alice/staffPins/m1', { algorithm: 'PBKDF2-SHA-256', iterations: 1000, salt: 'ab'.repeat(16), hash: 'cd'.repeat(32) });
      for (const [uid, email, staffId] of [['ama-uid', 'ama@example.com', 'm1'], ['kofi-uid', 'kofi@example.com', 'm2'], ['esi-uid', 'esi@example.com', 'm3']] as const) {
        await set(`invitations/${email}`, { ownerUid: 'alice', staffId });
        await set(`businesses/alice/members/${uid}`, { staffId, joinedAt: created });
      }
      await set('businesses/alice/products/p1', { name: 'Kente cloth', type: 'Digital', price: 12.5, currency: 'GHS', description: '', imageUrl: null, imagePath: null, createdAt: created });
      await set('businesses/alice/products/p2', { name: 'Rice', type: 'Physical', price: 85, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 10, createdAt: created });
      await set('businesses/alice/productCosts/p2', { cost: 60 });
      await set('businesses/alice/customers/c1', { name: 'Ngozi', email: '', phone: '', createdAt: created });
      await set('businesses/alice/accounts/c1_GHS', { customerId: 'c1', currency: 'GHS', balanceMinor: 5000 });
      await set('businesses/alice/expenses/e1', { amount: 40, currency: 'GHS', category: 'Rent', method: 'Cash', fromTill: false, spentOn: '2024-05-01', note: '', createdAt: created, updatedAt: created });
      await set('businesses/alice/sales/owner-sale', sale({ items: [line({ cost: 9.5 })] }));
      await set('businesses/alice/sales/kofi-sale', sale({ madeBy: KOFI, accountUid: 'kofi-uid' }));
      await set('businesses/alice/sales/ama-old', amasSale({ createdAt: Timestamp.fromMillis(Date.now() - 3 * DAY_MS) }));
      await set('businesses/alice/sales/ama-now', amasSale());
      await set(`businesses/alice/dailyStats/${today()}_GHS`, { date: today(), currency: 'GHS', revenueMinor: 2500, salesCount: 1, saleId: 'ama-now' });
      await set('businesses/alice/shifts/sh-ama', { staff: AMA, currency: 'GHS', openedAt: Timestamp.now(), float: 100, payInsOuts: [], closedAt: null, countedCash: null });
      await set('businesses/alice/shifts/sh-kofi', { staff: KOFI, currency: 'GHS', openedAt: Timestamp.now(), float: 100, payInsOuts: [], closedAt: null, countedCash: null });
    });
  });

  describe('the invitation and joining', () => {
    /** An invitation as the owner's staff form writes it: made now, naming the shop and the owner's own address. */
    const invitation = (ownerUid: string, staffId: string, overrides: Record<string, unknown> = {}) => ({
      ownerUid, staffId, createdAt: serverTimestamp(), shopName: 'Ama Fabrics', ownerEmail: `${ownerUid}@example.com`, ...overrides,
    });
    /** Joining as the invitee's Join does it: the membership, and the invitation marked taken by the account, in one write. */
    function take(store: Firestore, uid: string, address: string, ownerUid: string, staffId: string) {
      const batch = writeBatch(store);
      batch.set(doc(store, `businesses/${ownerUid}/members/${uid}`), { staffId, joinedAt: serverTimestamp() });
      batch.update(doc(store, `invitations/${address}`), { takenBy: uid });
      return batch.commit();
    }
    const daysAgo = (days: number) => Timestamp.fromMillis(Date.now() - days * DAY_MS);
    const bob = () => account('bob', 'bob@example.com');

    beforeEach(async () => {
      await env.withSecurityRulesDisabled(async (admin) => {
        await setDoc(doc(db(admin), 'businesses/alice/staff/m4'), staffRecord('Yaw', 'cashier', 'yaw@example.com'));
        await setDoc(doc(db(admin), 'businesses/bob'), { ownerUid: 'bob' });
      });
    });

    it("lets the owner invite an address their staff record holds, and nobody else's invitation be taken over", async () => {
      await assertSucceeds(setDoc(doc(alice(), 'invitations/yaw@example.com'), invitation('alice', 'm4')));
      // The record does not hold that address; another owner's name; a field more.
      await assertFails(setDoc(doc(alice(), 'invitations/other@example.com'), invitation('alice', 'm4')));
      await assertFails(setDoc(doc(alice(), 'invitations/yaw@example.com'), invitation('bob', 'm4')));
      await assertFails(setDoc(doc(alice(), 'invitations/yaw@example.com'), invitation('alice', 'm4', { role: 'manager' })));
      // Another owner cannot take over, read or delete Alice's invitation.
      await assertFails(setDoc(doc(bob(), 'invitations/yaw@example.com'), invitation('bob', 'm4')));
      await assertFails(getDoc(doc(bob(), 'invitations/yaw@example.com')));
      await assertFails(deleteDoc(doc(bob(), 'invitations/yaw@example.com')));
      // An unverified owner cannot invite; the owner may take an invitation back.
      await assertFails(setDoc(doc(account('alice', 'alice@example.com', false), 'invitations/yaw@example.com'), invitation('alice', 'm4')));
      await assertSucceeds(deleteDoc(doc(alice(), 'invitations/yaw@example.com')));
    });

    it('refuses an invitation without the date it was made, or dated other than now (within 5 minutes), or naming another owner\'s address', async () => {
      const { createdAt: _date, ...undated } = invitation('alice', 'm4');
      await assertFails(setDoc(doc(alice(), 'invitations/yaw@example.com'), undated));
      await assertFails(setDoc(doc(alice(), 'invitations/yaw@example.com'), invitation('alice', 'm4', { createdAt: null })));
      await assertFails(setDoc(doc(alice(), 'invitations/yaw@example.com'), invitation('alice', 'm4', { createdAt: '2024-05-01' })));
      await assertFails(setDoc(doc(alice(), 'invitations/yaw@example.com'), invitation('alice', 'm4', { createdAt: Timestamp.fromMillis(Date.now() - 60 * 60 * 1000) })));
      await assertFails(setDoc(doc(alice(), 'invitations/yaw@example.com'), invitation('alice', 'm4', { createdAt: Timestamp.fromMillis(Date.now() + 60 * 60 * 1000) })));
      await assertFails(setDoc(doc(alice(), 'invitations/yaw@example.com'), invitation('alice', 'm4', { ownerEmail: 'someone@example.com' })));
      await assertFails(setDoc(doc(alice(), 'invitations/yaw@example.com'), invitation('alice', 'm4', { shopName: 7 })));
      await assertSucceeds(setDoc(doc(alice(), 'invitations/yaw@example.com'), invitation('alice', 'm4', { createdAt: Timestamp.now() })));
    });

    it('lets only the invited verified address read its invitation and join the shop as the record it names, once, marking it taken', async () => {
      await assertSucceeds(setDoc(doc(alice(), 'invitations/yaw@example.com'), invitation('alice', 'm4')));
      const yaw = account('yaw-uid', 'yaw@example.com');
      await assertSucceeds(getDoc(doc(yaw, 'invitations/yaw@example.com')));
      await assertFails(getDoc(doc(account('yaw-uid', 'yaw@example.com', false), 'invitations/yaw@example.com')));
      await assertFails(getDoc(doc(ama(), 'invitations/yaw@example.com')));
      // Not as another record, not into another shop, not unverified, not for someone else's uid.
      await assertFails(setDoc(doc(yaw, 'businesses/alice/members/yaw-uid'), { staffId: 'm2', joinedAt: serverTimestamp() }));
      await assertFails(take(yaw, 'yaw-uid', 'yaw@example.com', 'bob', 'm4'));
      await assertFails(take(account('yaw-uid', 'yaw@example.com', false), 'yaw-uid', 'yaw@example.com', 'alice', 'm4'));
      await assertFails(setDoc(doc(yaw, 'businesses/alice/members/ama-uid'), { staffId: 'm4', joinedAt: serverTimestamp() }));
      // Not without marking the invitation taken, nor marking it taken without joining.
      await assertFails(setDoc(doc(yaw, 'businesses/alice/members/yaw-uid'), { staffId: 'm4', joinedAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(yaw, 'invitations/yaw@example.com'), { takenBy: 'yaw-uid' }));
      await assertSucceeds(take(yaw, 'yaw-uid', 'yaw@example.com', 'alice', 'm4'));
      // A membership never changes; the member and the owner may end it.
      await assertFails(setDoc(doc(yaw, 'businesses/alice/members/yaw-uid'), { staffId: 'm2', joinedAt: serverTimestamp() }));
      await assertSucceeds(getDoc(doc(yaw, 'businesses/alice/members/yaw-uid')));
      await assertFails(getDoc(doc(ama(), 'businesses/alice/members/yaw-uid')));
      await assertSucceeds(getDoc(doc(yaw, 'businesses/alice/staff/m4')));
      await assertSucceeds(deleteDoc(doc(alice(), 'businesses/alice/members/yaw-uid')));
      await assertFails(getDoc(doc(yaw, 'businesses/alice/staff/m4')));
    });

    it("refuses a stranger's verified account the invitation to someone else's address: neither taken, marked nor declined", async () => {
      await assertSucceeds(setDoc(doc(alice(), 'invitations/yaw@example.com'), invitation('alice', 'm4')));
      const mallory = account('mallory', 'mallory@example.com');
      await assertFails(getDoc(doc(mallory, 'invitations/yaw@example.com')));
      await assertFails(take(mallory, 'mallory', 'yaw@example.com', 'alice', 'm4'));
      await assertFails(setDoc(doc(mallory, 'businesses/alice/members/mallory'), { staffId: 'm4', joinedAt: serverTimestamp() }));
      await assertFails(deleteDoc(doc(mallory, 'invitations/yaw@example.com')));
      // Nor the holder of the address before it is verified.
      await assertFails(deleteDoc(doc(account('yaw-uid', 'yaw@example.com', false), 'invitations/yaw@example.com')));
      // A squatter's own shop may not invite an address another shop's invitation holds.
      await env.withSecurityRulesDisabled((admin) => setDoc(doc(db(admin), 'businesses/mallory/staff/s1'), staffRecord('Yaw', 'manager', 'yaw@example.com')));
      await assertFails(setDoc(doc(mallory, 'invitations/yaw@example.com'), invitation('mallory', 's1')));
    });

    it('lets the invitee decline: the invitation is gone and another shop may invite the address at once', async () => {
      await assertSucceeds(setDoc(doc(alice(), 'invitations/yaw@example.com'), invitation('alice', 'm4')));
      await env.withSecurityRulesDisabled((admin) => setDoc(doc(db(admin), 'businesses/bob/staff/b1'), staffRecord('Yaw', 'cashier', 'yaw@example.com')));
      await assertFails(setDoc(doc(bob(), 'invitations/yaw@example.com'), invitation('bob', 'b1')));
      await assertSucceeds(deleteDoc(doc(account('yaw-uid', 'yaw@example.com'), 'invitations/yaw@example.com')));
      await assertFails(take(account('yaw-uid', 'yaw@example.com'), 'yaw-uid', 'yaw@example.com', 'alice', 'm4'));
      await assertSucceeds(setDoc(doc(bob(), 'invitations/yaw@example.com'), invitation('bob', 'b1')));
    });

    it('makes no shop of its own for an account a shop invited, whatever its app asks; the sign-up before verification, after a decline, or uninvited still does', async () => {
      await assertSucceeds(setDoc(doc(alice(), 'invitations/yaw@example.com'), invitation('alice', 'm4')));
      const now = Date.now();
      const shopOf = (uid: string, email: string) => ({
        ownerUid: uid, businessName: '', ownerName: 'Yaw', businessType: '', phone: '', address: '', email,
        createdAt: Timestamp.fromMillis(now), plan: 'trialing', trialEndsAt: Timestamp.fromMillis(now + TRIAL_DAYS * DAY_MS),
      });
      const yaw = account('yaw-uid', 'yaw@example.com');
      await assertFails(setDoc(doc(yaw, 'businesses/yaw-uid'), shopOf('yaw-uid', 'yaw@example.com')));
      await assertFails(setDoc(doc(account('yaw-uid', 'Yaw@Example.com'), 'businesses/yaw-uid'), shopOf('yaw-uid', 'yaw@example.com')));
      // The sign-up's own write comes before the address is verified: a person who chose to open a shop.
      await assertSucceeds(setDoc(doc(account('yaw-2', 'yaw@example.com', false), 'businesses/yaw-2'), shopOf('yaw-2', 'yaw@example.com')));
      // Declined, the invitation gone: the account's own shop.
      await assertSucceeds(deleteDoc(doc(yaw, 'invitations/yaw@example.com')));
      await assertSucceeds(setDoc(doc(yaw, 'businesses/yaw-uid'), shopOf('yaw-uid', 'yaw@example.com')));
      await assertSucceeds(setDoc(doc(account('kwesi', 'kwesi@example.com'), 'businesses/kwesi'), shopOf('kwesi', 'kwesi@example.com')));
    });

    it('lets nobody take an invitation once it has lapsed (INVITATION_DAYS), and lets another shop replace it then; a taken one never lapses', async () => {
      await env.withSecurityRulesDisabled(async (admin) => {
        await setDoc(doc(db(admin), 'invitations/yaw@example.com'), { ...invitation('alice', 'm4'), createdAt: daysAgo(INVITATION_DAYS + 0.01) });
        await setDoc(doc(db(admin), 'businesses/bob/staff/b1'), staffRecord('Yaw', 'cashier', 'yaw@example.com'));
        await setDoc(doc(db(admin), 'businesses/bob/staff/b2'), staffRecord('Ama', 'cashier', 'ama@example.com'));
        await setDoc(doc(db(admin), 'invitations/ama@example.com'), { ...invitation('alice', 'm1'), createdAt: daysAgo(30), takenBy: 'ama-uid' });
      });
      const yaw = account('yaw-uid', 'yaw@example.com');
      await assertFails(take(yaw, 'yaw-uid', 'yaw@example.com', 'alice', 'm4'));
      await assertSucceeds(setDoc(doc(bob(), 'invitations/yaw@example.com'), invitation('bob', 'b1')));
      await assertSucceeds(take(yaw, 'yaw-uid', 'yaw@example.com', 'bob', 'b1'));
      // Ama took Alice's a month ago: it holds her address still.
      await assertFails(setDoc(doc(bob(), 'invitations/ama@example.com'), invitation('bob', 'b2')));
      // Just short of its days, an untaken invitation still holds.
      await env.withSecurityRulesDisabled((admin) => setDoc(doc(db(admin), 'invitations/kwame@example.com'), { ...invitation('alice', 'm4'), createdAt: daysAgo(INVITATION_DAYS - 0.01) }));
      await env.withSecurityRulesDisabled((admin) => setDoc(doc(db(admin), 'businesses/bob/staff/b3'), staffRecord('Kwame', 'cashier', 'kwame@example.com')));
      await assertFails(setDoc(doc(bob(), 'invitations/kwame@example.com'), invitation('bob', 'b3')));
    });
  });

  describe('a cashier on their own account', () => {
    it('reads what the till needs: the profile, products, customers and their balances, the staff list, their own shift', async () => {
      const store = ama();
      for (const where of ['businesses/alice', 'businesses/alice/products/p1', 'businesses/alice/customers/c1', 'businesses/alice/staff/m2', 'businesses/alice/accounts/c1_GHS', 'businesses/alice/shifts/sh-ama']) {
        await assertSucceeds(getDoc(doc(store, where)));
      }
      await assertSucceeds(getDocs(collection(store, 'businesses/alice/products')));
      await assertSucceeds(getDocs(collection(store, 'businesses/alice/customers')));
      await assertSucceeds(getDocs(collection(store, 'businesses/alice/accounts')));
      // A transaction asks for a new record's id before creating it: that it is not there is all it learns.
      for (const where of ['sales/new-sale', 'repayments/new-repayment', 'shifts/new-shift']) await assertSucceeds(getDoc(doc(store, `businesses/alice/${where}`)));
      await assertSucceeds(getDocs(query(collection(store, 'businesses/alice/shifts'), where('staff.id', '==', 'm1'))));
    });

    it("reads back only the sales they rang up from their own account, of today", async () => {
      const store = ama();
      const since = Timestamp.fromMillis(Date.now() - 20 * 60 * 60 * 1000);
      await assertSucceeds(getDoc(doc(store, 'businesses/alice/sales/ama-now')));
      await assertSucceeds(getDocs(query(collection(store, 'businesses/alice/sales'), where('accountUid', '==', 'ama-uid'), where('createdAt', '>=', since))));
      await assertFails(getDoc(doc(store, 'businesses/alice/sales/ama-old')));
      await assertFails(getDoc(doc(store, 'businesses/alice/sales/owner-sale')));
      await assertFails(getDoc(doc(store, 'businesses/alice/sales/kofi-sale')));
      await assertFails(getDocs(collection(store, 'businesses/alice/sales')));
      await assertFails(getDocs(query(collection(store, 'businesses/alice/sales'), where('accountUid', '==', 'ama-uid'))));
      await assertFails(getDocs(query(collection(store, 'businesses/alice/sales'), where('accountUid', '==', 'kofi-uid'), where('createdAt', '>=', since))));
    });

    it("reads no expense, roll-up, stock history, refund, PIN or other person's shift", async () => {
      const store = ama();
      for (const where of ['expenses/e1', `dailyStats/${today()}_GHS`, 'staffPins/m1', 'shifts/sh-kofi', 'members/kofi-uid']) {
        await assertFails(getDoc(doc(store, `businesses/alice/${where}`)));
      }
      for (const where of ['expenses', 'dailyStats', 'productStats', 'stockMovements', 'refunds', 'refundTallies', 'staffPins', 'shifts', 'repayments']) {
        await assertFails(getDocs(collection(store, `businesses/alice/${where}`)));
      }
    });

    it('writes no price, product, staff, PIN, profile, expense or change to a customer', async () => {
      const store = ama();
      await assertFails(updateDoc(doc(store, 'businesses/alice/products/p1'), { price: 1 }));
      await assertFails(setDoc(doc(store, 'businesses/alice/products/p2'), { name: 'Beads', type: 'Digital', price: 5, currency: 'GHS', description: '', imageUrl: null, imagePath: null, createdAt: created }));
      await assertFails(deleteDoc(doc(store, 'businesses/alice/products/p1')));
      await assertFails(setDoc(doc(store, 'businesses/alice/staff/m9'), staffRecord('Mallory', 'owner', 'mallory@example.com')));
      await assertFails(updateDoc(doc(store, 'businesses/alice/staff/m1'), { role: 'manager' }));
      await assertFails(setDoc(doc(store, 'businesses/alice/staffPins/m1'), { algorithm: 'PBKDF2-SHA-256', iterations: 1, salt: 'ab', hash: 'cd' }));
      await assertFails(updateDoc(doc(store, 'businesses/alice'), { cashierDiscountLimitHundredths: 10_000 }));
      await assertFails(setDoc(doc(store, 'businesses/alice/expenses/e2'), { amount: 40, currency: 'GHS', category: 'Rent', method: 'Cash', fromTill: false, spentOn: '2024-05-01', note: '', createdAt: created, updatedAt: created, madeBy: AMA }));
      await assertFails(updateDoc(doc(store, 'businesses/alice/customers/c1'), { name: 'Someone else' }));
      await assertFails(updateDoc(doc(store, 'businesses/alice/customers/c1'), { creditLimit: 1000 }));
      await assertFails(deleteDoc(doc(store, 'businesses/alice/customers/c1')));
      await assertFails(setDoc(doc(store, 'invitations/mallory@example.com'), { ownerUid: 'alice', staffId: 'm1' }));
      // A customer added at the till: a name and a phone, no credit limit.
      await assertFails(setDoc(doc(store, 'businesses/alice/customers/c2'), { name: 'Adwoa', email: '', phone: '024', creditLimit: 500, createdAt: created }));
      await assertSucceeds(setDoc(doc(store, 'businesses/alice/customers/c2'), { name: 'Adwoa', email: '', phone: '024', createdAt: created }));
    });

    it('rings up a sale alone, only as themselves (by their record\'s id), from their own account, paid now', async () => {
      const store = ama();
      await assertSucceeds(saleBatch(store, 'a1', amasSale()));
      // Someone else's stamp, none, a manager's approval claimed, no account or another's.
      await assertFails(saleBatch(store, 'a2', amasSale({ madeBy: KOFI })));
      const { madeBy: _stamp, ...unstamped } = amasSale();
      await assertFails(saleBatch(store, 'a4', unstamped));
      await assertFails(saleBatch(store, 'a4b', amasSale({ madeBy: { id: 'm1' } })));
      await assertFails(saleBatch(store, 'a5', amasSale({ approvedBy: KOFI })));
      const { accountUid: _account, ...noAccount } = amasSale();
      await assertFails(saleBatch(store, 'a6', noAccount));
      await assertFails(saleBatch(store, 'a7', amasSale({ accountUid: 'kofi-uid' })));
      // A discount is the server's to hold to the shop's limit (auditSale): the rules let it through.
      await assertSucceeds(saleBatch(store, 'a8', amasSale({ discount: 10, discountType: 'percentage', discountAmount: 2.5, totalAmount: 22.5, tenderedAmount: 22.5 })));
      await assertSucceeds(saleBatch(store, 'a10', amasSale({ discount: 10.01, discountType: 'percentage', discountAmount: 2.5, totalAmount: 22.5, tenderedAmount: 22.5 })));
      // Nothing on credit: a cashier may not sell on credit on her own account.
      await assertFails(saleBatch(store, 'a13', amasSale({ customer: { id: 'c1', name: 'Ngozi' }, tenderedAmount: 0, owed: 25, dueOn: '2099-01-01' })));
    });

    it("rings up a sale queued before the owner renamed her: the stamp's id is hers, its name the old one", async () => {
      // Found in review: the stamp's name was compared with the record's, so a renamed cashier's
      // sales queued offline were refused when they reached the server.
      await env.withSecurityRulesDisabled((admin) => updateDoc(doc(db(admin), 'businesses/alice/staff/m1'), { name: 'Ama Mensah' }));
      await assertSucceeds(saleBatch(ama(), 'renamed1', amasSale({ madeBy: { id: 'm1', name: 'Ama' } })));
      await assertSucceeds(saleBatch(ama(), 'renamed2', amasSale({ madeBy: { id: 'm1', name: 'Ama Mensah' } })));
      // Still her record's id, and a stamp's shape.
      await assertFails(saleBatch(ama(), 'renamed3', amasSale({ madeBy: { id: 'm2', name: 'Ama' } })));
      await assertFails(saleBatch(ama(), 'renamed4', amasSale({ madeBy: { id: 'm1', name: '' } })));
    });

    it("writes none of what the server derives from a sale: no 'sale' movement, roll-up, account move or ledger, and no change of a sale", async () => {
      await refusesTheServersWrites(ama(), 'ama', amasSale({ items: [line({ id: 'p2', price: 85, quantity: 1 })], subtotal: 85, totalAmount: 85, tenderedAmount: 85 }));
    });

    it('writes no stock movement at all (a sale\'s are the server\'s), and reads no cost', async () => {
      const store = ama();
      await assertFails(getDoc(doc(store, 'businesses/alice/productCosts/p2')));
      await assertFails(getDocs(collection(store, 'businesses/alice/productCosts')));
      const moved = (id: string, saleId: string | null, change: number, overrides: Record<string, unknown> = {}) => {
        const batch = writeBatch(store);
        batch.set(doc(store, `businesses/alice/stockMovements/${id}`), { productId: 'p2', change, reason: 'sale', counted: null, saleId, createdAt: Timestamp.now(), ...overrides });
        batch.update(doc(store, 'businesses/alice/products/p2'), { quantity: increment(change), stockMovementId: id });
        return batch.commit();
      };
      await assertSucceeds(saleBatch(store, 'a1', amasSale({ items: [line({ id: 'p2', price: 85, quantity: 1 })], subtotal: 85, totalAmount: 85, tenderedAmount: 85 })));
      // Her own sale's movement, another's, a delivery or a count: refused.
      await assertFails(moved('a1_p2', 'a1', -1));
      await assertFails(moved('owner-sale_p2', 'owner-sale', -1));
      await assertFails(moved('dl1', null, 5, { reason: 'delivery' }));
      await assertFails(moved('ct1', null, -10, { reason: 'count', counted: 0 }));
      // Nor asked for alone, on her own account (a cashier changes stock only with a manager's PIN,
      // which cannot be typed there; the server refuses it too: functions/test/stock.test.ts).
      const askedAlone = { productId: 'p2', change: -10, reason: 'count', counted: 0, saleId: null, createdAt: Timestamp.now(), madeBy: AMA, accountUid: 'ama-uid' };
      await assertFails(setDoc(doc(store, 'businesses/alice/stockMovements/ct2'), askedAlone));
      await assertFails(setDoc(doc(store, 'businesses/alice/stockMovements/dl2'), { ...askedAlone, reason: 'delivery', change: 5, counted: null }));
      await assertFails(updateDoc(doc(store, 'businesses/alice/products/p2'), { quantity: 100 }));
      // She may ask for a movement that is not there, and read her sale's (the server's) once written.
      await assertSucceeds(getDoc(doc(store, 'businesses/alice/stockMovements/a1_p2')));
      await env.withSecurityRulesDisabled((admin) => setDoc(doc(db(admin), 'businesses/alice/stockMovements/a1_p2'), { productId: 'p2', change: -1, reason: 'sale', counted: null, saleId: 'a1', createdAt: Timestamp.now() }));
      await assertSucceeds(getDoc(doc(store, 'businesses/alice/stockMovements/a1_p2')));
      // A manager reads and sets costs.
      await assertSucceeds(getDoc(doc(kofi(), 'businesses/alice/productCosts/p2')));
      await assertSucceeds(setDoc(doc(kofi(), 'businesses/alice/productCosts/p2'), { cost: 61 }));
      await assertSucceeds(updateDoc(doc(kofi(), 'businesses/alice/products/p2'), { price: 90 }));
    });

    it('gives no refund, not even stamped as herself from her own account (a refund needs a manager\'s PIN)', async () => {
      await assertFails(setDoc(doc(ama(), 'businesses/alice/refunds/ar1'), kofisRefund({ saleId: 'ama-now', madeBy: AMA, accountUid: 'ama-uid' })));
      await assertFails(setDoc(doc(esi(), 'businesses/alice/refunds/er1'), kofisRefund({ saleId: 'ama-now', madeBy: ESI, accountUid: 'esi-uid' })));
    });

    it('takes a repayment as themselves, alone, naming their account; the account move is the server\'s', async () => {
      const store = ama();
      const paid = (madeBy: Record<string, unknown>, overrides: Record<string, unknown> = {}) => ({
        customer: { id: 'c1', name: 'Ngozi' }, amount: 10, currency: 'GHS', method: 'Cash', createdAt: Timestamp.now(), madeBy, accountUid: 'ama-uid', ...overrides,
      });
      const repay = (id: string, record: Record<string, unknown>, from = store) => setDoc(doc(from, `businesses/alice/repayments/${id}`), record);
      // Someone else's stamp; her stamp with another account, or none; a manager's approval; the server's verdict.
      await assertFails(repay('rp1', paid(KOFI)));
      await assertFails(repay('rp1', paid(AMA, { accountUid: 'kofi-uid' })));
      const { accountUid: _, ...unnamed } = paid(AMA);
      await assertFails(repay('rp1', unnamed));
      await assertFails(repay('rp1', paid(AMA, { approvedBy: KOFI })));
      await assertFails(repay('rp1', paid(AMA, { ledger: { state: 'applied', at: Timestamp.now() } })));
      // With the account moved beside it by her till.
      const moved = writeBatch(store);
      moved.set(doc(store, 'businesses/alice/repayments/rp1'), paid(AMA));
      moved.set(doc(store, 'businesses/alice/accounts/c1_GHS'), { customerId: 'c1', currency: 'GHS', balanceMinor: increment(-1000), repaymentId: 'rp1' }, { merge: true });
      await assertFails(moved.commit());
      await assertFails(setDoc(doc(store, 'businesses/alice/accounts/c1_GHS'), { customerId: 'c1', currency: 'GHS', balanceMinor: increment(-1000), repaymentId: 'rp1' }, { merge: true }));
      // Her own, alone: any role takes payments ('record-repayment'); her stamp's name is not compared (a queued one across a rename).
      await assertSucceeds(repay('rp2', paid(AMA)));
      await assertSucceeds(repay('rp3', paid({ id: 'm1', name: 'Ama (old name)' })));
      await assertSucceeds(repay('rp4', paid(KOFI, { accountUid: 'kofi-uid' }), kofi()));
      // Once, never changed.
      await assertFails(repay('rp2', paid(AMA)));
      await assertFails(updateDoc(doc(store, 'businesses/alice/repayments/rp2'), { amount: 1 }));
      await assertFails(updateDoc(doc(store, 'businesses/alice/repayments/rp2'), { ledger: { state: 'applied', at: Timestamp.now() } }));
      // A member turned off takes none.
      await assertFails(repay('rp5', paid(ESI, { accountUid: 'esi-uid' }), esi()));
      await assertSucceeds(getDocs(query(collection(store, 'businesses/alice/repayments'), where('madeBy.id', '==', 'm1'), where('createdAt', '>=', Timestamp.fromMillis(Date.now() - DAY_MS)))));
    });

    it('opens and changes only their own shift, and adds pay-ins but no pay-out', async () => {
      const store = ama();
      const shift = (staff: Record<string, unknown>) => ({ staff, currency: 'GHS', openedAt: Timestamp.now(), float: 50, payInsOuts: [], closedAt: null, countedCash: null });
      const move = (kind: string) => ({ id: `${kind}-1`, kind, amount: 5, reason: 'Change', at: Timestamp.now() });
      await assertFails(setDoc(doc(store, 'businesses/alice/shifts/sh2'), shift(KOFI)));
      await assertSucceeds(setDoc(doc(store, 'businesses/alice/shifts/sh2'), shift(AMA)));
      await assertFails(updateDoc(doc(store, 'businesses/alice/shifts/sh-kofi'), { payInsOuts: [move('pay-in')] }));
      await assertFails(updateDoc(doc(store, 'businesses/alice/shifts/sh-ama'), { payInsOuts: [move('pay-out')] }));
      await assertSucceeds(updateDoc(doc(store, 'businesses/alice/shifts/sh-ama'), { payInsOuts: [move('pay-in')] }));
    });
  });

  describe('a manager on their own account', () => {
    it('gives a refund alone, as themselves from their own account; its stock, roll-ups, tally and account move are the server\'s', async () => {
      const refundRef = (id: string) => doc(kofi(), `businesses/alice/refunds/${id}`);
      await assertSucceeds(setDoc(refundRef('kr1'), kofisRefund()));
      await assertSucceeds(setDoc(refundRef('kr2'), kofisRefund({ madeBy: { id: 'm2', name: 'Kofi (old name)' } })));
      // Another's stamp or account, an approval, the server's verdict: refused.
      await assertFails(setDoc(refundRef('kr3'), kofisRefund({ madeBy: AMA })));
      await assertFails(setDoc(refundRef('kr4'), kofisRefund({ accountUid: 'alice' })));
      const unnamed = kofisRefund();
      delete unnamed.accountUid;
      await assertFails(setDoc(refundRef('kr5'), unnamed));
      await assertFails(setDoc(refundRef('kr6'), kofisRefund({ approvedBy: KOFI })));
      await assertFails(setDoc(refundRef('kr7'), kofisRefund({ ledger: { state: 'applied', at: Timestamp.now() } })));
      await assertFails(updateDoc(refundRef('kr1'), { amount: 0 }));
      // What the till wrote beside a refund before the server derived it, each refused whole.
      for (const which of ['tally', 'dailyStats', 'productStats', 'stock', 'account'] as const) {
        const store = kofi();
        const batch = writeBatch(store);
        batch.set(doc(store, `businesses/alice/refunds/kf-${which}`), kofisRefund());
        if (which === 'tally') batch.set(doc(store, 'businesses/alice/refundTallies/kofi-sale'), { saleId: 'kofi-sale', refundedMinor: increment(1250), units: { p1: 1 }, refundId: `kf-${which}` }, { merge: true });
        if (which === 'dailyStats') batch.set(doc(store, `businesses/alice/dailyStats/${today()}_GHS`), { date: today(), currency: 'GHS', revenueMinor: increment(-1250), salesCount: increment(0), refundsCount: increment(1), refundId: `kf-${which}` }, { merge: true });
        if (which === 'productStats') batch.set(doc(store, `businesses/alice/productStats/${today()}_GHS`), { date: today(), currency: 'GHS', products: {}, refundId: `kf-${which}` }, { merge: true });
        if (which === 'stock') {
          batch.set(doc(store, `businesses/alice/stockMovements/kf-${which}_p2`), { productId: 'p2', change: 1, reason: 'refund', counted: null, saleId: 'kofi-sale', refundId: `kf-${which}`, createdAt: Timestamp.now() });
          batch.update(doc(store, 'businesses/alice/products/p2'), { quantity: increment(1), stockMovementId: `kf-${which}_p2` });
        }
        if (which === 'account') batch.set(doc(store, 'businesses/alice/accounts/c1_GHS'), { customerId: 'c1', currency: 'GHS', balanceMinor: increment(-1250), refundId: `kf-${which}` }, { merge: true });
        await assertFails(batch.commit());
      }
    });

    it('runs the shop: every record, expenses and sales, under their own stamp', async () => {
      const store = kofi();
      for (const where of ['expenses', 'dailyStats', 'sales', 'refunds', 'accounts', 'shifts', 'stockMovements']) {
        await assertSucceeds(getDocs(collection(store, `businesses/alice/${where}`)));
      }
      const expense = (madeBy: Record<string, unknown> | null) => ({ amount: 40, currency: 'GHS', category: 'Rent', method: 'Cash', fromTill: false, spentOn: '2024-05-01', note: '', createdAt: created, updatedAt: created, ...(madeBy ? { madeBy } : {}) });
      await assertSucceeds(setDoc(doc(store, 'businesses/alice/expenses/e2'), expense(KOFI)));
      await assertFails(setDoc(doc(store, 'businesses/alice/expenses/e3'), expense(AMA)));
      await assertFails(setDoc(doc(store, 'businesses/alice/expenses/e4'), expense(null)));
      await assertSucceeds(saleBatch(store, 'k1', sale({ madeBy: KOFI, accountUid: 'kofi-uid', discount: 50, discountType: 'percentage', discountAmount: 12.5, totalAmount: 12.5, tenderedAmount: 12.5 })));
      // On credit, alone (its account move is the server's).
      await assertSucceeds(saleBatch(store, 'k2', sale({ madeBy: KOFI, accountUid: 'kofi-uid', customer: { id: 'c1', name: 'Ngozi' }, tenderedAmount: 0, owed: 25, dueOn: '2099-01-01' })));
      await assertSucceeds(updateDoc(doc(store, 'businesses/alice/customers/c1'), { name: 'Ngozi Obi' }));
    });

    it('asks for a delivery or a count alone, naming their own account and stamp; never with the stock beside it', async () => {
      const store = kofi();
      const asked = (overrides: Record<string, unknown> = {}) => ({ productId: 'p2', change: 5, reason: 'delivery', counted: null, saleId: null, createdAt: Timestamp.now(), madeBy: KOFI, accountUid: 'kofi-uid', ...overrides });
      const at = (id: string) => doc(store, `businesses/alice/stockMovements/${id}`);
      await assertSucceeds(setDoc(at('kd1'), asked()));
      await assertSucceeds(setDoc(at('kc1'), asked({ reason: 'count', change: -3, counted: 7 })));
      // Another account or none (the server would judge it as the owner's), another's stamp, a PIN's approval.
      await assertFails(setDoc(at('kd2'), asked({ accountUid: 'ama-uid' })));
      await assertFails(setDoc(at('kd3'), asked({ accountUid: 'alice' })));
      const { accountUid: _none, ...unnamed } = asked();
      await assertFails(setDoc(at('kd4'), unnamed));
      await assertFails(setDoc(at('kd5'), asked({ madeBy: AMA })));
      await assertFails(setDoc(at('kd6'), asked({ approvedBy: KOFI })));
      // With the stock it would move, or the cost document beside it: refused whole.
      const beside = writeBatch(store);
      beside.set(at('kd7'), asked());
      beside.update(doc(store, 'businesses/alice/products/p2'), { quantity: increment(5), stockMovementId: 'kd7' });
      await assertFails(beside.commit());
      const costed = writeBatch(store);
      costed.set(at('kd8'), asked({ unitCost: 70, costAfter: 65 }));
      costed.update(doc(store, 'businesses/alice/products/p2'), { quantity: increment(5), stockMovementId: 'kd8' });
      costed.set(doc(store, 'businesses/alice/productCosts/p2'), { cost: 65 });
      await assertFails(costed.commit());
      await assertSucceeds(setDoc(at('kd9'), asked({ unitCost: 70, costAfter: 65 })));
    });

    it("writes none of what the server derives from a sale: no 'sale' movement, roll-up, account move or ledger, and no change of a sale", async () => {
      await refusesTheServersWrites(kofi(), 'kofi', sale({ madeBy: KOFI, accountUid: 'kofi-uid', customer: { id: 'c1', name: 'Ngozi' }, items: [line({ id: 'p2', price: 85, quantity: 1 })], subtotal: 85, totalAmount: 85, tenderedAmount: 85 }));
      // Nor the owner on her own account.
      await refusesTheServersWrites(alice(), 'alice', sale({ customer: { id: 'c1', name: 'Ngozi' }, items: [line({ id: 'p2', price: 85, quantity: 1 })], subtotal: 85, totalAmount: 85, tenderedAmount: 85 }));
    });

    it('keeps off the staff, their PINs, the invitations and the business profile', async () => {
      const store = kofi();
      await assertFails(setDoc(doc(store, 'businesses/alice/staff/m9'), staffRecord('Mallory', 'manager', 'mallory@example.com')));
      await assertFails(updateDoc(doc(store, 'businesses/alice/staff/m1'), { disabled: true }));
      await assertFails(getDoc(doc(store, 'businesses/alice/staffPins/m1')));
      await assertFails(updateDoc(doc(store, 'businesses/alice'), { businessName: 'Kofi Fabrics' }));
      await assertFails(setDoc(doc(store, 'invitations/mallory@example.com'), { ownerUid: 'alice', staffId: 'm2' }));
      await assertFails(deleteDoc(doc(store, 'businesses/alice/members/ama-uid')));
    });
  });

  describe('held to the owner\'s latest word', () => {
    it('refuses a member turned off, at their next request', async () => {
      const store = esi();
      await assertFails(getDoc(doc(store, 'businesses/alice/products/p1')));
      await assertFails(saleBatch(store, 'e1', sale({ madeBy: ESI, accountUid: 'esi-uid' })));
      await env.withSecurityRulesDisabled((admin) => updateDoc(doc(db(admin), 'businesses/alice/staff/m1'), { disabled: true }));
      await assertFails(getDoc(doc(ama(), 'businesses/alice/products/p1')));
      await assertFails(saleBatch(ama(), 'a1', amasSale()));
    });

    it('refuses a member whose invitation e-mail the owner took off their record, and follows a change of role', async () => {
      await env.withSecurityRulesDisabled((admin) => updateDoc(doc(db(admin), 'businesses/alice/staff/m1'), { role: 'manager' }));
      await assertSucceeds(getDocs(collection(ama(), 'businesses/alice/expenses')));
      await env.withSecurityRulesDisabled((admin) => updateDoc(doc(db(admin), 'businesses/alice/staff/m1'), { invitationEmail: null }));
      await assertFails(getDoc(doc(ama(), 'businesses/alice')));
    });

    it('lets no account in without a membership, nor an unverified one with it', async () => {
      await assertFails(getDoc(doc(account('mallory', 'ama@example.com'), 'businesses/alice/products/p1')));
      await assertFails(getDoc(doc(account('ama-uid', 'ama@example.com', false), 'businesses/alice/products/p1')));
      await assertFails(getDoc(doc(account('ama-uid', 'other@example.com'), 'businesses/alice/products/p1')));
    });
  });
});
