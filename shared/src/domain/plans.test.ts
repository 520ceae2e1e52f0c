import { describe, expect, it } from 'vitest';
import { BASIC_PRODUCT_LIMIT, PLAN_GRACE_DAYS, TRIAL_DAYS } from './constants';
import type { Product } from './entities';
import { planBanner, PLAN_REFUSAL_MESSAGES, viewOnlyWords } from './plan-words';
import {
  addMonths,
  basicChoiceProblem,
  isPaidPlan,
  isPlanPeriod,
  isPlanRefusalReason,
  mayHoldType,
  mayWriteAt,
  newProductRefusal,
  catalogueImportRefusal,
  PLAN_TERMS,
  planAfterPayment,
  planPrice,
  planStanding,
  saleJudgedAt,
  sellableProductIds,
} from './plans';
import type { PlanRecord } from './plans';
import { trialEndsAt } from './trial';

const created = new Date('2026-11-01T08:00:00Z');
const trial: PlanRecord = { plan: 'trialing', trialEndsAt: trialEndsAt(created) }; // ends 2026-12-01T08:00Z
const at = (iso: string) => new Date(iso);

function product(id: string, day: number, type: Product['type'] = 'Physical') {
  return { id, type, createdAt: new Date(Date.UTC(2026, 10, day)) };
}

describe('the plan table', () => {
  it('says what each plan allows', () => {
    expect(PLAN_TERMS.basic.allows).toEqual({ writes: true, productLimit: 10, productTypes: ['Physical'], crm: false, advancedAnalytics: false, ownGateway: false });
    expect(PLAN_TERMS.pro.allows.productLimit).toBeNull();
    expect(PLAN_TERMS.trialing.allows).toEqual(PLAN_TERMS.pro.allows);
    expect(BASIC_PRODUCT_LIMIT).toBe(10);
    expect(PLAN_GRACE_DAYS).toBe(3);
  });

  it('prices a period in minor units per currency, with no discount for a longer one', () => {
    expect(planPrice('basic', 1, 'GHS')).toBe(5_000);
    expect(planPrice('pro', 1, 'USD')).toBe(1_000);
    expect(planPrice('basic', 3, 'NGN')).toBe(2_250_000);
    expect(planPrice('pro', 12, 'GHS')).toBe(120_000);
    expect(planPrice('pro', 1, 'EUR')).toBeNull();
  });

  it('adds calendar months, keeping to the month’s last day', () => {
    expect(addMonths(at('2027-01-31T10:00:00Z'), 1).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addMonths(at('2026-12-15T10:00:00Z'), 3).toISOString()).toBe('2027-03-15T10:00:00.000Z');
    expect(addMonths(at('2026-12-15T10:00:00Z'), 12).toISOString()).toBe('2027-12-15T10:00:00.000Z');
  });
});

describe('planStanding', () => {
  it('counts the trial down, then grace, then view-only to the millisecond', () => {
    expect(TRIAL_DAYS).toBe(30);
    expect(planStanding(trial, created)).toMatchObject({ plan: 'trialing', planName: 'Pro trial', state: 'active', daysLeft: 30 });
    expect(planStanding(trial, at('2026-12-01T07:59:59.999Z'))).toMatchObject({ state: 'active', daysLeft: 1 });
    const grace = planStanding(trial, at('2026-12-01T08:00:00Z'));
    expect(grace).toMatchObject({ state: 'grace', daysLeft: 3 });
    expect(grace.allows.writes).toBe(true);
    expect(grace.viewOnlyFrom?.toISOString()).toBe('2026-12-04T08:00:00.000Z');
    expect(planStanding(trial, at('2026-12-04T07:59:59.999Z'))).toMatchObject({ state: 'grace', daysLeft: 1 });
    const viewOnly = planStanding(trial, at('2026-12-04T08:00:00Z'));
    expect(viewOnly).toMatchObject({ state: 'view-only', daysLeft: 0 });
    expect(viewOnly.allows).toMatchObject({ writes: false, productLimit: null, advancedAnalytics: true });
  });

  it('runs a paid plan to paidUntil, and one granted without an end for ever', () => {
    const basic: PlanRecord = { ...trial, plan: 'basic', paidUntil: at('2027-01-10T00:00:00Z') };
    expect(planStanding(basic, at('2027-01-01T00:00:00Z'))).toMatchObject({ state: 'active', daysLeft: 9, allows: { productLimit: 10 } });
    expect(planStanding(basic, at('2027-01-12T00:00:00Z')).state).toBe('grace');
    expect(planStanding(basic, at('2027-01-13T00:00:00Z')).allows.writes).toBe(false);
    expect(planStanding({ ...trial, plan: 'pro' }, at('2030-01-01T00:00:00Z'))).toMatchObject({ state: 'active', endsAt: null, viewOnlyFrom: null, daysLeft: 0 });
  });

  it('lets a record in by the moment it was made: an offline sale rung before view-only lands, one after does not', () => {
    expect(mayWriteAt(trial, at('2026-12-04T07:59:00Z'))).toBe(true);
    expect(mayWriteAt(trial, at('2026-12-04T08:00:00Z'))).toBe(false);
  });
});

