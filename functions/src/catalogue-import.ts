// The catalogue import on the server (functions/README.md, 'The catalogue import'; docs/firebase.md):
// a file of up to MAX_IMPORT_ROWS products is more writes than one Firestore batch takes (500), so
// it is applied as a job that is never left half done:
//   1. Staged in one transaction: the caller's role checked (the owner, or a manager: whoever may
//      edit products), the rows judged again by the domain on the catalogue as it is
//      (planCatalogueImport: a refused row, or a catalogue that moved since the owner's preview,
//      writes nothing at all), the plan's products allowed by the shop's plan, and the plan kept
//      under the import's record in parts of IMPORT_PART_SIZE products, with the catalogue's lock
//      (`catalogueImport/writing`: firestore.rules lets no client write a product or a cost while it stands).
//   2. Written part by part, each part in a transaction of its own (≤ 500 writes) that marks the
//      part done, so running the job again — the same call sent twice, or any later import, undo
//      or look-up finishing a job a stopped instance left — never writes a part twice.
//   3. The last part's transaction marks the import applied, points the shop's last import at it
//      and lifts the lock.
// An undo is the same job backwards (planImportUndo: refused once any of its products moved).
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Firestore, QueryDocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { CATALOGUE_IMPORT_MESSAGES, catalogueImportRefusal, isImportRefusal, planCatalogueImport, planImportUndo, PLAN_REFUSAL_MESSAGES, planStanding, viewOnlyWords } from '@shop/shared/domain';
import type { CatalogueImportRecord, ImportCounts, ImportRefusal, PlanRecord, Product } from '@shop/shared/domain';
import { BARCODE_CLAIMS, barcodeClaimChanges, barcodeKeysOf, productFromStored, productToStored } from '@shop/shared/records';
import type { StoredProduct } from '@shop/shared/records';
import { fromStore } from './stored';
import { actorOf, isId } from './order-actions';
import { planOf } from './plan-record';
import { judged } from './ledger-mark';
import { isTillRequest } from './stock';

/**
 * Products one part of an import holds, and one transaction writes: each a product and its cost
 * document (2 writes) and its codes' claims (records/barcode-claims.ts: one for each code it
 * carries and each it drops), at most MAX_PART_WRITES in all, with the part's mark and, in the
 * last part, the record, the lock and the shop's last import: ≤ 496 + 4 ≤ MAX_BATCH_WRITES.
 */
export const IMPORT_PART_SIZE = 200;
/** The most writes of products, costs and claims one part makes. */
export const MAX_PART_WRITES = 496;
/** Firestore's most writes in one batch or transaction. */
export const MAX_BATCH_WRITES = 500;

/** The most text one part holds, well inside Firestore's 1 MiB a document (a long description is 2,000 characters). */
const MAX_PART_BYTES = 600_000;
/** The most text one import stages, inside Firestore's 10 MiB a transaction. */
const MAX_STAGED_BYTES = 9_000_000;
/** What a file of products too long to stage at once is told (most files are far from it: 5,000 rows of the bench are ~2 MB). */
export const FILE_TOO_LARGE = 'This file is too large to import at once: split it in two and import each.';

/** The plan's entries in parts: at most IMPORT_PART_SIZE products and MAX_PART_BYTES of text each, in order. */
function partsOf(entries: readonly PartEntry[]): { entries: PartEntry[]; bytes: number }[] {
  type Part = { entries: PartEntry[]; bytes: number; writes: number };
  const parts: Part[] = [{ entries: [], bytes: 0, writes: 0 }];
  for (const entry of entries) {
    const bytes = JSON.stringify(entry).length;
    // Its product and cost, and a claim for each code it carries before or after (either way).
    const writes = 2 + barcodeKeysOf(entry.after).length + (entry.before ? barcodeKeysOf(entry.before).length : 0);
    let last = parts[parts.length - 1] as Part;
    if (last.entries.length > 0 && (last.entries.length >= IMPORT_PART_SIZE || last.bytes + bytes > MAX_PART_BYTES || last.writes + writes > MAX_PART_WRITES)) {
      last = { entries: [], bytes: 0, writes: 0 };
      parts.push(last);
    }
    last.entries.push(entry);
    last.bytes += bytes;
    last.writes += writes;
  }
  return parts;
}

