// The Backend contract, product images, and owner isolation across every read and write.
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../domain/constants';
import { VALIDATION_MESSAGES } from '../../domain/messages';
import { BackendError } from '../../backend/errors';
import type { Backend, ErrorCallback, Unsubscribe } from '../../backend/port';
import { expectCode, imageFile, PASSWORD, productDraft, sampleSale, uniqueEmail } from './support';
import type { ContractContext } from './support';

export function filesContract<B extends Backend>(context: ContractContext<B>): void {
  const { watch, signUpVerified, productsOf } = context;
  let backend: B;
  beforeEach(() => {
    backend = context.backend;
  });

  describe('files', () => {
    it('stores an image of exactly 5MB at products/{uid}/{timestamp}_{filename} and refuses one byte more', async () => {
      const { uid } = await signUpVerified();
      const tooBig = await expectCode(backend.uploadProductImage(uid, imageFile(MAX_IMAGE_BYTES + 1)), 'storage/file-too-large');
      expect(tooBig.message).toBe(VALIDATION_MESSAGES.imageTooLarge);
      await expectCode(backend.uploadProductImage(uid, imageFile(10, 'text/plain', 'notes.txt')), 'storage/invalid-content-type');
      await expectCode(backend.uploadProductImage(uid, imageFile(10, 'image/svg+xml', 'logo.svg')), 'storage/invalid-content-type');

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
      const productId = await backend.addProduct(ownerA.uid, productDraft({ quantity: 5 }));
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
      await expectCode(backend.addProduct(ownerA.uid, productDraft()), 'permission-denied');
      await expectCode(backend.updateProduct(ownerA.uid, productId, { priceMinor: 0 }), 'permission-denied');
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
      expect(product).toMatchObject({ id: productId, quantity: 5, priceMinor: productDraft().priceMinor });
      expect(typeof (await backend.getImageUrl(image.path))).toBe('string');
    });

    it('refuses data calls when nobody is signed in', async () => {
      const user = await signUpVerified();
      await backend.signOut();
      await expectCode(backend.addProduct(user.uid, productDraft()), 'permission-denied');
      await expectCode(backend.getOrCreateBusiness(user), 'permission-denied');
      const observed = watch((next, error) => backend.subscribeProducts(user.uid, next, error));
      expect(((await observed.untilError()) as BackendError).code).toBe('permission-denied');
      observed.unsubscribe();
      const upload = backend.uploadProductImage(user.uid, imageFile(10));
      await expect(upload).rejects.toSatisfy((e: unknown) => e instanceof BackendError && e.code.startsWith('storage/'));
    });
  });
}
