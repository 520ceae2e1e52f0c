// The memory backend keeps the port's rules (the Backend contract below) and what tests rely on
// beyond them: the sample owner, faults, the calls it was asked.
import { describe, expect, it } from 'vitest';
import type { Customer, Product, Sale } from '../../domain/entities';
import { isBackendError } from '../errors';
import { runBackendContract, sampleStore } from '../../testing/contract';
import type { Backend } from '../port';
import { createMemoryBackend, SAMPLE_OWNER } from './index';
import type { MemoryBackend } from './index';

const handles = new WeakMap<Backend, MemoryBackend>();
function handleOf(backend: Backend): MemoryBackend {
  const handle = handles.get(backend);
  if (!handle) throw new Error('Not a memory backend made by this file');
  return handle;
}

const uid = SAMPLE_OWNER.uid;
const rice: Product = {
  id: 'rice',
  name: 'Rice (5kg)',
  type: 'Physical',
  priceMinor: 8500,
  currency: 'GHS',
  description: '',
  imageUrl: null,
  imagePath: null,
  quantity: 12,
  createdAt: new Date('2026-01-06T10:00:00Z'),
};
const kofi: Customer = { id: 'kofi', name: 'Kofi Boateng', email: '', phone: '024 412 3456', createdAt: new Date('2026-01-07T10:00:00Z') };
const sale: Sale = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  items: [{ id: 'rice', name: 'Rice (5kg)', priceMinor: 8500, currency: 'GHS', quantity: 2, costMinor: null }],
  subtotalMinor: 17_000,
  discountHundredths: 0,
  discountType: 'fixed',
  discountMinor: 0,
  totalMinor: 17_000,
  tenderedMinor: 20_000,
  changeMinor: 3000,
  currency: 'GHS',
  paymentMethod: 'Cash',
  createdAt: new Date('2026-03-14T15:20:00Z'),
  customer: null,
};

/** Every answer of a subscription, and a way to wait for the next one. */
function follow<T>(subscribe: (onNext: (value: T) => void, onError: (error: Error) => void) => () => void) {
  const answers: T[] = [];
  const errors: Error[] = [];
  const stop = subscribe(
    (value) => answers.push(value),
    (error) => errors.push(error),
  );
  return { answers, errors, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createMemoryBackend', () => {
  it('answers a subscription once, then with every write, until unsubscribed', async () => {
    const fake = createMemoryBackend({ products: [rice] });
    const products = follow<Product[]>((next, fail) => fake.backend.subscribeProducts(uid, next, fail));
    await settle();
    expect(products.answers).toEqual([[rice]]);
    const id = await fake.backend.addProduct(uid, { ...rice, name: 'Milo 400g' });
    await fake.backend.updateProduct(uid, 'rice', { quantity: undefined, type: 'Digital' });
    expect(products.answers).toHaveLength(3);
    expect(products.answers[2]?.map((p) => p.id)).toEqual(['rice', id]);
    expect(products.answers[2]?.[0]).not.toHaveProperty('quantity');
    products.stop();
    fake.setProducts([]);
    expect(products.answers).toHaveLength(3);
    expect(fake.calls.addProduct).toHaveLength(1);
  });

  it('refuses anyone but the signed-in owner', async () => {
    const fake = createMemoryBackend({ user: null, customers: [kofi] });
    const customers = follow<Customer[]>((next, fail) => fake.backend.subscribeCustomers(uid, next, fail));
    await settle();
    expect(customers.answers).toEqual([]);
    expect(isBackendError(customers.errors[0], 'permission-denied')).toBe(true);
    await expect(fake.backend.addCustomer(uid, { name: 'Esi', email: '', phone: '' })).rejects.toMatchObject({ code: 'permission-denied' });
    expect(fake.customers()).toEqual([kofi]);
  });

  it('signs the account in and out, telling the auth listeners', async () => {
    const fake = createMemoryBackend({ user: null });
    const users = follow<unknown>((next) => fake.backend.onAuthStateChanged(next));
    await settle();
    await fake.backend.signIn('AMA@example.com', 'secret');
    await fake.backend.signOut();
    expect(users.answers).toEqual([null, { ...SAMPLE_OWNER, email: 'AMA@example.com' }, null]);
    expect(fake.calls.signIn).toEqual([{ email: 'AMA@example.com', password: 'secret' }]);
  });

  it('records sign-ups and Google sign-ins, failing them as told, under the kind it is given', async () => {
    const fake = createMemoryBackend({ kind: 'local', user: null, before: { signUp: (input) => (input.email === 'taken@example.com' ? Promise.reject(new Error('taken')) : Promise.resolve()) } });
    const profile = { businessName: "Ama's Provisions", ownerName: 'Ama Mensah', businessType: 'Provisions shop', phone: '+233 24 412 3456', address: 'Kejetia Market, Kumasi' };
    await fake.backend.signUp({ email: 'ama@example.com', password: 'secret', profile });
    await expect(fake.backend.signUp({ email: 'taken@example.com', password: 'secret', profile })).rejects.toThrow('taken');
    expect(fake.backend.kind).toBe('local');
    expect(fake.calls.signUp.map((input) => input.email)).toEqual(['ama@example.com', 'taken@example.com']);
    expect(fake.user()).toBeNull();
    await fake.backend.signInWithGoogle();
    expect(fake.calls.signInWithGoogle).toBe(1);
    expect(fake.user()).toEqual(SAMPLE_OWNER);
  });

  it('records a sale once, lowering the stock and adding to its day', async () => {
    const fake = createMemoryBackend({ products: [rice] });
    const input = { sale, stockDecrements: [{ productId: 'rice', quantitySold: 2 }] };
    expect(await fake.backend.recordSale(uid, input)).toEqual({ recorded: true });
    expect(await fake.backend.recordSale(uid, input)).toEqual({ recorded: false });
    expect(fake.products()[0]?.quantity).toBe(10);
    expect(fake.sales()).toEqual([sale]);
    expect(fake.dailyStats()).toEqual([{ date: '2026-03-14', revenueMinor: { GHS: 17_000 }, salesCount: 1 }]);
    expect(fake.calls.recordSale).toHaveLength(2);
    await expect(fake.backend.recordSale(uid, { sale: { ...sale, id: 'other' }, stockDecrements: [{ productId: 'gone', quantitySold: 1 }] })).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(fake.sales()).toHaveLength(1);
  });

  it('fails, holds or never answers what the test says, after recording the call', async () => {
    let release = () => {};
    const fake = createMemoryBackend({
      fail: { subscribeSales: new Error('offline'), subscribeCustomers: 'pending', deleteCustomer: new Error('unavailable') },
      before: { addCustomer: () => new Promise<void>((resolve) => (release = resolve)) },
      customers: [kofi],
    });
    const sales = follow<Sale[]>((next, fail) => fake.backend.subscribeSales(uid, next, fail));
    const customers = follow<Customer[]>((next, fail) => fake.backend.subscribeCustomers(uid, next, fail));
    await expect(fake.backend.deleteCustomer(uid, 'kofi')).rejects.toThrow('unavailable');
    expect(fake.calls.deleteCustomer).toEqual(['kofi']);
    expect(fake.customers()).toEqual([kofi]);
    let added = false;
    const adding = fake.backend.addCustomer(uid, { name: 'Esi', email: '', phone: '' }).then(() => (added = true));
    await settle();
    expect(added).toBe(false);
    release();
    await adding;
    expect(fake.customers()).toHaveLength(2);
    expect(sales.errors.map((e) => e.message)).toEqual(['offline']);
    expect(customers.answers).toEqual([]);
  });

  it('stores uploaded images until deleted, refusing what is not an image', async () => {
    const fake = createMemoryBackend();
    const image = new File(['x'], 'milo.png', { type: 'image/png' });
    const { path, url } = await fake.backend.uploadProductImage(uid, image);
    expect(path).toMatch(new RegExp(`^products/${uid}/\\d+_milo\\.png$`));
    expect(await fake.backend.getImageUrl(path)).toBe(url);
    await fake.backend.deleteImage(path);
    expect(fake.images()).toEqual([]);
    await expect(fake.backend.uploadProductImage(uid, new File(['x'], 'prices.txt', { type: 'text/plain' }))).rejects.toMatchObject({
      code: 'storage/invalid-content-type',
    });
  });
});

