// The Firestore security rules (firebase/firestore.rules) on the official Firestore emulator, the
// real rules engine, through @firebase/rules-unit-testing: every legitimate write path the adapter
// takes (online sale, offline sale, delivery, count, refund, product edit, profile read) is allowed
// at the domain's largest shapes, and every forgery docs/firebase.md lists under 'What the rules
// guarantee' is refused. The emulator is the one the `firebase` vitest project's global setup
// starts (tooling/firebase/emulators.mjs); where only the JavaScript stand-in could start, which
// evaluates no rules, this suite says why and is skipped — it never passes without having run.
// The Storage rules have their own file (storage-rules.rules.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, deleteField, doc, getDoc, increment, runTransaction, serverTimestamp, setDoc, setLogLevel, Timestamp, updateDoc, writeBatch as sdkWriteBatch } from 'firebase/firestore';
import type { DocumentReference, SetOptions, Transaction } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import {
  BASIC_PRODUCT_LIMIT,
  MAX_AMOUNT_MINOR,
  MAX_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS,
  MAX_IDLE_LOCK_MINUTES,
  MAX_PAYMENT_PARTS,
  MAX_STOCK_QUANTITY,
  MIN_IDLE_LOCK_MINUTES,
  TRIAL_DAYS,
} from '../../domain/constants';
import { MAX_CREDIT_DAYS } from '../../domain/credit-terms';
import { EXPENSE_CATEGORIES, MAX_EXPENSE_NOTE_LENGTH } from '../../domain/expense-words';
import { MAX_SALE_LINES } from '../../domain/sale-check';
import { MAX_DESCRIPTION_LENGTH, MAX_PRODUCT_NAME_LENGTH } from '../../domain/validation';
import { productDraftToStored } from '../codecs';
import { barcodeKey } from '../../domain/barcodes';
import { BARCODE_CLAIMS, barcodeClaimId } from '../../records/barcode-claims';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const PROJECT_ID = 'demo-shop-rules';
const emulators = inject('firebaseEmulators');
const reason = emulators.enforcesRules ? null : `the Firestore engine here is ${emulators.engine ?? 'the JavaScript stand-in'}, which evaluates no rules`;
if (reason) console.warn(`[firebase-rules] Firestore rules suite skipped: ${reason}`);
else console.log(`[firebase-rules] Firestore rules on: ${emulators.engine}`);
const [firestoreHost, firestorePort] = emulators.firestore.split(':');
// Half the cases are refusals, which the SDK would log one warning each for.
setLogLevel('silent');

const DAY_MS = 24 * 60 * 60 * 1000;
const created = Timestamp.fromDate(new Date('2024-05-01T10:00:00Z'));
const SALE_DAY = '2024-05-02';
const soldAt = Timestamp.fromDate(new Date(`${SALE_DAY}T10:00:00Z`));

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

/** A profile as signup writes it: made now, on the trial. */
function newBusiness(uid: string, overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return business(uid, { createdAt: Timestamp.fromMillis(now), trialEndsAt: Timestamp.fromMillis(now + TRIAL_DAYS * DAY_MS), ...overrides });
}

/**
 * An amount in minor units as the stored documents hold it, two decimals (₵10 000 000.00 is
 * 10000000), by the adapters' own codec (backend/codecs.ts): the documents below are written as
 * stored, past the adapter.
 */
function storedAmount(minor: number): number {
  return productDraftToStored({ name: '', type: 'Digital', priceMinor: minor, currency: 'GHS', description: '', imageUrl: null, imagePath: null }).price;
}

function product(overrides: Record<string, unknown> = {}) {
  return { name: 'Kente cloth', type: 'Physical', price: 120.5, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 10, createdAt: created, ...overrides };
}

function line(overrides: Record<string, unknown> = {}) {
  return { id: 'p1', name: 'Kente cloth', price: 12.5, currency: 'GHS', quantity: 3, ...overrides };
}

function sale(overrides: Record<string, unknown> = {}) {
  return {
    items: [line()],
    subtotal: 37.5,
    discount: 0,
    discountType: 'fixed',
    discountAmount: 0,
    totalAmount: 37.5,
    tenderedAmount: 40,
    changeDue: 2.5,
    currency: 'GHS',
    paymentMethod: 'Mobile Money',
    createdAt: soldAt,
    customer: null,
    ...overrides,
  };
}

/** The roll-up fields the adapter merges beside a sale of `minor` cents. */
function rollUp(saleId: string, minor: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { date: SALE_DAY, currency: 'GHS', revenueMinor: increment(minor), salesCount: increment(1), saleId, ...overrides };
}

function movement(overrides: Record<string, unknown> = {}) {
  return { productId: 'p1', change: -3, reason: 'sale', counted: null, saleId: 's2', createdAt: soldAt, ...overrides };
}

const refundedAt = Timestamp.fromDate(new Date(`${SALE_DAY}T12:00:00Z`));

/** One unit of the seeded sale s1 (3 × ₵12.50, no discount) given back. */
function refund(overrides: Record<string, unknown> = {}) {
  return { saleId: 's1', items: [line({ quantity: 1 })], amount: 12.5, currency: 'GHS', paymentMethod: 'Cash', reason: 'Torn', createdAt: refundedAt, customer: null, ...overrides };
}

/** The roll-up fields the adapter merges beside a refund of `minor` cents. */
function refundRollUp(refundId: string, minor: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { date: SALE_DAY, currency: 'GHS', revenueMinor: increment(-minor), salesCount: increment(0), refundsCount: increment(1), refundId, ...overrides };
}

/**
 * A writer that puts the day's product roll-up beside every daily roll-up naming a sale or refund
 * (the same `{date}_{currency}`, naming the same record), as the adapter always writes them
 * (sales.ts, refunds.ts): the rules require the three together, and check who may write a sale or
 * refund by the product roll-up's rule (firestore.rules, rollUpNames). What a case writes to the
 * daily roll-up is as it wrote it.
 */
function besideProductRollUp<W extends { set: (ref: DocumentReference, data: Record<string, unknown>, options?: SetOptions) => unknown }>(writer: W, store: Firestore): W {
  const set = writer.set.bind(writer) as (ref: DocumentReference, data: Record<string, unknown>, options?: SetOptions) => unknown;
  const beside = (ref: DocumentReference, data: Record<string, unknown>, options?: SetOptions) => {
    set(ref, data, options as SetOptions);
    const day = /^businesses\/([^/]+)\/dailyStats\/([^/]+)$/.exec(ref.path);
    const named = typeof data.refundId === 'string' ? { refundId: data.refundId } : typeof data.saleId === 'string' ? { saleId: data.saleId } : null;
    if (day && named && typeof data.date === 'string') {
      set(doc(store, `businesses/${day[1]}/productStats/${day[2]}`), { date: data.date, currency: data.currency, products: {}, ...named }, { merge: true });
    }
    return writer;
  };
  return Object.assign(writer, { set: beside });
}

const writeBatch = (store: Firestore) => besideProductRollUp(sdkWriteBatch(store), store);
const inTransaction = (tx: Transaction, store: Firestore) => besideProductRollUp(tx, store);