/** The mark of a product's last stock movement (shared/src/backend/firebase/fields.ts, PRODUCT_STOCK_MARK): never the import's to write. */
const STOCK_MARK = 'stockMovementId';

type Direction = 'apply' | 'undo';
type JobState = 'writing' | 'applied' | 'undoing' | 'undone';

/** One product of a part: as the import leaves it, and as it was before (absent for a new one). */
interface PartEntry {
  after: StoredProduct;
  before?: StoredProduct;
}

const paths = (db: Firestore, uid: string) => {
  const shop = `businesses/${uid}`;
  return {
    shop: db.doc(shop),
    products: db.collection(`${shop}/products`),
    costs: db.collection(`${shop}/productCosts`),
    product: (id: string) => db.doc(`${shop}/products/${id}`),
    cost: (id: string) => db.doc(`${shop}/productCosts/${id}`),
    claim: (id: string) => db.doc(`${shop}/${BARCODE_CLAIMS}/${id}`),
    record: (id: string) => db.doc(`${shop}/catalogueImports/${id}`),
    parts: (id: string) => db.collection(`${shop}/catalogueImports/${id}/parts`),
    part: (id: string, index: number) => db.doc(`${shop}/catalogueImports/${id}/parts/${String(index).padStart(4, '0')}`),
    lock: db.doc(`${shop}/catalogueImport/writing`),
    last: db.doc(`${shop}/catalogueImport/last`),
  };
};

/** The value without its undefined fields (Firestore stores none), a level deep in arrays of objects. */
function defined<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    out[key] = Array.isArray(item) ? item.map((element: unknown) => (element !== null && typeof element === 'object' && !(element instanceof Date) ? defined(element) : element)) : item;
  }
  return out as T;
}

const stored = (product: Product): StoredProduct => defined(productToStored(product));

/** The products as the port's, each with its cost document's cost (a product without one keeps a legacy `cost`), as the adapter reads them. */
function productsWithCosts(products: readonly QueryDocumentSnapshot[], costs: readonly QueryDocumentSnapshot[]): Product[] {
  const costOf = new Map(costs.map((snapshot) => [snapshot.id, snapshot.get('cost') as unknown]));
  return products.map((snapshot) => {
    const { [STOCK_MARK]: _mark, cost: legacy, ...fields } = snapshot.data();
    const cost = costOf.has(snapshot.id) ? costOf.get(snapshot.id) : legacy;
    return productFromStored(fromStore<StoredProduct>({ ...fields, ...(cost === undefined ? {} : { cost }), id: snapshot.id }));
  });
}

const refusal = (refused: ImportRefusal): HttpsError => new HttpsError(refused.refused, refused.message);

/** Whoever may edit products (staff.ts, 'edit-products': the owner, a manager) may import; a cashier or a stranger is refused. */
/** Refuses what the shop's plan does not allow (plans.ts, catalogueImportRefusal): a view-only shop imports and undoes nothing, and Basic's limit holds for a file's new products. */
function checkPlan(plan: PlanRecord | null, now: Date, productCount: number, created: readonly Product[]): void {
  if (plan === null) return;
  const refused = catalogueImportRefusal(plan, now, productCount, created);
  if (refused !== null) throw new HttpsError('failed-precondition', refused === 'view-only' ? viewOnlyWords(planStanding(plan, now)) : PLAN_REFUSAL_MESSAGES[refused], { reason: refused });
}

async function mayEditProducts(tx: Transaction, db: Firestore, uid: string, auth: CallableRequest['auth']): Promise<void> {
  const actor = await actorOf(tx, db, uid, auth);
  if (actor !== 'owner' && actor !== 'manager') throw new HttpsError('permission-denied', 'Only the owner or a manager brings products in from a file.');
}

/** The product document's fields as stored (no id, no cost: the cost has a document of its own). */
function documentFields(product: StoredProduct): Record<string, unknown> {
  const { id: _id, cost: _cost, ...fields } = product;
  return fields;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The update that takes a product document from `from` to `to`: only the fields that differ, so a stock the server moved meanwhile is kept unless the import changes it. */
function fieldChanges(from: StoredProduct, to: StoredProduct): Record<string, unknown> {
  const a = documentFields(from);
  const b = documentFields(to);
  const update: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (same(a[key], b[key])) continue;
    update[key] = Object.hasOwn(b, key) ? b[key] : FieldValue.delete();
  }
  return update;
}

