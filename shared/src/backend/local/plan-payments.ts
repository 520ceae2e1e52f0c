// Paying for a plan on the embedded backend (port.ts PlanApi; plan-desk.ts): the payments kept in
// the browser's database, and the local payments desk (the /mailbox/payments-desk page) playing Paystack's
// part: it shows one pending payment by its reference, and the owner's approval or decline goes
// through the same judgement as the server's before the plan moves, in one transaction.
import type { ErrorCallback, PlanApi, Unsubscribe } from '../port';
import type { PlanPayment, PlanPaymentMethod } from '../../domain/plan-payments';
import { withRenewalOff } from '../../domain/plan-payments';
import { BackendError } from '../errors';
import { deskTransaction, newestPaymentsFirst, paymentsDeskUrl, settlePlanPayment, startedPlanPayment } from '../plan-desk';
import type { LocalDatabase } from './db';
import type { LocalSession } from './session';

/** The local stand-in for Paystack's checkout page: one payment, by its reference (knowing it is the key, as Paystack's access code is). */
export interface LocalPaymentsDesk {
  /** The payment, live; null when there is none with that reference. */
  subscribe(reference: string, onNext: (payment: PlanPayment | null) => void, onError: ErrorCallback): Unsubscribe;
  /** The owner approves (pays, the way chosen kept) or declines it: judged as Paystack's word is (judgePlanPayment); paid, the shop's plan moves. Answered again, nothing changes. */
  answer(reference: string, approved: boolean, paidWith?: PlanPaymentMethod): Promise<PlanPayment>;
}

export interface LocalPlanPayments extends PlanApi {
  paymentsDesk: LocalPaymentsDesk;
}

export function createLocalPlanPayments(db: LocalDatabase, session: LocalSession, { now, randomId }: { now: () => Date; randomId: () => string }): LocalPlanPayments {
  return {
    subscribePlanPayments(uid, onNext, onError) {
      return session.live(
        async () => {
          session.requireOwner(uid);
          return newestPaymentsFirst(await db.planPayments.where('uid').equals(uid).toArray());
        },
        onNext,
        onError,
      );
    },

    async startPlanPayment(uid, request) {
      session.requireOwner(uid);
      const payment = startedPlanPayment(uid, request, now(), randomId());
      await db.planPayments.add(payment);
      return { reference: payment.reference, authorizationUrl: paymentsDeskUrl(payment.reference), amountMinor: payment.amountMinor, currency: payment.currency };
    },

    // The embedded backend keeps no card and charges nothing by itself: turning renewal off is the
    // payments' renew read false, as the server leaves them (functions/src/plan-renewals.ts).
    async stopPlanRenewal(uid) {
      session.requireOwner(uid);
      await db.transaction('rw', db.planPayments, async () => {
        const renewing = (await db.planPayments.where('uid').equals(uid).toArray()).filter((payment) => payment.renew);
        await db.planPayments.bulkPut(renewing.map(withRenewalOff));
      });
    },

    paymentsDesk: {
      subscribe(reference, onNext, onError) {
        return session.live(async () => (await db.planPayments.get(reference)) ?? null, onNext, onError);
      },
      answer(reference, approved, paidWith) {
        return db.transaction('rw', db.planPayments, db.businesses, async () => {
          const payment = await db.planPayments.get(reference);
          if (!payment) throw new BackendError('not-found', 'No such payment.');
          const business = await db.businesses.get(payment.uid);
          if (!business) throw new BackendError('not-found', 'No such shop.');
          const at = now();
          const settled = settlePlanPayment(payment, business, deskTransaction(payment, approved, at), at, paidWith);
          await db.planPayments.put(settled.payment);
          if (settled.business) await db.businesses.put(settled.business);
          return settled.payment;
        });
      },
    },
  };
}
