// The embedded default adapter: the whole Backend port on the browser's IndexedDB through Dexie.
// No server: accounts with salted PBKDF2 hashes, a session that survives a reload and is shared by
// the tabs of one origin, e-mails delivered to a local mailbox, Google sign-in through an injected
// account chooser, live queries that see other tabs' writes (Dexie 4 broadcasts every change to
// same-origin tabs), and images kept as bytes in the database.
//
// This file composes the adapter from one part per concern of the port: session.ts (who is signed
// in), auth.ts (sign-in), sign-up.ts (sign-up, password reset), mail.ts (the local mailbox),
// catalogue.ts (business, products, customers), sales.ts (the ledger), credit.ts (customers'
// accounts), expenses.ts and images.ts (files), online-store.ts (the online store and its orders). What a till that signs in and sells never uses
// (the partner widget's budget) loads on its first use (lazy-part.ts): among it back-office.ts,
// what only the owner's screens ask (products' edits, settings, the sales lists, the figures). Staff at a shared till:
// till-guard/ wraps the whole adapter with the roles and stamps, over staff.ts's records and
// till-state.ts's state of this device's till.
import type { Backend, StaffApi } from '../port';
import { DEFAULT_DB_NAME, LocalDatabase } from './db';
import { DEFAULT_PBKDF2_ITERATIONS, randomDocumentId } from './crypto';
import { createLocalAuth } from './auth';
import type { GoogleAccountChooser } from './auth';
import type { LocalSignUp } from './sign-up';
import { createLocalCatalogue } from './catalogue';
import { createLocalImages } from './images';
import type { LocalMail, LocalMailbox } from './mail';
import type { LocalPaymentsDesk, LocalPlanPayments } from './plan-payments';
import type { LocalOnlineStore, LocalOrderPaymentsDesk } from './online-store';
import { lazyBackOffice, lazyCredit, lazyExpenses, lazyOnlineStore, lazyPart, lazyRefunds, lazyStock } from '../lazy-part';
import { createLocalSales } from './sales';
import { createLocalSession } from './session';
import { createLocalStaffStore } from './staff';
import { guardTill } from '../till-guard';
import { withPlanRules } from '../plan-rules';
import { ownerRange } from './db';

export type { GoogleAccountChoice, GoogleAccountChooser, GoogleAccountRequest } from './auth';
export type { LocalMailbox, MailMessage } from './mail';
export { LOCAL_IMAGE_URL_PREFIX } from './images';

export interface LocalBackendOptions {
  /** The IndexedDB database name; tabs that share it share accounts, session and data. */
  dbName?: string;
  googleAccountChooser?: GoogleAccountChooser;
  now?: () => Date;
  /** Ids for new products, customers, accounts and mails. */
  randomId?: () => string;
  /** PBKDF2 iterations for new password hashes (default 600 000; tests may lower it). Weaker hashes are redone at sign-in. */
  passwordIterations?: number;
  /** PBKDF2 iterations for new staff PINs' hashes (default: `passwordIterations` when given, else PIN_HASH_ITERATIONS; tests may lower it). */
  pinIterations?: number;
  /** Where mailbox links point (default '/mailbox'). */
  mailboxPath?: string;
  /** Named in the mails' text (default 'your shop'). */
  appName?: string;
  /** The browser's Web Locks, which every tab shares (default `navigator.locks`, where there is one). */
  locks?: Pick<LockManager, 'request'>;
}

export interface LocalBackend extends Backend {
  readonly kind: 'local';
  readonly mailbox: LocalMailbox;
  /** The local payments desk, playing Paystack's part for plan payments (plan-payments.ts): the /mailbox/payments-desk page's. */
  readonly paymentsDesk: LocalPaymentsDesk;
  /** The same desk's side of an online order's payment through the shop's own account (online-store.ts). */
  readonly orderPaymentsDesk: LocalOrderPaymentsDesk;
  /** The Dexie database, for seeding tools and benches; screens use the port only. */
  readonly database: LocalDatabase;
  readonly passwordIterations: number;
  /** The chooser is usually rendered by a screen mounted after the backend is created. */
  setGoogleAccountChooser(chooser: GoogleAccountChooser | null): void;
  /** Stops the session watch, releases image URLs and closes the database. */
  close(): void;
}

