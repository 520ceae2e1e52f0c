// Refunds on the real engine (functions/README.md, 'A refund'): the official Firestore emulator with
// firebase/firestore.rules loaded and the Functions emulator running functions/lib/index.js. A
// manager's own account writes a refund through the rules exactly as the adapter does (the refund
// alone); the server's trigger judges it once its sale is judged and derives the stock, the day's
// roll-ups, the sale's tally and the account. Each finding of the refunds review has its case: what
// the rules let a manager's till write and the server refuses moves nothing.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, Timestamp } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { deleteApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { utcDateKey } from '@shop/shared/domain';
import { openServerEmulators, seedStaffedShop } from './support/server-shop';
import { deriveRefund } from '../src/refunds';
// Delivered as the trigger delivers it (src/index.ts): a momentary failure runs it again.
import { derivedDespiteMomentaryFailures as asTheTrigger } from '../src/ledger-mark';

const emulators = inject('firebaseEmulators');
const reason = emulators.functions ? null : `the server's triggers need the official Firestore emulator (${emulators.engine ?? 'the JavaScript stand-in'} runs here)`;
if (reason) console.warn(`[functions] refunds suite skipped: ${reason}`);
setLogLevel('silent');

const SHOP = `refunds-${Date.now().toString(36)}`;
const created = new Date('2024-05-01T10:00:00Z');
const EFUA = { id: 'm1', name: 'Efua' };
const KOFI = { id: 'm2', name: 'Kofi' };
const AMA = { id: 'c1', name: 'Ama' };

const line = (overrides: Record<string, unknown> = {}) => ({ id: 'rice', name: 'Rice 5kg', price: 85, currency: 'GHS', quantity: 1, ...overrides });
/** Efua's cash sale of 2 × Rice at ₵85.00 from her own account, as her till stores it. */
function efuasSale(overrides: Record<string, unknown> = {}) {
  return {
    items: [line({ quantity: 2 })],
    subtotal: 170,
    discount: 0,
    discountType: 'fixed',
    discountAmount: 0,
    totalAmount: 170,
    tenderedAmount: 170,
    changeDue: 0,
    currency: 'GHS',
    paymentMethod: 'Cash',
    createdAt: Timestamp.fromMillis(Date.now() - 1000),
    customer: null,
    madeBy: EFUA,
    accountUid: 'efua-uid',
    ...overrides,
  };
}
/** Kofi's refund of one unit of rice (₵85.00, cash) from his own account, as his till stores it. */
function kofisRefund(saleId: string, overrides: Record<string, unknown> = {}) {
  return { saleId, items: [line()], amount: 85, currency: 'GHS', paymentMethod: 'Cash', reason: 'Torn bag', createdAt: Timestamp.now(), customer: null, madeBy: KOFI, accountUid: 'kofi-uid', ...overrides };
}

