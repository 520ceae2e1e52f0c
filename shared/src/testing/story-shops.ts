// The shops Storybook stories run on: the real local adapter in a database of their own, with an
// owner signed in (or not) and the demo shop's data, sometimes behind a wrapper that makes the
// port fail or never answer, so every loading and error state of the screens can be shown.
import { Dexie } from 'dexie';
import { PRODUCT_NAME } from '../domain/constants';
import { DAY_MS } from '../domain/calendar';
import { BackendError } from '../backend/errors';
import type { Backend, BackendUser, SignUpProfile, Unsubscribe } from '../backend/port';
import type { PaidPlanId } from '../domain/plans';
import { createLocalBackend } from '../backend/local/local-backend';
import type { LocalBackend } from '../backend/local/local-backend';
import { seedLocalAccount } from './local-seed';
import { demoOwner, seedDemoShop } from './demo-shop';
import type { DemoMarket, DemoShopResult } from './demo-shop';

/**
 * - `empty`: signed in, no products, customers or sales yet.
 * - `busy`: the Accra demo shop (cedis): about 25 products, 16 customers, 400 sales over 90 days.
 * - `busy-naira`: the Lagos demo shop (naira).
 * - `huge`: the Accra shop grown to 10 000 products, 1 000 customers and 3 000 sales.
 * - `loading`: signed in, but no subscription ever answers.
 * - `failing`: signed in, every subscription reports an error and every write rejects.
 * - `no-business`: signed in, but the business profile is missing.
 * - `signed-out`: the demo owner's account exists (verified) but nobody is signed in.
 */
export type StoryShopSeed = 'empty' | 'busy' | 'busy-naira' | 'huge' | 'loading' | 'failing' | 'no-business' | 'signed-out';

/** Which calls a shop makes fail on top of its seed. */
export type StoryShopFailure = 'reads' | 'writes' | 'all';

export interface StoryShopOptions {
  seed: StoryShopSeed;
  /** Changes to the owner's business profile (a long owner name, another business type…). */
  owner?: Partial<SignUpProfile>;
  /** Makes reads (subscriptions), writes, or both fail on top of the seed's data. */
  fail?: StoryShopFailure;
  /** How long ago the owner signed up (default 0: a new trial); 31 shows a trial that has ended. */
  signedUpDaysAgo?: number;
  /** The shop's days to pay (Business.creditDays, set as "Owed to you" sets it); none by default (30). */
  creditDays?: number;
  /** A paid plan with this many days left (domain/plans.ts), as a verified payment writes it; none by default (the trial). */
  paidPlan?: { plan: PaidPlanId; daysLeft: number };
}

/** What a story parameter may say: a seed's name, or a seed with options. */
export type StoryShopParameter = StoryShopSeed | StoryShopOptions;

export interface StoryShop {
  /** The backend the story's screens see (the local adapter, or a wrapper around it). */
  backend: Backend;
  /** The local adapter underneath, for a play function that checks what was written. */
  local: LocalBackend;
  dbName: string;
  /** The signed-in owner, or null for `signed-out`. */
  user: BackendUser | null;
  /** The demo owner's e-mail and password (they can log in on a `signed-out` shop). */
  credentials: { email: string; password: string };
  profile: SignUpProfile;
  /** What was seeded, for `busy`, `busy-naira` and `huge`. */
  demo: DemoShopResult | null;
  /** Closes the database and deletes it. */
  dispose(): Promise<void>;
}

export const STORY_SHOP_PASSWORD = 'Makola-Market-2026';
/** Story databases are named with this prefix, so stale ones can be recognised and deleted. */
export const STORY_SHOP_DB_PREFIX = 'storybook-shop-';

export function storyShopOptions(parameter: StoryShopParameter): StoryShopOptions {
  return typeof parameter === 'string' ? { seed: parameter } : parameter;
}

const DEMO_SIZES: Partial<Record<StoryShopSeed, { market: DemoMarket; products?: number; customers?: number; sales: number }>> = {
  busy: { market: 'GH', sales: 400 },
  'busy-naira': { market: 'NG', sales: 400 },
  huge: { market: 'GH', products: 10_000, customers: 1_000, sales: 3_000 },
};