export function createLocalBackend(options: LocalBackendOptions = {}): LocalBackend {
  const db = new LocalDatabase(options.dbName ?? DEFAULT_DB_NAME);
  const now = options.now ?? (() => new Date());
  const randomId = options.randomId ?? randomDocumentId;
  const passwordIterations = options.passwordIterations ?? DEFAULT_PBKDF2_ITERATIONS;
  let chooser = options.googleAccountChooser ?? null;

  const session = createLocalSession(db);
  // The mailbox (mail.ts) loads on first use: a sign-up, a password reset or the mailbox page. A
  // till that signs in and sells never needs it.
  const mailOptions = { now, randomId, passwordIterations, mailboxPath: options.mailboxPath ?? '/mailbox', appName: options.appName ?? 'your shop' };
  let loadingMail: Promise<LocalMail> | null = null;
  const loadMail = (): Promise<LocalMail> =>
    (loadingMail ??= import('./mail').then(
      ({ createLocalMail }) => createLocalMail(db, session, mailOptions),
      (error: unknown) => {
        loadingMail = null;
        throw error;
      },
    ));
  const mailbox = lazyPart<LocalMailbox, 'subscribe', 'applyVerification' | 'checkPasswordResetToken' | 'confirmPasswordReset'>(
    async () => (await loadMail()).mailbox,
    ['subscribe'],
    ['applyVerification', 'checkPasswordResetToken', 'confirmPasswordReset'],
  );
  const images = createLocalImages(db, session, now);
  // Paying for the plan (plan-payments.ts) loads when Settings › Plan or the payments desk first asks.
  let loadingPlans: Promise<LocalPlanPayments> | null = null;
  const loadPlans = () => (loadingPlans ??= import('./plan-payments').then(({ createLocalPlanPayments }) => createLocalPlanPayments(db, session, { now, randomId })));
  const paymentsDesk = lazyPart<LocalPaymentsDesk, 'subscribe', 'answer'>(async () => (await loadPlans()).paymentsDesk, ['subscribe'], ['answer']);
  let loadingOnlineStore: Promise<LocalOnlineStore> | null = null;
  const loadOnlineStore = () => (loadingOnlineStore ??= import('./online-store').then(({ createLocalOnlineStore }) => createLocalOnlineStore(db, session, images, { now, randomId })));
  const orderPaymentsDesk = lazyPart<LocalOrderPaymentsDesk, 'subscribeOrderPayment', 'answerOrderPayment'>(async () => (await loadOnlineStore()).orderPaymentsDesk, ['subscribeOrderPayment'], ['answerOrderPayment']);

  const adapter: Omit<LocalBackend, keyof StaffApi> = {
    kind: 'local',
    mailbox,
    paymentsDesk,
    orderPaymentsDesk,
    database: db,
    passwordIterations,
    ...createLocalAuth(db, session, { now, randomId, passwordIterations, chooser: () => chooser }),
    ...lazyPart<LocalSignUp, never, keyof LocalSignUp>(
      async () => {
        const [{ createLocalSignUp }, mail] = await Promise.all([import('./sign-up'), loadMail()]);
        return createLocalSignUp(db, session, mail, { now, randomId, passwordIterations });
      },
      [],
      ['signUp', 'sendPasswordReset'],
    ),
    ...createLocalCatalogue(db, session, images, { now, randomId }),
    ...createLocalSales(db, session),
    ...lazyBackOffice(async () => (await import('./back-office')).createLocalBackOffice(db, session, images, { now, randomId })),
    ...lazyRefunds(async () => (await import('./refunds')).createLocalRefunds(db, session)),
    ...lazyStock(async () => (await import('./stock')).createLocalStock(db, session)),
    ...lazyCredit(async () => (await import('./credit')).createLocalCredit(db, session)),
    ...lazyExpenses(async () => (await import('./expenses')).createLocalExpenses(db, session)),
    ...lazyOnlineStore(loadOnlineStore),
    ...lazyPart(loadPlans, ['subscribePlanPayments'], ['startPlanPayment', 'stopPlanRenewal']),
    ...lazyPart(async () => (await import('./store-gateway')).createLocalStoreGateway(db, session, { now }), ['subscribeStoreGateway'], ['connectStoreGateway', 'disconnectStoreGateway']),
    // What the till reads of the online store, in a part of its own: a till that sells never loads the store.
    ...lazyPart(async () => (await import('./reserved-stock')).createLocalReservedStock(db, session, { now }), ['subscribeReservedStock'], []),
    uploadProductImage: images.uploadProductImage,
    getImageUrl: images.getImageUrl,
    deleteImage: images.deleteImage,

    // Every write lands in the browser's own database at once: nothing ever waits or is refused later.
    subscribeSyncState(uid, onNext, onError) {
      return session.live(
        async () => {
          session.requireOwner(uid);
          return { waitingSales: [], waitingRefunds: [], refused: [] };
        },
        onNext,
        onError,
      );
    },
    dismissRefused() {},

    setGoogleAccountChooser(next) {
      chooser = next;
    },

    close() {
      session.close();
      images.close();
      db.close();
    },
  };
  const locks = options.locks ?? (typeof navigator === 'undefined' ? undefined : navigator.locks);
  // The plans' rules (plan-rules.ts) over the writes, read from the shop's own rows, as the server's are on Firebase.
  const planned = withPlanRules(adapter, {
    async business(uid) {
      if (session.current()?.uid !== uid) return null;
      return (await db.businesses.get(uid)) ?? null;
    },
    products: (uid) => db.products.where('[ownerUid+createdAt]').between(...ownerRange(uid), true, true).toArray(),
    now,
    // Two tabs share the shop's rows: a product's save or an import counts and writes under one Web
    // Lock per shop, so another tab's lands wholly before or after it (plan-rules.ts, exclusive).
    ...(locks ? { exclusive: <T>(uid: string, write: () => Promise<T>) => locks.request(`shopdesk-products-${uid}`, write) } : {}),
  });
  // The roles and the stamps (till-guard/) over every method of the adapter; its own extras stay as they are.
  return guardTill(planned, createLocalStaffStore(db, session), { now, pinIterations: options.pinIterations ?? options.passwordIterations });
}
