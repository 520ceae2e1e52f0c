// The embedded default adapter: the whole Backend port on the browser's IndexedDB through Dexie.
// No server: accounts with salted PBKDF2 hashes, a session that survives a reload and is shared by
// the tabs of one origin, e-mails delivered to a local mailbox, Google sign-in through an injected
// account chooser, live queries that see other tabs' writes (Dexie 4 broadcasts every change to
// same-origin tabs), and images kept as bytes in the database.
import { liveQuery } from 'dexie';
import type { Table } from 'dexie';
import type { Business, Customer, CustomerDraft, DailyStat, Product, ProductDraft, Sale } from '../../domain/entities';
import { utcDateKey } from '../../domain/calendar';
import { applySaleToDailyStat } from '../../domain/dashboard';
import { stockAfterSale } from '../../domain/sale';
import { businessFromGoogleProfile, newBusinessProfile } from '../../domain/validation';
import { BackendError, documentNotFound, objectNotFound, permissionDenied } from '../errors';
import type {
  Backend,
  BackendUser,
  CustomerPatch,
  ErrorCallback,
  ImageFile,
  ProductPatch,
  RecordSaleInput,
  RecordSaleResult,
  SalesQuery,
  SignUpInput,
  Unsubscribe,
  UploadedImage,
} from '../port';
import {
  checkEmail,
  checkImage,
  checkNewPassword,
  checkSale,
  ownerOfImagePath,
  productImagePath,
  sumDecrements,
} from '../records';
import { DEFAULT_DB_NAME, LocalDatabase, ownerRange, withoutOwner } from './db';
import type { AccountRow, ActionKind, ActionTokenRow, ImageRow, MailRow, SessionRow } from './db';
import { DEFAULT_PBKDF2_ITERATIONS, hashPassword, randomBytes, randomDocumentId, toHex, verifyPassword } from './crypto';

export interface GoogleAccountChoice {
  name: string;
  email: string;
}

/** Shows the local "Choose an account" dialog; resolves null when the person cancels. */
export type GoogleAccountChooser = () => Promise<GoogleAccountChoice | null>;

export interface LocalBackendOptions {
  /** The IndexedDB database name; tabs that share it share accounts, session and data. */
  dbName?: string;
  googleAccountChooser?: GoogleAccountChooser;
  now?: () => Date;
  /** Ids for new products, customers, accounts and mails. */
  randomId?: () => string;
  /** PBKDF2 iterations for new password hashes (default 210 000; tests may lower it). */
  passwordIterations?: number;
  /** Where mailbox links point (default '/mailbox'). */
  mailboxPath?: string;
  /** Named in the mails' text (default 'your shop'). */
  appName?: string;
}

export type MailMessage = MailRow;

/** The local stand-in for the inbox: every verification and reset e-mail the adapter sends. */
export interface LocalMailbox {
  /** All messages, newest first. */
  subscribe(onNext: (messages: MailMessage[]) => void, onError: ErrorCallback): Unsubscribe;
  /** Marks the account verified. Rejects with 'auth/invalid-action-code' or 'auth/expired-action-code'. */
  applyVerification(token: string): Promise<void>;
  /** The e-mail address a reset token is for (rejects like applyVerification). */
  checkPasswordResetToken(token: string): Promise<string>;
  /** Sets the new password. Rejects with 'auth/weak-password' or an action-code error. */
  confirmPasswordReset(token: string, newPassword: string): Promise<void>;
}

export interface LocalBackend extends Backend {
  readonly kind: 'local';
  readonly mailbox: LocalMailbox;
  /** The Dexie database, for seeding tools and benches; screens use the port only. */
  readonly database: LocalDatabase;
  readonly passwordIterations: number;
  /** The chooser is usually rendered by a screen mounted after the backend is created. */
  setGoogleAccountChooser(chooser: GoogleAccountChooser | null): void;
  /** Stops the session watch, releases image URLs and closes the database. */
  close(): void;
}

