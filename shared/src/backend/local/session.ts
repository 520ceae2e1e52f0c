// The local adapter's session: who is signed in, restored after a reload and shared by the tabs of
// one origin (a versioned row in the database), the auth listeners, and live queries that wait for
// the session to be restored before they read. A restore needs the row's random secret to match
// the hash its account keeps, and the account's e-mail to be verified.
import { liveQuery } from 'dexie';
import { BackendError, permissionDenied } from '../errors';
import type { BackendUser, ErrorCallback, Unsubscribe } from '../port';
import { randomBytes, sameText, sha256Hex, toHex } from './crypto';
import type { AccountRow, LocalDatabase, SessionRow } from './db';

export interface LocalSession {
  current(): BackendUser | null;
  /** Resolves once the stored session has been read. */
  readonly ready: Promise<void>;
  /** Refuses (permission-denied) anyone but the signed-in owner `uid`. */
  requireOwner(uid: string): void;
  /** Stores who is signed in (for every tab) and tells the listeners. */
  signedIn(account: AccountRow): Promise<BackendUser>;
  signedOut(): Promise<void>;
  /** The signed-in account changed in place (verified, renamed). */
  refreshed(account: AccountRow): void;
  onAuthStateChanged(onNext: (user: BackendUser | null) => void, onError?: ErrorCallback): Unsubscribe;
  /** A Dexie live query that starts once the session is restored and stops at its first error. */
  live<T>(query: () => Promise<T>, onNext: (value: T) => void, onError: ErrorCallback): Unsubscribe;
  close(): void;
}

interface AuthListener {
  next: (user: BackendUser | null) => void;
  error: ErrorCallback | undefined;
  primed: boolean;
  active: boolean;
}

export function toUser(account: AccountRow): BackendUser {
  return {
    uid: account.uid,
    email: account.email,
    displayName: account.displayName,
    emailVerified: account.emailVerified,
  };
}

function sameUser(a: BackendUser | null, b: BackendUser | null): boolean {
  if (a === null || b === null) return a === b;
  return a.uid === b.uid && a.email === b.email && a.displayName === b.displayName && a.emailVerified === b.emailVerified;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new BackendError('internal', String(error));
}

export function createLocalSession(db: LocalDatabase): LocalSession {
  let current: BackendUser | null = null;
  let restored = false;
  let appliedVersion = 0;
  /** Stored rows whose secret is still being checked; the session is not restored before they are. */
  let checking = 0;
  const listeners = new Set<AuthListener>();
  let resolveReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });

  function prime(listener: AuthListener): void {
    if (!listener.active || listener.primed) return;
    listener.primed = true;
    listener.next(current);
  }

  function setCurrent(user: BackendUser | null): void {
    if (sameUser(current, user)) return;
    current = user;
    for (const listener of [...listeners]) if (listener.primed && listener.active) listener.next(user);
  }

  function markRestored(): void {
    if (restored) return;
    restored = true;
    resolveReady();
    for (const listener of [...listeners]) prime(listener);
  }

  /** Stores who is signed in, with a fresh secret whose hash the account keeps (none when signing out). */
  async function writeSession(account: AccountRow | null): Promise<void> {
    const secret = account ? toHex(randomBytes(32)) : null;
    const secretHash = secret ? await sha256Hex(secret) : null;
    const version = await db.transaction('rw', [db.session, db.accounts], async () => {
      const row = await db.session.get('current');
      const next: SessionRow = { key: 'current', uid: account?.uid ?? null, version: (row?.version ?? 0) + 1, secret };
      // The account signed out (or replaced) forgets its session, so no copy of the old row restores it.
      if (row?.uid && row.uid !== account?.uid) await db.accounts.update(row.uid, { sessionHash: null });
      if (account) await db.accounts.update(account.uid, { sessionHash: secretHash });
      await db.session.put(next);
      return next.version;
    });
    appliedVersion = Math.max(appliedVersion, version);
  }

  /** Whom a stored row restores: its account, when the secret matches and the address is verified. */
  async function restoredUser(row: SessionRow | undefined, account: AccountRow | undefined): Promise<BackendUser | null> {
    if (!row?.uid || !row.secret || !account?.sessionHash || !account.emailVerified) return null;
    return sameText(await sha256Hex(row.secret), account.sessionHash) ? toUser(account) : null;
  }

  // Restores the session, then follows sign-ins and sign-outs made in other tabs.
  const sessionWatch = liveQuery(async () => {
    const row = await db.session.get('current');
    const account = row?.uid ? await db.accounts.get(row.uid) : undefined;
    return { row, account };
  }).subscribe({
    next: ({ row, account }) => {
      const version = row?.version ?? 0;
      if (version > appliedVersion) {
        appliedVersion = version;
        checking += 1;
        const settle = (user: BackendUser | null) => {
          checking -= 1;
          // A newer row arrived while this one was checked: that one decides.
          if (appliedVersion === version) setCurrent(user);
          if (checking === 0) markRestored();
        };
        void restoredUser(row, account).then(settle, () => settle(null));
        return;
      }
      if (current && account && row?.uid === current.uid) setCurrent(account.emailVerified ? toUser(account) : null);
      if (checking === 0) markRestored();
    },
    error: (error: unknown) => {
      markRestored();
      for (const listener of [...listeners]) listener.error?.(asError(error));
    },
  });

  return {
    current: () => current,
    ready,

    requireOwner(uid) {
      if (!current || current.uid !== uid) throw permissionDenied();
    },

    async signedIn(account) {
      await writeSession(account);
      const user = toUser(account);
      setCurrent(user);
      return user;
    },

    async signedOut() {
      await writeSession(null);
      setCurrent(null);
    },

    refreshed(account) {
      if (current?.uid === account.uid) setCurrent(toUser(account));
    },

    onAuthStateChanged(onNext, onError) {
      const listener: AuthListener = { next: onNext, error: onError, primed: false, active: true };
      listeners.add(listener);
      if (restored) queueMicrotask(() => prime(listener));
      return () => {
        listener.active = false;
        listeners.delete(listener);
      };
    },

    live(query, onNext, onError) {
      let over = false;
      let subscription: { unsubscribe(): void } | null = null;
      const start = () => {
        if (over) return;
        // An async querier: a synchronous throw becomes a rejection (instead of escaping Dexie's
        // timer), and Dexie keeps its observation context across the querier's native awaits.
        const guarded = async () => query();
        subscription = liveQuery(guarded).subscribe({
          next: (value) => {
            if (!over) onNext(value);
          },
          error: (error: unknown) => {
            if (over) return;
            over = true;
            subscription?.unsubscribe();
            onError(asError(error));
          },
        });
      };
      if (restored) start();
      else void ready.then(start);
      return () => {
        over = true;
        subscription?.unsubscribe();
      };
    },

    close() {
      sessionWatch.unsubscribe();
      for (const listener of listeners) listener.active = false;
      listeners.clear();
    },
  };
}