describe.skipIf(reason !== null)('the server ledger: refunds written by tills, judged and derived (Firestore + Functions emulators)', () => {
  let env: RulesTestEnvironment;
  let adminApp: App;
  let admin: AdminFirestore;
  const shop = (path = '') => `businesses/${SHOP}${path}`;
  const context = (uid: string, email: string) => env.authenticatedContext(uid, { email, email_verified: true }).firestore() as unknown as Firestore;
  const efua = () => context('efua-uid', 'efua@example.com');
  const kofi = () => context('kofi-uid', 'kofi@example.com');
  const owner = () => context(SHOP, 'owner@example.com');

  /** What the server left on a record once its trigger ran: waits for `ledger`. */
  async function ledgerOf(records: 'sales' | 'refunds', id: string): Promise<{ state: string; refusal?: Record<string, unknown> }> {
    for (const started = Date.now(); Date.now() - started < 45_000; await new Promise((resolve) => setTimeout(resolve, 150))) {
      const ledger: unknown = (await admin.doc(shop(`/${records}/${id}`)).get()).get('ledger');
      if (ledger) return ledger as { state: string; refusal?: Record<string, unknown> };
    }
    throw new Error(`The server never judged ${records}/${id}`);
  }
  const data = async (path: string) => (await admin.doc(shop(path)).get()).data() ?? null;
  const stock = async (id = 'rice') => (await data(`/products/${id}`))?.quantity as number;
  const today = () => utcDateKey(new Date());
  const dayStat = () => data(`/dailyStats/${today()}_GHS`);
  const balance = async () => (await data('/accounts/c1_GHS'))?.balanceMinor as number;
  /** Everything a refund of `saleId` could move, to compare before and after. */
  const moved = async (saleId: string, refundId: string, productId = 'rice') => ({
    stock: await stock(productId),
    movement: (await admin.doc(shop(`/stockMovements/${refundId}_${productId}`)).get()).exists,
    tally: await data(`/refundTallies/${saleId}`),
    day: await dayStat(),
    products: await data(`/productStats/${today()}_GHS`),
    balance: await balance(),
  });

  /** Efua's sale `id` written through the rules and applied by the server. */
  async function soldByEfua(id: string, overrides: Record<string, unknown> = {}) {
    await setDoc(doc(efua(), shop(`/sales/${id}`)), efuasSale(overrides));
    expect(await ledgerOf('sales', id)).toMatchObject({ state: 'applied' });
  }

  beforeAll(async () => {
    ({ env, adminApp, admin } = await openServerEmulators(emulators, `refunds-${SHOP}`));
    await seedStaffedShop(admin, SHOP, ['efua', 'kofi']);
    const set = (path: string, fields: Record<string, unknown>) => admin.doc(shop(path)).set(fields);
    await set('/products/rice', { name: 'Rice 5kg', type: 'Physical', price: 85, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 100, createdAt: created });
    await set('/products/soap', { name: 'Soap', type: 'Physical', price: 40, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 50, createdAt: created });
    await set('/productCosts/rice', { cost: 60 });
    await set('/customers/c1', { name: 'Ama', email: '', phone: '', createdAt: created });
  });

  afterAll(async () => {
    await env?.cleanup();
    if (adminApp) await deleteApp(adminApp);
  });

  it("refuses a manager's cash refund of an unpaid credit sale — the ₵40 stays owed and ₵40 leaves the drawer — and moves nothing", async () => {
    // The owner sells ₵40.00 of soap to Ama on credit, nothing paid at the till.
    const soap = line({ id: 'soap', name: 'Soap', price: 40 });
    const { madeBy: _stamp, accountUid: _account, ...ownersSale } = efuasSale({ items: [soap], subtotal: 40, totalAmount: 40, tenderedAmount: 0, customer: AMA, owed: 40, dueOn: '2099-01-01' });
    await setDoc(doc(owner(), shop('/sales/credit-1')), ownersSale);
    expect(await ledgerOf('sales', 'credit-1')).toMatchObject({ state: 'applied' });
    expect(await balance()).toBe(4000);
    const before = await moved('credit-1', 'cash-1', 'soap');
    // Kofi hands the ₵40.00 back in cash, taking nothing off the account: the rules let it through.
    await setDoc(doc(kofi(), shop('/refunds/cash-1')), kofisRefund('credit-1', { items: [soap], amount: 40, customer: AMA }));
    expect(await ledgerOf('refunds', 'cash-1')).toMatchObject({ state: 'refused', refusal: { code: 'credit-mismatch', creditMinor: 0, expectedMinor: 4000, balanceMinor: 4000 } });
    expect(await moved('credit-1', 'cash-1', 'soap')).toEqual(before);
    // Taken off the account as refundCreditMinor says, the same refund applies.
    await setDoc(doc(kofi(), shop('/refunds/off-1')), kofisRefund('credit-1', { items: [soap], amount: 40, customer: AMA, credit: 40 }));
    expect(await ledgerOf('refunds', 'off-1')).toMatchObject({ state: 'applied' });
    expect(await balance()).toBe(0);
    expect(await stock('soap')).toBe(before.stock + 1);
    expect(await data('/refundTallies/credit-1')).toMatchObject({ refundedMinor: 4000, creditedMinor: 4000, units: { soap: 1 }, moved: { soap: 1 }, refundId: 'off-1' });
  });

  it('refuses a refund claiming more units than are left, and moves nothing', async () => {
    await soldByEfua('sold-2');
    const before = await moved('sold-2', 'many-1');
    // 3 units of a sale of 2, for no more money than its total: within every bound the rules hold.
    await setDoc(doc(kofi(), shop('/refunds/many-1')), kofisRefund('sold-2', { items: [line({ quantity: 3 })], amount: 170 }));
    expect(await ledgerOf('refunds', 'many-1')).toMatchObject({ state: 'refused', refusal: { code: 'more-than-left', productId: 'rice', units: 3, leftUnits: 2 } });
    expect(await moved('sold-2', 'many-1')).toEqual(before);
  });

  it('restocks, lowers the day and counts the tally of an honest refund once, however often and at once it is delivered', async () => {
    await soldByEfua('sold-3');
    const before = await moved('sold-3', 'honest-1');
    const ref = admin.doc(shop('/refunds/honest-1'));
    await setDoc(doc(kofi(), shop('/refunds/honest-1')), kofisRefund('sold-3'));
    // Every event delivered again, three times at once, beside the trigger's own delivery.
    const outcomes = await Promise.all([1, 2, 3].map(() => asTheTrigger(() => deriveRefund(admin, SHOP, ref))));
    expect(outcomes.filter((o) => o.state === 'applied').length).toBeLessThanOrEqual(1);
    expect(await ledgerOf('refunds', 'honest-1')).toMatchObject({ state: 'applied' });
    expect(await deriveRefund(admin, SHOP, ref)).toEqual({ state: 'already' });
    const after = await moved('sold-3', 'honest-1');
    expect(after.stock).toBe(before.stock + 1);
    expect(after.movement).toBe(true);
    expect(await data('/stockMovements/honest-1_rice')).toMatchObject({ productId: 'rice', change: 1, reason: 'refund', saleId: 'sold-3', refundId: 'honest-1', ledger: { state: 'applied' } });
    expect(after.tally).toMatchObject({ saleId: 'sold-3', refundedMinor: 8500, units: { rice: 1 }, moved: { rice: 1 }, refundId: 'honest-1' });
    const day = (field: string) => ((after.day?.[field] as number | undefined) ?? 0) - ((before.day?.[field] as number | undefined) ?? 0);
    // Its money off the day, one refund more, and the cost the sale line kept (₵60.00) back.
    expect([day('revenueMinor'), day('salesCount'), day('refundsCount'), day('costedRevenueMinor'), day('costMinor')]).toEqual([-8500, 0, 1, -8500, -6000]);
    expect((await data('/refunds/honest-1'))?.items).toEqual([expect.objectContaining({ id: 'rice', quantity: 1, cost: 60 })]);
    // The other unit, then nothing more.
    await setDoc(doc(kofi(), shop('/refunds/honest-2')), kofisRefund('sold-3'));
    expect(await ledgerOf('refunds', 'honest-2')).toMatchObject({ state: 'applied' });
    await setDoc(doc(kofi(), shop('/refunds/honest-3')), kofisRefund('sold-3'));
    expect(await ledgerOf('refunds', 'honest-3')).toMatchObject({ state: 'refused', refusal: { code: 'more-than-left', leftUnits: 0 } });
    expect(await stock()).toBe(before.stock + 2);
  });

  it('applies a refund written right after its sale, before the server has derived the sale', async () => {
    const rungAt = Timestamp.fromMillis(Date.now() - 1000);
    const stockBefore = await stock();
    await Promise.all([setDoc(doc(efua(), shop('/sales/quick-1')), efuasSale({ createdAt: rungAt })), new Promise((resolve) => setTimeout(resolve, 50))]);
    // The sale is on file but not yet judged: the refund is written at once.
    await setDoc(doc(kofi(), shop('/refunds/quick-r1')), kofisRefund('quick-1'));
    expect(await ledgerOf('refunds', 'quick-r1')).toMatchObject({ state: 'applied' });
    expect(await ledgerOf('sales', 'quick-1')).toMatchObject({ state: 'applied' });
    expect(await stock()).toBe(stockBefore - 2 + 1);
    expect(await data('/refundTallies/quick-1')).toMatchObject({ refundedMinor: 8500, moved: { rice: 1 } });
  });

  it("refuses a refund of a sale the server refused, and a cashier's own account's (a refund needs a manager's PIN)", async () => {
    // Efua's sale at a price below the catalogue's is refused: there is nothing to give back.
    await setDoc(doc(efua(), shop('/sales/short-1')), efuasSale({ items: [line({ price: 1, quantity: 2 })], subtotal: 2, totalAmount: 2, tenderedAmount: 2 }));
    expect(await ledgerOf('sales', 'short-1')).toMatchObject({ state: 'refused' });
    await setDoc(doc(kofi(), shop('/refunds/of-refused')), kofisRefund('short-1', { items: [line({ price: 1 })], amount: 1 }));
    expect(await ledgerOf('refunds', 'of-refused')).toMatchObject({ state: 'refused', refusal: { code: 'sale-refused' } });
    // The rules refuse a cashier's refund; written past them (as a forged till cannot), the server refuses it too.
    await soldByEfua('sold-5');
    await admin.doc(shop('/refunds/efuas-1')).set({ ...kofisRefund('sold-5', { madeBy: EFUA, accountUid: 'efua-uid' }), createdAt: new Date() });
    expect(await ledgerOf('refunds', 'efuas-1')).toMatchObject({ state: 'refused', refusal: { code: 'author-not-allowed', role: 'cashier' } });
  });
});
