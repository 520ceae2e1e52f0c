// The light reader the storefront's first view takes by the configuration (published-store-reader.ts):
// Firebase's REST read is final; the embedded backend's kept record is not, and a record with photos
// kept in this browser (Blob URLs of an earlier page) is left to the backend's read.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dexie } from 'dexie';
import { productDraft, sampleStore } from '../testing/contract';
import { seedLocalAccount } from '../testing/local-seed';
import { createLocalBackend } from '../backend/local/local-backend';
import type { LocalBackend } from '../backend/local/local-backend';
import { publishedStoreReader } from './published-store-reader';

const opened: { backend: LocalBackend; dbName: string }[] = [];

afterEach(async () => {
  for (const { backend } of opened) backend.close();
  for (const { dbName } of opened.splice(0)) await Dexie.delete(dbName);
});

async function shopWith(name: string, imageUrl: string | null) {
  const dbName = `reader-${crypto.randomUUID()}`;
  const backend = createLocalBackend({ dbName, passwordIterations: 1_000 });
  opened.push({ backend, dbName });
  const owner = await seedLocalAccount(backend, { email: `${name}@example.com`, password: 'correct-horse-1' });
  await backend.signIn(owner.email, 'correct-horse-1');
  await backend.addProduct(owner.uid, productDraft({ name: 'Kente cloth', priceMinor: 12050, quantity: 5, imageUrl }));
  await backend.saveOnlineStore(owner.uid, sampleStore(name));
  return dbName;
}

describe('publishedStoreReader', () => {
  it('Firebase: final, through the REST API on the emulator the configuration names', () => {
    const reader = publishedStoreReader({ type: 'firebase', firebase: { apiKey: 'k', projectId: 'p' }, emulators: { firestore: '127.0.0.1:8080' } });
    expect(reader.final).toBe(true);
  });

  it('Firebase: the record the suite’s server wrote into the page is read from it, no GET; a page without one GETs the record', async () => {
    const config = { type: 'firebase', firebase: { apiKey: 'k', projectId: 'p' }, emulators: { firestore: '127.0.0.1:8080' } } as const;
    const document = {
      name: 'projects/p/databases/(default)/documents/publishedStores/ama-fabrics',
      fields: { name: { stringValue: 'ama-fabrics' }, shopName: { stringValue: "Ama's Fabrics" }, products: { arrayValue: { values: [] } }, publishedAt: { timestampValue: '2026-12-01T08:00:00Z' } },
    };
    const fetching = vi.fn(async () => new Response(JSON.stringify(document), { status: 200 }));
    vi.stubGlobal('fetch', fetching);
    try {
      const asked: string[] = [];
      const written = (name: string) => (asked.push(name), name === 'ama-fabrics' ? document : name === 'gone-shop' ? null : undefined);
      const reader = publishedStoreReader(config, { written });
      const store = await reader.read('Ama-Fabrics');
      expect(store?.shopName).toBe("Ama's Fabrics");
      expect(store?.publishedAt).toEqual(new Date('2026-12-01T08:00:00Z'));
      expect(await reader.read('gone-shop')).toBeNull();
      expect(fetching).not.toHaveBeenCalled();
      expect(asked).toEqual(['ama-fabrics', 'gone-shop']);
      expect((await reader.read('kofi-rice'))?.shopName).toBe("Ama's Fabrics");
      expect(fetching).toHaveBeenCalledTimes(1);
      expect(String((fetching.mock.calls[0] as unknown[])[0])).toBe('http://127.0.0.1:8080/v1/projects/p/databases/(default)/documents/publishedStores/kofi-rice');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('embedded backend: the kept record, not final', async () => {
    const reader = publishedStoreReader({ type: 'local', dbName: await shopWith('ama-fabrics', null) });
    expect(reader.final).toBe(false);
    expect((await reader.read('ama-fabrics'))?.products.map((p) => p.name)).toEqual(['Kente cloth']);
  });

  it('embedded backend: a record with a photo kept in this browser is the backend’s to read; one on the web is shown', async () => {
    const kept = publishedStoreReader({ type: 'local', dbName: await shopWith('kofi-rice', 'blob:http://localhost/an-earlier-page') });
    expect(await kept.read('kofi-rice')).toBeNull();
    const web = publishedStoreReader({ type: 'local', dbName: await shopWith('yaw-cloth', 'https://example.com/kente.jpg') });
    expect((await web.read('yaw-cloth'))?.products[0]?.imageUrl).toBe('https://example.com/kente.jpg');
  });
});
