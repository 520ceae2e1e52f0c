// A desk for one online order's payment, for the desk's stories and tests: it settles as the local
// backend's does (local/online-store.ts answerOrderPayment) — once; answered again, nothing changes —
// with `outcome` what became of the order ('sale', or why the order did not take it).
import type { LocalOrderPaymentsDesk, LocalStorePayment } from '@shop/shared/session';

export function fakeOrderPaymentsDesk(outcome = 'sale'): { desk: LocalOrderPaymentsDesk; payment: LocalStorePayment; answers: { approved: boolean; paidWith: string }[] } {
  let payment: LocalStorePayment = {
    reference: 'store-7f3c2a105b1e4c9a',
    uid: 'owner-1',
    storeName: 'amas-fabrics',
    orderId: '7f3c2a10-5b1e-4c9a-8d2f-0a1b2c3d4e5f',
    amountMinor: 13550,
    currency: 'GHS',
    status: 'pending',
    createdAt: new Date('2026-03-02T12:00:00Z'),
    settledAt: null,
    outcome: null,
    returnUrl: '/s/amas-fabrics/o/7f3c2a10-5b1e-4c9a-8d2f-0a1b2c3d4e5f',
  };
  const listeners = new Set<(next: LocalStorePayment | null) => void>();
  const answers: { approved: boolean; paidWith: string }[] = [];
  const desk: LocalOrderPaymentsDesk = {
    subscribeOrderPayment(reference, onNext) {
      const listener = (next: LocalStorePayment | null) => onNext(next && next.reference === reference ? next : null);
      listeners.add(listener);
      queueMicrotask(() => listener(payment));
      return () => listeners.delete(listener);
    },
    async answerOrderPayment(_reference, approved, paidWith) {
      answers.push({ approved, paidWith });
      if (payment.status === 'pending') {
        payment = approved ? { ...payment, status: 'paid', settledAt: new Date(), outcome } : { ...payment, status: 'failed', settledAt: new Date(), outcome: 'not-paid' };
        listeners.forEach((listener) => listener(payment));
      }
      return payment;
    },
  };
  return { desk, payment, answers };
}