/** The record as the port's: its parts' products read back in order. */
function recordOf(snapshot: DocumentSnapshot, parts: readonly QueryDocumentSnapshot[]): CatalogueImportRecord {
  const data = fromStore<{ id: string; fileName: string; importedAt: Date; counts: ImportCounts; state: JobState; undoneAt: Date | null }>(snapshot.data());
  const created: string[] = [];
  const before: Product[] = [];
  const after: Product[] = [];
  for (const part of [...parts].sort((a, b) => a.id.localeCompare(b.id))) {
    for (const entry of fromStore<PartEntry[]>(part.get('entries'))) {
      after.push(productFromStored(entry.after));
      if (entry.before) before.push(productFromStored(entry.before));
      else created.push(entry.after.id);
    }
  }
  return { id: data.id, fileName: data.fileName, importedAt: data.importedAt, counts: data.counts, created, before, after, undoneAt: data.state === 'undone' ? data.undoneAt : null };
}

/** Writes part `index` of the job on `importId` in `direction`, once; the last part also closes the job. */
async function writePart(db: Firestore, uid: string, importId: string, index: number, count: number, direction: Direction): Promise<void> {
  const at = paths(db, uid);
  const doneField = direction === 'apply' ? 'applied' : 'undone';
  await db.runTransaction(async (tx) => {
    const part = await tx.get(at.part(importId, index));
    if (!part.exists || part.get(doneField) === true) return;
    const entries = fromStore<PartEntry[]>(part.get('entries'));
    const changed = entries.filter((entry) => entry.before !== undefined);
    // Each product's claims (records/barcode-claims.ts), as the browser's adapter writes them: a
    // claim naming it for every code it carries once written, and those it drops deleted when they name it.
    const claimChanges = await Promise.all(
      entries.map((entry) => {
        const [from, to] = direction === 'apply' ? [entry.before, entry.after] : [entry.after, entry.before];
        return barcodeClaimChanges(entry.after.id, from, to);
      }),
    );
    const releasedRefs = claimChanges.flatMap((change) => change.released.map((released) => at.claim(released.id)));
    const [present, releasedClaims] = await Promise.all([
      // A product another write deleted meanwhile is not made again by an update (the lock holds clients off; this is for the server's own).
      Promise.all(changed.map((entry) => tx.get(at.product(entry.after.id)))).then((snapshots) => new Set(snapshots.filter((s) => s.exists).map((s) => s.id))),
      Promise.all(releasedRefs.map((ref) => tx.get(ref))).then((snapshots) => new Map(snapshots.map((s) => [s.id, s.get('productId') as unknown]))),
    ]);
    entries.forEach((entry, i) => {
      const id = entry.after.id;
      const change = claimChanges[i];
      if (!change || (entry.before && !present.has(id))) return;
      for (const { id: claimId, claim } of change.claims) tx.set(at.claim(claimId), claim);
      for (const released of change.released) if (releasedClaims.get(released.id) === id) tx.delete(at.claim(released.id));
    });
    for (const entry of entries) {
      const id = entry.after.id;
      if (!entry.before) {
        if (direction === 'apply') {
          tx.set(at.product(id), documentFields(entry.after));
          if (entry.after.cost !== undefined) tx.set(at.cost(id), { cost: entry.after.cost });
        } else {
          tx.delete(at.product(id));
          tx.delete(at.cost(id));
        }
        continue;
      }
      if (!present.has(id)) continue;
      const [from, to] = direction === 'apply' ? [entry.before, entry.after] : [entry.after, entry.before];
      const update = fieldChanges(from, to);
      if (!same(from.cost ?? undefined, to.cost ?? undefined) || Object.hasOwn(from, 'cost') !== Object.hasOwn(to, 'cost')) {
        if (to.cost === undefined) tx.delete(at.cost(id));
        else tx.set(at.cost(id), { cost: to.cost });
        // A legacy cost on the product document goes, as an edit of the cost removes it (catalogue.ts).
        update.cost = FieldValue.delete();
      }
      if (Object.keys(update).length > 0) tx.update(at.product(id), update);
    }
    tx.update(part.ref, { [doneField]: true });
    if (index === count - 1) {
      tx.update(at.record(importId), { state: direction === 'apply' ? 'applied' : 'undone' });
      tx.delete(at.lock);
      if (direction === 'apply') tx.set(at.last, { id: importId });
    }
  });
}