describe('createMemoryBackend: the online store', () => {
  it("publishes a seeded store at once, and lists the seeded orders newest placed first", async () => {
    const placed = (id: string, at: string) => ({
      id,
      storeName: 'ama-fabrics',
      status: 'received' as const,
      currency: 'GHS' as const,
      lines: [{ productId: 'rice', name: 'Rice (5kg)', type: 'Physical' as const, unitPriceMinor: 8500, quantity: 1 }],
      subtotalMinor: 8500,
      deliveryFeeMinor: 0,
      totalMinor: 8500,
      customer: { name: 'Kofi Boateng', phone: '233244123456' },
      fulfilment: { method: 'pickup' as const },
      paymentOption: 'cash-on-pickup' as const,
      note: '',
      placedAt: new Date(at),
      heldSince: null,
      payment: null,
      cancellation: null,
      updatedAt: new Date(at),
    });
    const fake = createMemoryBackend({ products: [rice], onlineStore: sampleStore('ama-fabrics'), onlineOrders: [placed('older', '2026-03-01T10:00:00Z'), placed('newer', '2026-03-02T10:00:00Z')] });
    await fake.backend.signOut();
    expect((await fake.backend.readPublishedStore('ama-fabrics'))?.products).toEqual([
      { id: 'rice', name: 'Rice (5kg)', type: 'Physical', priceMinor: 8500, description: '', imageUrl: null, orderableUnits: 12 },
    ]);
    expect(fake.onlineOrders().map((order) => order.id)).toEqual(['newer', 'older']);
    expect(fake.onlineStore()?.name).toBe('ama-fabrics');
  });
});

// The memory backend claims to keep the port's rules, so it passes the same contract as the real
// adapters: a story or a component test never runs against a backend that behaves differently.
runBackendContract(
  'memory (tests and stories)',
  async () => {
    const memory = createMemoryBackend({ account: null, user: null });
    handles.set(memory.backend, memory);
    return { backend: memory.backend, cleanup: async () => undefined };
  },
  {
    verifyEmail: async (backend, email) => handleOf(backend).verifyEmail(email),
    completePasswordReset: async (backend, email, newPassword) => handleOf(backend).completePasswordReset(email, newPassword),
    chooseGoogleAccount: (backend, choice) => handleOf(backend).chooseGoogleAccount(choice),
    otherTill: async (backend) => handleOf(backend).anotherTill(),
    setPlan: async (backend, uid, record) => handleOf(backend).setPlan(uid, record),
    payOnDesk: (backend, reference, approved) => handleOf(backend).payOnDesk(reference, approved),
  },
);
