// Deliveries and counts on the real engine (functions/README.md, 'A delivery or a count'): the
// official Firestore emulator with firebase/firestore.rules loaded, and the Functions emulator
// running functions/lib/index.js. A till's account writes the movement alone through the rules, as
// the adapter does; the server's trigger (stockMovementRecorded) checks it and applies it on its own
// stock and cost. The findings it answers: an offline count that arrived after another till moved
// the product was refused and lost; a delivery's weighted average cost was the client's.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { assertFails } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, setLogLevel, Timestamp, writeBatch } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { deleteApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { openServerEmulators, seedStaffedShop } from './support/server-shop';
import { deriveStockMovement } from '../src/stock';
// Delivered as the trigger delivers it (src/index.ts): a momentary failure runs it again.
import { derivedDespiteMomentaryFailures as asTheTrigger } from '../src/ledger-mark';

const emulators = inject('firebaseEmulators');
const reason = emulators.functions ? null : `the server's triggers need the official Firestore emulator (${emulators.engine ?? 'the JavaScript stand-in'} runs here)`;
if (reason) console.warn(`[functions] stock suite skipped: ${reason}`);
setLogLevel('silent');

const SHOP = `stock-${Date.now().toString(36)}`;
const created = new Date('2024-05-01T10:00:00Z');
const EFUA = { id: 'm1', name: 'Efua' };
const KOFI = { id: 'm2', name: 'Kofi' };
const ESI = { id: 'm3', name: 'Esi' };

type Ledger = { state: string; refusal?: Record<string, unknown> };

