// A cost still on a product from before costs had documents of their own (functions/src/costs.ts),
// on the real engine: the server moves it off the product at once, so a cashier's account — which
// reads products but never a cost — does not read it; the daily sweep and the trigger meeting on
// the same product move it once, the existing cost document kept.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setLogLevel } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { sweepLegacyCosts } from '../src/costs';

const emulators = inject('firebaseEmulators');
const reason = emulators.functions ? null : `the server's triggers need the official Firestore emulator (${emulators.engine ?? 'the JavaScript stand-in'} runs here)`;
if (reason) console.warn(`[functions] legacy costs suite skipped: ${reason}`);
setLogLevel('silent');

const SHOP = `costs-${Date.now().toString(36)}`;
const created = new Date('2024-05-01T10:00:00Z');

describe.skipIf(reason !== null)('the server moves a cost off a product at once (Firestore + Functions emulators)', () => {
  let env: RulesTestEnvironment;
  let adminApp: App;
  let admin: AdminFirestore;
  const shop = (path = '') => `businesses/${SHOP}${path}`;
  const cashier = () => env.authenticatedContext('efua-uid', { email: 'efua@example.com', email_verified: true }).firestore() as unknown as Firestore;
  const product = (cost: number) => ({ name: 'Rice 5kg', type: 'Physical', price: 85, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 10, createdAt: created, cost });

  async function until(check: () => Promise<boolean>, what: string) {
    for (const started = Date.now(); Date.now() - started < 20_000; await new Promise((resolve) => setTimeout(resolve, 150))) if (await check()) return;
    throw new Error(`Timed out waiting for ${what}`);
  }

  beforeAll(async () => {
    const [host = '127.0.0.1', port] = emulators.firestore.split(':');
    env = await initializeTestEnvironment({ projectId: emulators.projectId, firestore: { host, port: Number(port) } });
    process.env.FIRESTORE_EMULATOR_HOST = emulators.firestore;
    adminApp = initializeApp({ projectId: emulators.projectId }, `costs-${SHOP}`);
    admin = getFirestore(adminApp);
    await admin.doc(shop()).set({ ownerUid: SHOP, businessName: 'Efua Provisions', ownerName: 'Abena', businessType: 'Retail', phone: '', address: '', email: 'owner@example.com', createdAt: new Date(), plan: 'trialing', trialEndsAt: new Date(Date.now() + 86_400_000) });
    await admin.doc(shop('/staff/m1')).set({ name: 'Efua', role: 'cashier', disabled: false, createdAt: created, invitationEmail: 'efua@example.com' });
    await admin.doc(shop('/members/efua-uid')).set({ staffId: 'm1', joinedAt: created });
  });

  afterAll(async () => {
    await env?.cleanup();
    if (adminApp) await deleteApp(adminApp);
  });

  it("moves a product's own cost to its cost document, and the cashier's read of the product carries none", async () => {
    await admin.doc(shop('/products/rice')).set(product(60.5));
    await until(async () => (await admin.doc(shop('/productCosts/rice')).get()).get('cost') === 60.5, 'the cost document');
    await until(async () => (await admin.doc(shop('/products/rice')).get()).get('cost') === undefined, 'the product without its cost');
    const read = await getDoc(doc(cashier(), shop('/products/rice')));
    expect(read.exists()).toBe(true);
    expect(read.data()).not.toHaveProperty('cost');
  });

  it('keeps a newer cost document, and the sweep and the trigger together move a cost once', async () => {
    await admin.doc(shop('/productCosts/oil')).set({ cost: 20 });
    await admin.doc(shop('/products/oil')).set({ ...product(15), name: 'Palm oil' });
    await sweepLegacyCosts(admin);
    await until(async () => (await admin.doc(shop('/products/oil')).get()).get('cost') === undefined, 'the product without its cost');
    expect((await admin.doc(shop('/productCosts/oil')).get()).data()).toEqual({ cost: 20 });
  });
});