describe.skipIf(reason !== null)('Firestore security rules (official emulator)', () => {
  let env: RulesTestEnvironment;
  const db = (context: RulesTestContext) => context.firestore() as unknown as Firestore;
  /** An owner signed in with a verified address (what every screen after login is). */
  const owner = (uid: string) => env.authenticatedContext(uid, { email: `${uid}@example.com`, email_verified: true });
  const ownerDb = (uid: string) => db(owner(uid));

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
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
      await setDoc(doc(store, 'businesses/alice'), business('alice'));
      await setDoc(doc(store, 'businesses/alice/products/p1'), product());
      await setDoc(doc(store, 'businesses/alice/customers/c1'), { name: 'Ngozi', email: '', phone: '', createdAt: created });
      await setDoc(doc(store, 'businesses/alice/sales/s1'), sale());
      await setDoc(doc(store, `businesses/alice/dailyStats/${SALE_DAY}_GHS`), { date: SALE_DAY, currency: 'GHS', revenueMinor: 3750, salesCount: 1, saleId: 's1' });
    });
  });

  /**
   * The sale alone, as a till writes it (functions/README.md): its stock movements, roll-ups,
   * account move, line costs and `ledger` are the server's, written past the rules.
   */
  function saleBatch(store: Firestore, id: string, record: Record<string, unknown> = sale()) {
    return setDoc(doc(store, `businesses/alice/sales/${id}`), record);
  }

  /**
   * What the server writes from an accepted sale, stored here past the rules as its trigger would:
   * the sale's movement of p1 (`{saleId}_p1`, reason 'sale') and p1's stock moved by it.
   */
  const seedSaleMovement = (saleId = 's1', change = -3) =>
    env.withSecurityRulesDisabled(async (admin) => {
      const store = db(admin);
      await setDoc(doc(store, `businesses/alice/stockMovements/${saleId}_p1`), movement({ saleId, change }));
      await updateDoc(doc(store, 'businesses/alice/products/p1'), { quantity: increment(change), stockMovementId: `${saleId}_p1` });
    });

  /** A delivery or count as a till asks for it: the movement alone (the server moves the stock: functions/README.md). */
  const asked = (store: Firestore, id: string, moved: Record<string, unknown>) => setDoc(doc(store, `businesses/alice/stockMovements/${id}`), moved);

  /** One product's movement and stock change in one write, as a client may write them only for a refund or a starting stock. */
  function stockBatch(store: Firestore, id: string, moved: Record<string, unknown>, quantity: unknown, productId = 'p1') {
    const batch = writeBatch(store);
    batch.set(doc(store, `businesses/alice/stockMovements/${id}`), moved);
    batch.update(doc(store, `businesses/alice/products/${productId}`), { quantity, stockMovementId: id });
    return batch.commit();
  }

  /** A product becoming Physical with its starting stock, counted by a movement in the same write, born applied (catalogue.ts). */
  function typeChangeBatch(store: Firestore, id: string, quantity: number, overrides: Record<string, unknown> = {}) {
    const batch = writeBatch(store);
    const counted = movement({ reason: 'count', change: quantity, counted: quantity, saleId: null, ledger: { state: 'applied', at: serverTimestamp() }, ...overrides });
    // An override of `undefined` leaves the field out.
    batch.set(doc(store, `businesses/alice/stockMovements/${id}`), Object.fromEntries(Object.entries(counted).filter(([, value]) => value !== undefined)));
    batch.update(doc(store, 'businesses/alice/products/p1'), { type: 'Physical', quantity, stockMovementId: id });
    return batch.commit();
  }

  const stockOf = async (id = 'p1') => {
    let quantity: unknown;
    await env.withSecurityRulesDisabled(async (admin) => {
      quantity = (await getDoc(doc(db(admin), `businesses/alice/products/${id}`))).get('quantity');
    });
    return quantity;
  };

  describe('who may read and write', () => {
    it("lets the verified owner read and write their own business data", async () => {
      const alice = ownerDb('alice');
      await assertSucceeds(getDoc(doc(alice, 'businesses/alice')));
      await assertSucceeds(getDoc(doc(alice, 'businesses/alice/products/p1')));
      const ebook: Record<string, unknown> = product({ name: 'E-book', type: 'Digital' });
      delete ebook.quantity;
      await assertSucceeds(setDoc(doc(alice, 'businesses/alice/products/p2'), ebook));
      await assertSucceeds(setDoc(doc(alice, 'businesses/alice/customers/c2'), { name: 'Yaw', email: '', phone: '0241112222', createdAt: created }));
      await assertSucceeds(deleteDoc(doc(alice, 'businesses/alice/customers/c1')));
      await assertSucceeds(deleteDoc(doc(alice, 'businesses/alice/products/p2')));
    });

    it('refuses every read and write to an account whose address is not verified, but its signup profile', async () => {
      const unverified = db(env.authenticatedContext('alice', { email: 'alice@example.com', email_verified: false }));
      await assertFails(getDoc(doc(unverified, 'businesses/alice')));
      await assertFails(getDoc(doc(unverified, 'businesses/alice/products/p1')));
      await assertFails(setDoc(doc(unverified, 'businesses/alice/customers/c9'), { name: 'Yaw', createdAt: created }));
      await assertFails(updateDoc(doc(unverified, 'businesses/alice'), { phone: '0200000000' }));
      // Signup writes the profile before the address can be verified.
      const carol = db(env.authenticatedContext('carol', { email: 'carol@example.com', email_verified: false }));
      await assertSucceeds(setDoc(doc(carol, 'businesses/carol'), newBusiness('carol')));
      await assertFails(getDoc(doc(carol, 'businesses/carol')));
    });

    it('counts a Google account as verified', async () => {
      const google = db(env.authenticatedContext('alice', { email: 'alice@example.com', firebase: { sign_in_provider: 'google.com' } }));
      await assertSucceeds(getDoc(doc(google, 'businesses/alice')));
      await assertSucceeds(getDoc(doc(google, 'businesses/alice/sales/s1')));
    });

    it("refuses another owner every read and write of a business's data", async () => {
      const bob = ownerDb('bob');
      for (const where of ['businesses/alice', 'businesses/alice/products/p1', 'businesses/alice/customers/c1', 'businesses/alice/sales/s1', `businesses/alice/dailyStats/${SALE_DAY}_GHS`]) {
        await assertFails(getDoc(doc(bob, where)));
      }
      await assertFails(setDoc(doc(bob, 'businesses/alice/products/p9'), product()));
      await assertFails(updateDoc(doc(bob, 'businesses/alice/products/p1'), { price: 1 }));
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
  });

  describe('the business profile', () => {
    it('is created now, on the trial of 30 days, and never changes plan, trial, creation date or owner', async () => {
      const bob = ownerDb('bob');
      const profile = doc(bob, 'businesses/bob');
      await assertFails(setDoc(profile, newBusiness('bob', { plan: 'pro' })));
      const now = Date.now();
      await assertFails(setDoc(profile, newBusiness('bob', { trialEndsAt: Timestamp.fromMillis(now + 365 * DAY_MS) })));
      await assertFails(setDoc(profile, business('bob', { createdAt: Timestamp.fromMillis(now - DAY_MS), trialEndsAt: Timestamp.fromMillis(now - DAY_MS + TRIAL_DAYS * DAY_MS) })));
      await assertFails(setDoc(profile, business('bob', { createdAt: Timestamp.fromMillis(now + DAY_MS), trialEndsAt: Timestamp.fromMillis(now + DAY_MS + TRIAL_DAYS * DAY_MS) })));
      await assertFails(setDoc(profile, newBusiness('alice')));
      await assertFails(setDoc(profile, newBusiness('bob', { businessName: 'x'.repeat(201) })));
      await assertSucceeds(setDoc(profile, newBusiness('bob')));
      await assertFails(updateDoc(profile, { plan: 'pro' }));
      await assertFails(updateDoc(profile, { trialEndsAt: Timestamp.fromMillis(now + 365 * DAY_MS) }));
      await assertFails(updateDoc(profile, { createdAt: Timestamp.fromMillis(now - DAY_MS) }));
      await assertFails(updateDoc(profile, { ownerUid: 'mallory' }));
      await assertSucceeds(updateDoc(profile, { phone: '+234 801 234 5678' }));
      await assertSucceeds(getDoc(profile));
    });

    it("keeps the shop's days to pay a whole number from 1 to MAX_CREDIT_DAYS, and still never moves the plan", async () => {
      const alice = doc(ownerDb('alice'), 'businesses/alice');
      // As updateShopSettings writes it: the field alone, in place.
      await assertSucceeds(updateDoc(alice, { creditDays: 14 }));
      expect((await getDoc(alice)).get('creditDays')).toBe(14);
      await assertSucceeds(updateDoc(alice, { creditDays: 1 }));
      await assertSucceeds(updateDoc(alice, { creditDays: MAX_CREDIT_DAYS }));
      for (const creditDays of [0, -1, MAX_CREDIT_DAYS + 1, 1.5, '30', null, true, [30], { days: 30 }]) {
        await assertFails(updateDoc(alice, { creditDays }));
      }
      expect((await getDoc(alice)).get('creditDays')).toBe(MAX_CREDIT_DAYS);
      // The setting does not carry a change of plan, trial, creation date or owner past the rules.
      await assertFails(updateDoc(alice, { creditDays: 7, plan: 'pro' }));
      await assertFails(updateDoc(alice, { creditDays: 7, trialEndsAt: Timestamp.fromMillis(created.toMillis() + 365 * DAY_MS) }));
      await assertFails(updateDoc(alice, { creditDays: 7, createdAt: Timestamp.fromMillis(created.toMillis() - DAY_MS) }));
      await assertFails(updateDoc(alice, { creditDays: 7, ownerUid: 'mallory' }));
      // Nor does an unknown field come in beside it.
      await assertFails(updateDoc(alice, { creditDays: 7, creditDaysNote: 'x' }));
      // It may be cleared (the domain's default again), and a new profile may carry it.
      await assertSucceeds(updateDoc(alice, { creditDays: deleteField() }));
      const bob = doc(ownerDb('bob'), 'businesses/bob');
      await assertSucceeds(setDoc(bob, newBusiness('bob', { creditDays: 45 })));
      await assertFails(setDoc(doc(ownerDb('carol'), 'businesses/carol'), newBusiness('carol', { creditDays: 0 })));
      // Another owner, or an unverified one, changes nobody's days to pay.
      await assertFails(updateDoc(doc(ownerDb('bob'), 'businesses/alice'), { creditDays: 7 }));
      const unverified = db(env.authenticatedContext('alice', { email: 'alice@example.com', email_verified: false }));
      await assertFails(updateDoc(doc(unverified, 'businesses/alice'), { creditDays: 7 }));
    });

    it('keeps the owner\'s choice of the products sellable on Basic to a list of at most BASIC_PRODUCT_LIMIT', async () => {
      const alice = doc(ownerDb('alice'), 'businesses/alice');
      const ids = (count: number) => Array.from({ length: count }, (_, i) => `product-${i}`);
      await assertSucceeds(updateDoc(alice, { basicProductIds: ids(BASIC_PRODUCT_LIMIT) }));
      await assertSucceeds(updateDoc(alice, { basicProductIds: [] }));
      for (const basicProductIds of [ids(BASIC_PRODUCT_LIMIT + 1), 'product-1', 10, null, { a: 'product-1' }]) {
        await assertFails(updateDoc(alice, { basicProductIds }));
      }
      // Choosing never moves the plan with it.
      await assertFails(updateDoc(alice, { basicProductIds: ids(2), plan: 'pro' }));
      await assertFails(updateDoc(doc(ownerDb('bob'), 'businesses/alice'), { basicProductIds: ids(1) }));
      expect((await getDoc(alice)).get('basicProductIds')).toEqual([]);
    });

    it("keeps the shop's logo as a stored file's address and its brand colour as #rrggbb, each removable, never with the plan", async () => {
      const alice = doc(ownerDb('alice'), 'businesses/alice');
      const stored = 'https://firebasestorage.googleapis.com/v0/b/shop/o/products%2Falice%2F1_shop-logo.webp?alt=media&token=t';
      await assertSucceeds(updateDoc(alice, { logoUrl: stored, brandColour: '#1f6f43' }));
      for (const logoUrl of ['data:image/png;base64,iVBORw0KGgo=', 'javascript:alert(1)', `https://x/${'a'.repeat(2048)}`, 42, null]) {
        await assertFails(updateDoc(alice, { logoUrl }));
      }
      for (const brandColour of ['1f6f43', '#1f6f4', '#1f6f43a', 'green', 0x1f6f43, null]) {
        await assertFails(updateDoc(alice, { brandColour }));
      }
      await assertFails(updateDoc(alice, { brandColour: '#000000', plan: 'pro' }));
      await assertFails(updateDoc(doc(ownerDb('bob'), 'businesses/alice'), { brandColour: '#000000' }));
      expect([(await getDoc(alice)).get('logoUrl'), (await getDoc(alice)).get('brandColour')]).toEqual([stored, '#1f6f43']);
      await assertSucceeds(updateDoc(alice, { logoUrl: deleteField(), brandColour: deleteField() }));
    });

    it('keeps the till settings within the domain\'s bounds, alone or together, and still never moves the plan', async () => {
      const alice = doc(ownerDb('alice'), 'businesses/alice');
      // As updateShopSettings writes a patch: the fields given alone, in place.
      await assertSucceeds(updateDoc(alice, { cashierDiscountLimitHundredths: 1_500 }));
      await assertSucceeds(updateDoc(alice, { idleLockMinutes: 5 }));
      await assertSucceeds(updateDoc(alice, { countMobileMoneyAtClose: true }));
      await assertSucceeds(updateDoc(alice, { cashierDiscountLimitHundredths: 0, idleLockMinutes: MIN_IDLE_LOCK_MINUTES, countMobileMoneyAtClose: false, creditDays: 14 }));
      await assertSucceeds(updateDoc(alice, { cashierDiscountLimitHundredths: MAX_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS, idleLockMinutes: MAX_IDLE_LOCK_MINUTES }));
      for (const cashierDiscountLimitHundredths of [-1, MAX_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS + 1, 12.5, '1000', null, true]) {
        await assertFails(updateDoc(alice, { cashierDiscountLimitHundredths }));
      }
      for (const idleLockMinutes of [0, -1, MAX_IDLE_LOCK_MINUTES + 1, 2.5, '2', null, false]) {
        await assertFails(updateDoc(alice, { idleLockMinutes }));
      }
      for (const countMobileMoneyAtClose of [1, 0, 'true', null, [true]]) {
        await assertFails(updateDoc(alice, { countMobileMoneyAtClose }));
      }
      // One refused value refuses the whole write.
      await assertFails(updateDoc(alice, { cashierDiscountLimitHundredths: 500, idleLockMinutes: 0 }));
      const stored = await getDoc(alice);
      expect([stored.get('cashierDiscountLimitHundredths'), stored.get('idleLockMinutes'), stored.get('countMobileMoneyAtClose')]).toEqual([
        MAX_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS,
        MAX_IDLE_LOCK_MINUTES,
        false,
      ]);
      await assertFails(updateDoc(alice, { idleLockMinutes: 10, plan: 'pro' }));
      await assertFails(updateDoc(alice, { cashierDiscountLimitHundredths: 10, ownerUid: 'mallory' }));
      await assertFails(updateDoc(alice, { idleLockMinutes: 10, idleLockSeconds: 600 }));
      // Cleared, each is the domain's default again; a new profile may carry them.
      await assertSucceeds(updateDoc(alice, { cashierDiscountLimitHundredths: deleteField(), idleLockMinutes: deleteField(), countMobileMoneyAtClose: deleteField() }));
      await assertSucceeds(setDoc(doc(ownerDb('bob'), 'businesses/bob'), newBusiness('bob', { cashierDiscountLimitHundredths: 2_000, idleLockMinutes: 10, countMobileMoneyAtClose: true })));
      await assertFails(setDoc(doc(ownerDb('carol'), 'businesses/carol'), newBusiness('carol', { idleLockMinutes: 0 })));
      // Another owner, or an unverified one, changes nobody's till settings.
      await assertFails(updateDoc(doc(ownerDb('bob'), 'businesses/alice'), { idleLockMinutes: 30 }));
      const unverified = db(env.authenticatedContext('alice', { email: 'alice@example.com', email_verified: false }));
      await assertFails(updateDoc(doc(unverified, 'businesses/alice'), { cashierDiscountLimitHundredths: 10_000 }));
    });
  });

  describe('sales, written alone by the till (their roll-ups, stock and accounts are the server\'s)', () => {
    it('records an online sale alone, in a transaction that reads its id first', async () => {
      const alice = ownerDb('alice');
      await assertSucceeds(
        runTransaction(alice, async (tx) => {
          await tx.get(doc(alice, 'businesses/alice/sales/s2'));
          tx.set(doc(alice, 'businesses/alice/sales/s2'), sale());
        }),
      );
      // The stock is the server's to move (functions/README.md): the till's write leaves it.
      expect(await stockOf()).toBe(10);
    });

    it('records an offline sale once, and refuses a replay, a change or a deletion of it', async () => {
      const alice = ownerDb('alice');
      await assertSucceeds(saleBatch(alice, 's2'));
      await assertFails(saleBatch(alice, 's2'));
      await assertFails(updateDoc(doc(alice, 'businesses/alice/sales/s1'), { totalAmount: 0 }));
      await assertFails(deleteDoc(doc(alice, 'businesses/alice/sales/s1')));
    });

    it('refuses a sale whose figures do not add up, or that is out of bounds', async () => {
      const alice = ownerDb('alice');
      const refused = (id: string, record: Record<string, unknown>) => assertFails(setDoc(doc(alice, `businesses/alice/sales/${id}`), record));
      await refused('a1', sale({ totalAmount: 30 }));
      await refused('a2', sale({ discountAmount: 40, totalAmount: 0, changeDue: 40 }));
      await refused('a3', sale({ changeDue: 5 }));
      await refused('a4', sale({ tenderedAmount: null, changeDue: 2.5 }));
      await refused('a5', sale({ totalAmount: -123.45 }));
      await refused('a6', sale({ subtotal: 37.505, totalAmount: 37.505 }));
      await refused('a7', sale({ items: [line({ price: 10_000_000.01, quantity: 1 })], subtotal: 10_000_000.01, totalAmount: 10_000_000.01, tenderedAmount: null, changeDue: 0 }));
      await refused('a8', sale({ items: [] }));
      await refused('a9', sale({ items: Array.from({ length: MAX_SALE_LINES + 1 }, () => line({ quantity: 1 })) }));
      // The first line is checked here; every line is the server's (sale-check.ts), which moves nothing for a sale it refuses.
      await refused('a10', sale({ items: [line({ quantity: 0 }), line({ quantity: 1 })] }));
      await refused('a11', sale({ items: [line({ quantity: 1.5 })] }));
      await refused('a12', sale({ items: [line({ currency: 'NGN' })] }));
      await refused('a13', sale({ createdAt: Timestamp.fromMillis(Date.now() + 60 * 60 * 1000) }));
      await refused('a14', sale({ currency: 'XOF', items: [line({ currency: 'XOF' })] }));
      await refused('a15', sale({ paymentMethod: 'IOU' }));
      await refused('a16', sale({ createdAt: Date.now() }));
      await refused('a17', sale({ customer: { id: 'c1', name: 'Ngozi', phone: '1' } }));
      await refused('a18', sale({ discount: -1 }));
      // The server's verdict is never a till's to write, at creation or after.
      await refused('a19', sale({ ledger: { state: 'applied', at: soldAt } }));
      await assertFails(updateDoc(doc(alice, 'businesses/alice/sales/s1'), { ledger: { state: 'applied', at: soldAt } }));
      await assertSucceeds(saleBatch(alice, 'a20'));
    });

    it('accepts the shapes a till makes: a discount, no tendered amount, a tender short of the total, a customer', async () => {
      const alice = ownerDb('alice');
      const allowed = (id: string, record: Record<string, unknown>) => assertSucceeds(saleBatch(alice, id, record));
      await allowed('b1', sale({ discount: 10, discountType: 'percentage', discountAmount: 3.75, totalAmount: 33.75, tenderedAmount: 50, changeDue: 16.25 }));
      await allowed('b2', sale({ tenderedAmount: null, changeDue: 0, paymentMethod: 'Card' }));
      await allowed('b3', sale({ tenderedAmount: 20, changeDue: 0, paymentMethod: 'Cash' }));
      await allowed('b4', sale({ customer: { id: 'c1', name: 'Ngozi' }, items: [line({ price: 0.1, quantity: 3 })], subtotal: 0.3, totalAmount: 0.3, tenderedAmount: null, changeDue: 0 }));
    });

    it('accepts a split payment whose parts add up, with change only from cash', async () => {
      const alice = ownerDb('alice');
      const allowed = (id: string, record: Record<string, unknown>) => assertSucceeds(saleBatch(alice, id, record));
      // ₵37.50 as ₵30.00 Mobile Money and ₵10.00 cash: ₵2.50 change from the cash.
      await allowed('sp1', sale({ payments: [{ method: 'Mobile Money', amount: 30 }, { method: 'Cash', amount: 10 }], tenderedAmount: 40, changeDue: 2.5, paymentMethod: 'Mobile Money' }));
      // Exactly, by two methods that are not cash; equal parts make the first the main method.
      await allowed('sp2', sale({ payments: [{ method: 'Card', amount: 18.75 }, { method: 'Bank Transfer', amount: 18.75 }], tenderedAmount: 37.5, changeDue: 0, paymentMethod: 'Card' }));
      // The most parts there may be (MAX_PAYMENT_PARTS), the largest last.
      const five = [5, 5, 5, 5, 20].map((amount, i) => ({ method: i === 4 ? 'Other' : 'Cash', amount }));
      await allowed('sp3', sale({ payments: five, tenderedAmount: 40, changeDue: 2.5, paymentMethod: 'Other' }));
    });

    it('refuses a split payment that is not a list of 2 to MAX_PAYMENT_PARTS parts (what the parts hold and sum to is the server\'s check)', async () => {
      const alice = ownerDb('alice');
      const refused = (id: string, record: Record<string, unknown>) => assertFails(saleBatch(alice, id, record));
      const split = (payments: unknown, overrides: Record<string, unknown> = {}) => sale({ payments, tenderedAmount: 40, changeDue: 2.5, paymentMethod: 'Mobile Money', ...overrides });
      // A single part, too many parts, or no list at all.
      await refused('sf1', split([{ method: 'Mobile Money', amount: 40 }]));
      const many = MAX_PAYMENT_PARTS + 1;
      await refused('sf2', split(Array.from({ length: many }, () => ({ method: 'Cash', amount: 40 })), { tenderedAmount: 40 * many, changeDue: 40 * many - 37.5, paymentMethod: 'Cash' }));
      await refused('sf3', split('Mobile Money 30; Cash 10'));
      await refused('sf4', split(null));
    });

    it('refuses a client\'s daily roll-up naming a sale, alone or beside the new sale it would count', async () => {
      const alice = ownerDb('alice');
      const stat = doc(alice, `businesses/alice/dailyStats/${SALE_DAY}_GHS`);
      // Alone, naming no sale, a new one or one already recorded.
      await assertFails(setDoc(stat, rollUp('s9', 100), { merge: true }));
      await assertFails(setDoc(stat, rollUp('s1', 3750), { merge: true }));
      await assertFails(setDoc(stat, { date: SALE_DAY, currency: 'GHS', revenueMinor: increment(100), salesCount: increment(1) }, { merge: true }));
      // Beside its new sale, by exactly that sale, with the product roll-up too (writeBatch adds it),
      // as the till wrote them before the server did: refused whole, the sale with them.
      const beside = writeBatch(alice);
      beside.set(stat, rollUp('c1', 3750), { merge: true });
      beside.set(doc(alice, 'businesses/alice/sales/c1'), sale());
      await assertFails(beside.commit());
      await assertFails(setDoc(doc(alice, `businesses/alice/dailyStats/${SALE_DAY}`), { date: SALE_DAY, revenueMinor: 1, salesCount: 1 }));
      await assertFails(deleteDoc(stat));
      await assertSucceeds(saleBatch(alice, 'c1'));
    });

    it('refuses a client\'s product roll-up naming a sale, alone or beside the new sale it would count', async () => {
      const alice = ownerDb('alice');
      const products = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, { name: id, units: increment(1), revenueMinor: increment(1250), costedRevenueMinor: increment(0), costMinor: increment(0) }]));
      const productStat = (naming: Record<string, unknown>, ids = ['p1']) => ({ date: SALE_DAY, currency: 'GHS', products: products(ids), ...naming });
      const path = `businesses/alice/productStats/${SALE_DAY}_GHS`;
      await assertFails(setDoc(doc(alice, path), productStat({ saleId: 'ps1' }), { merge: true }));
      await assertFails(setDoc(doc(alice, path), productStat({ saleId: 's1' }), { merge: true }));
      const beside = sdkWriteBatch(alice);
      beside.set(doc(alice, path), productStat({ saleId: 'ps2' }), { merge: true });
      beside.set(doc(alice, 'businesses/alice/sales/ps2'), sale());
      await assertFails(beside.commit());
      await assertFails(deleteDoc(doc(alice, path)));
      // Another owner's.
      await assertFails(getDoc(doc(ownerDb('bob'), path)));
    });


    it('accepts the largest sale the domain allows: every line, five parts, the largest amounts and discount', async () => {
      const alice = ownerDb('alice');
      // Found on the real engine: every split payment, and any sale of 8 lines or more, passed the
      // budget of 1000 expressions and was refused.
      const lines = Array.from({ length: MAX_SALE_LINES }, (_, i) => line({ id: `p${i}`, price: 100, quantity: 100 }));
      // 1000 lines × 100 × ₵100.00 = ₵10 000 000.00, the most a sale may come to; 99.99 % off.
      const most = storedAmount(MAX_AMOUNT_MINOR);
      const parts = [{ method: 'Mobile Money', amount: 250 }, { method: 'Card', amount: 250 }, { method: 'Bank Transfer', amount: 250 }, { method: 'Other', amount: 249.99 }, { method: 'Cash', amount: 1000.01 }];
      const largest = sale({ items: lines, subtotal: most, discount: 99.99, discountType: 'percentage', discountAmount: most - 1000, totalAmount: 1000, payments: parts, tenderedAmount: 2000, changeDue: 1000, paymentMethod: 'Cash', customer: { id: 'c1', name: 'x'.repeat(200) } });
      await assertSucceeds(saleBatch(alice, 'big1', largest));
      // Ten lines, five parts, no discount, the largest total there may be.
      const ten = Array.from({ length: 10 }, (_, i) => line({ id: `p${i}`, price: most / 10, quantity: 1 }));
      const fiveParts = [1, 2, 3, 4].map((i) => ({ method: 'Mobile Money', amount: i * 100_000 })).concat([{ method: 'Cash', amount: most - 1_000_000 }]);
      await assertSucceeds(saleBatch(alice, 'big2', sale({ items: ten, subtotal: most, totalAmount: most, payments: fiveParts, tenderedAmount: most, changeDue: 0, paymentMethod: 'Cash' })));
      // Past the largest total.
      await assertFails(saleBatch(alice, 'big3', sale({ items: [line({ price: most + 0.01, quantity: 1 })], subtotal: most + 0.01, totalAmount: most + 0.01, tenderedAmount: null, changeDue: 0 })));
    });

    it("refuses stock a client moves beside a delivery or a count: a product's stock is the server's to move", async () => {
      const alice = ownerDb('alice');
      const p1 = doc(alice, 'businesses/alice/products/p1');
      // A quantity set by hand, with no movement or with an old one (s1_p1, the server's).
      await seedSaleMovement('s1');
      await assertFails(updateDoc(p1, { quantity: 500 }));
      await assertFails(updateDoc(p1, { quantity: increment(-3) }));
      await assertFails(updateDoc(p1, { quantity: 500, stockMovementId: 's1_p1' }));
      // A delivery or count with the stock it would move, however right its numbers (the old adapter's write).
      await assertFails(stockBatch(alice, 'd1', movement({ reason: 'delivery', change: 5, saleId: null }), increment(5)));
      await assertFails(stockBatch(alice, 'k1', movement({ reason: 'count', change: 1, counted: 8, saleId: null }), 8));
      // A count passed off as a starting stock (born applied) on a product that is Physical already.
      await assertFails(stockBatch(alice, 'k2', movement({ reason: 'count', change: 1, counted: 8, saleId: null, ledger: { state: 'applied', at: serverTimestamp() } }), 8));
      // Movements are never changed or deleted.
      await assertFails(updateDoc(doc(alice, 'businesses/alice/stockMovements/s1_p1'), { change: -1 }));
      await assertFails(deleteDoc(doc(alice, 'businesses/alice/stockMovements/s1_p1')));
      expect(await stockOf()).toBe(7);
    });

    it('refuses a delivery or count asked for out of shape or bounds, marked judged, or naming another account', async () => {
      const alice = ownerDb('alice');
      const delivery = (overrides: Record<string, unknown> = {}) => movement({ reason: 'delivery', change: 5, saleId: null, ...overrides });
      const count = (overrides: Record<string, unknown> = {}) => movement({ reason: 'count', change: 1, counted: 8, saleId: null, ...overrides });
      // A delivery that lowers the stock or brings none, or more than MAX_STOCK_QUANTITY; one with a count.
      await assertFails(asked(alice, 'd1', delivery({ change: -2 })));
      await assertFails(asked(alice, 'd2', delivery({ change: 0 })));
      await assertFails(asked(alice, 'd3', delivery({ change: MAX_STOCK_QUANTITY + 1 })));
      await assertFails(asked(alice, 'd4', delivery({ change: 1.5 })));
      await assertFails(asked(alice, 'd5', delivery({ counted: 5 })));
      // A count with no number, or one out of bounds.
      await assertFails(asked(alice, 'k1', count({ counted: null })));
      await assertFails(asked(alice, 'k2', count({ counted: -1 })));
      await assertFails(asked(alice, 'k3', count({ counted: MAX_STOCK_QUANTITY + 1 })));
      await assertFails(asked(alice, 'k4', count({ change: 0.5 })));
      // Marked judged by the till (the server's mark), naming a sale or a refund, or a field of its own.
      await assertFails(asked(alice, 'k5', count({ ledger: { state: 'applied', at: serverTimestamp() } })));
      await assertFails(asked(alice, 'k6', count({ saleId: 's1' })));
      await assertFails(asked(alice, 'k7', count({ refundId: 'r1' })));
      await assertFails(asked(alice, 'k8', count({ note: 'x' })));
      // Dated more than 5 minutes ahead of the server.
      await assertFails(asked(alice, 'k9', count({ createdAt: Timestamp.fromMillis(Date.now() + 60 * 60 * 1000) })));
      // The owner's own names no account, or its own; never a member's (the server would judge it as theirs).
      await assertFails(asked(alice, 'k10', count({ accountUid: 'efua-uid' })));
      await assertSucceeds(asked(alice, 'k11', count({ accountUid: 'alice' })));
      expect(await stockOf()).toBe(10);
    });

    it("refuses a client's 'sale' stock movement: a sale's movements are the server's (the forgery: any product's stock lowered by a fake sale)", async () => {
      const alice = ownerDb('alice');
      await assertSucceeds(saleBatch(alice, 's2'));
      // Of a sale just recorded, of one recorded earlier, of none; beside the sale itself; alone.
      await assertFails(stockBatch(alice, 's2_p1', movement(), increment(-3)));
      await assertFails(stockBatch(alice, 's1_p1', movement({ saleId: 's1' }), increment(-3)));
      await assertFails(stockBatch(alice, 's9_p1', movement({ saleId: 's9' }), increment(-3)));
      const beside = sdkWriteBatch(alice);
      beside.set(doc(alice, 'businesses/alice/sales/s3'), sale());
      beside.set(doc(alice, 'businesses/alice/stockMovements/s3_p1'), movement({ saleId: 's3' }));
      beside.update(doc(alice, 'businesses/alice/products/p1'), { quantity: increment(-3), stockMovementId: 's3_p1' });
      await assertFails(beside.commit());
      await assertFails(setDoc(doc(alice, 'businesses/alice/stockMovements/s2_p1'), movement()));
      expect(await stockOf()).toBe(10);
    });

    it('records a delivery and a count as their movement alone, once; the stock waits for the server', async () => {
      const alice = ownerDb('alice');
      // Online: a transaction reads the movement first (a replay records nothing) and the product.
      await assertSucceeds(
        runTransaction(alice, async (raw) => {
          const tx = inTransaction(raw, alice);
          expect((await tx.get(doc(alice, 'businesses/alice/stockMovements/d1'))).exists()).toBe(false);
          expect((await tx.get(doc(alice, 'businesses/alice/products/p1'))).get('quantity')).toBe(10);
          tx.set(doc(alice, 'businesses/alice/stockMovements/d1'), movement({ reason: 'delivery', change: 24, saleId: null }));
        }),
      );
      // Offline, a count's difference comes from the cached stock: the till's view, which the server rewrites.
      await assertSucceeds(asked(alice, 'k1', movement({ reason: 'count', change: -4, counted: 30, saleId: null })));
      await assertSucceeds(asked(alice, 'k2', movement({ reason: 'count', change: 999, counted: 0, saleId: null })));
      // Applied by the server, never by the client: the stock is as it was; a replay is refused.
      expect(await stockOf()).toBe(10);
      await assertFails(asked(alice, 'k1', movement({ reason: 'count', change: -4, counted: 30, saleId: null })));
    });
  });

  describe('refunds', () => {
    /**
     * The refund with something the server now derives written beside it by the till, as before
     * refunds were the server's (functions/README.md, 'A refund'): refused whole.
     */
    function refundBeside(store: Firestore, id: string, derived: 'tally' | 'daily' | 'products' | 'movement') {
      const batch = sdkWriteBatch(store);
      batch.set(doc(store, `businesses/alice/refunds/${id}`), refund());
      if (derived === 'tally') batch.set(doc(store, 'businesses/alice/refundTallies/s1'), { saleId: 's1', refundedMinor: increment(1250), units: { p1: 1 }, refundId: id }, { merge: true });
      if (derived === 'daily') batch.set(doc(store, `businesses/alice/dailyStats/${SALE_DAY}_GHS`), refundRollUp(id, 1250), { merge: true });
      if (derived === 'products') batch.set(doc(store, `businesses/alice/productStats/${SALE_DAY}_GHS`), { date: SALE_DAY, currency: 'GHS', products: {}, refundId: id }, { merge: true });
      if (derived === 'movement') {
        batch.set(doc(store, `businesses/alice/stockMovements/${id}_p1`), movement({ reason: 'refund', change: 1, saleId: 's1', refundId: id }));
        batch.update(doc(store, 'businesses/alice/products/p1'), { quantity: increment(1), stockMovementId: `${id}_p1` });
      }
      return batch.commit();
    }

    beforeEach(async () => {
      // The seeded sale s1 took 3 units of p1 (its movement written by the server).
      await seedSaleMovement('s1');
    });

    it('records a refund alone, once, never changed or deleted; its stock, roll-ups and tally wait for the server', async () => {
      const alice = ownerDb('alice');
      await assertSucceeds(setDoc(doc(alice, 'businesses/alice/refunds/r1'), refund()));
      expect(await stockOf()).toBe(7);
      await assertFails(setDoc(doc(alice, 'businesses/alice/refunds/r1'), refund()));
      await assertFails(updateDoc(doc(alice, 'businesses/alice/refunds/r1'), { amount: 0 }));
      await assertFails(deleteDoc(doc(alice, 'businesses/alice/refunds/r1')));
      // The owner's own account may name itself; never another account, nor the server's verdict.
      await assertSucceeds(setDoc(doc(alice, 'businesses/alice/refunds/r2'), refund({ accountUid: 'alice' })));
      await assertFails(setDoc(doc(alice, 'businesses/alice/refunds/r3'), refund({ accountUid: 'kofi-uid' })));
      await assertFails(setDoc(doc(alice, 'businesses/alice/refunds/r4'), refund({ ledger: { state: 'applied' } })));
      // A refund of nothing (free goods) is a refund too.
      await assertSucceeds(setDoc(doc(alice, 'businesses/alice/refunds/r5'), refund({ amount: 0 })));
    });

    it("refuses a refund past the sale's total, of no sale, in another currency, dated before its sale or ahead of the server, or out of shape", async () => {
      const alice = ownerDb('alice');
      const write = (id: string, record: Record<string, unknown>) => setDoc(doc(alice, `businesses/alice/refunds/${id}`), record);
      await assertFails(write('f1', refund({ amount: 40 })));
      await assertFails(write('f2', refund({ amount: 12.505 })));
      await assertFails(write('f3', refund({ saleId: 'nope' })));
      await assertFails(write('f4', refund({ currency: 'NGN' })));
      await assertFails(write('f5', refund({ createdAt: Timestamp.fromDate(new Date('2024-05-01T00:00:00Z')) })));
      await assertFails(write('f6', refund({ createdAt: Timestamp.fromMillis(Date.now() + 60 * 60 * 1000) })));
      await assertFails(write('f7', refund({ items: [] })));
      await assertFails(write('f8', refund({ items: [line({ quantity: 0 })] })));
      await assertFails(write('f9', refund({ paymentMethod: 'Cheque' })));
      await assertFails(write('f10', refund({ reason: 'x'.repeat(501) })));
      await assertFails(write('f11', refund({ extra: true })));
      // A credit off the account of a sale paid in full, which owed nothing.
      await assertFails(write('f12', refund({ customer: { id: 'c1', name: 'Ngozi' }, credit: 12.5 })));
    });

    it("refuses what is the server's to derive: a tally, a roll-up, a 'refund' movement and its stock, beside the refund or alone", async () => {
      const alice = ownerDb('alice');
      for (const derived of ['tally', 'daily', 'products', 'movement'] as const) await assertFails(refundBeside(alice, `d-${derived}`, derived));
      await assertSucceeds(setDoc(doc(alice, 'businesses/alice/refunds/r1'), refund()));
      // Named after the refund now on file, alone.
      await assertFails(setDoc(doc(alice, 'businesses/alice/refundTallies/s1'), { saleId: 's1', refundedMinor: 1250, units: { p1: 1 }, refundId: 'r1' }));
      await assertFails(setDoc(doc(alice, `businesses/alice/dailyStats/${SALE_DAY}_GHS`), refundRollUp('r1', 1250), { merge: true }));
      await assertFails(stockBatch(alice, 'r1_p1', movement({ reason: 'refund', change: 1, saleId: 's1', refundId: 'r1' }), 5));
      expect(await stockOf()).toBe(7);
    });

    it('accepts a refund of the largest shape: every line of the sale, the whole total', async () => {
      const alice = ownerDb('alice');
      const lines = Array.from({ length: MAX_SALE_LINES }, (_, i) => line({ id: `p${i}`, price: 100, quantity: 100 }));
      const most = storedAmount(MAX_AMOUNT_MINOR);
      await env.withSecurityRulesDisabled(async (admin) => {
        await setDoc(doc(db(admin), 'businesses/alice/sales/sBig'), sale({ items: lines, subtotal: most, totalAmount: most, tenderedAmount: null, changeDue: 0 }));
      });
      await assertSucceeds(setDoc(doc(alice, 'businesses/alice/refunds/rBig'), refund({ saleId: 'sBig', items: lines, amount: most, customer: { id: 'c1', name: 'x'.repeat(200) }, reason: 'x'.repeat(500) })));
    });
  });

  describe('selling on credit: accounts, repayments and refunds of credit sales', () => {
    const NGOZI = { id: 'c1', name: 'Ngozi' };
    const DUE_ON = '2024-06-01';
    const accountPath = (customerId = 'c1', currency = 'GHS') => `businesses/alice/accounts/${customerId}_${currency}`;

    /** ₵37.50 sold to Ngozi: ₵12.50 paid now by Mobile Money, ₵25.00 on her account (as saleToStored stores it). */
    function creditSale(overrides: Record<string, unknown> = {}) {
      return sale({ customer: NGOZI, tenderedAmount: 12.5, changeDue: 0, owed: 25, dueOn: DUE_ON, ...overrides });
    }

    /** The account fields the adapter merges beside the record that moves it (ledger.ts, moveAccount). */
    function accountMove(minor: number, mover: Record<string, string>, overrides: Record<string, unknown> = {}) {
      return { customerId: 'c1', currency: 'GHS', balanceMinor: increment(minor), ...mover, ...overrides };
    }

    /**
     * A credit sale as the till writes it: alone (its account move, and the credit limit, are the
     * server's: functions/README.md). With `move`, the account moved beside it by the till, as before
     * the server did it: refused.
     */
    function creditBatch(store: Firestore, id: string, options: { record?: Record<string, unknown>; move?: Record<string, unknown>; account?: string } = {}) {
      if (!options.move) return setDoc(doc(store, `businesses/alice/sales/${id}`), options.record ?? creditSale());
      const batch = writeBatch(store);
      batch.set(doc(store, `businesses/alice/sales/${id}`), options.record ?? creditSale());
      batch.set(doc(store, options.account ?? accountPath()), options.move, { merge: true });
      return batch.commit();
    }

    /** ₵10.00 Ngozi paid in cash towards her account (repaymentToStored). */
    function repayment(overrides: Record<string, unknown> = {}) {
      return { customer: NGOZI, amount: 10, currency: 'GHS', method: 'Cash', createdAt: refundedAt, ...overrides };
    }

    /**
     * A repayment as recordRepayment writes it (credit.ts): alone (its account move, and whether it
     * fits the balance, are the server's: functions/README.md). With `move`, the account moved beside
     * it by the till, as before the server did it: refused.
     */
    function repaymentBatch(store: Firestore, id: string, record: Record<string, unknown> = repayment(), move: Record<string, unknown> | null = null, account = accountPath()) {
      const batch = writeBatch(store);
      batch.set(doc(store, `businesses/alice/repayments/${id}`), record);
      if (move) batch.set(doc(store, account), move, { merge: true });
      return batch.commit();
    }

    const balanceOf = async (path = accountPath()) => {
      let balance: unknown;
      await env.withSecurityRulesDisabled(async (admin) => {
        balance = (await getDoc(doc(db(admin), path))).get('balanceMinor');
      });
      return balance;
    };

    /** A credit sale `id` (₵25.00 on Ngozi's account) already recorded, and her account at `balanceMinor`. */
    const seedCredit = (id: string, balanceMinor: number, record: Record<string, unknown> = creditSale()) =>
      env.withSecurityRulesDisabled(async (admin) => {
        await setDoc(doc(db(admin), `businesses/alice/sales/${id}`), record);
        await setDoc(doc(db(admin), accountPath()), { customerId: 'c1', currency: 'GHS', balanceMinor, saleId: id });
      });

    const setLimit = (creditLimit: number | null, customerId = 'c1') =>
      env.withSecurityRulesDisabled(async (admin) => {
        await updateDoc(doc(db(admin), `businesses/alice/customers/${customerId}`), { creditLimit });
      });

    it('records a credit sale alone, online and offline, once; its account is the server\'s to move', async () => {
      const alice = ownerDb('alice');
      // Online: the transaction reads the sale, the customer and the account (to check the limit on the till).
      await assertSucceeds(
        runTransaction(alice, async (tx) => {
          await tx.get(doc(alice, 'businesses/alice/sales/k1'));
          await tx.get(doc(alice, 'businesses/alice/customers/c1'));
          await tx.get(doc(alice, accountPath()));
          tx.set(doc(alice, 'businesses/alice/sales/k1'), creditSale());
        }),
      );
      // Offline; nothing paid now: all of it on the account.
      await assertSucceeds(creditBatch(alice, 'k2', { record: creditSale({ tenderedAmount: 0, owed: 37.5 }) }));
      await assertFails(creditBatch(alice, 'k2', { record: creditSale({ tenderedAmount: 0, owed: 37.5 }) }));
      expect(await balanceOf()).toBeUndefined();
      await assertFails(deleteDoc(doc(alice, accountPath())));
    });

    it('refuses a credit sale of a walk-in, out of shape, or with its account moved by the till', async () => {
      const alice = ownerDb('alice');
      // Its account moved beside it by the till, by exactly what it owes: the server's move, refused.
      await assertFails(creditBatch(alice, 'w1', { move: accountMove(2500, { saleId: 'w1' }) }));
      // A walk-in customer cannot buy on credit.
      await assertFails(creditBatch(alice, 'w2', { record: creditSale({ customer: null }) }));
      const walkIn: Record<string, unknown> = creditSale();
      delete walkIn.customer;
      await assertFails(creditBatch(alice, 'w3', { record: walkIn }));
      // What is owed: above 0, whole cents, at most the total. (That paid now is the rest, with no
      // change, is the server's check: sale-check.ts.)
      await assertFails(creditBatch(alice, 'w9', { record: creditSale({ owed: 0, tenderedAmount: 37.5 }) }));
      await assertFails(creditBatch(alice, 'w10', { record: creditSale({ owed: 40, tenderedAmount: 0 }) }));
      await assertFails(creditBatch(alice, 'w11', { record: creditSale({ owed: 25.005, tenderedAmount: 12.495 }) }));
      await assertFails(creditBatch(alice, 'w15', { record: creditSale({ owed: '25' }) }));
      // A due date that is not a day, or none; a sale paid in full that carries one.
      await assertFails(creditBatch(alice, 'w16', { record: creditSale({ dueOn: '1 June 2024' }) }));
      const noDueDate: Record<string, unknown> = creditSale();
      delete noDueDate.dueOn;
      await assertFails(creditBatch(alice, 'w17', { record: noDueDate }));
      await assertFails(saleBatch(alice, 'w18', sale({ dueOn: DUE_ON })));
      expect(await balanceOf()).toBeUndefined();
      await assertSucceeds(creditBatch(alice, 'w20'));
    });

    it('never moves an account naming a sale: a credit sale\'s move is the server\'s; a repayment\'s or refund\'s only beside it', async () => {
      const alice = ownerDb('alice');
      await seedCredit('k1', 2500);
      const account = doc(alice, accountPath());
      // Alone: naming nothing new, a recorded sale, a new one, or set by hand.
      await assertFails(setDoc(account, { balanceMinor: increment(-2500) }, { merge: true }));
      await assertFails(setDoc(account, accountMove(2500, { saleId: 'k1' }), { merge: true }));
      await assertFails(setDoc(account, accountMove(-2500, { saleId: 'k9' }), { merge: true }));
      await assertFails(updateDoc(account, { balanceMinor: 0 }));
      await assertFails(setDoc(account, accountMove(-1000, { repaymentId: 'x9' }), { merge: true }));
      await assertFails(setDoc(account, accountMove(-1000, { refundId: 'x9' }), { merge: true }));
      // Beside the new credit sale it names; naming a sale beside a repayment.
      await assertFails(creditBatch(alice, 'm1', { move: accountMove(2500, { saleId: 'm1' }) }));
      await assertFails(creditBatch(alice, 'm2', { account: accountPath('c2'), move: accountMove(2500, { saleId: 'm2' }, { customerId: 'c2' }) }));
      await assertFails(repaymentBatch(alice, 'm3', repayment(), accountMove(-1000, { repaymentId: 'm3', saleId: 'm3' })));
      // A new account opened by a till for a credit sale.
      await assertFails(creditBatch(alice, 'm4', { account: accountPath('c1', 'NGN'), move: accountMove(2500, { saleId: 'm4' }, { currency: 'NGN' }) }));
      expect(await balanceOf()).toBe(2500);
      // A repayment alone passes, and moves nothing: its move is the server's.
      await assertSucceeds(repaymentBatch(alice, 'm5'));
      await assertFails(repaymentBatch(alice, 'm6', repayment(), accountMove(-1000, { repaymentId: 'm6' })));
      expect(await balanceOf()).toBe(2500);
    });

    it('moves one account per record: a repayment or a refund never moves another customer\'s too', async () => {
      const alice = ownerDb('alice');
      await seedCredit('k1', 2500);
      await env.withSecurityRulesDisabled(async (admin) => {
        await setDoc(doc(db(admin), accountPath('c2')), { customerId: 'c2', currency: 'GHS', balanceMinor: 2500, saleId: 'y1' });
      });
      const alsoYaw = (batch: ReturnType<typeof writeBatch>, minor: number, mover: Record<string, string>) =>
        batch.set(doc(alice, accountPath('c2')), accountMove(minor, mover, { customerId: 'c2' }), { merge: true });
      // Ngozi's repayment taken off Yaw's account as well as hers.
      const paid = writeBatch(alice);
      paid.set(doc(alice, 'businesses/alice/repayments/two2'), repayment());
      paid.set(doc(alice, accountPath()), accountMove(-1000, { repaymentId: 'two2' }), { merge: true });
      alsoYaw(paid, -1000, { repaymentId: 'two2' });
      await assertFails(paid.commit());
      // A refund of Ngozi's credit sale taken off Yaw's account as well as hers.
      const given = writeBatch(alice);
      given.set(doc(alice, 'businesses/alice/refunds/two3'), refund({ saleId: 'k1', customer: NGOZI, credit: 12.5 }));
      given.set(doc(alice, 'businesses/alice/refundTallies/k1'), { saleId: 'k1', refundedMinor: increment(1250), creditedMinor: increment(1250), units: { p1: 1 }, refundId: 'two3' }, { merge: true });
      given.set(doc(alice, `businesses/alice/dailyStats/${SALE_DAY}_GHS`), refundRollUp('two3', 1250), { merge: true });
      given.set(doc(alice, accountPath()), accountMove(-1250, { refundId: 'two3' }), { merge: true });
      alsoYaw(given, -1250, { refundId: 'two3' });
      await assertFails(given.commit());
      expect([await balanceOf(), await balanceOf(accountPath('c2'))]).toEqual([2500, 2500]);
      // A repayment alone passes (the server moves its one account).
      await assertSucceeds(repaymentBatch(alice, 'two5'));
    });

    it('leaves a credit sale\'s limit to the server: the sale is written alone, whatever the limit', async () => {
      const alice = ownerDb('alice');
      // A limit of 0: the till refuses it and so does the server (auditSale); the rules hold the shape only.
      await setLimit(0);
      await assertSucceeds(creditBatch(alice, 'l1'));
      await assertFails(creditBatch(alice, 'l2', { move: accountMove(2500, { saleId: 'l2' }) }));
      expect(await balanceOf()).toBeUndefined();
    });

    it('accepts a credit split payment as a list of parts (that they sum to what was paid now is the server\'s check)', async () => {
      const alice = ownerDb('alice');
      const split = (payments: unknown, overrides: Record<string, unknown> = {}) => creditSale({ payments, paymentMethod: 'Mobile Money', ...overrides });
      // ₵12.50 paid now as ₵10.00 Mobile Money and ₵2.50 cash; ₵25.00 on the account.
      await assertSucceeds(creditBatch(alice, 'cs1', { record: split([{ method: 'Mobile Money', amount: 10 }, { method: 'Cash', amount: 2.5 }]) }));
      await assertFails(creditBatch(alice, 'cs2', { record: split([{ method: 'Mobile Money', amount: 12.5 }]) }));
    });

    it('records a repayment alone, online and offline, once; its account is the server\'s to move', async () => {
      const alice = ownerDb('alice');
      await seedCredit('k1', 2500);
      // Online: the transaction reads the repayment and the account (the till's courtesy check) and writes the repayment.
      await assertSucceeds(
        runTransaction(alice, async (raw) => {
          const tx = inTransaction(raw, alice);
          await tx.get(doc(alice, 'businesses/alice/repayments/p1'));
          await tx.get(doc(alice, accountPath()));
          tx.set(doc(alice, 'businesses/alice/repayments/p1'), repayment());
        }),
      );
      // Offline, queued alone.
      await assertSucceeds(repaymentBatch(alice, 'p2', repayment({ amount: 5, method: 'Mobile Money' })));
      expect(await balanceOf()).toBe(2500);
      // Once: a replay is refused; never changed or deleted.
      await assertFails(repaymentBatch(alice, 'p1'));
      await assertFails(updateDoc(doc(alice, 'businesses/alice/repayments/p1'), { amount: 1 }));
      await assertFails(deleteDoc(doc(alice, 'businesses/alice/repayments/p1')));
      // With its account moved by the till, by exactly its amount or any other, or naming an earlier one.
      await assertFails(repaymentBatch(alice, 'p3', repayment(), accountMove(-1000, { repaymentId: 'p3' })));
      await assertFails(repaymentBatch(alice, 'p4', repayment(), accountMove(-500, { repaymentId: 'p4' })));
      await assertFails(setDoc(doc(alice, accountPath()), accountMove(-1000, { repaymentId: 'p1' }), { merge: true }));
      expect(await balanceOf()).toBe(2500);
      // Above the balance, or of someone who owes nothing: the rules hold the shape only; the server refuses it and moves nothing.
      await assertSucceeds(repaymentBatch(alice, 'p5', repayment({ amount: 25.01 })));
      await assertSucceeds(repaymentBatch(alice, 'p6', repayment({ customer: { id: 'c2', name: 'Yaw' } })));
      // Out of shape, or claiming the server's judgement or another account.
      const forged: Record<string, unknown>[] = [
        repayment({ amount: 0 }),
        repayment({ amount: -10 }),
        repayment({ amount: 9.995 }),
        repayment({ amount: '10' }),
        repayment({ amount: 10_000_000.01 }),
        repayment({ method: 'IOU' }),
        repayment({ currency: 'XOF' }),
        repayment({ note: 'x' }),
        repayment({ customer: { id: 'c1', name: 'Ngozi', phone: '1' } }),
        repayment({ customer: { id: '', name: 'Ngozi' } }),
        repayment({ createdAt: Timestamp.fromMillis(Date.now() + 60 * 60 * 1000) }),
        repayment({ ledger: { state: 'applied' } }),
        repayment({ accountUid: 'someone-else' }),
        repayment({ madeBy: { id: 'm1', name: 'Ama' }, approvedBy: { id: 'm2', name: 'Kofi' } }),
      ];
      for (const [i, record] of forged.entries()) await assertFails(repaymentBatch(alice, `bad${i}`, record));
      const { createdAt: _, ...undated } = repayment();
      await assertFails(repaymentBatch(alice, 'undated', undated));
      // The owner's own account named is no other's.
      await assertSucceeds(repaymentBatch(alice, 'p7', repayment({ accountUid: 'alice' })));
      await assertSucceeds(getDoc(doc(alice, 'businesses/alice/repayments/p7')));
      await assertFails(getDoc(doc(ownerDb('bob'), 'businesses/alice/repayments/p7')));
      await assertFails(repaymentBatch(ownerDb('bob'), 'p8'));
    });

    it('leaves two tills\' repayments that together pass the balance to the server: both are written, neither moves the account', async () => {
      await seedCredit('k1', 2500);
      // Each till read ₵25.00 owed (offline, from its cache) and queued a repayment of ₵20.00; the
      // server applies the first it judges and refuses the other (functions/README.md, 'A repayment').
      const results = await Promise.allSettled([repaymentBatch(ownerDb('alice'), 'r1', repayment({ amount: 20 })), repaymentBatch(ownerDb('alice'), 'r2', repayment({ amount: 20 }))]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(await balanceOf()).toBe(2500);
    });

    describe('a refund of a credit sale', () => {
      /** One unit (₵12.50) of k1 given back, all of it taken off Ngozi's account. */
      const creditRefund = (overrides: Record<string, unknown> = {}) => refund({ saleId: 'k1', customer: NGOZI, credit: 12.5, ...overrides });
      const write = (store: Firestore, id: string, record: Record<string, unknown> = creditRefund()) => setDoc(doc(store, `businesses/alice/refunds/${id}`), record);

      it('records it alone with what it takes off the account; the account is the server\'s to move', async () => {
        const alice = ownerDb('alice');
        await seedCredit('k1', 2500);
        await assertSucceeds(write(alice, 'f1'));
        // Part taken off, the rest handed back; or all handed back (that it is what refundCreditMinor
        // gives on the balance is the server's check: functions/README.md, 'A refund').
        await assertSucceeds(write(alice, 'f2', creditRefund({ items: [line({ quantity: 2 })], amount: 25, credit: 12.5 })));
        const handedBack: Record<string, unknown> = creditRefund();
        delete handedBack.credit;
        await assertSucceeds(write(alice, 'f3', handedBack));
        expect(await balanceOf()).toBe(2500);
        // Beside the account move the till once wrote, or that move alone: refused.
        const beside = sdkWriteBatch(alice);
        beside.set(doc(alice, 'businesses/alice/refunds/f4'), creditRefund());
        beside.set(doc(alice, accountPath()), accountMove(-1250, { refundId: 'f4' }), { merge: true });
        await assertFails(beside.commit());
        await assertFails(setDoc(doc(alice, accountPath()), accountMove(-1250, { refundId: 'f1' }), { merge: true }));
        expect(await balanceOf()).toBe(2500);
      });

      it('refuses a credit above its amount or what the sale owed, of no whole cents, of nothing, or on a sale paid in full', async () => {
        const alice = ownerDb('alice');
        await seedCredit('k1', 6000);
        await assertFails(write(alice, 'g1', creditRefund({ credit: 12.51 })));
        await assertFails(write(alice, 'g2', creditRefund({ credit: 0 })));
        await assertFails(write(alice, 'g3', creditRefund({ credit: 12.505 })));
        // k1 owed ₵25.00: a refund of all of it (₵37.50) takes off at most that.
        await assertFails(write(alice, 'g4', creditRefund({ items: [line({ quantity: 3 })], amount: 37.5, credit: 37.5 })));
        await assertSucceeds(write(alice, 'g5', creditRefund({ items: [line({ quantity: 3 })], amount: 37.5, credit: 25 })));
        await env.withSecurityRulesDisabled(async (admin) => {
          await setDoc(doc(db(admin), 'businesses/alice/sales/s9'), sale({ customer: NGOZI }));
        });
        await assertFails(write(alice, 'g6', creditRefund({ saleId: 's9' })));
      });
    });

    describe('customers\' credit limits', () => {
      it('accepts none, null or whole cents within the bounds, and refuses anything else', async () => {
        const alice = ownerDb('alice');
        const customers = (id: string) => doc(alice, `businesses/alice/customers/${id}`);
        const customer = (creditLimit: unknown) => ({ name: 'Yaw', email: '', phone: '', creditLimit, createdAt: created });
        await assertSucceeds(setDoc(customers('ok1'), customer(null)));
        await assertSucceeds(setDoc(customers('ok2'), customer(500)));
        await assertSucceeds(setDoc(customers('ok3'), customer(storedAmount(MAX_AMOUNT_MINOR))));
        await assertSucceeds(setDoc(customers('ok4'), customer(0)));
        await assertSucceeds(updateDoc(customers('ok1'), { creditLimit: 99.99 }));
        await assertSucceeds(updateDoc(customers('ok1'), { creditLimit: null }));
        await assertSucceeds(updateDoc(customers('ok1'), { creditLimit: deleteField() }));
        for (const [i, limit] of [-1, 10.005, '500', storedAmount(MAX_AMOUNT_MINOR) + 0.01, true].entries()) {
          await assertFails(setDoc(customers(`bad${i}`), customer(limit)));
        }
        await assertFails(updateDoc(customers('ok2'), { creditLimit: -5 }));
      });
    });

    it('accepts the tightest credit sales alone: 10 lines, 5 parts, every field at its longest, and every line the domain allows', async () => {
      const alice = ownerDb('alice');
      const day = '2024-05-06';
      const at = Timestamp.fromDate(new Date(`${day}T10:00:00Z`));
      const longest = { id: 'c'.repeat(200), name: 'x'.repeat(200) };
      // 10 lines of 3 × ₵12.50 with costs, ₵1.00 off: ₵374.00; ₵150.00 paid now in five parts, the largest last (cash); ₵224.00 on account.
      const ten = Array.from({ length: 10 }, (_, i) => line({ id: `p${i}`, cost: 9.87 }));
      const parts = [10, 20, 30, 40, 50].map((amount, i) => ({ method: ['Mobile Money', 'Card', 'Bank Transfer', 'Other', 'Cash'][i], amount }));
      const tightest = sale({ items: ten, subtotal: 375, discount: 1, discountAmount: 1, totalAmount: 374, payments: parts, tenderedAmount: 150, changeDue: 0, paymentMethod: 'Cash', customer: longest, owed: 224, dueOn: '2025-05-06', createdAt: at, madeBy: { id: 'i'.repeat(128), name: 'n'.repeat(200) }, approvedBy: { id: 'i'.repeat(128), name: 'n'.repeat(200) } });
      await assertSucceeds(creditBatch(alice, 'tight1', { record: tightest }));
      const single: Record<string, unknown> = { ...tightest, paymentMethod: 'Card' };
      delete single.payments;
      await assertSucceeds(creditBatch(alice, 'tight2', { record: single }));
      // Every line the domain allows, split in five parts.
      const lines = Array.from({ length: MAX_SALE_LINES }, (_, i) => line({ id: `p${i}`, price: 100, quantity: 100, cost: storedAmount(MAX_AMOUNT_MINOR) }));
      const most = storedAmount(MAX_AMOUNT_MINOR);
      const largest = { ...tightest, items: lines, subtotal: most, discount: 99.99, discountType: 'percentage', discountAmount: most - 1000, totalAmount: 1000, owed: 850 };
      await assertSucceeds(creditBatch(alice, 'tight3', { record: largest }));
      // With its account moved beside it by the till: refused.
      const account = accountPath(longest.id);
      await assertFails(creditBatch(alice, 'tight4', { record: tightest, account, move: { customerId: longest.id, currency: 'GHS', balanceMinor: increment(22_400), saleId: 'tight4' } }));
    });
  });

  describe('expenses', () => {
    const spentAt = Timestamp.fromDate(new Date(`${SALE_DAY}T08:00:00Z`));
    /** ₵15.50 of transport, paid in cash from the till, as the adapter stores it. */
    function storedExpense(overrides: Record<string, unknown> = {}) {
      return { amount: 15.5, currency: 'GHS', category: 'Transport', method: 'Cash', fromTill: true, spentOn: SALE_DAY, note: 'Taxi', createdAt: spentAt, updatedAt: spentAt, ...overrides };
    }
    const expenseDoc = (store: Firestore, id: string, uid = 'alice') => doc(store, `businesses/${uid}/expenses/${id}`);

    it('lets the owner create, read, replace and delete an expense, up to the largest', async () => {
      const alice = ownerDb('alice');
      await assertSucceeds(setDoc(expenseDoc(alice, 'e1'), storedExpense()));
      await assertSucceeds(getDoc(expenseDoc(alice, 'e1')));
      // An edit (or a replayed save) replaces the document whole, keeping its creation time.
      const editedAt = Timestamp.fromDate(new Date(`${SALE_DAY}T18:00:00Z`));
      await assertSucceeds(setDoc(expenseDoc(alice, 'e1'), storedExpense({ amount: 18, method: 'Mobile Money', fromTill: false, updatedAt: editedAt })));
      await assertSucceeds(setDoc(expenseDoc(alice, 'e1'), storedExpense({ amount: 18, method: 'Mobile Money', fromTill: false, updatedAt: editedAt })));
      await assertSucceeds(deleteDoc(expenseDoc(alice, 'e1')));
      await assertSucceeds(deleteDoc(expenseDoc(alice, 'never-there')));
      const largest = storedExpense({ amount: storedAmount(MAX_AMOUNT_MINOR), category: "Owner's own use", note: 'x'.repeat(MAX_EXPENSE_NOTE_LENGTH), currency: 'NGN' });
      await assertSucceeds(setDoc(expenseDoc(alice, 'e2'), largest));
      // Today on the fastest clock on Earth (UTC+14) is not in the future.
      const now = new Date();
      await assertSucceeds(setDoc(expenseDoc(alice, 'e3'), storedExpense({ spentOn: new Date(now.getTime() + 14 * 60 * 60 * 1000 - 60_000).toISOString().slice(0, 10), createdAt: Timestamp.fromDate(now), updatedAt: Timestamp.fromDate(now) })));
      for (const category of EXPENSE_CATEGORIES) {
        await assertSucceeds(setDoc(expenseDoc(alice, `c-${category.length}-${category.charAt(0)}`), storedExpense({ category, method: 'Bank Transfer', fromTill: false })));
      }
    });

    it("refuses another owner's reads and writes of an expense", async () => {
      await env.withSecurityRulesDisabled(async (admin) => {
        await setDoc(expenseDoc(db(admin), 'e1'), storedExpense());
      });
      const bob = ownerDb('bob');
      await assertFails(getDoc(expenseDoc(bob, 'e1')));
      await assertFails(setDoc(expenseDoc(bob, 'e1'), storedExpense({ amount: 1 })));
      await assertFails(setDoc(expenseDoc(bob, 'e9'), storedExpense()));
      await assertFails(deleteDoc(expenseDoc(bob, 'e1')));
      await assertFails(setDoc(expenseDoc(db(env.unauthenticatedContext()), 'e9'), storedExpense()));
    });

    it('refuses an expense out of shape or out of bounds', async () => {
      const alice = ownerDb('alice');
      const withoutNote: Record<string, unknown> = storedExpense();
      delete withoutNote.note;
      const later = Timestamp.fromMillis(Date.now() + 60 * 60 * 1000);
      const forged: [string, Record<string, unknown>][] = [
        ['a fraction of a cent', storedExpense({ amount: 12.345 })],
        ['nothing spent', storedExpense({ amount: 0 })],
        ['a negative amount', storedExpense({ amount: -5 })],
        ['above the maximum', storedExpense({ amount: 10_000_000.01 })],
        ['an amount as text', storedExpense({ amount: '15.50' })],
        ['an unknown category', storedExpense({ category: 'Bribes' })],
        ['an unknown method', storedExpense({ method: 'Cheque' })],
        ['an unknown currency', storedExpense({ currency: 'XOF' })],
        ['from the till by card', storedExpense({ method: 'Card', fromTill: true })],
        ['from the till as text', storedExpense({ fromTill: 'yes' })],
        ['a huge note', storedExpense({ note: 'x'.repeat(MAX_EXPENSE_NOTE_LENGTH + 1) })],
        ['no note', withoutNote],
        ['an unknown field', storedExpense({ ownerUid: 'alice' })],
        ['not a date', storedExpense({ spentOn: '5 May 2024' })],
        ['spent next year', storedExpense({ spentOn: `${new Date().getUTCFullYear() + 1}-01-01` })],
        ['created an hour ahead', storedExpense({ createdAt: later, updatedAt: later })],
        ['saved before it was created', storedExpense({ updatedAt: created })],
      ];
      for (const [what, record] of forged) {
        await assertFails(setDoc(expenseDoc(alice, `bad-${what.replace(/\W/g, '-')}`), record));
      }
      // A replacement may not change when the expense was created.
      await assertSucceeds(setDoc(expenseDoc(alice, 'e1'), storedExpense()));
      await assertFails(setDoc(expenseDoc(alice, 'e1'), storedExpense({ createdAt: created })));
      await assertFails(updateDoc(expenseDoc(alice, 'e1'), { fromTill: true, method: 'Card' }));
    });
  });

  describe('cost and profit', () => {
    /** A product's cost document (productCosts/{id}), where its unit cost lives apart from the product. */
    const costDoc = (store: Firestore, id = 'p1') => doc(store, `businesses/alice/productCosts/${id}`);

    /**
     * A movement of p1 with the product's stock (and `productFields`) in one write, and, when given,
     * the product's cost document set to `cost` (or deleted) beside them.
     */
    function movementWrite(store: Firestore, id: string, moved: Record<string, unknown>, productFields: Record<string, unknown>, cost?: Record<string, unknown> | 'delete') {
      const batch = writeBatch(store);
      batch.set(doc(store, `businesses/alice/stockMovements/${id}`), moved);
      batch.update(doc(store, 'businesses/alice/products/p1'), { stockMovementId: id, ...productFields });
      if (cost === 'delete') batch.delete(costDoc(store));
      else if (cost) batch.set(costDoc(store), cost);
      return batch.commit();
    }

    /** A delivery of 10 units at a unit cost (or none), as the adapter writes it (ledger.ts, moveStock). */
    const costedDelivery = (store: Firestore, id: string, moved: Record<string, unknown>, cost?: Record<string, unknown> | 'delete', productFields: Record<string, unknown> = {}) =>
      movementWrite(store, id, movement({ reason: 'delivery', change: 10, saleId: null, ...moved }), { quantity: increment(10), ...productFields }, cost);

    /** What the cost document of `id` holds (undefined: there is none), read past the rules. */
    const storedCost = async (id = 'p1') => {
      let cost: unknown;
      await env.withSecurityRulesDisabled(async (admin) => {
        const snapshot = await getDoc(costDoc(db(admin), id));
        cost = snapshot.exists() ? snapshot.data() : undefined;
      });
      return cost;
    };

    /** p1 as a product document written before costs had documents of their own: it carries `cost`. */
    const seedLegacyCost = (cost: unknown) =>
      env.withSecurityRulesDisabled(async (admin) => {
        await setDoc(doc(db(admin), 'businesses/alice/products/p1'), product({ cost }));
      });

    it('keeps a product\'s cost in a document of its own, in whole cents within the bounds, or not known', async () => {
      const alice = ownerDb('alice');
      await assertSucceeds(setDoc(costDoc(alice, 'c1'), { cost: 4.2 }));
      await assertSucceeds(setDoc(costDoc(alice, 'c2'), { cost: null }));
      await assertSucceeds(setDoc(costDoc(alice, 'c3'), { cost: storedAmount(MAX_AMOUNT_MINOR) }));
      await assertSucceeds(setDoc(costDoc(alice, 'c4'), {}));
      // An edit may set, change or clear it, or delete the document; the price may be below it (a warning on the form, not a refusal).
      await assertSucceeds(setDoc(costDoc(alice), { cost: 200 }));
      await assertSucceeds(updateDoc(costDoc(alice), { cost: null }));
      await assertSucceeds(updateDoc(costDoc(alice), { cost: deleteField() }));
      await assertSucceeds(deleteDoc(costDoc(alice)));
      for (const [id, cost] of [['f1', 4.205], ['f2', -1], ['f3', '4.20'], ['f4', storedAmount(MAX_AMOUNT_MINOR) + 0.01], ['f5', true]] as const) {
        await assertFails(setDoc(costDoc(alice, id), { cost }));
      }
      await assertFails(setDoc(costDoc(alice, 'f6'), { cost: 4.2, note: 'x' }));
      await assertSucceeds(getDoc(costDoc(alice, 'c1')));
      // Another shop's owner neither reads nor writes them.
      const bob = ownerDb('bob');
      await assertFails(getDoc(costDoc(bob, 'c1')));
      await assertFails(setDoc(costDoc(bob, 'c1'), { cost: 1 }));
      await assertFails(deleteDoc(costDoc(bob, 'c1')));
    });

    it('refuses a product write that adds or changes a `cost`, and lets a legacy product keep it or have it removed', async () => {
      const alice = ownerDb('alice');
      const p1 = doc(alice, 'businesses/alice/products/p1');
      await assertFails(setDoc(doc(alice, 'businesses/alice/products/n1'), product({ cost: 4.2 })));
      await assertFails(setDoc(doc(alice, 'businesses/alice/products/n2'), product({ cost: null })));
      await assertFails(updateDoc(p1, { cost: 200 }));
      await assertFails(updateDoc(p1, { cost: null }));
      // A product document from before costs had documents of their own still carries its cost.
      await seedLegacyCost(5);
      await assertSucceeds(updateDoc(p1, { name: 'Kente cloth (2 yards)' }));
      await assertSucceeds(updateDoc(p1, { cost: 5, price: 99.99 }));
      await assertFails(updateDoc(p1, { cost: 6 }));
      await assertFails(updateDoc(p1, { cost: null }));
      await assertFails(updateDoc(p1, { cost: '5' }));
      // Moved to its cost document in one write (as the adapter moves legacy costs, catalogue.ts).
      const move = writeBatch(alice);
      move.set(costDoc(alice), { cost: 5 });
      move.update(p1, { cost: deleteField() });
      await assertSucceeds(move.commit());
      expect(await storedCost()).toEqual({ cost: 5 });
      await assertFails(updateDoc(p1, { cost: 5 }));
      // An edit of a legacy product's cost removes it beside the new figure.
      await seedLegacyCost(null);
      const edit = writeBatch(alice);
      edit.set(costDoc(alice), { cost: 7.5 });
      edit.update(p1, { cost: deleteField(), price: 10 });
      await assertSucceeds(edit.commit());
    });

    it("asks for a delivery at a unit cost alone: its cost after is the till's view, and the cost document the server's to move", async () => {
      const alice = ownerDb('alice');
      const delivery = (overrides: Record<string, unknown>) => movement({ reason: 'delivery', change: 10, saleId: null, ...overrides });
      await assertSucceeds(asked(alice, 'd1', delivery({ unitCost: 7.01, costAfter: 6.01 })));
      await assertSucceeds(asked(alice, 'd2', delivery({ unitCost: 7.01, costAfter: null })));
      await assertSucceeds(asked(alice, 'd3', delivery({ unitCost: storedAmount(MAX_AMOUNT_MINOR) })));
      expect(await stockOf()).toBe(10);
      expect(await storedCost()).toBeUndefined();
      // Figures that are not whole cents, negative or not numbers.
      await assertFails(asked(alice, 'd4', delivery({ unitCost: 7, costAfter: 6.005 })));
      await assertFails(asked(alice, 'd5', delivery({ unitCost: -7, costAfter: 6 })));
      await assertFails(asked(alice, 'd6', delivery({ unitCost: '7', costAfter: 6 })));
      await assertFails(asked(alice, 'd7', delivery({ unitCost: storedAmount(MAX_AMOUNT_MINOR) + 0.01 })));
      // The old adapter's write, the cost document and the stock beside the movement, is refused whole.
      await assertFails(costedDelivery(alice, 'd8', { unitCost: 7.01, costAfter: 6.01 }, { cost: 6.01 }));
      expect(await storedCost()).toBeUndefined();
    });

    it('lets only a delivery at a unit cost say a cost after it; an edit of the product still sets the cost document', async () => {
      const alice = ownerDb('alice');
      // A cost after with no unit cost, or on a movement that is not a delivery, is refused.
      await assertFails(asked(alice, 'd1', movement({ reason: 'delivery', change: 10, saleId: null, unitCost: null, costAfter: 1 })));
      await assertFails(asked(alice, 'k1', movement({ reason: 'count', change: 0, counted: 20, saleId: null, unitCost: 3, costAfter: 3 })));
      await assertFails(asked(alice, 'k2', movement({ reason: 'count', change: 0, counted: 20, saleId: null, unitCost: 3 })));
      // The cost document is the shop runners' to set, as on the product form; a cashier's account
      // can never write it (staff-accounts.rules.test.ts).
      await assertSucceeds(setDoc(costDoc(alice), { cost: 4 }));
      expect(await storedCost()).toEqual({ cost: 4 });
    });

    /** A one-method sale of `lines`, each 3 × ₵12.50. */
    const costedSale = (lines: Record<string, unknown>[]) => {
      const total = lines.length * 37.5;
      return sale({ items: lines, subtotal: total, totalAmount: total, tenderedAmount: total, changeDue: 0 });
    };

    it('records a sale alone whatever its lines\' costs say: the server puts its own cost on each line and moves the roll-ups', async () => {
      const alice = ownerDb('alice');
      await assertSucceeds(saleBatch(alice, 's2', costedSale([line({ cost: 9.87 }), line({ id: 'p2', cost: null }), line({ id: 'p3' })])));
      await assertSucceeds(saleBatch(alice, 's3', sale()));
    });


    it('refuses roll-up cost figures moved by a client beside no refund, or naming a sale', async () => {
      const alice = ownerDb('alice');
      await assertFails(setDoc(doc(alice, `businesses/alice/dailyStats/${SALE_DAY}_GHS`), { costMinor: increment(1) }, { merge: true }));
      await assertFails(setDoc(doc(alice, `businesses/alice/dailyStats/${SALE_DAY}_GHS`), { costMinor: increment(1), saleId: 'r7' }, { merge: true }));
      const beside = writeBatch(alice);
      beside.set(doc(alice, 'businesses/alice/sales/r8'), sale({ items: [line({ cost: 5 })] }));
      beside.set(doc(alice, `businesses/alice/dailyStats/${SALE_DAY}_GHS`), rollUp('r8', 3750, { costedRevenueMinor: increment(3750), costMinor: increment(1500) }), { merge: true });
      await assertFails(beside.commit());
    });

    it("records a refund alone whatever its lines' costs say: the server gives back its sale lines' costs and moves the roll-ups", async () => {
      const alice = ownerDb('alice');
      await env.withSecurityRulesDisabled(async (admin) => {
        await setDoc(doc(db(admin), 'businesses/alice/sales/s1'), sale({ items: [line({ cost: 5 })] }));
      });
      await seedSaleMovement('s1');
      await assertSucceeds(setDoc(doc(alice, 'businesses/alice/refunds/x1'), refund({ items: [line({ quantity: 1, cost: 9999 })] })));
      // Its cost off the day's roll-up, by a client: refused (the server's).
      await assertFails(setDoc(doc(alice, `businesses/alice/dailyStats/${SALE_DAY}_GHS`), refundRollUp('x1', 1250, { costedRevenueMinor: increment(-1250), costMinor: increment(-500) }), { merge: true }));
    });

    it('accepts the largest sale the domain allows with a cost on every line', async () => {
      const alice = ownerDb('alice');
      const lines = Array.from({ length: MAX_SALE_LINES }, (_, i) => line({ id: `p${i}`, price: 100, quantity: 100, cost: storedAmount(MAX_AMOUNT_MINOR) }));
      const most = storedAmount(MAX_AMOUNT_MINOR);
      const parts = [{ method: 'Mobile Money', amount: 250 }, { method: 'Card', amount: 250 }, { method: 'Bank Transfer', amount: 250 }, { method: 'Other', amount: 249.99 }, { method: 'Cash', amount: 1000.01 }];
      const shape = { items: lines, subtotal: most, discount: 99.99, discountType: 'percentage', discountAmount: most - 1000, totalAmount: 1000, customer: { id: 'c1', name: 'x'.repeat(200) } };
      // Each line at the largest cost (the server counts it, never capped).
      await assertSucceeds(saleBatch(alice, 'big1', sale({ ...shape, payments: parts, tenderedAmount: 2000, changeDue: 1000, paymentMethod: 'Cash' })));
      await assertSucceeds(saleBatch(alice, 'big2', sale({ ...shape, tenderedAmount: 1000, changeDue: 0, paymentMethod: 'Card' })));
    });
  });

  describe('products and customers', () => {
    it('lets the owner edit a product without touching its stock, or change its type', async () => {
      const alice = ownerDb('alice');
      const p1 = doc(alice, 'businesses/alice/products/p1');
      await assertSucceeds(updateDoc(p1, { price: 99.99, name: 'Kente cloth (2 yards)' }));
      await assertSucceeds(updateDoc(p1, { type: 'Digital', quantity: deleteField() }));
      // Becoming Physical again, with no stock, or with its starting stock counted by a movement.
      await assertSucceeds(updateDoc(p1, { type: 'Physical', quantity: 0 }));
      await assertSucceeds(updateDoc(p1, { type: 'Ticket', quantity: deleteField() }));
      await assertSucceeds(typeChangeBatch(alice, 'start1', 4));
      expect(await stockOf()).toBe(4);
      await assertFails(updateDoc(p1, { quantity: deleteField() }));
      await assertFails(updateDoc(p1, { createdAt: Timestamp.now() }));
    });

    it('refuses a stock set by a change of type without its movement', async () => {
      const alice = ownerDb('alice');
      const p1 = doc(alice, 'businesses/alice/products/p1');
      // Found on the real engine: Physical → Ticket → Physical set any stock, with no movement.
      await assertSucceeds(updateDoc(p1, { type: 'Ticket', quantity: deleteField() }));
      await assertFails(updateDoc(p1, { type: 'Physical', quantity: 500 }));
      // A starting stock whose count says another number, or a movement of another product.
      await assertFails(typeChangeBatch(alice, 'start2', 500, { counted: 5, change: 5 }));
      await assertFails(typeChangeBatch(alice, 'start3', 500, { change: 1 }));
      await assertFails(typeChangeBatch(alice, 'start4', 500, { productId: 'p2' }));
      // A starting stock not born applied (the server would apply it again), marked at another time, or naming an account.
      await assertFails(typeChangeBatch(alice, 'start5', 500, { ledger: undefined }));
      await assertFails(typeChangeBatch(alice, 'start6', 500, { ledger: { state: 'applied', at: Timestamp.fromMillis(0) } }));
      await assertFails(typeChangeBatch(alice, 'start7', 500, { ledger: { state: 'refused', at: serverTimestamp() } }));
      await assertFails(typeChangeBatch(alice, 'start8', 500, { accountUid: 'alice' }));
      // A product that carries no stock gets none by an edit of another field either.
      await assertFails(updateDoc(p1, { price: 1, quantity: 5 }));
    });

    it('keeps a barcode of printable ASCII, 1 to 48 characters (domain/barcodes.ts), and refuses any other', async () => {
      const alice = ownerDb('alice');
      const p1 = doc(alice, 'businesses/alice/products/p1');
      // Each new code with its claim in the same write (barcode-claims.rules.test.ts holds the claims).
      const withClaim = async (id: string, code: string, write: (batch: ReturnType<typeof sdkWriteBatch>) => void) => {
        const batch = sdkWriteBatch(alice);
        write(batch);
        batch.set(doc(alice, 'businesses', 'alice', BARCODE_CLAIMS, await barcodeClaimId(code)), { code: barcodeKey(code), productId: id });
        return batch.commit();
      };
      await assertSucceeds(withClaim('p1', '5000159407236', (batch) => batch.update(p1, { barcode: '5000159407236' })));
      await assertSucceeds(withClaim('p1', 'SHELF-A12/3', (batch) => batch.update(p1, { barcode: 'SHELF-A12/3' })));
      await assertSucceeds(withClaim('p3', '96385074', (batch) => batch.set(doc(alice, 'businesses/alice/products/p3'), product({ barcode: '96385074' }))));
      await assertSucceeds(updateDoc(p1, { barcode: deleteField() }));
      for (const barcode of ['', 'x'.repeat(49), 'Café', 'a\tb', 5000159407236, null]) {
        await assertFails(updateDoc(p1, { barcode }));
        await assertFails(setDoc(doc(alice, 'businesses/alice/products/p4'), product({ barcode })));
      }
    });

    it('refuses products out of shape or over the limits', async () => {
      const alice = ownerDb('alice');
      const products = (id: string) => doc(alice, `businesses/alice/products/${id}`);
      const refused = (id: string, record: Record<string, unknown>) => assertFails(setDoc(products(id), record));
      const withoutQuantity: Record<string, unknown> = product();
      delete withoutQuantity.quantity;
      await refused('bad1', product({ price: -5 }));
      await refused('bad2', product({ price: '12.50' }));
      await refused('bad3', product({ price: 10_000_000.01 }));
      await refused('bad4', product({ price: 1.005 }));
      await refused('bad5', product({ createdAt: '2024-05-01' }));
      await refused('bad6', product({ owner: 'mallory' }));
      await refused('bad7', product({ type: 'Service' }));
      await refused('bad8', product({ quantity: 1.5 }));
      await refused('bad9', withoutQuantity);
      await refused('bad10', product({ quantity: -1 }));
      await refused('bad11', product({ quantity: MAX_STOCK_QUANTITY + 1 }));
      await refused('bad12', product({ imagePath: 'products/bob/1_x.png' }));
      await refused('bad13', product({ name: '' }));
      await refused('bad14', product({ name: 'x'.repeat(MAX_PRODUCT_NAME_LENGTH + 1) }));
      await refused('bad15', product({ description: 'x'.repeat(MAX_DESCRIPTION_LENGTH + 1) }));
      await refused('bad16', product({ description: 'x'.repeat(20_000) }));
      await refused('bad17', product({ imageUrl: `https://example.com/${'x'.repeat(2048)}` }));
      await refused('bad18', product({ currency: 'XOF' }));
      await refused('bad19', product({ stockMovementId: 's1_p1' }));
      await assertSucceeds(setDoc(products('ok1'), product({ quantity: MAX_STOCK_QUANTITY, name: 'x'.repeat(MAX_PRODUCT_NAME_LENGTH) })));
    });

    it('refuses customers out of shape', async () => {
      const alice = ownerDb('alice');
      const customers = (id: string) => doc(alice, `businesses/alice/customers/${id}`);
      await assertFails(setDoc(customers('bad1'), { name: 'X', email: '', phone: '', createdAt: created, notes: '<script>' }));
      await assertFails(setDoc(customers('bad2'), { name: 'x'.repeat(10_000), createdAt: created }));
      await assertFails(setDoc(customers('bad3'), { name: '', createdAt: created }));
      await assertFails(setDoc(customers('bad4'), { name: 'Yaw', phone: '1'.repeat(51), createdAt: created }));
      // The largest customer there may be.
      const largest = { name: 'x'.repeat(200), email: 'x'.repeat(320), phone: '1'.repeat(50), createdAt: created };
      await assertSucceeds(setDoc(customers('ok1'), largest));
      await assertSucceeds(updateDoc(customers('ok1'), { name: 'y'.repeat(200) }));
    });

    it('accepts the largest profile a signup or a Google sign-in writes', async () => {
      const dave = db(env.authenticatedContext('dave', { email: 'dave@example.com', firebase: { sign_in_provider: 'google.com' } }));
      const largest = newBusiness('dave', { businessName: 'x'.repeat(200), ownerName: 'x'.repeat(200), businessType: 'x'.repeat(100), phone: '1'.repeat(50), address: 'x'.repeat(500), email: 'x'.repeat(320) });
      await assertSucceeds(setDoc(doc(dave, 'businesses/dave'), largest));
    });

    it('accepts a delivery of the most units there may be', async () => {
      const alice = ownerDb('alice');
      await assertSucceeds(asked(alice, 'dMax', movement({ reason: 'delivery', change: MAX_STOCK_QUANTITY, saleId: null })));
    });
  });

  describe('staff at a shared till (issue #35)', () => {
    const AMA = { id: 'm1', name: 'Ama' };
    const KOFI = { id: 'm2', name: 'Kofi' };
    const member = (overrides: Record<string, unknown> = {}) => ({ name: 'Ama', role: 'cashier', disabled: false, createdAt: created, ...overrides });
    const pin = (overrides: Record<string, unknown> = {}) => ({ algorithm: 'PBKDF2-SHA-256', iterations: 600_000, salt: 'ab'.repeat(16), hash: 'cd'.repeat(32), ...overrides });
    const openedAt = Timestamp.fromDate(new Date(`${SALE_DAY}T08:00:00Z`));
    const shift = (overrides: Record<string, unknown> = {}) => ({ staff: AMA, currency: 'GHS', openedAt, float: 100, payInsOuts: [], closedAt: null, countedCash: null, ...overrides });
    const payIn = (overrides: Record<string, unknown> = {}) => ({ id: 'pi1', kind: 'pay-in', amount: 20, reason: 'Change from the bank', at: soldAt, ...overrides });

    it("keeps the members, their PINs and the shifts the owner's alone", async () => {
      const alice = ownerDb('alice');
      await assertSucceeds(setDoc(doc(alice, 'businesses/alice/staff/m1'), member()));
      await assertSucceeds(setDoc(doc(alice, 'businesses/alice/staffPins/m1'), pin()));
      await assertSucceeds(setDoc(doc(alice, 'businesses/alice/shifts/sh1'), shift()));
      for (const where of ['staff/m1', 'staffPins/m1', 'shifts/sh1']) await assertSucceeds(getDoc(doc(alice, `businesses/alice/${where}`)));
      const bob = ownerDb('bob');
      for (const where of ['staff/m1', 'staffPins/m1', 'shifts/sh1']) await assertFails(getDoc(doc(bob, `businesses/alice/${where}`)));
      await assertFails(setDoc(doc(bob, 'businesses/alice/staff/m9'), member()));
      await assertFails(setDoc(doc(bob, 'businesses/alice/staff/m1'), member({ role: 'manager' })));
      await assertFails(setDoc(doc(bob, 'businesses/alice/staffPins/m1'), pin({ salt: 'ef'.repeat(16) })));
      await assertFails(setDoc(doc(bob, 'businesses/alice/staffPins/m1'), { failures: 0, lockedUntil: null }, { merge: true }));
      await assertFails(setDoc(doc(bob, 'businesses/alice/shifts/sh9'), shift()));
      await assertFails(updateDoc(doc(bob, 'businesses/alice/shifts/sh1'), { payInsOuts: [payIn()] }));
      await assertFails(deleteDoc(doc(bob, 'businesses/alice/staff/m1')));
      await assertFails(deleteDoc(doc(bob, 'businesses/alice/staffPins/m1')));
      const visitor = db(env.unauthenticatedContext());
      for (const where of ['staff/m1', 'staffPins/m1', 'shifts/sh1']) await assertFails(getDoc(doc(visitor, `businesses/alice/${where}`)));
    });

    it('refuses a member out of shape, and an edit that moves its creation time', async () => {
      const alice = ownerDb('alice');
      const ref = doc(alice, 'businesses/alice/staff/m1');
      await assertFails(setDoc(ref, member({ role: 'boss' })));
      await assertFails(setDoc(ref, member({ name: '' })));
      await assertFails(setDoc(ref, member({ name: 'x'.repeat(201) })));
      await assertFails(setDoc(ref, member({ disabled: 'no' })));
      await assertFails(setDoc(ref, member({ createdAt: '2024-05-01' })));
      await assertFails(setDoc(ref, member({ invitationEmail: 42 })));
      await assertFails(setDoc(ref, member({ pinHash: pin() })));
      await assertSucceeds(setDoc(ref, member({ name: 'x'.repeat(200), role: 'owner', invitationEmail: null })));
      await assertSucceeds(setDoc(ref, member({ role: 'manager', disabled: true, invitationEmail: 'ama@example.com' })));
      await assertFails(setDoc(ref, member({ createdAt: soldAt })));
    });

    it("keeps a PIN's hash in hex with a whole iteration count, and its wrong tries", async () => {
      const alice = ownerDb('alice');
      const ref = doc(alice, 'businesses/alice/staffPins/m1');
      await assertFails(setDoc(ref, { failures: 1, lockedUntil: null }));
      await assertFails(setDoc(ref, pin({ iterations: 1.5 })));
      await assertFails(setDoc(ref, pin({ iterations: 0 })));
      await assertFails(setDoc(ref, pin({ salt: 'xyz' })));
      await assertFails(setDoc(ref, pin({ hash: 'ABCD' })));
      await assertFails(setDoc(ref, pin({ algorithm: 'MD5' })));
      await assertFails(setDoc(ref, pin({ pin: '4821' })));
      await assertSucceeds(setDoc(ref, pin()));
      await assertSucceeds(setDoc(ref, { failures: 5, lockedUntil: soldAt }, { merge: true }));
      await assertFails(setDoc(ref, { failures: -1 }, { merge: true }));
      await assertFails(setDoc(ref, { lockedUntil: 'soon' }, { merge: true }));
      await assertSucceeds(setDoc(ref, { failures: deleteField(), lockedUntil: deleteField() }, { merge: true }));
    });

    it('opens a shift, adds its moves one by one and closes it; refuses any other change', async () => {
      const alice = ownerDb('alice');
      const ref = doc(alice, 'businesses/alice/shifts/sh1');
      await assertFails(setDoc(ref, shift({ float: -1 })));
      await assertFails(setDoc(ref, shift({ staff: { id: 'm1' } })));
      await assertFails(setDoc(ref, shift({ countedCash: 10 })));
      await assertFails(setDoc(ref, shift({ payInsOuts: [payIn(), payIn({ id: 'pi2' })] })));
      await assertSucceeds(setDoc(ref, shift()));
      await assertFails(updateDoc(ref, { payInsOuts: [payIn({ amount: 0 })] }));
      await assertFails(updateDoc(ref, { payInsOuts: [payIn({ kind: 'gift' })] }));
      await assertFails(updateDoc(ref, { payInsOuts: [payIn({ reason: '' })] }));
      await assertFails(updateDoc(ref, { payInsOuts: [payIn({ amount: 0.001 })] }));
      await assertSucceeds(updateDoc(ref, { payInsOuts: [payIn()] }));
      await assertFails(updateDoc(ref, { payInsOuts: [] }));
      await assertFails(updateDoc(ref, { payInsOuts: [payIn({ amount: 2 }), payIn({ id: 'po1', kind: 'pay-out' })] }));
      await assertSucceeds(updateDoc(ref, { payInsOuts: [payIn(), payIn({ id: 'po1', kind: 'pay-out', amount: 5, reason: 'Bread' })] }));
      await assertFails(updateDoc(ref, { float: 50 }));
      await assertFails(updateDoc(ref, { staff: KOFI }));
      await assertFails(updateDoc(ref, { closedAt: Timestamp.fromDate(new Date(`${SALE_DAY}T07:00:00Z`)), countedCash: 115 }));
      await assertFails(updateDoc(ref, { closedAt: refundedAt, countedCash: null }));
      await assertSucceeds(updateDoc(ref, { closedAt: refundedAt, countedCash: 115, countedMobileMoney: 37.5 }));
      // Closed: written again as it is (a replay), never changed.
      await assertSucceeds(updateDoc(ref, { countedCash: 115 }));
      await assertFails(updateDoc(ref, { countedCash: 120 }));
      await assertFails(updateDoc(ref, { payInsOuts: [payIn(), payIn({ id: 'po1', kind: 'pay-out', amount: 5, reason: 'Bread' }), payIn({ id: 'pi3' })] }));
      await assertFails(deleteDoc(ref));
    });

    it('accepts madeBy and approvedBy as exactly an id and a name on sales, refunds, repayments, expenses and stock movements', async () => {
      const alice = ownerDb('alice');
      const longest = { id: 'i'.repeat(128), name: 'n'.repeat(200) };
      await assertSucceeds(saleBatch(alice, 's2', sale({ madeBy: AMA, approvedBy: longest })));
      const bad: Record<string, unknown>[] = [
        { ...AMA, role: 'cashier' },
        { id: 'm1' },
        { id: 7, name: 'Ama' },
        { id: 'm1', name: ['Ama'] },
        { id: '', name: 'Ama' },
        { id: 'i'.repeat(129), name: 'Ama' },
        { id: 'm1', name: 'n'.repeat(201) },
      ];
      for (const [i, stamp] of bad.entries()) {
        await assertFails(saleBatch(alice, `sm${i}`, sale({ madeBy: stamp })));
        await assertFails(saleBatch(alice, `sa${i}`, sale({ madeBy: AMA, approvedBy: stamp })));
      }
      await assertFails(saleBatch(alice, 'sx', sale({ madeBy: 'Ama' })));
      await assertFails(saleBatch(alice, 'sy', sale({ madeBy: AMA, by: AMA })));

      await assertSucceeds(asked(alice, 'd1', movement({ reason: 'delivery', change: 5, saleId: null, madeBy: AMA, approvedBy: KOFI })));
      await assertFails(asked(alice, 'd2', movement({ reason: 'delivery', change: 5, saleId: null, madeBy: { ...AMA, extra: true } })));
      await assertFails(asked(alice, 'd3', movement({ reason: 'delivery', change: 5, saleId: null, approvedBy: { id: 1, name: 'Kofi' } })));

      const expenseAt = Timestamp.fromDate(new Date(`${SALE_DAY}T08:00:00Z`));
      const expense = (overrides: Record<string, unknown>) => ({ amount: 15.5, currency: 'GHS', category: 'Transport', method: 'Cash', fromTill: true, spentOn: SALE_DAY, note: '', createdAt: expenseAt, updatedAt: expenseAt, ...overrides });
      await assertSucceeds(setDoc(doc(alice, 'businesses/alice/expenses/e1'), expense({ madeBy: KOFI })));
      await assertFails(setDoc(doc(alice, 'businesses/alice/expenses/e2'), expense({ madeBy: { id: 'm2', name: 5 } })));
      await assertFails(setDoc(doc(alice, 'businesses/alice/expenses/e3'), expense({ madeBy: KOFI, approvedBy: AMA })));

      // A refund of the seeded sale s1, written alone (its own rule checks its stamps).
      await seedSaleMovement('s1');
      const refundWrite = (id: string, record: Record<string, unknown>) => setDoc(doc(alice, `businesses/alice/refunds/${id}`), record);
      await assertFails(refundWrite('r1', refund({ madeBy: AMA, approvedBy: { id: 'm2', name: 'Kofi', role: 'manager' } })));
      await assertFails(refundWrite('r1', refund({ madeBy: { id: 'm1', name: '' } })));
      await assertSucceeds(refundWrite('r1', refund({ madeBy: AMA, approvedBy: KOFI })));
    });

    it('accepts madeBy on a repayment, exactly an id and a name, and no approvedBy', async () => {
      const alice = ownerDb('alice');
      // Written alone (its account move is the server's).
      const repaymentWrite = (id: string, extra: Record<string, unknown>) =>
        setDoc(doc(alice, `businesses/alice/repayments/${id}`), { customer: { id: 'c1', name: 'Ngozi' }, amount: 10, currency: 'GHS', method: 'Cash', createdAt: soldAt, ...extra });
      await assertFails(repaymentWrite('p1', { madeBy: { id: 'm1', name: 'Ama', at: soldAt } }));
      await assertFails(repaymentWrite('p1', { madeBy: AMA, approvedBy: KOFI }));
      await assertFails(repaymentWrite('p1', { madeBy: { id: null, name: 'Ama' } }));
      await assertSucceeds(repaymentWrite('p1', { madeBy: AMA }));
    });
  });
});
