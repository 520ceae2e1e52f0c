// The local adapter's online store (port.ts, OnlineStoreApi), on IndexedDB (db.ts, version 7): the
// store settings by owner with their link name unique across this browser's shops, the published
// record by name, and the orders. On the embedded backend the store's page is a preview in the same
// browser, as the local mailbox is for e-mail: its methods need no sign-in and find the shop by
// the store's name, so an order placed on `/s/<name>` lands in this browser's shop at once. Every
// move of an order is one transaction with what it reads (the stock, the other orders) and writes
// (the order, the published record and, marked paid, its sale through the till's own recordSale:
// sales.ts). The rules are the domain's, gathered by ../online-store-server.ts. Loaded on first
// use (lazy-part.ts): a till that only sells never downloads it.
import { BackendError } from '../errors';
import type { OnlineStoreApi, OrderActionRequest, OrderActionResult, PublishedStore } from '../port';
import type { PaymentMethod } from '../../domain/entities';
import { orderPath } from '../../domain/online-store';
import { judgePlanPayment } from '../../domain/plan-payments';
import { planStanding } from '../../domain/plans';
import {
  GATEWAY_SALE_OUTCOME,
  gatewayOrderMoves,
  gatewayPlanRefusal,
  orderPaymentRefusal,
  paysOnline,
  storeGatewayWords,
  storePaymentReference,
  withRefusedPayment,
} from '../../domain/store-gateway';
import { paymentsDeskUrl } from '../plan-desk';
import { checkOnlineStore, checkStoreName, nameTaken, newestPlacedFirst, orderMove, orderToPlace, publishedStoreOf, stampedOrderSale } from '../online-store-server';
import { customerDraftToStored, customerFromStored, productFromStored } from '../codecs';
import { findOrderCustomer, orderCustomerDraft } from '../../domain/online-orders';
import type { OrderActor } from '../../domain/online-store-records';
import { normaliseStoreName } from '../../domain/online-store';
import type { OnlineOrder } from '../../domain/online-store-records';
import type { SaleCustomer } from '../../domain/entities';
import { newSaleId } from '../../domain/ids';
import { ownerRange, withoutOwner } from './db';
import { publishedStoreFromRow } from './published-store-row';
import type { CustomerRow, LocalDatabase, LocalStorePayment } from './db';
import type { LocalImages } from './images';
import type { LocalSession } from './session';
import { createLocalSales } from './sales';
import { createLocalReservedStock, ordersOf as readOrders, storeOf as readStore } from './reserved-stock';

/**
 * The local payments desk's side of an order's payment through the shop's own account (the
 * /mailbox/payments-desk page, playing Paystack's checkout): one payment by its reference, and the
 * payer's answer, judged as the server judges Paystack's word (judgePlanPayment) before the order
 * is marked paid by the shop's own moves (gatewayOrderMoves): one sale. Answered again, nothing changes.
 */
export interface LocalOrderPaymentsDesk {
  subscribeOrderPayment(reference: string, onNext: (payment: LocalStorePayment | null) => void, onError: (error: Error) => void): () => void;
  answerOrderPayment(reference: string, approved: boolean, paidWith: PaymentMethod): Promise<LocalStorePayment>;
}

export type LocalOnlineStore = OnlineStoreApi & { orderPaymentsDesk: LocalOrderPaymentsDesk };

