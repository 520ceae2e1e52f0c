// The Backend contract: one vitest suite every adapter must pass. An adapter's test file calls
// `runBackendContract(name, makeBackend, helpers)`; the helpers do what only the adapter knows how
// to do out of band (follow the link of a verification or reset e-mail, pick a Google account).
// Test-only: not exported from the package entry.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DailyStat, Product, ProductDraft, Sale, StockDecrement } from '../domain/entities';
import { MAX_IMAGE_BYTES, TRIAL_DAYS } from '../domain/constants';
import { VALIDATION_MESSAGES } from '../domain/messages';
import { toMinor } from '../domain/money';
import { DAY_MS } from '../domain/calendar';
import { stockAfterSale } from '../domain/sale';
import { BackendError, messageWithoutPrefix } from './errors';
import type { BackendErrorCode } from './errors';
import type { Backend, BackendUser, ErrorCallback, ImageFile, SignUpProfile, Unsubscribe } from './port';

export interface ContractFixture<B extends Backend = Backend> {
  backend: B;
  /** Releases the backend and removes whatever it stored. */
  cleanup: () => Promise<void>;
}

export interface ContractHelpers<B extends Backend = Backend> {
  /** Follows the link of the verification e-mail last sent to `email`. */
  verifyEmail(backend: B, email: string): Promise<void>;
  /** Follows the link of the password-reset e-mail last sent to `email` and sets `newPassword`. */
  completePasswordReset(backend: B, email: string, newPassword: string): Promise<void>;
  /** Decides what the next `signInWithGoogle` picks; null cancels the popup. */
  chooseGoogleAccount(backend: B, account: { name: string; email: string } | null): void | Promise<void>;
  /** How long to wait for a live update (default 3000 ms). */
  timeoutMs?: number;
}

const PASSWORD = 'correct-horse-1';

export const SAMPLE_PROFILE: SignUpProfile = {
  businessName: 'Ama Fabrics',
  ownerName: 'Ama Mensah',
  businessType: 'Retail',
  phone: '+233 24 123 4567',
  address: '12 Oxford Street, Accra',
};

export function sampleProduct(overrides: Partial<ProductDraft> = {}): ProductDraft {
  return {
    name: 'Kente cloth',
    type: 'Physical',
    price: 120.5,
    currency: 'GHS',
    description: 'Hand-woven',
    imageUrl: null,
    imagePath: null,
    quantity: 10,
    ...overrides,
  };
}

export function sampleSale(id: string, createdAt: Date, lines: { productId: string; quantity: number; price: number }[]): Sale {
  const subtotalMinor = lines.reduce((sum, l) => sum + toMinor(l.price) * l.quantity, 0);
  const total = subtotalMinor / 100;
  return {
    id,
    items: lines.map((l) => ({ id: l.productId, name: `Item ${l.productId}`, price: l.price, currency: 'GHS', quantity: l.quantity })),
    subtotal: total,
    discount: 0,
    discountType: 'fixed',
    discountAmount: 0,
    totalAmount: total,
    tenderedAmount: total,
    changeDue: 0,
    currency: 'GHS',
    paymentMethod: 'Cash',
    createdAt,
    customer: null,
  };
}

export function imageFile(size: number, type = 'image/png', name = 'photo.png'): ImageFile {
  return new File([new Uint8Array(size)], name, { type });
}