/** Finishes the job the lock names, if any: what a stopped instance left is written whole before anything else. */
async function finishJob(db: Firestore, uid: string): Promise<void> {
  const at = paths(db, uid);
  const lock = await at.lock.get();
  if (!lock.exists) return;
  const importId = lock.get('id') as string;
  const direction = lock.get('kind') as Direction;
  const record = await at.record(importId).get();
  const count = record.get('parts') as number;
  for (let index = 0; index < count; index += 1) await writePart(db, uid, importId, index, count, direction);
}

/** The shop's import `importId` as the port's record, or null. */
async function readRecord(db: Firestore, uid: string, importId: string): Promise<CatalogueImportRecord | null> {
  const at = paths(db, uid);
  const [record, parts] = await Promise.all([at.record(importId).get(), at.parts(importId).get()]);
  return record.exists ? recordOf(record, parts.docs) : null;
}

/** A record on the wire: its dates as ISO strings (the adapter reads them back: firebase/catalogue-import.ts). */
const onWire = (record: CatalogueImportRecord | null) => (record === null ? null : (JSON.parse(JSON.stringify(record)) as Record<string, unknown>));

function argumentsOf(data: unknown): Record<string, unknown> & { uid: string } {
  const args = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if (!isId(args.uid)) throw new HttpsError('invalid-argument', 'An import names the shop.');
  return args as Record<string, unknown> & { uid: string };
}

/** The owner (or a manager) applies a file: staged in one transaction, then written whole; the same id again returns the import it made. */
export async function importCatalogueOnRequest(db: Firestore, request: Pick<CallableRequest, 'data' | 'auth'>, now: Date): Promise<Record<string, unknown> | null> {
  const { uid, request: sent } = argumentsOf(request.data);
  const at = paths(db, uid);
  const importId = typeof sent === 'object' && sent !== null ? (sent as { id?: unknown }).id : undefined;
  // A job left by a stopped instance is finished first, so this one is judged on a whole catalogue.
  await db.runTransaction((tx) => mayEditProducts(tx, db, uid, request.auth));
  await finishJob(db, uid);
  const staged = await db.runTransaction(async (tx) => {
    await mayEditProducts(tx, db, uid, request.auth);
    if (typeof importId === 'string' && isId(importId) && (await tx.get(at.record(importId))).exists) return null;
    const [lock, productSnapshots, costSnapshots, profile] = await Promise.all([tx.get(at.lock), tx.get(at.products), tx.get(at.costs), tx.get(at.shop)]);
    if (lock.exists) throw new HttpsError('aborted', 'Another import or undo is being written; try again in a moment.');
    const products = productsWithCosts(productSnapshots.docs, costSnapshots.docs);
    const plan = planCatalogueImport(products, sent, now);
    if (isImportRefusal(plan)) throw refusal(plan);
    // The shop's plan holds new products as the product form's save does (plans.ts, newProductRefusal).
    checkPlan(planOf(profile), now, products.length, plan.created);
    const entries: PartEntry[] = [...plan.created.map((product) => ({ after: stored(product) })), ...plan.record.before.map((before, i) => ({ before: stored(before), after: stored(plan.changed[i] as Product) }))];
    const parts = partsOf(entries);
    if (parts.reduce((total, part) => total + part.bytes, 0) > MAX_STAGED_BYTES) throw new HttpsError('invalid-argument', FILE_TOO_LARGE);
    const count = parts.length;
    parts.forEach((part, index) => tx.set(at.part(plan.record.id, index), { entries: part.entries, applied: false, undone: false }));
    tx.set(at.record(plan.record.id), { id: plan.record.id, fileName: plan.record.fileName, importedAt: now, counts: plan.record.counts, parts: count, state: 'writing', undoneAt: null });
    tx.set(at.lock, { id: plan.record.id, kind: 'apply' });
    return plan.record.id;
  });
  if (staged !== null) await finishJob(db, uid);
  return onWire(await readRecord(db, uid, String(importId)));
}

