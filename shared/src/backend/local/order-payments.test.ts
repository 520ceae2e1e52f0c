// An online order paid through the shop's own Paystack account on the embedded backend
// (port.ts startOrderPayment; local/online-store.ts orderPaymentsDesk): the local payments desk
// plays Paystack, and a paid answer marks the order paid by the shop's own moves — one sale.
import { afterEach, describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { PASSWORD, productDraft, SAMPLE_PROFILE } from '../../testing/contract/support';
import { sampleStore } from '../../testing/online-store-sample';
import type { OrderRequest } from '../../domain/online-orders';
import { REFUSED_PAYMENT_WORDS, STORE_GATEWAY_MESSAGES } from '../../domain/store-gateway';
import { createLocalBackend } from './local-backend';
import type { LocalBackend } from './local-backend';

const KEY = 'sk_test_4f1c0a9e7b2d4c6e8a0b1c2d3e4f1234';
const names: string[] = [];
const backends: LocalBackend[] = [];

afterEach(async () => {
  for (const backend of backends.splice(0)) backend.close();
  for (const name of names.splice(0)) await Dexie.delete(name);
});

function tokenOf(link: string): string {
  return new URLSearchParams(link.split('?')[1] ?? '').get('token') ?? '';
}

/** A shop in its Pro trial with Kente on its store (₵120.50, 5 in stock), `connected` its own account. */
async function shop(connected = true) {
  const dbName = `test-${crypto.randomUUID()}`;
  names.push(dbName);
  const backend = createLocalBackend({ dbName, passwordIterations: 1_000 });
  backends.push(backend);
  await backend.signUp({ email: 'ama@example.com', password: PASSWORD, profile: SAMPLE_PROFILE });
  const mail = await new Promise<{ link: string }[]>((resolve, reject) => {
    const stop = backend.mailbox.subscribe('ama@example.com', (list) => {
      if (list.length > 0) {
        queueMicrotask(() => stop());
        resolve(list);
      }
    }, reject);
  });
  await backend.mailbox.applyVerification(tokenOf(mail[0]!.link));
  const { uid } = await backend.signIn('ama@example.com', PASSWORD);
  const kente = await backend.addProduct(uid, productDraft({ name: 'Kente cloth', priceMinor: 12050, costMinor: 8000, quantity: 5 }));
  await backend.saveOnlineStore(uid, sampleStore('ama-fabrics'));
  if (connected) await backend.connectStoreGateway(uid, KEY);
  return { backend, uid, kente };
}

const request = (productId: string): OrderRequest => ({
  lines: [{ productId, quantity: 1 }],
  checkout: { name: 'Kofi Boateng', phone: '+233 24 412 3456', method: 'delivery', areaId: 'osu', address: '12 Oxford Street', paymentOption: 'mobile-money', note: '' },
  expectedTotalMinor: 13550,
});

async function placed(backend: LocalBackend, productId: string) {
  const result = await backend.placeOnlineOrder('ama-fabrics', request(productId));
  if (!result.placed) throw new Error(JSON.stringify(result.refusal));
  return result.order;
}

const orderOf = async (backend: LocalBackend, uid: string, id: string) => (await backend.database.onlineOrders.get([uid, id]))!;
const salesOf = async (backend: LocalBackend, uid: string, id: string) => (await backend.database.sales.toArray()).filter((sale) => sale.ownerUid === uid && sale.id === id);

describe("an online order paid through the shop's own account on the embedded backend", () => {
  it('offers Pay now only with an account connected on a plan that allows it', async () => {
    const { backend, uid } = await shop(false);
    expect((await backend.readPublishedStore('ama-fabrics'))?.payOnline).toBeUndefined();
    await backend.connectStoreGateway(uid, KEY);
    expect((await backend.readPublishedStore('ama-fabrics'))?.payOnline).toBe(true);
    await backend.database.businesses.update(uid, { plan: 'basic', trialEndsAt: new Date(Date.now() - 40 * 86_400_000), paidUntil: new Date(Date.now() + 30 * 86_400_000) });
    expect((await backend.readPublishedStore('ama-fabrics'))?.payOnline).toBeUndefined();
  });

  it("starts a payment of the order's own total, and the desk's Pay marks it paid once: one sale, twice is once", async () => {
    const { backend, uid, kente } = await shop();
    const order = await placed(backend, kente);
    await backend.signOut();
    const started = await backend.startOrderPayment('ama-fabrics', order.id, 'https://evil.example/s/ama-fabrics/o/x');
    expect(started).toMatchObject({ amountMinor: 13550, currency: 'GHS', authorizationUrl: `/mailbox/payments-desk?reference=${started.reference}` });
    expect(started.reference).toMatch(/^store-/);
    // The desk sends the payer back to the order's own page on this origin, whatever the page asked.
    expect((await backend.database.storePayments.get(started.reference))?.returnUrl).toBe(`/s/ama-fabrics/o/${order.id}?reference=${started.reference}`);

    const paid = await backend.orderPaymentsDesk.answerOrderPayment(started.reference, true, 'Card');
    expect(paid).toMatchObject({ status: 'paid', outcome: 'sale' });
    expect(await orderOf(backend, uid, order.id)).toMatchObject({ status: 'confirmed', payment: { method: 'Card', amountMinor: 13550 } });
    expect(await salesOf(backend, uid, order.id)).toHaveLength(1);

    expect(await backend.orderPaymentsDesk.answerOrderPayment(started.reference, true, 'Card')).toMatchObject({ status: 'paid', outcome: 'sale' });
    expect(await salesOf(backend, uid, order.id)).toHaveLength(1);
    await expect(backend.startOrderPayment('ama-fabrics', order.id, '')).rejects.toMatchObject({ code: 'failed-precondition', message: STORE_GATEWAY_MESSAGES.orderPaid });
  });

  it('a declined payment moves nothing; a shop with no account connected is refused in words', async () => {
    const { backend, uid, kente } = await shop();
    const order = await placed(backend, kente);
    const started = await backend.startOrderPayment('ama-fabrics', order.id, '');
    expect(await backend.orderPaymentsDesk.answerOrderPayment(started.reference, false, 'Mobile Money')).toMatchObject({ status: 'failed' });
    expect(await orderOf(backend, uid, order.id)).toMatchObject({ status: 'received', payment: null });
    expect(await salesOf(backend, uid, order.id)).toHaveLength(0);
    await backend.disconnectStoreGateway(uid);
    await expect(backend.startOrderPayment('ama-fabrics', order.id, '')).rejects.toMatchObject({ code: 'failed-precondition', message: STORE_GATEWAY_MESSAGES.notConnected });
    await expect(backend.startOrderPayment('ama-fabrics', 'no-such-order', '')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('money the order refuses (cancelled meanwhile, or already paid by hand) is kept on the order, in words, and makes no sale', async () => {
    const { backend, uid, kente } = await shop();
    const cancelled = await placed(backend, kente);
    const late = await backend.startOrderPayment('ama-fabrics', cancelled.id, '');
    await backend.cancelOwnOrder('ama-fabrics', cancelled.id, 'Changed my mind');
    expect(await backend.orderPaymentsDesk.answerOrderPayment(late.reference, true, 'Mobile Money')).toMatchObject({ status: 'paid', outcome: 'wrong-status' });
    const refusedOrder = await orderOf(backend, uid, cancelled.id);
    expect(refusedOrder.refusedPayments).toEqual([expect.objectContaining({ reference: late.reference, amountMinor: 13550, reason: 'wrong-status', method: 'Mobile Money' })]);
    expect(await salesOf(backend, uid, cancelled.id)).toHaveLength(0);
    expect(REFUSED_PAYMENT_WORDS.customer('GH₵135.50', 'wrong-status')).toContain('the order was cancelled or closed');

    const byHand = await placed(backend, kente);
    const second = await backend.startOrderPayment('ama-fabrics', byHand.id, '');
    await backend.takeOrderAction(uid, byHand.id, { action: 'confirm' });
    expect(await backend.takeOrderAction(uid, byHand.id, { action: 'mark-paid', method: 'Cash', amountMinor: 13550 })).toMatchObject({ done: true });
    expect(await backend.orderPaymentsDesk.answerOrderPayment(second.reference, true, 'Card')).toMatchObject({ outcome: 'already-paid' });
    expect((await orderOf(backend, uid, byHand.id)).refusedPayments).toEqual([expect.objectContaining({ reference: second.reference, reason: 'already-paid' })]);
    expect(await salesOf(backend, uid, byHand.id)).toHaveLength(1);
    // What the customer follows carries it too.
    const followed = await new Promise<unknown>((resolve, reject) => {
      const stop = backend.subscribeOwnOrder('ama-fabrics', byHand.id, (next) => {
        queueMicrotask(() => stop());
        resolve(next);
      }, reject);
    });
    expect(followed).toMatchObject({ refusedPayments: [{ reference: second.reference }] });
  });
});
