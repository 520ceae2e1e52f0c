// The dashboard frame's views (docs/product-rules.md): they switch in the page, not by route, and the chosen
// one is kept in the URL's query (`/dashboard?view=sales-pos`) so a reload keeps it.
//
// Staff at the till (issue #35): each view needs one action of domain/staff.ts's permission table
// (VIEW_ACTIONS); the sidebar lists only what the person at the till may use, and a view reached by
// URL that they may not use says so instead of mounting.
import { operatorAccess } from '@shop/shared/domain';
import type { StaffAction, TillOperator } from '@shop/shared/domain';
import type { RemoteKey } from '../runtime-config';

export type ViewId =
  | 'dashboard'
  | 'sales-pos'
  | 'sales-history'
  | 'sales-end-of-day'
  | 'sales-online-orders'
  | 'inventory-all'
  | 'inventory-import'
  | 'customers-all'
  | 'customers-owed'
  | 'money-expenses'
  | 'settings-staff'
  | 'settings-online-store'
  | 'settings-devices'
  | 'settings-plan';
export const DEFAULT_VIEW: ViewId = 'dashboard';
/** Where someone who may not see the dashboard (a cashier) starts: the till. */
export const STAFF_DEFAULT_VIEW: ViewId = 'sales-pos';
/** The shop's inbox of online orders: the sidebar counts its new orders beside it. */
export const ONLINE_ORDERS_VIEW: ViewId = 'sales-online-orders';

export const VIEW_REMOTES: Readonly<Record<ViewId, RemoteKey>> = {
  dashboard: 'dashboard',
  'sales-pos': 'pos',
  'sales-history': 'history',
  'sales-end-of-day': 'history',
  'sales-online-orders': 'history',
  'inventory-all': 'inventory',
  'inventory-import': 'inventory',
  'customers-all': 'customers',
  'customers-owed': 'customers',
  'money-expenses': 'dashboard',
  'settings-staff': 'dashboard',
  'settings-online-store': 'dashboard',
  // The till's printer is the till's: the POS remote pairs it and prints with it.
  'settings-devices': 'pos',
  'settings-plan': 'dashboard',
};

export const VIEW_LABELS: Readonly<Record<ViewId, string>> = {
  dashboard: 'Dashboard',
  'sales-pos': 'New Sale (POS)',
  'sales-history': 'Sales History',
  'sales-end-of-day': 'End of Day',
  'sales-online-orders': 'Online orders',
  'inventory-all': 'All Products',
  'inventory-import': 'Import',
  'customers-all': 'All Customers',
  'customers-owed': 'Owed to you',
  'money-expenses': 'Expenses',
  'settings-staff': 'Staff',
  'settings-online-store': 'Online store',
  'settings-devices': 'Devices',
  'settings-plan': 'Plan',
};

/** The app a view mounts of its remote, when not the remote's `./app` (a remote may expose several). */
export const VIEW_EXPOSES: Readonly<Partial<Record<ViewId, string>>> = {
  'sales-end-of-day': './end-of-day',
  'inventory-import': './import',
  'sales-online-orders': './online-orders',
  'customers-owed': './owed',
  'money-expenses': './expenses',
  'settings-staff': './staff',
  'settings-online-store': './online-store',
  'settings-devices': './devices',
  'settings-plan': './plan',
};

/** What the person at the till must be allowed (staff.ts, STAFF_PERMISSIONS) to open each view. */
export const VIEW_ACTIONS: Readonly<Record<ViewId, StaffAction>> = {
  dashboard: 'see-shop-figures',
  'sales-pos': 'sell',
  'sales-history': 'see-own-sales-today',
  'sales-end-of-day': 'see-shop-figures',
  // The staff work the orders as they work the till (domain/online-orders.ts ORDER_PERMISSIONS).
  'sales-online-orders': 'sell',
  'inventory-all': 'see-costs-and-profit',
  // Importing writes many products at once: the product edits' own action (the port's CatalogueImportApi).
  'inventory-import': 'edit-products',
  'customers-all': 'see-customers',
  'customers-owed': 'see-debts-ageing',
  'money-expenses': 'see-expenses',
  'settings-staff': 'manage-staff',
  // The store's settings are the owner's, as the port's OnlineStoreApi and online-store.ts say.
  'settings-online-store': 'edit-business',
  // The owner sets up the till's printer; everyone at the till prints with it (issue #45).
  'settings-devices': 'edit-business',
  // Paying for the plan is the owner's (the port's PlanApi; functions/README.md, 'Paying for a plan').
  'settings-plan': 'edit-business',
};

export interface NavGroup {
  id: 'sales' | 'inventory' | 'customers' | 'money' | 'settings';
  label: string;
  views: readonly ViewId[];
}

export const NAV_GROUPS: readonly NavGroup[] = [
  { id: 'sales', label: 'Sales', views: ['sales-pos', 'sales-history', 'sales-end-of-day', 'sales-online-orders'] },
  { id: 'inventory', label: 'Inventory', views: ['inventory-all', 'inventory-import'] },
  { id: 'customers', label: 'Customers', views: ['customers-all', 'customers-owed'] },
  { id: 'money', label: 'Money', views: ['money-expenses'] },
  { id: 'settings', label: 'Settings', views: ['settings-staff', 'settings-online-store', 'settings-devices', 'settings-plan'] },
];

/** Whether the person at the till may open the view (perhaps doing some of it with a manager's PIN); nobody while it is locked. */
export function mayOpenView(operator: TillOperator | null, view: ViewId): boolean {
  return operatorAccess(operator, VIEW_ACTIONS[view]) !== 'no';
}

/** The sidebar's groups with only the views the operator may open; a group left empty is dropped. */
export function navGroupsFor(operator: TillOperator | null): NavGroup[] {
  return NAV_GROUPS.map((group) => ({ ...group, views: group.views.filter((view) => mayOpenView(operator, view)) })).filter((group) => group.views.length > 0);
}

/** Where the operator starts and the logo leads: the dashboard, or the till for someone who may not see it. */
export function homeViewFor(operator: TillOperator | null): ViewId {
  return mayOpenView(operator, DEFAULT_VIEW) ? DEFAULT_VIEW : STAFF_DEFAULT_VIEW;
}

/**
 * The view the frame shows for the one in the URL: `/dashboard` alone (the dashboard view) is the
 * operator's home view, anything else as it is.
 */
export function viewForOperator(view: string, operator: TillOperator | null): string {
  return view === DEFAULT_VIEW ? homeViewFor(operator) : view;
}

export function isKnownView(view: string): view is ViewId {
  return Object.hasOwn(VIEW_REMOTES, view);
}

/** The view named in the URL; `/dashboard` alone is the dashboard view. */
export function viewFromUrl(url: URL): string {
  return url.searchParams.get('view') || DEFAULT_VIEW;
}

export function urlForView(url: URL, view: string): string {
  const next = new URL(url);
  if (view === DEFAULT_VIEW) next.searchParams.delete('view');
  else next.searchParams.set('view', view);
  return `${next.pathname}${next.search}${next.hash}`;
}
