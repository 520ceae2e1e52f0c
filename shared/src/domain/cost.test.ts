// Cost prices through the domain (docs/product-rules.md, 'Cost and profit'): the product's cost,
// a delivery's weighted average, the cost a sale line and a refund keep, the roll-ups' costed
// revenue and cost, the period's and the day's profit figures.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { saleOf } from '../testing/sale-of';
import { addToCart, emptyCart, syncCartWithProducts } from './cart';
import type { CartProduct } from './cart';
import type { DailyStat, Refund, Sale } from './entities';
import { applyRefundToDailyStat, applySaleToDailyStat, dailyProfitSeriesFromStats, grossProfitFromStats } from './dashboard';
import { endOfDay } from './end-of-day';
import { FIELD_MESSAGES } from './messages';
import { productChanges } from './product-edit';
import { refundProfit, saleProfit } from './profit';
import { buildRefund, refundProblem } from './refund';
import { saleProblem } from './sale-check';
import { adjustmentMovement, averageCostAfterDelivery, isValidAdjustment, parseStockAdjustment } from './stock-movements';
import { lossPerSaleMinor, validateProduct } from './product-validation';
import type { ProductDraft } from './entities';

const AT = new Date('2026-11-22T10:00:00Z');

describe('a product\'s cost', () => {
  const base = { name: 'Rice (5kg)', type: 'Digital', price: '85.00', currency: 'GHS' };

  it('is optional: empty is not known', () => {
    const checked = validateProduct({ ...base, cost: '  ' });
    expect(checked.ok && checked.value.costMinor).toBeUndefined();
  });

  it('is read as typed, in whole minor units, like the price', () => {
    const checked = validateProduct({ ...base, cost: '62.50' });
    expect(checked.ok && checked.value.costMinor).toBe(6250);
  });

  it('is refused when not a number of 0 or more, or above the maximum', () => {
    expect(validateProduct({ ...base, cost: '-1' })).toMatchObject({ ok: false, errors: { cost: FIELD_MESSAGES.costInvalid } });
    expect(validateProduct({ ...base, cost: 'abc' })).toMatchObject({ ok: false, errors: { cost: FIELD_MESSAGES.costInvalid } });
    expect(validateProduct({ ...base, cost: '100000000' })).toMatchObject({ ok: false, errors: { cost: FIELD_MESSAGES.costTooLarge } });
    expect(validateProduct({ ...base, costMinor: 12.5 })).toMatchObject({ ok: false, errors: { cost: FIELD_MESSAGES.costInvalid } });
  });

  it('below the price is a warning, never a refusal', () => {
    const checked = validateProduct({ ...base, price: '5.00', cost: '6.00' });
    expect(checked.ok).toBe(true);
    expect(lossPerSaleMinor({ priceMinor: 500, costMinor: 600 })).toBe(100);
    expect(lossPerSaleMinor({ priceMinor: 600, costMinor: 600 })).toBeNull();
    expect(lossPerSaleMinor({ priceMinor: 500, costMinor: null })).toBeNull();
  });

  it('is an edit of its own: a cost cleared is written as null, absent and null are the same', () => {
    const opened: ProductDraft = { name: 'Rice', type: 'Digital', priceMinor: 8500, currency: 'GHS', description: '', imageUrl: null, imagePath: null };
    expect(productChanges(opened, { ...opened, costMinor: null })).toEqual({});
    expect(productChanges(opened, { ...opened, costMinor: 6000 })).toEqual({ costMinor: 6000 });
    expect(productChanges({ ...opened, costMinor: 6000 }, { ...opened, costMinor: null })).toEqual({ costMinor: null });
  });
});

