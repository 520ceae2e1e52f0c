import { describe, expect, it } from 'vitest';
import { judgePlanPayment, planPaymentAmountMinor, planPaymentReference, planPaymentRequestOf, renewingPayment, withRenewalOff } from './plan-payments';
import type { PlanPayment, VerifiedTransaction } from './plan-payments';

const pending: PlanPayment = {
  reference: 'plan-abc', uid: 'shop-1', plan: 'basic', months: 3, method: 'mtn-momo', currency: 'GHS', amountMinor: 15_000, renew: false,
  status: 'pending', createdAt: new Date('2026-12-01T10:00:00Z'), settledAt: null, paidUntil: null,
};
const paid: VerifiedTransaction = { reference: 'plan-abc', status: 'success', amountMinor: 15_000, currency: 'GHS', uid: 'shop-1', paidAt: new Date('2026-12-01T10:05:00Z') };

describe('a plan payment asked for', () => {
  it("prices it from the plan table's month, whatever amount comes with it", () => {
    const asked = planPaymentRequestOf({ plan: 'pro', months: 12, method: 'card', currency: 'NGN', amountMinor: 1, renew: true });
    expect(asked).toEqual({ plan: 'pro', months: 12, method: 'card', currency: 'NGN', renew: true });
    expect(planPaymentAmountMinor(asked!)).toBe(18_000_000);
    expect(planPaymentAmountMinor({ plan: 'basic', months: 3, currency: 'GHS' })).toBe(15_000);
  });

  it('renews only a card, and refuses a plan, period, method or currency not sold', () => {
    expect(planPaymentRequestOf({ plan: 'basic', months: 1, method: 'mtn-momo', currency: 'GHS', renew: true })?.renew).toBe(false);
    for (const wrong of [{ plan: 'trialing' }, { months: 2 }, { method: 'cash' }, { currency: 'EUR' }]) {
      expect(planPaymentRequestOf({ plan: 'basic', months: 1, method: 'card', currency: 'GHS', ...wrong })).toBeNull();
    }
    expect(planPaymentRequestOf(null)).toBeNull();
  });

  it('makes a reference Paystack takes from any random part', () => {
    expect(planPaymentReference('a1/b2+c3')).toBe('plan-a1b2c3');
  });
});

describe("Paystack's word on a payment, judged", () => {
  it('moves the plan only for the success of the same shop, amount and currency', () => {
    expect(judgePlanPayment(pending, paid)).toEqual({ outcome: 'paid' });
    expect(judgePlanPayment(pending, { ...paid, amountMinor: 1_500 })).toEqual({ outcome: 'failed', refusal: { code: 'amount-mismatch', expectedMinor: 15_000, paidMinor: 1_500 } });
    expect(judgePlanPayment(pending, { ...paid, currency: 'NGN' })).toEqual({ outcome: 'failed', refusal: { code: 'currency-mismatch', expected: 'GHS', paid: 'NGN' } });
    expect(judgePlanPayment(pending, { ...paid, uid: 'shop-2' })).toEqual({ outcome: 'ignored', refusal: { code: 'other-shop' } });
    expect(judgePlanPayment(pending, { ...paid, reference: 'plan-other' })).toEqual({ outcome: 'ignored', refusal: { code: 'other-shop' } });
  });

  it('marks a final failure failed, waits for one still under way, and never judges a settled payment again', () => {
    expect(judgePlanPayment(pending, { ...paid, status: 'abandoned' })).toEqual({ outcome: 'failed', refusal: { code: 'not-paid', status: 'abandoned' } });
    expect(judgePlanPayment(pending, { ...paid, status: 'ongoing' })).toEqual({ outcome: 'ignored', refusal: { code: 'not-paid', status: 'ongoing' } });
    expect(judgePlanPayment({ ...pending, status: 'paid' }, paid)).toEqual({ outcome: 'ignored', refusal: { code: 'already-settled', status: 'paid' } });
    expect(judgePlanPayment({ ...pending, status: 'failed' }, paid)).toEqual({ outcome: 'ignored', refusal: { code: 'already-settled', status: 'failed' } });
  });
});

describe("a card's renewal", () => {
  const settled = (reference: string, day: number, renew: boolean, status: PlanPayment['status'] = 'paid'): PlanPayment => ({
    ...pending, reference, method: renew ? 'card' : 'mtn-momo', renew, status, createdAt: new Date(`2026-12-${String(day).padStart(2, '0')}T10:00:00Z`),
  });

  it('renews with the newest paid payment that asked to, kept when a later period is paid another way', () => {
    const older = settled('plan-a', 1, true);
    const newer = settled('plan-b', 5, true);
    const byMomo = settled('plan-c', 9, false);
    expect(renewingPayment([older, byMomo, newer])).toBe(newer);
    expect(renewingPayment([older, settled('plan-d', 10, true, 'failed'), settled('plan-e', 11, true, 'pending')])).toBe(older);
    expect(renewingPayment([byMomo])).toBeNull();
    expect(renewingPayment([])).toBeNull();
  });

  it('two paid on the same moment: the later reference renews, whatever order they are listed in', () => {
    const first = settled('plan-a', 3, true);
    const second = settled('plan-b', 3, true);
    expect(renewingPayment([second, first])).toBe(second);
    expect(renewingPayment([first, second])).toBe(second);
  });

  it('turned off, no payment renews any more; a payment that never renewed is the same record', () => {
    const card = settled('plan-a', 1, true);
    const byMomo = settled('plan-b', 2, false);
    expect(withRenewalOff(card)).toEqual({ ...card, renew: false });
    expect(card.renew).toBe(true);
    expect(withRenewalOff(byMomo)).toBe(byMomo);
    expect(renewingPayment([card, byMomo].map(withRenewalOff))).toBeNull();
  });
});
