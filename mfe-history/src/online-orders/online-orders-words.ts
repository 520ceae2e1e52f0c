// The words of Sales › Online orders, the shop's inbox of orders from its online store (issue #43
// point 3). The order's statuses, actions, refusals and shortfalls are the domain's
// (online-store-words.ts: ORDER_STATUS_SHOP_LABELS, ORDER_ACTION_LABELS, ORDER_ACTION_MESSAGES,
// SHORTFALL_WORDS, ONLINE_STORE_TEXT); what only this screen says is here.
import { displayOrderId } from '@shop/shared/domain';
import type { OnlineOrderStatus, PaymentMethod, StorePaymentOption } from '@shop/shared/domain';

export const ONLINE_ORDERS_TITLE = 'Online orders';

/** The list's filters, one a group of statuses. */
export type OrderFilter = 'new' | 'in-progress' | 'done' | 'cancelled';

export const ORDER_FILTERS: readonly OrderFilter[] = ['new', 'in-progress', 'done', 'cancelled'];

export const ORDER_FILTER_STATUSES: Readonly<Record<OrderFilter, readonly OnlineOrderStatus[]>> = {
  new: ['received'],
  'in-progress': ['confirmed', 'ready', 'out-for-delivery'],
  done: ['done'],
  cancelled: ['cancelled'],
};

export const ORDER_FILTER_LABELS: Readonly<Record<OrderFilter, string>> = {
  new: 'New',
  'in-progress': 'In progress',
  done: 'Done',
  cancelled: 'Cancelled',
};

/** The method a payment is marked with by default, from how the customer said they would pay. */
export const PAYMENT_METHOD_FOR_OPTION: Readonly<Record<StorePaymentOption, PaymentMethod>> = {
  'mobile-money': 'Mobile Money',
  'bank-transfer': 'Bank Transfer',
  'cash-on-pickup': 'Cash',
  'cash-on-delivery': 'Cash',
};

export const ONLINE_ORDERS_TEXT = {
  description: 'Orders placed on your online store arrive here as they are placed.',
  filterLabel: 'Show orders',
  listLabel: (filter: string) => `${filter} online orders, newest first`,
  soundLabel: 'Sound for new orders',
  soundHint: 'A short beep on this device when a new order arrives.',
  loading: 'Loading online orders…',
  failed: 'Online orders could not be loaded. Check the connection and try again.',
  signedOut: 'Sign in to see your online orders.',
  emptyTitle: (filter: string) => (filter === 'New' ? 'No new orders' : `No ${filter.toLowerCase()} orders`),
  emptyDescription: 'Orders placed on your online store show here. Share its link from Settings › Online store.',
  arrived: (id: string) => `New order ${displayOrderId(id)} arrived.`,
  orderHeading: (id: string) => `Order ${displayOrderId(id)}`,
  placed: 'Placed',
  items: 'Items',
  subtotal: 'Subtotal',
  deliveryFee: 'Delivery fee',
  total: 'Total',
  customer: 'Customer',
  pickupOrDelivery: 'Pickup or delivery',
  delivery: (area: string, address: string) => `Delivery to ${address}, ${area}`,
  payment: 'Payment',
  refusedPayment: 'Online payment not taken',
  customerPays: (option: string) => `Customer pays by ${option.toLowerCase()}`,
  paid: (method: string, amount: string) => `Paid ${amount} by ${method.toLowerCase()}`,
  becameSale: (id: string) => `Recorded as sale ${displayOrderId(id)} in Sales History.`,
  note: 'Note',
  status: 'Status',
  hold: 'Hold',
  heldUntil: (time: string) => `Stock reserved until ${time}`,
  notHeld: 'Stock is reserved when you confirm the order.',
  cancelledBecause: (reason: string) => `Cancelled: ${reason}`,
  actions: (id: string) => `Actions for order ${displayOrderId(id)}`,
  messageCustomer: 'Message customer',
  messageCustomerName: (name: string) => `Message customer ${name} on WhatsApp`,
  messageGreeting: (name: string, id: string) => `Hello ${name}, about your order ${displayOrderId(id)}:`,
  tellCustomer: 'Send the cancellation on WhatsApp',
  needsManagerPin: 'A manager’s PIN is asked for.',
  actionFailed: 'The order could not be changed. Check the connection and try again.',
  confirmed: 'Confirmed: the stock is reserved.',
  /** Above the list after an action went through: `Order #A1B2C3D4 is now confirmed.`, or paid with the sale it became. */
  done: (id: string, status: string, saleId: string | null) =>
    saleId ? `Order ${displayOrderId(id)} is paid: recorded as sale ${displayOrderId(saleId)} in Sales History.` : `Order ${displayOrderId(id)} is now ${status.toLowerCase()}.`,
  markPaidTitle: 'Mark paid',
  markPaidDescription: (id: string, total: string) => `Order ${displayOrderId(id)}: ${total}. It becomes one sale of Sales History.`,
  method: 'Payment method',
  amount: 'Amount received',
  amountHint: 'The whole total; more only in cash (the change is given back).',
  amountInvalid: 'Enter an amount like 120.50.',
  cancelTitle: 'Cancel order',
  cancelDescription: (id: string) => `Order ${displayOrderId(id)}: the reservation is released and the customer is told why.`,
  reason: 'Reason',
  reasonHint: 'The customer reads it.',
  keepOrder: 'Keep order',
  managerDetail: (id: string) => `Cancel order ${displayOrderId(id)}`,
} as const;
