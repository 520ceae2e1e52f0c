// Pro: the owner's own payment gateway (docs/product-rules.md, 'Plans': ownGateway). A Pro shop
// connects its own Paystack account by its secret key, kept where no client reads it back (the
// owner sees only that it is connected and how the key ends); its online store's customers then
// pay an order by mobile money or card through that account. The order's payment is started by the
// server (or the embedded backend's payments desk) for the order's own total, and Paystack's word
// that it was paid is judged as a plan payment's is (plan-payments.ts, judgePlanPayment) before the
// order is marked paid — by the same move as the shop's own mark-paid, so it is one sale.
import type { CurrencyCode, PaymentMethod } from './entities';
import type { OnlineOrder, RefusedOrderPayment } from './online-store-records';
import type { PlanPaymentStatus } from './plan-payments';
import type { PlanStanding } from './plans';

/** A Paystack secret key as Paystack issues one: `sk_test_` or `sk_live_` and letters and digits. */
const SECRET_KEY_PATTERN = /^sk_(test|live)_[A-Za-z0-9]{16,100}$/;

/** How many of the key's last characters the owner is shown ("connected, ends in …1234"). */
export const GATEWAY_KEY_SHOWN = 4;

/** What the owner may read of the connected account: never the key itself. */
export interface StoreGateway {
  connected: boolean;
  /** The key's last GATEWAY_KEY_SHOWN characters; null when not connected. */
  keyEnding: string | null;
  /** 'test' or 'live', as the key says; null when not connected. */
  mode: 'test' | 'live' | null;
  connectedAt: Date | null;
}

export const NO_STORE_GATEWAY: StoreGateway = { connected: false, keyEnding: null, mode: null, connectedAt: null };

/** Why a key cannot be connected, or an order cannot be paid through the shop's account. */
export type StoreGatewayRefusal =
  | { code: 'key-format' }
  | { code: 'not-pro' }
  | { code: 'not-connected' }
  | { code: 'order-paid' }
  | { code: 'order-closed' };

export const STORE_GATEWAY_MESSAGES = {
  keyFormat: 'Paste the secret key from your Paystack dashboard (Settings › API Keys): it starts with sk_live_ or sk_test_.',
  notPro: 'Your own Paystack account is part of Pro. Upgrade in Settings › Plan to connect it.',
  notConnected: 'This shop does not take payment online. Pay as the shop says.',
  orderPaid: 'This order is already paid.',
  orderClosed: 'This order can no longer be paid.',
  connected: (ending: string) => `Connected, ends in …${ending}`,
  notConnectedOwner: 'Not connected: customers pay as your store says (mobile money number, transfer or cash).',
  basicKeeps: 'Kept while your plan is Basic, but customers pay as your store says until you are on Pro again.',
} as const;

export function storeGatewayWords(refusal: StoreGatewayRefusal): string {
  switch (refusal.code) {
    case 'key-format':
      return STORE_GATEWAY_MESSAGES.keyFormat;
    case 'not-pro':
      return STORE_GATEWAY_MESSAGES.notPro;
    case 'not-connected':
      return STORE_GATEWAY_MESSAGES.notConnected;
    case 'order-paid':
      return STORE_GATEWAY_MESSAGES.orderPaid;
    case 'order-closed':
      return STORE_GATEWAY_MESSAGES.orderClosed;
  }
}

/** The key as typed, trimmed, or why it is not one. */
export function gatewayKeyOf(typed: unknown): { ok: true; key: string } | { ok: false; refusal: StoreGatewayRefusal } {
  const key = typeof typed === 'string' ? typed.trim() : '';
  return SECRET_KEY_PATTERN.test(key) ? { ok: true, key } : { ok: false, refusal: { code: 'key-format' } };
}

/** What the owner reads of a key just connected. */
export function gatewayShown(key: string, connectedAt: Date): StoreGateway {
  return { connected: true, keyEnding: key.slice(-GATEWAY_KEY_SHOWN), mode: key.startsWith('sk_live_') ? 'live' : 'test', connectedAt };
}

/** Only a shop whose plan allows it (Pro, or the Pro trial) connects or takes payment through its own account; a view-only one writes nothing. */
export function gatewayPlanRefusal(standing: PlanStanding): StoreGatewayRefusal | null {
  return standing.allows.ownGateway && standing.allows.writes ? null : { code: 'not-pro' };
}

/** Whether the order can be paid online now (beside the plan and the connection): open and unpaid. */
export function orderPaymentRefusal(order: Pick<OnlineOrder, 'status' | 'payment'>): StoreGatewayRefusal | null {
  if (order.payment !== null) return { code: 'order-paid' };
  return order.status === 'cancelled' || order.status === 'done' ? { code: 'order-closed' } : null;
}

/**
 * One payment of an online order through the shop's own account, kept by the server
 * (`storePayments/{reference}`, no client reads or writes it) or by the embedded backend. The
 * fields judgePlanPayment reads are a plan payment's: reference, uid (the shop), status, amount, currency.
 */
