// The server's part of the ledger on the real engine (functions/README.md): the official Firestore
// emulator with firebase/firestore.rules loaded, and the Functions emulator running
// functions/lib/index.js, both started by the `firebase` project's global setup. A till's account
// writes a sale through the rules exactly as the adapter does (the sale alone); the server's
// trigger audits it and derives stock, roll-ups and accounts. Each finding of the forged-till
// review has its case here: what a lying client writes is refused by the server and moves nothing.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, Timestamp } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { deleteApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { applySaleToDailyStat, utcDateKey } from '@shop/shared/domain';
import type { DailyStat } from '@shop/shared/domain';
import { saleFromStored } from '@shop/shared/records';
import type { StoredSale } from '@shop/shared/records';
import { storedSaleOf } from '@shop/shared/testing/stored-sale';
import { openServerEmulators, seedStaffedShop } from './support/server-shop';
import { deriveSale } from '../src/sales';
import { fromStore } from '../src/stored';
// Delivered as the trigger delivers it (src/index.ts): a momentary failure runs it again.
import { derivedDespiteMomentaryFailures as asTheTrigger } from '../src/ledger-mark';

const emulators = inject('firebaseEmulators');
const reason = emulators.functions ? null : `the server's triggers need the official Firestore emulator (${emulators.engine ?? 'the JavaScript stand-in'} runs here)`;
if (reason) console.warn(`[functions] server ledger suite skipped: ${reason}`);
setLogLevel('silent');

const DAY_MS = 24 * 60 * 60 * 1000;
const SHOP = `shop-${Date.now().toString(36)}`;
/** When the shop's records were made (the Admin SDK writes Dates). */
const created = new Date('2024-05-01T10:00:00Z');
const EFUA = { id: 'm1', name: 'Efua' };

const line = (overrides: Record<string, unknown> = {}) => ({ id: 'rice', name: 'Rice 5kg', price: 85, currency: 'GHS', quantity: 1, ...overrides });
/** A cash sale as a till stores it: 1 × Rice at ₵85.00, made just now. */
const sale = (overrides: Record<string, unknown> = {}) => storedSaleOf({ lines: [{ id: 'rice', name: 'Rice 5kg', priceMinor: 8500, quantity: 1 }], tenderedMinor: 8500 }, overrides);
/** Efua's sale from her own account: her stamp and her account's uid. */
const efuasSale = (overrides: Record<string, unknown> = {}) => sale({ madeBy: EFUA, accountUid: 'efua-uid', ...overrides });

