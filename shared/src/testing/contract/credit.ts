// The Backend contract, selling on credit (docs/product-rules.md, 'Credit'): a credit sale, a
// repayment and a refund of a credit sale each move the customer's balance by exactly their amount,
// once per id, in the same write as the record or, where a server derives it (Firebase), once the
// server has judged the record (the one-shot reads below wait for it: `settled`); the limit and
// the balance are checked on what is stored, so two tills at once never pass them; and the stored
// balances always equal what the records that count rebuild (credit.ts, accountBalances).
import { beforeEach, describe, expect, it } from 'vitest';
import { accountBalances } from '../../domain/credit';
import type { AccountRecords } from '../../domain/credit';
import type { RefusedRecord } from '../../domain/refused-records';
import type { Customer, CustomerBalance, Refund, Repayment, Sale, SaleCustomer } from '../../domain/entities';
import { buildRefund } from '../../domain/refund';
import type { ReturnedUnits } from '../../domain/refund';
import type { Backend } from '../../backend/port';
import { saleOf } from '../sale-of';
import { expectCode, productDraft } from './support';
import type { ContractContext } from './support';

const SOLD_AT = new Date('2024-06-01T09:00:00.000Z');
const DUE_ON = '2024-07-01';
const RICE_MINOR = 8500;

const byAccount = (list: readonly CustomerBalance[]) => [...list].sort((a, b) => `${a.customerId}_${a.currency}`.localeCompare(`${b.customerId}_${b.currency}`));

