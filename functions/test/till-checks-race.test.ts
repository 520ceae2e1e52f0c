// The till's courtesy checks of a customer's balance (a credit limit, a payment, a refund's credit)
// against the server judging the customer's records at that very moment (functions/README.md: the
// server moves the accounts; the till adds what it has not judged yet, shared/src/backend/firebase/
// unjudged.ts). The till's transaction reads a record not judged yet and the account one after the
// other, and the server may judge that record between the two reads: the honest record must then be
// checked again, never refused on a balance that counted the record twice or not at all.
//
// Deterministic: the till's data lives in a project of its own on the emulator, where no trigger
// runs; the records are judged by the server's own code (src/sales.ts, src/repayments.ts) through the
// Admin SDK, exactly between the two reads (the SDK's transaction read of the chosen document waits
// for it).
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { Transaction } from 'firebase/firestore';
import type { DocumentReference } from 'firebase/firestore';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { buildRefund } from '@shop/shared/domain';
import type { Repayment, SaleCustomer } from '@shop/shared/domain';
import { deriveSale } from '../src/sales';
import { deriveRepayment } from '../src/repayments';
import { saleOf } from '../../shared/src/testing/sale-of';
import { SAMPLE_PROFILE, uniqueEmail } from '../../shared/src/testing/contract';
import { createEmulatedBackend, emulatorHelpers } from '../../shared/src/testing/firebase-emulator-harness';
import type { FirebaseBackend } from '../../shared/src/backend/firebase/firebase-backend';

const emulators = inject('firebaseEmulators');
const reason = emulators.enforcesRules === true ? null : `the till's transactions need the official Firestore emulator (${emulators.engine ?? 'the JavaScript stand-in'} runs here)`;
if (reason) console.warn(`[functions] till checks race suite skipped: ${reason}`);

const PASSWORD = 'correct-horse-1';
/** The till's own project on the emulator: the rules apply, no trigger judges anything. */
const PROJECT = `${emulators.projectId}-till-checks`;
const MINUTE = 60_000;

