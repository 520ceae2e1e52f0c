// The Backend port: everything the product asks of its hosted services (docs/product-rules.md, 'Backend limits'), as one
// interface that the embedded local adapter and the Firebase adapter both implement.
//
// Rules every adapter keeps (the contract suite in ../testing/contract.ts checks them):
// - Every method that takes a `uid` refuses with a 'permission-denied' BackendError unless that
//   uid is the signed-in user's: an owner reaches only their own data.
// - Every subscription reports the current state once, then every change, until its unsubscribe
//   function is called. A failure goes to `onError`, after which the subscription is over.
// - Dates are `Date` objects both ways; amounts are integers of minor units (domain/entities.ts),
//   which each adapter stores through codecs.ts.
import type {
  Business,
  CurrencyCode,
  Customer,
  CustomerBalance,
  CustomerDraft,
  DailyStat,
  Expense,
  PayInOut,
  Product,
  ProductDraft,
  Refund,
  Repayment,
  Sale,
  Shift,
  ShopSettings,
  StaffStamp,
  StockDecrement,
  StockMovement,
} from '../domain/entities';
import type { StockAdjustmentRequest } from '../domain/stock-movements';
import type { AccountRecords } from '../domain/credit';
import type { ProductDayStat } from '../domain/best-sellers';
import type { RefusedRecord } from '../domain/refused-records';
import type { StaffAction, StaffInput, StaffListing, TillOperator } from '../domain/staff';
import type { OnlineOrder, OnlineStore } from '../domain/online-store-records';
import type { PublishedProduct } from '../domain/online-store';
import type { OrderActionRefusal, OrderRefusal, OrderRequest } from '../domain/online-orders';
import type { CatalogueImportRecord, CatalogueImportRequest } from '../domain/catalogue-import';
import type { PlanPayment, PlanPaymentRequest } from '../domain/plan-payments';
import type { StoreGateway } from '../domain/store-gateway';
import type { BackendErrorCode } from './errors';

export type Unsubscribe = () => void;
export type ErrorCallback = (error: Error) => void;

/** The signed-in person, as the identity service describes them. */
export interface BackendUser {
  uid: string;
  email: string;
  displayName: string | null;
  emailVerified: boolean;
  /**
   * Present when this account works in another owner's shop as staff (Firebase: it took that
   * owner's invitation to its address; docs/firebase.md, 'Staff accounts'): the shop's uid and the
   * staff record it was invited as. Absent for an owner, whose shop is their own uid.
   */
  member?: StaffMembership;
  /**
   * Present when this account has no shop of its own nor joined one, and a shop invited its
   * address (Firebase: docs/firebase.md, 'Staff accounts'), or that could not be checked: it works
   * nowhere until the person chooses (`joinShop`, `declineInvitation`, `checkInvitation`). Nothing
   * makes it a shop of its own meanwhile.
   */
  pendingJoin?: PendingJoin;
}

/** An invitation to join a shop as staff, as stored on it: what the invited person is shown before they choose. */
export interface PendingInvitation {
  /** The shop's name as its owner wrote it when inviting ('' when it had none). */
  shopName: string;
  /** The owner's own (verified) address. */
  ownerEmail: string;
  /** When it lapses untaken: INVITATION_DAYS after it was made (a past date: it has lapsed). */
  expiresAt: Date;
}

/** What an account with no shop waits on: an invitation to answer, or a look-up for one that failed (the network dropped). */
export type PendingJoin = { status: 'invited'; invitation: PendingInvitation } | { status: 'unchecked' };

/** The shop a staff account works in, and who they are there. */
export interface StaffMembership {
  ownerUid: string;
  staffId: string;
}

/** Whether two accounts wait on the same thing (port.ts, PendingJoin). */
export function samePendingJoin(a: PendingJoin | undefined, b: PendingJoin | undefined): boolean {
  if (a?.status !== 'invited' || b?.status !== 'invited') return a?.status === b?.status;
  const [x, y] = [a.invitation, b.invitation];
  return x.shopName === y.shopName && x.ownerEmail === y.ownerEmail && x.expiresAt.getTime() === y.expiresAt.getTime();
}

/** The uid of the shop the signed-in account works in: its own, or the shop it joined as staff. */
export function shopUidOf(user: BackendUser): string {
  return user.member?.ownerUid ?? user.uid;
}

/** What the signup form collects beside e-mail and password. */
export interface SignUpProfile {
  businessName: string;
  ownerName: string;
  businessType: string;
  phone: string;
  address: string;
}

export interface SignUpInput {
  email: string;
  password: string;
  profile: SignUpProfile;
  /**
   * True when the person joins a shop that invited their address rather than starting one: no
   * business profile is made, and at their first sign-in they join that shop as staff (Firebase).
   */
  joining?: boolean;
}

