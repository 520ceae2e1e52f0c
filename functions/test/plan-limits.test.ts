// The plan's limits on the real engine (functions/README.md, 'Plans on the server'): the server's
// triggers under the Functions emulator judge what a client wrote past the screens. On Basic the
// 11th product is removed (product-limit.ts, newProductRefusal) and a Pro shop keeps its 11th; a
// view-only shop's sale is refused and moves no stock, while the sales its till rang before the
// shop became view-only (in the trial, in the grace) still land when they arrive (sale-audit.ts,
// 'view-only', judged at the sale's own time within the age bound).
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';

const emulators = inject('firebaseEmulators');
const reason = emulators.functions ? null : `the server's functions need the official Firestore emulator (${emulators.engine ?? 'the JavaScript stand-in'} runs here)`;
if (reason) console.warn(`[functions] plan limits suite skipped: ${reason}`);

const RUN = Date.now().toString(36);
const BASIC = `basic-${RUN}`;
const PRO = `pro-${RUN}`;
const ENDED = `ended-${RUN}`;
const DAY = 86_400_000;
const WAIT_MS = 90_000;

const product = (name: string, createdAt: Date, type = 'Physical') => ({ name, type, price: 85, currency: 'GHS', description: '', imageUrl: null, imagePath: null, ...(type === 'Physical' ? { quantity: 10 } : {}), createdAt });
/** A cash sale as the till stores it (saleToStored): 1 × Rice at ₵85.00, rung at `createdAt` on the owner's till. */
const sale = (createdAt: Date) => ({
  items: [{ id: 'rice', name: 'Rice 5kg', price: 85, currency: 'GHS', quantity: 1 }],
  subtotal: 85, discount: 0, discountType: 'fixed', discountAmount: 0, totalAmount: 85, tenderedAmount: 85, changeDue: 0, currency: 'GHS', paymentMethod: 'Cash', createdAt, customer: null,
});
const business = (uid: string, plan: Record<string, unknown>) => ({ ownerUid: uid, businessName: uid, ownerName: 'Efua', businessType: 'Provisions', phone: '', address: '', email: '', createdAt: new Date(Date.now() - 60 * DAY), ...plan });

describe.skipIf(reason !== null)("the plan's limits, held by the server (Firestore + Functions emulators)", () => {
  let adminApp: App;
  let admin: AdminFirestore;

  async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
    for (const from = Date.now(); Date.now() - from < WAIT_MS; await new Promise((resolve) => setTimeout(resolve, 250))) {
      const value = await read();
      if (value !== undefined) return value;
    }
    throw new Error(`The server never ${what}`);
  }
  const ledgerOf = (uid: string, id: string) => until(async () => (await admin.doc(`businesses/${uid}/sales/${id}`).get()).get('ledger') as { state: string; refusal?: Record<string, unknown> } | undefined, `judged sale ${id}`);
  const stockOf = async (uid: string) => (await admin.doc(`businesses/${uid}/products/rice`).get()).get('quantity') as number;
  /** Ten products made 6 days ago (in the ended shop's trial), a minute apart. */
  async function tenProducts(uid: string) {
    const batch = admin.batch();
    for (let i = 0; i < 10; i++) batch.set(admin.doc(`businesses/${uid}/products/${i === 0 ? 'rice' : `p${i}`}`), product(i === 0 ? 'Rice 5kg' : `Product ${i}`, new Date(Date.now() - 6 * DAY + i * 60_000)));
    await batch.commit();
  }

  beforeAll(async () => {
    process.env.FIRESTORE_EMULATOR_HOST = emulators.firestore;
    adminApp = initializeApp({ projectId: emulators.projectId }, `plan-limits-${RUN}`);
    admin = getFirestore(adminApp);
    const paid = new Date(Date.now() + 30 * DAY);
    await admin.doc(`businesses/${BASIC}`).set(business(BASIC, { plan: 'basic', trialEndsAt: new Date(Date.now() - 30 * DAY), paidUntil: paid }));
    await admin.doc(`businesses/${PRO}`).set(business(PRO, { plan: 'pro', trialEndsAt: new Date(Date.now() - 30 * DAY), paidUntil: paid }));
    // The trial ended 5 days ago: 3 days of grace (PLAN_GRACE_DAYS), view-only for the last 2.
    await admin.doc(`businesses/${ENDED}`).set(business(ENDED, { plan: 'trialing', trialEndsAt: new Date(Date.now() - 5 * DAY) }));
    await Promise.all([tenProducts(BASIC), tenProducts(PRO), tenProducts(ENDED)]);
  });

  afterAll(async () => {
    if (adminApp) await deleteApp(adminApp);
  });

  it('removes the 11th product on Basic, with its refusal kept, and lets Pro keep its 11th', async () => {
    await admin.doc(`businesses/${PRO}/products/eleventh`).set(product('Eleventh', new Date()));
    await admin.doc(`businesses/${BASIC}/products/eleventh`).set(product('Eleventh', new Date()));
    const refused = await until(async () => (await admin.doc(`businesses/${BASIC}/refusedProducts/eleventh`).get()).data(), 'refused the 11th product');
    expect(refused).toMatchObject({ name: 'Eleventh', refusal: 'product-limit' });
    expect((await admin.doc(`businesses/${BASIC}/products/eleventh`).get()).exists).toBe(false);
    expect((await admin.collection(`businesses/${BASIC}/products`).count().get()).data().count).toBe(10);
    // The Pro shop's trigger, fired first, has had as long and a few seconds more: its 11th stays, nothing refused.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await admin.doc(`businesses/${PRO}/products/eleventh`).get()).exists).toBe(true);
    expect((await admin.doc(`businesses/${PRO}/refusedProducts/eleventh`).get()).exists).toBe(false);
  });

  it("refuses a view-only shop's sale and moves no stock, while sales rung in the trial and in the grace land", async () => {
    await admin.doc(`businesses/${ENDED}/sales/in-trial`).set(sale(new Date(Date.now() - 6 * DAY)));
    expect(await ledgerOf(ENDED, 'in-trial')).toMatchObject({ state: 'applied' });
    await admin.doc(`businesses/${ENDED}/sales/in-grace`).set(sale(new Date(Date.now() - 3 * DAY)));
    expect(await ledgerOf(ENDED, 'in-grace')).toMatchObject({ state: 'applied' });
    expect(await stockOf(ENDED)).toBe(8);
    await admin.doc(`businesses/${ENDED}/sales/view-only`).set(sale(new Date()));
    expect(await ledgerOf(ENDED, 'view-only')).toMatchObject({ state: 'refused', refusal: { code: 'view-only' } });
    expect(await stockOf(ENDED)).toBe(8);
  });
});
