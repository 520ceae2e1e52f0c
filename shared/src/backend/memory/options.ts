// What a test asks of the memory backend (MemoryBackendOptions: the seeded shop, who is signed in,
// latency, held and failed calls) and the handle it gets back (MemoryBackend: the backend, another
// till, what was asked and subscribed to, what the sample owner's shop holds now).
import type { Backend, BackendUser, AdjustStockInput, CustomerPatch, ProductPatch, SignUpInput, SyncState } from '../port';
import type { TillState } from '../staff-store';
import type { StaffMember } from '../../domain/staff';
import type { Business, Customer, CustomerBalance, CustomerDraft, DailyStat, Expense, Product, ProductDraft, Refund, Repayment, Sale, Shift, ShopSettings, StockMovement } from '../../domain/entities';
import type { ProductDayStat } from '../../domain/best-sellers';
import type { RefusedRecord } from '../../domain/refused-records';
import type { OnlineOrder, OnlineStore } from '../../domain/online-store-records';
import type { PlanPayment } from '../../domain/plan-payments';
import type { PlanRecord } from '../../domain/plans';

/** The shop owner the memory backend signs in unless told otherwise. */
export const SAMPLE_OWNER: BackendUser = {
  uid: 'owner-ama',
  email: 'ama@example.com',
  displayName: 'Ama Mensah',
  emailVerified: true,
};

export type MemorySubscription =
  | 'subscribeBusiness'
  | 'subscribeProducts'
  | 'subscribeCustomers'
  | 'subscribeSales'
  | 'subscribeSalesSince'
  | 'subscribeDailyStats'
  | 'subscribeProductStats'
  | 'subscribeRefusedRecords'
  | 'subscribeStockMovements'
  | 'subscribeRefunds'
  | 'subscribeRefundsSince'
  | 'subscribeSaleRefunds'
  | 'subscribeExpenses'
  | 'subscribeBalances'
  | 'subscribeAccountRecords'
  | 'subscribeRepaymentsSince'
  | 'subscribeSyncState'
  | 'subscribeOnlineStore'
  | 'subscribeOnlineOrders'
  | 'subscribeReservedStock';

export type MemoryCall =
  | 'signUp'
  | 'signIn'
  | 'signInWithGoogle'
  | 'sendPasswordReset'
  | 'signOut'
  | 'getOrCreateBusiness'
  | 'updateShopSettings'
  | 'addProduct'
  | 'updateProduct'
  | 'deleteProduct'
  | 'addCustomer'
  | 'updateCustomer'
  | 'deleteCustomer'
  | 'recordSale'
  | 'recordRefund'
  | 'recordRepayment'
  | 'adjustStock'
  | 'saveExpense'
  | 'deleteExpense'
  | 'uploadProductImage'
  | 'getImageUrl'
  | 'deleteImage'
  | 'isStoreNameFree'
  | 'saveOnlineStore'
  | 'publishOnlineStore'
  | 'readPublishedStore'
  | 'placeOnlineOrder'
  | 'cancelOwnOrder'
  | 'startOrderPayment'
  | 'takeOrderAction'
  | 'importCatalogue'
  | 'undoCatalogueImport'
  | 'startPlanPayment'
  | 'stopPlanRenewal';

export type Args<M extends MemoryCall> = Parameters<Backend[M]>;

export interface MemoryBackendOptions {
  /** What the backend calls itself (`Backend.kind`); 'local' shows what only the embedded backend shows (the mailbox note). Default 'memory'. */
  kind?: string;
  /**
   * The sample owner, whom `signIn` with an address nobody signed up with (whatever the password)
   * and `signInWithGoogle` with no account chosen sign in; the data below is theirs.
   * Default SAMPLE_OWNER; null: no sample owner (unknown addresses are refused).
   */
  account?: BackendUser | null;
  /** Who is signed in at the start; null: nobody. Default: the account. */
  user?: BackendUser | null;
  /** The sample owner's business profile; none by default (`getOrCreateBusiness` creates it). */
  business?: Business | null;
  products?: Product[];
  customers?: Customer[];
  /** Newest first, as the backend orders them. */
  sales?: Sale[];
  /** Daily roll-ups, oldest first; `recordSale` adds to them. */
  dailyStats?: DailyStat[];
  /** Stock movements, newest first; sales, deliveries and counts add to them. */
  stockMovements?: StockMovement[];
  /** Refunds, newest first; `recordRefund` adds to them. */
  refunds?: Refund[];
  /** Expenses, in any order (they are listed newest first); `saveExpense` adds to them. */
  expenses?: Expense[];
  /**
   * Repayments, in any order. The customers' balances are rebuilt from the seeded credit sales,
   * repayments and refunds (credit.ts, accountBalances), as the stored ones always equal them.
   */
  repayments?: Repayment[];
  /** The per-day product roll-ups (best-sellers.ts), oldest first; sales and refunds add to them. */
  productStats?: ProductDayStat[];
  /** Writes not yet on the server, as a Firebase till offline would report them; nothing by default. */
  syncState?: SyncState;
  /** Records the server refused when they arrived, as a Firebase shop would list them (for stories of the owner's review); none by default. */
  refusedRecords?: RefusedRecord[];
  /** The sample owner's staff, oldest first; a member given with `pin` has it hashed on first use. */
  staff?: StaffSeed[];
  /** The sample owner's shifts, in any order. */
  shifts?: Shift[];
  /** The sample owner's online store settings (its name taken for them); none by default. Published as the backend starts when on. */
  onlineStore?: OnlineStore | null;
  /** The sample owner's online orders, in any order (listed newest placed first). */
  onlineOrders?: OnlineOrder[];
  /** The sample owner's till on this device at the start (staff-store.ts): default, the owner's own account. */
  till?: TillState | null;
  /** PBKDF2 iterations of the PINs hashed here (saved or seeded): few, so tests stay fast. Default 1 000. */
  pinIterations?: number;
  /** The till guard's clock (PIN lockouts, approvals, shifts, a cashier's "today"); default the device's. */
  now?: () => Date;
  /** Milliseconds every call waits before doing its work, to show busy states. */
  latencyMs?: number;
  /**
   * Awaited by a call once it is recorded and before it does its work: a promise the test settles
   * holds the call; a rejection fails it (for instance only on the first attempt).
   */
  before?: { [M in MemoryCall]?: (...args: Args<M>) => Promise<unknown> };
  /**
   * A subscription reports the error instead of answering, a call rejects with it once recorded;
   * 'pending': the subscription or call never answers.
   */
  fail?: Partial<Record<MemorySubscription | MemoryCall, Error | 'pending'>>;
}

