// The Backend contract, cost and profit (docs/product-rules.md, 'Cost and profit'): a delivery at
// a unit cost moves the product's cost to the weighted average in the same write as its stock, and
// its movement says so, once per id; a sale keeps each line's cost; a refund gives it back; and the
// roll-ups' costed revenue and cost are what a rebuild from the sales and refunds makes.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DailyStat, Refund, Sale, StockMovement } from '../../domain/entities';
import { applyRefundToDailyStat, applySaleToDailyStat, costAmounts } from '../../domain/dashboard';
import { buildRefund } from '../../domain/refund';
import { applyRefundToProductDayStat, applySaleToProductDayStat } from '../../domain/best-sellers';
import type { ProductDayStat } from '../../domain/best-sellers';
import type { ReturnedUnits } from '../../domain/refund';
import type { Backend } from '../../backend/port';
import { saleOf } from '../sale-of';
import { productDraft } from './support';
import type { ContractContext } from './support';

function refundOf(id: string, sale: Sale, earlier: readonly Refund[], returning: ReturnedUnits[], now: Date): Refund {
  const built = buildRefund({ id, sale, earlier, returning, paymentMethod: 'Cash', reason: '', now });
  if (!built.ok) throw new Error(built.error);
  return built.refund;
}

/** The roll-ups' costed revenue and cost by day, as a rebuild from the records makes them. */
function rebuilt(sales: readonly Sale[], refunds: readonly Refund[]): Map<string, Pick<DailyStat, 'costedRevenueMinor' | 'costMinor'>> {
  const days = new Map<string, DailyStat>();
  const events = [...sales.map((sale) => ({ at: sale.createdAt, sale })), ...refunds.map((refund) => ({ at: refund.createdAt, refund }))].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) {
    const date = event.at.toISOString().slice(0, 10);
    days.set(date, 'sale' in event ? applySaleToDailyStat(days.get(date), event.sale) : applyRefundToDailyStat(days.get(date), event.refund));
  }
  return new Map([...days].map(([date, stat]) => [date, costsOf(stat)]));
}

/** The per-day product roll-ups, as a rebuild from the records makes them. */
function rebuiltProducts(sales: readonly Sale[], refunds: readonly Refund[]): ProductDayStat[] {
  const days = new Map<string, ProductDayStat>();
  const events = [...sales.map((sale) => ({ at: sale.createdAt, sale })), ...refunds.map((refund) => ({ at: refund.createdAt, refund }))].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) {
    const date = event.at.toISOString().slice(0, 10);
    days.set(date, 'sale' in event ? applySaleToProductDayStat(days.get(date), event.sale) : applyRefundToProductDayStat(days.get(date), event.refund));
  }
  return [...days.values()];
}

const byDate = (stats: readonly ProductDayStat[]) => new Map(stats.map((stat) => [stat.date, stat.products]));

const costsOf = (stat: DailyStat) => ({ costedRevenueMinor: costAmounts(stat.costedRevenueMinor), costMinor: costAmounts(stat.costMinor) });