describe('averageCostAfterDelivery', () => {
  it('leaves the cost alone for a delivery without a unit cost', () => {
    expect(averageCostAfterDelivery(10, 500, 5, null)).toBe(500);
    expect(averageCostAfterDelivery(10, null, 5, null)).toBeNull();
  });

  it('takes the unit cost when the cost was unknown or nothing was on hand', () => {
    expect(averageCostAfterDelivery(10, null, 5, 420)).toBe(420);
    expect(averageCostAfterDelivery(0, 500, 5, 420)).toBe(420);
    expect(averageCostAfterDelivery(-3, 500, 5, 420)).toBe(420);
  });

  it('is the weighted average of what is on hand, rounded to the minor unit', () => {
    expect(averageCostAfterDelivery(10, 500, 10, 700)).toBe(600);
    // (3 × 100 + 1 × 101) / 4 = 100.25 → 100; (1 × 100 + 1 × 101) / 2 = 100.5 → 101.
    expect(averageCostAfterDelivery(3, 100, 1, 101)).toBe(100);
    expect(averageCostAfterDelivery(1, 100, 1, 101)).toBe(101);
  });

  it('always lies between the old cost and the unit cost', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000_000 }), (onHand, cost, received, unit) => {
        const after = averageCostAfterDelivery(onHand, cost, received, unit) as number;
        expect(Number.isSafeInteger(after)).toBe(true);
        expect(after).toBeGreaterThanOrEqual(Math.min(cost, unit));
        expect(after).toBeLessThanOrEqual(Math.max(cost, unit));
      }),
    );
  });
});

describe('a delivery at a unit cost', () => {
  const request = (adjustment: Parameters<typeof adjustmentMovement>[0]['adjustment']) => ({ id: 'm-1', productId: 'rice', adjustment, at: AT });

  it('says what a unit cost and the product\'s cost after it', () => {
    const movement = adjustmentMovement(request({ reason: 'delivery', received: 10, unitCostMinor: 700 }), 10, 500);
    expect(movement).toMatchObject({ change: 10, reason: 'delivery', unitCostMinor: 700, costAfterMinor: 600 });
  });

  it('carries no cost without a unit cost, and a count never does', () => {
    expect(adjustmentMovement(request({ reason: 'delivery', received: 10 }), 10, 500)).not.toHaveProperty('costAfterMinor');
    expect(adjustmentMovement(request({ reason: 'delivery', received: 10, unitCostMinor: null }), 10, 500)).not.toHaveProperty('unitCostMinor');
    expect(adjustmentMovement(request({ reason: 'count', counted: 4 }), 10, 500)).not.toHaveProperty('costAfterMinor');
  });

  it('reads the unit cost typed beside the units; empty is none', () => {
    expect(parseStockAdjustment('delivery', '12', '4.20')).toEqual({ ok: true, value: { reason: 'delivery', received: 12, unitCostMinor: 420 } });
    expect(parseStockAdjustment('delivery', '12', '')).toEqual({ ok: true, value: { reason: 'delivery', received: 12 } });
    expect(parseStockAdjustment('delivery', '12')).toEqual({ ok: true, value: { reason: 'delivery', received: 12 } });
    expect(parseStockAdjustment('delivery', '12', '-1')).toEqual({ ok: false, error: FIELD_MESSAGES.costInvalid });
    expect(parseStockAdjustment('delivery', '12', '999999999')).toEqual({ ok: false, error: FIELD_MESSAGES.costTooLarge });
  });

  it('is refused at a unit cost that is not whole minor units within the bounds', () => {
    expect(isValidAdjustment({ reason: 'delivery', received: 1, unitCostMinor: 0 })).toBe(true);
    expect(isValidAdjustment({ reason: 'delivery', received: 1, unitCostMinor: 1.5 })).toBe(false);
    expect(isValidAdjustment({ reason: 'delivery', received: 1, unitCostMinor: -1 })).toBe(false);
  });
});

