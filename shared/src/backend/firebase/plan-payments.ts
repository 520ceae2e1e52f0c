// Paying for a plan on Firebase (port.ts PlanApi; functions/README.md, 'Paying for a plan'): the
// server's callable startPlanPayment starts it at Paystack and answers where the owner pays; the
// payments are the server's `planPayments/{reference}`, read by the owner of the shop each names
// (firebase/firestore.rules). Nothing here writes a plan or a payment.
import { collection, query, where } from 'firebase/firestore';
import type { DocumentSnapshot } from 'firebase/firestore';
import type { PlanApi, StartedPlanPayment } from '../port';
import type { PlanPayment } from '../../domain/plan-payments';
import { planPaymentRequestOf } from '../../domain/plan-payments';
import { BackendError } from '../errors';
import { newestPaymentsFirst } from '../plan-desk';
import type { FirebaseContext } from './context';
import type { FirebaseWatchers } from './live';
import type { CallServer } from './callables';
import { recordFromStore } from './convert';

const paymentOf = (snapshot: DocumentSnapshot): PlanPayment => {
  const { id, ...payment } = recordFromStore<PlanPayment & { id: string }>(snapshot.id, snapshot.data() ?? {});
  return { ...payment, reference: id };
};

export function createFirebasePlanPayments(context: FirebaseContext, watchers: FirebaseWatchers, callServer: CallServer): PlanApi {
  return {
    subscribePlanPayments: (uid, onNext, onError) =>
      watchers.watchQuery(uid, () => query(collection(context.db, 'planPayments'), where('uid', '==', uid)), (snapshot) => newestPaymentsFirst(snapshot.docs.map(paymentOf)), onNext, onError),

    async startPlanPayment(uid, request) {
      if (context.auth.currentUser?.uid !== uid) throw new BackendError('permission-denied', "Only the shop's owner pays for its plan.");
      const asked = planPaymentRequestOf(request);
      if (asked === null) throw new BackendError('invalid-argument', 'A plan payment names Basic or Pro, 1, 3 or 12 months, a way to pay and a currency plans are sold in.');
      return callServer<StartedPlanPayment>('startPlanPayment', asked);
    },

    // The server forgets the card and marks the shop's payments as not renewing (functions/src/plan-renewals.ts, stopRenewal).
    async stopPlanRenewal(uid) {
      if (context.auth.currentUser?.uid !== uid) throw new BackendError('permission-denied', "Only the shop's owner turns renewal off.");
      await callServer<{ renewing: false }>('stopPlanRenewal', {});
    },
  };
}