/**
 * A field set to `undefined` in a patch is removed from the record (for instance `quantity` when
 * a product stops being Physical); absent fields are left as they are.
 */
export type ProductPatch = Partial<ProductDraft>;
export type CustomerPatch = Partial<CustomerDraft>;

export interface RecordSaleInput {
  /** The sale with its till-generated id. */
  sale: Sale;
  /** One entry per Physical product sold; the stock falls by `quantitySold`. */
  stockDecrements: readonly StockDecrement[];
}

export interface RecordSaleResult {
  /** False when a sale with this id had already been recorded: nothing was written again. */
  recorded: boolean;
}

export interface RecordRefundInput {
  /** The refund with its form-generated id; its lines, amount and currency as `buildRefund` made them. */
  refund: Refund;
}

export interface RecordRefundResult {
  /** False when a refund with this id had already been recorded: nothing was written again. */
  recorded: boolean;
}

export type AdjustStockInput = StockAdjustmentRequest;

export interface AdjustStockResult {
  /** False when a movement with this id had already been recorded: nothing was written again. */
  recorded: boolean;
}

export interface SalesQuery {
  /** Only the newest `limit` sales (for paged history). */
  limit?: number;
}

/** A file chosen in the browser: a Blob with its file name (a `File` fits). */
export type ImageFile = Blob & { readonly name: string };

export interface UploadedImage {
  /** Where it is stored: `products/{uid}/{timestamp}_{filename}`. */
  path: string;
  /** A URL an `<img>` can show. */
  url: string;
}

export interface AuthApi {
  /**
   * Creates the account, stores its business profile at `businesses/{uid}` and sends the
   * verification e-mail. The user is left signed out: they sign in once verified.
   * Rejects with 'auth/invalid-email', 'auth/weak-password' or 'auth/email-already-in-use'.
   */
  signUp(input: SignUpInput): Promise<void>;
  /**
   * Rejects with 'auth/user-not-found', 'auth/wrong-password', or 'auth/email-not-verified'
   * (message: 'Please verify your email before logging in. Check your inbox.').
   */
  signIn(email: string, password: string): Promise<BackendUser>;
  /** Rejects with 'auth/popup-closed-by-user' when the person cancels. */
  signInWithGoogle(): Promise<BackendUser>;
  sendPasswordReset(email: string): Promise<void>;
  signOut(): Promise<void>;
  /** Called with the restored user (or null) once known, then on every sign-in and sign-out. */
  onAuthStateChanged(onNext: (user: BackendUser | null) => void, onError?: ErrorCallback): Unsubscribe;
  /** The signed-in user, or null (also null until the persisted session is restored). */
  currentUser(): BackendUser | null;
  /** Resolves once the persisted session has been restored. */
  authStateReady(): Promise<void>;
  /**
   * Takes the signed-in account's pending invitation (`BackendUser.pendingJoin`): it joins that
   * shop as the staff record the invitation names, and resolves with the account as a member.
   * Rejects with 'not-found' when there is none to take (answered, taken back or lapsed),
   * 'unavailable' offline, 'permission-denied' when the server refuses it.
   */
  joinShop(): Promise<BackendUser>;
  /**
   * Declines the signed-in account's pending invitation: it is deleted, so any shop may invite the
   * address at once, and the account is signed out (it works nowhere, and is never made a shop of
   * its own here). Rejects like `joinShop`, leaving the invitation and the account as they were.
   */
  declineInvitation(): Promise<void>;
  /** Looks again for an invitation to the signed-in account's address after the look-up failed (`pendingJoin.status` 'unchecked'). */
  checkInvitation(): Promise<BackendUser | null>;
}

export interface BusinessApi {
  /**
   * The business at `businesses/{user.uid}`, created if missing: plan 'trialing', trial ending 30
   * days after creation, businessName and ownerName from the display name, other fields empty.
   */
  getOrCreateBusiness(user: BackendUser): Promise<Business>;
  subscribeBusiness(uid: string, onNext: (business: Business | null) => void, onError: ErrorCallback): Unsubscribe;
  /**
   * Changes what the owner sets for the whole shop on its profile, as a patch: only the settings
   * given (present and not undefined) move, nothing else of the profile does. The settings: the
   * days to pay (`Business.creditDays`, docs/product-rules.md, 'Credit'; a whole number from 1 to
   * MAX_CREDIT_DAYS) and the till settings (docs/product-rules.md, 'Staff at the till';
   * domain/till-settings.ts): the cashier discount limit (whole basis points from 0 to
   * MAX_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS), the idle lock (whole minutes from MIN_IDLE_LOCK_MINUTES
   * to MAX_IDLE_LOCK_MINUTES) and whether closing a shift counts the mobile money (a boolean).
   * Rejects with 'invalid-argument', writing nothing, when any value given is refused or nothing
   * is given; 'not-found' when the profile does not exist yet. With staff at the till, only the
   * owner may ('edit-business').
   */
  updateShopSettings(uid: string, settings: ShopSettings): Promise<void>;
}

