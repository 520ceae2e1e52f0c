// Paying for a plan on the memory backend (port.ts PlanApi; plan-desk.ts): payments kept with the
// backend, and `payOnDesk` playing the payments desk's answer for stories and tests.
import type { PlanApi } from '../port';
import type { PlanPayment, PlanPaymentMethod } from '../../domain/plan-payments';
import { withRenewalOff } from '../../domain/plan-payments';
import { BackendError } from '../errors';
import { deskTransaction, newestPaymentsFirst, paymentsDeskUrl, settlePlanPayment, startedPlanPayment } from '../plan-desk';
import { liveList } from './shop';
import type { MemoryCall } from './options';
import type { Shop } from './shop';

export interface MemoryPlanTools {
  shopOf(uid: string): Shop;
  requireOwner(uid: string): void;
  gate(method: MemoryCall, ...args: unknown[]): Promise<void>;
  randomId(): string;
}

export interface MemoryPlanPayments extends PlanApi {
  /** The payments desk's answer for a pending payment: approved, the plan moves as a verified payment moves it. */
  payOnDesk(reference: string, approved: boolean, paidWith?: PlanPaymentMethod): Promise<PlanPayment>;
}

export function memoryPlanPayments({ shopOf, requireOwner, gate, randomId }: MemoryPlanTools, seed: readonly PlanPayment[] = []): MemoryPlanPayments {
  let payments: PlanPayment[] = [...seed];
  const live = liveList(() => payments);
  return {
    subscribePlanPayments(uid, onNext, onError) {
      try {
        requireOwner(uid);
      } catch (error) {
        onError(error as Error);
        return () => {};
      }
      return live.listen((all) => onNext(newestPaymentsFirst(all.filter((payment) => payment.uid === uid))));
    },
    async startPlanPayment(uid, request) {
      requireOwner(uid);
      await gate('startPlanPayment', uid, request);
      const payment = startedPlanPayment(uid, request, new Date(), randomId());
      payments = [...payments, payment];
      live.publish();
      return { reference: payment.reference, authorizationUrl: paymentsDeskUrl(payment.reference), amountMinor: payment.amountMinor, currency: payment.currency };
    },
    async stopPlanRenewal(uid) {
      requireOwner(uid);
      await gate('stopPlanRenewal', uid);
      payments = payments.map((payment) => (payment.uid === uid ? withRenewalOff(payment) : payment));
      live.publish();
    },
    async payOnDesk(reference, approved, paidWith) {
      const payment = payments.find((each) => each.reference === reference);
      if (!payment) throw new BackendError('not-found', 'No such payment.');
      const shop = shopOf(payment.uid);
      const business = shop.readBusiness();
      if (!business) throw new BackendError('not-found', 'No such shop.');
      const now = new Date();
      const settled = settlePlanPayment(payment, business, deskTransaction(payment, approved, now), now, paidWith);
      payments = payments.map((each) => (each.reference === reference ? settled.payment : each));
      if (settled.business) shop.setBusiness(settled.business);
      live.publish();
      return settled.payment;
    },
  };
}