export function profitContract<B extends Backend>(context: ContractContext<B>): void {
  const { watch, signUpVerified, productsOf, salesOf, statsOf } = context;
  let backend: B;
  beforeEach(() => {
    backend = context.backend;
  });

  const historyOf = async (uid: string, productId: string, test: (list: StockMovement[]) => boolean) => {
    const observed = watch<StockMovement[]>((next, error) => backend.subscribeStockMovements(uid, productId, next, error));
    const list = await observed.until(test, 'the stock history');
    observed.unsubscribe();
    return list;
  };

  const refundsOf = async (uid: string, test: (list: Refund[]) => boolean = () => true) => {
    const observed = watch<Refund[]>((next, error) => backend.subscribeRefunds(uid, next, error));
    const list = await observed.until(test, 'refunds');
    observed.unsubscribe();
    return list;
  };

  describe('cost and profit', () => {
    it('moves the cost to the weighted average with a delivery at a unit cost, and its movement says so, once per id', async () => {
      const { uid } = await signUpVerified();
      const productId = await backend.addProduct(uid, productDraft({ name: 'Rice', quantity: 10, priceMinor: 8500, costMinor: 500 }));
      const at = new Date('2024-08-01T08:00:00Z');
      const input = { id: 'delivery-cost', productId, adjustment: { reason: 'delivery' as const, received: 10, unitCostMinor: 701 }, at };
      expect(await backend.adjustStock(uid, input)).toEqual({ recorded: true });
      // (10 × 5.00 + 10 × 7.01) / 20 = 6.005 → 6.01.
      expect((await productsOf(uid))[0]).toMatchObject({ quantity: 20, costMinor: 601 });
      expect(await backend.adjustStock(uid, input)).toEqual({ recorded: false });
      expect((await productsOf(uid))[0]).toMatchObject({ quantity: 20, costMinor: 601 });
      const history = await historyOf(uid, productId, (list) => list.length > 0);
      expect(history).toEqual([{ id: 'delivery-cost', productId, change: 10, reason: 'delivery', counted: null, saleId: null, unitCostMinor: 701, costAfterMinor: 601, createdAt: at }]);

      // A delivery without a unit cost and a count leave the cost alone.
      await backend.adjustStock(uid, { id: 'delivery-plain', productId, adjustment: { reason: 'delivery', received: 5 }, at: new Date('2024-08-02T08:00:00Z') });
      await backend.adjustStock(uid, { id: 'count-1', productId, adjustment: { reason: 'count', counted: 3 }, at: new Date('2024-08-03T08:00:00Z') });
      expect((await productsOf(uid))[0]).toMatchObject({ quantity: 3, costMinor: 601 });
    });

    it('takes the unit cost when the product\'s cost was not known', async () => {
      const { uid } = await signUpVerified();
      const productId = await backend.addProduct(uid, productDraft({ name: 'Soap', quantity: 4, priceMinor: 500 }));
      await backend.adjustStock(uid, { id: 'delivery-first-cost', productId, adjustment: { reason: 'delivery', received: 6, unitCostMinor: 320 }, at: new Date('2024-08-01T08:00:00Z') });
      expect((await productsOf(uid))[0]).toMatchObject({ quantity: 10, costMinor: 320 });
    });

    it('keeps a product\'s cost through an edit, and clears it to not known', async () => {
      const { uid } = await signUpVerified();
      const productId = await backend.addProduct(uid, productDraft({ name: 'Oil', priceMinor: 2500, costMinor: 1800 }));
      expect((await productsOf(uid))[0]?.costMinor).toBe(1800);
      await backend.updateProduct(uid, productId, { costMinor: 1900 });
      expect((await productsOf(uid))[0]?.costMinor).toBe(1900);
      await backend.updateProduct(uid, productId, { costMinor: null });
      expect((await productsOf(uid))[0]?.costMinor ?? null).toBeNull();
    });

    it('records each sale line\'s cost, and a refund gives it back', async () => {
      const { uid } = await signUpVerified();
      const productId = await backend.addProduct(uid, productDraft({ name: 'Rice', quantity: 10, priceMinor: 8500, costMinor: 6000 }));
      const sale = saleOf({
        id: 'sale-cost',
        at: new Date('2024-08-01T09:00:00Z'),
        lines: [
          { id: productId, name: 'Rice', priceMinor: 8500, quantity: 2, type: 'Physical', costMinor: 6000 },
          { id: 'voucher', name: 'Voucher', priceMinor: 1000, quantity: 3 },
        ],
        discountType: 'percentage',
        discountHundredths: 1000,
      });
      await backend.recordSale(uid, { sale, stockDecrements: [{ productId, quantitySold: 2 }] });
      expect((await salesOf(uid))[0]?.items.map((item) => item.costMinor)).toEqual([6000, null]);
      expect(await statsOf(uid)).toEqual([{ date: '2024-08-01', revenueMinor: { GHS: 18_000 }, salesCount: 1, costedRevenueMinor: { GHS: 15_300 }, costMinor: { GHS: 12_000 } }]);

      const refund = refundOf('refund-cost', sale, [], [{ productId, quantity: 1 }], new Date('2024-08-01T12:00:00Z'));
      expect(await backend.recordRefund(uid, { refund })).toEqual({ recorded: true });
      expect((await refundsOf(uid, (list) => list.length > 0))[0]?.items).toEqual([{ id: productId, name: 'Rice', priceMinor: 8500, currency: 'GHS', quantity: 1, costMinor: 6000 }]);
      expect(await statsOf(uid)).toEqual([
        { date: '2024-08-01', revenueMinor: { GHS: 10_350 }, salesCount: 1, refundsCount: 1, costedRevenueMinor: { GHS: 7650 }, costMinor: { GHS: 6000 } },
      ]);
    });

    it('keeps the roll-ups\' costed revenue and cost equal to a rebuild from the sales and refunds', async () => {
      const { uid } = await signUpVerified();
      const day1 = new Date('2024-08-05T09:00:00Z');
      const day2 = new Date('2024-08-06T09:00:00Z');
      const sales = [
        saleOf({ id: 'sale-p1', at: day1, lines: [{ id: 'a', priceMinor: 1999, quantity: 3, costMinor: 1234 }, { id: 'b', priceMinor: 500, quantity: 1 }], discountHundredths: 7 }),
        saleOf({ id: 'sale-p2', at: new Date(day1.getTime() + 60_000), lines: [{ id: 'c', priceMinor: 350_000, quantity: 1, currency: 'NGN', costMinor: 275_050 }] }),
        saleOf({ id: 'sale-p3', at: day2, lines: [{ id: 'a', priceMinor: 1999, quantity: 2, costMinor: 1300 }, { id: 'd', priceMinor: 333, quantity: 3, costMinor: 0 }], discountType: 'percentage', discountHundredths: 1250 }),
        saleOf({ id: 'sale-p4', at: new Date(day2.getTime() + 60_000), lines: [{ id: 'b', priceMinor: 500, quantity: 2 }] }),
      ];
      for (const sale of sales) await backend.recordSale(uid, { sale, stockDecrements: [] });
      const first = refundOf('refund-p1', sales[0]!, [], [{ productId: 'a', quantity: 1 }, { productId: 'b', quantity: 1 }], new Date(day2.getTime() + 120_000));
      const second = refundOf('refund-p2', sales[2]!, [], [{ productId: 'd', quantity: 2 }], new Date(day2.getTime() + 180_000));
      for (const refund of [first, second]) await backend.recordRefund(uid, { refund });

      const stored = await statsOf(uid);
      const fromRecords = rebuilt(await salesOf(uid), await refundsOf(uid, (list) => list.length === 2));
      expect(new Map(stored.map((stat) => [stat.date, costsOf(stat)]))).toEqual(fromRecords);
      expect(fromRecords.get('2024-08-05')?.costMinor).toEqual({ GHS: 3 * 1234, NGN: 275_050 });

      // The per-day product roll-ups (best sellers) too, each product's figures in each currency.
      const products = watch<ProductDayStat[]>((next, error) => backend.subscribeProductStats(uid, '2024-08-01', next, error));
      const storedProducts = await products.until((list) => list.length === 2, 'the product roll-ups');
      products.unsubscribe();
      const productsFromRecords = rebuiltProducts(await salesOf(uid), await refundsOf(uid, (list) => list.length === 2));
      expect(byDate(storedProducts)).toEqual(byDate(productsFromRecords));
      const day2Products = productsFromRecords.find((stat) => stat.date === '2024-08-06')?.products.GHS;
      expect(day2Products?.a?.units).toBe(2 - 1);
      expect(day2Products?.d).toMatchObject({ units: 1, costMinor: 0 });
    });
  });
}
