// Who may call the online store's methods of the port (port.ts OnlineStoreApi) through the till
// guard: permissions.ts's table takes these entries whole. The owner sets the store up
// ('edit-business'); the store's page is a stranger's, who has no till, so its methods are the
// adapter's own; every role at the till works the orders as the domain's table says
// (domain/online-orders.ts ORDER_PERMISSIONS), each order action checked as the till's actions it
// needs (ORDER_ACTION_NEEDS; online-store-permissions.test.ts holds the two tables equal).
//
// In the partner widget's bundle with permissions.ts: it imports types only.
import type { OrderAction } from '../../domain/online-orders';
import type { StaffAction } from '../../domain/staff';
import type { OnlineStoreApi } from '../port';
import type { Permission } from './permissions';

/**
 * The till's actions (domain/staff.ts STAFF_PERMISSIONS) each order action needs, so that every
 * role may do it exactly as ORDER_PERMISSIONS says: confirming, holding again, marking ready,
 * sending out and done as every role may ('yes' for all: nothing more); marking paid rings a sale
 * ('sell'); cancelling turns a customer away, so a cashier needs a manager's PIN, as for a refund
 * ('refund': the manager approves it with approveAction(…, 'refund')).
 */
export const ORDER_ACTION_NEEDS: Readonly<Record<OrderAction, readonly StaffAction[]>> = {
  confirm: [],
  'hold-again': [],
  'mark-ready': [],
  dispatch: [],
  complete: [],
  'mark-paid': ['sell'],
  cancel: ['refund'],
};

export const ONLINE_STORE_PERMISSIONS = {
  // The owner's settings; anyone at the till may read them (the link to share).
  subscribeOnlineStore: { read: {} },
  isStoreNameFree: { write: ['edit-business'] },
  saveOnlineStore: { write: ['edit-business'] },
  publishOnlineStore: { write: ['edit-business'] },
  // The store's page: a stranger's, signed in or not, with no till.
  readPublishedStore: 'adapter',
  placeOnlineOrder: 'adapter',
  subscribeOwnOrder: 'adapter',
  cancelOwnOrder: 'adapter',
  startOrderPayment: 'adapter',
  // The shop's orders, and the units they reserve (the till and the inventory show them).
  subscribeOnlineOrders: { read: {} },
  takeOrderAction: { write: (_uid, _orderId, request) => () => ORDER_ACTION_NEEDS[request.action] ?? [] },
  subscribeReservedStock: { read: {} },
} as const satisfies { readonly [K in keyof OnlineStoreApi]-?: Permission<OnlineStoreApi[K]> };