describe('products on Basic', () => {
  const basic: PlanRecord = { ...trial, plan: 'basic', paidUntil: at('2027-02-01T00:00:00Z') };
  const now = at('2026-12-10T00:00:00Z');

  it('refuses the 11th product, a ticket, and anything once view-only', () => {
    expect(newProductRefusal(basic, now, 9, 'Physical')).toBeNull();
    expect(newProductRefusal(basic, now, 10, 'Physical')).toBe('product-limit');
    expect(newProductRefusal(basic, now, 0, 'Ticket')).toBe('product-type');
    expect(newProductRefusal({ ...basic, plan: 'pro' }, now, 500, 'Ticket')).toBeNull();
    expect(newProductRefusal(trial, at('2026-12-05T00:00:00Z'), 0, 'Physical')).toBe('view-only');
  });

  it('holds a catalogue import to the same limit, product by product, and a view-only shop to no import or undo at all', () => {
    const physical = (count: number) => Array.from({ length: count }, () => ({ type: 'Physical' as const }));
    expect(catalogueImportRefusal(basic, now, 8, physical(2))).toBeNull();
    expect(catalogueImportRefusal(basic, now, 8, physical(3))).toBe('product-limit');
    expect(catalogueImportRefusal(basic, now, 0, [{ type: 'Physical' }, { type: 'Digital' }])).toBe('product-type');
    expect(catalogueImportRefusal({ ...basic, plan: 'pro' }, now, 500, physical(50))).toBeNull();
    // Updates only (nothing created), or an undo: open to a shop that writes, not to a view-only one.
    expect(catalogueImportRefusal(basic, now, 30, [])).toBeNull();
    expect(catalogueImportRefusal(trial, at('2026-12-05T00:00:00Z'), 0, [])).toBe('view-only');
  });

  it('keeps every product of a shop moved from Pro, sellable only as the owner chose', () => {
    const products = Array.from({ length: 30 }, (_, i) => product(`p${i + 1}`, i + 1));
    products.push(product('ticket', 0, 'Ticket'));
    expect([...sellableProductIds({ ...basic, plan: 'pro' }, products)]).toHaveLength(31);
    expect([...sellableProductIds(basic, products)]).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10']);
    const chosen = ['p30', 'p12', 'gone', 'ticket'];
    expect([...sellableProductIds({ ...basic, basicProductIds: chosen }, products)]).toEqual(['p30', 'p12']);
  });

  it('checks the owner’s choice', () => {
    const products = [product('a', 1), product('b', 2), product('t', 3, 'Ticket')];
    expect(basicChoiceProblem(['a', 'b'], products)).toBeNull();
    expect(basicChoiceProblem(['a', 'a'], products)).toBe('too-many');
    expect(basicChoiceProblem(Array.from({ length: 11 }, (_, i) => `p${i}`), products)).toBe('too-many');
    expect(basicChoiceProblem(['t'], products)).toBe('unknown-product');
  });
});

describe('planAfterPayment', () => {
  it('runs a trial paid early from its end, and a lapsed one from the payment', () => {
    expect(planAfterPayment(trial, 'basic', 3, at('2026-11-21T08:00:00Z')).paidUntil.toISOString()).toBe('2027-03-01T08:00:00.000Z');
    expect(planAfterPayment(trial, 'pro', 1, at('2026-12-10T12:00:00Z'))).toEqual({ plan: 'pro', paidUntil: at('2027-01-10T12:00:00Z') });
  });

  it('runs the same plan on from its end, and turns a changed plan’s days left at the prices', () => {
    const basic: PlanRecord = { ...trial, plan: 'basic', paidUntil: at('2027-01-20T00:00:00Z') };
    expect(planAfterPayment(basic, 'basic', 1, at('2027-01-10T00:00:00Z')).paidUntil.toISOString()).toBe('2027-02-20T00:00:00.000Z');
    // Ten Basic days left are five Pro days.
    expect(planAfterPayment(basic, 'pro', 1, at('2027-01-10T00:00:00Z')).paidUntil.toISOString()).toBe('2027-02-15T00:00:00.000Z');
    const pro: PlanRecord = { ...basic, plan: 'pro' };
    expect(planAfterPayment(pro, 'basic', 1, at('2027-01-10T00:00:00Z')).paidUntil.toISOString()).toBe('2027-03-02T00:00:00.000Z');
  });
});