/** Rejects unless the promise rejects with a BackendError of `code`; returns that error. */
export async function expectCode(promise: Promise<unknown>, code: BackendErrorCode): Promise<BackendError> {
  let caught: unknown = null;
  try {
    await promise;
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected a rejection with ${code}`).toBeInstanceOf(BackendError);
  expect((caught as BackendError).code).toBe(code);
  return caught as BackendError;
}

export async function waitUntil(condition: () => boolean, timeoutMs: number, what = 'condition'): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export interface Observed<T> {
  values: T[];
  errors: Error[];
  latest(): T | undefined;
  /** Resolves with the latest value once it satisfies `test` (fails on a subscription error). */
  until(test: (value: T) => boolean, what?: string): Promise<T>;
  untilError(): Promise<Error>;
  unsubscribe: Unsubscribe;
}

export function observe<T>(subscribe: (onNext: (value: T) => void, onError: ErrorCallback) => Unsubscribe, timeoutMs = 3000): Observed<T> {
  const values: T[] = [];
  const errors: Error[] = [];
  const unsubscribe = subscribe(
    (value) => values.push(value),
    (error) => errors.push(error),
  );
  return {
    values,
    errors,
    unsubscribe,
    latest: () => values[values.length - 1],
    async until(test, what = 'a matching update') {
      let found: T | undefined;
      await waitUntil(
        () => {
          if (errors.length > 0) throw errors[0];
          if (values.length === 0) return false;
          found = values[values.length - 1] as T;
          return test(found);
        },
        timeoutMs,
        what,
      );
      return found as T;
    },
    async untilError() {
      await waitUntil(() => errors.length > 0, timeoutMs, 'an error');
      return errors[0] as Error;
    },
  };
}

let emailCounter = 0;
/** A fresh address per call, so adapters whose accounts outlive a test never see one twice. */
export function uniqueEmail(label = 'owner'): string {
  emailCounter += 1;
  return `${label}.${Date.now().toString(36)}.${emailCounter}@example.com`;
}

export function runBackendContract<B extends Backend>(
  name: string,
  makeBackend: () => Promise<ContractFixture<B>>,
  helpers: ContractHelpers<B>,
): void {
  const timeout = helpers.timeoutMs ?? 3000;

  describe(`Backend contract: ${name}`, () => {
    let fixture: ContractFixture<B>;
    let backend: B;

    beforeEach(async () => {
      fixture = await makeBackend();
      backend = fixture.backend;
    });

    afterEach(async () => {
      await fixture.cleanup();
    });

    const watch = <T>(subscribe: (onNext: (value: T) => void, onError: ErrorCallback) => Unsubscribe) => observe(subscribe, timeout);

    async function signUpVerified(email = uniqueEmail(), profile: SignUpProfile = SAMPLE_PROFILE): Promise<BackendUser> {
      await backend.signUp({ email, password: PASSWORD, profile });
      await helpers.verifyEmail(backend, email);
      return backend.signIn(email, PASSWORD);
    }

    async function productsOf(uid: string): Promise<Product[]> {
      const observed = watch<Product[]>((next, error) => backend.subscribeProducts(uid, next, error));
      const products = await observed.until(() => true, 'products');
      observed.unsubscribe();
      return products;
    }

    async function salesOf(uid: string): Promise<Sale[]> {
      const observed = watch<Sale[]>((next, error) => backend.subscribeSales(uid, next, error));
      const sales = await observed.until(() => true, 'sales');
      observed.unsubscribe();
      return sales;
    }

    async function statsOf(uid: string, since = '0000-01-01'): Promise<DailyStat[]> {
      const observed = watch<DailyStat[]>((next, error) => backend.subscribeDailyStats(uid, since, next, error));
      const stats = await observed.until(() => true, 'daily stats');
      observed.unsubscribe();
      return stats;
    }

    describe('authentication', () => {
      it('signs up, stores the business profile, sends a verification e-mail and leaves the user signed out', async () => {
        const email = uniqueEmail();
        await backend.signUp({ email, password: PASSWORD, profile: SAMPLE_PROFILE });
        expect(backend.currentUser()).toBeNull();

        await helpers.verifyEmail(backend, email);
        const user = await backend.signIn(email, PASSWORD);
        expect(user).toMatchObject({ email, emailVerified: true });
        expect(backend.currentUser()?.uid).toBe(user.uid);

        const business = await backend.getOrCreateBusiness(user);
        expect(business).toMatchObject({ ...SAMPLE_PROFILE, ownerUid: user.uid, email, plan: 'trialing' });
        expect(business.createdAt).toBeInstanceOf(Date);
        expect(business.trialEndsAt.getTime() - business.createdAt.getTime()).toBe(TRIAL_DAYS * DAY_MS);
      });

      it('refuses sign-in before the e-mail is verified, with the exact message', async () => {
        const email = uniqueEmail();
        await backend.signUp({ email, password: PASSWORD, profile: SAMPLE_PROFILE });
        const error = await expectCode(backend.signIn(email, PASSWORD), 'auth/email-not-verified');
        expect(error.message).toBe(VALIDATION_MESSAGES.verifyEmailBeforeLogin);
        expect(messageWithoutPrefix(error)).toBe(VALIDATION_MESSAGES.verifyEmailBeforeLogin);
        expect(backend.currentUser()).toBeNull();
      });

      it('reports wrong password, unknown user, e-mail in use, weak password and invalid e-mail by code', async () => {
        const email = uniqueEmail();
        await signUpVerified(email);
        await backend.signOut();

        const wrong = await expectCode(backend.signIn(email, 'not-the-password'), 'auth/wrong-password');
        expect(wrong.message).toContain('auth/wrong-password');
        expect(messageWithoutPrefix(wrong)).not.toMatch(/^Firebase/);
        await expectCode(backend.signIn(uniqueEmail('nobody'), PASSWORD), 'auth/user-not-found');
        await expectCode(backend.signUp({ email, password: PASSWORD, profile: SAMPLE_PROFILE }), 'auth/email-already-in-use');
        await expectCode(backend.signUp({ email: uniqueEmail(), password: '12345', profile: SAMPLE_PROFILE }), 'auth/weak-password');
        await expectCode(backend.signUp({ email: 'not-an-email', password: PASSWORD, profile: SAMPLE_PROFILE }), 'auth/invalid-email');
        expect(backend.currentUser()).toBeNull();
      });

      it('treats e-mail addresses case-insensitively', async () => {
        const email = uniqueEmail();
        await signUpVerified(email);
        await backend.signOut();
        const user = await backend.signIn(email.toUpperCase(), PASSWORD);
        expect(user.email).toBe(email);
      });

      it('resets a password through the reset e-mail', async () => {
        const email = uniqueEmail();
        await signUpVerified(email);
        await backend.signOut();

        await backend.sendPasswordReset(email);
        await helpers.completePasswordReset(backend, email, 'a-new-password');
        await expectCode(backend.signIn(email, PASSWORD), 'auth/wrong-password');
        const user = await backend.signIn(email, 'a-new-password');
        expect(user.email).toBe(email);
        await expectCode(backend.sendPasswordReset(uniqueEmail('nobody')), 'auth/user-not-found');
      });

      it('signs out', async () => {
        await signUpVerified();
        expect(backend.currentUser()).not.toBeNull();
        await backend.signOut();
        expect(backend.currentUser()).toBeNull();
      });

      it('reports the auth state once known, then every sign-in and sign-out, until unsubscribed', async () => {
        await backend.authStateReady();
        const states = watch<BackendUser | null>((next, error) => backend.onAuthStateChanged(next, error));
        await waitUntil(() => states.values.length === 1, timeout, 'the initial auth state');
        expect(states.values[0]).toBeNull();

        const user = await signUpVerified();
        await states.until((u) => u?.uid === user.uid, 'the signed-in user');
        await backend.signOut();
        await states.until((u) => u === null && states.values.length >= 3, 'the sign-out');
        expect(states.values.map((u) => u?.uid ?? null)).toEqual([null, user.uid, null]);

        states.unsubscribe();
        await backend.signIn(user.email, PASSWORD);
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(states.values).toHaveLength(3);
      });

      it('signs in with Google and creates the business from the display name', async () => {
        const email = uniqueEmail('google');
        await helpers.chooseGoogleAccount(backend, { name: 'Kofi Boateng', email });
        const user = await backend.signInWithGoogle();
        expect(user).toMatchObject({ email, displayName: 'Kofi Boateng', emailVerified: true });
        expect(backend.currentUser()?.uid).toBe(user.uid);

        const business = await backend.getOrCreateBusiness(user);
        expect(business).toMatchObject({
          ownerUid: user.uid,
          businessName: 'Kofi Boateng',
          ownerName: 'Kofi Boateng',
          businessType: '',
          phone: '',
          address: '',
          email,
          plan: 'trialing',
        });
        expect(business.trialEndsAt.getTime() - business.createdAt.getTime()).toBe(TRIAL_DAYS * DAY_MS);

        const again = await backend.getOrCreateBusiness(user);
        expect(again.createdAt.getTime()).toBe(business.createdAt.getTime());

        await backend.signOut();
        await helpers.chooseGoogleAccount(backend, { name: 'Kofi Boateng', email });
        expect((await backend.signInWithGoogle()).uid).toBe(user.uid);
      });

      it('rejects a cancelled Google sign-in with auth/popup-closed-by-user', async () => {
        await helpers.chooseGoogleAccount(backend, null);
        await expectCode(backend.signInWithGoogle(), 'auth/popup-closed-by-user');
        expect(backend.currentUser()).toBeNull();
      });
    });

    describe('business profile', () => {
      it('delivers the business document live: null while missing, then the created profile', async () => {
        await helpers.chooseGoogleAccount(backend, { name: 'Efua Asante', email: uniqueEmail('google') });
        const user = await backend.signInWithGoogle();
        const business = watch<unknown>((next, error) => backend.subscribeBusiness(user.uid, next, error));
        await business.until((b) => b === null, 'the missing business');
        await backend.getOrCreateBusiness(user);
        const loaded = await business.until((b) => b !== null, 'the created business');
        expect(loaded).toMatchObject({ ownerUid: user.uid, ownerName: 'Efua Asante' });
        business.unsubscribe();
      });
    });

    describe('products and customers', () => {
      it('adds, updates and deletes products with live updates', async () => {
        const { uid } = await signUpVerified();
        const products = watch<Product[]>((next, error) => backend.subscribeProducts(uid, next, error));
        await products.until((list) => list.length === 0, 'no products');

        const id = await backend.addProduct(uid, sampleProduct());
        const [added] = await products.until((list) => list.length === 1, 'the added product');
        expect(added).toMatchObject({ ...sampleProduct(), id });
        expect(added?.createdAt).toBeInstanceOf(Date);

        const secondId = await backend.addProduct(uid, sampleProduct({ name: 'E-book', type: 'Digital', quantity: undefined, price: 5 }));
        const both = await products.until((list) => list.length === 2, 'two products');
        expect(both.map((p) => p.id).sort()).toEqual([id, secondId].sort());
        expect(both.find((p) => p.id === secondId)).not.toHaveProperty('quantity');

        await backend.updateProduct(uid, id, { price: 99.99, quantity: 4 });
        await products.until((list) => list.find((p) => p.id === id)?.price === 99.99, 'the updated price');
        expect(products.latest()?.find((p) => p.id === id)).toMatchObject({ price: 99.99, quantity: 4, name: 'Kente cloth' });

        await backend.updateProduct(uid, id, { type: 'Digital', quantity: undefined });
        const changed = await products.until((list) => list.find((p) => p.id === id)?.type === 'Digital', 'the type change');
        expect(changed.find((p) => p.id === id)).not.toHaveProperty('quantity');

        await expectCode(backend.updateProduct(uid, 'no-such-product', { price: 1 }), 'not-found');

        await backend.deleteProduct(uid, id);
        const remaining = await products.until((list) => list.length === 1, 'the deletion');
        expect(remaining[0]?.id).toBe(secondId);
        products.unsubscribe();
      });

      it('deletes the stored image with its product', async () => {
        const { uid } = await signUpVerified();
        const image = await backend.uploadProductImage(uid, imageFile(1024));
        const id = await backend.addProduct(uid, sampleProduct({ imageUrl: image.url, imagePath: image.path }));
        const [stored] = await productsOf(uid);
        expect(stored?.imagePath).toBe(image.path);
        expect(typeof stored?.imageUrl).toBe('string');

        await backend.deleteProduct(uid, id);
        await expectCode(backend.getImageUrl(image.path), 'storage/object-not-found');
      });

      it('adds, updates and deletes customers with live updates', async () => {
        const { uid } = await signUpVerified();
        const customers = watch<{ id: string; name: string; phone: string }[]>((next, error) => backend.subscribeCustomers(uid, next, error));
        await customers.until((list) => list.length === 0, 'no customers');

        const id = await backend.addCustomer(uid, { name: 'Yaw Owusu', email: '', phone: '0241112222' });
        const [added] = await customers.until((list) => list.length === 1, 'the added customer');
        expect(added).toMatchObject({ id, name: 'Yaw Owusu', email: '', phone: '0241112222' });

        await backend.updateCustomer(uid, id, { phone: '0209998888' });
        await customers.until((list) => list[0]?.phone === '0209998888', 'the updated phone');
        await expectCode(backend.updateCustomer(uid, 'no-such-customer', { name: 'X' }), 'not-found');

        await backend.deleteCustomer(uid, id);
        await customers.until((list) => list.length === 0, 'the deletion');
        customers.unsubscribe();
      });

      it('stops delivering updates once unsubscribed', async () => {
        const { uid } = await signUpVerified();
        const first = watch<Product[]>((next, error) => backend.subscribeProducts(uid, next, error));
        await first.until((list) => list.length === 0, 'no products');
        first.unsubscribe();
        const seen = first.values.length;

        await backend.addProduct(uid, sampleProduct());
        const second = watch<Product[]>((next, error) => backend.subscribeProducts(uid, next, error));
        await second.until((list) => list.length === 1, 'the product, seen by a later subscriber');
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(first.values).toHaveLength(seen);
        second.unsubscribe();
      });
    });

    describe('sales', () => {
      it('records a sale: the sale, the stock decrement and the daily roll-up, delivered live', async () => {
        const { uid } = await signUpVerified();
        const productId = await backend.addProduct(uid, sampleProduct({ quantity: 10, price: 12.5 }));
        const sales = watch<Sale[]>((next, error) => backend.subscribeSales(uid, next, error));
        const stats = watch<DailyStat[]>((next, error) => backend.subscribeDailyStats(uid, '2024-01-01', next, error));
        await sales.until((list) => list.length === 0, 'no sales');

        const createdAt = new Date('2024-05-01T23:30:00.000Z');
        const sale = sampleSale('sale-1', createdAt, [{ productId, quantity: 3, price: 12.5 }]);
        const result = await backend.recordSale(uid, { sale, stockDecrements: [{ productId, quantitySold: 3 }] });
        expect(result).toEqual({ recorded: true });

        const [stored] = await sales.until((list) => list.length === 1, 'the recorded sale');
        expect(stored).toEqual(sale);
        const [stat] = await stats.until((list) => list.length === 1, 'the roll-up');
        expect(stat).toEqual({ date: '2024-05-01', revenueMinor: 3750, salesCount: 1 });
        expect((await productsOf(uid))[0]?.quantity).toBe(7);

        await backend.recordSale(uid, { sale: sampleSale('sale-2', new Date('2024-05-01T08:00:00.000Z'), [{ productId, quantity: 1, price: 0.1 }]), stockDecrements: [] });
        await backend.recordSale(uid, { sale: { ...sampleSale('sale-3', new Date('2024-05-02T00:00:00.000Z'), []), totalAmount: 0.2 }, stockDecrements: [] });
        const after = await stats.until((list) => list.length === 2 && list[0]?.salesCount === 2, 'two days of roll-ups');
        expect(after).toEqual([
          { date: '2024-05-01', revenueMinor: 3760, salesCount: 2 },
          { date: '2024-05-02', revenueMinor: 20, salesCount: 1 },
        ]);
        sales.unsubscribe();
        stats.unsubscribe();
      });

      it('orders sales newest first and filters them by date', async () => {
        const { uid } = await signUpVerified();
        const base = Date.UTC(2024, 4, 10, 12);
        const times = [5, 1, 3, 0, 4, 2].map((d) => new Date(base - d * DAY_MS));
        for (const [i, at] of times.entries()) {
          await backend.recordSale(uid, { sale: sampleSale(`s${i}`, at, []), stockDecrements: [] });
        }
        const all = await salesOf(uid);
        expect(all.map((s) => s.createdAt.getTime())).toEqual([...times].map((t) => t.getTime()).sort((a, b) => b - a));

        const since = new Date(base - 2 * DAY_MS);
        const recent = watch<Sale[]>((next, error) => backend.subscribeSalesSince(uid, since, next, error));
        const list = await recent.until(() => true, 'sales since');
        expect(list.map((s) => s.createdAt.getTime())).toEqual([base, base - DAY_MS, base - 2 * DAY_MS]);

        await backend.recordSale(uid, { sale: sampleSale('late', new Date(base + 1000), []), stockDecrements: [] });
        await backend.recordSale(uid, { sale: sampleSale('old', new Date(base - 30 * DAY_MS), []), stockDecrements: [] });
        const updated = await recent.until((l) => l.length === 4, 'the new sale in the window');
        expect(updated[0]?.id).toBe('late');
        expect(updated.some((s) => s.id === 'old')).toBe(false);
        recent.unsubscribe();

        const page = watch<Sale[]>((next, error) => backend.subscribeSales(uid, next, error, { limit: 2 }));
        expect((await page.until(() => true, 'a page')).map((s) => s.id)).toEqual(['late', 's3']);
        page.unsubscribe();

        const stats = await statsOf(uid, '2024-05-08');
        expect(stats.map((s) => s.date)).toEqual(['2024-05-08', '2024-05-09', '2024-05-10']);
      });

      it('records a replayed sale id once and lowers the stock once', async () => {
        const { uid } = await signUpVerified();
        const productId = await backend.addProduct(uid, sampleProduct({ quantity: 10 }));
        const input = { sale: sampleSale('till-1-0001', new Date('2024-06-01T10:00:00Z'), [{ productId, quantity: 2, price: 5 }]), stockDecrements: [{ productId, quantitySold: 2 }] };
        expect(await backend.recordSale(uid, input)).toEqual({ recorded: true });
        expect(await backend.recordSale(uid, input)).toEqual({ recorded: false });

        expect(await salesOf(uid)).toHaveLength(1);
        expect((await productsOf(uid))[0]?.quantity).toBe(8);
        expect(await statsOf(uid)).toEqual([{ date: '2024-06-01', revenueMinor: 1000, salesCount: 1 }]);
      });

      it('writes nothing when any part of a sale fails', async () => {
        const { uid } = await signUpVerified();
        const productId = await backend.addProduct(uid, sampleProduct({ quantity: 10 }));
        const decrements: StockDecrement[] = [
          { productId, quantitySold: 1 },
          { productId: 'no-such-product', quantitySold: 1 },
        ];
        const sale = sampleSale('half-way', new Date('2024-06-01T10:00:00Z'), [{ productId, quantity: 1, price: 5 }]);
        await expectCode(backend.recordSale(uid, { sale, stockDecrements: decrements }), 'not-found');

        expect(await salesOf(uid)).toEqual([]);
        expect(await statsOf(uid)).toEqual([]);
        expect((await productsOf(uid))[0]?.quantity).toBe(10);
      });

      it('keeps both decrements when two tills sell the same product at once', async () => {
        const { uid } = await signUpVerified();
        const productId = await backend.addProduct(uid, sampleProduct({ quantity: 10 }));
        const at = new Date('2024-06-02T09:00:00Z');
        const results = await Promise.all([
          backend.recordSale(uid, { sale: sampleSale('till-a', at, [{ productId, quantity: 3, price: 1 }]), stockDecrements: [{ productId, quantitySold: 3 }] }),
          backend.recordSale(uid, { sale: sampleSale('till-b', at, [{ productId, quantity: 4, price: 1 }]), stockDecrements: [{ productId, quantitySold: 4 }] }),
        ]);
        expect(results).toEqual([{ recorded: true }, { recorded: true }]);
        expect((await productsOf(uid))[0]?.quantity).toBe(3);
        expect(await salesOf(uid)).toHaveLength(2);
        expect(await statsOf(uid)).toEqual([{ date: '2024-06-02', revenueMinor: 700, salesCount: 2 }]);
      });

      it('lets two tills selling the last unit take the stock below zero, as the domain says', async () => {
        const { uid } = await signUpVerified();
        const productId = await backend.addProduct(uid, sampleProduct({ quantity: 1 }));
        const at = new Date('2024-06-03T09:00:00Z');
        const sell = (id: string) => backend.recordSale(uid, { sale: sampleSale(id, at, [{ productId, quantity: 1, price: 2 }]), stockDecrements: [{ productId, quantitySold: 1 }] });
        expect(await Promise.all([sell('till-a-last'), sell('till-b-last')])).toEqual([{ recorded: true }, { recorded: true }]);
        expect((await productsOf(uid))[0]?.quantity).toBe(stockAfterSale(stockAfterSale(1, 1), 1));
        expect((await productsOf(uid))[0]?.quantity).toBe(-1);
      });
    });

    describe('files', () => {
      it('stores an image of exactly 5MB at products/{uid}/{timestamp}_{filename} and refuses one byte more', async () => {
        const { uid } = await signUpVerified();
        const tooBig = await expectCode(backend.uploadProductImage(uid, imageFile(MAX_IMAGE_BYTES + 1)), 'storage/file-too-large');
        expect(tooBig.message).toBe(VALIDATION_MESSAGES.imageTooLarge);
        await expectCode(backend.uploadProductImage(uid, imageFile(10, 'text/plain', 'notes.txt')), 'storage/invalid-content-type');

        const uploaded = await backend.uploadProductImage(uid, imageFile(MAX_IMAGE_BYTES, 'image/jpeg', 'shirt.jpg'));
        expect(uploaded.path).toMatch(new RegExp(`^products/${uid}/\\d+_shirt\\.jpg$`));
        expect(uploaded.url.length).toBeGreaterThan(0);
        expect(typeof (await backend.getImageUrl(uploaded.path))).toBe('string');

        await backend.deleteImage(uploaded.path);
        await expectCode(backend.getImageUrl(uploaded.path), 'storage/object-not-found');
        await expectCode(backend.deleteImage(uploaded.path), 'storage/object-not-found');
      });
    });

    describe('owner isolation', () => {
      it("refuses every read and write of another owner's data", async () => {
        const ownerA = await signUpVerified(uniqueEmail('a'));
        const productId = await backend.addProduct(ownerA.uid, sampleProduct({ quantity: 5 }));
        const customerId = await backend.addCustomer(ownerA.uid, { name: 'Ngozi', email: '', phone: '' });
        const image = await backend.uploadProductImage(ownerA.uid, imageFile(100));
        await backend.signOut();

        const ownerB = await signUpVerified(uniqueEmail('b'));
        expect(ownerB.uid).not.toBe(ownerA.uid);
        const subscriptions: ((next: (v: unknown) => void, error: ErrorCallback) => Unsubscribe)[] = [
          (next, error) => backend.subscribeBusiness(ownerA.uid, next, error),
          (next, error) => backend.subscribeProducts(ownerA.uid, next, error),
          (next, error) => backend.subscribeCustomers(ownerA.uid, next, error),
          (next, error) => backend.subscribeSales(ownerA.uid, next, error),
          (next, error) => backend.subscribeSalesSince(ownerA.uid, new Date(0), next, error),
          (next, error) => backend.subscribeDailyStats(ownerA.uid, '2000-01-01', next, error),
        ];
        for (const subscribe of subscriptions) {
          const observed = watch(subscribe);
          const error = await observed.untilError();
          expect((error as BackendError).code).toBe('permission-denied');
          expect(observed.values).toEqual([]);
          observed.unsubscribe();
        }

        await expectCode(backend.getOrCreateBusiness(ownerA), 'permission-denied');
        await expectCode(backend.addProduct(ownerA.uid, sampleProduct()), 'permission-denied');
        await expectCode(backend.updateProduct(ownerA.uid, productId, { price: 0 }), 'permission-denied');
        await expectCode(backend.deleteProduct(ownerA.uid, productId), 'permission-denied');
        await expectCode(backend.addCustomer(ownerA.uid, { name: 'X', email: '', phone: '' }), 'permission-denied');
        await expectCode(backend.updateCustomer(ownerA.uid, customerId, { name: 'X' }), 'permission-denied');
        await expectCode(backend.deleteCustomer(ownerA.uid, customerId), 'permission-denied');
        await expectCode(
          backend.recordSale(ownerA.uid, { sale: sampleSale('intruder', new Date(), []), stockDecrements: [{ productId, quantitySold: 5 }] }),
          'permission-denied',
        );
        await expectCode(backend.uploadProductImage(ownerA.uid, imageFile(100)), 'storage/unauthorized');
        await expectCode(backend.getImageUrl(image.path), 'storage/unauthorized');
        await expectCode(backend.deleteImage(image.path), 'storage/unauthorized');
        // B's own sale cannot reach A's stock either.
        await expectCode(
          backend.recordSale(ownerB.uid, { sale: sampleSale('cross', new Date(), []), stockDecrements: [{ productId, quantitySold: 5 }] }),
          'not-found',
        );
        await backend.signOut();

        await backend.signIn(ownerA.email, PASSWORD);
        const [product] = await productsOf(ownerA.uid);
        expect(product).toMatchObject({ id: productId, quantity: 5, price: sampleProduct().price });
        expect(typeof (await backend.getImageUrl(image.path))).toBe('string');
      });

      it('refuses data calls when nobody is signed in', async () => {
        const user = await signUpVerified();
        await backend.signOut();
        await expectCode(backend.addProduct(user.uid, sampleProduct()), 'permission-denied');
        await expectCode(backend.getOrCreateBusiness(user), 'permission-denied');
        const observed = watch((next, error) => backend.subscribeProducts(user.uid, next, error));
        expect(((await observed.untilError()) as BackendError).code).toBe('permission-denied');
        observed.unsubscribe();
        const upload = backend.uploadProductImage(user.uid, imageFile(10));
        await expect(upload).rejects.toSatisfy((e: unknown) => e instanceof BackendError && e.code.startsWith('storage/'));
      });
    });
  });
}
