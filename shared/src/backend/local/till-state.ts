// Where this device keeps its till's state (staff-store.ts, TillStateKeeper): who is at the till,
// or that it is locked, per owner, so a reload neither signs the till back in as the owner nor
// forgets that it was locked. In the browser's localStorage under one key per owner uid; where
// storage is missing or refuses (private mode, a full quota, Node), in this page's memory instead,
// so the till still works and only a reload forgets. The Firebase adapter keeps it the same way.
import type { TillState, TillStateKeeper } from '../staff-store';

/** The localStorage key of an owner's till state. */
export const tillStateKey = (uid: string) => `shop.till.${uid}`;

function readState(text: string | null | undefined): TillState | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<{ locked: unknown; memberId: unknown }> | null;
    if (value?.locked === true) return { locked: true };
    if (value?.locked === false && (value.memberId === null || typeof value.memberId === 'string')) return { locked: false, memberId: value.memberId };
  } catch {
    /* unreadable: as if nothing were kept */
  }
  return null;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function createTillStateKeeper(): TillStateKeeper {
  // What this page saved where storage refused it (or there is none): read from here, not from a
  // storage that may still hold an older state. Elsewhere storage is read, so tabs share the state.
  const inMemory = new Map<string, TillState | null>();
  return {
    load(uid) {
      if (inMemory.has(uid)) return inMemory.get(uid) ?? null;
      try {
        return readState(storage()?.getItem(tillStateKey(uid)));
      } catch {
        return null;
      }
    },
    save(uid, state) {
      const copy: TillState | null = state === null ? null : state.locked ? { locked: true } : { locked: false, memberId: state.memberId };
      try {
        const store = storage();
        if (!store) throw new Error('no storage');
        if (copy === null) store.removeItem(tillStateKey(uid));
        else store.setItem(tillStateKey(uid), JSON.stringify(copy));
        inMemory.delete(uid);
      } catch {
        // Storage refused: this page's memory keeps it until a reload.
        inMemory.set(uid, copy);
      }
    },
  };
}