/** Builds the shop a story asked for, in a new database named `dbName`. */
export async function createStoryShop(parameter: StoryShopParameter, dbName: string, now: Date = new Date()): Promise<StoryShop> {
  const options = storyShopOptions(parameter);
  const size = DEMO_SIZES[options.seed];
  const owner = demoOwner(size?.market ?? 'GH');
  const profile: SignUpProfile = { ...owner.profile, ...options.owner };
  const credentials = { email: owner.email, password: STORY_SHOP_PASSWORD };
  // Story accounts need no strong hashing; a low iteration count keeps each render quick.
  const local = createLocalBackend({ dbName, passwordIterations: 1000, appName: PRODUCT_NAME });
  const dispose = async () => {
    local.close();
    await Dexie.delete(dbName);
  };
  try {
    await local.authStateReady();
    const signedUpAt = new Date(now.getTime() - (options.signedUpDaysAgo ?? 0) * DAY_MS);
    const account = await seedLocalAccount(local, { ...credentials, profile, signedUpAt });
    const demo = size
      ? await seedDemoShop(local, account.uid, { market: size.market, products: size.products, customers: size.customers, sales: size.sales, now })
      : null;
    const user = options.seed === 'signed-out' ? null : await local.signIn(credentials.email, credentials.password);
    if (options.creditDays !== undefined && user) await local.updateShopSettings(user.uid, { creditDays: options.creditDays });
    if (options.paidPlan) await local.database.businesses.update(account.uid, { plan: options.paidPlan.plan, paidUntil: new Date(now.getTime() + options.paidPlan.daysLeft * DAY_MS) });

    let backend: Backend = local;
    if (options.seed === 'loading') backend = pendingBackend(backend);
    if (options.seed === 'no-business') backend = withoutBusiness(backend);
    const fail = options.seed === 'failing' ? 'all' : options.fail;
    if (fail) backend = failingBackend(backend, fail);
    return { backend, local, dbName, user, credentials, profile, demo, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** Deletes story databases left behind (a reload in the middle of a story), except `keep`. */
export async function deleteStaleStoryShops(keep: ReadonlySet<string> = new Set()): Promise<void> {
  const names = await Dexie.getDatabaseNames();
  await Promise.all(names.filter((name) => name.startsWith(STORY_SHOP_DB_PREFIX) && !keep.has(name)).map((name) => Dexie.delete(name)));
}

type Subscriber = (uid: string, ...rest: never[]) => Unsubscribe;
const SUBSCRIPTIONS = ['subscribeBusiness', 'subscribeProducts', 'subscribeCustomers', 'subscribeSales', 'subscribeSalesSince', 'subscribeDailyStats', 'subscribeProductStats', 'subscribeStockMovements', 'subscribeRefunds', 'subscribeRefundsSince', 'subscribeSaleRefunds', 'subscribeExpenses', 'subscribeBalances', 'subscribeAccountRecords', 'subscribeRepaymentsSince'] as const;
const DATA_WRITES = ['updateShopSettings', 'addProduct', 'updateProduct', 'deleteProduct', 'addCustomer', 'updateCustomer', 'deleteCustomer', 'recordSale', 'recordRefund', 'recordRepayment', 'adjustStock', 'saveExpense', 'deleteExpense', 'deleteImage', 'getImageUrl'] as const;
const AUTH_ACTIONS = ['signUp', 'signIn', 'signInWithGoogle', 'sendPasswordReset', 'signOut'] as const;

/** The same backend with some methods replaced (the others, and `kind`, are the original's). */
function override(backend: Backend, methods: Partial<Record<keyof Backend, unknown>>): Backend {
  return Object.assign(Object.create(backend) as Backend, methods);
}

/** Subscriptions that never answer: the screens stay in their loading state. */
export function pendingBackend(backend: Backend): Backend {
  const never: Subscriber = () => () => undefined;
  return override(backend, Object.fromEntries(SUBSCRIPTIONS.map((name) => [name, never])));
}

/** The business profile reads as missing (the frame's 'Could not find your business profile'). */
export function withoutBusiness(backend: Backend): Backend {
  return override(backend, {
    subscribeBusiness: (_uid: string, onNext: (business: null) => void) => {
      const timer = setTimeout(() => onNext(null), 0);
      return () => clearTimeout(timer);
    },
  });
}

/**
 * Reads report an error once subscribed ('unavailable', as when the service cannot be reached);
 * writes reject: data writes with 'unavailable', the image upload with 'storage/unknown', and the
 * account actions with 'auth/network-request-failed'. The session itself stays signed in.
 */
export function failingBackend(backend: Backend, what: StoryShopFailure): Backend {
  const methods: Partial<Record<keyof Backend, unknown>> = {};
  if (what === 'reads' || what === 'all') {
    for (const name of SUBSCRIPTIONS) {
      methods[name] = (...args: unknown[]) => {
        // In every subscription's arguments onNext is the first function and onError the second.
        const callbacks = args.filter((arg): arg is (value: never) => void => typeof arg === 'function');
        const onError = callbacks[1] as ((error: Error) => void) | undefined;
        const timer = setTimeout(() => onError?.(new BackendError('unavailable')), 0);
        return () => clearTimeout(timer);
      };
    }
  }
  if (what === 'writes' || what === 'all') {
    for (const name of DATA_WRITES) methods[name] = () => Promise.reject(new BackendError('unavailable'));
    methods.uploadProductImage = () => Promise.reject(new BackendError('storage/unknown'));
    for (const name of AUTH_ACTIONS) methods[name] = () => Promise.reject(new BackendError('auth/network-request-failed'));
  }
  return override(backend, methods);
}