const VERIFY_TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** The URL scheme used for images where `URL.createObjectURL` does not exist (Node without Blob URLs). */
export const LOCAL_IMAGE_URL_PREFIX = 'local-image:';

interface AuthListener {
  next: (user: BackendUser | null) => void;
  error: ErrorCallback | undefined;
  primed: boolean;
  active: boolean;
}

function toUser(account: AccountRow): BackendUser {
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

export function createLocalBackend(options: LocalBackendOptions = {}): LocalBackend {
  const db = new LocalDatabase(options.dbName ?? DEFAULT_DB_NAME);
  const now = options.now ?? (() => new Date());
  const randomId = options.randomId ?? randomDocumentId;
  const iterations = options.passwordIterations ?? DEFAULT_PBKDF2_ITERATIONS;
  const mailboxPath = options.mailboxPath ?? '/mailbox';
  const appName = options.appName ?? 'your shop';
  let chooser = options.googleAccountChooser ?? null;

  // ---- session -------------------------------------------------------------------------------
  let current: BackendUser | null = null;
  let restored = false;
  let appliedVersion = 0;
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

  async function writeSession(uid: string | null): Promise<void> {
    const version = await db.transaction('rw', db.session, async () => {
      const row = await db.session.get('current');
      const next: SessionRow = { key: 'current', uid, version: (row?.version ?? 0) + 1 };
      await db.session.put(next);
      return next.version;
    });
    appliedVersion = Math.max(appliedVersion, version);
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
        setCurrent(row?.uid && account ? toUser(account) : null);
      } else if (current && account && row?.uid === current.uid) {
        setCurrent(toUser(account));
      }
      markRestored();
    },
    error: (error: unknown) => {
      markRestored();
      for (const listener of [...listeners]) listener.error?.(asError(error));
    },
  });

  function requireOwner(uid: string): void {
    if (!current || current.uid !== uid) throw permissionDenied();
  }

  // ---- live queries --------------------------------------------------------------------------
  function live<T>(query: () => Promise<T>, onNext: (value: T) => void, onError: ErrorCallback): Unsubscribe {
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
  }

  // ---- images --------------------------------------------------------------------------------
  const objectUrls = new Map<string, string>();
  const canMakeObjectUrls = typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';

  function urlForImage(row: ImageRow): string {
    if (!canMakeObjectUrls) return LOCAL_IMAGE_URL_PREFIX + row.path;
    let url = objectUrls.get(row.path);
    if (!url) {
      url = URL.createObjectURL(new Blob([row.data], { type: row.contentType }));
      objectUrls.set(row.path, url);
    }
    return url;
  }

  function forgetImageUrl(path: string): void {
    const url = objectUrls.get(path);
    if (url) {
      URL.revokeObjectURL(url);
      objectUrls.delete(path);
    }
  }

  function requireImageOwner(path: string): string {
    const owner = ownerOfImagePath(path);
    if (!current) throw new BackendError('storage/unauthenticated');
    if (owner !== current.uid) throw new BackendError('storage/unauthorized');
    return owner;
  }

  async function imageExists(path: string): Promise<boolean> {
    return (await db.images.where(':id').equals(path).count()) > 0;
  }

  // Products carry the stored image's URL for this page: Blob URLs do not outlive the page, so the
  // one saved with the product is replaced by a fresh one whenever the image is still stored.
  async function productsWithImageUrls(rows: Product[]): Promise<Product[]> {
    if (!canMakeObjectUrls) {
      return rows.map((p) => (p.imagePath ? { ...p, imageUrl: LOCAL_IMAGE_URL_PREFIX + p.imagePath } : p));
    }
    const missing = [...new Set(rows.flatMap((p) => (p.imagePath && !objectUrls.has(p.imagePath) ? [p.imagePath] : [])))];
    if (missing.length > 0) {
      for (const image of await db.images.bulkGet(missing)) if (image) urlForImage(image);
    }
    return rows.map((p) => {
      const url = p.imagePath ? objectUrls.get(p.imagePath) : undefined;
      return url ? { ...p, imageUrl: url } : p;
    });
  }

  // ---- mail ----------------------------------------------------------------------------------
  let mailSequence = 0;

  function newToken(uid: string, kind: ActionKind): ActionTokenRow {
    const createdAt = now();
    const ttl = kind === 'verify' ? VERIFY_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS;
    return { token: toHex(randomBytes(32)), uid, kind, createdAt, expiresAt: new Date(createdAt.getTime() + ttl), usedAt: null };
  }

  function newMail(account: AccountRow, token: ActionTokenRow): MailRow {
    const link = `${mailboxPath}/${token.kind}?token=${token.token}`;
    const hello = `Hello${account.displayName ? ` ${account.displayName}` : ''},`;
    const [subject, body] =
      token.kind === 'verify'
        ? [
            `Verify your email for ${appName}`,
            `Follow this link to verify your email address.\n\n${link}\n\nIf you didn't ask to verify this address, you can ignore this email.`,
          ]
        : [
            `Reset your password for ${appName}`,
            `Follow this link to reset your ${appName} password for your ${account.email} account.\n\n${link}\n\nIf you didn't ask to reset your password, you can ignore this email.`,
          ];
    mailSequence += 1;
    // Ids sort by sending time, then by the order this page sent them, so "newest first" is exact.
    const id = `${String(token.createdAt.getTime()).padStart(15, '0')}.${String(mailSequence).padStart(9, '0')}.${randomId()}`;
    return { id, to: account.email, subject, text: `${hello}\n\n${body}\n`, link, kind: token.kind, createdAt: token.createdAt };
  }

  async function sendActionMail(account: AccountRow, kind: ActionKind): Promise<void> {
    const token = newToken(account.uid, kind);
    await db.transaction('rw', [db.actionTokens, db.mail], async () => {
      await db.actionTokens.add(token);
      await db.mail.add(newMail(account, token));
    });
  }

  async function usableToken(token: string, kind: ActionKind): Promise<ActionTokenRow> {
    const row = await db.actionTokens.get(token);
    if (!row || row.kind !== kind || row.usedAt) throw new BackendError('auth/invalid-action-code');
    if (row.expiresAt.getTime() < now().getTime()) throw new BackendError('auth/expired-action-code');
    return row;
  }

  async function accountByEmail(email: string): Promise<AccountRow | undefined> {
    return db.accounts.where('email').equals(email).first();
  }

  const mailbox: LocalMailbox = {
    subscribe(onNext, onError) {
      return live(() => db.mail.reverse().toArray(), onNext, onError);
    },

    async applyVerification(token) {
      const account = await db.transaction('rw', [db.actionTokens, db.accounts], async () => {
        const row = await usableToken(token, 'verify');
        const found = await db.accounts.get(row.uid);
        if (!found) throw new BackendError('auth/user-not-found');
        const updated: AccountRow = { ...found, emailVerified: true };
        await db.accounts.put(updated);
        await db.actionTokens.put({ ...row, usedAt: now() });
        return updated;
      });
      if (current?.uid === account.uid) setCurrent(toUser(account));
    },

    async checkPasswordResetToken(token) {
      const row = await usableToken(token, 'reset');
      const account = await db.accounts.get(row.uid);
      if (!account) throw new BackendError('auth/user-not-found');
      return account.email;
    },

    async confirmPasswordReset(token, newPassword) {
      checkNewPassword(newPassword);
      await usableToken(token, 'reset');
      const password = await hashPassword(newPassword, iterations);
      await db.transaction('rw', [db.actionTokens, db.accounts], async () => {
        const row = await usableToken(token, 'reset');
        const account = await db.accounts.get(row.uid);
        if (!account) throw new BackendError('auth/user-not-found');
        const providers = account.providers.includes('password') ? account.providers : [...account.providers, 'password' as const];
        await db.accounts.put({ ...account, password, providers });
        await db.actionTokens.put({ ...row, usedAt: now() });
      });
    },
  };

  // ---- owned collections ---------------------------------------------------------------------
  function ownedCollection<T extends { id: string; createdAt: Date }, Draft extends object>(
    rows: Table<T & { ownerUid: string }, [string, string]>,
    collectionName: string,
  ) {
    type Row = T & { ownerUid: string };
    return {
      async list(uid: string): Promise<T[]> {
        requireOwner(uid);
        const found = await rows.where('[ownerUid+createdAt]').between(...ownerRange(uid), true, true).toArray();
        return found.map((row): T => withoutOwner(row) as unknown as T);
      },
      async add(uid: string, draft: Draft): Promise<string> {
        requireOwner(uid);
        const id = randomId();
        const row = { ...withoutUndefined(applyPatch({}, draft)), id, createdAt: now(), ownerUid: uid } as unknown as Row;
        await rows.add(row);
        return id;
      },
      async update(uid: string, id: string, patch: object): Promise<void> {
        requireOwner(uid);
        await db.transaction('rw', rows, async () => {
          const row = await rows.get([uid, id]);
          if (!row) throw documentNotFound(`businesses/${uid}/${collectionName}/${id}`);
          await rows.put(applyPatch(row, patch));
        });
      },
    };
  }

  const products = ownedCollection<Product, ProductDraft>(db.products, 'products');
  const customers = ownedCollection<Customer, CustomerDraft>(db.customers, 'customers');

  // ---- the port ------------------------------------------------------------------------------
  const backend: LocalBackend = {
    kind: 'local',
    mailbox,
    database: db,
    passwordIterations: iterations,

    setGoogleAccountChooser(next) {
      chooser = next;
    },

    close() {
      sessionWatch.unsubscribe();
      for (const path of [...objectUrls.keys()]) forgetImageUrl(path);
      for (const listener of listeners) listener.active = false;
      listeners.clear();
      db.close();
    },

    // -- auth --
    async signUp({ email, password, profile }: SignUpInput) {
      const address = checkEmail(email);
      checkNewPassword(password);
      if (await accountByEmail(address)) throw new BackendError('auth/email-already-in-use');
      const hash = await hashPassword(password, iterations);
      const createdAt = now();
      const account: AccountRow = {
        uid: randomId(),
        email: address,
        displayName: profile.ownerName.trim() || null,
        emailVerified: false,
        providers: ['password'],
        password: hash,
        createdAt,
      };
      try {
        await db.transaction('rw', [db.accounts, db.businesses], async () => {
          if (await accountByEmail(address)) throw new BackendError('auth/email-already-in-use');
          await db.accounts.add(account);
          await db.businesses.put(newBusinessProfile({ ownerUid: account.uid, email: address, ...profile, now: createdAt }));
        });
      } catch (error) {
        if ((error as { name?: string }).name === 'ConstraintError') throw new BackendError('auth/email-already-in-use');
        throw error;
      }
      await sendActionMail(account, 'verify');
      if (current) {
        await writeSession(null);
        setCurrent(null);
      }
    },

    async signIn(email, password) {
      const account = await accountByEmail(checkEmail(email));
      if (!account) throw new BackendError('auth/user-not-found');
      if (!account.password || !(await verifyPassword(password, account.password))) {
        throw new BackendError('auth/wrong-password');
      }
      if (!account.emailVerified) throw new BackendError('auth/email-not-verified');
      await writeSession(account.uid);
      const user = toUser(account);
      setCurrent(user);
      return user;
    },

    async signInWithGoogle() {
      if (!chooser) throw new BackendError('auth/operation-not-supported-in-this-environment');
      const choice = await chooser();
      if (!choice) throw new BackendError('auth/popup-closed-by-user');
      const address = checkEmail(choice.email);
      const name = choice.name.trim() || null;
      // One account per e-mail address: Google vouches for the address, so an existing account with
      // it is signed in (and counts as verified) instead of a second one being created.
      const account = await db.transaction('rw', db.accounts, async () => {
        const existing = await accountByEmail(address);
        const next: AccountRow = existing
          ? {
              ...existing,
              emailVerified: true,
              displayName: existing.displayName ?? name,
              providers: existing.providers.includes('google') ? existing.providers : [...existing.providers, 'google'],
            }
          : {
              uid: randomId(),
              email: address,
              displayName: name,
              emailVerified: true,
              providers: ['google'],
              password: null,
              createdAt: now(),
            };
        await db.accounts.put(next);
        return next;
      });
      await writeSession(account.uid);
      const user = toUser(account);
      setCurrent(user);
      return user;
    },

    async sendPasswordReset(email) {
      const account = await accountByEmail(checkEmail(email));
      if (!account) throw new BackendError('auth/user-not-found');
      await sendActionMail(account, 'reset');
    },

    async signOut() {
      await writeSession(null);
      setCurrent(null);
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

    currentUser() {
      return current;
    },

    authStateReady() {
      return ready;
    },

    // -- business --
    async getOrCreateBusiness(user) {
      requireOwner(user.uid);
      return db.transaction('rw', db.businesses, async () => {
        const existing = await db.businesses.get(user.uid);
        if (existing) return existing;
        const created = businessFromGoogleProfile({ uid: user.uid, email: user.email, displayName: user.displayName, now: now() });
        await db.businesses.add(created);
        return created;
      });
    },

    subscribeBusiness(uid, onNext, onError) {
      return live<Business | null>(
        async () => {
          requireOwner(uid);
          return (await db.businesses.get(uid)) ?? null;
        },
        onNext,
        onError,
      );
    },

    // -- products --
    subscribeProducts(uid, onNext, onError) {
      return live(async () => productsWithImageUrls(await products.list(uid)), onNext, onError);
    },

    addProduct(uid, draft) {
      return products.add(uid, draft);
    },

    updateProduct(uid, id, patch: ProductPatch) {
      return products.update(uid, id, patch);
    },

    async deleteProduct(uid, id) {
      requireOwner(uid);
      const imagePath = await db.transaction('rw', [db.products, db.images], async () => {
        const row = await db.products.get([uid, id]);
        if (!row) return null;
        await db.products.delete([uid, id]);
        if (row.imagePath && ownerOfImagePath(row.imagePath) === uid) {
          await db.images.delete(row.imagePath);
          return row.imagePath;
        }
        return null;
      });
      if (imagePath) forgetImageUrl(imagePath);
    },

    // -- customers --
    subscribeCustomers(uid, onNext, onError) {
      return live(() => customers.list(uid), onNext, onError);
    },

    addCustomer(uid, draft) {
      return customers.add(uid, draft);
    },

    updateCustomer(uid, id, patch: CustomerPatch) {
      return customers.update(uid, id, patch);
    },

    async deleteCustomer(uid, id) {
      requireOwner(uid);
      await db.customers.delete([uid, id]);
    },

    // -- sales --
    subscribeSales(uid, onNext, onError, query?: SalesQuery) {
      const owned = () => db.sales.where('[ownerUid+createdAt]').between(...ownerRange(uid), true, true);
      if (query?.limit !== undefined) {
        const limit = query.limit;
        return live<Sale[]>(
          async () => {
            requireOwner(uid);
            return (await owned().reverse().limit(limit).toArray()).map(withoutOwner);
          },
          onNext,
          onError,
        );
      }
      // Sales are only ever added (the port records them; nothing edits or deletes one), so after
      // the first full read a change is followed by reading just the sales at or after the newest
      // one held — a new sale costs a small read, not a re-read of 100 000. The count over the
      // owner's whole range keeps the query watching every insert, and sends it back to a full
      // read when a sale arrives out of order (say, a retry stamped before the newest).
      let held: Sale[] | null = null;
      return live<Sale[]>(
        async () => {
          requireOwner(uid);
          const total = await owned().count();
          const newest = held?.[0];
          if (held && newest) {
            const [, upper] = ownerRange(uid);
            const latest = await db.sales.where('[ownerUid+createdAt]').between([uid, newest.createdAt], upper, true, true).reverse().toArray();
            const known = new Set(held.slice(0, latest.length + 1).map((sale) => sale.id));
            const fresh = latest.filter((row) => !known.has(row.id)).map(withoutOwner);
            if (held.length + fresh.length === total) {
              if (fresh.length > 0) held = [...fresh, ...held];
              return held;
            }
          }
          held = (await owned().reverse().toArray()).map(withoutOwner);
          return held;
        },
        onNext,
        onError,
      );
    },

    subscribeSalesSince(uid, since, onNext, onError) {
      return live<Sale[]>(
        async () => {
          requireOwner(uid);
          const [, upper] = ownerRange(uid);
          const rows = await db.sales
            .where('[ownerUid+createdAt]')
            .between([uid, since], upper, true, true)
            .reverse()
            .toArray();
          return rows.map(withoutOwner);
        },
        onNext,
        onError,
      );
    },

    subscribeDailyStats(uid, sinceDateKey, onNext, onError) {
      return live<DailyStat[]>(
        async () => {
          requireOwner(uid);
          const [, upper] = ownerRange(uid);
          const rows = await db.dailyStats.where('[ownerUid+date]').between([uid, sinceDateKey], upper, true, true).toArray();
          return rows.map(withoutOwner);
        },
        onNext,
        onError,
      );
    },

    async recordSale(uid, { sale, stockDecrements }: RecordSaleInput): Promise<RecordSaleResult> {
      requireOwner(uid);
      checkSale(sale, stockDecrements);
      const sold = sumDecrements(stockDecrements);
      return db.transaction('rw', [db.sales, db.products, db.dailyStats], async () => {
        if (await db.sales.get([uid, sale.id])) return { recorded: false };
        const ids = [...sold.keys()];
        const found = await db.products.bulkGet(ids.map((id) => [uid, id] as [string, string]));
        const updated = found.map((product, i) => {
          const id = ids[i] ?? '';
          if (!product) throw documentNotFound(`businesses/${uid}/products/${id}`);
          if (typeof product.quantity !== 'number') {
            throw new BackendError('failed-precondition', `Product ${id} carries no stock quantity.`);
          }
          return { ...product, quantity: stockAfterSale(product.quantity, sold.get(id) ?? 0) };
        });
        if (updated.length > 0) await db.products.bulkPut(updated);
        const statKey: [string, string] = [uid, utcDateKey(sale.createdAt)];
        const stat = await db.dailyStats.get(statKey);
        await db.dailyStats.put({ ...applySaleToDailyStat(stat, sale), ownerUid: uid });
        await db.sales.add({ ...sale, ownerUid: uid });
        return { recorded: true };
      });
    },

    // -- files --
    async uploadProductImage(uid, file: ImageFile): Promise<UploadedImage> {
      if (!current) throw new BackendError('storage/unauthenticated');
      if (current.uid !== uid) throw new BackendError('storage/unauthorized');
      checkImage(file);
      const data = await file.arrayBuffer();
      let timestamp = now().getTime();
      let path = productImagePath(uid, timestamp, file.name);
      while (await imageExists(path)) path = productImagePath(uid, (timestamp += 1), file.name);
      const row: ImageRow = { path, ownerUid: uid, name: file.name, contentType: file.type, size: file.size, data, createdAt: now() };
      await db.images.add(row);
      return { path, url: urlForImage(row) };
    },

    async getImageUrl(path) {
      requireImageOwner(path);
      const cached = objectUrls.get(path);
      if (cached && (await imageExists(path))) return cached;
      const row = await db.images.get(path);
      if (!row) {
        forgetImageUrl(path);
        throw objectNotFound(path);
      }
      return urlForImage(row);
    },

    async deleteImage(path) {
      requireImageOwner(path);
      const existed = await db.transaction('rw', db.images, async () => {
        if (!(await imageExists(path))) return false;
        await db.images.delete(path);
        return true;
      });
      forgetImageUrl(path);
      if (!existed) throw objectNotFound(path);
    },
  };

  return backend;
}
