import { describe, expect, it } from 'vitest';
import { MAX_SALE_AGE_DAYS, MAX_SALE_CLOCK_AHEAD_MS, PLAN_GRACE_DAYS } from './constants';
import type { Sale } from './entities';
import { auditSale, type CatalogueProduct, SALE_REFUSAL_CODES, type SaleAuditFacts, type SaleRefusal, saleRefusalWords, serverLineCosts } from './sale-audit';
import { saleProblem } from './sale-check';
import { saleOf } from '../testing/sale-of';

const RUNG_AT = new Date('2026-11-22T14:05:00Z');
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const at = (offsetMs: number): Date => new Date(RUNG_AT.getTime() + offsetMs);

const product = (name: string, priceMinor: number, changes: Partial<CatalogueProduct> = {}): CatalogueProduct => ({ name, priceMinor, currency: 'GHS', changedAt: null, ...changes });

const catalogue = new Map<string, CatalogueProduct>([
  ['rice', product('Rice 5kg', 1250)],
  ['oil', product('Cooking oil', 3000)],
]);

const cashier = { kind: 'member', role: 'cashier', disabled: false } as const;
const manager = { kind: 'member', role: 'manager', disabled: false } as const;

const facts = (changes: Partial<SaleAuditFacts> = {}): SaleAuditFacts => ({
  receivedAt: at(MINUTE_MS),
  seller: cashier,
  catalogue,
  shop: null,
  tillSettingsChangedAt: null,
  ...changes,
});

// ₵25.00 of rice and ₵30.00 of oil, ₵5.00 off (about 9.1 %, within the default 10 %), paid ₵60.00 cash.
const sound = saleOf({
  id: 'a1b2c3d4-0000-4000-8000-000000000000',
  lines: [
    { id: 'rice', priceMinor: 1250, quantity: 2 },
    { id: 'oil', priceMinor: 3000, quantity: 1 },
  ],
  discountHundredths: 500,
  tenderedMinor: 6000,
  at: RUNG_AT,
});

const percentOff = (hundredths: number): Sale => saleOf({ lines: [{ id: 'rice', priceMinor: 1250, quantity: 4 }], discountType: 'percentage', discountHundredths: hundredths, at: RUNG_AT });

const onCredit = saleOf({
  lines: [{ id: 'oil', priceMinor: 3000, quantity: 1 }],
  tenderedMinor: 1000,
  customer: { id: 'c1', name: 'Ama' },
  credit: { dueOn: '2026-12-22' },
  at: RUNG_AT,
});

/** A sale rung at `priceMinor` for rice, with nothing else changed. */
const riceAt = (priceMinor: number, quantity = 1): Sale => saleOf({ lines: [{ id: 'rice', priceMinor, quantity }], at: RUNG_AT });

