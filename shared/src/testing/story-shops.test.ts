import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import type { Business, Product } from '../domain/entities';
import { isBackendError } from '../backend/errors';
import { observe } from './contract';
import { createStoryShop, deleteStaleStoryShops, STORY_SHOP_DB_PREFIX } from './story-shops';
import type { StoryShop, StoryShopParameter } from './story-shops';

const shops: StoryShop[] = [];
let count = 0;

async function shop(parameter: StoryShopParameter): Promise<StoryShop> {
  const created = await createStoryShop(parameter, `${STORY_SHOP_DB_PREFIX}test-${++count}`, new Date('2026-03-14T12:00:00Z'));
  shops.push(created);
  return created;
}

afterEach(async () => {
  for (const created of shops.splice(0)) await created.dispose();
});

const sampleDraft = { name: 'Kente stole', type: 'Physical', priceMinor: 35_000, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 2 } as const;

describe('story shops', () => {
  it('signs the demo owner in on an empty shop', async () => {
    const { backend, user, profile } = await shop('empty');
    expect(user?.email).toBe('akosua@provisions.example.com');
    expect(backend.currentUser()?.uid).toBe(user?.uid);
    const products = observe<Product[]>((next, error) => backend.subscribeProducts(user?.uid as string, next, error));
    expect(await products.until(() => true)).toEqual([]);
    products.unsubscribe();
    expect(profile.businessName).toBe("Akosua's Provisions");
  });

  it('fills the busy shops with the demo data of their market and takes profile changes', async () => {
    const accra = await shop({ seed: 'busy', owner: { ownerName: 'Nana Akosua Serwaa Mensah-Bonsu' } });
    expect(accra.demo?.products.some((p) => p.name === 'Milo 400g tin' && p.currency === 'GHS')).toBe(true);
    expect(accra.demo?.sales).toHaveLength(400);
    const business = observe<Business | null>((next, error) => accra.backend.subscribeBusiness(accra.user?.uid as string, next, error));
    expect((await business.until((b) => b !== null))?.ownerName).toBe('Nana Akosua Serwaa Mensah-Bonsu');
    business.unsubscribe();

    const lagos = await shop('busy-naira');
    expect(lagos.user?.email).toBe('chioma@mamachi.example.com');
    expect(new Set(lagos.demo?.products.map((p) => p.currency))).toEqual(new Set(['NGN']));
  });

  it('leaves the owner signed out but able to log in', async () => {
    const { backend, user, credentials } = await shop('signed-out');
    expect(user).toBeNull();
    expect(backend.currentUser()).toBeNull();
    expect((await backend.signIn(credentials.email, credentials.password)).email).toBe(credentials.email);
  });

  it('never answers a subscription while loading', async () => {
    const { backend, user } = await shop('loading');
    const products = observe<Product[]>((next, error) => backend.subscribeProducts(user?.uid as string, next, error), 100);
    await expect(products.until(() => true)).rejects.toThrow();
    expect(products.errors).toEqual([]);
    products.unsubscribe();
  });

  it('reports a missing business profile', async () => {
    const { backend, user } = await shop('no-business');
    const business = observe<Business | null>((next, error) => backend.subscribeBusiness(user?.uid as string, next, error));
    expect(await business.until(() => true)).toBeNull();
    business.unsubscribe();
  });

  it('fails every read and write of a failing shop, still signed in', async () => {
    const { backend, user } = await shop('failing');
    const uid = user?.uid as string;
    expect(backend.currentUser()?.uid).toBe(uid);
    const sales = observe((next, error) => backend.subscribeSalesSince(uid, new Date(0), next, error));
    expect(isBackendError(await sales.untilError(), 'unavailable')).toBe(true);
    const stats = observe((next, error) => backend.subscribeDailyStats(uid, '2026-01-01', next, error));
    expect(isBackendError(await stats.untilError(), 'unavailable')).toBe(true);
    await expect(backend.addProduct(uid, sampleDraft)).rejects.toMatchObject({ code: 'unavailable' });
    await expect(backend.uploadProductImage(uid, Object.assign(new Blob(['x'], { type: 'image/png' }), { name: 'x.png' }))).rejects.toMatchObject({ code: 'storage/unknown' });
    await expect(backend.signOut()).rejects.toMatchObject({ code: 'auth/network-request-failed' });
    expect(backend.kind).toBe('local');
  });

  it('can fail only the writes of a shop with data', async () => {
    const { backend, user } = await shop({ seed: 'busy', fail: 'writes' });
    const uid = user?.uid as string;
    const products = observe<Product[]>((next, error) => backend.subscribeProducts(uid, next, error));
    expect((await products.until((list) => list.length > 0)).length).toBeGreaterThan(20);
    products.unsubscribe();
    await expect(backend.deleteProduct(uid, 'demo-gh-p0')).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('deletes its database when disposed, and stale story databases on request', async () => {
    const created = await shop('empty');
    await created.dispose();
    shops.pop();
    expect(await Dexie.getDatabaseNames()).not.toContain(created.dbName);

    const kept = await shop('empty');
    const stale = await createStoryShop('empty', `${STORY_SHOP_DB_PREFIX}stale`);
    stale.local.close();
    await deleteStaleStoryShops(new Set([kept.dbName]));
    const names = await Dexie.getDatabaseNames();
    expect(names).toContain(kept.dbName);
    expect(names).not.toContain(`${STORY_SHOP_DB_PREFIX}stale`);
  });
});