export interface CatalogueApi {
  /** Products ordered by createdAt, oldest first. */
  subscribeProducts(uid: string, onNext: (products: Product[]) => void, onError: ErrorCallback): Unsubscribe;
  addProduct(uid: string, draft: ProductDraft): Promise<string>;
  /**
   * Writes the patch's fields. Never the stock: a patch with `quantity` is refused
   * ('invalid-argument') unless it also changes the type. Rejects with 'not-found' when there is
   * no such product.
   */
  updateProduct(uid: string, id: string, patch: ProductPatch): Promise<void>;
  /**
   * Changes a Physical product's stock by a delivery (adds the units received) or a count (sets
   * the units counted), and records the StockMovement — together, all or nothing, once per id.
   * Rejects with 'not-found' for no such product, 'failed-precondition' for one carrying no stock.
   */
  adjustStock(uid: string, input: AdjustStockInput): Promise<AdjustStockResult>;
  /** A product's stock movements (sales, deliveries, counts), newest first. */
  subscribeStockMovements(uid: string, productId: string, onNext: (movements: StockMovement[]) => void, onError: ErrorCallback): Unsubscribe;
  /** Deletes the product and, when it has an `imagePath`, its stored image. */
  deleteProduct(uid: string, id: string): Promise<void>;

  /** Customers ordered by createdAt, oldest first. */
  subscribeCustomers(uid: string, onNext: (customers: Customer[]) => void, onError: ErrorCallback): Unsubscribe;
  addCustomer(uid: string, draft: CustomerDraft): Promise<string>;
  updateCustomer(uid: string, id: string, patch: CustomerPatch): Promise<void>;
  deleteCustomer(uid: string, id: string): Promise<void>;
}

export interface SalesApi {
  /** Sales ordered by createdAt, newest first. */
  subscribeSales(uid: string, onNext: (sales: Sale[]) => void, onError: ErrorCallback, query?: SalesQuery): Unsubscribe;
  /** Sales with createdAt on or after `since` (and before `before`, when given), newest first. */
  subscribeSalesSince(uid: string, since: Date, onNext: (sales: Sale[]) => void, onError: ErrorCallback, before?: Date): Unsubscribe;
  /**
   * The records made on or after `since` (and before `before`, when given) that the server refused
   * when they arrived (Firebase: functions/README.md), newest first: each moved no stock, money or
   * figure, and none is in the sales lists. A backend that judges every record as it is written
   * (the embedded one) never has any.
   */
  subscribeRefusedRecords(uid: string, since: Date, onNext: (records: RefusedRecord[]) => void, onError: ErrorCallback, before?: Date): Unsubscribe;
  /** Daily roll-ups with date on or after `sinceDateKey` (`YYYY-MM-DD`), oldest first. */
  subscribeDailyStats(
    uid: string,
    sinceDateKey: string,
    onNext: (stats: DailyStat[]) => void,
    onError: ErrorCallback,
  ): Unsubscribe;
  /**
   * The per-day product roll-ups (best-sellers.ts) with date on or after `sinceDateKey`, oldest
   * first: each product's units, share of the sales' totals, costed share and cost, per currency,
   * moved by every sale and refund in the same write as the daily roll-up.
   */
  subscribeProductStats(uid: string, sinceDateKey: string, onNext: (stats: ProductDayStat[]) => void, onError: ErrorCallback): Unsubscribe;
  /**
   * Records the sale, lowers each listed product's quantity by the quantity sold (with one 'sale'
   * StockMovement per product) and adds the sale to its UTC day's roll-up — all or nothing. A sale id already recorded is not recorded again.
   * A sale on credit (`sale.credit`) also adds what it owes to its customer's balance in its
   * currency, in the same write; it is refused with 'failed-precondition' (and nothing written)
   * when that would take the balance past the customer's credit limit (credit-sale.ts, passesCreditLimit).
   * Stock is lowered relative to its current value (two tills never lose each other's update),
   * so it can go below zero when two tills sell the last unit at once.
   * Rejects with 'not-found' (and writes nothing) when a listed product does not exist.
   */
  recordSale(uid: string, input: RecordSaleInput): Promise<RecordSaleResult>;