describe('auditSale', () => {
  it('accepts what an honest till makes: catalogue prices, a discount within the limit, any seller who may sell', () => {
    expect(auditSale(sound, facts())).toBeNull();
    expect(auditSale(sound, facts({ seller: { kind: 'owner' } }))).toBeNull();
    expect(auditSale(sound, facts({ seller: manager }))).toBeNull();
  });

  it('reports, of all the rules a sale breaks, the one first in SALE_REFUSAL_CODES', () => {
    const firstOf = (...broken: SaleRefusal['code'][]) => SALE_REFUSAL_CODES.find((code) => broken.includes(code));
    const tooLate = at(MAX_SALE_AGE_DAYS * DAY_MS + 1);
    const cheapRiceOver = saleOf({ lines: [{ id: 'rice', priceMinor: 1000, quantity: 4 }], discountType: 'percentage', discountHundredths: 2500, at: RUNG_AT });
    expect(auditSale({ ...sound, subtotalMinor: 1 }, facts({ seller: { kind: 'unknown' } }))?.code).toBe(firstOf('seller-unknown', 'malformed'));
    expect(auditSale(sound, facts({ seller: { ...manager, disabled: true }, receivedAt: at(-MAX_SALE_CLOCK_AHEAD_MS - 1) }))?.code).toBe(firstOf('dated-in-future', 'seller-disabled'));
    expect(auditSale(riceAt(1), facts({ receivedAt: tooLate }))?.code).toBe(firstOf('price-below-catalogue', 'dated-too-old'));
    expect(auditSale(cheapRiceOver, facts())?.code).toBe(firstOf('discount-over-limit', 'price-below-catalogue'));
    expect(new Set(SALE_REFUSAL_CODES).size).toBe(SALE_REFUSAL_CODES.length);
  });

  describe('malformed', () => {
    it('refuses figures the till could not have made, in the words of saleProblem', () => {
      const forged = { ...sound, subtotalMinor: 1000 };
      expect(auditSale(forged, facts())).toEqual({ code: 'malformed', problem: saleProblem(forged) });
      expect(auditSale(forged, facts())).toEqual({ code: 'malformed', problem: 'The subtotal is not the sum of the lines.' });
    });

    it('refuses a percentage whose money off is not the percentage', () => {
      const forged = { ...percentOff(1000), discountMinor: 2500, totalMinor: 2500 };
      expect(auditSale(forged, facts())).toEqual({ code: 'malformed', problem: 'The discount is not what the discount as entered takes off.' });
    });

    it('refuses a sale with no readable time', () => {
      expect(auditSale({ ...sound, createdAt: new Date(Number.NaN) }, facts())).toEqual({ code: 'malformed', problem: 'A sale needs the time it was rung.' });
      expect(auditSale({ ...sound, createdAt: '2026-11-22' as never }, facts())).toEqual({ code: 'malformed', problem: 'A sale needs the time it was rung.' });
    });
  });

  describe('the seller', () => {
    it('refuses an account with no member record', () => {
      expect(auditSale(sound, facts({ seller: { kind: 'unknown' } }))).toEqual({ code: 'seller-unknown' });
    });

    it('refuses a member turned off, whatever their role', () => {
      expect(auditSale(sound, facts({ seller: { ...manager, disabled: true } }))).toEqual({ code: 'seller-disabled' });
    });

    it('refuses a role that may not sell', () => {
      const stranger = { kind: 'member', role: 'stranger' as never, disabled: false } as const;
      expect(auditSale(sound, facts({ seller: stranger }))).toEqual({ code: 'seller-not-allowed', role: 'stranger', action: 'sell' });
    });

    it("refuses a cashier's credit sale on her own account, where no manager's PIN can be typed", () => {
      expect(auditSale(onCredit, facts())).toEqual({ code: 'seller-not-allowed', role: 'cashier', action: 'sell-on-credit' });
      // The till's claim of a manager's approval is not read.
      expect(auditSale({ ...onCredit, approvedBy: { id: 'm1', name: 'Kofi' } }, facts())).toEqual({ code: 'seller-not-allowed', role: 'cashier', action: 'sell-on-credit' });
    });

    it('accepts a credit sale by a manager or the owner', () => {
      expect(auditSale(onCredit, facts({ seller: manager }))).toBeNull();
      expect(auditSale(onCredit, facts({ seller: { kind: 'owner' } }))).toBeNull();
    });

    it("knows a cashier by her member record, never by the stamp's name: a renamed cashier is the same cashier", () => {
      expect(auditSale({ ...sound, madeBy: { id: 'm2', name: 'Efua' } }, facts())).toBeNull();
      expect(auditSale({ ...sound, madeBy: { id: 'm2', name: 'Efua Mensah' } }, facts())).toBeNull();
      expect(auditSale({ ...percentOff(2500), madeBy: { id: 'm2', name: 'The owner' } }, facts())?.code).toBe('discount-over-limit');
    });
  });

  describe('the date', () => {
    it('accepts a till clock up to MAX_SALE_CLOCK_AHEAD_MS ahead and refuses one further ahead', () => {
      expect(auditSale(sound, facts({ receivedAt: at(-MAX_SALE_CLOCK_AHEAD_MS) }))).toBeNull();
      expect(auditSale(sound, facts({ receivedAt: at(-MAX_SALE_CLOCK_AHEAD_MS - 1) }))).toEqual({ code: 'dated-in-future', minutesAhead: 6, limitMinutes: 5 });
      expect(auditSale(sound, facts({ receivedAt: at(-3 * 60 * MINUTE_MS) }))).toEqual({ code: 'dated-in-future', minutesAhead: 180, limitMinutes: 5 });
    });

    it('accepts a sale queued up to MAX_SALE_AGE_DAYS and refuses an older one', () => {
      expect(MAX_SALE_AGE_DAYS).toBe(7);
      expect(auditSale(sound, facts({ receivedAt: at(7 * DAY_MS) }))).toBeNull();
      expect(auditSale(sound, facts({ receivedAt: at(7 * DAY_MS + 1) }))).toEqual({ code: 'dated-too-old', daysOld: 7, limitDays: 7 });
      expect(auditSale(sound, facts({ receivedAt: at(3 * 365 * DAY_MS) }))).toEqual({ code: 'dated-too-old', daysOld: 1095, limitDays: 7 });
    });
  });

  describe('the plan', () => {
    // The trial ended a day before the sale was rung: grace for PLAN_GRACE_DAYS, then view-only.
    const endedBefore = (days: number) => ({ plan: 'trialing' as const, trialEndsAt: at(-days * DAY_MS) });
    const owner = { kind: 'owner' } as const;

    it('lands a sale rung in the grace, even when it reaches the server after the shop became view-only', () => {
      expect(PLAN_GRACE_DAYS).toBe(3);
      expect(auditSale(sound, facts({ plan: endedBefore(1) }))).toBeNull();
      expect(auditSale(sound, facts({ plan: endedBefore(1), receivedAt: at(5 * DAY_MS) }))).toBeNull();
      expect(auditSale(sound, facts({ plan: endedBefore(1), receivedAt: at(5 * DAY_MS), seller: owner }))).toBeNull();
    });

    it("refuses a sale rung once the shop was view-only, the owner's too", () => {
      const refusal = { code: 'view-only', viewOnlyFrom: at(-DAY_MS).toISOString() };
      expect(auditSale(sound, facts({ plan: endedBefore(4) }))).toEqual(refusal);
      expect(auditSale(sound, facts({ plan: endedBefore(4), seller: owner }))).toEqual(refusal);
    });

    it("refuses an owner's sale dated before view-only that reaches the server more than MAX_SALE_AGE_DAYS later while view-only, and accepts it once paid", () => {
      expect(auditSale(sound, facts({ plan: endedBefore(1), receivedAt: at(7 * DAY_MS + 1), seller: owner }))).toEqual({ code: 'view-only', viewOnlyFrom: at(2 * DAY_MS).toISOString() });
      const paid = { plan: 'basic' as const, trialEndsAt: at(-DAY_MS), paidUntil: at(40 * DAY_MS) };
      expect(auditSale(sound, facts({ plan: paid, receivedAt: at(7 * DAY_MS + 1), seller: owner }))).toBeNull();
    });
  });

  describe('currencies', () => {
    const inNaira = new Map([['rice', product('Rice 5kg', 1250, { currency: 'NGN' })]]);

    it("refuses a line in another currency than its product's", () => {
      expect(auditSale(riceAt(1250), facts({ catalogue: inNaira }))).toEqual({
        code: 'currency-mismatch',
        productId: 'rice',
        productName: 'Rice 5kg',
        lineCurrency: 'GHS',
        catalogueCurrency: 'NGN',
      });
    });

    it('accepts it when the product changed after the sale was rung', () => {
      const changed = new Map([['rice', product('Rice 5kg', 1250, { currency: 'NGN', changedAt: at(MINUTE_MS) })]]);
      expect(auditSale(riceAt(1250), facts({ catalogue: changed }))).toBeNull();
    });
  });

  describe('prices', () => {
    it('refuses a line below its catalogue price, with the whole sale rung against its catalogue value', () => {
      const sale = saleOf({
        lines: [
          { id: 'gone', priceMinor: 700, quantity: 1 },
          { id: 'rice', priceMinor: 1300, quantity: 2 },
          { id: 'oil', priceMinor: 100, quantity: 3 },
        ],
        at: RUNG_AT,
      });
      // 'gone' was deleted since: counted as rung. Rice above its price is counted at its price.
      expect(auditSale(sale, facts())).toEqual({
        code: 'price-below-catalogue',
        productId: 'oil',
        productName: 'Cooking oil',
        unitPriceMinor: 100,
        cataloguePriceMinor: 3000,
        quantity: 3,
        rungMinor: 700 + 2600 + 300,
        cataloguePricedMinor: 700 + 2500 + 9000,
      });
    });

    it('reports the first line below its price', () => {
      const sale = saleOf({
        lines: [
          { id: 'rice', priceMinor: 1000, quantity: 1 },
          { id: 'oil', priceMinor: 100, quantity: 1 },
        ],
        at: RUNG_AT,
      });
      expect(auditSale(sale, facts())).toMatchObject({ code: 'price-below-catalogue', productId: 'rice', rungMinor: 1100, cataloguePricedMinor: 4250 });
    });

    it('accepts a line above its price: the shop got more', () => {
      expect(auditSale(riceAt(1500, 3), facts())).toBeNull();
    });

    it('accepts a product the catalogue no longer holds, as rung', () => {
      expect(auditSale(riceAt(1, 5), facts({ catalogue: new Map() }))).toBeNull();
    });

    it('accepts a lower price when the product changed after the sale was rung (a queued sale across a price rise)', () => {
      const raised = new Map([['rice', product('Rice 5kg', 2000, { changedAt: at(1) })]]);
      expect(auditSale(riceAt(1250), facts({ catalogue: raised }))).toBeNull();
    });

    it('refuses it when the product changed before the sale was rung, or at that moment', () => {
      const before = new Map([['rice', product('Rice 5kg', 2000, { changedAt: at(-DAY_MS) })]]);
      expect(auditSale(riceAt(1250), facts({ catalogue: before }))?.code).toBe('price-below-catalogue');
      const sameMoment = new Map([['rice', product('Rice 5kg', 2000, { changedAt: RUNG_AT })]]);
      expect(auditSale(riceAt(1250), facts({ catalogue: sameMoment }))?.code).toBe('price-below-catalogue');
    });

    it("checks a manager's prices too, but not the owner's own account (it sets the prices)", () => {
      expect(auditSale(riceAt(1), facts({ seller: manager }))?.code).toBe('price-below-catalogue');
      expect(auditSale(riceAt(1), facts({ seller: { kind: 'owner' } }))).toBeNull();
    });

    it("holds the owner's own account to the arithmetic and the clock only: an old day keyed in from the notebook is accepted", () => {
      expect(auditSale(sound, facts({ seller: { kind: 'owner' }, receivedAt: at(3 * 365 * DAY_MS) }))).toBeNull();
      expect(auditSale(sound, facts({ seller: { kind: 'owner' }, receivedAt: at(-60 * MINUTE_MS) }))?.code).toBe('dated-in-future');
      expect(auditSale({ ...sound, subtotalMinor: 1 }, facts({ seller: { kind: 'owner' } }))?.code).toBe('malformed');
    });
  });

  describe('the discount limit', () => {
    it("refuses a cashier's percentage above the shop's limit (10 % until set)", () => {
      expect(auditSale(percentOff(1000), facts())).toBeNull();
      expect(auditSale(percentOff(1001), facts())).toEqual({ code: 'discount-over-limit', shareHundredths: 1001, limitHundredths: 1000 });
    });

    it("refuses a cashier's fixed discount whose share, rounded up, is above the limit", () => {
      // ₵5.01 off ₵50.00 is 10.02 %.
      const fixed = saleOf({ lines: [{ id: 'rice', priceMinor: 1250, quantity: 4 }], discountHundredths: 501, at: RUNG_AT });
      expect(auditSale(fixed, facts())).toEqual({ code: 'discount-over-limit', shareHundredths: 1002, limitHundredths: 1000 });
    });

    it("holds the shop's own limit", () => {
      expect(auditSale(percentOff(2500), facts({ shop: { cashierDiscountLimitHundredths: 2500 } }))).toBeNull();
      expect(auditSale(percentOff(2500), facts({ shop: { cashierDiscountLimitHundredths: 500 } }))).toEqual({ code: 'discount-over-limit', shareHundredths: 2500, limitHundredths: 500 });
    });

    it('does not limit a manager or the owner', () => {
      expect(auditSale(percentOff(10_000), facts({ seller: manager }))).toBeNull();
      expect(auditSale(percentOff(10_000), facts({ seller: { kind: 'owner' } }))).toBeNull();
    });

    it('accepts a discount rung before the owner changed the till settings (the old limit is not kept)', () => {
      const lowered = facts({ shop: { cashierDiscountLimitHundredths: 0 }, tillSettingsChangedAt: at(MINUTE_MS) });
      expect(auditSale(percentOff(2500), lowered)).toBeNull();
    });

    it('holds the current limit when the settings changed before the sale was rung', () => {
      const earlier = facts({ shop: { cashierDiscountLimitHundredths: 0 }, tillSettingsChangedAt: at(-MINUTE_MS) });
      expect(auditSale(percentOff(2500), earlier)).toEqual({ code: 'discount-over-limit', shareHundredths: 2500, limitHundredths: 0 });
    });
  });

  describe('the order of the checks', () => {
    const everythingWrong = { ...riceAt(1), subtotalMinor: 5 };

    it('gives the first refusal in the documented order', () => {
      expect(auditSale(everythingWrong, facts({ seller: { kind: 'unknown' } }))?.code).toBe('malformed');
      expect(auditSale(riceAt(1), facts({ seller: { kind: 'unknown' }, receivedAt: at(30 * DAY_MS) }))?.code).toBe('seller-unknown');
      expect(auditSale(riceAt(1), facts({ receivedAt: at(30 * DAY_MS) }))?.code).toBe('dated-too-old');
      expect(auditSale(riceAt(1), facts({ receivedAt: at(-DAY_MS) }))?.code).toBe('dated-in-future');
      const naira = new Map([['rice', product('Rice 5kg', 9999, { currency: 'NGN' })]]);
      expect(auditSale(riceAt(1), facts({ catalogue: naira }))?.code).toBe('currency-mismatch');
      const cheapAndDiscounted = saleOf({ lines: [{ id: 'rice', priceMinor: 1000, quantity: 1 }], discountType: 'percentage', discountHundredths: 5000, at: RUNG_AT });
      expect(auditSale(cheapAndDiscounted, facts())?.code).toBe('price-below-catalogue');
    });
  });
});

