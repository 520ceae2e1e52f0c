// What an import and its undo write, decided once in the domain (domain/catalogue-import.ts,
// planCatalogueImport, planImportUndo) for every adapter and the server (port.ts
// CatalogueImportApi): here a refusal becomes the port's BackendError, writing nothing. The memory
// and local adapters write the result in one transaction; Firebase's server in batches, whole
// (functions/src/catalogue-import.ts).
import type { Product } from '../domain/entities';
import { IMPORT_REQUEST_INVALID, isCatalogueImportRequest, isImportRefusal, planCatalogueImport, planImportUndo } from '../domain/catalogue-import';
import type { CatalogueImportRecord, CatalogueImportRequest, ImportPlan, ImportRefusal, UndoPlan } from '../domain/catalogue-import';
import { BackendError } from './errors';

/** The request as the port takes it, or 'invalid-argument' writing nothing. */
export function checkImportRequest(request: CatalogueImportRequest): CatalogueImportRequest {
  if (!isCatalogueImportRequest(request)) throw new BackendError('invalid-argument', IMPORT_REQUEST_INVALID);
  return request;
}

export type ImportWrites = ImportPlan;
export type UndoWrites = UndoPlan;

function thrown<T extends object>(plan: T | ImportRefusal): T {
  if (isImportRefusal(plan)) throw new BackendError(plan.refused, plan.message);
  return plan as T;
}

/** What applying `request` on `products` writes, or the refusal: nothing is written then. */
export function importWrites(products: readonly Product[], request: CatalogueImportRequest, now: Date): ImportWrites {
  return thrown(planCatalogueImport(products, request, now));
}

/** What undoing the import `importId` writes, `last` being the shop's last import; or the refusal. */
export function undoWrites(products: readonly Product[], last: CatalogueImportRecord | null, importId: string, now: Date): UndoWrites {
  return thrown(planImportUndo(products, last, importId, now));
}
