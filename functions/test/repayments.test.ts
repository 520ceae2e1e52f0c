// Repayments on the real engine (functions/README.md, 'A repayment'): the official Firestore
// emulator with firebase/firestore.rules loaded and the Functions emulator running
// functions/lib/index.js, both started by the `firebase` project's global setup. A till's account
// writes the repayment alone through the rules, as the adapter does (credit.ts); the server's
// trigger judges it on the balance it holds and takes it off the customer's account, once.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, Timestamp, writeBatch } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { deleteApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import type { Firestore as AdminFirestore, Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { accountBalances } from '@shop/shared/domain';
import type { Repayment, Sale } from '@shop/shared/domain';
import { repaymentFromStored, saleFromStored } from '@shop/shared/records';
import type { StoredRepayment, StoredSale } from '@shop/shared/records';
import { deriveRepayment } from '../src/repayments';
import { openServerEmulators, seedStaffedShop } from './support/server-shop';
import { deriveSale } from '../src/sales';
import { derivedDespiteMomentaryFailures } from '../src/ledger-mark';
import { fromStore } from '../src/stored';

const emulators = inject('firebaseEmulators');
const reason = emulators.functions ? null : `the server's triggers need the official Firestore emulator (${emulators.engine ?? 'the JavaScript stand-in'} runs here)`;
if (reason) console.warn(`[functions] repayments suite skipped: ${reason}`);
setLogLevel('silent');

const SHOP = `shop-${Date.now().toString(36)}-pay`;
const created = new Date('2024-05-01T10:00:00Z');
const EFUA = { id: 'm1', name: 'Efua' };

type Ledger = { state: string; refusal?: Record<string, unknown>; at?: AdminTimestamp };

