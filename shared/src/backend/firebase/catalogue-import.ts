// The catalogue import on Firebase (port.ts CatalogueImportApi): the server's job, through its
// callables (functions/src/catalogue-import.ts: importCatalogue, lastCatalogueImport,
// undoCatalogueImport). A file of up to MAX_IMPORT_ROWS products is more writes than one Firestore
// batch takes (500); the server judges the rows again on the catalogue as it is, stages the plan
// under the import's record and writes it in parts, each once, the last marking it applied — and
// the rules let no client write a product while it stands (docs/firebase.md, 'The catalogue import').
// The request is checked here first (checkImportRequest), so a malformed one never leaves the till.
import type { CatalogueImportApi } from '../port';
import type { Product } from '../../domain/entities';
import type { CatalogueImportRecord } from '../../domain/catalogue-import';
import { checkImportRequest } from '../catalogue-import-plan';
import type { CallServer } from './callables';
import type { FirebaseContext } from './context';

/** A record as the callables send it (dates as ISO strings), read back as the port's. */
export function importRecordFromWire(wire: unknown): CatalogueImportRecord | null {
  if (wire === null || typeof wire !== 'object') return null;
  const record = wire as CatalogueImportRecord & { importedAt: string; undoneAt: string | null };
  const product = (p: Product & { createdAt: unknown }): Product => ({ ...p, createdAt: new Date(String(p.createdAt)) });
  return {
    ...record,
    importedAt: new Date(record.importedAt),
    undoneAt: record.undoneAt === null ? null : new Date(record.undoneAt),
    before: record.before.map(product),
    after: record.after.map(product),
  };
}

export function createFirebaseCatalogueImport(context: Pick<FirebaseContext, 'requireShop'>, call: CallServer): CatalogueImportApi {
  return {
    async importCatalogue(uid, request) {
      context.requireShop(uid);
      checkImportRequest(request);
      const record = importRecordFromWire(await call<unknown>('importCatalogue', { uid, request }));
      if (record === null) throw new Error('The server answered the import with no record.');
      return record;
    },
    async lastCatalogueImport(uid) {
      context.requireShop(uid);
      return importRecordFromWire(await call<unknown>('lastCatalogueImport', { uid }));
    },
    async undoCatalogueImport(uid, importId) {
      context.requireShop(uid);
      await call<unknown>('undoCatalogueImport', { uid, importId });
    },
  };
}