  /** Refunds ordered by createdAt, newest first. */
  subscribeRefunds(uid: string, onNext: (refunds: Refund[]) => void, onError: ErrorCallback, query?: SalesQuery): Unsubscribe;
  /** Refunds with createdAt on or after `since` (and before `before`, when given), newest first. */
  subscribeRefundsSince(uid: string, since: Date, onNext: (refunds: Refund[]) => void, onError: ErrorCallback, before?: Date): Unsubscribe;
  /** The refunds of one sale, oldest first. */
  subscribeSaleRefunds(uid: string, saleId: string, onNext: (refunds: Refund[]) => void, onError: ErrorCallback): Unsubscribe;
  /**
   * Records the refund, puts the units of each product the sale took stock for back into stock
   * (one 'refund' StockMovement per product, id `{refundId}_{productId}`) and takes the amount
   * off the roll-up of the refund's UTC day — all or nothing. A refund id already recorded is not
   * recorded again. Rejects with 'not-found' when the sale does not exist, 'failed-precondition'
   * when the sale's earlier refunds leave less to return than asked (never more than was sold),
   * and 'invalid-argument' when the refund is not one `buildRefund` would make of the sale.
   * A refund of a credit sale takes its `creditMinor` off the customer's balance in the same write;
   * it must be exactly what refundCreditMinor (credit.ts) gives on the stored balance, else
   * 'failed-precondition' (the balance moved since the form read it: build it again).
   */
  recordRefund(uid: string, input: RecordRefundInput): Promise<RecordRefundResult>;
}

export interface RecordRepaymentInput {
  /** The repayment with its form-made id, kept through retries. */
  repayment: Repayment;
}

export interface RecordRepaymentResult {
  /** False when a repayment with this id had already been recorded: nothing was written again. */
  recorded: boolean;
}

/**
 * Customers' accounts (docs/product-rules.md, 'Credit'): what each owes, at
 * `businesses/{uid}/accounts/{customerId}_{currency}`, moved only beside the credit sale, repayment
 * or refund that moves it, by exactly its amount.
 */
export interface CreditApi {
  /** Every account's balance (customers and currencies with a credit record; a balance may be 0), live. */
  subscribeBalances(uid: string, onNext: (balances: CustomerBalance[]) => void, onError: ErrorCallback): Unsubscribe;
  /**
   * The records that move accounts, live: credit sales, repayments and refunds of credit sales
   * (with a `creditMinor` above 0) — of one customer, or of every customer when `customerId` is null.
   * Each list oldest first.
   */
  subscribeAccountRecords(uid: string, customerId: string | null, onNext: (records: AccountRecords) => void, onError: ErrorCallback): Unsubscribe;
  /** Every customer's repayments with createdAt on or after `since` (and before `before`, when given), oldest first: a day's for End of Day. */
  subscribeRepaymentsSince(uid: string, since: Date, onNext: (repayments: Repayment[]) => void, onError: ErrorCallback, before?: Date): Unsubscribe;
  /**
   * Records the repayment and takes it off its customer's balance in its currency — all or nothing,
   * once per id. Rejects with 'failed-precondition' (writing nothing) when it is more than the
   * balance, and 'invalid-argument' for a repayment `repaymentProblem` refuses.
   */
  recordRepayment(uid: string, input: RecordRepaymentInput): Promise<RecordRepaymentResult>;
}

export interface SaveExpenseResult {
  /** True when no expense with this id was stored before: the save created it (else it replaced it). */
  created: boolean;
}

/**
 * Expenses (docs/product-rules.md, 'Expenses'), at `businesses/{uid}/expenses/{id}`. Not rolled up:
 * read by the day spent. A save or delete of another owner's is refused with 'permission-denied'.
 */
export interface ExpensesApi {
  /**
   * Expenses spent from `sinceKey` to `untilKey` (`YYYY-MM-DD`, both days included; null: no end),
   * newest first by `spentOn`, then `createdAt` (domain/expenses.ts, compareExpensesNewestFirst).
   */
  subscribeExpenses(uid: string, sinceKey: string, untilKey: string | null, onNext: (expenses: Expense[]) => void, onError: ErrorCallback): Unsubscribe;
  /**
   * Creates the expense, or replaces the one with its id (its form-made id, kept through retries
   * and edits: a retry never makes two). A replacement keeps the stored `createdAt`. Rejects with
   * 'invalid-argument' (writing nothing) for an expense `expenseProblem` refuses.
   */
  saveExpense(uid: string, expense: Expense): Promise<SaveExpenseResult>;
  /** Deletes the expense; deleting one that is not there (already deleted, say) is not an error. */
  deleteExpense(uid: string, id: string): Promise<void>;
}

export interface FilesApi {
  /**
   * Stores the image at `products/{uid}/{timestamp}_{filename}`. Refused before storing with
   * 'storage/file-too-large' over 5 242 880 bytes and 'storage/invalid-content-type' unless one of IMAGE_TYPES (JPEG, PNG, WebP, GIF).
   */
  uploadProductImage(uid: string, file: ImageFile): Promise<UploadedImage>;
  /** Rejects with 'storage/object-not-found' when nothing is stored there. */
  getImageUrl(path: string): Promise<string>;
  deleteImage(path: string): Promise<void>;
}

