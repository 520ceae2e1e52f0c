// The storefront's first view on Firebase (published-store-rest.ts) on the emulators: the REST
// reader reads the record the adapter published (saveOnlineStore → the server's publishOnlineStore)
// exactly as the adapter's own read gives it, as a stranger (no sign-in, the rules' public get),
// and says "no such store" for an unknown name and for a store turned off, as the adapter does.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmulatedBackend, emulatorHelpers, LIVE_TIMEOUT_MS } from '../../testing/firebase-emulator-harness';
import { productDraft, sampleStore } from '../../testing/contract';
import type { FirebaseBackend } from './firebase-backend';
import { readPublishedStoreOverRest } from './published-store-rest';

const emulators = inject('firebaseEmulators');
const reason = emulators.functions ? null : `the server's functions need the official Firestore emulator (${emulators.engine ?? 'the JavaScript stand-in'} runs here)`;
if (reason) console.warn(`[firebase] published store REST reader suite skipped: ${reason}`);

describe.skipIf(reason !== null)('readPublishedStoreOverRest (Firestore emulator)', () => {
  let backend: FirebaseBackend;
  let uid: string;
  const name = `rest-${Date.now().toString(36)}`;
  const rest = (typed: string) => readPublishedStoreOverRest(typed, { projectId: emulators.projectId, apiKey: 'demo-api-key', emulatorHost: emulators.firestore });

  beforeAll(async () => {
    backend = createEmulatedBackend(emulators);
    await backend.authStateReady();
    const email = `${name}@example.com`;
    await backend.signUp({ email, password: 'correct-horse-1', profile: { businessName: "Ama's Fabrics", ownerName: 'Ama', businessType: 'Retail', phone: '+233 20 000 0000', address: 'Accra' } });
    await emulatorHelpers(emulators).verifyEmail(backend, email);
    uid = (await backend.signIn(email, 'correct-horse-1')).uid;
    await backend.addProduct(uid, productDraft({ name: 'Kente cloth', priceMinor: 12050, quantity: 5 }));
    await backend.addProduct(uid, productDraft({ name: 'Shea butter', priceMinor: 4500, quantity: 0 }));
    await backend.saveOnlineStore(uid, sampleStore(name));
  }, LIVE_TIMEOUT_MS);

  afterAll(async () => {
    await backend?.signOut().catch(() => {});
    await backend?.close();
  });

  it('reads what the adapter published, as the adapter reads it', async () => {
    const adapters = await backend.readPublishedStore(name);
    expect(adapters?.products.map((p) => [p.name, p.priceMinor, p.orderableUnits])).toEqual([
      ['Kente cloth', 12050, 5],
      ['Shea butter', 4500, 0],
    ]);
    const read = await rest(name.toUpperCase());
    expect(read).toEqual(adapters);
    expect(read?.publishedAt).toBeInstanceOf(Date);
    expect(read?.shopName).toBe("Ama's Fabrics");
  });

  it('says "no such store" for an unknown name and for a store turned off, as the adapter does', async () => {
    expect(await backend.readPublishedStore('no-such-shop')).toBeNull();
    expect(await rest('no-such-shop')).toBeNull();
    await backend.saveOnlineStore(uid, sampleStore(name, { enabled: false }));
    expect(await backend.readPublishedStore(name)).toBeNull();
    expect(await rest(name)).toBeNull();
  });
});