describe('the plans’ words', () => {
  it('says what stops and when, in the grace and once view-only', () => {
    expect(planBanner(planStanding(trial, at('2026-11-21T08:00:00Z')))).toEqual({
      tone: 'info',
      title: 'Pro trial \u2014 10 days left',
      detail: 'The trial ends on Dec 1, 2026. Choose Basic or Pro in Settings \u203a Plan.',
    });
    expect(planBanner(planStanding(trial, at('2026-12-02T08:00:00Z')))).toEqual({
      tone: 'warning',
      title: 'Your Pro trial ended on Dec 1, 2026 \u2014 2 days to pay',
      detail: 'From Dec 4, 2026 the shop becomes view-only: new sales, products, deliveries, stock counts, customers and expenses stop; everything stays readable and exportable. Pay in Settings \u203a Plan to keep selling.',
    });
    expect(planBanner(planStanding(trial, at('2026-12-05T00:00:00Z')))).toEqual({
      tone: 'stopped',
      title: 'View-only since Dec 4, 2026',
      detail: 'Your Pro trial ended on Dec 1, 2026. Nothing new can be recorded; everything stays readable and exportable. Upgrade in Settings \u203a Plan to sell again.',
    });
    expect(viewOnlyWords(planStanding(trial, at('2026-12-05T00:00:00Z')))).toBe('This shop is view-only since Dec 4, 2026: nothing new can be recorded. Upgrade in Settings \u203a Plan to sell again.');
  });

  it('reminds a paid plan a week before its end, and says nothing before', () => {
    const pro: PlanRecord = { ...trial, plan: 'pro', paidUntil: at('2027-01-10T00:00:00Z') };
    expect(planBanner(planStanding(pro, at('2027-01-02T00:00:00Z')))).toBeNull();
    expect(planBanner(planStanding(pro, at('2027-01-03T00:00:00Z')))?.title).toBe('Pro \u2014 7 days left');
    expect(planBanner(planStanding({ ...pro, paidUntil: undefined }, at('2027-01-03T00:00:00Z')))).toBeNull();
    expect(PLAN_REFUSAL_MESSAGES['product-limit']).toBe('Basic holds up to 10 products. Upgrade to Pro in Settings \u203a Plan for unlimited products.');
  });
});

describe('the plans’ edges', () => {
  it('tells the plan’s refusals from others', () => {
    expect([isPlanRefusalReason('product-limit'), isPlanRefusalReason('view-only'), isPlanRefusalReason('over-credit-limit'), isPlanRefusalReason(undefined)]).toEqual([true, true, false, false]);
  });

  it('reads a plan and a period from outside, and nothing else', () => {
    expect([isPaidPlan('basic'), isPaidPlan('pro'), isPaidPlan('trialing'), isPaidPlan(undefined)]).toEqual([true, true, false, false]);
    expect([isPlanPeriod(1), isPlanPeriod(3), isPlanPeriod(12), isPlanPeriod(6), isPlanPeriod('1')]).toEqual([true, true, true, false, false]);
  });

  it('judges a sale when it was rung, unless older than its age limit or ahead of the records', () => {
    const received = at('2026-12-10T12:00:00Z');
    expect(saleJudgedAt(at('2026-12-09T12:00:00Z'), received)).toEqual(at('2026-12-09T12:00:00Z'));
    expect(saleJudgedAt(at('2026-12-01T12:00:00Z'), received)).toBe(received);
    expect(saleJudgedAt(at('2026-12-11T12:00:00Z'), received)).toBe(received);
  });

  it('leaves a kind of product that is none of the shop’s to the product’s own check', () => {
    expect(mayHoldType(PLAN_TERMS.basic.allows, 'Service' as never)).toBe(true);
    expect(mayHoldType(PLAN_TERMS.basic.allows, 'Digital')).toBe(false);
  });

  it('moves a plan granted without an end from the payment', () => {
    expect(planAfterPayment({ ...trial, plan: 'pro' }, 'basic', 1, at('2027-01-10T00:00:00Z')).paidUntil.toISOString()).toBe('2027-02-10T00:00:00.000Z');
  });

  it('says one day in the singular, and view-only without a date when it has none', () => {
    expect(planBanner(planStanding(trial, at('2026-12-03T09:00:00Z')))?.title).toBe('Your Pro trial ended on Dec 1, 2026 \u2014 1 day to pay');
    expect(viewOnlyWords({ viewOnlyFrom: null })).toBe('This shop is view-only: nothing new can be recorded. Upgrade in Settings \u203a Plan to sell again.');
    const basic: PlanRecord = { ...trial, plan: 'basic', paidUntil: at('2027-01-10T00:00:00Z') };
    expect(planBanner(planStanding(basic, at('2027-01-20T00:00:00Z')))?.detail).toBe(
      'Your Basic plan ended on Jan 10, 2027. Nothing new can be recorded; everything stays readable and exportable. Upgrade in Settings \u203a Plan to sell again.',
    );
  });
});
