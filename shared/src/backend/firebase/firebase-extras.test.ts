// What the Firebase adapter does beyond the shared contract: selling while the network is down
// (the sale is applied to the local cache at once and reaches the server when the network
// returns) and the translation of Firebase's error codes.
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { disableNetwork, enableNetwork } from 'firebase/firestore';
import type { Product, Sale } from '../../domain/entities';
import { observe, sampleProduct, sampleSale, SAMPLE_PROFILE, uniqueEmail } from '../contract';
import { createEmulatedBackend, emulatorHelpers } from './emulator-harness';
import { backendCodeFor, toBackendError } from './errors';

const emulators = inject('firebaseEmulators');
const helpers = emulatorHelpers(emulators);
const PASSWORD = 'correct-horse-1';

describe('Firebase adapter: offline sales', () => {
  it('records a sale while offline and delivers it to the server once the network returns', async () => {
    let online = true;
    const till = createEmulatedBackend(emulators, { isOnline: () => online });
    const office = createEmulatedBackend(emulators);
    try {
      const email = uniqueEmail('offline');
      await till.signUp({ email, password: PASSWORD, profile: SAMPLE_PROFILE });
      await helpers.verifyEmail(till, email);
      const { uid, displayName } = await till.signIn(email, PASSWORD);
      expect(displayName).toBe(SAMPLE_PROFILE.ownerName);
      await office.signIn(email, PASSWORD);
      const productId = await till.addProduct(uid, sampleProduct({ quantity: 10, price: 5 }));
      const tillProducts = observe<Product[]>((next, error) => till.subscribeProducts(uid, next, error), 10_000);
      await tillProducts.until((list) => list.length === 1, 'the product at the till');

      online = false;
      await disableNetwork(till.services.firestore);
      const sale = sampleSale('offline-1', new Date('2024-06-03T12:00:00Z'), [{ productId, quantity: 2, price: 5 }]);
      const input = { sale, stockDecrements: [{ productId, quantitySold: 2 }] };
      expect(await till.recordSale(uid, input)).toEqual({ recorded: true });
      expect(await till.recordSale(uid, input)).toEqual({ recorded: false });
      await tillProducts.until((list) => list[0]?.quantity === 8, 'the stock lowered at the till while offline');

      const officeSales = observe<Sale[]>((next, error) => office.subscribeSales(uid, next, error), 10_000);
      await officeSales.until(() => true, 'the office view');
      expect(officeSales.latest()).toEqual([]);

      online = true;
      await enableNetwork(till.services.firestore);
      const [arrived] = await officeSales.until((list) => list.length === 1, 'the sale at the office');
      expect(arrived).toEqual(sale);
      const officeProducts = observe<Product[]>((next, error) => office.subscribeProducts(uid, next, error), 10_000);
      await officeProducts.until((list) => list[0]?.quantity === 8, 'the stock at the office');
      tillProducts.unsubscribe();
      officeSales.unsubscribe();
      officeProducts.unsubscribe();
    } finally {
      await till.close();
      await office.close();
    }
  });
});

describe('Firebase adapter: error codes', () => {
  it("maps Firebase's codes to the port's, keeping the provider's message", () => {
    expect(backendCodeFor('auth/wrong-password')).toBe('auth/wrong-password');
    expect(backendCodeFor('auth/invalid-credential')).toBe('auth/wrong-password');
    expect(backendCodeFor('auth/cancelled-popup-request')).toBe('auth/popup-closed-by-user');
    expect(backendCodeFor('auth/too-many-requests')).toBe('auth/internal-error');
    expect(backendCodeFor('permission-denied')).toBe('permission-denied');
    expect(backendCodeFor('already-exists')).toBe('failed-precondition');
    expect(backendCodeFor('deadline-exceeded')).toBe('unavailable');
    expect(backendCodeFor('resource-exhausted')).toBe('unavailable');
    expect(backendCodeFor('storage/object-not-found')).toBe('storage/object-not-found');
    expect(backendCodeFor('storage/retry-limit-exceeded')).toBe('storage/unknown');

    const error = toBackendError(Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' }));
    expect(error.code).toBe('auth/wrong-password');
    expect(error.message).toBe('Firebase: Error (auth/invalid-credential).');
    expect(toBackendError(new Error('boom')).code).toBe('internal');
  });
});