describe.skipIf(reason !== null)('the server ledger: sales written by tills, audited and derived (Firestore + Functions emulators)', () => {
  let env: RulesTestEnvironment;
  let adminApp: App;
  let admin: AdminFirestore;
  const shop = (path = '') => `businesses/${SHOP}${path}`;
  const efua = () => env.authenticatedContext('efua-uid', { email: 'efua@example.com', email_verified: true }).firestore() as unknown as Firestore;
  const owner = () => env.authenticatedContext(SHOP, { email: 'owner@example.com', email_verified: true }).firestore() as unknown as Firestore;

  /** What the server left on a sale once its trigger ran: waits for `ledger` (the trigger takes a moment). */
  async function ledgerOf(id: string): Promise<{ state: string; refusal?: { code: string } }> {
    for (const started = Date.now(); Date.now() - started < 30_000; await new Promise((resolve) => setTimeout(resolve, 150))) {
      const ledger: unknown = (await admin.doc(shop(`/sales/${id}`)).get()).get('ledger');
      if (ledger) return ledger as { state: string; refusal?: { code: string } };
    }
    throw new Error(`The server never derived sale ${id}`);
  }
  const stock = async (id: string) => (await admin.doc(shop(`/products/${id}`)).get()).get('quantity') as number;
  const movement = async (saleId: string, productId: string) => (await admin.doc(shop(`/stockMovements/${saleId}_${productId}`)).get()).exists;
  const today = () => utcDateKey(new Date());
  const dayStat = async () => (await admin.doc(shop(`/dailyStats/${today()}_GHS`)).get()).data() ?? null;

  beforeAll(async () => {
    ({ env, adminApp, admin } = await openServerEmulators(emulators, `server-ledger-${SHOP}`));
    await seedStaffedShop(admin, SHOP, ['efua', 'kofi'], { cashierDiscountLimitHundredths: 1000 });
    const set = (path: string, data: Record<string, unknown>) => admin.doc(shop(path)).set(data);
    await set('/products/rice', { name: 'Rice 5kg', type: 'Physical', price: 85, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 100, createdAt: created });
    await set('/products/oil', { name: 'Palm oil', type: 'Physical', price: 25, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 100, createdAt: created });
    await set('/productCosts/rice', { cost: 60 });
  });

  afterAll(async () => {
    await env?.cleanup();
    if (adminApp) await deleteApp(adminApp);
  });

  it('derives an honest sale: stock, its movement, the day, the line cost from the catalogue', async () => {
    const before = await stock('rice');
    await setDoc(doc(efua(), shop('/sales/honest-1')), efuasSale({ items: [line({ quantity: 2 })], subtotal: 170, totalAmount: 170, tenderedAmount: 200, changeDue: 30 }));
    expect(await ledgerOf('honest-1')).toMatchObject({ state: 'applied' });
    expect(await stock('rice')).toBe(before - 2);
    expect(await movement('honest-1', 'rice')).toBe(true);
    const stored = (await admin.doc(shop('/sales/honest-1')).get()).data() as { items: { cost: number }[] };
    expect(stored.items[0]?.cost).toBe(60);
  });

  it('refuses ₵850.00 of goods rung as ₵8.50 and moves nothing', async () => {
    const [stockBefore, dayBefore] = [await stock('rice'), await dayStat()];
    await setDoc(doc(efua(), shop('/sales/short-1')), efuasSale({ items: [line({ price: 0.85, quantity: 10 })], subtotal: 8.5, totalAmount: 8.5, tenderedAmount: 8.5 }));
    expect(await ledgerOf('short-1')).toMatchObject({ state: 'refused', refusal: { code: 'price-below-catalogue', rungMinor: 850, cataloguePricedMinor: 85_000 } });
    expect(await stock('rice')).toBe(stockBefore);
    expect(await movement('short-1', 'rice')).toBe(false);
    expect(await dayStat()).toEqual(dayBefore);
  });

  it('refuses a subtotal that is not the sum of its lines', async () => {
    await setDoc(doc(efua(), shop('/sales/short-2')), efuasSale({ items: [line({ quantity: 10 })], subtotal: 8.5, totalAmount: 8.5, tenderedAmount: 8.5 }));
    expect(await ledgerOf('short-2')).toMatchObject({ state: 'refused', refusal: { code: 'malformed' } });
  });

  it('refuses a percentage discount whose amount is not the percentage (90 % off against a 10 % limit)', async () => {
    const items = [line({ id: 'oil', name: 'Palm oil', price: 25, quantity: 1 })];
    await setDoc(doc(efua(), shop('/sales/discount-1')), efuasSale({ items, subtotal: 25, discountType: 'percentage', discount: 0, discountAmount: 22.5, totalAmount: 2.5, tenderedAmount: 2.5 }));
    expect(await ledgerOf('discount-1')).toMatchObject({ state: 'refused', refusal: { code: 'malformed' } });
    await setDoc(doc(efua(), shop('/sales/discount-2')), efuasSale({ items, subtotal: 25, discountType: 'percentage', discount: 90, discountAmount: 22.5, totalAmount: 2.5, tenderedAmount: 2.5 }));
    expect(await ledgerOf('discount-2')).toMatchObject({ state: 'refused', refusal: { code: 'discount-over-limit', shareHundredths: 9000, limitHundredths: 1000 } });
  });

  it("never keeps a till's line cost: ₵9,999 claimed on a ₵25.00 line is replaced by the server's (none known)", async () => {
    const items = [line({ id: 'oil', name: 'Palm oil', price: 25, quantity: 1, cost: 9999 })];
    await setDoc(doc(efua(), shop('/sales/cost-1')), efuasSale({ items, subtotal: 25, totalAmount: 25, tenderedAmount: 25 }));
    expect(await ledgerOf('cost-1')).toMatchObject({ state: 'applied' });
    const stored = (await admin.doc(shop('/sales/cost-1')).get()).data() as { items: { cost: number | null }[] };
    expect(stored.items[0]?.cost).toBeNull();
  });

  it("keeps each variant of a product apart (domain/variants.ts): L rung at M's price is refused and moves nothing; L at its own price takes L's stock and L's cost, never M's", async () => {
    const variant = (values: string[]) => ({ productId: 'dress', productName: 'Summer dress', options: ['Size'], values });
    const dress = (size: string, price: number, quantity: number) => ({ name: `Summer dress (${size})`, type: 'Physical', price, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity, variant: variant([size]), createdAt: created });
    await admin.doc(shop('/products/dress-m')).set(dress('M', 120, 5));
    await admin.doc(shop('/products/dress-l')).set(dress('L', 130, 2));
    await admin.doc(shop('/productCosts/dress-l')).set({ cost: 80 });
    await admin.doc(shop('/productCosts/dress-m')).set({ cost: 70 });
    const lAt = (price: number) => [line({ id: 'dress-l', name: 'Summer dress (L)', price, quantity: 1, cost: 70 })];
    await setDoc(doc(efua(), shop('/sales/variant-forged')), efuasSale({ items: lAt(120), subtotal: 120, totalAmount: 120, tenderedAmount: 120 }));
    expect(await ledgerOf('variant-forged')).toMatchObject({ state: 'refused', refusal: { code: 'price-below-catalogue', rungMinor: 12_000, cataloguePricedMinor: 13_000 } });
    expect([await stock('dress-m'), await stock('dress-l')]).toEqual([5, 2]);
    await setDoc(doc(efua(), shop('/sales/variant-honest')), efuasSale({ items: lAt(130), subtotal: 130, totalAmount: 130, tenderedAmount: 130 }));
    expect(await ledgerOf('variant-honest')).toMatchObject({ state: 'applied' });
    expect([await stock('dress-m'), await stock('dress-l')]).toEqual([5, 1]);
    expect(await movement('variant-honest', 'dress-l')).toBe(true);
    const stored = (await admin.doc(shop('/sales/variant-honest')).get()).data() as { items: { cost: number }[] };
    expect(stored.items[0]?.cost).toBe(80);
  });

  it('refuses a sale dated years back, into a day long closed', async () => {
    await setDoc(doc(efua(), shop('/sales/old-1')), efuasSale({ createdAt: Timestamp.fromMillis(Date.now() - 3 * 365 * DAY_MS) }));
    expect(await ledgerOf('old-1')).toMatchObject({ state: 'refused', refusal: { code: 'dated-too-old' } });
  });

  it("accepts a renamed cashier's queued sale: she is known by her account, not the name on the stamp", async () => {
    await setDoc(doc(efua(), shop('/sales/renamed-1')), efuasSale({ madeBy: { id: 'm1', name: 'Efua Mensah (old name)' } }));
    expect(await ledgerOf('renamed-1')).toMatchObject({ state: 'applied' });
  });

  it("accepts a queued sale rung at the old price before the owner raised it", async () => {
    const rungAt = Timestamp.fromMillis(Date.now() - 60_000);
    await admin.doc(shop('/products/oil')).update({ price: 30 });
    // The server notes the change (productChanged) a moment after the write.
    for (let i = 0; i < 100 && !(await admin.doc(shop('/priceChanges/oil')).get()).exists; i++) await new Promise((resolve) => setTimeout(resolve, 150));
    const items = [line({ id: 'oil', name: 'Palm oil', price: 25, quantity: 1 })];
    await setDoc(doc(efua(), shop('/sales/queued-1')), efuasSale({ items, subtotal: 25, totalAmount: 25, tenderedAmount: 25, createdAt: rungAt }));
    expect(await ledgerOf('queued-1')).toMatchObject({ state: 'applied' });
    await setDoc(doc(efua(), shop('/sales/queued-2')), efuasSale({ items, subtotal: 25, totalAmount: 25, tenderedAmount: 25 }));
    expect(await ledgerOf('queued-2')).toMatchObject({ state: 'refused', refusal: { code: 'price-below-catalogue' } });
  });

  it("accepts a queued sale rung under the discount limit the owner lowered before it synced, and holds a new one to the new limit", async () => {
    const items = [line({ id: 'oil', name: 'Palm oil', price: 30, quantity: 1 })];
    // 8 % off ₵30.00: within the shop's 10 %, above the 5 % the owner sets next.
    const eightPercent = { items, subtotal: 30, discountType: 'percentage', discount: 8, discountAmount: 2.4, totalAmount: 27.6, tenderedAmount: 27.6 };
    const rungAt = Timestamp.fromMillis(Date.now() - 60_000);
    await admin.doc(shop()).update({ cashierDiscountLimitHundredths: 500 });
    for (let i = 0; i < 100 && !(await admin.doc(shop('/settingsChanges/till')).get()).exists; i++) await new Promise((resolve) => setTimeout(resolve, 150));
    await setDoc(doc(efua(), shop('/sales/limit-queued')), efuasSale({ ...eightPercent, createdAt: rungAt }));
    expect(await ledgerOf('limit-queued')).toMatchObject({ state: 'applied' });
    await setDoc(doc(efua(), shop('/sales/limit-new')), efuasSale(eightPercent));
    expect(await ledgerOf('limit-new')).toMatchObject({ state: 'refused', refusal: { code: 'discount-over-limit', shareHundredths: 800, limitHundredths: 500 } });
  });

  it('applies each sale exactly once however often, and in whatever order, its event is delivered; the roll-up equals a rebuild from the sales', async () => {
    const ids = ['twice-1', 'twice-2', 'twice-3'];
    for (const id of ids) await setDoc(doc(owner(), shop(`/sales/${id}`)), sale({ items: [line({ quantity: 1 })] }));
    // Deliver every event again, twice, out of order and at once, beside the trigger's own delivery.
    const deliveries = [...ids, ...ids].reverse().map((id) => asTheTrigger(() => deriveSale(admin, SHOP, admin.doc(shop(`/sales/${id}`)), new Date())));
    await Promise.all(deliveries);
    for (const id of ids) expect(await ledgerOf(id)).toMatchObject({ state: 'applied' });
    const sales = await admin.collection(shop('/sales')).get();
    let rebuilt: DailyStat | undefined;
    for (const snapshot of sales.docs) {
      const stored = fromStore<StoredSale & { ledger?: { state: string } }>({ ...snapshot.data(), id: snapshot.id });
      if (stored.ledger?.state !== 'applied') continue;
      const record = saleFromStored(stored);
      if (utcDateKey(record.createdAt) === today()) rebuilt = applySaleToDailyStat(rebuilt, record);
    }
    const day = await dayStat();
    expect(day).toMatchObject({ salesCount: rebuilt?.salesCount, revenueMinor: rebuilt?.revenueMinor.GHS, costMinor: rebuilt?.costMinor?.GHS ?? 0 });
  });
});
