// Which role may call which method of the port (port.ts Backend) through the till guard: one entry
// a method, every method of the port — a method added to the port and left out here is a type
// error (PermissionTable), and one the guard must guard but does not is another (guard-till.ts,
// GuardedName). The actions name rows of the domain's own table, which says which role may do each
// outright, with a manager's PIN or never (domain/staff.ts STAFF_PERMISSIONS, accessOf).
//
// - 'adapter': untouched by the guard; the adapter's own rules alone (the signed-in account, its uid).
// - 'sign-in': the guard puts whoever signs in, or nobody, at the till (at-the-till.ts).
// - 'till': who is at the till, the PIN pad and a manager's approval: anyone at this device.
// - 'shop': the signed-in shop's own, whoever is at the till, locked or not.
// - { write }: a write as the operator (as-operator.ts, act): refused while the till is locked, and
//   for a member whose role may not do every action named (the actions may depend on the call).
// - { read }: a read as the operator (as-operator.ts, guardedRead): refused while the till is
//   locked or when the role may not do `needs` outright; a member sees it through `view` (member.ts).
//
// The guard is in the partner widget's bundle (150 KB gzip, e2e/specs/widget.spec.mjs): this file
// imports types only, and the online store's entries (online-store-permissions.ts, which does too).
import type { StaffAction } from '../../domain/staff';
import type { Backend } from '../port';
import type { ActionsOf, ViewName } from './member';
import { ONLINE_STORE_PERMISSIONS } from './online-store-permissions';

/** How the operator may read a list: refused unless their role may do `needs` outright; a member sees it through `view` (member.ts). */
export interface ReadRule {
  needs?: StaffAction;
  view?: ViewName;
}

type Args<M> = M extends (...args: infer A) => unknown ? A : never;

/** Who may call one method of the port, `M` (see the list at the top). */
export type Permission<M> =
  | 'adapter'
  | 'sign-in'
  | 'till'
  | 'shop'
  | { readonly write: readonly StaffAction[] | ((...args: Args<M>) => ActionsOf) }
  | { readonly read: ReadRule | ((...args: Args<M>) => ReadRule) };

/** The port's methods (its other members, such as `kind`, are the adapter's). */
type MethodName = { [K in keyof Backend]-?: Backend[K] extends (...args: never[]) => unknown ? K : never }[keyof Backend];

export type PermissionTable = { readonly [K in MethodName]-?: Permission<Backend[K]> };

