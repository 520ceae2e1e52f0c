// What an import and its undo write, decided once for every adapter (port.ts CatalogueImportApi):
// the request checked, its rows judged again on the catalogue as it is at the moment of writing
// (domain/catalogue-import.ts), and refused whole — writing nothing — when a row is refused or the
// catalogue moved since the owner's preview. An adapter writes the result in one transaction.
import type { Product } from '../domain/entities';
import {
  MAX_IMPORT_ROWS,
  importedProducts,
  previewCatalogueImport,
  sameImportCounts,
  unchangedSinceImport,
} from '../domain/catalogue-import';
import type { CatalogueImportRecord, CatalogueImportRequest, CatalogueRow, ImportCounts } from '../domain/catalogue-import';
import { CATALOGUE_IMPORT_MESSAGES } from '../domain/catalogue-import-words';
import { BackendError } from './errors';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const ROW_FIELDS = ['name', 'type', 'price', 'currency', 'inStock', 'cost', 'description'] as const;

function isCounts(value: unknown): value is ImportCounts {
  if (typeof value !== 'object' || value === null) return false;
  const counts = value as Record<string, unknown>;
  return (['new', 'updated', 'unchanged', 'refused'] as const).every((key) => Number.isSafeInteger(counts[key]) && (counts[key] as number) >= 0);
}

function isRow(value: unknown): value is CatalogueRow {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return Number.isSafeInteger(row.line) && typeof row.name === 'string' && ROW_FIELDS.every((field) => row[field] === undefined || typeof row[field] === 'string');
}

/** The request as the port takes it, or 'invalid-argument' writing nothing. */
export function checkImportRequest(request: CatalogueImportRequest): CatalogueImportRequest {
  if (
    typeof request !== 'object' ||
    request === null ||
    typeof request.id !== 'string' ||
    !ID.test(request.id) ||
    typeof request.fileName !== 'string' ||
    !Array.isArray(request.rows) ||
    request.rows.length === 0 ||
    request.rows.length > MAX_IMPORT_ROWS ||
    !request.rows.every(isRow) ||
    !isCounts(request.expected)
  ) {
    throw new BackendError('invalid-argument', 'The import is not one the app makes.');
  }
  return request;
}

export interface ImportWrites {
  record: CatalogueImportRecord;
  /** The new products, whole. */
  created: Product[];
  /** Each changed product as it is after the import. */
  changed: Product[];
}

/** What applying `request` on `products` writes, or the refusal: nothing is written then. */
export function importWrites(products: readonly Product[], request: CatalogueImportRequest, now: Date): ImportWrites {
  checkImportRequest(request);
  const preview = previewCatalogueImport(request.rows, products);
  if (preview.counts.refused > 0) throw new BackendError('invalid-argument', CATALOGUE_IMPORT_MESSAGES.refusedWhole(preview.counts.refused));
  if (!sameImportCounts(preview.counts, request.expected)) throw new BackendError('failed-precondition', CATALOGUE_IMPORT_MESSAGES.catalogueMoved);
  const { created, changed } = importedProducts(request.id, preview, products, now);
  const record: CatalogueImportRecord = {
    id: request.id,
    fileName: request.fileName,
    importedAt: now,
    counts: preview.counts,
    created: created.map((product) => product.id),
    before: changed.map(({ before }) => before),
    after: [...created, ...changed.map(({ after }) => after)],
    undoneAt: null,
  };
  return { record, created, changed: changed.map(({ after }) => after) };
}

export interface UndoWrites {
  /** The products the import made, to delete. */
  remove: string[];
  /** The products it changed, as they were before it. */
  restore: Product[];
  record: CatalogueImportRecord;
}

/** What undoing the import `importId` writes, `last` being the shop's last import; or the refusal. */
export function undoWrites(products: readonly Product[], last: CatalogueImportRecord | null, importId: string, now: Date): UndoWrites {
  if (!last || last.id !== importId || last.undoneAt !== null) throw new BackendError('not-found', CATALOGUE_IMPORT_MESSAGES.nothingToUndo);
  const byId = new Map(products.map((product) => [product.id, product]));
  if (!last.after.every((after) => unchangedSinceImport(byId.get(after.id), after))) {
    throw new BackendError('failed-precondition', CATALOGUE_IMPORT_MESSAGES.undoBlocked);
  }
  return { remove: last.created, restore: last.before, record: { ...last, undoneAt: now } };
}
