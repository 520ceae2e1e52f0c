// What an import and its undo write, decided once in the domain (domain/catalogue-import.ts,
// planCatalogueImport, planImportUndo) for every adapter and the server (port.ts
// CatalogueImportApi): here a refusal becomes the port's BackendError, writing nothing. The memory
// and local adapters write the result in one transaction; Firebase's server in batches, whole
// (functions/src/catalogue-import.ts). The shop's plan judges both as the server's does
// (plans.ts, catalogueImportRefusal): the adapters read the plan in the same transaction as the products.
import type { Product } from '../domain/entities';
import { viewOnlyWords } from '../domain/plan-words';
import { catalogueImportRefusal, planStanding } from '../domain/plans';
import type { PlanRecord } from '../domain/plans';
import { planRefused } from './plan-checks';
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

/** Refuses, in the plan's words, what the shop's plan (null: a shop with no profile, judged by none) does not allow. */
function checkPlan(plan: PlanRecord | null, now: Date, productCount: number, created: readonly Product[]): void {
  if (plan === null) return;
  const refused = catalogueImportRefusal(plan, now, productCount, created);
  if (refused === 'view-only') throw planRefused(refused, viewOnlyWords(planStanding(plan, now)));
  if (refused !== null) throw planRefused(refused);
}

/** What applying `request` on `products` writes, or the refusal: nothing is written then. */
export function importWrites(products: readonly Product[], request: CatalogueImportRequest, now: Date, plan: PlanRecord | null): ImportWrites {
  const writes = thrown(planCatalogueImport(products, request, now));
  checkPlan(plan, now, products.length, writes.created);
  return writes;
}

/** What undoing the import `importId` writes, `last` being the shop's last import; or the refusal. */
export function undoWrites(products: readonly Product[], last: CatalogueImportRecord | null, importId: string, now: Date, plan: PlanRecord | null): UndoWrites {
  checkPlan(plan, now, products.length, []);
  return thrown(planImportUndo(products, last, importId, now));
}
