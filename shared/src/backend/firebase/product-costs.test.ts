// A product's unit cost on Firebase lives apart from the product (`productCosts/{productId}`,
// fields.ts PRODUCT_COST_FIELDS), so that an account that may read products need never read a
// cost: the adapter writes it there and never on the product, moves a legacy product's `cost`
// there when the owner's products are read, and sells, delivers and lists products when the
// costs cannot be read at all (permission-denied: a cashier's account).
import { describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { Product } from '../../domain/entities';
import { observe, productDraft, sampleSale, SAMPLE_PROFILE, uniqueEmail } from '../../testing/contract';
import { createEmulatedBackend, emulatorHelpers } from '../../testing/firebase-emulator-harness';
import type { FirebaseBackend } from './firebase-backend';
import { productsWithCosts } from './catalogue';

const emulators = inject('firebaseEmulators');
const helpers = emulatorHelpers(emulators);
const PASSWORD = 'correct-horse-1';
const [HOST = '127.0.0.1', PORT] = emulators.firestore.split(':');

/** Works as the emulator's administrator on `projectId`, past the rules, with `rules` loaded for it when given. */
async function asAdministrator<T>(work: (admin: Firestore) => Promise<T>, { projectId = emulators.projectId, rules }: { projectId?: string; rules?: string } = {}): Promise<T> {
  const env = await initializeTestEnvironment({ projectId, firestore: { host: HOST, port: Number(PORT), ...(rules ? { rules } : {}) } });
  try {
    let result: T | undefined;
    await env.withSecurityRulesDisabled(async (context) => {
      result = await work(context.firestore() as unknown as Firestore);
    });
    return result as T;
  } finally {
    await env.cleanup();
  }
}

/** A product document and its cost document as stored (undefined: not there). */
async function stored(uid: string, id: string, projectId?: string): Promise<{ product: DocumentData | undefined; cost: DocumentData | undefined }> {
  return asAdministrator(
    async (admin) => {
      const [product, cost] = await Promise.all([getDoc(doc(admin, 'businesses', uid, 'products', id)), getDoc(doc(admin, 'businesses', uid, 'productCosts', id))]);
      return { product: product.data(), cost: cost.data() };
    },
    { projectId },
  );
}

/** Waits until `check` holds of what is stored, polling. */
async function storedUntil(uid: string, id: string, check: (found: Awaited<ReturnType<typeof stored>>) => boolean, what: string, projectId?: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = await stored(uid, id, projectId);
    if (check(found)) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(found)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function signedUpOwner(backend: FirebaseBackend, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await backend.signUp({ email, password: PASSWORD, profile: SAMPLE_PROFILE });
  await helpers.verifyEmail(backend, email);
  return (await backend.signIn(email, PASSWORD)).uid;
}

const byId = (products: readonly Product[], id: string) => products.find((p) => p.id === id);

describe('Firebase adapter: a product\'s cost in a document of its own', () => {
  it('writes the cost to its own document, never on the product, and deletes it with the product', async () => {
    const backend = createEmulatedBackend(emulators);
    try {
      const uid = await signedUpOwner(backend, 'costs-own');
      const id = await backend.addProduct(uid, productDraft({ costMinor: 420, quantity: 10 }));
      expect(await stored(uid, id)).toMatchObject({ cost: { cost: 4.2 } });
      expect((await stored(uid, id)).product).not.toHaveProperty('cost');
      const products = observe<Product[]>((next, error) => backend.subscribeProducts(uid, next, error), 10_000);
      await products.until((list) => byId(list, id)?.costMinor === 420, 'the product with its cost');

      await backend.updateProduct(uid, id, { costMinor: 500 });
      expect((await stored(uid, id)).cost).toEqual({ cost: 5 });
      await backend.updateProduct(uid, id, { costMinor: null });
      expect((await stored(uid, id)).cost).toEqual({ cost: null });
      await products.until((list) => byId(list, id)?.costMinor === null, 'the cost not known');
      await backend.updateProduct(uid, id, { costMinor: undefined });
      expect((await stored(uid, id)).cost).toBeUndefined();
      await products.until((list) => list.length === 1 && !('costMinor' in (byId(list, id) ?? {})), 'the cost gone');

      // A delivery at a unit cost: the server moves the stock and the cost together (functions/README.md): 10 more at ₵6.00, none known before.
      await backend.adjustStock(uid, { id: 'delivery-1', productId: id, adjustment: { reason: 'delivery', received: 10, unitCostMinor: 600 }, at: new Date() });
      expect(await storedUntil(uid, id, (found) => found.product?.quantity === 20 && found.cost?.cost === 6, 'the delivery applied by the server')).toMatchObject({ product: { quantity: 20 }, cost: { cost: 6 } });
      await products.until((list) => byId(list, id)?.costMinor === 600 && byId(list, id)?.quantity === 20, 'the delivery\'s cost');

      await backend.deleteProduct(uid, id);
      expect(await stored(uid, id)).toEqual({ product: undefined, cost: undefined });
      products.unsubscribe();
    } finally {
      await backend.close();
    }
  });

  it('moves a legacy product\'s cost to its own document when the owner\'s products are read, and leaves products from before costs alone', async () => {
    const logged: string[] = [];
    const backend = createEmulatedBackend(emulators, { logError: (message) => logged.push(message) });
    try {
      const uid = await signedUpOwner(backend, 'costs-legacy');
      // Written as an earlier version of the adapter wrote them, past the rules (which no longer take a product's `cost`).
      const legacy = (name: string, fields: Record<string, unknown>) => ({ name, type: 'Physical', price: 12.5, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 10, createdAt: Timestamp.now(), ...fields });
      await asAdministrator(async (admin) => {
        await setDoc(doc(admin, 'businesses', uid, 'products', 'known'), legacy('Known cost', { cost: 9.87 }));
        await setDoc(doc(admin, 'businesses', uid, 'products', 'unknown'), legacy('Cost not known', { cost: null }));
        await setDoc(doc(admin, 'businesses', uid, 'products', 'before-costs'), legacy('From before costs', {}));
        await setDoc(doc(admin, 'businesses', uid, 'products', 'delivered'), legacy('Delivered at a cost', { cost: 10 }));
      });

      // A delivery at a unit cost before the move takes the legacy cost into its average (on the server): 10 at ₵10.00 and 10 at ₵20.00.
      await backend.adjustStock(uid, { id: 'delivery-1', productId: 'delivered', adjustment: { reason: 'delivery', received: 10, unitCostMinor: 2000 }, at: new Date() });
      // (The server may move the legacy cost to its document first, the moment the product is written: costs.ts. Either way, 15.)
      const delivered = await storedUntil(uid, 'delivered', (found) => found.product?.quantity === 20, 'the delivery applied by the server');
      expect(delivered.cost).toEqual({ cost: 15 });
      expect(delivered.product).not.toHaveProperty('cost');

      const products = observe<Product[]>((next, error) => backend.subscribeProducts(uid, next, error), 10_000);
      const seen = await products.until((list) => list.length === 4, 'the four products');
      expect(byId(seen, 'known')?.costMinor).toBe(987);
      expect(byId(seen, 'unknown')?.costMinor).toBeNull();
      expect(byId(seen, 'before-costs')).not.toHaveProperty('costMinor');
      expect(byId(seen, 'delivered')?.costMinor).toBe(1500);

      const known = await storedUntil(uid, 'known', (found) => found.cost !== undefined && !('cost' in (found.product ?? {})), 'the known cost moved');
      expect(known.cost).toEqual({ cost: 9.87 });
      const unknown = await storedUntil(uid, 'unknown', (found) => found.cost !== undefined && !('cost' in (found.product ?? {})), 'the unknown cost moved');
      expect(unknown.cost).toEqual({ cost: null });
      const before = await stored(uid, 'before-costs');
      expect(before.cost).toBeUndefined();
      expect(before.product).toMatchObject({ name: 'From before costs' });
      expect(before.product).not.toHaveProperty('cost');

      // The owner still sees each cost, now from its own document.
      await products.until((list) => byId(list, 'known')?.costMinor === 987 && byId(list, 'unknown')?.costMinor === null && !('costMinor' in (byId(list, 'before-costs') ?? {})), 'the costs after the move');
      expect(logged).toEqual([]);
      products.unsubscribe();
    } finally {
      await backend.close();
    }
  });
});

describe.skipIf(emulators.enforcesRules !== true)('Firebase adapter: a shop whose costs cannot be read (a cashier\'s account)', () => {
  it('lists the products without costs, and records deliveries and sales all the same', async () => {
    // The project's rules, with the cost documents unreadable, in a database of its own: the account
    // is refused them as a cashier's will be (permission-denied), and may read and write the rest.
    const rules = readFileSync(new URL('../../../../firebase/firestore.rules', import.meta.url), 'utf8');
    const unreadable = rules.replace(/match \/productCosts\/\{productId\} \{[^}]*\}/, (block) =>
      block.replace('allow read, delete:', 'allow delete:').replace(/allow read: if [^;]*;/, 'allow read: if false;'),
    );
    expect(unreadable).not.toBe(rules);
    expect(unreadable).not.toMatch(/match \/productCosts\/\{productId\} \{[^}]*allow (read|get|list)(, \w+)*: if (?!false;)/);
    const projectId = `${emulators.projectId}-costs-hidden`;
    await asAdministrator(async () => {}, { projectId, rules: unreadable });
    const backend = createEmulatedBackend(emulators, { databaseProject: projectId });
    try {
      const uid = await signedUpOwner(backend, 'costs-hidden');
      const id = await backend.addProduct(uid, productDraft({ costMinor: 420, quantity: 10, priceMinor: 500 }));
      await asAdministrator(
        async (admin) => {
          // A legacy product's own cost is not shown either.
          await setDoc(doc(admin, 'businesses', uid, 'products', 'legacy'), { name: 'Legacy', type: 'Digital', price: 1, currency: 'GHS', description: '', imageUrl: null, imagePath: null, cost: 0.5, createdAt: Timestamp.now() });
        },
        { projectId },
      );

      const products = observe<Product[]>((next, error) => backend.subscribeProducts(uid, next, error), 10_000);
      const seen = await products.until((list) => list.length === 2, 'the products');
      for (const product of seen) expect(product).not.toHaveProperty('costMinor');

      // A delivery at a unit cost, asked for alone: the cost before it is not known here, so the till's
      // view of the cost after is the unit cost; the server (which this database has none of) would
      // take its own figures. The cost document is not the till's to move.
      expect(await backend.adjustStock(uid, { id: 'delivery-1', productId: id, adjustment: { reason: 'delivery', received: 10, unitCostMinor: 600 }, at: new Date() })).toEqual({ recorded: true });
      const movement = await asAdministrator(async (admin) => (await getDoc(doc(admin, 'businesses', uid, 'stockMovements', 'delivery-1'))).data(), { projectId });
      expect(movement).toMatchObject({ reason: 'delivery', change: 10, unitCost: 6, costAfter: 6 });
      expect((await stored(uid, id, projectId)).cost).toEqual({ cost: 4.2 });
      const sale = sampleSale('sale-1', new Date(), [{ productId: id, quantity: 2, priceMinor: 500 }]);
      expect(await backend.recordSale(uid, { sale, stockDecrements: [{ productId: id, quantitySold: 2 }] })).toEqual({ recorded: true });
      // The products listener goes on, still without costs, showing the till's own delivery and sale (pending-stock.ts).
      const after = await products.until((list) => byId(list, id)?.quantity === 18, 'the stock after the delivery and the sale');
      for (const product of after) expect(product).not.toHaveProperty('costMinor');
      expect(products.errors).toEqual([]);
      products.unsubscribe();
    } finally {
      await backend.close();
    }
  });
});

describe('productsWithCosts', () => {
  const productDoc = (id: string, fields: Record<string, unknown>) => ({
    id,
    data: () => ({ name: id, type: 'Digital', price: 1, currency: 'GHS', description: '', imageUrl: null, imagePath: null, createdAt: Timestamp.fromMillis(0), stockMovementId: 'm1', ...fields }),
  });
  const products = [productDoc('own', {}), productDoc('legacy', { cost: 2.5 }), productDoc('both', { cost: 1 }), productDoc('none', {})];
  const costs = new Map<string, unknown>([
    ['own', 4.2],
    ['both', null],
  ]);

  it('takes each cost from its own document, else from a legacy product document, in minor units', () => {
    const joined = productsWithCosts(products, costs);
    expect(joined.map((p) => [p.id, p.costMinor])).toEqual([
      ['own', 420],
      ['legacy', 250],
      ['both', null],
      ['none', undefined],
    ]);
    expect(joined[3]).not.toHaveProperty('costMinor');
    for (const product of joined) expect(product).not.toHaveProperty('stockMovementId');
  });

  it('gives no product a cost at all when costs are hidden', () => {
    for (const product of productsWithCosts(products, 'hidden')) expect(product).not.toHaveProperty('costMinor');
  });
});