export interface StorePayment {
  reference: string;
  uid: string;
  storeName: string;
  orderId: string;
  /** The order's total when the payment started, in minor units: what Paystack must report paid. */
  amountMinor: number;
  currency: CurrencyCode;
  status: PlanPaymentStatus;
  createdAt: Date;
  settledAt: Date | null;
  /** Once settled: what became of the order (its one sale made, or already paid by hand, or why not). */
  outcome: string | null;
}

/** A store payment's reference: Paystack allows letters, digits, '-', '.', '='. Never a plan payment's ('plan-'). */
export function storePaymentReference(random: string): string {
  return `store-${random.replace(/[^A-Za-z0-9]/g, '').slice(0, 32)}`;
}

export const isStorePaymentReference = (reference: string): boolean => /^store-[A-Za-z0-9]{1,32}$/.test(reference);

/** The method the order's sale records, from Paystack's channel. */
export function paidMethodOf(channel: string): PaymentMethod {
  if (channel === 'mobile_money') return 'Mobile Money';
  if (channel === 'card') return 'Card';
  if (channel === 'bank' || channel === 'bank_transfer') return 'Bank Transfer';
  return 'Other';
}

/**
 * Paystack asks every payer for an e-mail address; a customer of the store gave a name and a
 * phone. The address is made from the phone under the store's name, so the shop's Paystack
 * dashboard groups a customer's payments.
 */
export function payerEmailOf(order: Pick<OnlineOrder, 'customer' | 'storeName'>): string {
  const digits = order.customer.phone.replace(/\D/g, '') || 'customer';
  return `${digits}@${order.storeName.replace(/[^a-z0-9-]/g, '') || 'store'}.shopdesk.store`;
}

/** Whether the shop's store offers Pay now: a plan that allows its own account (gatewayPlanRefusal) and an account connected. */
export function paysOnline(standing: PlanStanding, connected: boolean): boolean {
  return connected && gatewayPlanRefusal(standing) === null;
}

/**
 * What marking an order paid through the shop's account asks of the order, in turn, as the shop's
 * own hands would: a received order is confirmed first (its stock held), then marked paid by the
 * channel Paystack reports. The server's webhook (functions/src/order-actions.ts) and the embedded
 * backend's payments desk both take these moves, so the order becomes one sale under its id.
 */
export function gatewayOrderMoves(order: Pick<OnlineOrder, 'status' | 'payment'>, method: PaymentMethod, amountMinor: number): ({ action: 'confirm' } | { action: 'mark-paid'; method: PaymentMethod; amountMinor: number })[] {
  const markPaid = { action: 'mark-paid' as const, method, amountMinor };
  return order.status === 'received' && order.payment === null ? [{ action: 'confirm' }, markPaid] : [markPaid];
}

/** What became of a payment the order took: its one sale. Anything else is a refusal the order keeps (RefusedOrderPayment). */
export const GATEWAY_SALE_OUTCOME = 'sale';

/** Why the order did not take a payment, in the customer's and the owner's words. */
function refusalReasonWords(reason: string): string {
  switch (reason) {
    case 'already-paid':
      return 'the order was already paid';
    case 'hold-lapsed':
      return "the shop's hold on the goods had lapsed";
    case 'short':
      return 'the goods are no longer in stock';
    case 'wrong-status':
    case 'paid-cannot-cancel':
      return 'the order was cancelled or closed';
    default:
      return 'the order could no longer be paid';
  }
}

export const REFUSED_PAYMENT_WORDS = {
  customer: (amount: string, reason: string) =>
    `Your payment of ${amount} reached the shop, but this order did not take it: ${refusalReasonWords(reason)}. The shop has been told and will refund you or contact you.`,
  owner: (amount: string, reason: string, reference: string) =>
    `A payment of ${amount} came into your Paystack account (reference ${reference}), but this order did not take it: ${refusalReasonWords(reason)}. Refund it from your Paystack dashboard, or settle it with the customer.`,
} as const;

/** The words for a refused payment, for `who`: the money formatted by the caller (formatMinor). */
export function refusedPaymentWords(refused: Pick<RefusedOrderPayment, 'reason' | 'reference'>, amount: string, who: 'customer' | 'owner'): string {
  return who === 'customer' ? REFUSED_PAYMENT_WORDS.customer(amount, refused.reason) : REFUSED_PAYMENT_WORDS.owner(amount, refused.reason, refused.reference);
}

/** The order with a refused payment kept on it (once per reference). */
export function withRefusedPayment<T extends Pick<OnlineOrder, 'refusedPayments'>>(order: T, refused: RefusedOrderPayment): T {
  const kept = order.refusedPayments ?? [];
  return kept.some((each) => each.reference === refused.reference) ? order : { ...order, refusedPayments: [...kept, refused] };
}