/** A write made offline that the server refused when it arrived. */
export interface RefusedWrite {
  id: string;
  /** What it was, in the shop's words: 'Sale #1A2B3C4D', 'The stock change of a product in sale #1A2B3C4D'. */
  what: string;
  at: Date;
  code: BackendErrorCode;
}

export interface SyncState {
  /** Ids of the owner's sales this device holds that the server has not confirmed yet. */
  waitingSales: readonly string[];
  /** Ids of the refunds this device made that the server has not confirmed yet (a cashier's account reads no refund: none). */
  waitingRefunds: readonly string[];
  /** Writes the server refused, newest first, until dismissed. */
  refused: readonly RefusedWrite[];
}

/**
 * Writes not yet on the server. An adapter that writes straight to its store (the embedded one)
 * always reports nothing waiting and nothing refused.
 */
export interface SyncApi {
  subscribeSyncState(uid: string, onNext: (state: SyncState) => void, onError: ErrorCallback): Unsubscribe;
  dismissRefused(id: string): void;
}

export interface SaveStaffResult {
  /** True when no member with this id existed: the save created them. */
  created: boolean;
}

export interface OpenShiftInput {
  /** Made by the form on its first save and kept through retries: a replay opens one shift. */
  id: string;
  currency: Shift['currency'];
  floatMinor: number;
}

export interface RecordPayInOutInput {
  shiftId: string;
  /** Made by the form, kept through retries: a replay adds one. */
  id: string;
  move: Omit<PayInOut, 'at'>;
}

export interface CloseShiftInput {
  shiftId: string;
  countedCashMinor: number;
  /** Null when the shop does not count mobile money at closing. */
  countedMobileMoneyMinor: number | null;
}

/**
 * Staff at a shared till (domain/staff.ts, pin.ts, shifts.ts). The till has an operator: the
 * owner's signed-in account until the till is first locked, then whoever unlocks it with their PIN.
 * Every other method of the backend acts as the operator: it refuses with 'permission-denied'
 * (staff-words.ts's words) what the operator's role may not do (staff.ts, STAFF_PERMISSIONS), or may
 * do only with a manager's PIN not given (`approveAction`), and everything while the till is
 * locked or the operator's member is turned off; a cashier's reads leave out what they may not see
 * (costs, other people's sales and days). Records the operator writes carry `madeBy` (and
 * `approvedBy` when a PIN let them through), unless the operator is the owner's bare account.
 */
export interface StaffApi {
  /** The shop's staff, oldest first, without their PINs' hashes. */
  subscribeStaff(uid: string, onNext: (staff: StaffListing[]) => void, onError: ErrorCallback): Unsubscribe;
  /**
   * Adds or edits the member with this id from the staff form's input (validateStaff: a new member
   * needs a PIN; an edit may leave it empty to keep theirs), the PIN slow-hashed before it is kept.
   * The id equal to the owner's uid is the owner's own record (role 'owner' only). Rejects with
   * 'invalid-argument' for input the form refuses; the operator needs 'manage-staff'.
   */
  saveStaffMember(uid: string, id: string, input: StaffInput): Promise<SaveStaffResult>;
  /** Turns a member off (or on again): their next action is refused everywhere. Never the owner ('invalid-argument'). */
  setStaffDisabled(uid: string, id: string, disabled: boolean): Promise<void>;
  /** The till's operator now; null while the till is locked. */
  currentOperator(): TillOperator | null;
  /** Called with the operator at once, then on every change (unlock, lock, sign-in, sign-out). */
  onOperatorChanged(onNext: (operator: TillOperator | null) => void): Unsubscribe;
  /**
   * Unlocks the till for the member with their PIN (pin.ts: lockout after PIN_MAX_TRIES wrong ones,
   * kept by the adapter). Rejects with 'permission-denied' and its `reason` ('wrong-pin',
   * 'pin-locked' or 'disabled'; the words STAFF_MESSAGES.pinWrong(triesLeft), .pinLocked(ms) or
   * .disabled as its message); 'not-found' for no such member.
   */
  unlockTill(uid: string, memberId: string, pin: string): Promise<TillOperator>;
  /** Locks the till to the PIN pad ("Switch user", the idle lock). */
  lockTill(): void;
  /**
   * A manager's PIN typed now for one action of the operator's (staff.ts, canApprove): the next
   * write of that action within STAFF_APPROVAL_MS goes through, stamped `approvedBy`. Rejects as
   * `unlockTill`, and with the reason 'approver-not-allowed' for a member who may not approve it.
   */
  approveAction(uid: string, memberId: string, pin: string, action: StaffAction): Promise<StaffStamp>;