/** The shop's last import (after finishing a job left unfinished), or null. */
export async function lastCatalogueImportOnRequest(db: Firestore, request: Pick<CallableRequest, 'data' | 'auth'>): Promise<Record<string, unknown> | null> {
  const { uid } = argumentsOf(request.data);
  await db.runTransaction((tx) => mayEditProducts(tx, db, uid, request.auth));
  await finishJob(db, uid);
  const last: unknown = (await paths(db, uid).last.get()).get('id');
  return typeof last === 'string' ? onWire(await readRecord(db, uid, last)) : null;
}

/** The records that move a product's stock (a sale, a refund, a delivery or a count), as the server judges them. */
const STOCK_RECORDS = ['sales', 'refunds', 'stockMovements'] as const;

/**
 * Whether a record written since `since` that moves stock and that the server has not judged yet
 * (a sale, a refund, a till's delivery or count) names one of `ids`: its product will move, so an
 * undo is refused at once, as it is once the move is applied (undoBlocked), never judged on a
 * stock the server has yet to move nor kept waiting on the server's queue.
 */
async function unjudgedMoveOf(db: Firestore, uid: string, since: Date, ids: ReadonlySet<string>): Promise<boolean> {
  const snapshots = await Promise.all(STOCK_RECORDS.map((records) => db.collection(`businesses/${uid}/${records}`).where('createdAt', '>=', since).get()));
  return snapshots.some((snapshot) =>
    snapshot.docs.some((d) => {
      // Of the movements, only a till's delivery or count waits for a judgment (the server's own are born judged).
      if (d.ref.parent.id === 'stockMovements') return isTillRequest(d.data()) && ids.has(String(d.get('productId')));
      if (judged(d)) return false;
      const items: unknown = d.get('items');
      return Array.isArray(items) && items.some((item: { id?: unknown }) => typeof item?.id === 'string' && ids.has(item.id));
    }),
  );
}

/** Undoes the shop's last import: judged and staged in one transaction, then written whole. */
export async function undoCatalogueImportOnRequest(db: Firestore, request: Pick<CallableRequest, 'data' | 'auth'>, now: Date): Promise<null> {
  const { uid, importId } = argumentsOf(request.data);
  if (!isId(importId)) throw new HttpsError('invalid-argument', 'An undo names its import.');
  const at = paths(db, uid);
  await db.runTransaction((tx) => mayEditProducts(tx, db, uid, request.auth));
  await finishJob(db, uid);
  const [recordSnapshot, partSnapshots] = await Promise.all([at.record(importId).get(), at.parts(importId).get()]);
  if (recordSnapshot.exists && recordSnapshot.get('state') === 'applied') {
    const record = recordOf(recordSnapshot, partSnapshots.docs);
    if (await unjudgedMoveOf(db, uid, record.importedAt, new Set(record.after.map((product) => product.id)))) {
      throw new HttpsError('failed-precondition', CATALOGUE_IMPORT_MESSAGES.undoBlocked);
    }
  }
  await db.runTransaction(async (tx) => {
    await mayEditProducts(tx, db, uid, request.auth);
    const [lock, lastPointer, record, parts, productSnapshots, costSnapshots, profile] = await Promise.all([
      tx.get(at.lock),
      tx.get(at.last),
      tx.get(at.record(importId)),
      tx.get(at.parts(importId)),
      tx.get(at.products),
      tx.get(at.costs),
      tx.get(at.shop),
    ]);
    if (lock.exists) throw new HttpsError('aborted', 'Another import or undo is being written; try again in a moment.');
    checkPlan(planOf(profile), now, productSnapshots.size, []);
    const last = lastPointer.get('id') === importId && record.exists ? recordOf(record, parts.docs) : null;
    const plan = planImportUndo(productsWithCosts(productSnapshots.docs, costSnapshots.docs), last, importId, now);
    if (isImportRefusal(plan)) throw refusal(plan);
    tx.update(at.record(importId), { state: 'undoing', undoneAt: now });
    tx.set(at.lock, { id: importId, kind: 'undo' });
  });
  await finishJob(db, uid);
  return null;
}
