// Staff at a shared till (issue #35), kept once for every adapter: `guardTill` wraps an adapter
// (everything of the Backend port but StaffApi) and its StaffStore (staff-store.ts) and gives the
// whole port, StaffApi included. Which role may call which method is permissions.ts's (over the
// domain's table, domain/staff.ts STAFF_PERMISSIONS); the PIN and its lockout pin.ts's; shifts
// shifts.ts's; the words staff-words.ts's. This file puts the guard's parts together:
//
// - who is at the till (at-the-till.ts), and calls as them (as-operator.ts): refused
//   ('permission-denied', with its code `BackendError.reason`, refusals.ts) while the till is
//   locked, for an action the operator's role may not do, or may do only with a manager's PIN not
//   given (`approveAction`: one-shot, STAFF_APPROVAL_MS); a member is read again at each write and
//   followed while they are at the till, so a role the owner changes applies at once;
// - a cashier's reads leave out what they may not see: costs, other people's sales and days, the
//   shop's figures and expenses; a cashier's discount is checked against the shop's own limit
//   (till-settings.ts cashierDiscountLimitOf), read through the adapter's live profile (member.ts);
// - the port's staff methods (staff-api.ts), and the proxy over the adapter (guard-proxy.ts).
//
// It lands in the partner widget's bundle, whose JavaScript must stay within 150 KB gzip
// (e2e/specs/widget.spec.mjs: a sign-in and a sale on a shop without staff). What such a till
// never runs — saving and turning off members, a PIN's check and lockout, the writes of shifts —
// is staff.ts, loaded on its first use; who may call it is still decided here. What runs only
// while a member rather than the owner's account is at the till is member.ts, loaded as soon as
// a member is at the till. What only the owner's screens ask (products' edits and stock, the sales
// lists and figures, refunds, accounts, expenses, images, settings) is back-office.ts, and the
// online store's settings and orders online-store.ts, each loaded on the first such call through
// the same `act` and `guardedRead`.
import type { Product } from '../../domain/entities';
import type { Backend, ErrorCallback, StaffApi } from '../port';
import { lazyPart, loadPartOf } from '../lazy-part';
import type { StaffStore } from '../staff-store';
import { asOperator, refusalOf, stamped } from './as-operator';
import { tillSession } from './at-the-till';
import type { BackOfficeRules } from './back-office';
import type { OnlineStoreRules } from './online-store';
import { guardProxy } from './guard-proxy';
import type { GuardedName } from './permissions';
import { readRule, writeNeeds } from './permissions';
import { pinCheck, staffApi } from './staff-api';
import type { StaffPartContext } from './staff';

export interface TillGuardOptions {
  /** The guard's clock: PIN lockouts, approvals, shifts, a cashier's "today". Default: the device's. */
  now?: () => Date;
  /** PBKDF2 iterations for new PINs (pin.ts, PIN_HASH_ITERATIONS unless given): tests use fewer. */
  pinIterations?: number;
  /** The time zone of a cashier's "today" (local-day.ts). Default: the device's. */
  timeZone?: string;
}

type Inner = Omit<Backend, keyof StaffApi>;

function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * What only the owner's screens ask (back-office.ts: products' edits and stock, sales lists and
 * figures, refunds, accounts, expenses, images, settings): its methods load on the first such
 * call. Every name of BackOfficeRules is here (the type says so), so none reaches the adapter
 * unguarded.
 */
const BACK_OFFICE_READS = [
  'subscribeStockMovements',
  'subscribeSales',
  'subscribeSalesSince',
  'subscribeRefusedRecords',
  'subscribeDailyStats',
  'subscribeProductStats',
  'subscribeRefunds',
  'subscribeRefundsSince',
  'subscribeSaleRefunds',
  'subscribeAccountRecords',
  'subscribeRepaymentsSince',
  'subscribeExpenses',
] as const;
const BACK_OFFICE_WRITES = [
  'updateShopSettings',
  'addProduct',
  'updateProduct',
  'deleteProduct',
  'adjustStock',
  'updateCustomer',
  'deleteCustomer',
  'recordRefund',
  'recordRepayment',
  'saveExpense',
  'deleteExpense',
  'uploadProductImage',
  'deleteImage',
  'importCatalogue',
  'lastCatalogueImport',
  'undoCatalogueImport',
] as const;

