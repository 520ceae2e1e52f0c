import { describe, expect, it } from 'vitest';
import { saleOf } from '../testing/sale-of';
import type { Refund, Sale } from './entities';
import { refundProfit, saleProfit } from './profit';
import { buildRefund } from './refund';

function refundOf(sale: Sale, earlier: readonly Refund[], returning: { productId: string; quantity: number }[], id = 'refund-1'): Refund {
  const built = buildRefund({ id, sale, earlier, returning, paymentMethod: 'Cash', reason: '', now: new Date('2026-11-23T10:00:00Z') });
  if (!built.ok) throw new Error(built.error);
  return built.refund;
}

describe('saleProfit', () => {
  it('counts the whole total and every line\'s cost when every cost is known', () => {
    const sale = saleOf({ lines: [{ id: 'rice', priceMinor: 8500, quantity: 2, costMinor: 7000 }, { id: 'soap', priceMinor: 500, quantity: 4, costMinor: 320 }] });
    expect(saleProfit(sale)).toEqual({ costedRevenueMinor: 19_000, costMinor: 2 * 7000 + 4 * 320 });
  });

  it('counts nothing of a sale with no known cost: no profit, and no free goods', () => {
    const sale = saleOf({ lines: [{ id: 'rice', priceMinor: 8500, quantity: 2 }] });
    expect(saleProfit(sale)).toEqual({ costedRevenueMinor: 0, costMinor: 0 });
  });

  it('shares the total pro rata after a discount, counting only the lines with a cost', () => {
    // ₵85 × 2 costed + ₵10 × 3 not = ₵200, 10 % off = ₵180: the costed lines carry 180 × 170 / 200 = ₵153.
    const sale = saleOf({
      lines: [{ id: 'rice', priceMinor: 8500, quantity: 2, costMinor: 6000 }, { id: 'airtime', priceMinor: 1000, quantity: 3 }],
      discountType: 'percentage',
      discountHundredths: 1000,
    });
    expect(sale.totalMinor).toBe(18_000);
    expect(saleProfit(sale)).toEqual({ costedRevenueMinor: 15_300, costMinor: 12_000 });
  });

  it('rounds the costed share half away from zero, as a refund\'s share is', () => {
    // ₵1 costed + ₵2 not, ₵0.01 off: 299 × 100 / 300 = 99.67 → 100.
    const sale = saleOf({ lines: [{ id: 'a', priceMinor: 100, quantity: 1, costMinor: 50 }, { id: 'b', priceMinor: 200, quantity: 1 }], discountHundredths: 1 });
    expect(saleProfit(sale).costedRevenueMinor).toBe(100);
  });

  it('counts a cost of 0 as known (a free sample), not as unknown', () => {
    const sale = saleOf({ lines: [{ id: 'gift', priceMinor: 300, quantity: 1, costMinor: 0 }] });
    expect(saleProfit(sale)).toEqual({ costedRevenueMinor: 300, costMinor: 0 });
  });

  it('counts the cost of goods given away free: a sale of 0 with a known cost', () => {
    const sale = saleOf({ lines: [{ id: 'gift', priceMinor: 300, quantity: 1, costMinor: 120 }], discountHundredths: 300 });
    expect(sale.totalMinor).toBe(0);
    expect(saleProfit(sale)).toEqual({ costedRevenueMinor: 0, costMinor: 120 });
  });
});

describe('refundProfit', () => {
  const sale = saleOf({
    id: 'sale-1',
    lines: [{ id: 'rice', priceMinor: 8500, quantity: 2, costMinor: 6000 }, { id: 'airtime', priceMinor: 1000, quantity: 3 }],
    discountType: 'percentage',
    discountHundredths: 1000,
  });

  it('gives back the cost of the returned units with a known cost, and their share of the amount', () => {
    const refund = refundOf(sale, [], [{ productId: 'rice', quantity: 1 }]);
    expect(refund.items[0]?.costMinor).toBe(6000);
    expect(refund.amountMinor).toBe(7650);
    expect(refundProfit(refund)).toEqual({ costedRevenueMinor: 7650, costMinor: 6000 });
  });

  it('takes off nothing costed for units whose cost was unknown', () => {
    const refund = refundOf(sale, [], [{ productId: 'airtime', quantity: 2 }]);
    expect(refund.items[0]?.costMinor).toBeNull();
    expect(refundProfit(refund)).toEqual({ costedRevenueMinor: 0, costMinor: 0 });
  });

  it('shares a mixed refund\'s amount by the value of its costed units', () => {
    const refund = refundOf(sale, [], [{ productId: 'rice', quantity: 1 }, { productId: 'airtime', quantity: 1 }]);
    // ₵85 + ₵10 returned of ₵200 at ₵180: ₵85.50; the rice carries 8550 × 8500 / 9500 = 7650.
    expect(refund.amountMinor).toBe(8550);
    expect(refundProfit(refund)).toEqual({ costedRevenueMinor: 7650, costMinor: 6000 });
  });

  it('nets a sale whose costs are all known to nothing once every unit is back', () => {
    const costed = saleOf({ id: 'sale-2', lines: [{ id: 'rice', priceMinor: 8500, quantity: 3, costMinor: 6000 }], discountHundredths: 101 });
    const first = refundOf(costed, [], [{ productId: 'rice', quantity: 1 }], 'r-1');
    const second = refundOf(costed, [first], [{ productId: 'rice', quantity: 2 }], 'r-2');
    const sold = saleProfit(costed);
    const back = [first, second].map(refundProfit);
    expect(sold.costedRevenueMinor - back[0]!.costedRevenueMinor - back[1]!.costedRevenueMinor).toBe(0);
    expect(sold.costMinor - back[0]!.costMinor - back[1]!.costMinor).toBe(0);
  });
});