describe('the cost a sale line keeps', () => {
  const product = (costMinor?: number | null): CartProduct => ({ id: 'rice', name: 'Rice', type: 'Digital', priceMinor: 8500, currency: 'GHS', ...(costMinor === undefined ? {} : { costMinor }) });

  it('comes from the product into the cart and is refreshed with the price', () => {
    const cart = addToCart(emptyCart(), product(6000)).cart;
    expect(cart.lines[0]?.unitCostMinor).toBe(6000);
    expect(addToCart(emptyCart(), product()).cart.lines[0]?.unitCostMinor).toBeNull();
    expect(syncCartWithProducts(cart, [product(6100)]).lines[0]?.unitCostMinor).toBe(6100);
  });

  it('is on the sale line, null when unknown', () => {
    const sale = saleOf({ lines: [{ id: 'rice', priceMinor: 8500, quantity: 1, costMinor: 6000 }, { id: 'soap', priceMinor: 500, quantity: 1 }] });
    expect(sale.items.map((item) => item.costMinor)).toEqual([6000, null]);
    expect(saleProblem(sale)).toBeNull();
  });

  it('is refused by saleProblem when not whole minor units within the bounds', () => {
    const sale = saleOf({ lines: [{ id: 'rice', priceMinor: 8500, quantity: 1 }] });
    const withCost = (costMinor: number): Sale => ({ ...sale, items: [{ ...sale.items[0]!, costMinor }] });
    expect(saleProblem(withCost(0))).toBeNull();
    expect(saleProblem(withCost(12.5))).toMatch(/cost/);
    expect(saleProblem(withCost(-100))).toMatch(/cost/);
    expect(saleProblem(withCost(1_000_000_001))).toMatch(/cost/);
  });
});

describe('a refund gives back the cost its sale line kept', () => {
  const sale = saleOf({ id: 'sale-1', lines: [{ id: 'rice', priceMinor: 8500, quantity: 2, costMinor: 6000 }] });
  const built = buildRefund({ id: 'r-1', sale, earlier: [], returning: [{ productId: 'rice', quantity: 1 }], paymentMethod: 'Cash', reason: '', now: AT });
  const refund = (built.ok ? built.refund : null) as Refund;

  it('carries it on each line', () => {
    expect(refund.items[0]?.costMinor).toBe(6000);
    expect(refundProblem(refund, sale, [])).toBeNull();
  });

  it('is refused at another cost', () => {
    expect(refundProblem({ ...refund, items: [{ ...refund.items[0]!, costMinor: 1 }] }, sale, [])).toMatch(/cost/);
    expect(refundProblem({ ...refund, items: [{ ...refund.items[0]!, costMinor: null }] }, sale, [])).toMatch(/cost/);
  });
});