/** The online store's methods the guard answers (online-store.ts), loaded on the first such call; its page's are the adapter's own. */
const ONLINE_STORE_READS = ['subscribeOnlineStore', 'subscribeOnlineOrders', 'subscribeReservedStock'] as const;
const ONLINE_STORE_WRITES = ['isStoreNameFree', 'saveOnlineStore', 'publishOnlineStore', 'takeOrderAction'] as const;

export function guardTill<B extends Inner>(inner: B, store: StaffStore, options: TillGuardOptions = {}): B & StaffApi {
  const clock = options.now ?? (() => new Date());
  const timeZone = options.timeZone ?? deviceTimeZone();
  const context: StaffPartContext = { store, clock, pinIterations: options.pinIterations };
  const checkPin = pinCheck(context);
  const session = tillSession({ inner, store, clock, timeZone, checkPin });
  const calls = asOperator(session);
  const { act, guardedRead } = calls;

  // The adapter's own part for a method loads beside the guard's part, not once the guard's has
  // loaded and called it (a dashboard opened offline waits for both).
  const besideInner = (name: string) => loadPartOf(inner, name);
  const backOffice: BackOfficeRules = lazyPart<BackOfficeRules, (typeof BACK_OFFICE_READS)[number], (typeof BACK_OFFICE_WRITES)[number]>(
    async () => (await import('./back-office')).backOfficeRules({ inner, act, guardedRead, stamped }),
    BACK_OFFICE_READS,
    BACK_OFFICE_WRITES,
    besideInner,
  );

  const onlineStore: OnlineStoreRules = lazyPart<OnlineStoreRules, (typeof ONLINE_STORE_READS)[number], (typeof ONLINE_STORE_WRITES)[number]>(
    async () => (await import('./online-store')).onlineStoreRules({ inner, act, guardedRead, stamped }),
    ONLINE_STORE_READS,
    ONLINE_STORE_WRITES,
    besideInner,
  );

  // Every method permissions.ts does not leave to the adapter (the type says so).
  const overrides: Pick<Backend, GuardedName> = {
    ...staffApi({ inner, store, session, calls, context, checkPin }),
    ...backOffice,
    ...onlineStore,

    signIn: (email: string, password: string) => session.signIn(() => inner.signIn(email, password)),
    signInWithGoogle: () => session.signIn(() => inner.signInWithGoogle()),
    signOut: () => session.signOut(() => inner.signOut()),

    subscribeProducts: (uid: string, onNext: (products: Product[]) => void, onError: ErrorCallback) =>
      guardedRead<Product[]>(uid, readRule('subscribeProducts', uid, onNext, onError), (n, e) => inner.subscribeProducts(uid, n, e), onNext, onError),
    subscribeCustomers: (uid: string, onNext: Parameters<Inner['subscribeCustomers']>[1], onError: ErrorCallback) =>
      guardedRead(uid, readRule('subscribeCustomers', uid, onNext, onError), (n, e) => inner.subscribeCustomers(uid, n, e), onNext, onError),
    addCustomer: (uid: string, draft: Parameters<Inner['addCustomer']>[1]) => act(uid, writeNeeds('addCustomer', uid, draft), () => inner.addCustomer(uid, draft)),
    recordSale: (uid: string, input: Parameters<Inner['recordSale']>[1]) =>
      act(uid, writeNeeds('recordSale', uid, input), (acting) => inner.recordSale(uid, acting?.madeBy ? { ...input, sale: stamped(input.sale, acting) } : input), input.sale.madeBy),
    subscribeBalances: (uid: string, onNext: Parameters<Inner['subscribeBalances']>[1], onError: ErrorCallback) =>
      guardedRead(uid, readRule('subscribeBalances', uid, onNext, onError), (n, e) => inner.subscribeBalances(uid, n, e), onNext, onError),
    getImageUrl: (path: string) => {
      const refusal = session.ownerCalling(null) ? refusalOf(session.operator(), readRule('getImageUrl', path).needs) : null;
      return refusal ? Promise.reject(refusal) : inner.getImageUrl(path);
    },
  };

  return guardProxy(inner, overrides as unknown as Record<string, unknown>) as B & StaffApi;
}
