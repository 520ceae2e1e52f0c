// The Backend contract, refunds: linked to their sale, the units back in stock by movement, the
// money off the day's roll-up; once per id, never more than was sold, two tills at once.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DailyStat, Refund, Sale, StockMovement } from '../../domain/entities';
import { buildRefund } from '../../domain/refund';
import type { ReturnedUnits } from '../../domain/refund';
import type { Backend } from '../../backend/port';
import { saleOf } from '../sale-of';
import { expectCode, productDraft } from './support';
import type { ContractContext } from './support';

const SOLD_AT = new Date('2024-06-01T09:00:00.000Z');
const REFUNDED_AT = new Date('2024-06-02T10:00:00.000Z');

function refundOf(id: string, sale: Sale, earlier: readonly Refund[], returning: ReturnedUnits[], now = REFUNDED_AT): Refund {
  const built = buildRefund({ id, sale, earlier, returning, paymentMethod: 'Cash', reason: 'Damaged', now });
  if (!built.ok) throw new Error(built.error);
  return built.refund;
}

export function refundsContract<B extends Backend>(context: ContractContext<B>): void {
  const { watch, signUpVerified, productsOf, statsOf, helpers } = context;
  let backend: B;
  beforeEach(() => {
    backend = context.backend;
  });

  /** A shop with a Physical product (10 in stock) and a ₵180 sale of 2 of it and 3 vouchers, 10 % off. */
  async function shopWithSale() {
    const { uid } = await signUpVerified();
    const productId = await backend.addProduct(uid, productDraft({ name: 'Rice', quantity: 10, priceMinor: 8500 }));
    const sale = saleOf({
      id: 'sale-r1',
      at: SOLD_AT,
      lines: [
        { id: productId, name: 'Rice', priceMinor: 8500, quantity: 2, type: 'Physical' },
        { id: 'voucher', name: 'Voucher', priceMinor: 1000, quantity: 3 },
      ],
      discountType: 'percentage',
      discountHundredths: 1000,
    });
    await backend.recordSale(uid, { sale, stockDecrements: [{ productId, quantitySold: 2 }] });
    return { uid, productId, sale };
  }

  describe('refunds', () => {
    it('records a refund of nothing: the units of free goods back, no money, one refund more on the day', async () => {
      const { uid } = await signUpVerified();
      const productId = await backend.addProduct(uid, productDraft({ name: 'Sample sachet', quantity: 10, priceMinor: 0 }));
      const sale = saleOf({ id: 'sale-free', at: SOLD_AT, lines: [{ id: productId, name: 'Sample sachet', priceMinor: 0, quantity: 2, type: 'Physical' }] });
      await backend.recordSale(uid, { sale, stockDecrements: [{ productId, quantitySold: 2 }] });
      const refund = refundOf('refund-free', sale, [], [{ productId, quantity: 2 }]);
      expect(refund.amountMinor).toBe(0);
      expect(await backend.recordRefund(uid, { refund })).toEqual({ recorded: true });
      expect((await productsOf(uid))[0]?.quantity).toBe(10);
      expect(await statsOf(uid)).toEqual([
        { date: '2024-06-01', revenueMinor: { GHS: 0 }, salesCount: 1 },
        { date: '2024-06-02', revenueMinor: { GHS: 0 }, salesCount: 0, refundsCount: 1 },
      ]);
    });

    it('records a refund: linked to its sale, units back in stock by movement, money off the day it is given', async () => {
      const { uid, productId, sale } = await shopWithSale();
      const refunds = watch<Refund[]>((next, error) => backend.subscribeRefunds(uid, next, error));
      await refunds.until((list) => list.length === 0, 'no refunds');
      const refund = refundOf('refund-1', sale, [], [{ productId, quantity: 1 }, { productId: 'voucher', quantity: 1 }]);
      expect(refund.amountMinor).toBe(8550);

      expect(await backend.recordRefund(uid, { refund })).toEqual({ recorded: true });
      expect(await refunds.until((list) => list.length === 1, 'the refund')).toEqual([refund]);
      refunds.unsubscribe();
      expect((await productsOf(uid))[0]?.quantity).toBe(9);
      expect(await statsOf(uid)).toEqual([
        { date: '2024-06-01', revenueMinor: { GHS: 18_000 }, salesCount: 1 },
        { date: '2024-06-02', revenueMinor: { GHS: -8550 }, salesCount: 0, refundsCount: 1 },
      ]);
      const history = watch<StockMovement[]>((next, error) => backend.subscribeStockMovements(uid, productId, next, error));
      const [back] = await history.until((list) => list.length === 2, 'the refund movement');
      expect(back).toEqual({ id: `refund-1_${productId}`, productId, change: 1, reason: 'refund', counted: null, saleId: sale.id, refundId: 'refund-1', createdAt: REFUNDED_AT });
      history.unsubscribe();

      const ofSale = watch<Refund[]>((next, error) => backend.subscribeSaleRefunds(uid, sale.id, next, error));
      expect(await ofSale.until((list) => list.length === 1, 'the sale\'s refund')).toEqual([refund]);
      ofSale.unsubscribe();
      const since = watch<Refund[]>((next, error) => backend.subscribeRefundsSince(uid, new Date('2024-06-03T00:00:00Z'), next, error));
      expect(await since.until(() => true, 'refunds since')).toEqual([]);
      since.unsubscribe();
      const day = watch<Refund[]>((next, error) => backend.subscribeRefundsSince(uid, new Date('2024-06-02T00:00:00Z'), next, error, new Date('2024-06-03T00:00:00Z')));
      expect(await day.until(() => true, 'the refunds of one day')).toEqual([refund]);
      day.unsubscribe();
      const before = watch<Refund[]>((next, error) => backend.subscribeRefundsSince(uid, new Date('2024-06-01T00:00:00Z'), next, error, REFUNDED_AT));
      expect(await before.until(() => true, 'no refund before its time')).toEqual([]);
      before.unsubscribe();
    });

    it('records a replayed refund once', async () => {
      const { uid, productId, sale } = await shopWithSale();
      const refund = refundOf('refund-replay', sale, [], [{ productId, quantity: 2 }]);
      await backend.recordRefund(uid, { refund });
      expect(await backend.recordRefund(uid, { refund })).toEqual({ recorded: false });
      expect((await productsOf(uid))[0]?.quantity).toBe(10);
      const stat = (await statsOf(uid)).find((s: DailyStat) => s.date === '2024-06-02');
      expect(stat).toMatchObject({ refundsCount: 1 });
    });

    it('never gives back more than was sold, across partial refunds', async () => {
      const { uid, productId, sale } = await shopWithSale();
      const first = refundOf('refund-a', sale, [], [{ productId, quantity: 1 }]);
      await backend.recordRefund(uid, { refund: first });
      // A till that had not seen the first refund asks for both units: one is left.
      await expectCode(backend.recordRefund(uid, { refund: refundOf('refund-stale', sale, [], [{ productId, quantity: 2 }]) }), 'failed-precondition');
      const tillOne = refundOf('refund-b', sale, [first], [{ productId, quantity: 1 }]);
      await backend.recordRefund(uid, { refund: tillOne });
      expect((await productsOf(uid))[0]?.quantity).toBe(10);
      // The rest of the sale (the vouchers) can still go back, and then nothing is left.
      const rest = refundOf('refund-d', sale, [first, tillOne], [{ productId: 'voucher', quantity: 3 }]);
      await backend.recordRefund(uid, { refund: rest });
      expect(first.amountMinor + tillOne.amountMinor + rest.amountMinor).toBe(18_000);
      await expectCode(backend.recordRefund(uid, { refund: refundOf('refund-e', sale, [], [{ productId: 'voucher', quantity: 1 }]) }), 'failed-precondition');
    });

    const racing = helpers.isolatesTransactions === false ? it.skip : it;
    // Skipped on the Firestore stand-in, whose transactions are not isolated (ContractHelpers.isolatesTransactions).
    racing('gives the last unit back once when two tills refund it at the same moment', async () => {
      const { uid, productId, sale } = await shopWithSale();
      const first = refundOf('refund-g', sale, [], [{ productId, quantity: 1 }]);
      await backend.recordRefund(uid, { refund: first });
      const tillOne = refundOf('refund-h', sale, [first], [{ productId, quantity: 1 }]);
      const tillTwo = refundOf('refund-i', sale, [first], [{ productId, quantity: 1 }]);
      const results = await Promise.allSettled([backend.recordRefund(uid, { refund: tillOne }), backend.recordRefund(uid, { refund: tillTwo })]);
      // A backend that judges the refund as it is written refuses the later till at once; one whose
      // server judges it after the write (Firebase: functions/README.md, 'A refund') records both
      // and refuses the later one there, where it moves nothing and is listed nowhere.
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refused.length).toBeLessThanOrEqual(1);
      for (const r of refused) expect(r.reason).toMatchObject({ code: 'failed-precondition' });
      expect((await productsOf(uid))[0]?.quantity).toBe(10);
      const listed = watch<Refund[]>((next, error) => backend.subscribeSaleRefunds(uid, sale.id, next, error));
      const ids = (await listed.until((list) => list.length >= 2, 'the refunds that count')).map((r) => r.id);
      listed.unsubscribe();
      expect(ids).toHaveLength(2);
      expect(ids.filter((id) => id === tillOne.id || id === tillTwo.id)).toHaveLength(1);
    });

    it('refuses a forged refund, one of no sale and one for another owner, writing nothing', async () => {
      const { uid, productId, sale } = await shopWithSale();
      const honest = refundOf('refund-f', sale, [], [{ productId, quantity: 1 }]);
      await expectCode(backend.recordRefund(uid, { refund: { ...honest, amountMinor: 18_000 } }), 'invalid-argument');
      await expectCode(backend.recordRefund(uid, { refund: { ...honest, items: [{ ...honest.items[0]!, priceMinor: 50_000 }] } }), 'invalid-argument');
      await expectCode(backend.recordRefund(uid, { refund: { ...honest, id: '' } }), 'invalid-argument');
      await expectCode(backend.recordRefund(uid, { refund: { ...honest, saleId: 'no-such-sale' } }), 'not-found');
      await expectCode(backend.recordRefund('someone-else', { refund: honest }), 'permission-denied');
      expect((await productsOf(uid))[0]?.quantity).toBe(8);
      expect((await statsOf(uid)).map((s) => s.date)).toEqual(['2024-06-01']);
    });
  });
}