describe('the roll-ups\' costed revenue and cost', () => {
  const sale = saleOf({
    id: 'sale-1',
    lines: [{ id: 'rice', priceMinor: 8500, quantity: 2, costMinor: 6000 }, { id: 'airtime', priceMinor: 1000, quantity: 3 }],
    discountType: 'percentage',
    discountHundredths: 1000,
    at: AT,
  });
  const built = buildRefund({ id: 'r-1', sale, earlier: [], returning: [{ productId: 'rice', quantity: 1 }], paymentMethod: 'Cash', reason: '', now: new Date('2026-11-22T12:00:00Z') });
  const refund = (built.ok ? built.refund : null) as Refund;

  it('grow by a sale\'s and shrink by a refund\'s', () => {
    const sold = applySaleToDailyStat(undefined, sale);
    expect(sold).toMatchObject({ costedRevenueMinor: { GHS: 15_300 }, costMinor: { GHS: 12_000 } });
    const back = applyRefundToDailyStat(sold, refund);
    expect(back).toMatchObject({ revenueMinor: { GHS: 18_000 - 7650 }, costedRevenueMinor: { GHS: 15_300 - 7650 }, costMinor: { GHS: 6000 } });
  });

  it('count nothing for a roll-up made before costs were kept', () => {
    const old: DailyStat = { date: '2026-11-21', revenueMinor: { GHS: 10_000 }, salesCount: 2 };
    expect(grossProfitFromStats([old], 7, AT)).toEqual({ GHS: { revenueMinor: 10_000, costedRevenueMinor: 0, costMinor: 0, grossProfitMinor: 0, uncostedRevenueMinor: 10_000 } });
  });

  it('give the period\'s gross profit per currency, never summed across currencies', () => {
    const stats: DailyStat[] = [
      applySaleToDailyStat(undefined, sale),
      { date: '2026-11-20', revenueMinor: { NGN: 500_000 }, salesCount: 1, costedRevenueMinor: { NGN: 400_000 }, costMinor: { NGN: 300_000 } },
      { date: '2026-10-01', revenueMinor: { GHS: 99_999 }, salesCount: 1, costedRevenueMinor: { GHS: 99_999 }, costMinor: { GHS: 1 } },
    ];
    expect(grossProfitFromStats(stats, 7, AT)).toEqual({
      GHS: { revenueMinor: 18_000, costedRevenueMinor: 15_300, costMinor: 12_000, grossProfitMinor: 3300, uncostedRevenueMinor: 2700 },
      NGN: { revenueMinor: 500_000, costedRevenueMinor: 400_000, costMinor: 300_000, grossProfitMinor: 100_000, uncostedRevenueMinor: 100_000 },
    });
  });

  it('give a per-day series with profit in the period\'s main currency', () => {
    const series = dailyProfitSeriesFromStats([applySaleToDailyStat(undefined, sale)], 3, AT);
    expect(series.map((p) => p.date)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(series[0]).toMatchObject({ currency: 'GHS', revenueMinor: 0, grossProfitMinor: 0, uncostedRevenueMinor: 0 });
    expect(series[2]).toMatchObject({ currency: 'GHS', revenueMinor: 18_000, costedRevenueMinor: 15_300, costMinor: 12_000, grossProfitMinor: 3300, uncostedRevenueMinor: 2700 });
  });

  it('equal the sums of saleProfit and refundProfit over any sales and refunds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: fc.integer({ min: 0, max: 100_000 }), quantity: fc.integer({ min: 1, max: 20 }), cost: fc.option(fc.integer({ min: 0, max: 100_000 })) }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 5000 }),
        (lines, discount) => {
          const rung = saleOf({ lines: lines.map((l, i) => ({ id: `p${i}`, priceMinor: l.price, quantity: l.quantity, costMinor: l.cost })), discountType: 'percentage', discountHundredths: discount, at: AT });
          const back = buildRefund({ id: 'r', sale: rung, earlier: [], returning: rung.items.map((item) => ({ productId: item.id, quantity: 1 })), paymentMethod: 'Cash', reason: '', now: AT });
          if (!back.ok) throw new Error(back.error);
          const stat = applyRefundToDailyStat(applySaleToDailyStat(undefined, rung), back.refund);
          const sold = saleProfit(rung);
          const given = refundProfit(back.refund);
          // A figure of 0 is not kept (costAmounts): absent reads as 0.
          expect(stat.costedRevenueMinor?.GHS ?? 0).toBe(sold.costedRevenueMinor - given.costedRevenueMinor);
          expect(stat.costMinor?.GHS ?? 0).toBe(sold.costMinor - given.costMinor);
          expect(given.costedRevenueMinor).toBeLessThanOrEqual(back.refund.amountMinor);
          expect(sold.costedRevenueMinor).toBeLessThanOrEqual(rung.totalMinor);
        },
      ),
    );
  });
});

describe('End of Day\'s profit figures', () => {
  it('are the day\'s sales\' costed revenue and cost less its refunds\', per currency', () => {
    const sale = saleOf({ id: 's-1', lines: [{ id: 'rice', priceMinor: 8500, quantity: 2, costMinor: 6000 }, { id: 'airtime', priceMinor: 1000, quantity: 3 }], at: new Date('2026-11-22T09:00:00Z') });
    const naira = saleOf({ id: 's-2', lines: [{ id: 'garri', priceMinor: 150_000, quantity: 1, currency: 'NGN' }], at: new Date('2026-11-22T09:30:00Z') });
    const built = buildRefund({ id: 'r-1', sale, earlier: [], returning: [{ productId: 'rice', quantity: 1 }], paymentMethod: 'Cash', reason: '', now: new Date('2026-11-22T15:00:00Z') });
    if (!built.ok) throw new Error(built.error);
    const day = endOfDay({ sales: [sale, naira], refunds: [built.refund], date: '2026-11-22', timeZone: 'Africa/Accra' });
    expect(day.currencies.find((f) => f.currency === 'GHS')).toMatchObject({
      netMinor: 20_000 - 8500,
      costedRevenueMinor: 17_000 - 8500,
      costMinor: 6000,
      grossProfitMinor: 2500,
      uncostedRevenueMinor: 3000,
    });
    expect(day.currencies.find((f) => f.currency === 'NGN')).toMatchObject({ costedRevenueMinor: 0, costMinor: 0, grossProfitMinor: 0, uncostedRevenueMinor: 150_000 });
  });
});
