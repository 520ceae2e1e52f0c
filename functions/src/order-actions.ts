// An online order moved on the server (functions/README.md, 'The online store'): by the shop (the
// callable `takeOrderAction`: the caller's role read from their account as the rules read it — the
// owner's own account, or a member let in: verified, not turned off, their staff record still
// holding their address) or by its customer (the callable `cancelOwnOrder`: knowing the order's
// unguessable id is the customer's key, and ORDER_PERMISSIONS lets a customer only cancel a
// received order). Judged by the domain's applyOrderAction with the stock, the store's hold and its
// other open orders read in the same transaction; the order and its customer's page are written
// together. On a member's own account no manager's PIN can be typed, so what ORDER_PERMISSIONS
// gives a role only with one (a cashier's cancel) is refused 'needs-manager'. Marked paid, the
// order becomes its one sale in the same transaction (order-payment.ts), derived as a till's sale is.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { applyOrderAction, GATEWAY_SALE_OUTCOME, gatewayOrderMoves, holdHoursOf, normaliseStoreName, ORDER_ACTIONS, planStanding, storeNameProblem, viewOnlyWords } from '@shop/shared/domain';
import type { OnlineOrder, OnlineOrderStatus, OnlineStore, OrderAction, OrderActionInput, OrderActor, PaymentMethod } from '@shop/shared/domain';
import { fromStore } from './stored';
import { planOf } from './plan-record';
import { orderOnWire } from './online-orders';
import { paymentFacts, writeOrderSale } from './order-payment';
import type { PaymentAsked, PaymentFacts } from './order-payment';
import { deriveSale } from './sales';

const OPEN_STATUSES: readonly OnlineOrderStatus[] = ['received', 'confirmed', 'ready', 'out-for-delivery'];

/** What the callable answers (port.ts, OrderActionResult; times as ISO strings). */
export type ActionOnWire = { done: true; order: Record<string, unknown>; saleId: string | null } | { done: false; refusal: { code: string } };

interface Asked {
  uid: string;
  orderId: string;
  action: OrderAction;
  reason: string;
  payment: PaymentAsked;
}

export const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 128 && !value.includes('/') && value !== '.' && value !== '..';

function askedOf(data: unknown): Asked {
  const { uid, orderId, action, reason, method, amountMinor, madeBy, approvedBy } = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if (!isId(uid) || !isId(orderId) || !ORDER_ACTIONS.includes(action as OrderAction)) throw new HttpsError('invalid-argument', 'An order action names the shop, the order and one of ORDER_ACTIONS.');
  return { uid, orderId, action: action as OrderAction, reason: typeof reason === 'string' ? reason : '', payment: { method, amountMinor, madeBy, approvedBy } };
}

/** The caller's part in `uid`'s shop, as firestore.rules lets them in (isOwner, letsIn), or null. */
export async function actorOf(tx: Transaction, db: Firestore, uid: string, auth: CallableRequest['auth']): Promise<OrderActor | null> {
  if (!auth) return null;
  const token = auth.token as { email?: string; email_verified?: boolean; firebase?: { sign_in_provider?: string } };
  if (auth.uid === uid) return token.email_verified === true || token.firebase?.sign_in_provider === 'google.com' ? 'owner' : null;
  if (token.email_verified !== true) return null;
  const member = await tx.get(db.doc(`businesses/${uid}/members/${auth.uid}`));
  const staffId: unknown = member.get('staffId');
  if (typeof staffId !== 'string') return null;
  const staff = await tx.get(db.doc(`businesses/${uid}/staff/${staffId}`));
  const role: unknown = staff.get('role');
  if (staff.get('disabled') !== false || staff.get('invitationEmail') !== token.email) return null;
  // A staff record of the owner's role held by another account counts as a manager's (firestore.rules, memberRole).
  return role === 'manager' || role === 'owner' ? 'manager' : role === 'cashier' ? 'cashier' : null;
}

