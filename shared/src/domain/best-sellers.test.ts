import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Refund, Sale, SaleItem } from './entities';
import { applyRefundToProductDayStat, applySaleToProductDayStat, bestSellerCurrencies, bestSellers, refundProductFigures, saleProductFigures } from './best-sellers';
import type { ProductDayStat } from './best-sellers';

const line = (id: string, priceMinor: number, quantity: number, costMinor: number | null, name = id): SaleItem => ({ id, name, priceMinor, currency: 'GHS', quantity, costMinor });
const sale = (items: SaleItem[], totalMinor: number, createdAt = '2026-11-20T10:00:00Z', currency: Sale['currency'] = 'GHS') =>
  ({ items, totalMinor, currency, createdAt: new Date(createdAt) }) as Pick<Sale, 'items' | 'totalMinor' | 'currency' | 'createdAt'>;
const NOW = new Date('2026-11-25T12:00:00Z');

describe('saleProductFigures', () => {
  it('gives each product its lines\' share of the total, and the cost of the costed ones', () => {
    // Subtotal 100.00, 10% off: rice carries 60 % of 90.00, soap 40 %.
    const figures = saleProductFigures(sale([line('rice', 3000, 2, 2000), line('soap', 1000, 4, null)], 9000));
    expect(figures.rice).toEqual({ name: 'rice', units: 2, revenueMinor: 5400, costedRevenueMinor: 5400, costMinor: 4000 });
    expect(figures.soap).toEqual({ name: 'soap', units: 4, revenueMinor: 3600, costedRevenueMinor: 0, costMinor: 0 });
  });

  it('rounds each share to the cent and stays within a cent a line of the total (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 50 })), { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 10_000 }), (lines, discountMinor) => {
        const items = lines.map(([price, qty], i) => line(`p${i}`, price, qty, null));
        const subtotal = items.reduce((sum, item) => sum + item.priceMinor * item.quantity, 0);
        const total = Math.max(0, subtotal - discountMinor);
        const shares = Object.values(saleProductFigures(sale(items, total)));
        for (const share of shares) expect(Number.isInteger(share.revenueMinor)).toBe(true);
        const sum = shares.reduce((s, f) => s + f.revenueMinor, 0);
        expect(Math.abs(sum - total)).toBeLessThanOrEqual(items.length);
      }),
    );
  });

  it('takes a refund\'s shares off, as negative figures', () => {
    const refund = { items: [line('rice', 3000, 1, 2000)], amountMinor: 2700 } as Pick<Refund, 'items' | 'amountMinor'>;
    expect(refundProductFigures(refund).rice).toEqual({ name: 'rice', units: -1, revenueMinor: -2700, costedRevenueMinor: -2700, costMinor: -2000 });
  });
});

describe('the product roll-ups and the best sellers', () => {
  let stats: ProductDayStat[] = [];
  const add = (next: ProductDayStat) => {
    stats = [...stats.filter((s) => s.date !== next.date), next];
  };
  const dayOf = (date: string) => stats.find((s) => s.date === date);

  it('ranks by revenue or by profit over the period, refunds taken off, costless products last by profit', () => {
    stats = [];
    add(applySaleToProductDayStat(undefined, sale([line('rice', 3000, 2, 2900), line('soap', 1000, 4, 500)], 10_000, '2026-11-24T09:00:00Z')));
    add(applySaleToProductDayStat(dayOf('2026-11-24'), sale([line('airtime', 5000, 2, null)], 10_000, '2026-11-24T15:00:00Z')));
    add(applySaleToProductDayStat(undefined, sale([line('rice', 3000, 1, 2900, 'Rice 5kg')], 3000, '2026-11-25T08:00:00Z')));
    add(applyRefundToProductDayStat(dayOf('2026-11-25'), { items: [line('soap', 1000, 1, 500)], amountMinor: 1000, currency: 'GHS', createdAt: new Date('2026-11-25T09:00:00Z') }));
    // Outside a 7-day period.
    add(applySaleToProductDayStat(undefined, sale([line('soap', 1000, 100, 500)], 100_000, '2026-11-01T09:00:00Z')));

    const byRevenue = bestSellers(stats, 7, NOW, 'GHS', 'revenue');
    expect(byRevenue.map((s) => [s.productId, s.units, s.revenueMinor])).toEqual([
      ['airtime', 2, 10_000],
      ['rice', 3, 9000],
      ['soap', 3, 3000],
    ]);
    expect(byRevenue.find((s) => s.productId === 'rice')?.name).toBe('Rice 5kg');

    const byProfit = bestSellers(stats, 7, NOW, 'GHS', 'profit');
    expect(byProfit.map((s) => [s.productId, s.grossProfitMinor])).toEqual([
      ['soap', 1500],
      ['rice', 300],
      ['airtime', null],
    ]);
    expect(byProfit.find((s) => s.productId === 'airtime')?.uncostedRevenueMinor).toBe(10_000);
    expect(bestSellers(stats, 30, NOW, 'GHS', 'revenue')[0]?.productId).toBe('soap');
  });

  it('keeps currencies apart', () => {
    stats = [];
    add(applySaleToProductDayStat(undefined, sale([{ ...line('indomie', 35_000, 1, null), currency: 'NGN' }], 35_000, '2026-11-25T08:00:00Z', 'NGN')));
    add(applySaleToProductDayStat(dayOf('2026-11-25'), sale([line('rice', 3000, 1, null)], 3000, '2026-11-25T09:00:00Z')));
    expect(bestSellers(stats, 7, NOW, 'GHS', 'revenue').map((s) => s.productId)).toEqual(['rice']);
    expect(bestSellers(stats, 7, NOW, 'NGN', 'revenue').map((s) => s.productId)).toEqual(['indomie']);
    expect(bestSellerCurrencies(stats, 7, NOW).sort()).toEqual(['GHS', 'NGN']);
  });

  it('leaves out a product whose every unit came back', () => {
    stats = [];
    add(applySaleToProductDayStat(undefined, sale([line('rice', 3000, 1, 2000)], 3000, '2026-11-25T08:00:00Z')));
    add(applyRefundToProductDayStat(dayOf('2026-11-25'), { items: [line('rice', 3000, 1, 2000)], amountMinor: 3000, currency: 'GHS', createdAt: new Date('2026-11-25T09:00:00Z') }));
    expect(bestSellers(stats, 7, NOW, 'GHS', 'profit')).toEqual([]);
  });

  it('refuses figures of another day', () => {
    const day = applySaleToProductDayStat(undefined, sale([line('rice', 3000, 1, null)], 3000, '2026-11-25T08:00:00Z'));
    expect(() => applySaleToProductDayStat(day, sale([line('rice', 3000, 1, null)], 3000, '2026-11-24T08:00:00Z'))).toThrow(RangeError);
  });
});

describe('no negative zero', () => {
  it('writes a refund of free goods as plain zeros', () => {
    const figures = refundProductFigures({ items: [line('gift', 0, 1, 0)], amountMinor: 0 });
    expect(Object.is(figures.gift?.revenueMinor, 0)).toBe(true);
    expect(Object.is(figures.gift?.costMinor, 0)).toBe(true);
    expect(Object.is(figures.gift?.costedRevenueMinor, 0)).toBe(true);
  });
});