describe.skipIf(reason !== null)('the server ledger: deliveries and counts asked for by tills, checked and applied (Firestore + Functions emulators)', () => {
  let env: RulesTestEnvironment;
  let adminApp: App;
  let admin: AdminFirestore;
  const shop = (path = '') => `businesses/${SHOP}${path}`;
  const signedIn = (uid: string, email: string) => env.authenticatedContext(uid, { email, email_verified: true }).firestore() as unknown as Firestore;
  const efua = () => signedIn('efua-uid', 'efua@example.com');
  const kofi = () => signedIn('kofi-uid', 'kofi@example.com');
  const owner = () => signedIn(SHOP, 'owner@example.com');

  /** What the server left on a record once its trigger ran: waits for `ledger`. */
  async function ledgerOf(path: string): Promise<Ledger> {
    for (const started = Date.now(); Date.now() - started < 30_000; await new Promise((resolve) => setTimeout(resolve, 150))) {
      const ledger: unknown = (await admin.doc(shop(path)).get()).get('ledger');
      if (ledger) return ledger as Ledger;
    }
    throw new Error(`The server never judged ${path}`);
  }
  const product = async (id: string) => (await admin.doc(shop(`/products/${id}`)).get()).data() ?? {};
  const stock = async (id: string) => (await product(id)).quantity as number;
  const movement = async (id: string) => (await admin.doc(shop(`/stockMovements/${id}`)).get()).data() ?? {};
  const cost = async (id: string) => (await admin.doc(shop(`/productCosts/${id}`)).get()).data();

  /** A delivery or count as a till stores it (the adapter's stockMovementToStored), `at` minutes ago. */
  const asked = (productId: string, fields: Record<string, unknown>, minutesAgo = 0) => ({ productId, counted: null, saleId: null, createdAt: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000), ...fields });
  const kofisCount = (productId: string, counted: number, viewedChange: number, minutesAgo = 0) => asked(productId, { reason: 'count', counted, change: viewedChange, madeBy: KOFI, accountUid: 'kofi-uid' }, minutesAgo);
  /** Efua's cash sale of `quantity` × the product at ₵10.00, from her own account. */
  const efuasSale = (productId: string, quantity: number) => ({
    items: [{ id: productId, name: productId, price: 10, currency: 'GHS', quantity }],
    subtotal: 10 * quantity,
    discount: 0,
    discountType: 'fixed',
    discountAmount: 0,
    totalAmount: 10 * quantity,
    tenderedAmount: 10 * quantity,
    changeDue: 0,
    currency: 'GHS',
    paymentMethod: 'Cash',
    createdAt: Timestamp.now(),
    customer: null,
    madeBy: EFUA,
    accountUid: 'efua-uid',
  });
  /** A product as stored; a field given as undefined is left out (a Digital product carries no quantity). */
  const seedProduct = (id: string, fields: Record<string, unknown> = {}) => {
    const stored = { name: id, type: 'Physical', price: 10, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 100, createdAt: created, ...fields };
    return admin.doc(shop(`/products/${id}`)).set(Object.fromEntries(Object.entries(stored).filter(([, value]) => value !== undefined)));
  };
  /** A movement written past the rules, as if one had reached the server all the same (the Admin SDK takes Dates). */
  const pastTheRules = (id: string, data: Record<string, unknown>) =>
    admin.doc(shop(`/stockMovements/${id}`)).set({ ...data, createdAt: (data.createdAt as Timestamp).toDate() });

  beforeAll(async () => {
    ({ env, adminApp, admin } = await openServerEmulators(emulators, `stock-${SHOP}`));
    await seedStaffedShop(admin, SHOP, ['efua', 'kofi', 'esi']);
  });

  afterAll(async () => {
    await env?.cleanup();
    if (adminApp) await deleteApp(adminApp);
  });

  it("applies an offline count that arrives after another till sold from the product: the stock is what was counted, its change against the server's stock then", async () => {
    await seedProduct('rice', { quantity: 100 });
    // Kofi counts 40 on the shelf with his till offline: it saw 100, so its view of the change is −60.
    const counted = kofisCount('rice', 40, -60, 10);
    // Meanwhile Efua's till sells 3: the server lowers the stock to 97.
    await setDoc(doc(efua(), shop('/sales/rice-sale')), efuasSale('rice', 3));
    expect(await ledgerOf('/sales/rice-sale')).toMatchObject({ state: 'applied' });
    expect(await stock('rice')).toBe(97);
    // Kofi's count arrives: applied, not refused (before, the rules wanted −60 against 97 and the count was lost).
    await setDoc(doc(kofi(), shop('/stockMovements/late-count')), counted);
    expect(await ledgerOf('/stockMovements/late-count')).toMatchObject({ state: 'applied' });
    expect(await product('rice')).toMatchObject({ quantity: 40, stockMovementId: 'late-count' });
    expect(await movement('late-count')).toMatchObject({ reason: 'count', counted: 40, change: -57, accountUid: 'kofi-uid', madeBy: KOFI });
  });

  it("moves a delivery's average cost on the server's stock and cost, never the till's view", async () => {
    // The server holds 10 at ₵5.00 (the cost still on the product document, from before cost documents).
    await seedProduct('oil', { quantity: 10, cost: 5 });
    // Kofi's till saw 4 at ₵3.00 and wrote its view of the cost after: (4 × 3.00 + 10 × 7.01) / 14 = 5.86.
    await setDoc(doc(kofi(), shop('/stockMovements/oil-delivery')), asked('oil', { reason: 'delivery', change: 10, unitCost: 7.01, costAfter: 5.86, madeBy: KOFI, accountUid: 'kofi-uid' }));
    expect(await ledgerOf('/stockMovements/oil-delivery')).toMatchObject({ state: 'applied' });
    // (10 × 5.00 + 10 × 7.01) / 20 = 6.005 → 6.01, on the server's figures.
    expect(await cost('oil')).toEqual({ cost: 6.01 });
    expect(await product('oil')).toMatchObject({ quantity: 20, stockMovementId: 'oil-delivery' });
    expect(await product('oil')).not.toHaveProperty('cost');
    expect(await movement('oil-delivery')).toMatchObject({ change: 10, unitCost: 7.01, costAfter: 6.01 });
    // A delivery without a unit cost leaves the cost as it is.
    await setDoc(doc(owner(), shop('/stockMovements/oil-plain')), asked('oil', { reason: 'delivery', change: 5 }));
    expect(await ledgerOf('/stockMovements/oil-plain')).toMatchObject({ state: 'applied' });
    expect(await stock('oil')).toBe(25);
    expect(await cost('oil')).toEqual({ cost: 6.01 });
  });

  it("refuses a cashier's count on her own account, a member turned off, and a product gone or without stock: each moves nothing", async () => {
    await seedProduct('sugar', { quantity: 30 });
    await seedProduct('airtime', { type: 'Digital', quantity: undefined });
    // The rules refuse Efua's own write outright (a cashier changes stock only with a manager's PIN).
    await assertFails(setDoc(doc(efua(), shop('/stockMovements/efua-count')), asked('sugar', { reason: 'count', counted: 0, change: -30, madeBy: EFUA, accountUid: 'efua-uid' })));
    // Should one reach the server all the same (written past the rules here), the server refuses it too.
    await pastTheRules('efua-count-2', asked('sugar', { reason: 'count', counted: 0, change: -30, madeBy: EFUA, accountUid: 'efua-uid' }));
    expect(await ledgerOf('/stockMovements/efua-count-2')).toMatchObject({ state: 'refused', refusal: { code: 'author-not-allowed', role: 'cashier' } });
    await pastTheRules('esi-delivery', asked('sugar', { reason: 'delivery', change: 50, madeBy: ESI, accountUid: 'esi-uid' }));
    expect(await ledgerOf('/stockMovements/esi-delivery')).toMatchObject({ state: 'refused', refusal: { code: 'author-disabled' } });
    await setDoc(doc(owner(), shop('/stockMovements/gone-count')), asked('no-such-product', { reason: 'count', counted: 5, change: 5 }));
    expect(await ledgerOf('/stockMovements/gone-count')).toMatchObject({ state: 'refused', refusal: { code: 'product-gone', productId: 'no-such-product' } });
    await setDoc(doc(owner(), shop('/stockMovements/airtime-delivery')), asked('airtime', { reason: 'delivery', change: 5 }));
    expect(await ledgerOf('/stockMovements/airtime-delivery')).toMatchObject({ state: 'refused', refusal: { code: 'product-without-stock', productName: 'airtime' } });
    const sugar = await product('sugar');
    expect(sugar.quantity).toBe(30);
    expect(sugar).not.toHaveProperty('stockMovementId');
    expect(await product('airtime')).not.toHaveProperty('stockMovementId');
    expect(await movement('efua-count')).toEqual({});
  });

  it('applies a delivery exactly once however often, and at once, its event is delivered', async () => {
    await seedProduct('beans', { quantity: 7 });
    await setDoc(doc(owner(), shop('/stockMovements/beans-delivery')), asked('beans', { reason: 'delivery', change: 12, unitCost: 2 }));
    const ref = admin.doc(shop('/stockMovements/beans-delivery'));
    // Delivered again four times at once, beside the trigger's own delivery.
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => asTheTrigger(() => deriveStockMovement(admin, SHOP, ref))));
    expect(outcomes.filter((outcome) => outcome.state === 'applied').length).toBeLessThanOrEqual(1);
    expect(await ledgerOf('/stockMovements/beans-delivery')).toMatchObject({ state: 'applied' });
    expect(await deriveStockMovement(admin, SHOP, ref)).toEqual({ state: 'already' });
    expect(await stock('beans')).toBe(19);
    expect(await cost('beans')).toEqual({ cost: 2 });
  });

  it("keeps every product's stock equal to its starting stock plus its applied movements' changes (a rebuild), a starting stock counted once", async () => {
    await seedProduct('flour', { quantity: 50 });
    await seedProduct('tickets', { type: 'Digital', quantity: undefined });
    const o = owner();
    // The owner makes 'tickets' Physical with a starting stock of 7: the count is written beside the
    // product, born applied, and the server never applies it again.
    const start = writeBatch(o);
    start.set(doc(o, shop('/stockMovements/tickets-start')), asked('tickets', { reason: 'count', counted: 7, change: 7, ledger: { state: 'applied', at: serverTimestamp() } }));
    start.update(doc(o, shop('/products/tickets')), { type: 'Physical', quantity: 7, stockMovementId: 'tickets-start' });
    await start.commit();
    await setDoc(doc(o, shop('/stockMovements/tickets-delivery')), asked('tickets', { reason: 'delivery', change: 3 }));
    // Flour: a delivery, a sale on another till, a late count, another delivery, a refused count.
    await setDoc(doc(o, shop('/stockMovements/flour-1')), asked('flour', { reason: 'delivery', change: 20 }));
    await setDoc(doc(efua(), shop('/sales/flour-sale')), efuasSale('flour', 4));
    await setDoc(doc(kofi(), shop('/stockMovements/flour-2')), kofisCount('flour', 60, 10, 30));
    await setDoc(doc(kofi(), shop('/stockMovements/flour-3')), asked('flour', { reason: 'delivery', change: 5, madeBy: KOFI, accountUid: 'kofi-uid' }));
    await pastTheRules('flour-4', asked('flour', { reason: 'count', counted: 0, change: -999, madeBy: EFUA, accountUid: 'efua-uid' }));
    for (const id of ['tickets-start', 'tickets-delivery', 'flour-1', 'flour-2', 'flour-3', 'flour-4']) await ledgerOf(`/stockMovements/${id}`);
    await ledgerOf('/sales/flour-sale');
    expect(await stock('tickets')).toBe(10);
    expect(await movement('tickets-start')).toMatchObject({ change: 7, ledger: { state: 'applied' } });

    const rebuilt = async (id: string, starting: number) => {
      const movements = await admin.collection(shop('/stockMovements')).where('productId', '==', id).get();
      return movements.docs.filter((d) => d.get('ledger.state') === 'applied').reduce((sum, d) => sum + (d.get('change') as number), starting);
    };
    expect(await rebuilt('tickets', 0)).toBe(await stock('tickets'));
    expect(await rebuilt('flour', 50)).toBe(await stock('flour'));
    // Every movement is judged: the server's own born so, the tills' once checked.
    const all = await admin.collection(shop('/stockMovements')).get();
    expect(all.docs.filter((d) => d.get('ledger') === undefined).map((d) => d.id)).toEqual([]);
  });
});