  /** Shifts opened on or after `since`, newest first; a cashier sees only their own. */
  subscribeShifts(uid: string, since: Date, onNext: (shifts: Shift[]) => void, onError: ErrorCallback): Unsubscribe;
  /** Opens the operator's shift with the counted float, once per id. 'failed-precondition' (STAFF_MESSAGES.shiftAlreadyOpen) when they have one open. */
  openShift(uid: string, input: OpenShiftInput): Promise<{ recorded: boolean }>;
  /** Adds a pay-in or pay-out to the operator's open shift, once per id ('pay-out' may need a manager's PIN). */
  recordPayInOut(uid: string, input: RecordPayInOutInput): Promise<{ recorded: boolean }>;
  /** Closes the operator's own open shift with what was counted. 'failed-precondition' (STAFF_MESSAGES.shiftClosed) when it is closed. */
  closeShift(uid: string, input: CloseShiftInput): Promise<void>;
}

/**
 * The shop's page as strangers read it (docs/product-rules.md, 'Online store'): one record per
 * shop, written whole when the store is published (`publishOnlineStore`, `saveOnlineStore`, each
 * move of an order), read in one go by the page. The store's public settings, the shop's name, and
 * its products as `publishedProducts` gives them: never a cost, never a stock figure beyond what a
 * basket may take now (`orderableUnits`, 0 for sold out).
 */
export interface PublishedStore
  extends Pick<
    OnlineStore,
    'name' | 'currency' | 'description' | 'timeZone' | 'openingHours' | 'pickup' | 'delivery' | 'deliveryAreas' | 'payments' | 'whatsAppNumber'
  > {
  /** The business name on the shop's profile ('' when it has none). */
  shopName: string;
  /** The shop's logo from its profile (Business.logoUrl); absent when it has none. */
  logoUrl?: string;
  /** The shop's brand colour from its profile (Business.brandColour), for the page's header and buttons; absent, the page's own. */
  brandColour?: string;
  /**
   * Set when the shop takes an order's payment online through its own Paystack account (a plan
   * with ownGateway, and an account connected: store-gateway.ts, paysOnline): the order's page
   * offers Pay now. Absent otherwise; the backend checks again when a payment starts.
   */
  payOnline?: true;
  products: readonly PublishedProduct[];
  publishedAt: Date;
}

/** Where a customer pays an order just started (OnlineStoreApi.startOrderPayment). */
export interface StartedOrderPayment {
  reference: string;
  /** Paystack's checkout page on Firebase; the local payments desk (`/mailbox/payments-desk?reference=…`) on the embedded backend. */
  authorizationUrl: string;
  /** The order's own total as the backend holds it, never one the page sent. */
  amountMinor: number;
  currency: CurrencyCode;
}

/** What placing an order gave: the order as the backend priced and kept it, or the domain's refusal (online-orders.ts, orderRefusalWords says it). */
export type PlaceOrderResult = { placed: true; order: OnlineOrder } | { placed: false; refusal: OrderRefusal };

/**
 * What the shop asks of an order (online-orders.ts, ORDER_TRANSITIONS): the backend reads the
 * rest (the stock, the other orders, the order's customer and the products' costs) itself.
 */
export type OrderActionRequest = (
  | { action: 'confirm' | 'hold-again' | 'mark-ready' | 'dispatch' | 'complete' }
  | { action: 'cancel'; reason: string }
  | {
      action: 'mark-paid';
      method: Sale['paymentMethod'];
      /** The money handed over, in minor units: the total, or more in cash. */
      amountMinor: number;
    }
) & {
  /** Who took it at the till, and whose manager's PIN let it through: set by the till guard (never a screen), kept on the sale a payment makes. */
  madeBy?: StaffStamp;
  approvedBy?: StaffStamp;
};

/**
 * What an order action gave: the order as it now is (and, marked paid, the id of the one sale it
 * became: the order's own), or the domain's refusal (orderActionRefusalWords says it). Who may
 * take it is the till guard's: a role ORDER_PERMISSIONS refuses is refused with 'permission-denied'
 * as any other action of the till.
 */
export type OrderActionResult = { done: true; order: OnlineOrder; saleId: string | null } | { done: false; refusal: OrderActionRefusal };

/** Units reserved by confirmed, unpaid orders, by product id (reservations.ts, reservedUnits); a product none holds is absent. */
export type ReservedStock = ReadonlyMap<string, number>;

/**
 * The instant online store (docs/product-rules.md, 'Online store'; domain/online-store.ts,
 * online-orders.ts, reservations.ts). Three callers:
 * - the owner sets the store up (`uid` methods, the owner's: 'edit-business');
 * - a stranger's page, signed in or not, reads the published store and places and follows an order
 *   by the store's name (`name` methods): the backend prices everything from the published store
 *   (placeOrder) and holds floods back (orderFloodRefusal). On the embedded backend the page is a
 *   preview in the same browser: its orders land in that browser's shop;
 * - the shop works its orders (`uid` methods, every role; cancelling needs a manager's PIN from a
 *   cashier: ORDER_PERMISSIONS through the till guard).
 */