export function creditContract<B extends Backend>(context: ContractContext<B>): void {
  const { watch, signUpVerified, productsOf, salesOf, statsOf, helpers } = context;
  let backend: B;
  beforeEach(() => {
    backend = context.backend;
  });
  const racing = helpers.isolatesTransactions === false ? it.skip : it;

  async function balancesOf(uid: string): Promise<CustomerBalance[]> {
    await helpers.settled?.(uid);
    const observed = watch<CustomerBalance[]>((next, error) => backend.subscribeBalances(uid, next, error));
    const balances = await observed.until(() => true, 'the balances');
    observed.unsubscribe();
    return byAccount(balances);
  }

  async function recordsOf(uid: string, customerId: string | null): Promise<AccountRecords> {
    await helpers.settled?.(uid);
    const observed = watch<AccountRecords>((next, error) => backend.subscribeAccountRecords(uid, customerId, next, error));
    const records = await observed.until(() => true, 'the account records');
    observed.unsubscribe();
    return records;
  }

  async function customersOf(uid: string): Promise<Customer[]> {
    const observed = watch<Customer[]>((next, error) => backend.subscribeCustomers(uid, next, error));
    const customers = await observed.until(() => true, 'the customers');
    observed.unsubscribe();
    return customers;
  }

  /** A shop with Rice (10 in stock, ₵85) and Kofi, whose limit is `limitMinor` (none when null). */
  async function shopWithCustomer(limitMinor: number | null = null) {
    const { uid } = await signUpVerified();
    const productId = await backend.addProduct(uid, productDraft({ name: 'Rice', quantity: 10, priceMinor: RICE_MINOR }));
    const customerId = await backend.addCustomer(uid, { name: 'Kofi Boateng', email: '', phone: '', creditLimitMinor: limitMinor });
    const kofi: SaleCustomer = { id: customerId, name: 'Kofi Boateng' };
    /** A sale of `quantity` Rice to `customer` with `paidMinor` paid now, the rest on account (paid in full: no credit). */
    const sell = (id: string, quantity: number, paidMinor: number, { customer = kofi, at = SOLD_AT, credit = true }: { customer?: SaleCustomer; at?: Date; credit?: boolean } = {}) =>
      saleOf({ id, at, customer, tenderedMinor: paidMinor, credit: credit ? { dueOn: DUE_ON } : null, lines: [{ id: productId, name: 'Rice', priceMinor: RICE_MINOR, quantity, type: 'Physical' }] });
    const record = (sale: Sale) => backend.recordSale(uid, { sale, stockDecrements: [{ productId, quantitySold: sale.items[0]!.quantity }] });
    return { uid, productId, kofi, sell, record };
  }

  function repaymentOf(id: string, customer: SaleCustomer, amountMinor: number, at = new Date('2024-06-05T10:00:00.000Z'), currency: Repayment['currency'] = 'GHS'): Repayment {
    return { id, customer, amountMinor, currency, method: 'Cash', createdAt: at };
  }

  function refundOf(id: string, sale: Sale, earlier: readonly Refund[], returning: ReturnedUnits[], balanceMinor: number, now = new Date('2024-06-10T10:00:00.000Z')): Refund {
    const built = buildRefund({ id, sale, earlier, returning, paymentMethod: 'Cash', reason: 'Damaged', now, balanceMinor });
    if (!built.ok) throw new Error(built.error);
    return built.refund;
  }

  describe('selling on credit', () => {
    it('keeps a customer\'s credit limit in minor units, and lifts it', async () => {
      const { uid, kofi } = await shopWithCustomer(25_050);
      expect((await customersOf(uid)).find((c) => c.id === kofi.id)).toMatchObject({ name: 'Kofi Boateng', creditLimitMinor: 25_050 });
      await backend.updateCustomer(uid, kofi.id, { creditLimitMinor: null });
      expect((await customersOf(uid)).find((c) => c.id === kofi.id)?.creditLimitMinor ?? null).toBeNull();
    });

    it('records a part-paid credit sale: the balance moves by exactly what is owed, and the sale is in the account records', async () => {
      const { uid, kofi, sell, record } = await shopWithCustomer();
      const balances = watch<CustomerBalance[]>((next, error) => backend.subscribeBalances(uid, next, error));
      await balances.until((list) => list.length === 0, 'no balances');
      const sale = sell('credit-1', 2, 5000);
      expect(sale.credit).toEqual({ owedMinor: 12_000, dueOn: DUE_ON });

      expect(await record(sale)).toEqual({ recorded: true });
      expect(await balances.until((list) => list.length === 1, 'the balance')).toEqual([{ customerId: kofi.id, currency: 'GHS', balanceMinor: 12_000 }]);
      balances.unsubscribe();
      expect(await salesOf(uid)).toEqual([sale]);
      expect(await recordsOf(uid, kofi.id)).toEqual({ sales: [sale], repayments: [], refunds: [] });
      expect(await recordsOf(uid, null)).toEqual({ sales: [sale], repayments: [], refunds: [] });
      expect(await recordsOf(uid, 'someone-unknown')).toEqual({ sales: [], repayments: [], refunds: [] });
      // Stock and revenue as for any sale: revenue is the sale's total.
      expect((await productsOf(uid))[0]?.quantity).toBe(8);
      expect(await statsOf(uid)).toEqual([{ date: '2024-06-01', revenueMinor: { GHS: 17_000 }, salesCount: 1 }]);
    });

    it('records a credit sale with nothing paid now, or part paid by a split payment', async () => {
      const { uid, kofi, productId, record } = await shopWithCustomer();
      const line = { id: productId, name: 'Rice', priceMinor: RICE_MINOR, quantity: 1, type: 'Physical' as const };
      const nothingPaid = saleOf({ id: 'credit-none', at: SOLD_AT, customer: kofi, credit: { dueOn: DUE_ON }, lines: [line] });
      const split = saleOf({ id: 'credit-split', at: new Date('2024-06-01T10:00:00.000Z'), customer: kofi, credit: { dueOn: '2024-06-15' }, payments: [{ method: 'Cash', minor: 1000 }, { method: 'Mobile Money', minor: 2000 }], lines: [line] });
      expect(split.credit?.owedMinor).toBe(5500);
      await record(nothingPaid);
      await record(split);
      expect(await balancesOf(uid)).toEqual([{ customerId: kofi.id, currency: 'GHS', balanceMinor: 8500 + 5500 }]);
      expect((await recordsOf(uid, kofi.id)).sales).toEqual([nothingPaid, split]);
    });

    it('moves no balance for a sale paid in full, even to a customer', async () => {
      const { uid, kofi, sell, record } = await shopWithCustomer(0);
      const paid = sell('paid-in-full', 1, 10_000, { credit: false });
      expect(paid.credit).toBeUndefined();
      expect(await record(paid)).toEqual({ recorded: true });
      expect(await salesOf(uid)).toEqual([paid]);
      expect(await balancesOf(uid)).toEqual([]);
      expect(await recordsOf(uid, kofi.id)).toEqual({ sales: [], repayments: [], refunds: [] });
      expect(await recordsOf(uid, null)).toEqual({ sales: [], repayments: [], refunds: [] });
    });

    it('refuses a credit sale past the customer\'s limit, writing nothing: no sale, no stock, no roll-up, the balance kept', async () => {
      const { uid, kofi, sell, record } = await shopWithCustomer(10_000);
      await record(sell('within', 1, 2500)); // owes 6000
      const past = sell('past-limit', 1, 3500); // 5000 more: 11 000 > 10 000
      // Refused at the write where the write is judged, or where the till's check read the balance
      // before the server had derived 'within', by the server once it arrives (Firebase): either
      // way it counts nowhere, and one the server refused is flagged for the owner.
      const refusedAtTill = await record(past).then(
        () => false,
        (error: unknown) => {
          expect(error).toMatchObject({ code: 'failed-precondition' });
          return true;
        },
      );
      expect((await salesOf(uid)).map((s) => s.id)).toEqual(['within']);
      const flagged = watch<RefusedRecord[]>((next, error) => backend.subscribeRefusedRecords(uid, new Date(0), next, error));
      const listed = await flagged.until(() => true, 'the refused records');
      flagged.unsubscribe();
      expect(listed.map((r) => (r.kind === 'sale' ? `${r.sale.id} ${r.refusal.code}` : r.kind))).toEqual(refusedAtTill ? [] : ['past-limit over-credit-limit']);
      expect((await productsOf(uid))[0]?.quantity).toBe(9);
      expect(await statsOf(uid)).toEqual([{ date: '2024-06-01', revenueMinor: { GHS: 8500 }, salesCount: 1 }]);
      expect(await balancesOf(uid)).toEqual([{ customerId: kofi.id, currency: 'GHS', balanceMinor: 6000 }]);
      expect((await recordsOf(uid, kofi.id)).sales.map((s) => s.id)).toEqual(['within']);
      // Up to the limit exactly is allowed.
      expect(await record(sell('to-the-limit', 1, 4500))).toEqual({ recorded: true });
      expect(await balancesOf(uid)).toEqual([{ customerId: kofi.id, currency: 'GHS', balanceMinor: 10_000 }]);
    });

    it('records the same credit sale once: the balance moves once', async () => {
      const { uid, kofi, sell, record } = await shopWithCustomer();
      const sale = sell('credit-replay', 1, 500);
      expect(await record(sale)).toEqual({ recorded: true });
      expect(await record(sale)).toEqual({ recorded: false });
      expect(await balancesOf(uid)).toEqual([{ customerId: kofi.id, currency: 'GHS', balanceMinor: 8000 }]);
      expect((await recordsOf(uid, null)).sales).toEqual([sale]);
      expect((await productsOf(uid))[0]?.quantity).toBe(9);
    });

    racing('lets only one of two credit sales at once pass the limit', async () => {
      const { uid, kofi, sell, record } = await shopWithCustomer(10_000);
      const results = await Promise.allSettled([record(sell('till-a', 1, 2500)), record(sell('till-b', 1, 2500))]);
      // The later one is refused at the write where the write is judged (the embedded backend), or
      // by the server once it arrives (Firebase: it moves nothing and is off the sales lists).
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refused.length).toBeLessThanOrEqual(1);
      for (const r of refused) expect(r.reason).toMatchObject({ code: 'failed-precondition' });
      expect(await balancesOf(uid)).toEqual([{ customerId: kofi.id, currency: 'GHS', balanceMinor: 6000 }]);
      expect(await salesOf(uid)).toHaveLength(1);
      expect((await productsOf(uid))[0]?.quantity).toBe(9);
    });
  });

  describe('repayments', () => {
    it('takes a repayment off the balance once, even sent twice, and lists it', async () => {
      const { uid, kofi, sell, record } = await shopWithCustomer();
      await record(sell('credit-1', 2, 5000)); // owes 12 000
      const repayment = repaymentOf('pay-1', kofi, 5000);
      expect(await backend.recordRepayment(uid, { repayment })).toEqual({ recorded: true });
      expect(await backend.recordRepayment(uid, { repayment })).toEqual({ recorded: false });
      expect(await balancesOf(uid)).toEqual([{ customerId: kofi.id, currency: 'GHS', balanceMinor: 7000 }]);
      expect((await recordsOf(uid, kofi.id)).repayments).toEqual([repayment]);
      expect((await recordsOf(uid, null)).repayments).toEqual([repayment]);
      // Paid off to the last cedi: the account stays, at 0.
      await backend.recordRepayment(uid, { repayment: repaymentOf('pay-2', kofi, 7000, new Date('2024-06-06T10:00:00.000Z')) });
      expect(await balancesOf(uid)).toEqual([{ customerId: kofi.id, currency: 'GHS', balanceMinor: 0 }]);
      expect((await recordsOf(uid, kofi.id)).repayments.map((r) => r.id)).toEqual(['pay-1', 'pay-2']);
    });

    it('lists the repayments of a stretch of time, oldest first, for End of Day', async () => {
      const { uid, kofi, sell, record } = await shopWithCustomer();
      await record(sell('credit-1', 2, 5000)); // owes 12 000
      const day = (hour: number, date = '2024-06-05') => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00.000Z`);
      for (const [id, at] of [['before', day(23, '2024-06-04')], ['morning', day(8)], ['evening', day(20)], ['next-day', day(0, '2024-06-06')]] as const) {
        await backend.recordRepayment(uid, { repayment: repaymentOf(id, kofi, 1000, at) });
      }
      const observed = watch<Repayment[]>((next, error) => backend.subscribeRepaymentsSince(uid, day(0), next, error, day(0, '2024-06-06')));
      const list = await observed.until((repayments) => repayments.length === 2, 'the day\'s repayments');
      observed.unsubscribe();
      expect(list.map((r) => r.id)).toEqual(['morning', 'evening']);
    });

    it('refuses a repayment above the balance, or in a currency not owed, writing nothing', async () => {
      const { uid, kofi, sell, record } = await shopWithCustomer();
      await record(sell('credit-1', 1, 0)); // owes 8500
      await expectCode(backend.recordRepayment(uid, { repayment: repaymentOf('too-much', kofi, 8501) }), 'failed-precondition');
      await expectCode(backend.recordRepayment(uid, { repayment: repaymentOf('naira', kofi, 100, undefined, 'NGN') }), 'failed-precondition');
      await expectCode(backend.recordRepayment(uid, { repayment: repaymentOf('zero', kofi, 0) }), 'invalid-argument');
      await expectCode(backend.recordRepayment(uid, { repayment: repaymentOf('', kofi, 100) }), 'invalid-argument');
      await expectCode(backend.recordRepayment(uid, { repayment: { ...repaymentOf('cheque', kofi, 100), method: 'Cheque' as Repayment['method'] } }), 'invalid-argument');
      expect(await balancesOf(uid)).toEqual([{ customerId: kofi.id, currency: 'GHS', balanceMinor: 8500 }]);
      expect((await recordsOf(uid, null)).repayments).toEqual([]);
      // The id of a refused repayment is still free.
      expect(await backend.recordRepayment(uid, { repayment: repaymentOf('too-much', kofi, 8500) })).toEqual({ recorded: true });
    });

    racing('lets exactly one of two repayments at once that together pass the balance count', async () => {
      const { uid, kofi, sell, record } = await shopWithCustomer();
      await record(sell('credit-1', 2, 5000)); // owes 12 000
      const results = await Promise.allSettled([
        backend.recordRepayment(uid, { repayment: repaymentOf('till-a', kofi, 7000) }),
        backend.recordRepayment(uid, { repayment: repaymentOf('till-b', kofi, 7000) }),
      ]);
      // Where the write itself is judged (the embedded backend), the later one is refused there;
      // where a server judges what tills wrote (Firebase: functions/README.md), both tills write
      // theirs and the server refuses the later one once it arrives: it moves nothing and counts in
      // no record. Either way, once settled, the balance never fell below 0 and exactly one counts.
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refused.length).toBeLessThanOrEqual(1);
      for (const r of refused) expect(r.reason).toMatchObject({ code: 'failed-precondition' });
      expect(await balancesOf(uid)).toEqual([{ customerId: kofi.id, currency: 'GHS', balanceMinor: 5000 }]);
      const records = await recordsOf(uid, kofi.id);
      expect(records.repayments).toHaveLength(1);
      expect(accountBalances(records)).toEqual([{ customerId: kofi.id, currency: 'GHS', balanceMinor: 5000 }]);
      // The one the server refused is flagged for the owner, in words; one refused at the write never was written.
      const flagged = watch<RefusedRecord[]>((next, error) => backend.subscribeRefusedRecords(uid, new Date(0), next, error));
      const listed = await flagged.until(() => true, 'the refused records');
      flagged.unsubscribe();
      expect(listed.map((r) => (r.kind === 'repayment' ? r.refusal.code : r.kind))).toEqual(refused.length === 1 ? [] : ['over-balance']);
    });
  });

  describe('refunds of credit sales', () => {
    it('takes what the refund is owed off the balance before handing anything back', async () => {
      const { uid, productId, kofi, sell, record } = await shopWithCustomer();
      const sale = sell('credit-1', 2, 5000); // 17 000, owes 12 000
      await record(sale);
      const first = refundOf('refund-1', sale, [], [{ productId, quantity: 1 }], 12_000);
      expect(first).toMatchObject({ amountMinor: 8500, creditMinor: 8500 });
      expect(await backend.recordRefund(uid, { refund: first })).toEqual({ recorded: true });
      expect(await backend.recordRefund(uid, { refund: first })).toEqual({ recorded: false });
      expect(await balancesOf(uid)).toEqual([{ customerId: kofi.id, currency: 'GHS', balanceMinor: 3500 }]);
      expect(await recordsOf(uid, kofi.id)).toEqual({ sales: [sale], repayments: [], refunds: [first] });

      // The second unit: only the 3500 still owed comes off the account; 5000 goes back.
      const second = refundOf('refund-2', sale, [first], [{ productId, quantity: 1 }], 3500, new Date('2024-06-11T10:00:00.000Z'));
      expect(second).toMatchObject({ amountMinor: 8500, creditMinor: 3500 });
      await backend.recordRefund(uid, { refund: second });
      expect(await balancesOf(uid)).toEqual([{ customerId: kofi.id, currency: 'GHS', balanceMinor: 0 }]);
      expect((await recordsOf(uid, null)).refunds).toEqual([first, second]);
      expect((await productsOf(uid))[0]?.quantity).toBe(10);
    });

    it('refuses a refund built on a balance that has moved since, writing nothing', async () => {
      const { uid, productId, kofi, sell, record } = await shopWithCustomer();
      const sale = sell('credit-1', 2, 5000); // owes 12 000
      await record(sale);
      const stale = refundOf('refund-stale', sale, [], [{ productId, quantity: 1 }], 12_000); // takes 8500 off
      await backend.recordRepayment(uid, { repayment: repaymentOf('pay-1', kofi, 10_000) }); // 2000 left
      await expectCode(backend.recordRefund(uid, { refund: stale }), 'failed-precondition');
      expect(await balancesOf(uid)).toEqual([{ customerId: kofi.id, currency: 'GHS', balanceMinor: 2000 }]);
      expect((await productsOf(uid))[0]?.quantity).toBe(8);
      const fresh = refundOf('refund-stale', sale, [], [{ productId, quantity: 1 }], 2000);
      expect(fresh.creditMinor).toBe(2000);
      expect(await backend.recordRefund(uid, { refund: fresh })).toEqual({ recorded: true });
      expect(await balancesOf(uid)).toEqual([{ customerId: kofi.id, currency: 'GHS', balanceMinor: 0 }]);
    });

    it('leaves the balance alone for a refund of a sale paid in full', async () => {
      const { uid, productId, kofi, sell, record } = await shopWithCustomer();
      await record(sell('credit-1', 1, 0)); // owes 8500
      const paid = sell('paid', 1, 8500, { credit: false });
      await record(paid);
      const refund = refundOf('refund-paid', paid, [], [{ productId, quantity: 1 }], 8500);
      expect(refund.creditMinor).toBeUndefined();
      await backend.recordRefund(uid, { refund });
      expect(await balancesOf(uid)).toEqual([{ customerId: kofi.id, currency: 'GHS', balanceMinor: 8500 }]);
      expect((await recordsOf(uid, kofi.id)).refunds).toEqual([]);
    });
  });

  describe('balances', () => {
    it('always equal what the account records rebuild, after sales, repayments and refunds of two customers in two currencies', async () => {
      const { uid, productId, kofi, sell, record } = await shopWithCustomer();
      const ngoziId = await backend.addCustomer(uid, { name: 'Ngozi Okafor', email: '', phone: '' });
      const ngozi: SaleCustomer = { id: ngoziId, name: 'Ngozi Okafor' };
      const at = (day: number, hour = 9) => new Date(Date.UTC(2024, 5, day, hour));
      const naira = (id: string, when: Date, paidMinor: number) =>
        saleOf({ id, at: when, customer: ngozi, tenderedMinor: paidMinor, credit: { dueOn: DUE_ON }, lines: [{ id: 'delivery', name: 'Delivery', priceMinor: 250_000, quantity: 1, currency: 'NGN' }] });
      const naira1 = naira('naira-1', at(1), 50_000); // Ngozi owes ₦2000 (200 000)
      const kofi1 = sell('kofi-1', 2, 0, { at: at(2) }); // Kofi owes 17 000
      const ngoziCedis = sell('ngozi-1', 1, 1000, { customer: ngozi, at: at(3) }); // Ngozi owes 7500 in cedis
      await record(kofi1);
      await record(ngoziCedis);
      await backend.recordSale(uid, { sale: naira1, stockDecrements: [] });
      await record(sell('paid-in-full', 1, 8500, { at: at(3, 12), credit: false }));
      await backend.recordRepayment(uid, { repayment: repaymentOf('kofi-pay-1', kofi, 4000, at(4)) });
      await backend.recordRepayment(uid, { repayment: repaymentOf('ngozi-pay-1', ngozi, 100_000, at(4, 10), 'NGN') });
      const refund = refundOf('kofi-refund', kofi1, [], [{ productId, quantity: 1 }], 13_000, at(5));
      expect(refund.creditMinor).toBe(8500);
      await backend.recordRefund(uid, { refund });

      // Two tills at once: a sale and a repayment for Kofi, a sale and a repayment for Ngozi.
      const [kofi2, naira2] = [sell('kofi-2', 1, 500, { at: at(6) }), naira('naira-2', at(6, 8), 0)];
      const together = [
        record(kofi2),
        backend.recordRepayment(uid, { repayment: repaymentOf('kofi-pay-2', kofi, 1000, at(6, 10)) }),
        backend.recordSale(uid, { sale: naira2, stockDecrements: [] }),
        backend.recordRepayment(uid, { repayment: repaymentOf('ngozi-pay-2', ngozi, 7500, at(6, 11)) }),
      ];
      if (helpers.isolatesTransactions === false) for (const write of together) await write;
      else await Promise.all(together);

      const records = await recordsOf(uid, null);
      expect(records.sales.map((s) => s.id)).toEqual(['naira-1', 'kofi-1', 'ngozi-1', 'naira-2', 'kofi-2']);
      expect(records.repayments.map((r) => r.id)).toEqual(['kofi-pay-1', 'ngozi-pay-1', 'kofi-pay-2', 'ngozi-pay-2']);
      expect(records.refunds.map((r) => r.id)).toEqual(['kofi-refund']);
      const stored = await balancesOf(uid);
      expect(stored).toEqual(byAccount(accountBalances(records)));
      expect(stored).toEqual(
        byAccount([
          { customerId: kofi.id, currency: 'GHS', balanceMinor: 17_000 - 4000 - 8500 + 8000 - 1000 },
          { customerId: ngozi.id, currency: 'GHS', balanceMinor: 7500 - 7500 },
          { customerId: ngozi.id, currency: 'NGN', balanceMinor: 200_000 - 100_000 + 250_000 },
        ]),
      );
      // One customer's records are theirs alone, and rebuild their balances.
      const ngozis = await recordsOf(uid, ngozi.id);
      expect(ngozis.sales.map((s) => s.id)).toEqual(['naira-1', 'ngozi-1', 'naira-2']);
      expect(ngozis.repayments.map((r) => r.id)).toEqual(['ngozi-pay-1', 'ngozi-pay-2']);
      expect(ngozis.refunds).toEqual([]);
      expect(byAccount(accountBalances(ngozis))).toEqual(stored.filter((b) => b.customerId === ngozi.id));
    });

    it('follows the balances and records live', async () => {
      const { uid, kofi, sell, record } = await shopWithCustomer();
      const balances = watch<CustomerBalance[]>((next, error) => backend.subscribeBalances(uid, next, error));
      const records = watch<AccountRecords>((next, error) => backend.subscribeAccountRecords(uid, kofi.id, next, error));
      await balances.until((list) => list.length === 0, 'no balances');
      await records.until((r) => r.sales.length === 0, 'no records');
      await record(sell('credit-1', 1, 0));
      await balances.until((list) => list[0]?.balanceMinor === 8500, 'the sale\'s balance');
      await records.until((r) => r.sales.length === 1, 'the sale');
      await backend.recordRepayment(uid, { repayment: repaymentOf('pay-1', kofi, 500) });
      await balances.until((list) => list[0]?.balanceMinor === 8000, 'the repayment\'s balance');
      await records.until((r) => r.repayments.length === 1, 'the repayment');
      balances.unsubscribe();
      records.unsubscribe();
    });
  });

  describe('owner isolation', () => {
    it("refuses another owner's accounts", async () => {
      const owner = await shopWithCustomer();
      await owner.record(owner.sell('credit-1', 1, 0));
      await backend.signOut();
      const other = await signUpVerified();
      expect(other.uid).not.toBe(owner.uid);
      for (const subscribe of [
        (next: (v: unknown) => void, error: (e: Error) => void) => backend.subscribeBalances(owner.uid, next, error),
        (next: (v: unknown) => void, error: (e: Error) => void) => backend.subscribeAccountRecords(owner.uid, null, next, error),
        (next: (v: unknown) => void, error: (e: Error) => void) => backend.subscribeAccountRecords(owner.uid, owner.kofi.id, next, error),
      ]) {
        const observed = watch(subscribe);
        expect((await observed.untilError()) as unknown).toMatchObject({ code: 'permission-denied' });
        expect(observed.values).toEqual([]);
        observed.unsubscribe();
      }
      await expectCode(backend.recordRepayment(owner.uid, { repayment: repaymentOf('intruder', owner.kofi, 100) }), 'permission-denied');
      await expectCode(backend.recordSale(owner.uid, { sale: owner.sell('intruder-sale', 1, 0), stockDecrements: [] }), 'permission-denied');
      // The other owner's own books are empty: nothing of the first owner's shows.
      expect(await balancesOf(other.uid)).toEqual([]);
      expect(await recordsOf(other.uid, null)).toEqual({ sales: [], repayments: [], refunds: [] });
    });
  });
}
