// The dashboard frame's views (docs/product-rules.md): they switch in the page, not by route, and the chosen
// one is kept in the URL's query (`/dashboard?view=sales-pos`) so a reload keeps it.
import type { RemoteKey } from '../runtime-config';

export type ViewId = 'dashboard' | 'sales-pos' | 'sales-history' | 'sales-end-of-day' | 'inventory-all' | 'customers-all' | 'customers-owed' | 'money-expenses';
export const DEFAULT_VIEW: ViewId = 'dashboard';

export const VIEW_REMOTES: Readonly<Record<ViewId, RemoteKey>> = {
  dashboard: 'dashboard',
  'sales-pos': 'pos',
  'sales-history': 'history',
  'sales-end-of-day': 'history',
  'inventory-all': 'inventory',
  'customers-all': 'customers',
  'customers-owed': 'customers',
  'money-expenses': 'dashboard',
};

export const VIEW_LABELS: Readonly<Record<ViewId, string>> = {
  dashboard: 'Dashboard',
  'sales-pos': 'New Sale (POS)',
  'sales-history': 'Sales History',
  'sales-end-of-day': 'End of Day',
  'inventory-all': 'All Products',
  'customers-all': 'All Customers',
  'customers-owed': 'Owed to you',
  'money-expenses': 'Expenses',
};

/** The app a view mounts of its remote, when not the remote's `./app` (a remote may expose several). */
export const VIEW_EXPOSES: Readonly<Partial<Record<ViewId, string>>> = {
  'sales-end-of-day': './end-of-day',
  'customers-owed': './owed',
  'money-expenses': './expenses',
};

export interface NavGroup {
  id: 'sales' | 'inventory' | 'customers' | 'money';
  label: string;
  views: readonly ViewId[];
}

export const NAV_GROUPS: readonly NavGroup[] = [
  { id: 'sales', label: 'Sales', views: ['sales-pos', 'sales-history', 'sales-end-of-day'] },
  { id: 'inventory', label: 'Inventory', views: ['inventory-all'] },
  { id: 'customers', label: 'Customers', views: ['customers-all', 'customers-owed'] },
  { id: 'money', label: 'Money', views: ['money-expenses'] },
];

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