export interface OnlineStoreApi {
  /** The shop's store settings, live; null until the owner first saves them. */
  subscribeOnlineStore(uid: string, onNext: (store: OnlineStore | null) => void, onError: ErrorCallback): Unsubscribe;
  /**
   * Whether the link name (read as kept: normaliseStoreName) is free for this shop: no other shop
   * has it (the shop's own name is free to it). Rejects with 'invalid-argument' for a name that
   * cannot be a link (storeNameProblem): check it with storeNameMessage as it is typed first.
   */
  isStoreNameFree(uid: string, name: string): Promise<boolean>;
  /**
   * Saves the store settings (onlineStoreProblem: 'invalid-argument' otherwise, writing nothing),
   * takes its name for this shop and lets go of the one it had, and publishes it in the same write:
   * turned on, the page shows it at once; turned off, the published record is removed at once and
   * no order is taken. Rejects with 'failed-precondition' (ONLINE_STORE_MESSAGES.nameTaken) when
   * another shop has the name, writing nothing.
   */
  saveOnlineStore(uid: string, store: OnlineStore): Promise<void>;
  /**
   * Writes the shop's published record again from its catalogue, stock and reservations now, and
   * resolves with it; null (and no record) when the store is off or not set up.
   */
  publishOnlineStore(uid: string): Promise<PublishedStore | null>;

  /**
   * The published store at `/s/<name>` (the name as typed: normalised), or null when there is none
   * or it is off. Needs no sign-in. The record is kept up to date with the products, the stock and
   * the reservations: on Firebase by the server as they change; on the embedded backends, which run
   * no server, this read rebuilds it first.
   */
  readPublishedStore(name: string): Promise<PublishedStore | null>;
  /**
   * Places a stranger's order on the store `name` (no sign-in): only which products, how many, the
   * checkout and the total the page showed are read; the backend prices it from the shop's own
   * catalogue after reservations (placeOrder) under a new random id, and refuses floods first
   * (orderFloodCounts over the store's orders, orderFloodRefusal). A store not found or off is
   * refused as 'store-off'.
   */
  placeOnlineOrder(name: string, request: OrderRequest): Promise<PlaceOrderResult>;
  /** One order as its customer reads it, live, by the store's name and the order's id (knowing the id is the key); null when there is no such order on that store. */
  subscribeOwnOrder(name: string, orderId: string, onNext: (order: OnlineOrder | null) => void, onError: ErrorCallback): Unsubscribe;
  /** The customer cancels their own order, only while the shop has not confirmed it ('customer' in ORDER_PERMISSIONS). Rejects with 'not-found' for no such order. */
  cancelOwnOrder(name: string, orderId: string, reason: string): Promise<OrderActionResult>;
  /**
   * The customer pays their order online through the shop's own Paystack account (no sign-in; the
   * store's name and the order's id are the key): a payment of the order's own total is kept
   * pending and the answer says where to pay. `returnUrl`: the order's page, where Paystack sends
   * the customer back. Rejects with 'failed-precondition' in words (storeGatewayWords) when the
   * order is paid or closed, the shop's plan does not allow it or no account is connected;
   * 'not-found' for no such order. The order is marked paid only when the payment is verified,
   * by the shop's own mark-paid: one sale.
   */
  startOrderPayment(name: string, orderId: string, returnUrl: string): Promise<StartedOrderPayment>;

  /** The shop's orders, newest placed first, live: a new order arrives as it is placed. */
  subscribeOnlineOrders(uid: string, onNext: (orders: OnlineOrder[]) => void, onError: ErrorCallback): Unsubscribe;
  /**
   * Takes one action on an order (applyOrderAction) with the stock, the store's other orders and
   * its hold read in the same write. Confirming reserves the stock; cancelling releases it;
   * marked paid, the order becomes exactly one sale of the ledger (buildOrderSale, its id the
   * order's) recorded as `recordSale` records the till's, with the customer the shop has with the
   * order's phone (findOrderCustomer) or a new one made from the order (orderCustomerDraft), and
   * the products' costs the backend knows — in Sales History, End of Day, the dashboard and
   * profit; asked again, it is refused ('already-paid') and no second sale is made. Rejects with
   * 'not-found' for no such order.
   */
  takeOrderAction(uid: string, orderId: string, request: OrderActionRequest): Promise<OrderActionResult>;
  /**
   * The units reserved by product id, live (available = in stock − reserved: availableStock), for
   * the till and the inventory: counted again at each change of the orders, so a hold that lapses
   * with nothing written counts until the next change (reservedUnits over the orders tells the moment).
   */
  subscribeReservedStock(uid: string, onNext: (reserved: ReservedStock) => void, onError: ErrorCallback): Unsubscribe;
}