/** Who moves the order and what they ask, with the account that asked (a paid order's sale names it as its seller). */
interface Move {
  uid: string;
  orderId: string;
  action: OrderAction;
  reason: string;
  payment: PaymentAsked;
  /** The order must be on this store (the customer's key is the store's name with the order's id). */
  storeName?: string;
  actor: (tx: Transaction) => Promise<OrderActor | null>;
  accountUid: string | null;
}

/** One move of one order, judged and written in one transaction; a paid order's sale is derived after it, as a till's sale is. */
async function moveOrder(db: Firestore, move: Move, now: Date): Promise<ActionOnWire> {
  const { uid, orderId } = move;
  const shop = `businesses/${uid}`;
  const saleRef = db.doc(`${shop}/sales/${orderId}`);
  const answer = await db.runTransaction(async (tx): Promise<ActionOnWire> => {
    const actor = await move.actor(tx);
    if (actor === null) throw new HttpsError('permission-denied', 'Only the shop works its orders.');
    const [orderSnapshot, settings, open, profile] = await Promise.all([
      tx.get(db.doc(`${shop}/onlineOrders/${orderId}`)),
      tx.get(db.doc(`${shop}/onlineStore/settings`)),
      tx.get(db.collection(`${shop}/onlineOrders`).where('status', 'in', [...OPEN_STATUSES])),
      actor === 'customer' ? Promise.resolve(null) : tx.get(db.doc(shop)),
    ]);
    // A view-only shop works no order, as the embedded backends refuse it (plan-rules.ts,
    // VIEW_ONLY_REFUSED_WRITES): marked paid there, its sale would be refused 'view-only' (sale-audit.ts)
    // while the order showed paid. The customer's own cancel stays open.
    const plan = planOf(profile);
    if (plan) {
      const standing = planStanding(plan, now);
      if (!standing.allows.writes) throw new HttpsError('failed-precondition', viewOnlyWords(standing), { reason: 'view-only' });
    }
    if (!orderSnapshot.exists || (move.storeName !== undefined && orderSnapshot.get('storeName') !== move.storeName)) throw new HttpsError('not-found', 'No such order.');
    const order = fromStore<OnlineOrder>({ ...orderSnapshot.data(), id: orderSnapshot.id });
    const store = settings.exists ? fromStore<OnlineStore>(settings.data()) : null;
    const orders = open.docs.map((each) => fromStore<OnlineOrder>({ ...each.data(), id: each.id }));
    const lineIds = [...new Set(order.lines.filter((line) => line.type === 'Physical').map((line) => line.productId))].filter(isId);
    const products = lineIds.length > 0 ? await tx.getAll(...lineIds.map((id) => db.doc(`${shop}/products/${id}`))) : [];
    const stock = new Map<string, number>();
    for (const product of products) stock.set(product.id, product.exists && typeof product.get('quantity') === 'number' ? (product.get('quantity') as number) : 0);
    const facts = { actor, approved: false, now, holdHours: holdHoursOf(store), stock, orders };
    let input: OrderActionInput;
    let payment: PaymentFacts | null = null;
    if (move.action === 'mark-paid') {
      // The customer and the costs are read only for a payment the rules let through (the method and
      // the amount as sent: the domain's paymentRefusal judges them).
      const trial = applyOrderAction(order, { action: 'mark-paid', method: move.payment.method as PaymentMethod, amountMinor: move.payment.amountMinor as number, customer: null, costs: new Map() }, facts);
      if (!trial.ok) return { done: false, refusal: trial.refusal };
      payment = await paymentFacts(tx, db, uid, order, saleRef, now);
      input = { action: 'mark-paid', method: move.payment.method as PaymentMethod, amountMinor: move.payment.amountMinor as number, customer: payment.customer, costs: payment.costs };
    } else {
      input = move.action === 'cancel' ? { action: 'cancel', reason: move.reason } : { action: move.action };
    }
    const moved = applyOrderAction(order, input, facts);
    if (!moved.ok) return { done: false, refusal: moved.refusal };
    const { id: _id, ...kept } = moved.order;
    if (moved.sale && payment) writeOrderSale(tx, saleRef, moved.sale.sale, move.payment, move.accountUid, payment, uid);
    tx.set(orderSnapshot.ref, kept);
    tx.set(db.doc(`publishedStores/${order.storeName}/orders/${orderId}`), kept);
    return { done: true, order: orderOnWire(moved.order), saleId: moved.sale ? moved.sale.sale.id : null };
  });
  // The sale is derived now (stock, roll-ups, its customer's account), as saleRecorded would a
  // moment later: the ledger's mark makes whichever comes second apply nothing.
  if (answer.done && answer.saleId !== null) await deriveSale(db, uid, saleRef, new Date()).catch((error: unknown) => console.error(`Deriving the sale of order ${orderId} failed; saleRecorded will`, error));
  return answer;
}

