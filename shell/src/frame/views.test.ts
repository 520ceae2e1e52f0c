import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS } from '@shop/shared/domain';
import type { TillOperator } from '@shop/shared/domain';
import { homeViewFor, isKnownView, ONLINE_ORDERS_VIEW, mayOpenView, NAV_GROUPS, navGroupsFor, urlForView, VIEW_ACTIONS, VIEW_EXPOSES, VIEW_LABELS, VIEW_REMOTES, viewForOperator, viewFromUrl } from './views';
import type { ViewId } from './views';

const OWNER_ACCOUNT: TillOperator = { id: 'uid-1', name: 'Ama Mensah', role: 'owner', account: true };
const OWNER: TillOperator = { id: 'uid-1', name: 'Ama Mensah', role: 'owner' };
const MANAGER: TillOperator = { id: 'm1', name: 'Kofi Mensah', role: 'manager' };
const CASHIER: TillOperator = { id: 'c1', name: 'Efua Owusu', role: 'cashier' };
const ALL_VIEWS = Object.keys(VIEW_REMOTES) as ViewId[];
const labels = (operator: TillOperator | null) => navGroupsFor(operator).map((group) => `${group.label}: ${group.views.map((view) => VIEW_LABELS[view]).join(', ')}`);

describe('frame views', () => {
  it('reads the view from the query; /dashboard alone is the dashboard', () => {
    expect(viewFromUrl(new URL('http://x/dashboard'))).toBe('dashboard');
    expect(viewFromUrl(new URL('http://x/dashboard?view=sales-pos'))).toBe('sales-pos');
  });
  it('writes the dashboard view as a bare /dashboard and keeps other query parts', () => {
    expect(urlForView(new URL('http://x/dashboard?view=sales-pos'), 'dashboard')).toBe('/dashboard');
    expect(urlForView(new URL('http://x/dashboard?lang=en'), 'inventory-all')).toBe('/dashboard?lang=en&view=inventory-all');
  });
  it('knows the fourteen views and nothing else', () => {
    for (const view of ['dashboard', 'sales-pos', 'sales-history', 'sales-end-of-day', 'sales-online-orders', 'inventory-all', 'inventory-import', 'customers-all', 'customers-owed', 'money-expenses', 'settings-staff', 'settings-online-store', 'settings-devices', 'settings-plan']) expect(isKnownView(view)).toBe(true);
    expect(ALL_VIEWS).toHaveLength(14);
    expect(isKnownView('reports')).toBe(false);
    expect(isKnownView('toString')).toBe(false);
  });
  it('lists Import in the Inventory group after All Products, as the inventory remote\'s import app', () => {
    expect(NAV_GROUPS.find((group) => group.id === 'inventory')?.views).toEqual(['inventory-all', 'inventory-import']);
    expect(VIEW_LABELS['inventory-import']).toBe('Import');
    expect(VIEW_REMOTES['inventory-import']).toBe('inventory');
    expect(VIEW_EXPOSES['inventory-import']).toBe('./import');
  });
  it('lists End of Day in the Sales group after Sales History, as the history remote\'s second app', () => {
    expect(NAV_GROUPS.find((group) => group.id === 'sales')?.views).toEqual(['sales-pos', 'sales-history', 'sales-end-of-day', 'sales-online-orders']);
    expect(VIEW_LABELS['sales-end-of-day']).toBe('End of Day');
    expect(VIEW_REMOTES['sales-end-of-day']).toBe('history');
    expect(VIEW_EXPOSES['sales-end-of-day']).toBe('./end-of-day');
    expect(VIEW_EXPOSES['sales-history']).toBeUndefined();
  });
  it("lists Online orders last in the Sales group, as the history remote's online orders app", () => {
    expect(VIEW_LABELS['sales-online-orders']).toBe('Online orders');
    expect(VIEW_REMOTES['sales-online-orders']).toBe('history');
    expect(VIEW_EXPOSES['sales-online-orders']).toBe('./online-orders');
    expect(ONLINE_ORDERS_VIEW).toBe('sales-online-orders');
  });
  it('lists Expenses in a Money group after Customers, as the dashboard remote\'s second app', () => {
    expect(NAV_GROUPS.map((group) => group.label)).toEqual(['Sales', 'Inventory', 'Customers', 'Money', 'Settings']);
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
  it('lists Staff in a Settings group after Money, as the dashboard remote\'s staff app', () => {
    expect(NAV_GROUPS.at(-1)).toEqual({ id: 'settings', label: 'Settings', views: ['settings-staff', 'settings-online-store', 'settings-devices', 'settings-plan'] });
    expect(VIEW_LABELS['settings-staff']).toBe('Staff');
    expect(VIEW_REMOTES['settings-staff']).toBe('dashboard');
    expect(VIEW_EXPOSES['settings-staff']).toBe('./staff');
  });
  it('lists Online store in the Settings group after Staff, as the dashboard remote\'s online store app', () => {
    expect(VIEW_LABELS['settings-online-store']).toBe('Online store');
    expect(VIEW_REMOTES['settings-online-store']).toBe('dashboard');
    expect(VIEW_EXPOSES['settings-online-store']).toBe('./online-store');
  });
  it("lists Devices in the Settings group after Online store, as the POS remote's devices app (the till's printer)", () => {
    expect(VIEW_LABELS['settings-devices']).toBe('Devices');
    expect(VIEW_REMOTES['settings-devices']).toBe('pos');
    expect(VIEW_EXPOSES['settings-devices']).toBe('./devices');
  });
  it("lists Plan last in the Settings group, as the dashboard remote's plan app", () => {
    expect(VIEW_LABELS['settings-plan']).toBe('Plan');
    expect(VIEW_REMOTES['settings-plan']).toBe('dashboard');
    expect(VIEW_EXPOSES['settings-plan']).toBe('./plan');
  });
});

describe('views by role', () => {
  it("opens a view to a manager or a cashier exactly when the domain's permission table lets their role do the view's action", () => {
    for (const operator of [MANAGER, CASHIER]) {
      for (const view of ALL_VIEWS) expect(mayOpenView(operator, view), `${operator.role} › ${view}`).toBe(STAFF_PERMISSIONS[VIEW_ACTIONS[view]][operator.role] !== 'no');
    }
  });
  it("guards the views of the shop's money, staff and settings with the permission table's own actions", () => {
    expect(VIEW_ACTIONS).toMatchObject({ dashboard: 'see-shop-figures', 'inventory-all': 'see-costs-and-profit', 'customers-owed': 'see-debts-ageing', 'money-expenses': 'see-expenses', 'settings-staff': 'manage-staff', 'settings-plan': 'edit-business' });
  });
  it("lets the owner's account and the owner's member open every view, from the dashboard", () => {
    for (const operator of [OWNER_ACCOUNT, OWNER]) {
      for (const view of ALL_VIEWS) expect(mayOpenView(operator, view)).toBe(true);
      expect(navGroupsFor(operator)).toEqual(NAV_GROUPS);
      expect(homeViewFor(operator)).toBe('dashboard');
      expect(viewForOperator('dashboard', operator)).toBe('dashboard');
    }
  });
  it('lists for a manager everything but Staff and Online store, and hides the Settings group', () => {
    expect(labels(MANAGER)).toEqual([
      'Sales: New Sale (POS), Sales History, End of Day, Online orders',
      'Inventory: All Products, Import',
      'Customers: All Customers, Owed to you',
      'Money: Expenses',
    ]);
    expect(mayOpenView(MANAGER, 'dashboard')).toBe(true);
    expect(mayOpenView(MANAGER, 'settings-staff')).toBe(false);
    expect(mayOpenView(MANAGER, 'settings-online-store')).toBe(false);
    expect(homeViewFor(MANAGER)).toBe('dashboard');
  });
  it('lists for a cashier the till, their sales, the online orders and the customers, and starts them at the till', () => {
    expect(labels(CASHIER)).toEqual(['Sales: New Sale (POS), Sales History, Online orders', 'Customers: All Customers']);
    expect(mayOpenView(CASHIER, 'dashboard')).toBe(false);
    expect(homeViewFor(CASHIER)).toBe('sales-pos');
    expect(viewForOperator('dashboard', CASHIER)).toBe('sales-pos');
    expect(viewForOperator('inventory-all', CASHIER)).toBe('inventory-all');
  });
  it('opens nothing while the till is locked', () => {
    for (const view of ALL_VIEWS) expect(mayOpenView(null, view)).toBe(false);
    expect(navGroupsFor(null)).toEqual([]);
  });
});