/**
 * Bringing the catalogue in from a spreadsheet (domain/catalogue-import.ts; docs/product-rules.md,
 * 'Catalogue import'), the owner's and a manager's ('edit-products'), never a cashier's.
 */
export interface CatalogueImportApi {
  /**
   * Judges the rows again on the catalogue as it is now (previewCatalogueImport) and writes them
   * whole — the new products (ids importedProductId), the changed fields, and the import's record —
   * or nothing: 'invalid-argument' when a row is refused (CATALOGUE_IMPORT_MESSAGES.refusedWhole),
   * 'failed-precondition' when the counts differ from the request's preview (catalogueMoved: another
   * tab or device changed the products). The same request id sent again resolves with the record of
   * the import it made, writing nothing more.
   */
  importCatalogue(uid: string, request: CatalogueImportRequest): Promise<CatalogueImportRecord>;
  /** The shop's last import, undone or not; null when it has none. */
  lastCatalogueImport(uid: string): Promise<CatalogueImportRecord | null>;
  /**
   * Puts the catalogue back as it was before the import `importId`: its new products deleted, its
   * changed products as they were — all or nothing. 'not-found' unless it is the shop's last import
   * and not undone (nothingToUndo); 'failed-precondition' when any of its products moved since
   * (undoBlocked: unchangedSinceImport).
   */
  undoCatalogueImport(uid: string, importId: string): Promise<void>;
}

/** Where the owner pays a plan payment just started (PlanApi.startPlanPayment). */
export interface StartedPlanPayment {
  reference: string;
  /** Paystack's checkout page on Firebase; the local payments desk (`/mailbox/payments-desk?reference=…`) on the embedded backend. */
  authorizationUrl: string;
  /** The plan table's amount (planPaymentAmountMinor), never one the client sent. */
  amountMinor: number;
  currency: PlanPaymentRequest['currency'];
}

/**
 * Paying for the shop's plan (domain/plan-payments.ts; functions/README.md, 'Paying for a plan'),
 * the owner's alone ('edit-business'). The plan itself is the business record's (subscribeBusiness:
 * plan, trialEndsAt, paidUntil), moved only when a payment is verified: on Firebase by the server
 * from Paystack's webhook; on the embedded backend by the local payments desk through the same
 * judgement (judgePlanPayment, planAfterPayment). No method here writes a plan.
 */
export interface PlanApi {
  /** The shop's payments for its plan, newest first, live: pending, paid (with the paidUntil it moved the plan to) or failed. */
  subscribePlanPayments(uid: string, onNext: (payments: PlanPayment[]) => void, onError: ErrorCallback): Unsubscribe;
  /**
   * Starts a payment (planPaymentRequestOf: 'invalid-argument' otherwise) for the plan table's
   * amount, kept pending, and resolves with where the owner pays. Renewal is kept only for a card.
   */
  startPlanPayment(uid: string, request: PlanPaymentRequest): Promise<StartedPlanPayment>;
  /**
   * Turns renewal by card off (the owner's, 'permission-denied' for anyone else): the card kept
   * for it is forgotten (on Firebase the server's `planRenewals/{uid}`) and no payment of the shop
   * reads `renew` any more (domain renewingPayment: null), so nothing is charged again. The plan
   * runs to its end. Asked again, nothing changes.
   */
  stopPlanRenewal(uid: string): Promise<void>;
}

/**
 * Pro: the shop's own Paystack account for its online store (domain/store-gateway.ts;
 * functions/README.md, 'A shop's own Paystack account'), the owner's alone. The secret key is
 * given once and never read back: on Firebase the server's callable keeps it where no client
 * reads it; on the embedded backend the backend keeps it apart from every record a screen reads.
 */
export interface StoreGatewayApi {
  /** What the owner may see of it, live: connected or not, how the key ends, test or live. */
  subscribeStoreGateway(uid: string, onNext: (gateway: StoreGateway) => void, onError: ErrorCallback): Unsubscribe;
  /** Connects it by its secret key: 'invalid-argument' for one that is not a key (gatewayKeyOf), 'failed-precondition' off Pro (gatewayPlanRefusal), 'permission-denied' for anyone but the owner. */
  connectStoreGateway(uid: string, secretKey: string): Promise<StoreGateway>;
  /** Forgets the key, on any plan. */
  disconnectStoreGateway(uid: string): Promise<void>;
}

export interface Backend extends AuthApi, BusinessApi, CatalogueApi, CatalogueImportApi, SalesApi, CreditApi, ExpensesApi, FilesApi, SyncApi, StaffApi, OnlineStoreApi, PlanApi, StoreGatewayApi {
  /** Which adapter this is ('local', 'firebase'). */
  readonly kind: string;
}
