// One owner's rows of a table keyed [ownerUid, id] (products, customers): listed oldest first,
// added with a new id and the time, patched in place. Used by catalogue.ts (the till's reads and
// new customers) and back-office.ts (product edits).
import type { Table } from 'dexie';
import { documentNotFound } from '../errors';
import { ownerRange, withoutOwner } from './db';
import type { LocalDatabase } from './db';
import type { LocalSession } from './session';

/** The patch's fields without the ones the store owns; `undefined` values mean "remove the field". */
function applyPatch<T extends object>(row: T, patch: object): T {
  const next = { ...row } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'id' || key === 'createdAt' || key === 'ownerUid') continue;
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return next as T;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export interface OwnedRows<T, Draft> {
  list(uid: string): Promise<T[]>;
  add(uid: string, draft: Draft): Promise<string>;
  /** A patch of the draft's own fields only: a product patch goes in its stored shape (`productPatchToStored`). */
  update<P extends Partial<Draft>>(uid: string, id: string, patch: P & Record<Exclude<keyof P, keyof Draft>, never>): Promise<void>;
}

export function ownedRows<T extends { id: string; createdAt: Date }, Draft extends object>(
  db: LocalDatabase,
  session: LocalSession,
  rows: Table<T & { ownerUid: string }, [string, string]>,
  collectionName: string,
  options: { now: () => Date; randomId: () => string },
): OwnedRows<T, Draft> {
  type Row = T & { ownerUid: string };
  const { requireOwner } = session;
  return {
    async list(uid) {
      requireOwner(uid);
      const found = await rows.where('[ownerUid+createdAt]').between(...ownerRange(uid), true, true).toArray();
      return found.map((row): T => withoutOwner(row) as unknown as T);
    },
    async add(uid, draft) {
      requireOwner(uid);
      const id = options.randomId();
      const row = { ...withoutUndefined(applyPatch({}, draft)), id, createdAt: options.now(), ownerUid: uid } as unknown as Row;
      await rows.add(row);
      return id;
    },
    async update(uid, id, patch) {
      requireOwner(uid);
      await db.transaction('rw', rows, async () => {
        const row = await rows.get([uid, id]);
        if (!row) throw documentNotFound(`businesses/${uid}/${collectionName}/${id}`);
        await rows.put(applyPatch(row, patch));
      });
    },
  };
}
