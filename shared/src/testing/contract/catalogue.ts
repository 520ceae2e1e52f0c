// The Backend contract, products and customers: added, changed, deleted, delivered live.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../domain/entities';
import type { Backend } from '../../backend/port';
import { expectCode, imageFile, productDraft } from './support';
import type { ContractContext } from './support';

export function catalogueContract<B extends Backend>(context: ContractContext<B>): void {
  const { watch, signUpVerified, productsOf } = context;
  let backend: B;
  beforeEach(() => {
    backend = context.backend;
  });

  describe('products and customers', () => {
    it('adds, updates and deletes products with live updates', async () => {
      const { uid } = await signUpVerified();
      const products = watch<Product[]>((next, error) => backend.subscribeProducts(uid, next, error));
      await products.until((list) => list.length === 0, 'no products');

      const id = await backend.addProduct(uid, productDraft());
      const [added] = await products.until((list) => list.length === 1, 'the added product');
      expect(added).toMatchObject({ ...productDraft(), id });
      expect(added?.createdAt).toBeInstanceOf(Date);

      const secondId = await backend.addProduct(uid, productDraft({ name: 'E-book', type: 'Digital', quantity: undefined, priceMinor: 500 }));
      const both = await products.until((list) => list.length === 2, 'two products');
      expect(both.map((p) => p.id).sort()).toEqual([id, secondId].sort());
      expect(both.find((p) => p.id === secondId)).not.toHaveProperty('quantity');

      await backend.updateProduct(uid, id, { priceMinor: 9999 });
      await products.until((list) => list.find((p) => p.id === id)?.priceMinor === 9999, 'the updated price');
      expect(products.latest()?.find((p) => p.id === id)).toMatchObject({ priceMinor: 9999, quantity: 10, name: 'Kente cloth' });

      await backend.updateProduct(uid, id, { type: 'Digital', quantity: undefined });
      const changed = await products.until((list) => list.find((p) => p.id === id)?.type === 'Digital', 'the type change');
      expect(changed.find((p) => p.id === id)).not.toHaveProperty('quantity');

      await expectCode(backend.updateProduct(uid, 'no-such-product', { priceMinor: 100 }), 'not-found');

      await backend.deleteProduct(uid, id);
      const remaining = await products.until((list) => list.length === 1, 'the deletion');
      expect(remaining[0]?.id).toBe(secondId);
      products.unsubscribe();
    });

    it('deletes the stored image with its product', async () => {
      const { uid } = await signUpVerified();
      const image = await backend.uploadProductImage(uid, imageFile(1024));
      const id = await backend.addProduct(uid, productDraft({ imageUrl: image.url, imagePath: image.path }));
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

      await backend.addProduct(uid, productDraft());
      const second = watch<Product[]>((next, error) => backend.subscribeProducts(uid, next, error));
      await second.until((list) => list.length === 1, 'the product, seen by a later subscriber');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(first.values).toHaveLength(seen);
      second.unsubscribe();
    });

    it('refuses what the forms refuse, with the save message, and writes nothing', async () => {
      const { uid } = await signUpVerified();
      const refused = [
        productDraft({ priceMinor: -500 }),
        productDraft({ priceMinor: Number.NaN }),
        productDraft({ priceMinor: Number.POSITIVE_INFINITY }),
        productDraft({ priceMinor: 1_000_000_001 }),
        productDraft({ quantity: 1.5 }),
        productDraft({ quantity: 1_000_001 }),
        productDraft({ quantity: undefined }),
        productDraft({ currency: 'XOF' as never }),
        productDraft({ type: 'Service' as never }),
        productDraft({ name: '   ' }),
        productDraft({ name: 'N'.repeat(201) }),
        productDraft({ description: 'd'.repeat(20_000) }),
      ];
      for (const draft of refused) {
        const error = await expectCode(backend.addProduct(uid, draft), 'invalid-argument');
        expect(error.message).toMatch(/^Failed to save product\. Please try again\./);
      }
      const id = await backend.addProduct(uid, productDraft({ priceMinor: 500 }));
      await expectCode(backend.updateProduct(uid, id, { priceMinor: -500 }), 'invalid-argument');
      await expectCode(backend.updateProduct(uid, id, { name: '' }), 'invalid-argument');
      await expectCode(backend.updateProduct(uid, id, { type: 'Physical', quantity: 2.5 }), 'invalid-argument');
      expect(await productsOf(uid)).toMatchObject([{ id, priceMinor: 500, name: 'Kente cloth' }]);

      await expectCode(backend.addCustomer(uid, { name: 'C'.repeat(10_000), email: '', phone: '' }), 'invalid-argument');
      await expectCode(backend.addCustomer(uid, { name: 'Ama', email: 'not-an-address', phone: '' }), 'invalid-argument');
      await expectCode(backend.addCustomer(uid, { name: 'Ama', email: '', phone: 'call me' }), 'invalid-argument');
      const customerId = await backend.addCustomer(uid, { name: 'Ama', email: '', phone: '' });
      const error = await expectCode(backend.updateCustomer(uid, customerId, { name: '' }), 'invalid-argument');
      expect(error.message).toMatch(/^Failed to save customer\. Please try again\./);
    });

    it('keeps a barcode, one product to a code in the shop; a wrong check digit and a code taken are refused in words', async () => {
      const { uid } = await signUpVerified();
      const milo = await backend.addProduct(uid, productDraft({ name: 'Milo 400g', barcode: '036000291452' }));
      const sugar = await backend.addProduct(uid, productDraft({ name: 'Sugar 1kg' }));
      expect((await productsOf(uid)).find((p) => p.id === milo)).toMatchObject({ barcode: '036000291452' });

      const wrongDigit = await expectCode(backend.addProduct(uid, productDraft({ barcode: '5000159407237' })), 'invalid-argument');
      expect(wrongDigit.message).toContain("This EAN-13 barcode's last digit should be 6: check the number.");
      // The same bars read as the EAN-13 with its leading 0 are the same barcode.
      const taken = await expectCode(backend.updateProduct(uid, sugar, { barcode: '0036000291452' }), 'failed-precondition');
      expect(taken.message).toContain('Another product already has this barcode: Milo 400g.');
      await expectCode(backend.addProduct(uid, productDraft({ name: 'Copy', barcode: '036000291452' })), 'failed-precondition');

      // A product saved again with its own code, and a code moved once its holder lets it go.
      await backend.updateProduct(uid, milo, { barcode: '036000291452', priceMinor: 4600 });
      await backend.updateProduct(uid, milo, { barcode: undefined });
      await backend.updateProduct(uid, sugar, { barcode: '036000291452' });
      const after = await productsOf(uid);
      expect(after.find((p) => p.id === milo)).not.toHaveProperty('barcode');
      expect(after.find((p) => p.id === sugar)).toMatchObject({ barcode: '036000291452' });
      expect(after).toHaveLength(2);
    });
  });
}