describe.skipIf(reason !== null)("the till's balance checks while the server judges the customer's records between its reads", () => {
  let till: FirebaseBackend;
  let adminApp: App;
  let admin: AdminFirestore;
  let uid: string;
  let productId: string;
  const original = Transaction.prototype.get;

  /** The `nth` read of `path` in a till's transaction from now first waits for `judge` (once). */
  function judgeBeforeRead(path: string, judge: () => Promise<unknown>, nth = 1): { fired: () => boolean } {
    let reads = 0;
    let fired = false;
    Transaction.prototype.get = async function (this: Transaction, ref: DocumentReference) {
      if (!fired && ref.path === path && ++reads === nth) {
        fired = true;
        await judge();
      }
      return original.call(this, ref) as never;
    } as typeof Transaction.prototype.get;
    return { fired: () => fired };
  }

  const shop = (path: string) => `businesses/${uid}/${path}`;
  const account = (customer: SaleCustomer) => shop(`accounts/${customer.id}_GHS`);
  const balance = async (customer: SaleCustomer) => (await admin.doc(account(customer)).get()).get('balanceMinor') as number | undefined;
  /** The server judges the sale or repayment (its own code, as its trigger would), and says how. */
  const judgeSale = async (id: string) => (await deriveSale(admin, uid, admin.doc(shop(`sales/${id}`)), new Date())).state;
  const judgeRepayment = async (id: string) => (await deriveRepayment(admin, uid, admin.doc(shop(`repayments/${id}`)))).state;

  /** A credit sale of `units` × ₵10.00 with `paidMinor` paid now, the rest owed; made `at`. */
  const creditSale = (id: string, customer: SaleCustomer, units: number, paidMinor: number, at: Date) =>
    saleOf({ id, at, customer, tenderedMinor: paidMinor, credit: { dueOn: '2099-01-01' }, lines: [{ id: productId, name: 'Delivery', priceMinor: 1000, quantity: units }] });
  const repayment = (id: string, customer: SaleCustomer, amountMinor: number, at: Date): Repayment => ({ id, customer, amountMinor, currency: 'GHS', method: 'Cash', createdAt: at });

  async function customer(name: string, creditLimitMinor: number | null = null): Promise<SaleCustomer> {
    return { id: await till.addCustomer(uid, { name, email: '', phone: '', ...(creditLimitMinor === null ? {} : { creditLimitMinor }) }), name };
  }

  beforeAll(async () => {
    till = createEmulatedBackend(emulators, { databaseProject: PROJECT });
    const email = uniqueEmail('till-checks');
    await till.signUp({ email, password: PASSWORD, profile: SAMPLE_PROFILE });
    await emulatorHelpers(emulators).verifyEmail(till, email);
    uid = (await till.signIn(email, PASSWORD)).uid;
    productId = await till.addProduct(uid, { name: 'Delivery', type: 'Digital', priceMinor: 1000, currency: 'GHS', description: '', imageUrl: null, imagePath: null });
    process.env.FIRESTORE_EMULATOR_HOST = emulators.firestore;
    adminApp = initializeApp({ projectId: PROJECT }, `till-checks-${Date.now()}`);
    admin = getFirestore(adminApp);
  });

  afterAll(async () => {
    Transaction.prototype.get = original;
    await till?.close();
    if (adminApp) await deleteApp(adminApp);
  });

  it('takes a refund of a credit sale whose payment the server judges between the till reading it and the account', async () => {
    const ama = await customer('Ama');
    const start = Date.now() - 10 * MINUTE;
    const sale = creditSale('race-refund-sale', ama, 5, 0, new Date(start));
    expect(await till.recordSale(uid, { sale, stockDecrements: [] })).toEqual({ recorded: true });
    expect(await judgeSale(sale.id)).toBe('applied');
    const paid = repayment('race-refund-pay', ama, 3000, new Date(start + MINUTE));
    expect(await till.recordRepayment(uid, { repayment: paid })).toEqual({ recorded: true });
    // Owed ₵50.00, paid ₵30.00 (not judged yet): the refund of the whole sale takes the ₵20.00 left off the account.
    const built = buildRefund({ id: 'race-refund', sale, earlier: [], returning: [{ productId, quantity: 5 }], paymentMethod: 'Cash', reason: '', now: new Date(start + 2 * MINUTE), balanceMinor: 2000 });
    if (!built.ok) throw new Error(built.error);
    expect(built.refund.creditMinor).toBe(2000);

    const race = judgeBeforeRead(account(ama), async () => expect(await judgeRepayment(paid.id)).toBe('applied'));
    try {
      expect(await till.recordRefund(uid, { refund: built.refund })).toEqual({ recorded: true });
    } finally {
      Transaction.prototype.get = original;
    }
    expect(race.fired()).toBe(true);
    expect(await balance(ama)).toBe(2000);
  });

  it('takes a payment of all that is owed when an earlier payment is judged between the till reading it and the account', async () => {
    const kojo = await customer('Kojo');
    const start = Date.now() - 10 * MINUTE;
    const first = creditSale('race-pay-sale-1', kojo, 5, 0, new Date(start));
    expect(await till.recordSale(uid, { sale: first, stockDecrements: [] })).toEqual({ recorded: true });
    expect(await judgeSale(first.id)).toBe('applied');
    // Paid ₵20.00 (made before the next sale), then ₵30.00 more on credit: neither judged yet.
    const earlier = repayment('race-pay-1', kojo, 2000, new Date(start + MINUTE));
    expect(await till.recordRepayment(uid, { repayment: earlier })).toEqual({ recorded: true });
    const second = creditSale('race-pay-sale-2', kojo, 3, 0, new Date(start + 2 * MINUTE));
    expect(await till.recordSale(uid, { sale: second, stockDecrements: [] })).toEqual({ recorded: true });

    // ₵50.00 − ₵20.00 + ₵30.00 = ₵60.00 owed, paid in full.
    const all = repayment('race-pay-2', kojo, 6000, new Date(start + 3 * MINUTE));
    // The till's first try reads the account alone (₵50.00 refuses it); its second reads the records
    // not judged yet, then the account: the earlier payment is judged between the two.
    const race = judgeBeforeRead(account(kojo), async () => expect(await judgeRepayment(earlier.id)).toBe('applied'), 2);
    try {
      expect(await till.recordRepayment(uid, { repayment: all })).toEqual({ recorded: true });
    } finally {
      Transaction.prototype.get = original;
    }
    expect(race.fired()).toBe(true);
  });

  it('takes a credit sale within the limit when a payment is judged between the till reading the account and the payment', async () => {
    const efua = await customer('Efua', 10_000);
    const start = Date.now() - 10 * MINUTE;
    const first = creditSale('race-limit-sale-1', efua, 8, 0, new Date(start));
    expect(await till.recordSale(uid, { sale: first, stockDecrements: [] })).toEqual({ recorded: true });
    expect(await judgeSale(first.id)).toBe('applied');
    const paid = repayment('race-limit-pay', efua, 5000, new Date(start + MINUTE));
    expect(await till.recordRepayment(uid, { repayment: paid })).toEqual({ recorded: true });

    // ₵80.00 − ₵50.00 = ₵30.00 owed; ₵60.00 more keeps within the ₵100.00 limit.
    const next = creditSale('race-limit-sale-2', efua, 6, 0, new Date(start + 2 * MINUTE));
    const race = judgeBeforeRead(shop(`repayments/${paid.id}`), async () => {
      // The till reads the account first (its reads go out together); the payment is judged after.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await judgeRepayment(paid.id)).toBe('applied');
    });
    try {
      expect(await till.recordSale(uid, { sale: next, stockDecrements: [] })).toEqual({ recorded: true });
    } finally {
      Transaction.prototype.get = original;
    }
    expect(race.fired()).toBe(true);
  });
});