/**
 * The subscriptions opened and released, in order, each named after its method without `subscribe`
 * and with its key if it has one: `products`, `dailyStats:2026-10-24`, `stockMovements:<productId>`,
 * `saleRefunds:<saleId>`, `salesSince:<ISO time>`. One that failed or never answers counts too.
 */
export interface MemorySubscriptions {
  opened: string[];
  closed: string[];
  /** Opened and not yet released. */
  readonly open: string[];
}

/** What each call was asked, in order, whether it succeeded or not. */
export interface MemoryCalls {
  /** The sign-ups asked for; each makes an unverified account and leaves nobody signed in, as a real sign-up does. */
  signUp: SignUpInput[];
  signIn: Array<{ email: string; password: string }>;
  /** How many times. */
  signInWithGoogle: number;
  sendPasswordReset: string[];
  updateShopSettings: ShopSettings[];
  addProduct: ProductDraft[];
  updateProduct: Array<{ id: string; patch: ProductPatch }>;
  deleteProduct: string[];
  addCustomer: CustomerDraft[];
  updateCustomer: Array<{ id: string; patch: CustomerPatch }>;
  deleteCustomer: string[];
  recordSale: Sale[];
  recordRefund: Refund[];
  recordRepayment: Repayment[];
  adjustStock: AdjustStockInput[];
  saveExpense: Expense[];
  /** The ids. */
  deleteExpense: string[];
  /** The file names. */
  uploadProductImage: string[];
  deleteImage: string[];
}

/** A staff member to seed: as stored, or with their PIN in the clear instead of its hash. */
export type StaffSeed = StaffMember | (Omit<StaffMember, 'pinHash'> & { pin: string });

/** The memory backend's default PIN iterations: enough to be a real hash, few enough for tests. */
export const MEMORY_PIN_ITERATIONS = 1_000;

export interface MemoryBackend {
  backend: Backend;
  /** Another till of the same shop (its own operator and till state; the same accounts, data and staff). */
  anotherTill(): Backend;
  calls: MemoryCalls;
  subscriptions: MemorySubscriptions;
  /** Follows the verification link sent to an account that signed up. */
  verifyEmail(email: string): void;
  /** Follows the reset link last sent to `email` and sets the new password. */
  completePasswordReset(email: string, newPassword: string): void;
  /** What the next `signInWithGoogle` picks; null cancels it. Without a choice, the sample owner signs in. */
  chooseGoogleAccount(choice: { name: string; email: string } | null): void;
  user(): BackendUser | null;
  business(): Business | null;
  /**
   * Writes the plan record of `uid`'s business (plans.ts PlanRecord) as the server does once a
   * payment is verified: a test's or a story's shop on another plan, or past it.
   */
  setPlan(uid: string, record: Partial<PlanRecord>): void;
  /** The local payments desk's answer for a pending plan payment (plan-desk.ts): approved, the plan moves through the same judgement as the server's. */
  payOnDesk(reference: string, approved: boolean, paidWith?: PlanPayment['method']): Promise<PlanPayment>;
  products(): Product[];
  customers(): Customer[];
  /** Newest first. */
  sales(): Sale[];
  dailyStats(): DailyStat[];
  productStats(): ProductDayStat[];
  /** Newest first. */
  stockMovements(): StockMovement[];
  /** Newest first. */
  refunds(): Refund[];
  /** Newest first (domain/expenses.ts). */
  expenses(): Expense[];
  /** Oldest first. */
  repayments(): Repayment[];
  /** The stored balances of the customers' accounts. */
  balances(): CustomerBalance[];
  /** The paths of the images stored now. */
  images(): string[];
  /** Replaces the stored products, as another till or tab would. */
  setProducts(products: Product[]): void;
  /** Reports writes waiting for, or refused by, the server. */
  setSyncState(state: SyncState): void;
  /** Replaces the stored customers, as another till or tab would. */
  setCustomers(customers: Customer[]): void;
  /** The sample owner's staff as stored (PINs hashed), oldest first. */
  staff(): Promise<StaffMember[]>;
  /** The sample owner's shifts, newest first. */
  shifts(): Shift[];
  /** The sample owner's online store settings, or null. */
  onlineStore(): OnlineStore | null;
  /** The sample owner's online orders, newest placed first. */
  onlineOrders(): OnlineOrder[];
}
