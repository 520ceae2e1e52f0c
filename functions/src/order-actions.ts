// The shop works an online order (the callable `takeOrderAction`; functions/README.md, 'The online
// store'): the caller's role read from their account as the rules read it (the owner's own
// account, or a member let in: verified, not turned off, their staff record still holding their
// address), judged by the domain's applyOrderAction with ORDER_PERMISSIONS, the stock, the store's
// hold and its other open orders read in the same transaction, and the order and its customer's
// page written together. On a member's own account no manager's PIN can be typed, so what
// ORDER_PERMISSIONS gives a role only with one (a cashier's cancel) is refused 'needs-manager'.
// Marking paid (the order's one sale) is not built here yet: refused 'unimplemented'.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { applyOrderAction, holdHoursOf, ORDER_ACTIONS } from '@shop/shared/domain';
import type { OnlineOrder, OnlineOrderStatus, OnlineStore, OrderAction, OrderActionInput, OrderActor } from '@shop/shared/domain';
import { fromStore } from './stored';
import { orderOnWire } from './online-orders';

const OPEN_STATUSES: readonly OnlineOrderStatus[] = ['received', 'confirmed', 'ready', 'out-for-delivery'];

/** What the callable answers (port.ts, OrderActionResult; times as ISO strings). */
export type ActionOnWire = { done: true; order: Record<string, unknown>; saleId: string | null } | { done: false; refusal: { code: string } };

interface Asked {
  uid: string;
  orderId: string;
  action: OrderAction;
  reason: string;
}

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 128 && !value.includes('/') && value !== '.' && value !== '..';

function askedOf(data: unknown): Asked {
  const { uid, orderId, action, reason } = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if (!isId(uid) || !isId(orderId) || !ORDER_ACTIONS.includes(action as OrderAction)) throw new HttpsError('invalid-argument', 'An order action names the shop, the order and one of ORDER_ACTIONS.');
  return { uid, orderId, action: action as OrderAction, reason: typeof reason === 'string' ? reason : '' };
}

/** The caller's part in `uid`'s shop, as firestore.rules lets them in (isOwner, letsIn), or null. */
async function actorOf(tx: Transaction, db: Firestore, uid: string, auth: CallableRequest['auth']): Promise<OrderActor | null> {
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

/** One action of the shop on an order, judged and written by the server alone. */
export async function takeShopOrderAction(db: Firestore, request: Pick<CallableRequest, 'data' | 'auth'>, now: Date): Promise<ActionOnWire> {
  const asked = askedOf(request.data);
  if (asked.action === 'mark-paid') throw new HttpsError('unimplemented', 'Marking an online order paid is not built on the server yet.');
  const { uid, orderId } = asked;
  return db.runTransaction(async (tx): Promise<ActionOnWire> => {
    const actor = await actorOf(tx, db, uid, request.auth);
    if (actor === null) throw new HttpsError('permission-denied', 'Only the shop works its orders.');
    const shop = `businesses/${uid}`;
    const [orderSnapshot, settings, open] = await Promise.all([
      tx.get(db.doc(`${shop}/onlineOrders/${orderId}`)),
      tx.get(db.doc(`${shop}/onlineStore/settings`)),
      tx.get(db.collection(`${shop}/onlineOrders`).where('status', 'in', [...OPEN_STATUSES])),
    ]);
    if (!orderSnapshot.exists) throw new HttpsError('not-found', 'No such order.');
    const order = fromStore<OnlineOrder>({ ...orderSnapshot.data(), id: orderSnapshot.id });
    const store = settings.exists ? fromStore<OnlineStore>(settings.data()) : null;
    const orders = open.docs.map((each) => fromStore<OnlineOrder>({ ...each.data(), id: each.id }));
    const lineIds = [...new Set(order.lines.filter((line) => line.type === 'Physical').map((line) => line.productId))].filter(isId);
    const products = lineIds.length > 0 ? await tx.getAll(...lineIds.map((id) => db.doc(`${shop}/products/${id}`))) : [];
    const stock = new Map<string, number>();
    for (const product of products) stock.set(product.id, product.exists && typeof product.get('quantity') === 'number' ? (product.get('quantity') as number) : 0);
    const input: OrderActionInput = asked.action === 'cancel' ? { action: 'cancel', reason: asked.reason } : { action: asked.action as Exclude<OrderAction, 'cancel' | 'mark-paid'> };
    const moved = applyOrderAction(order, input, { actor, approved: false, now, holdHours: holdHoursOf(store), stock, orders });
    if (!moved.ok) return { done: false, refusal: moved.refusal };
    const { id: _id, ...kept } = moved.order;
    tx.set(orderSnapshot.ref, kept);
    tx.set(db.doc(`publishedStores/${order.storeName}/orders/${orderId}`), kept);
    return { done: true, order: orderOnWire(moved.order), saleId: null };
  });
}