/** One action of the shop on an order, judged and written by the server alone. */
export async function takeShopOrderAction(db: Firestore, request: Pick<CallableRequest, 'data' | 'auth'>, now: Date): Promise<ActionOnWire> {
  const asked = askedOf(request.data);
  return moveOrder(db, { ...asked, actor: (tx) => actorOf(tx, db, asked.uid, request.auth), accountUid: request.auth?.uid ?? null }, now);
}

/**
 * An order paid through the shop's own Paystack account (store-payments.ts), once Paystack's word
 * is verified and judged: marked paid by the same move as the shop's own mark-paid — its one sale
 * under the order's id — with the shop's owner as the actor and no account named as seller. A
 * received order is confirmed first (its stock reserved), as the shop would before taking money.
 * What became of it: 'sale' (made now), 'already-paid' (by hand, or by this event before: still one
 * sale), or why the order could not take it (the money is in the shop's account; the owner sees it).
 */
export async function markPaidThroughGateway(db: Firestore, uid: string, orderId: string, method: PaymentMethod, amountMinor: number, now: Date): Promise<string> {
  const owner = { uid, orderId, reason: '', actor: async (): Promise<OrderActor> => 'owner', accountUid: null };
  try {
    const order = await db.doc(`businesses/${uid}/onlineOrders/${orderId}`).get();
    // The shop's own moves, in turn, as the embedded backend's payments desk takes them (store-gateway.ts, gatewayOrderMoves).
    const moves = gatewayOrderMoves({ status: order.get('status') as OnlineOrder['status'], payment: order.get('payment') ?? null }, method, amountMinor);
    for (const move of moves) {
      const moved = await moveOrder(db, { ...owner, action: move.action, payment: move.action === 'mark-paid' ? { method: move.method, amountMinor: move.amountMinor } : {} }, now);
      if (!moved.done) return moved.refusal.code;
    }
    return GATEWAY_SALE_OUTCOME;
  } catch (error) {
    if (error instanceof HttpsError) return (error.details as { reason?: string } | undefined)?.reason ?? error.code;
    throw error;
  }
}

/** The customer cancels their own order (the callable `cancelOwnOrder`): the store's name and the order's id are the key; no sign-in. */
export async function cancelCustomersOrder(db: Firestore, data: unknown, now: Date): Promise<ActionOnWire> {
  const { name, orderId, reason } = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const storeName = normaliseStoreName(typeof name === 'string' ? name : '');
  if (storeNameProblem(storeName) !== null || !isId(orderId)) throw new HttpsError('not-found', 'No such order.');
  const claim = await db.doc(`storeNames/${storeName}`).get();
  const uid: unknown = claim.get('ownerUid');
  if (!isId(uid)) throw new HttpsError('not-found', 'No such order.');
  return moveOrder(
    db,
    { uid, orderId, action: 'cancel', reason: typeof reason === 'string' ? reason : '', payment: {}, storeName, actor: async () => 'customer', accountUid: null },
    now,
  );
}
