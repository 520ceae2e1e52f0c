// The catalogue import on the embedded backend (port.ts CatalogueImportApi), loaded on its first
// use: the plan is the backend's (catalogue-import-plan.ts), read and written in one Dexie
// transaction over the products, the imports and the shop's plan, so another tab's write lands wholly before or
// after it, and a failure writes nothing. A product is kept in its stored shape (codecs.ts); an
// import's record in the domain's, as the online store's orders are.
import type { CatalogueImportApi } from '../port';
import type { CatalogueImportRecord } from '../../domain/catalogue-import';
import type { Product } from '../../domain/entities';
import { productFromStored, productToStored } from '../codecs';
import { importWrites, undoWrites } from '../catalogue-import-plan';
import { ownerRange, withoutOwner } from './db';
import type { CatalogueImportRow, LocalDatabase } from './db';
import type { LocalSession } from './session';

export function createLocalCatalogueImport(db: LocalDatabase, session: LocalSession, options: { now: () => Date }): CatalogueImportApi {
  const { requireOwner } = session;

  async function productsOf(uid: string): Promise<Product[]> {
    const rows = await db.products.where('[ownerUid+id]').between(...ownerRange(uid)).toArray();
    return rows.map((row) => productFromStored(withoutOwner(row)));
  }

  async function lastOf(uid: string): Promise<CatalogueImportRecord | null> {
    const row = await db.catalogueImports.where('[ownerUid+importedAt]').between(...ownerRange(uid)).last();
    return row ? withoutOwner(row) : null;
  }

  /** The shop's plan, read in the import's transaction: another tab's payment or product lands wholly before or after. */
  const planOf = async (uid: string) => (await db.businesses.get(uid)) ?? null;

  const put = (uid: string, products: readonly Product[]) => db.products.bulkPut(products.map((product) => ({ ...productToStored(product), ownerUid: uid })));

  return {
    async importCatalogue(uid, request) {
      requireOwner(uid);
      return db.transaction('rw', [db.products, db.catalogueImports, db.businesses], async () => {
        const done = await db.catalogueImports.get([uid, String(request?.id)]);
        if (done) return withoutOwner(done);
        const writes = importWrites(await productsOf(uid), request, options.now(), await planOf(uid));
        await put(uid, [...writes.created, ...writes.changed]);
        const row: CatalogueImportRow = { ...writes.record, ownerUid: uid };
        await db.catalogueImports.add(row);
        return writes.record;
      });
    },
    async lastCatalogueImport(uid) {
      requireOwner(uid);
      return lastOf(uid);
    },
    async undoCatalogueImport(uid, importId) {
      requireOwner(uid);
      await db.transaction('rw', [db.products, db.catalogueImports, db.businesses], async () => {
        const writes = undoWrites(await productsOf(uid), await lastOf(uid), importId, options.now(), await planOf(uid));
        await db.products.bulkDelete(writes.remove.map((id): [string, string] => [uid, id]));
        await put(uid, writes.restore);
        await db.catalogueImports.put({ ...writes.record, ownerUid: uid });
      });
    },
  };
}
