// The Backend contract: paying for the shop's plan (port.ts PlanApi; domain/plan-payments.ts). The
// amount is the plan table's whatever a client says; a payment is pending until the payment
// provider's word is judged — on the embedded backends the local payments desk's, through the same
// judgement as the server's (plan-desk.ts) — and only a paid one moves the plan, once. The desk's
// answer is the adapter's (`payOnDesk`); an adapter without it skips these cases (Firebase: the
// server's webhook and Paystack's verify API, functions/test/plan-payments.test.ts).
import { describe, expect, it } from 'vitest';
import type { Business } from '../../domain/entities';
import type { PlanPayment } from '../../domain/plan-payments';
import { renewingPayment } from '../../domain/plan-payments';
import { addMonths } from '../../domain/plans';
import type { Backend } from '../../backend/port';
import { expectCode, observe } from './support';
import type { ContractContext } from './support';

export function planPaymentsContract<B extends Backend>(context: ContractContext<B>): void {
  const { helpers } = context;
  const payOnDesk = helpers.payOnDesk;
  const suite = payOnDesk === undefined ? describe.skip : describe;

  suite(payOnDesk === undefined ? 'plan payments (skipped: the adapter has no payments desk)' : 'plan payments', () => {
    const pay = (backend: B, reference: string, approved: boolean) => (payOnDesk as NonNullable<typeof payOnDesk>)(backend, reference, approved);
    const paymentsOf = async (backend: B, uid: string) => {
      const seen = observe<PlanPayment[]>((next, error) => backend.subscribePlanPayments(uid, next, error));
      return seen.until(() => true, 'the payments');
    };
    const businessOf = async (backend: B, uid: string, ready: (business: Business) => boolean = () => true) => {
      const seen = observe<Business | null>((next, error) => backend.subscribeBusiness(uid, next, error));
      return (await seen.until((business) => business !== null && ready(business), 'the business')) as Business;
    };

    it("starts a payment for the plan table's amount, whatever the request says, kept pending", async () => {
      const { backend } = context;
      const { uid } = await context.signUpVerified();
      const started = await backend.startPlanPayment(uid, { plan: 'basic', months: 3, method: 'mtn-momo', currency: 'GHS', renew: false, amountMinor: 1 } as never);
      expect(started).toMatchObject({ amountMinor: 15_000, currency: 'GHS' });
      expect(started.authorizationUrl).toContain(encodeURIComponent(started.reference));
      const [payment] = await paymentsOf(backend, uid);
      expect(payment).toMatchObject({ reference: started.reference, uid, plan: 'basic', months: 3, method: 'mtn-momo', amountMinor: 15_000, status: 'pending', renew: false, paidUntil: null });
      await expectCode(backend.startPlanPayment(uid, { plan: 'basic', months: 2, method: 'card', currency: 'GHS', renew: false } as never), 'invalid-argument');
      await expectCode(backend.startPlanPayment(uid, { plan: 'pro', months: 1, method: 'card', currency: 'EUR', renew: false }), 'invalid-argument');
      await expectCode(backend.startPlanPayment('someone-else', { plan: 'pro', months: 1, method: 'card', currency: 'GHS', renew: false }), 'permission-denied');
    });

    it('moves the plan once the desk approves, once only; a declined payment moves nothing and stays declined', async () => {
      const { backend } = context;
      const { uid } = await context.signUpVerified();
      const trial = await businessOf(backend, uid);
      const declined = await backend.startPlanPayment(uid, { plan: 'pro', months: 12, method: 'card', currency: 'GHS', renew: true });
      expect(await pay(backend, declined.reference, false)).toMatchObject({ status: 'failed', paidUntil: null });
      expect(await pay(backend, declined.reference, true)).toMatchObject({ status: 'failed' });
      expect((await businessOf(backend, uid)).plan).toBe('trialing');

      const started = await backend.startPlanPayment(uid, { plan: 'basic', months: 3, method: 'telecel-cash', currency: 'GHS', renew: true });
      const paid = await pay(backend, started.reference, true);
      // Paid in the trial, the months run on from its end (plans.ts, planAfterPayment); mobile money never renews.
      expect(paid).toMatchObject({ status: 'paid', renew: false, paidUntil: addMonths(trial.trialEndsAt, 3) });
      const business = await businessOf(backend, uid, (b) => b.plan === 'basic');
      expect(business.paidUntil).toEqual(addMonths(trial.trialEndsAt, 3));
      expect(await pay(backend, started.reference, true)).toMatchObject({ status: 'paid', paidUntil: addMonths(trial.trialEndsAt, 3) });
      expect((await businessOf(backend, uid)).paidUntil).toEqual(addMonths(trial.trialEndsAt, 3));
      expect((await paymentsOf(backend, uid)).map((payment) => payment.status)).toEqual(['paid', 'failed']);
    });

    it('turns renewal by card off for the owner alone: no payment renews any more, and asked again nothing changes', async () => {
      const { backend } = context;
      const { uid } = await context.signUpVerified();
      const started = await backend.startPlanPayment(uid, { plan: 'basic', months: 1, method: 'card', currency: 'GHS', renew: true });
      await pay(backend, started.reference, true);
      expect(renewingPayment(await paymentsOf(backend, uid))).toMatchObject({ reference: started.reference, renew: true });
      await expectCode(backend.stopPlanRenewal('someone-else'), 'permission-denied');
      await backend.stopPlanRenewal(uid);
      const after = await paymentsOf(backend, uid);
      expect(renewingPayment(after)).toBeNull();
      expect(after.map((payment) => payment.renew)).toEqual([false]);
      await backend.stopPlanRenewal(uid);
      expect(renewingPayment(await paymentsOf(backend, uid))).toBeNull();
    });
  });
}
