// The local adapter's staff records (staff.ts) and the till's state on this device (till-state.ts),
// below the guard (till-guard/, whose rules the Backend contract holds every adapter to): members
// with their PINs' hashes kept and their creation time kept through an edit, wrong tries apart,
// shifts changed one transaction at a time, only the signed-in owner's, and a till state that
// survives storage refusing it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dexie } from 'dexie';
import type { StaffMember } from '../../domain/staff';
import { openShift } from '../../domain/shifts';
import { LocalDatabase } from './db';
import type { AccountRow } from './db';
import { createLocalSession } from './session';
import type { LocalSession } from './session';
import { createLocalStaffStore } from './staff';
import { createTillStateKeeper, tillStateKey } from './till-state';

const AT = new Date('2026-11-22T09:00:00Z');
const opened: { db: LocalDatabase; session: LocalSession }[] = [];

async function signedInStore() {
  const db = new LocalDatabase(`staff-${crypto.randomUUID()}`);
  const session = createLocalSession(db);
  opened.push({ db, session });
  const account: AccountRow = { uid: 'u1', email: 'ama@example.com', displayName: 'Ama', emailVerified: true, providers: ['password'], password: null, createdAt: AT };
  await db.accounts.add(account);
  await session.ready;
  await session.signedIn(account);
  return { db, store: createLocalStaffStore(db, session) };
}

afterEach(async () => {
  for (const { db, session } of opened.splice(0)) {
    session.close();
    db.close();
    await Dexie.delete(db.name);
  }
});

const member = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: 'm1',
  name: 'Kofi',
  role: 'cashier',
  pinHash: { algorithm: 'PBKDF2-SHA-256', iterations: 1000, salt: 'ab'.repeat(16), hash: 'cd'.repeat(32) },
  disabled: false,
  createdAt: AT,
  ...overrides,
});

describe('local staff store', () => {
  it('keeps members with their hashes, oldest first, and an edit keeps the creation time', async () => {
    const { store } = await signedInStore();
    expect(await store.putStaffMember('u1', member())).toEqual({ created: true });
    expect(await store.putStaffMember('u1', member({ id: 'm0', name: 'Esi', createdAt: new Date('2026-11-01T00:00:00Z') }))).toEqual({ created: true });
    expect(await store.putStaffMember('u1', member({ name: 'Kofi B', disabled: true, createdAt: new Date('2030-01-01T00:00:00Z') }))).toEqual({ created: false });
    expect(await store.getStaffMember('u1', 'm1')).toEqual(member({ name: 'Kofi B', disabled: true }));
    expect(await store.getStaffMember('u1', 'nobody')).toBeNull();
    const listed = await new Promise<StaffMember[]>((resolve, reject) => {
      const stop = store.subscribeStaffRecords('u1', (staff) => {
        stop();
        resolve(staff);
      }, reject);
    });
    expect(listed.map((m) => m.id)).toEqual(['m0', 'm1']);
    await expect(store.getStaffMember('u2', 'm1')).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('keeps wrong tries apart, and forgets them when told', async () => {
    const { store } = await signedInStore();
    expect(await store.getPinAttempts('u1', 'm1')).toBeNull();
    await store.putPinAttempts('u1', 'm1', { failures: 5, lockedUntil: AT });
    expect(await store.getPinAttempts('u1', 'm1')).toEqual({ failures: 5, lockedUntil: AT });
    await store.putPinAttempts('u1', 'm1', null);
    expect(await store.getPinAttempts('u1', 'm1')).toBeNull();
  });

  it('changes a shift in one transaction, finds the open ones, and lists them newest first', async () => {
    const { store } = await signedInStore();
    const first = openShift({ id: 'sh1', staff: { id: 'm1', name: 'Kofi' }, currency: 'GHS', floatMinor: 10_000, openedAt: AT });
    expect(await store.updateShift('u1', 'sh1', (current) => (current ? null : first))).toBe(true);
    expect(await store.updateShift('u1', 'sh1', (current) => (current ? null : first))).toBe(false);
    expect(await store.openShiftsOf('u1', 'm1')).toEqual([first]);
    const later = new Date('2026-11-22T17:00:00Z');
    expect(await store.updateShift('u1', 'sh1', (current) => current && { ...current, closedAt: later, countedCashMinor: 10_050 })).toBe(true);
    expect(await store.openShiftsOf('u1', 'm1')).toEqual([]);
    await store.updateShift('u1', 'sh2', () => openShift({ id: 'sh2', staff: { id: 'm1', name: 'Kofi' }, currency: 'GHS', floatMinor: 0, openedAt: later }));
    const listed = await new Promise<string[]>((resolve, reject) => {
      const stop = store.subscribeShiftRecords('u1', AT, (shifts) => {
        stop();
        resolve(shifts.map((s) => s.id));
      }, reject);
    });
    expect(listed).toEqual(['sh2', 'sh1']);
  });
});

describe('till state keeper', () => {
  it('keeps each owner their own state in localStorage, and in memory when storage refuses', () => {
    const keeper = createTillStateKeeper();
    const storage = globalThis.localStorage as Storage | undefined;
    expect(keeper.load('u1')).toBeNull();
    keeper.save('u1', { locked: false, memberId: 'm1' });
    keeper.save('u2', { locked: true });
    expect(keeper.load('u1')).toEqual({ locked: false, memberId: 'm1' });
    expect(keeper.load('u2')).toEqual({ locked: true });
    if (storage) expect(JSON.parse(storage.getItem(tillStateKey('u2')) ?? 'null')).toEqual({ locked: true });
    keeper.save('u1', null);
    expect(keeper.load('u1')).toBeNull();
    keeper.save('u2', null);
  });

  it('reads nothing from a value it cannot read', () => {
    const storage = globalThis.localStorage as Storage | undefined;
    if (!storage) return;
    storage.setItem(tillStateKey('u3'), '{not json');
    expect(createTillStateKeeper().load('u3')).toBeNull();
    storage.setItem(tillStateKey('u3'), JSON.stringify({ locked: false, memberId: 7 }));
    expect(createTillStateKeeper().load('u3')).toBeNull();
    storage.removeItem(tillStateKey('u3'));
  });

  it('keeps the state in memory while storage refuses it, and reads storage again once it takes a write', () => {
    const kept = new Map<string, string>();
    let refusing = true;
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (refusing) throw new DOMException('full', 'QuotaExceededError');
        kept.set(key, value);
      },
      removeItem: (key: string) => kept.delete(key),
    });
    try {
      kept.set(tillStateKey('u1'), JSON.stringify({ locked: false, memberId: null }));
      const keeper = createTillStateKeeper();
      keeper.save('u1', { locked: true });
      expect(keeper.load('u1')).toEqual({ locked: true });
      refusing = false;
      keeper.save('u1', { locked: false, memberId: 'm1' });
      kept.set(tillStateKey('u1'), JSON.stringify({ locked: true }));
      expect(keeper.load('u1')).toEqual({ locked: true });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