describe.skipIf(reason !== null)('repayments written by tills, judged and applied by the server (Firestore + Functions emulators)', () => {
  let env: RulesTestEnvironment;
  let adminApp: App;
  let admin: AdminFirestore;
  const shop = (path = '') => `businesses/${SHOP}${path}`;
  const owner = () => env.authenticatedContext(SHOP, { email: 'owner@example.com', email_verified: true }).firestore() as unknown as Firestore;
  const efua = () => env.authenticatedContext('efua-uid', { email: 'efua@example.com', email_verified: true }).firestore() as unknown as Firestore;

  /** A customer of their own for each case, so that balances never mix. */
  async function customer(id: string, name: string) {
    await admin.doc(shop(`/customers/${id}`)).set({ name, email: '', phone: '', createdAt: created });
    return { id, name };
  }

  /** A sale of Rice (₵85.00) to `who` with `paid` paid now and the rest on their account, as a till stores it. */
  const creditSale = (who: { id: string; name: string }, paid: number, at = Timestamp.now()) => ({
    items: [{ id: 'rice', name: 'Rice 5kg', price: 85, currency: 'GHS', quantity: 1 }],
    subtotal: 85,
    discount: 0,
    discountType: 'fixed',
    discountAmount: 0,
    totalAmount: 85,
    tenderedAmount: paid,
    changeDue: 0,
    currency: 'GHS',
    paymentMethod: 'Cash',
    createdAt: at,
    customer: who,
    owed: 85 - paid,
    dueOn: '2099-01-01',
  });

  /** `amount` (two decimals, as stored) paid in cash by `who`, as the owner's till stores it (repaymentToStored). */
  const repayment = (who: { id: string; name: string }, amount: number, overrides: Record<string, unknown> = {}) => ({
    customer: who,
    amount,
    currency: 'GHS',
    method: 'Cash',
    createdAt: Timestamp.now(),
    ...overrides,
  });

  /** What the server left on a record once its trigger ran: waits for `ledger`. */
  async function ledgerOf(collection: 'sales' | 'repayments', id: string): Promise<Ledger> {
    for (const started = Date.now(); Date.now() - started < 30_000; await new Promise((resolve) => setTimeout(resolve, 150))) {
      const ledger: unknown = (await admin.doc(shop(`/${collection}/${id}`)).get()).get('ledger');
      if (ledger) return ledger as Ledger;
    }
    throw new Error(`The server never judged ${collection}/${id}`);
  }
  const account = async (customerId: string) => (await admin.doc(shop(`/accounts/${customerId}_GHS`)).get()).data() ?? null;
  const balance = async (customerId: string) => ((await account(customerId))?.balanceMinor as number | undefined) ?? 0;

  beforeAll(async () => {
    ({ env, adminApp, admin } = await openServerEmulators(emulators, `repayments-${SHOP}`));
    await seedStaffedShop(admin, SHOP, ['efua']);
    const set = (path: string, data: Record<string, unknown>) => admin.doc(shop(path)).set(data);
    await set('/products/rice', { name: 'Rice 5kg', type: 'Physical', price: 85, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 1000, createdAt: created });
  });

  afterAll(async () => {
    await env?.cleanup();
    if (adminApp) await deleteApp(adminApp);
  });

  it('applies a credit sale and its repayment written back to back, in that order: the repayment waits for the sale', async () => {
    const ngozi = await customer('c-order', 'Ngozi');
    // Back to back, as a till's queue delivers them when the network returns: the repayment
    // arrives before the sale is judged, on a stored balance of nothing yet.
    // One commit, as a queue flushes them: both triggers start together, so the repayment's finds
    // the sale not yet judged (whatever the machine's speed) and must wait for it.
    const store = owner();
    const batch = writeBatch(store);
    batch.set(doc(store, shop('/sales/order-sale')), creditSale(ngozi, 5));
    batch.set(doc(store, shop('/repayments/order-pay')), repayment(ngozi, 40));
    await batch.commit();
    const [sold, paid] = [await ledgerOf('sales', 'order-sale'), await ledgerOf('repayments', 'order-pay')];
    expect(sold).toMatchObject({ state: 'applied' });
    expect(paid).toMatchObject({ state: 'applied' });
    expect(paid.at!.toMillis()).toBeGreaterThanOrEqual(sold.at!.toMillis());
    expect(await account(ngozi.id)).toMatchObject({ customerId: ngozi.id, currency: 'GHS', balanceMinor: 8000 - 4000, repaymentId: 'order-pay' });
  });

  it("takes a cashier's repayment from her own account, judged by that account", async () => {
    const kwame = await customer('c-cashier', 'Kwame');
    await setDoc(doc(owner(), shop('/sales/cashier-sale')), creditSale(kwame, 0));
    expect(await ledgerOf('sales', 'cashier-sale')).toMatchObject({ state: 'applied' });
    await setDoc(doc(efua(), shop('/repayments/cashier-pay')), repayment(kwame, 10, { madeBy: EFUA, accountUid: 'efua-uid' }));
    expect(await ledgerOf('repayments', 'cashier-pay')).toMatchObject({ state: 'applied' });
    expect(await balance(kwame.id)).toBe(8500 - 1000);
  });

  it('refuses a repayment above the balance, saying what was owed, and moves nothing', async () => {
    const ama = await customer('c-over', 'Ama');
    await setDoc(doc(owner(), shop('/sales/over-sale')), creditSale(ama, 60)); // owes ₵25.00
    expect(await ledgerOf('sales', 'over-sale')).toMatchObject({ state: 'applied' });
    const before = await account(ama.id);
    await setDoc(doc(owner(), shop('/repayments/over-pay')), repayment(ama, 25.01));
    expect(await ledgerOf('repayments', 'over-pay')).toMatchObject({ state: 'refused', refusal: { code: 'over-balance', balanceMinor: 2500, amountMinor: 2501 } });
    expect(await account(ama.id)).toEqual(before);
    // In a currency she does not owe: no account, a balance of nothing.
    await setDoc(doc(owner(), shop('/repayments/naira-pay')), repayment(ama, 1, { currency: 'NGN' }));
    expect(await ledgerOf('repayments', 'naira-pay')).toMatchObject({ state: 'refused', refusal: { code: 'over-balance', balanceMinor: 0, amountMinor: 100 } });
    expect((await admin.doc(shop(`/accounts/${ama.id}_NGN`)).get()).exists).toBe(false);
  });

  it('refuses a repayment a forged client wrote past the rules from an account with no member record', async () => {
    const yaw = await customer('c-forged', 'Yaw');
    await setDoc(doc(owner(), shop('/sales/forged-sale')), creditSale(yaw, 0));
    expect(await ledgerOf('sales', 'forged-sale')).toMatchObject({ state: 'applied' });
    await admin.doc(shop('/repayments/forged-pay')).set({ ...repayment(yaw, 10), createdAt: new Date(), madeBy: EFUA, accountUid: 'stranger-uid' });
    expect(await ledgerOf('repayments', 'forged-pay')).toMatchObject({ state: 'refused', refusal: { code: 'author-unknown' } });
    expect(await balance(yaw.id)).toBe(8500);
  });

  it("moves the account by a credit sale and its repayment once each, however often, and at once, both events are delivered", async () => {
    const abena = await customer('c-twice-sale', 'Abena');
    // Written together, as a queue flushes them; then both events delivered three times more, all at
    // once, beside the triggers' own deliveries (a redelivery, or a delivery the emulator's load timed out).
    const store = owner();
    const batch = writeBatch(store);
    batch.set(doc(store, shop('/sales/twice-credit')), creditSale(abena, 5)); // owes ₵80.00
    batch.set(doc(store, shop('/repayments/twice-credit-pay')), repayment(abena, 30));
    await batch.commit();
    const saleRef = admin.doc(shop('/sales/twice-credit'));
    const payRef = admin.doc(shop('/repayments/twice-credit-pay'));
    // Each as its trigger runs it: a transaction the emulator closes under this contention is run again (src/index.ts).
    const outcomes = await Promise.all([
      ...[1, 2, 3].map(() => derivedDespiteMomentaryFailures(() => deriveSale(admin, SHOP, saleRef, new Date()))),
      ...[1, 2, 3].map(() => derivedDespiteMomentaryFailures(() => deriveRepayment(admin, SHOP, payRef))),
    ]);
    expect(outcomes.filter((o) => o.state === 'refused')).toEqual([]);
    expect(await ledgerOf('sales', 'twice-credit')).toMatchObject({ state: 'applied' });
    expect(await ledgerOf('repayments', 'twice-credit-pay')).toMatchObject({ state: 'applied' });
    expect(await balance(abena.id)).toBe(8000 - 3000);
  });

  it('applies a repayment exactly once however often, and at once, its event is delivered; the balance equals a rebuild from the records', async () => {
    const kofi = await customer('c-twice', 'Kofi');
    await setDoc(doc(owner(), shop('/sales/twice-sale')), creditSale(kofi, 0));
    expect(await ledgerOf('sales', 'twice-sale')).toMatchObject({ state: 'applied' });
    const ids = ['twice-1', 'twice-2'];
    for (const id of ids) await setDoc(doc(owner(), shop(`/repayments/${id}`)), repayment(kofi, 20));
    // Every event again, twice, out of order and at once, beside the trigger's own delivery.
    const outcomes = await Promise.all([...ids, ...ids].reverse().map((id) => derivedDespiteMomentaryFailures(() => deriveRepayment(admin, SHOP, admin.doc(shop(`/repayments/${id}`))))));
    expect(outcomes.filter((o) => o.state === 'refused')).toEqual([]);
    for (const id of ids) expect(await ledgerOf('repayments', id)).toMatchObject({ state: 'applied' });
    expect(await balance(kofi.id)).toBe(8500 - 2000 - 2000);

    // A third that would take it below nothing, two at once: one is applied, the other refused.
    await Promise.all(['race-1', 'race-2'].map((id) => setDoc(doc(owner(), shop(`/repayments/${id}`)), repayment(kofi, 30))));
    const raced = [await ledgerOf('repayments', 'race-1'), await ledgerOf('repayments', 'race-2')];
    expect(raced.map((l) => l.state).sort()).toEqual(['applied', 'refused']);
    expect(await balance(kofi.id)).toBe(4500 - 3000);

    // The stored balance is what the applied records rebuild (domain/credit.ts, accountBalances).
    const applied = (snapshot: { get(field: string): unknown }) => (snapshot.get('ledger') as Ledger | undefined)?.state === 'applied';
    const [sales, repayments] = await Promise.all([
      admin.collection(shop('/sales')).where('customer.id', '==', kofi.id).get(),
      admin.collection(shop('/repayments')).where('customer.id', '==', kofi.id).get(),
    ]);
    const rebuilt = accountBalances({
      sales: sales.docs.filter(applied).map((d): Sale => saleFromStored(fromStore<StoredSale>({ ...d.data(), id: d.id }))),
      repayments: repayments.docs.filter(applied).map((d): Repayment => repaymentFromStored(fromStore<StoredRepayment>({ ...d.data(), id: d.id }))),
      refunds: [],
    });
    expect(rebuilt).toEqual([{ customerId: kofi.id, currency: 'GHS', balanceMinor: await balance(kofi.id) }]);
  });
});