describe('serverLineCosts', () => {
  it("puts the server's cost of each product on its line, whatever the till claimed", () => {
    const claimed = saleOf({
      lines: [
        { id: 'rice', priceMinor: 1250, quantity: 2, costMinor: 1 },
        { id: 'oil', priceMinor: 3000, quantity: 1, costMinor: 2900 },
        { id: 'gone', priceMinor: 500, quantity: 1, costMinor: 400 },
        { id: 'odd', priceMinor: 500, quantity: 1, costMinor: 400 },
      ],
      at: RUNG_AT,
    });
    const costs = new Map<string, number | null>([
      ['rice', 900],
      ['oil', null],
      ['odd', -5],
    ]);
    const lines = serverLineCosts(claimed, costs);
    expect(lines.map((line) => [line.id, line.costMinor])).toEqual([
      ['rice', 900],
      ['oil', null],
      ['gone', null],
      ['odd', null],
    ]);
    // Everything but the cost is the line as rung; the sale itself is not changed.
    expect(lines[0]).toEqual({ ...claimed.items[0], costMinor: 900 });
    expect(claimed.items[0]!.costMinor).toBe(1);
  });
});

describe('saleRefusalWords', () => {
  const efua = { id: 'm2', name: 'Efua' };

  it('says a sale rung below the catalogue as the owner reads it', () => {
    const sale = { ...saleOf({ id: '4f2a', lines: [{ id: 'cloth', priceMinor: 850, quantity: 1 }], at: RUNG_AT }), madeBy: efua };
    const cloth = new Map([['cloth', product('Kente cloth', 85_000)]]);
    const refusal = auditSale(sale, facts({ catalogue: cloth }));
    expect(refusal).not.toBeNull();
    expect(saleRefusalWords(refusal!, sale, '14:02')).toBe('Sale #4F2A rung at ₵8.50 for goods priced ₵850.00 — by Efua, 14:02');
  });

  it("names the owner's account when the sale has no stamp", () => {
    const sale = saleOf({ id: '4f2a', lines: [{ id: 'rice', priceMinor: 1250, quantity: 1 }], at: RUNG_AT });
    expect(saleRefusalWords({ code: 'seller-unknown' }, sale, '09:15')).toBe('Sale #4F2A of ₵12.50 came from an account that is not on your staff list — by Owner, 09:15');
  });

  const sentences: [SaleRefusal, string][] = [
    [{ code: 'malformed', problem: 'The subtotal is not the sum of the lines.' }, 'Sale #4F2A does not add up: the subtotal is not the sum of the lines — by Efua, 14:02'],
    [{ code: 'seller-unknown' }, 'Sale #4F2A of ₵45.00 came from an account that is not on your staff list — by Efua, 14:02'],
    [{ code: 'seller-disabled' }, 'Sale #4F2A of ₵45.00 came from a staff member you turned off — by Efua, 14:02'],
    [{ code: 'seller-not-allowed', role: 'cashier', action: 'sell' }, 'Sale #4F2A of ₵45.00 came from a staff member whose role may not sell — by Efua, 14:02'],
    [{ code: 'seller-not-allowed', role: 'cashier', action: 'sell-on-credit' }, 'Sale #4F2A of ₵45.00 was sold on credit without a manager — by Efua, 14:02'],
    [{ code: 'dated-in-future', minutesAhead: 180, limitMinutes: 5 }, "Sale #4F2A of ₵45.00 is dated after it reached your records: the till's clock is ahead — by Efua, 14:02"],
    [{ code: 'dated-too-old', daysOld: 9, limitDays: 7 }, 'Sale #4F2A of ₵45.00 is dated more than 7 days before it reached your records — by Efua, 14:02'],
    [
      { code: 'view-only', viewOnlyFrom: '2026-01-04T10:00:00.000Z' },
      'Sale #4F2A of ₵45.00 was rung while the shop was view-only (since 2026-01-04): upgrade in Settings › Plan to sell again — by Efua, 14:02',
    ],
    [
      { code: 'currency-mismatch', productId: 'rice', productName: 'Rice 5kg', lineCurrency: 'GHS', catalogueCurrency: 'NGN' },
      'Sale #4F2A sold Rice 5kg in Ghanaian cedi, but it is priced in Nigerian naira — by Efua, 14:02',
    ],
    [
      { code: 'pack-not-in-catalogue', productId: 'malta', productName: 'Malta', packText: 'Carton of 24', unitPriceMinor: 500, quantity: 2 },
      'Sale #4F2A of ₵45.00 sold 2 × Carton of 24 of Malta at ₵5.00, which is not one of its packs at that price — by Efua, 14:02',
    ],
    [
      { code: 'price-below-catalogue', productId: 'rice', productName: 'Rice 5kg', unitPriceMinor: 100, cataloguePriceMinor: 1250, quantity: 2, rungMinor: 4500, cataloguePricedMinor: 6800 },
      'Sale #4F2A rung at ₵45.00 for goods priced ₵68.00 — by Efua, 14:02',
    ],
    [{ code: 'discount-over-limit', shareHundredths: 1250, limitHundredths: 1000 }, 'Sale #4F2A of ₵45.00 had a 12.5% discount, more than the 10% a cashier may give — by Efua, 14:02'],
    [
      { code: 'over-credit-limit', balanceMinor: 18_000, limitMinor: 20_000 },
      'Sale #4F2A of ₵45.00 on credit would take the customer past their limit of ₵200.00 (they owed ₵180.00) — by Efua, 14:02',
    ],
  ];

  it('has a sentence for every code', () => {
    expect(new Set(sentences.map(([refusal]) => refusal.code))).toEqual(new Set(SALE_REFUSAL_CODES));
  });

  it.each(sentences)('says %j in one sentence', (refusal, words) => {
    const sale = { id: '4f2a', createdAt: RUNG_AT, currency: 'GHS' as const, totalMinor: 4500, madeBy: efua };
    expect(saleRefusalWords(refusal, sale, '14:02')).toBe(words);
  });

  it('keeps refusals as plain data that survive a round trip through JSON', () => {
    const refusals = [
      auditSale(riceAt(1, 2), facts()),
      auditSale(percentOff(2500), facts()),
      auditSale({ ...sound, subtotalMinor: 1 }, facts()),
      auditSale(sound, facts({ receivedAt: at(30 * DAY_MS) })),
    ];
    for (const refusal of refusals) {
      expect(refusal).not.toBeNull();
      expect(JSON.parse(JSON.stringify(refusal))).toEqual(refusal);
    }
  });
});
