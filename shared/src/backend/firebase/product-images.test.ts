// Product images on Firebase: whoever may edit the shop's products ('edit-products' in the
// permission table: the owner, or a manager on their own account) uploads, replaces and deletes
// them, in the owner's folder (products/{ownerUid}/…), through the port; a cashier's account, a
// manager the owner turned off and another shop are refused by Storage itself (storage.rules, here
// as the emulator's stand-in applies it, reading the member's staff record from Firestore as the
// rules' firestore.get does; the rules themselves run in storage-rules.rules.test.ts where their
// engine runs).
import { describe, expect, inject, it } from 'vitest';
import { ref, uploadBytes } from 'firebase/storage';
import type { Product } from '../../domain/entities';
import { MAX_IMAGE_BYTES } from '../../domain/constants';
import type { ImageFile } from '../port';
import { observe, productDraft, SAMPLE_PROFILE, uniqueEmail } from '../../testing/contract';
import { createEmulatedBackend, emulatorHelpers } from '../../testing/firebase-emulator-harness';
import type { FirebaseBackend } from './firebase-backend';
import { toBackendError } from './errors';

const emulators = inject('firebaseEmulators');
const helpers = emulatorHelpers(emulators);
const PASSWORD = 'correct-horse-1';

const image = (name: string, size = 64, type = 'image/png'): ImageFile => new File([new Uint8Array(size)], name, { type });

/** What Storage answers a direct upload by this backend's account: 'ok', or the port's code for its refusal. */
async function directUpload(backend: FirebaseBackend, path: string, size = 16, contentType = 'image/png'): Promise<string> {
  try {
    await uploadBytes(ref(backend.services.storage, path), new Uint8Array(size), { contentType });
    return 'ok';
  } catch (error) {
    return toBackendError(error).code;
  }
}

describe.skipIf(!emulators.enforcesRules)('Firebase adapter: product images by whoever may edit products', () => {
  it("lets a manager on their own account add and replace a product's image in the owner's folder; refuses a cashier, a manager turned off and another shop", async () => {
    const shop = createEmulatedBackend(emulators);
    const manager = createEmulatedBackend(emulators);
    const cashier = createEmulatedBackend(emulators);
    const rival = createEmulatedBackend(emulators);
    try {
      const ownerEmail = uniqueEmail('owner');
      await shop.signUp({ email: ownerEmail, password: PASSWORD, profile: SAMPLE_PROFILE });
      await helpers.verifyEmail(shop, ownerEmail);
      const { uid } = await shop.signIn(ownerEmail, PASSWORD);
      const managerEmail = uniqueEmail('manager').toLowerCase();
      const cashierEmail = uniqueEmail('cashier').toLowerCase();
      await shop.saveStaffMember(uid, 'kwame', { name: 'Kwame Asante', role: 'manager', pin: '2580', invitationEmail: managerEmail });
      await shop.saveStaffMember(uid, 'efua', { name: 'Efua Owusu', role: 'cashier', pin: '2580', invitationEmail: cashierEmail });
      const join = async (backend: FirebaseBackend, email: string, staffId: string) => {
        await backend.signUp({ email, password: PASSWORD, profile: SAMPLE_PROFILE, joining: true });
        await helpers.verifyEmail(backend, email);
        await backend.signIn(email, PASSWORD);
        const joined = await backend.joinShop();
        expect(joined.member).toEqual({ ownerUid: uid, staffId });
        return joined;
      };
      await join(manager, managerEmail, 'kwame');
      await join(cashier, cashierEmail, 'efua');

      // The manager adds a product with an image: stored in the owner's folder, shown by its URL.
      const first = await manager.uploadProductImage(uid, image('rice.png'));
      expect(first.path).toMatch(new RegExp(`^products/${uid}/\\d+_rice\\.png$`));
      const productId = await manager.addProduct(uid, productDraft({ name: 'Rice', imageUrl: first.url, imagePath: first.path }));
      expect(await manager.getImageUrl(first.path)).toEqual(expect.any(String));
      // …and replaces it, the old one deleted (as the product form does).
      const second = await manager.uploadProductImage(uid, image('rice-new.webp', 128, 'image/webp'));
      await manager.updateProduct(uid, productId, { imageUrl: second.url, imagePath: second.path });
      await manager.deleteImage(first.path);
      await expect(shop.getImageUrl(first.path)).rejects.toMatchObject({ code: 'storage/object-not-found' });
      const products = observe<Product[]>((next, error) => shop.subscribeProducts(uid, next, error), 10_000);
      expect(await products.until((list) => list[0]?.imagePath === second.path, "the owner's list with the new image")).toMatchObject([{ id: productId, imagePath: second.path }]);
      products.unsubscribe();
      // Within the bounds the rules hold everyone to: an image of at most 5 MB, never an SVG.
      expect(await directUpload(manager, `products/${uid}/1_big.png`, MAX_IMAGE_BYTES + 1)).toBe('storage/unauthorized');
      expect(await directUpload(manager, `products/${uid}/1_logo.svg`, 16, 'image/svg+xml')).toBe('storage/unauthorized');

      // A cashier's account may not edit products: the till refuses, and so does Storage.
      await expect(cashier.uploadProductImage(uid, image('gari.png'))).rejects.toBeTruthy();
      expect(await directUpload(cashier, `products/${uid}/2_gari.png`)).toBe('storage/unauthorized');
      await expect(cashier.deleteImage(second.path)).rejects.toBeTruthy();

      // Another shop's owner, signed in and verified, is a stranger here.
      const rivalEmail = uniqueEmail('rival');
      await rival.signUp({ email: rivalEmail, password: PASSWORD, profile: SAMPLE_PROFILE });
      await helpers.verifyEmail(rival, rivalEmail);
      await rival.signIn(rivalEmail, PASSWORD);
      expect(await directUpload(rival, `products/${uid}/3_rice.png`)).toBe('storage/unauthorized');

      // The owner turns the manager off: refused at their next upload.
      await shop.setStaffDisabled(uid, 'kwame', true);
      expect(await directUpload(manager, `products/${uid}/4_rice.png`)).toBe('storage/unauthorized');
      // The owner still may.
      expect((await shop.uploadProductImage(uid, image('owner.gif', 32, 'image/gif'))).path).toMatch(new RegExp(`^products/${uid}/`));
    } finally {
      for (const backend of [shop, manager, cashier, rival]) await backend.close();
    }
  });
});