export function createLocalOnlineStore(db: LocalDatabase, session: LocalSession, images: LocalImages, options: { now: () => Date; randomId: () => string }): LocalOnlineStore {
  const { requireOwner, live } = session;
  const { now, randomId } = options;
  const { recordSale } = createLocalSales(db, session);
  // The payments desk plays Paystack's webhook, which needs no one signed in: the order's sale is
  // recorded as the server records it, for the shop the payment names (never the page's choice).
  const { recordSale: recordSaleAsServer } = createLocalSales(db, { ...session, requireOwner: () => undefined });
  /** Every table a move of an order reads or writes, its sale's among them (sales.ts). */
  const orderTables = [db.onlineOrders, db.onlineStores, db.publishedStores, db.businesses, db.products, db.customers, db.sales, db.stockMovements, db.dailyStats, db.productStats, db.customerAccounts, db.storeGateways];
  /** A payment through the shop's own account and the order it marks paid: one write. */
  const paymentTables = [...orderTables, db.storePayments];

  const storeOf = (uid: string) => readStore(db, uid);
  const productsOf = async (uid: string) => (await db.products.where('[ownerUid+createdAt]').between(...ownerRange(uid), true, true).toArray()).map((row) => productFromStored(withoutOwner(row)));
  const ordersOf = (uid: string) => readOrders(db, uid);

  /** Writes the shop's published record again from what it holds now; removed when off (call inside a transaction over orderTables). */
  async function republish(uid: string): Promise<PublishedStore | null> {
    const store = await storeOf(uid);
    await db.publishedStores.where('ownerUid').equals(uid).delete();
    if (!store) return null;
    const business = await db.businesses.get(uid);
    const at = now();
    const payOnline = business ? paysOnline(planStanding(business, at), (await db.storeGateways.get(uid)) !== undefined) : false;
    const published = publishedStoreOf(store, business ?? null, await productsOf(uid), await ordersOf(uid), at, payOnline);
    if (published) await db.publishedStores.put({ ...published, ownerUid: uid });
    return published;
  }

  /** The owner of the store with this name as typed; null when none. */
  async function ownerNamed(typed: string): Promise<string | null> {
    const name = normaliseStoreName(typeof typed === 'string' ? typed : '');
    if (name === '') return null;
    return (await db.onlineStores.where('name').equals(name).first())?.ownerUid ?? null;
  }

  /** The sale's customer for a paid order: the shop's with the order's phone, or one made from the order in the same write. */
  async function customerFor(uid: string, order: OnlineOrder): Promise<SaleCustomer> {
    const rows = await db.customers.where('[ownerUid+createdAt]').between(...ownerRange(uid), true, true).toArray();
    const known = findOrderCustomer(order, rows.map((row) => customerFromStored(withoutOwner(row))));
    if (known) return { id: known.id, name: known.name };
    const draft = orderCustomerDraft(order);
    const id = randomId();
    await db.customers.add({ ...customerDraftToStored(draft), id, createdAt: now(), ownerUid: uid } as CustomerRow);
    return { id, name: draft.name };
  }

  /** One action on one order of the shop `uid`, as `actor`: all or nothing. */
  function move(uid: string, orderId: string, request: OrderActionRequest, actor: OrderActor, record = recordSale): Promise<OrderActionResult> {
    return db.transaction('rw', orderTables, async (): Promise<OrderActionResult> => {
      const row = await db.onlineOrders.get([uid, orderId]);
      if (!row) throw new BackendError('not-found', `No order ${orderId}.`);
      const order = withoutOwner(row);
      const at = now();
      const facts = { actor, approved: request.approvedBy !== undefined, store: await storeOf(uid), products: await productsOf(uid), orders: await ordersOf(uid), now: at };
      // The customer is found or made only for a payment the rules let through.
      const trial = orderMove(order, request, { ...facts, customer: null });
      if (!trial.ok) return { done: false, refusal: trial.refusal };
      const result = request.action === 'mark-paid' ? orderMove(order, request, { ...facts, customer: await customerFor(uid, order) }) : trial;
      if (!result.ok) return { done: false, refusal: result.refusal };
      if (result.sale) await record(uid, { sale: stampedOrderSale(result.sale.sale, request), stockDecrements: result.sale.stockDecrements });
      await db.onlineOrders.put({ ...result.order, ownerUid: uid });
      await republish(uid);
      return { done: true, order: result.order, saleId: result.sale ? result.sale.sale.id : null };
    });
  }

  /** The published record with each product's image as this page can show it. */
  async function withImages(record: PublishedStore, uid: string): Promise<PublishedStore> {
    const rows = await db.products.bulkGet(record.products.map((product): [string, string] => [uid, product.id]));
    const shown = await images.withImageUrls(rows.flatMap((row) => (row ? [productFromStored(withoutOwner(row))] : [])));
    const urls = new Map(shown.map((product) => [product.id, product.imageUrl]));
    return { ...record, products: record.products.map((product) => ({ ...product, imageUrl: urls.get(product.id) ?? product.imageUrl })) };
  }

  /** The desk's answer on a pending payment: judged as Paystack's word, then the order's own moves; the payment settled with what became of the order. */
  async function settleOrderPayment(payment: LocalStorePayment, approved: boolean, paidWith: PaymentMethod): Promise<LocalStorePayment> {
    const at = now();
    const judged = judgePlanPayment(payment, { reference: payment.reference, status: approved ? 'success' : 'failed', amountMinor: payment.amountMinor, currency: payment.currency, uid: payment.uid, paidAt: approved ? at : null });
    if (judged.outcome === 'ignored') return payment;
    if (judged.outcome === 'failed') {
      const failed: LocalStorePayment = { ...payment, status: 'failed', settledAt: at, outcome: judged.refusal.code };
      await db.storePayments.put(failed);
      return failed;
    }
    let outcome: string = GATEWAY_SALE_OUTCOME;
    const row = await db.onlineOrders.get([payment.uid, payment.orderId]);
    if (!row) outcome = 'not-found';
    else {
      for (const request of gatewayOrderMoves(withoutOwner(row), paidWith, payment.amountMinor)) {
        const moved = await move(payment.uid, payment.orderId, request, 'owner', recordSaleAsServer);
        if (!moved.done) {
          outcome = moved.refusal.code;
          break;
        }
      }
    }
    if (outcome !== GATEWAY_SALE_OUTCOME && row) {
      // The money is in the shop's account but the order did not take it: the order keeps it, for the owner and the customer to read.
      const latest = await db.onlineOrders.get([payment.uid, payment.orderId]);
      if (latest) await db.onlineOrders.put(withRefusedPayment(latest, { reference: payment.reference, amountMinor: payment.amountMinor, currency: payment.currency, method: paidWith, at, reason: outcome }));
    }
    const paid: LocalStorePayment = { ...payment, status: 'paid', settledAt: at, outcome };
    await db.storePayments.put(paid);
    return paid;
  }

  const orderPaymentsDesk: LocalOrderPaymentsDesk = {
    subscribeOrderPayment(reference, onNext, onError) {
      return live(async () => (await db.storePayments.get(reference)) ?? null, onNext, onError);
    },
    answerOrderPayment(reference, approved, paidWith) {
      return db.transaction('rw', paymentTables, async () => {
        const payment = await db.storePayments.get(reference);
        if (!payment) throw new BackendError('not-found', 'No such payment.');
        return settleOrderPayment(payment, approved, paidWith);
      });
    },
  };

  return {
    orderPaymentsDesk,

    subscribeOnlineStore(uid, onNext, onError) {
      return live(
        async () => {
          requireOwner(uid);
          return storeOf(uid);
        },
        onNext,
        onError,
      );
    },

    async isStoreNameFree(uid, typed) {
      requireOwner(uid);
      const name = checkStoreName(typed);
      const holder = await db.onlineStores.where('name').equals(name).first();
      return !holder || holder.ownerUid === uid;
    },

    async saveOnlineStore(uid, store) {
      requireOwner(uid);
      const checked = checkOnlineStore(store);
      await db.transaction('rw', orderTables, async () => {
        const holder = await db.onlineStores.where('name').equals(checked.name).first();
        if (holder && holder.ownerUid !== uid) throw nameTaken();
        await db.onlineStores.put({ ...checked, ownerUid: uid });
        await republish(uid);
      });
    },

    async publishOnlineStore(uid) {
      requireOwner(uid);
      return db.transaction('rw', orderTables, () => republish(uid));
    },

    async readPublishedStore(typed) {
      // No trigger runs here when a product, the stock or a reservation changes (Firebase's server
      // rebuilds the record then): the page's read rebuilds it first, so the preview is never stale.
      // The record is read back as kept and decoded as the storefront's first view decodes it
      // (publishedStoreFromRow; published-store-reader.ts reads the same row without Dexie).
      const published = await db.transaction('rw', orderTables, async () => {
        const uid = await ownerNamed(typed);
        const name = uid ? (await republish(uid))?.name : undefined;
        const row = name ? await db.publishedStores.get(name) : undefined;
        return uid && row ? { uid, record: publishedStoreFromRow(row) } : null;
      });
      return published ? withImages(published.record, published.uid) : null;
    },

    async placeOnlineOrder(typed, request) {
      return db.transaction('rw', orderTables, async () => {
        const uid = await ownerNamed(typed);
        const result = orderToPlace(request, {
          store: uid ? await storeOf(uid) : null,
          products: uid ? await productsOf(uid) : [],
          orders: uid ? await ordersOf(uid) : [],
          plan: uid ? ((await db.businesses.get(uid)) ?? null) : null,
          id: newSaleId(),
          now: now(),
        });
        if (!result.placed || !uid) return result;
        await db.onlineOrders.add({ ...result.order, ownerUid: uid });
        await republish(uid);
        return result;
      });
    },

    subscribeOwnOrder(typed, orderId, onNext, onError) {
      return live(
        async () => {
          const uid = await ownerNamed(typed);
          const row = uid && typeof orderId === 'string' ? await db.onlineOrders.get([uid, orderId]) : undefined;
          return row ? withoutOwner(row) : null;
        },
        onNext,
        onError,
      );
    },

    async cancelOwnOrder(typed, orderId, reason) {
      const uid = await ownerNamed(typed);
      if (!uid) throw new BackendError('not-found', `No order ${orderId}.`);
      return move(uid, orderId, { action: 'cancel', reason }, 'customer');
    },

    async startOrderPayment(typed, orderId) {
      return db.transaction('rw', paymentTables, async () => {
        const uid = await ownerNamed(typed);
        const row = uid && typeof orderId === 'string' ? await db.onlineOrders.get([uid, orderId]) : undefined;
        if (!uid || !row) throw new BackendError('not-found', 'No such order.');
        const order = withoutOwner(row);
        const business = await db.businesses.get(uid);
        const at = now();
        const refusal =
          orderPaymentRefusal(order) ?? (business ? gatewayPlanRefusal(planStanding(business, at)) : { code: 'not-pro' as const }) ?? ((await db.storeGateways.get(uid)) ? null : { code: 'not-connected' as const });
        if (refusal) throw new BackendError('failed-precondition', storeGatewayWords(refusal));
        // The order's own total as kept, never the page's; the desk sends the payer back to the order's page.
        const reference = storePaymentReference(randomId());
        // Back with the payment's reference, as Paystack sends the customer back: the page waits for the payment's word.
        const back = `${orderPath(order.storeName, order.id)}?reference=${reference}`;
        const payment: LocalStorePayment = {
          reference,
          uid,
          storeName: order.storeName,
          orderId: order.id,
          amountMinor: order.totalMinor,
          currency: order.currency,
          status: 'pending',
          createdAt: at,
          settledAt: null,
          outcome: null,
          // The order's own path on this origin, whatever the page asked: the desk links nowhere else.
          returnUrl: back,
        };
        await db.storePayments.add(payment);
        return { reference: payment.reference, authorizationUrl: paymentsDeskUrl(payment.reference), amountMinor: payment.amountMinor, currency: payment.currency };
      });
    },

    subscribeOnlineOrders(uid, onNext, onError) {
      return live(
        async () => {
          requireOwner(uid);
          return (await ordersOf(uid)).sort(newestPlacedFirst);
        },
        onNext,
        onError,
      );
    },

    async takeOrderAction(uid, orderId, request) {
      requireOwner(uid);
      // The till guard let it through as the operator's role allows (ORDER_PERMISSIONS): the shop acts.
      return move(uid, orderId, request, 'owner');
    },

    ...createLocalReservedStock(db, session, { now }),
  };
}