export const PERMISSIONS = {
  // Signing in, the shop and its sync: the adapter's own.
  signUp: 'adapter',
  signIn: 'sign-in',
  signInWithGoogle: 'sign-in',
  sendPasswordReset: 'adapter',
  signOut: 'sign-in',
  onAuthStateChanged: 'adapter',
  currentUser: 'adapter',
  authStateReady: 'adapter',
  joinShop: 'adapter',
  declineInvitation: 'adapter',
  checkInvitation: 'adapter',
  getOrCreateBusiness: 'adapter',
  subscribeBusiness: 'adapter',
  subscribeSyncState: 'adapter',
  dismissRefused: 'adapter',
  updateShopSettings: { write: ['edit-business'] },

  // Products and stock
  subscribeProducts: { read: { view: 'products' } },
  addProduct: { write: ['edit-products'] },
  updateProduct: { write: ['edit-products'] },
  deleteProduct: { write: ['edit-products'] },
  adjustStock: { write: ['change-stock'] },
  subscribeStockMovements: { read: { view: 'movements' } },
  uploadProductImage: { write: ['edit-products'] },
  deleteImage: { write: ['edit-products'] },
  getImageUrl: { read: {} },
  // Paying for the plan (port.ts PlanApi): the owner's own account only, which each adapter checks
  // itself (the signed-in user's uid; on Firebase the callable and the rules); Settings › Plan is
  // the owner's view (views.ts). An operator unlocked at the owner's till is not asked for here.
  subscribePlanPayments: 'adapter',
  startPlanPayment: 'adapter',
  stopPlanRenewal: 'adapter',
  // The shop's own Paystack account (port.ts StoreGatewayApi): the owner's alone, checked by each adapter as for the plan.
  subscribeStoreGateway: 'adapter',
  connectStoreGateway: 'adapter',
  disconnectStoreGateway: 'adapter',

  // The catalogue import (issue #46): a product edit of many at once; never a cashier's.
  importCatalogue: { write: ['edit-products'] },
  lastCatalogueImport: { write: ['edit-products'] },
  undoCatalogueImport: { write: ['edit-products'] },

  // Customers: a credit limit given with a new customer is an edit of customers.
  subscribeCustomers: { read: {} },
  addCustomer: { write: (_uid, draft) => () => (draft.creditLimitMinor === undefined || draft.creditLimitMinor === null ? ['add-customer'] : ['add-customer', 'edit-customers']) },
  updateCustomer: { write: ['edit-customers'] },
  deleteCustomer: { write: ['edit-customers'] },

  // Sales and refunds: a sale's actions depend on its credit and discount (member.ts, saleActions).
  recordSale: { write: (uid, input) => (role, part) => part.saleActions(uid, input.sale, role) },
  subscribeSales: { read: { view: 'sales' } },
  subscribeSalesSince: { read: { view: 'sales' } },
  subscribeRefusedRecords: { read: { needs: 'see-all-sales' } },
  subscribeDailyStats: { read: { needs: 'see-shop-figures' } },
  subscribeProductStats: { read: { needs: 'see-shop-figures' } },
  recordRefund: { write: ['refund'] },
  subscribeRefunds: { read: { view: 'refunds' } },
  subscribeRefundsSince: { read: { view: 'refunds' } },
  subscribeSaleRefunds: { read: { view: 'refunds' } },

  // Customers' accounts: every account at once is the debts' ageing.
  subscribeBalances: { read: {} },
  subscribeAccountRecords: { read: (_uid, customerId) => ({ ...(customerId === null ? { needs: 'see-debts-ageing' as const } : {}), view: 'accountRecords' }) },
  subscribeRepaymentsSince: { read: { view: 'repayments' } },
  recordRepayment: { write: ['record-repayment'] },

  // Expenses
  subscribeExpenses: { read: { needs: 'see-expenses' } },
  saveExpense: { write: ['record-expense'] },
  deleteExpense: { write: ['record-expense'] },

  // Staff and the till (port.ts StaffApi)
  subscribeStaff: 'shop',
  saveStaffMember: { write: ['manage-staff'] },
  setStaffDisabled: { write: ['manage-staff'] },
  currentOperator: 'till',
  onOperatorChanged: 'till',
  unlockTill: 'till',
  lockTill: 'till',
  approveAction: 'till',
  subscribeShifts: { read: { view: 'shifts' } },
  openShift: { write: ['open-shift'] },
  recordPayInOut: { write: (_uid, input) => () => [input.move.kind === 'pay-out' ? 'pay-out' : 'pay-in'] },
  closeShift: { write: ['close-shift'] },

  // The online store (port.ts OnlineStoreApi): online-store-permissions.ts.
  ...ONLINE_STORE_PERMISSIONS,
} as const satisfies PermissionTable;

type Table = typeof PERMISSIONS;

/** The methods the guard lets through, reads and writes, as the operator. */
export type WriteName = { [K in keyof Table]: Table[K] extends { write: unknown } ? K : never }[keyof Table];
export type ReadName = { [K in keyof Table]: Table[K] extends { read: unknown } ? K : never }[keyof Table];
/** Every method the guard answers itself: all but the adapter's own. */
export type GuardedName = { [K in keyof Table]: Table[K] extends 'adapter' ? never : K }[keyof Table];

/** What the operator's role needs for the write `name` called with `args`. */
export function writeNeeds<K extends WriteName>(name: K, ...args: Args<Backend[K]>): ActionsOf {
  const needs = (PERMISSIONS[name] as { write: readonly StaffAction[] | ((...a: unknown[]) => ActionsOf) }).write;
  return typeof needs === 'function' ? needs(...args) : () => needs;
}

/** How the operator may read `name` called with `args`. */
export function readRule<K extends ReadName>(name: K, ...args: Args<Backend[K]>): ReadRule {
  const rule = (PERMISSIONS[name] as { read: ReadRule | ((...a: unknown[]) => ReadRule) }).read;
  return typeof rule === 'function' ? rule(...args) : rule;
}
