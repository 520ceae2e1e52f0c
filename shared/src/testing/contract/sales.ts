// The Backend contract, the ledger: a sale with its stock and roll-up, once per id, all or nothing, two tills at once.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DailyStat, Sale, StockDecrement } from '../../domain/entities';
import { DAY_MS } from '../../domain/calendar';
import { stockAfterSale } from '../../domain/sale';
import type { Backend, SyncState } from '../../backend/port';
import { saleOf } from '../sale-of';
import { expectCode, productDraft, sampleSale } from './support';
import type { ContractContext } from './support';

export function salesContract<B extends Backend>(context: ContractContext<B>): void {
  const { watch, signUpVerified, productsOf, salesOf, statsOf } = context;
  let backend: B;
  beforeEach(() => {
    backend = context.backend;
  });

  describe('sales', () => {
    it('records a sale: the sale, the stock decrement and the daily roll-up, delivered live', async () => {
      const { uid } = await signUpVerified();
      const productId = await backend.addProduct(uid, productDraft({ quantity: 10, priceMinor: 1250 }));
      const sales = watch<Sale[]>((next, error) => backend.subscribeSales(uid, next, error));
      const stats = watch<DailyStat[]>((next, error) => backend.subscribeDailyStats(uid, '2024-01-01', next, error));
      await sales.until((list) => list.length === 0, 'no sales');

      const createdAt = new Date('2024-05-01T23:30:00.000Z');
      const sale = sampleSale('sale-1', createdAt, [{ productId, quantity: 3, priceMinor: 1250 }]);
      const result = await backend.recordSale(uid, { sale, stockDecrements: [{ productId, quantitySold: 3 }] });
      expect(result).toEqual({ recorded: true });

      const [stored] = await sales.until((list) => list.length === 1, 'the recorded sale');
      expect(stored).toEqual(sale);
      const [stat] = await stats.until((list) => list.length === 1, 'the roll-up');
      expect(stat).toEqual({ date: '2024-05-01', revenueMinor: { GHS: 3750 }, salesCount: 1 });
      expect((await productsOf(uid))[0]?.quantity).toBe(7);

      await backend.recordSale(uid, { sale: sampleSale('sale-2', new Date('2024-05-01T08:00:00.000Z'), [{ productId, quantity: 1, priceMinor: 10 }]), stockDecrements: [] });
      await backend.recordSale(uid, { sale: sampleSale('sale-3', new Date('2024-05-02T00:00:00.000Z'), [{ productId: 'service', quantity: 1, priceMinor: 20 }]), stockDecrements: [] });
      const after = await stats.until((list) => list.length === 2 && list[0]?.salesCount === 2, 'two days of roll-ups');
      expect(after).toEqual([
        { date: '2024-05-01', revenueMinor: { GHS: 3760 }, salesCount: 2 },
        { date: '2024-05-02', revenueMinor: { GHS: 20 }, salesCount: 1 },
      ]);
      sales.unsubscribe();
      stats.unsubscribe();
    });

    it('keeps revenue per currency in the roll-up, never summed across currencies', async () => {
      const { uid } = await signUpVerified();
      const at = new Date('2024-05-03T10:00:00.000Z');
      const cedis = sampleSale('cedi-sale', at, [{ productId: 'bundle', quantity: 1, priceMinor: 5000 }]);
      const naira = saleOf({ id: 'naira-sale', at, lines: [{ id: 'bundle', quantity: 1, priceMinor: 350_000, currency: 'NGN' }] });
      await backend.recordSale(uid, { sale: cedis, stockDecrements: [] });
      await backend.recordSale(uid, { sale: naira, stockDecrements: [] });
      await backend.recordSale(uid, { sale: { ...cedis, id: 'cedi-sale-2' }, stockDecrements: [] });
      expect(await statsOf(uid)).toEqual([{ date: '2024-05-03', revenueMinor: { GHS: 10_000, NGN: 350_000 }, salesCount: 3 }]);
    });

    it('reports nothing waiting to sync once a sale is recorded online, and only to its owner', async () => {
      const { uid } = await signUpVerified();
      await backend.recordSale(uid, { sale: sampleSale('synced', new Date('2024-05-04T10:00:00Z'), []), stockDecrements: [] });
      const sync = watch<SyncState>((next, error) => backend.subscribeSyncState(uid, next, error));
      expect(await sync.until((state) => state.waitingSales.length === 0, 'nothing waiting')).toEqual({ waitingSales: [], waitingRefunds: [], refused: [] });
      sync.unsubscribe();
      const stranger = watch<SyncState>((next, error) => backend.subscribeSyncState('someone-else', next, error));
      expect(await stranger.untilError()).toMatchObject({ code: 'permission-denied' });
      stranger.unsubscribe();
    });

    it('orders sales newest first and filters them by date', async () => {
      const { uid } = await signUpVerified();
      const base = Date.UTC(2024, 4, 10, 12);
      const times = [5, 1, 3, 0, 4, 2].map((d) => new Date(base - d * DAY_MS));
      for (const [i, at] of times.entries()) {
        await backend.recordSale(uid, { sale: sampleSale(`s${i}`, at, []), stockDecrements: [] });
      }
      const all = await salesOf(uid);
      expect(all.map((s) => s.createdAt.getTime())).toEqual([...times].map((t) => t.getTime()).sort((a, b) => b - a));

      const since = new Date(base - 2 * DAY_MS);
      const recent = watch<Sale[]>((next, error) => backend.subscribeSalesSince(uid, since, next, error));
      const list = await recent.until(() => true, 'sales since');
      expect(list.map((s) => s.createdAt.getTime())).toEqual([base, base - DAY_MS, base - 2 * DAY_MS]);

      await backend.recordSale(uid, { sale: sampleSale('late', new Date(base + 1000), []), stockDecrements: [] });
      await backend.recordSale(uid, { sale: sampleSale('old', new Date(base - 30 * DAY_MS), []), stockDecrements: [] });
      const updated = await recent.until((l) => l.length === 4, 'the new sale in the window');
      expect(updated[0]?.id).toBe('late');
      expect(updated.some((s) => s.id === 'old')).toBe(false);
      recent.unsubscribe();

      // A window with an end: on or after its start, before its end (one day, for End of Day).
      const oneDay = watch<Sale[]>((next, error) => backend.subscribeSalesSince(uid, since, next, error, new Date(base - DAY_MS)));
      const day = await oneDay.until(() => true, 'the sales of one day');
      expect(day.map((s) => s.createdAt.getTime())).toEqual([base - 2 * DAY_MS]);
      oneDay.unsubscribe();

      const page = watch<Sale[]>((next, error) => backend.subscribeSales(uid, next, error, { limit: 2 }));
      expect((await page.until(() => true, 'a page')).map((s) => s.id)).toEqual(['late', 's3']);
      page.unsubscribe();

      const stats = await statsOf(uid, '2024-05-08');
      expect(stats.map((s) => s.date)).toEqual(['2024-05-08', '2024-05-09', '2024-05-10']);
    });

    it('records a replayed sale id once and lowers the stock once', async () => {
      const { uid } = await signUpVerified();
      const productId = await backend.addProduct(uid, productDraft({ quantity: 10 }));
      const input = { sale: sampleSale('till-1-0001', new Date('2024-06-01T10:00:00Z'), [{ productId, quantity: 2, priceMinor: 500 }]), stockDecrements: [{ productId, quantitySold: 2 }] };
      expect(await backend.recordSale(uid, input)).toEqual({ recorded: true });
      expect(await backend.recordSale(uid, input)).toEqual({ recorded: false });

      expect(await salesOf(uid)).toHaveLength(1);
      expect((await productsOf(uid))[0]?.quantity).toBe(8);
      expect(await statsOf(uid)).toEqual([{ date: '2024-06-01', revenueMinor: { GHS: 1000 }, salesCount: 1 }]);
    });

    it('refuses a sale whose figures do not add up, or that no till could make, writing nothing', async () => {
      const { uid } = await signUpVerified();
      const productId = await backend.addProduct(uid, productDraft({ quantity: 10 }));
      const at = new Date('2024-06-01T10:00:00Z');
      const sound = sampleSale('forged', at, [{ productId, quantity: 2, priceMinor: 500 }]);
      const forged = [
        { ...sound, totalMinor: -12_345 },
        { ...sound, totalMinor: 100 },
        { ...sound, subtotalMinor: 100 },
        { ...sound, discountMinor: 2000, totalMinor: -1000 },
        { ...sound, changeMinor: 500 },
        { ...sound, items: [] },
        { ...sound, items: [{ ...sound.items[0]!, quantity: 1.5 }] },
        { ...sound, items: [{ ...sound.items[0]!, priceMinor: 500.1 }] },
        { ...sound, currency: 'XOF' as never },
        { ...sound, paymentMethod: 'Cheque' as never },
      ];
      for (const sale of forged) await expectCode(backend.recordSale(uid, { sale, stockDecrements: [{ productId, quantitySold: 2 }] }), 'invalid-argument');
      expect(await salesOf(uid)).toEqual([]);
      expect(await statsOf(uid)).toEqual([]);
      expect((await productsOf(uid))[0]?.quantity).toBe(10);
    });

    it('records a split payment and reads it back with its parts, once per id', async () => {
      const { uid } = await signUpVerified();
      const productId = await backend.addProduct(uid, productDraft({ quantity: 10, priceMinor: 3500 }));
      // ₵70.00 as ₵50.00 Mobile Money and ₵25.00 cash: ₵5.00 change from the cash.
      const sale = saleOf({
        id: 'split-1',
        at: new Date('2024-06-05T10:00:00Z'),
        lines: [{ id: productId, priceMinor: 3500, quantity: 2, type: 'Physical' }],
        payments: [
          { method: 'Mobile Money', minor: 5000 },
          { method: 'Cash', minor: 2500 },
        ],
      });
      const input = { sale, stockDecrements: [{ productId, quantitySold: 2 }] };
      expect(await backend.recordSale(uid, input)).toEqual({ recorded: true });
      expect(await backend.recordSale(uid, input)).toEqual({ recorded: false });

      const [stored] = await salesOf(uid);
      expect(stored).toEqual(sale);
      expect(stored?.payments).toEqual([
        { method: 'Mobile Money', minor: 5000 },
        { method: 'Cash', minor: 2500 },
      ]);
      expect(stored).toMatchObject({ paymentMethod: 'Mobile Money', tenderedMinor: 7500, changeMinor: 500 });
      expect((await productsOf(uid))[0]?.quantity).toBe(8);
      expect(await statsOf(uid)).toEqual([{ date: '2024-06-05', revenueMinor: { GHS: 7000 }, salesCount: 1 }]);

      const single = sampleSale('one-method', new Date('2024-06-05T11:00:00Z'), [{ productId: 'service', quantity: 1, priceMinor: 500 }]);
      await backend.recordSale(uid, { sale: single, stockDecrements: [] });
      expect((await salesOf(uid)).find((s) => s.id === 'one-method')).not.toHaveProperty('payments');
    });

    it('refuses a split payment that does not add up, writing nothing', async () => {
      const { uid } = await signUpVerified();
      const productId = await backend.addProduct(uid, productDraft({ quantity: 10, priceMinor: 3500 }));
      const sound = saleOf({
        id: 'forged-split',
        at: new Date('2024-06-05T10:00:00Z'),
        lines: [{ id: productId, priceMinor: 3500, quantity: 2, type: 'Physical' }],
        payments: [
          { method: 'Mobile Money', minor: 5000 },
          { method: 'Cash', minor: 2500 },
        ],
      });
      const forged: Sale[] = [
        // One part is not a split.
        { ...sound, payments: [{ method: 'Cash', minor: 7500 }], paymentMethod: 'Cash' },
        // Parts that do not sum to the tendered amount.
        { ...sound, payments: [{ method: 'Mobile Money', minor: 5000 }, { method: 'Cash', minor: 3000 }] },
        // Parts short of the total.
        { ...sound, payments: [{ method: 'Mobile Money', minor: 4000 }, { method: 'Cash', minor: 2000 }], tenderedMinor: 6000, changeMinor: 0 },
        // Change given from mobile money.
        { ...sound, payments: [{ method: 'Mobile Money', minor: 7400 }, { method: 'Cash', minor: 100 }] },
        // A part of 0, and a part by an unlisted method.
        { ...sound, payments: [{ method: 'Mobile Money', minor: 7500 }, { method: 'Cash', minor: 0 }] },
        { ...sound, payments: [{ method: 'Mobile Money', minor: 5000 }, { method: 'IOU' as never, minor: 2500 }] },
        // The method is not the largest part's.
        { ...sound, paymentMethod: 'Cash' },
        // Payments on a sale said to be paid by one method.
        { ...sound, payments: null as never },
      ];
      for (const sale of forged) await expectCode(backend.recordSale(uid, { sale, stockDecrements: [{ productId, quantitySold: 2 }] }), 'invalid-argument');
      expect(await salesOf(uid)).toEqual([]);
      expect(await statsOf(uid)).toEqual([]);
      expect((await productsOf(uid))[0]?.quantity).toBe(10);
    });

    it('writes nothing when any part of a sale fails', async () => {
      const { uid } = await signUpVerified();
      const productId = await backend.addProduct(uid, productDraft({ quantity: 10 }));
      const decrements: StockDecrement[] = [
        { productId, quantitySold: 1 },
        { productId: 'no-such-product', quantitySold: 1 },
      ];
      const sale = sampleSale('half-way', new Date('2024-06-01T10:00:00Z'), [{ productId, quantity: 1, priceMinor: 500 }]);
      await expectCode(backend.recordSale(uid, { sale, stockDecrements: decrements }), 'not-found');

      expect(await salesOf(uid)).toEqual([]);
      expect(await statsOf(uid)).toEqual([]);
      expect((await productsOf(uid))[0]?.quantity).toBe(10);
    });

    it('keeps both decrements when two tills sell the same product at once', async () => {
      const { uid } = await signUpVerified();
      const productId = await backend.addProduct(uid, productDraft({ quantity: 10 }));
      const at = new Date('2024-06-02T09:00:00Z');
      const results = await Promise.all([
        backend.recordSale(uid, { sale: sampleSale('till-a', at, [{ productId, quantity: 3, priceMinor: 100 }]), stockDecrements: [{ productId, quantitySold: 3 }] }),
        backend.recordSale(uid, { sale: sampleSale('till-b', at, [{ productId, quantity: 4, priceMinor: 100 }]), stockDecrements: [{ productId, quantitySold: 4 }] }),
      ]);
      expect(results).toEqual([{ recorded: true }, { recorded: true }]);
      expect((await productsOf(uid))[0]?.quantity).toBe(3);
      expect(await salesOf(uid)).toHaveLength(2);
      expect(await statsOf(uid)).toEqual([{ date: '2024-06-02', revenueMinor: { GHS: 700 }, salesCount: 2 }]);
    });

    it('lets two tills selling the last unit take the stock below zero, as the domain says', async () => {
      const { uid } = await signUpVerified();
      const productId = await backend.addProduct(uid, productDraft({ quantity: 1 }));
      const at = new Date('2024-06-03T09:00:00Z');
      const sell = (id: string) => backend.recordSale(uid, { sale: sampleSale(id, at, [{ productId, quantity: 1, priceMinor: 200 }]), stockDecrements: [{ productId, quantitySold: 1 }] });
      expect(await Promise.all([sell('till-a-last'), sell('till-b-last')])).toEqual([{ recorded: true }, { recorded: true }]);
      expect((await productsOf(uid))[0]?.quantity).toBe(stockAfterSale(stockAfterSale(1, 1), 1));
      expect((await productsOf(uid))[0]?.quantity).toBe(-1);
    });
  });
}
