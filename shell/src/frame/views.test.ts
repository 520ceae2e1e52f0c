import { describe, expect, it } from 'vitest';
import { isKnownView, NAV_GROUPS, urlForView, VIEW_EXPOSES, VIEW_LABELS, VIEW_REMOTES, viewFromUrl } from './views';

describe('frame views', () => {
  it('reads the view from the query; /dashboard alone is the dashboard', () => {
    expect(viewFromUrl(new URL('http://x/dashboard'))).toBe('dashboard');
    expect(viewFromUrl(new URL('http://x/dashboard?view=sales-pos'))).toBe('sales-pos');
  });
  it('writes the dashboard view as a bare /dashboard and keeps other query parts', () => {
    expect(urlForView(new URL('http://x/dashboard?view=sales-pos'), 'dashboard')).toBe('/dashboard');
    expect(urlForView(new URL('http://x/dashboard?lang=en'), 'inventory-all')).toBe('/dashboard?lang=en&view=inventory-all');
  });
  it('knows the eight views and nothing else', () => {
    for (const view of ['dashboard', 'sales-pos', 'sales-history', 'sales-end-of-day', 'inventory-all', 'customers-all', 'customers-owed', 'money-expenses']) expect(isKnownView(view)).toBe(true);
    expect(isKnownView('reports')).toBe(false);
    expect(isKnownView('toString')).toBe(false);
  });
  it('lists End of Day in the Sales group after Sales History, as the history remote\'s second app', () => {
    expect(NAV_GROUPS.find((group) => group.id === 'sales')?.views).toEqual(['sales-pos', 'sales-history', 'sales-end-of-day']);
    expect(VIEW_LABELS['sales-end-of-day']).toBe('End of Day');
    expect(VIEW_REMOTES['sales-end-of-day']).toBe('history');
    expect(VIEW_EXPOSES['sales-end-of-day']).toBe('./end-of-day');
    expect(VIEW_EXPOSES['sales-history']).toBeUndefined();
  });
  it('lists Expenses in a Money group after Customers, as the dashboard remote\'s second app', () => {
    expect(NAV_GROUPS.map((group) => group.label)).toEqual(['Sales', 'Inventory', 'Customers', 'Money']);
    expect(NAV_GROUPS.find((group) => group.id === 'money')?.views).toEqual(['money-expenses']);
    expect(VIEW_LABELS['money-expenses']).toBe('Expenses');
    expect(VIEW_REMOTES['money-expenses']).toBe('dashboard');
    expect(VIEW_EXPOSES['money-expenses']).toBe('./expenses');
    expect(VIEW_EXPOSES.dashboard).toBeUndefined();
  });
  it('lists Owed to you in the Customers group after All Customers, as the customers remote\'s second app', () => {
    expect(NAV_GROUPS.find((group) => group.id === 'customers')?.views).toEqual(['customers-all', 'customers-owed']);
    expect(VIEW_LABELS['customers-owed']).toBe('Owed to you');
    expect(VIEW_REMOTES['customers-owed']).toBe('customers');
    expect(VIEW_EXPOSES['customers-owed']).toBe('./owed');
    expect(VIEW_EXPOSES['customers-all']).toBeUndefined();
  });
});
