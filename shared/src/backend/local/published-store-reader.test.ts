// The storefront's first view on the embedded backend (published-store-reader.ts): the record as the
// local adapter reads it, without Dexie, and "no such store" as the adapter says it.
import { afterEach, describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { productDraft, sampleStore } from '../../testing/contract';
import { seedLocalAccount } from '../../testing/local-seed';
import { createLocalBackend } from './local-backend';
import type { LocalBackend } from './local-backend';
import { readKeptPublishedStore } from './published-store-reader';

const PASSWORD = 'correct-horse-1';
const opened: { backend: LocalBackend | null; dbName: string }[] = [];

function databaseName(): string {
  const dbName = `reader-${crypto.randomUUID()}`;
  opened.push({ backend: null, dbName });
  return dbName;
}

/** A shop on the embedded backend whose store `name` is published with two products (one sold out). */
async function publishedShop(name: string) {
  const dbName = databaseName();
  const backend = createLocalBackend({ dbName, passwordIterations: 1_000 });
  opened.push({ backend, dbName });
  const owner = await seedLocalAccount(backend, { email: `${name}@example.com`, password: PASSWORD });
  await backend.signIn(owner.email, PASSWORD);
  await backend.addProduct(owner.uid, productDraft({ name: 'Kente cloth', priceMinor: 12050, quantity: 5 }));
  await backend.addProduct(owner.uid, productDraft({ name: 'Shea butter', priceMinor: 4500, quantity: 0 }));
  await backend.saveOnlineStore(owner.uid, sampleStore(name));
  return { backend, dbName, owner };
}

afterEach(async () => {
  for (const { backend } of opened) backend?.close();
  for (const name of new Set(opened.splice(0).map((o) => o.dbName))) await Dexie.delete(name);
});

describe('readKeptPublishedStore (the embedded backend, without Dexie)', () => {
  it('reads the published record as the local adapter reads it, the name as typed', async () => {
    const { backend, dbName } = await publishedShop('ama-fabrics');
    const adapters = await backend.readPublishedStore('ama-fabrics');
    const kept = await readKeptPublishedStore('  Ama-Fabrics ', dbName);
    expect(adapters).not.toBeNull();
    expect(kept).toEqual(adapters);
    expect(kept?.publishedAt).toBeInstanceOf(Date);
    expect(kept).not.toHaveProperty('ownerUid');
    expect(kept?.products.map((p) => [p.name, p.orderableUnits])).toEqual([
      ['Kente cloth', 5],
      ['Shea butter', 0],
    ]);
  });

  it('says "no such store" as the adapter does: an unknown name, a store turned off, an empty name', async () => {
    const { backend, dbName, owner } = await publishedShop('kofi-rice');
    expect(await backend.readPublishedStore('no-such-shop')).toBeNull();
    expect(await readKeptPublishedStore('no-such-shop', dbName)).toBeNull();
    expect(await readKeptPublishedStore('', dbName)).toBeNull();
    await backend.saveOnlineStore(owner.uid, sampleStore('kofi-rice', { enabled: false }));
    expect(await backend.readPublishedStore('kofi-rice')).toBeNull();
    expect(await readKeptPublishedStore('kofi-rice', dbName)).toBeNull();
  });

  it('finds no store in a browser that holds no shop, and creates no database there', async () => {
    const dbName = databaseName();
    expect(await readKeptPublishedStore('ama-fabrics', dbName)).toBeNull();
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain(dbName);
  });

  it('finds no store in a database from before the online store (no published records table), and leaves it as it was', async () => {
    const dbName = databaseName();
    const older = new Dexie(dbName);
    older.version(1).stores({ accounts: 'uid, &email' });
    await older.open();
    older.close();
    expect(await readKeptPublishedStore('ama-fabrics', dbName)).toBeNull();
    const after = new Dexie(dbName);
    await after.open();
    expect(after.verno).toBe(1);
    expect(after.tables.map((table) => table.name)).toEqual(['accounts']);
    after.close();
  });
});
