// The catalogue import on the memory backend (port.ts CatalogueImportApi): the plan is the
// backend's (catalogue-import-plan.ts); the products are written in one step of the shop's live
// list, so every subscriber sees the import whole or not at all. The records live with the backend.
import type { CatalogueImportApi } from '../port';
import type { CatalogueImportRecord } from '../../domain/catalogue-import';
import type { Product } from '../../domain/entities';
import { importWrites, undoWrites } from '../catalogue-import-plan';
import type { MemoryCall } from './options';
import type { Shop } from './shop';

export interface MemoryImportTools {
  shopOf(uid: string): Shop;
  requireOwner(uid: string): void;
  gate(method: MemoryCall, ...args: unknown[]): Promise<void>;
  /** The backend's clock, which the plan's checks read too. */
  now(): Date;
}

function replaced(products: readonly Product[], remove: ReadonlySet<string>, put: readonly Product[]): Product[] {
  const byId = new Map(put.map((product) => [product.id, product]));
  const kept = products.filter((product) => !remove.has(product.id)).map((product) => byId.get(product.id) ?? product);
  const known = new Set(kept.map((product) => product.id));
  return [...kept, ...put.filter((product) => !known.has(product.id) && !remove.has(product.id))].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export function memoryCatalogueImport({ shopOf, requireOwner, gate, now }: MemoryImportTools): CatalogueImportApi {
  /** Each shop's imports, oldest first. */
  const imports = new Map<string, CatalogueImportRecord[]>();
  const importsOf = (uid: string) => imports.get(uid) ?? [];

  return {
    async importCatalogue(uid, request) {
      requireOwner(uid);
      await gate('importCatalogue', uid, request);
      const done = importsOf(uid).find((record) => record.id === request?.id);
      if (done) return done;
      const shop = shopOf(uid);
      const writes = importWrites(shop.products.all(), request, now(), shop.readBusiness());
      shop.products.set(replaced(shop.products.all(), new Set(), [...writes.created, ...writes.changed]));
      imports.set(uid, [...importsOf(uid), writes.record]);
      return writes.record;
    },
    async lastCatalogueImport(uid) {
      requireOwner(uid);
      return importsOf(uid).at(-1) ?? null;
    },
    async undoCatalogueImport(uid, importId) {
      requireOwner(uid);
      await gate('undoCatalogueImport', uid, importId);
      const shop = shopOf(uid);
      const writes = undoWrites(shop.products.all(), importsOf(uid).at(-1) ?? null, importId, now(), shop.readBusiness());
      shop.products.set(replaced(shop.products.all(), new Set(writes.remove), writes.restore));
      imports.set(uid, [...importsOf(uid).slice(0, -1), writes.record]);
    },
  };
}
