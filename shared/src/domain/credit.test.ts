import { describe, expect, it } from 'vitest';
import { saleOf } from '../testing/sale-of';
import { MAX_AMOUNT_MINOR } from './constants';
import type { AccountRecords } from './credit';
import { accountStatement } from './account-statement';
import { accountBalances, applyRepayment, balanceOf, customerOwes, outstandingDebts, refundCreditMinor, repaymentProblem, totalOwed } from './credit';
import {
  creditLimitOf,
  CreditSaleError,
  creditSaleFigures,
  isCreditSale,
  owedOnSale,
  paidAtTillMinor,
  passesCreditLimit,
  saleCreditProblem,
} from './credit-sale';
import {
  creditDaysOf,
  creditDaysProblem,
  DEFAULT_CREDIT_DAYS,
  defaultDueOn,
  isDueDateAllowed,
  MAX_CREDIT_DAYS,
  MIN_CREDIT_DAYS,
  parseCreditDays,
} from './credit-terms';
import { AGE_BANDS, ageBand, daysOverdue, oweBook, oweBookTotals } from './owe-book';
import type { CurrencyCode, CustomerBalance, PaymentMethod, Refund, Repayment, Sale, SaleCustomer } from './entities';

const KOFI: SaleCustomer = { id: 'kofi', name: 'Kofi Boateng' };
const AMA: SaleCustomer = { id: 'ama', name: 'Ama Mensah' };

/** A sale of one ₵`totalMinor` item to `customer`, `paidMinor` paid now and the rest due on `dueOn`. */
function creditSale(id: string, { customer = KOFI, totalMinor = 10_000, paidMinor = 0, dueOn = '2026-03-01', at = '2026-01-10T10:00:00Z', currency = 'GHS' as CurrencyCode } = {}): Sale {
  return saleOf({ id, at: new Date(at), customer, tenderedMinor: paidMinor, credit: { dueOn }, lines: [{ id: 'goods', priceMinor: totalMinor, quantity: 1, currency }] });
}

function paidSale(id: string, customer: SaleCustomer | null = KOFI, totalMinor = 10_000): Sale {
  return saleOf({ id, at: new Date('2026-01-10T10:00:00Z'), customer, tenderedMinor: totalMinor, lines: [{ id: 'goods', priceMinor: totalMinor, quantity: 1 }] });
}

function repayment(id: string, amountMinor: number, { customer = KOFI, at = '2026-01-15T10:00:00Z', currency = 'GHS' as CurrencyCode, method = 'Cash' as PaymentMethod } = {}): Repayment {
  return { id, customer, amountMinor, currency, method, createdAt: new Date(at) };
}

function creditRefund(id: string, sale: Sale, amountMinor: number, creditMinor: number | undefined, at = '2026-01-20T10:00:00Z'): Refund {
  return {
    id,
    saleId: sale.id,
    items: [],
    amountMinor,
    currency: sale.currency,
    paymentMethod: 'Cash',
    ...(creditMinor === undefined ? {} : { creditMinor }),
    reason: '',
    createdAt: new Date(at),
    customer: sale.customer,
  };
}

const records = (r: Partial<AccountRecords>): AccountRecords => ({ sales: [], repayments: [], refunds: [], ...r });

describe('a credit sale', () => {
  const sale = creditSale('c1', { totalMinor: 10_000, paidMinor: 2500 });

  it('owes what was not paid at the till, and the till kept the rest', () => {
    expect(sale.credit).toEqual({ owedMinor: 7500, dueOn: '2026-03-01' });
    expect(isCreditSale(sale)).toBe(true);
    expect(owedOnSale(sale)).toBe(7500);
    expect(paidAtTillMinor(sale)).toBe(2500);
  });

  it('is not a sale paid in full, which owes nothing and was paid its total', () => {
    const paid = paidSale('p1');
    expect(isCreditSale(paid)).toBe(false);
    expect(isCreditSale({ credit: null as never })).toBe(false);
    expect(owedOnSale(paid)).toBe(0);
    expect(paidAtTillMinor(paid)).toBe(10_000);
  });
});

describe('defaultDueOn', () => {
  it(`is ${DEFAULT_CREDIT_DAYS} calendar days after the device's day unless told`, () => {
    expect(DEFAULT_CREDIT_DAYS).toBe(30);
    expect(defaultDueOn('2026-01-15')).toBe('2026-02-14');
    expect(defaultDueOn('2026-12-15')).toBe('2027-01-14');
    // February of a leap year has 29 days.
    expect(defaultDueOn('2028-02-01')).toBe('2028-03-02');
    expect(defaultDueOn('2026-01-31', 1)).toBe('2026-02-01');
    expect(defaultDueOn('2026-01-31', 0)).toBe('2026-01-31');
  });

  it('refuses a day that is not one', () => {
    expect(() => defaultDueOn('2026-02-30')).toThrow(RangeError);
  });
});

describe("the shop's days to pay", () => {
  it(`is a whole number from ${MIN_CREDIT_DAYS} to ${MAX_CREDIT_DAYS}`, () => {
    expect(MIN_CREDIT_DAYS).toBe(1);
    for (const days of [1, 7, 30, 45, MAX_CREDIT_DAYS]) expect(creditDaysProblem(days), String(days)).toBeNull();
    for (const days of [0, -1, MAX_CREDIT_DAYS + 1, 10_000]) expect(creditDaysProblem(days), String(days)).toBe('out-of-range');
    for (const days of [1.5, Number.NaN, Number.POSITIVE_INFINITY, '30', null, undefined, {}]) expect(creditDaysProblem(days), String(days)).toBe('not-whole');
  });

  it('reads what the owner typed: digits only, spaces around allowed', () => {
    expect(parseCreditDays('30')).toEqual({ ok: true, value: 30 });
    expect(parseCreditDays(' 14 ')).toEqual({ ok: true, value: 14 });
    expect(parseCreditDays('007')).toEqual({ ok: true, value: 7 });
    expect(parseCreditDays(String(MAX_CREDIT_DAYS))).toEqual({ ok: true, value: MAX_CREDIT_DAYS });
    expect(parseCreditDays('')).toEqual({ ok: false, error: 'required' });
    expect(parseCreditDays('   ')).toEqual({ ok: false, error: 'required' });
    for (const typed of ['1.5', '1,5', '-3', '+3', '1e2', 'thirty', '3 0', '0x1F']) expect(parseCreditDays(typed), typed).toEqual({ ok: false, error: 'not-whole' });
    expect(parseCreditDays('0')).toEqual({ ok: false, error: 'out-of-range' });
    expect(parseCreditDays(String(MAX_CREDIT_DAYS + 1))).toEqual({ ok: false, error: 'out-of-range' });
    expect(parseCreditDays('99999999999999999999')).toEqual({ ok: false, error: 'out-of-range' });
  });

  it(`is the shop's own setting when it holds a good one, else ${DEFAULT_CREDIT_DAYS}`, () => {
    expect(creditDaysOf({ creditDays: 14 })).toBe(14);
    expect(creditDaysOf({})).toBe(DEFAULT_CREDIT_DAYS);
    expect(creditDaysOf(null)).toBe(DEFAULT_CREDIT_DAYS);
    expect(creditDaysOf(undefined)).toBe(DEFAULT_CREDIT_DAYS);
    // A stored value no form could have saved is not trusted.
    expect(creditDaysOf({ creditDays: 0 })).toBe(DEFAULT_CREDIT_DAYS);
    expect(creditDaysOf({ creditDays: 2.5 })).toBe(DEFAULT_CREDIT_DAYS);
  });

  it("gives a credit sale its due date that many days after the device's day", () => {
    const business: { creditDays?: number } = { creditDays: 14 };
    expect(defaultDueOn('2026-01-25', business.creditDays)).toBe('2026-02-08');
    expect(defaultDueOn('2026-01-25', ({} as { creditDays?: number }).creditDays)).toBe('2026-02-24');
    expect(defaultDueOn('2026-01-25', creditDaysOf({ creditDays: MAX_CREDIT_DAYS }))).toBe('2027-01-26');
    expect(isDueDateAllowed(defaultDueOn('2026-01-25', MAX_CREDIT_DAYS), '2026-01-25')).toBe(true);
  });
});

describe('isDueDateAllowed', () => {
  const today = '2026-05-10';
  it(`allows today up to ${MAX_CREDIT_DAYS} days ahead`, () => {
    expect(isDueDateAllowed(today, today)).toBe(true);
    expect(isDueDateAllowed(defaultDueOn(today), today)).toBe(true);
    expect(isDueDateAllowed(defaultDueOn(today, MAX_CREDIT_DAYS), today)).toBe(true);
  });

  it('refuses the past, beyond a year ahead and what is not a day', () => {
    expect(isDueDateAllowed('2026-05-09', today)).toBe(false);
    expect(isDueDateAllowed(defaultDueOn(today, MAX_CREDIT_DAYS + 1), today)).toBe(false);
    expect(isDueDateAllowed('2026-02-30', today)).toBe(false);
    expect(isDueDateAllowed('', today)).toBe(false);
  });
});

describe('creditSaleFigures', () => {
  it('puts on the account what paying now leaves', () => {
    expect(creditSaleFigures(10_000, 2500)).toEqual({ paidMinor: 2500, owedMinor: 7500, problem: null });
    expect(creditSaleFigures(10_000, 0)).toEqual({ paidMinor: 0, owedMinor: 10_000, problem: null });
    expect(creditSaleFigures(10_000, 9999)).toEqual({ paidMinor: 9999, owedMinor: 1, problem: null });
  });

  it('says when nothing is left to owe, or more than the total is paid', () => {
    expect(creditSaleFigures(10_000, 10_000)).toEqual({ paidMinor: 10_000, owedMinor: 0, problem: 'nothing-owed' });
    expect(creditSaleFigures(0, 0)).toEqual({ paidMinor: 0, owedMinor: 0, problem: 'nothing-owed' });
    expect(creditSaleFigures(10_000, 10_001)).toEqual({ paidMinor: 10_001, owedMinor: 0, problem: 'paid-too-much' });
  });
});

describe('passesCreditLimit and creditLimitOf', () => {
  it('passes the limit only above it: up to it exactly is allowed', () => {
    expect(passesCreditLimit(6000, 4000, 10_000)).toBe(false);
    expect(passesCreditLimit(6000, 4001, 10_000)).toBe(true);
    expect(passesCreditLimit(0, 1, 0)).toBe(true);
    expect(passesCreditLimit(0, 0, 0)).toBe(false);
  });

  it('never passes no limit', () => {
    expect(passesCreditLimit(MAX_AMOUNT_MINOR, MAX_AMOUNT_MINOR, null)).toBe(false);
    expect(passesCreditLimit(MAX_AMOUNT_MINOR, MAX_AMOUNT_MINOR, undefined)).toBe(false);
  });

  it('reads a customer\'s limit, and anything but whole cents in bounds as none', () => {
    expect(creditLimitOf({ creditLimitMinor: 50_000 })).toBe(50_000);
    expect(creditLimitOf({ creditLimitMinor: 0 })).toBe(0);
    expect(creditLimitOf({ creditLimitMinor: null })).toBeNull();
    expect(creditLimitOf({})).toBeNull();
    expect(creditLimitOf(null)).toBeNull();
    expect(creditLimitOf(undefined)).toBeNull();
    expect(creditLimitOf({ creditLimitMinor: 12.5 })).toBeNull();
    expect(creditLimitOf({ creditLimitMinor: -100 })).toBeNull();
    expect(creditLimitOf({ creditLimitMinor: MAX_AMOUNT_MINOR + 1 })).toBeNull();
  });
});

describe('balances', () => {
  const balances: CustomerBalance[] = [
    { customerId: 'kofi', currency: 'GHS', balanceMinor: 7500 },
    { customerId: 'kofi', currency: 'NGN', balanceMinor: 350_000 },
    { customerId: 'ama', currency: 'GHS', balanceMinor: 2500 },
    { customerId: 'yaw', currency: 'GHS', balanceMinor: 0 },
  ];

  it('gives one customer\'s balance in one currency, 0 without an account', () => {
    expect(balanceOf(balances, 'kofi', 'NGN')).toBe(350_000);
    expect(balanceOf(balances, 'ama', 'NGN')).toBe(0);
    expect(balanceOf([], 'kofi', 'GHS')).toBe(0);
  });

  it('says what a customer owes per currency, leaving out balances of 0', () => {
    expect(customerOwes(balances, 'kofi')).toEqual({ GHS: 7500, NGN: 350_000 });
    expect(customerOwes(balances, 'yaw')).toEqual({});
  });

  it('totals what is owed to the shop per currency, never across currencies', () => {
    expect(totalOwed(balances)).toEqual({ GHS: 10_000, NGN: 350_000 });
    expect(totalOwed([])).toEqual({});
  });
});

describe('saleCreditProblem', () => {
  const sound = creditSale('c1', { totalMinor: 10_000, paidMinor: 2500 });

  it('accepts a sale paid in full and a credit sale the till makes', () => {
    expect(saleCreditProblem(paidSale('p1'))).toBeNull();
    expect(saleCreditProblem(sound)).toBeNull();
    expect(saleCreditProblem(creditSale('nothing-paid', { paidMinor: 0 }))).toBeNull();
    expect(saleCreditProblem({ ...creditSale('nothing-tendered', { paidMinor: 0 }), tenderedMinor: null })).toBeNull();
  });

  it.each<[string, Partial<Sale>]>([
    ['credit that says nothing', { credit: null as never }],
    ['credit that is not a record', { credit: 'later' as never }],
    ['a walk-in customer', { customer: null }],
    ['nothing owed', { credit: { owedMinor: 0, dueOn: '2026-03-01' }, tenderedMinor: 10_000 }],
    ['a fraction of a cent owed', { credit: { owedMinor: 7500.5, dueOn: '2026-03-01' } }],
    ['more owed than the total', { credit: { owedMinor: 10_001, dueOn: '2026-03-01' }, tenderedMinor: -1 }],
    ['no due date', { credit: { owedMinor: 7500, dueOn: 'soon' } }],
    ['change given', { changeMinor: 100 }],
    ['a tendered amount that is not what was paid now', { tenderedMinor: 3000 }],
  ])('refuses %s', (_, change) => {
    expect(saleCreditProblem({ ...sound, ...change })).toEqual(expect.any(String));
  });

  it('names the error the till should have prevented', () => {
    const error = new CreditSaleError('Nothing is owed.');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CreditSaleError');
    expect(error.message).toBe('Nothing is owed.');
  });
});

describe('accountBalances: the balances the records make', () => {
  it('is credit sales less repayments less refunds\' credit, per customer and currency', () => {
    const kofiCedis = creditSale('k1', { totalMinor: 10_000, paidMinor: 2500 });
    const kofiNaira = creditSale('k2', { totalMinor: 500_000, currency: 'NGN' });
    const ama = creditSale('a1', { customer: AMA, totalMinor: 4000, paidMinor: 1000 });
    const built = accountBalances(
      records({
        sales: [kofiCedis, kofiNaira, ama, paidSale('paid-in-full')],
        repayments: [repayment('r1', 2000), repayment('r2', 100_000, { currency: 'NGN' }), repayment('r3', 3000, { customer: AMA })],
        refunds: [creditRefund('f1', kofiCedis, 5000, 1500), creditRefund('f2', ama, 1000, undefined)],
      }),
    );
    expect(built).toEqual([
      { customerId: 'kofi', currency: 'GHS', balanceMinor: 7500 - 2000 - 1500 },
      { customerId: 'kofi', currency: 'NGN', balanceMinor: 400_000 },
      // Paid off: the account stays, at 0.
      { customerId: 'ama', currency: 'GHS', balanceMinor: 0 },
    ]);
  });

  it('is empty with no records', () => {
    expect(accountBalances(records({}))).toEqual([]);
    expect(accountBalances(records({ sales: [paidSale('p1'), paidSale('p2', null)] }))).toEqual([]);
  });
});

describe('refundCreditMinor: what a refund takes off the account', () => {
  const sale = creditSale('c1', { totalMinor: 17_000, paidMinor: 5000 }); // owes 12 000

  it('takes all of the refund off what is owed while it can', () => {
    expect(refundCreditMinor(sale, [], 8500, 12_000)).toBe(8500);
    expect(refundCreditMinor(sale, [], 12_000, 12_000)).toBe(12_000);
  });

  it('takes at most what the sale still owes after its earlier refunds', () => {
    expect(refundCreditMinor(sale, [{ creditMinor: 8500 }], 8500, 20_000)).toBe(3500);
    expect(refundCreditMinor(sale, [{ creditMinor: 8500 }, {}, { creditMinor: 3500 }], 8500, 20_000)).toBe(0);
    expect(refundCreditMinor(sale, [], 17_000, 50_000)).toBe(12_000);
  });

  it('takes at most the customer\'s balance now (repaid since: the rest goes back)', () => {
    expect(refundCreditMinor(sale, [], 8500, 2000)).toBe(2000);
    expect(refundCreditMinor(sale, [], 8500, 0)).toBe(0);
  });

  it('takes nothing for a sale paid in full, or a refund of nothing', () => {
    expect(refundCreditMinor(paidSale('p1'), [], 8500, 12_000)).toBe(0);
    expect(refundCreditMinor(sale, [], 0, 12_000)).toBe(0);
    // Earlier refunds that took more than it owed (never stored) still give 0, not less.
    expect(refundCreditMinor(sale, [{ creditMinor: 20_000 }], 8500, 12_000)).toBe(0);
  });
});

describe('repaymentProblem', () => {
  it('accepts a repayment up to the balance', () => {
    expect(repaymentProblem(repayment('r', 7500), 7500)).toBeNull();
    expect(repaymentProblem(repayment('r', 1, { method: 'Mobile Money' }), 7500)).toBeNull();
  });

  it.each([0, -100, 12.5, Number.NaN, MAX_AMOUNT_MINOR + 1])('refuses an amount of %s', (amountMinor) => {
    expect(repaymentProblem(repayment('r', amountMinor), MAX_AMOUNT_MINOR * 2)).toBe('amount');
  });

  it('refuses a method not listed, and more than the balance', () => {
    expect(repaymentProblem(repayment('r', 100, { method: 'Cheque' as PaymentMethod }), 7500)).toBe('method');
    expect(repaymentProblem(repayment('r', 7501), 7500)).toBe('over-balance');
    expect(repaymentProblem(repayment('r', 1), 0)).toBe('over-balance');
  });
});

describe('outstandingDebts and applyRepayment: oldest debt first', () => {
  // Kofi's cedi debts, by due date: B (due Feb 1), then C and A (both due Mar 1; C sold first).
  const a = creditSale('A', { totalMinor: 5000, dueOn: '2026-03-01', at: '2026-01-10T10:00:00Z' });
  const b = creditSale('B', { totalMinor: 3000, dueOn: '2026-02-01', at: '2026-01-20T10:00:00Z' });
  const c = creditSale('C', { totalMinor: 2000, dueOn: '2026-03-01', at: '2026-01-05T10:00:00Z' });
  const naira = creditSale('N', { totalMinor: 90_000, currency: 'NGN', dueOn: '2026-01-15' });
  const amas = creditSale('AMA', { customer: AMA, totalMinor: 1000, dueOn: '2026-01-01' });
  const sales = [a, b, c, naira, amas, paidSale('paid')];
  const outstanding = (list: ReturnType<typeof outstandingDebts>) => list.map((d) => [d.saleId, d.outstandingMinor]);

  it('orders debts by due date, then by when sold, then by id, each whole while nothing is paid', () => {
    const debts = outstandingDebts(records({ sales }));
    expect(debts.filter((d) => d.customer.id === 'kofi' && d.currency === 'GHS').map((d) => d.saleId)).toEqual(['B', 'C', 'A']);
    expect(debts.find((d) => d.saleId === 'A')).toEqual({ saleId: 'A', customer: KOFI, currency: 'GHS', soldAt: a.createdAt, dueOn: '2026-03-01', owedMinor: 5000, outstandingMinor: 5000 });
    expect(debts.map((d) => d.saleId)).not.toContain('paid');
    const twin = { ...c, id: 'B2' };
    expect(outstandingDebts(records({ sales: [c, twin] })).map((d) => d.saleId)).toEqual(['B2', 'C']);
    expect(outstandingDebts(records({ sales: [twin, c] })).map((d) => d.saleId)).toEqual(['B2', 'C']);
  });

  it('applies repayments to the oldest due debt first, only in their customer\'s currency', () => {
    const debts = outstandingDebts(
      records({
        sales,
        repayments: [repayment('r1', 2500), repayment('r2', 1500), repayment('naira', 10_000, { currency: 'NGN' }), repayment('ama', 400, { customer: AMA })],
      }),
    );
    expect(outstanding(debts)).toEqual([
      ['AMA', 600],
      ['N', 80_000],
      ['B', 0],
      ['C', 1000],
      ['A', 5000],
    ]);
  });

  it('takes what refunds took off a sale off that sale\'s debt before repayments', () => {
    const debts = outstandingDebts(records({ sales: [a, b], repayments: [repayment('r1', 3500)], refunds: [creditRefund('fa', a, 2000, 2000), creditRefund('fb', b, 500, undefined)] }));
    // A owes 5000 − 2000; the 3500 pays B's 3000 first, then 500 of A.
    expect(debts.map((d) => [d.saleId, d.owedMinor, d.outstandingMinor])).toEqual([
      ['B', 3000, 0],
      ['A', 5000, 2500],
    ]);
  });

  it('says which debts a new repayment settles, and by how much', () => {
    const debts = outstandingDebts(records({ sales, repayments: [repayment('r1', 4000)] })); // B paid, C 1000 left
    expect(applyRepayment(debts, 'kofi', 'GHS', 3500)).toEqual([
      { saleId: 'C', appliedMinor: 1000, settled: true },
      { saleId: 'A', appliedMinor: 2500, settled: false },
    ]);
    expect(applyRepayment(debts, 'kofi', 'GHS', 6000)).toEqual([
      { saleId: 'C', appliedMinor: 1000, settled: true },
      { saleId: 'A', appliedMinor: 5000, settled: true },
    ]);
    expect(applyRepayment(debts, 'kofi', 'NGN', 90_000)).toEqual([{ saleId: 'N', appliedMinor: 90_000, settled: true }]);
    expect(applyRepayment(debts, 'kofi', 'GHS', 0)).toEqual([]);
    expect(applyRepayment(debts, 'nobody', 'GHS', 100)).toEqual([]);
  });
});

describe('ageBand and daysOverdue', () => {
  it.each<[number, string]>([
    [-5, 'not-due'],
    [0, 'not-due'],
    [1, '1-30'],
    [30, '1-30'],
    [31, '31-60'],
    [60, '31-60'],
    [61, '61-90'],
    [90, '61-90'],
    [91, 'over-90'],
    [400, 'over-90'],
  ])('puts %i days late in %s', (days, band) => {
    expect(ageBand(days)).toBe(band);
  });

  it('lists the bands from not yet due to the latest', () => {
    expect(AGE_BANDS).toEqual(['not-due', '1-30', '31-60', '61-90', 'over-90']);
  });

  it('counts calendar days past the due date on the device\'s day', () => {
    expect(daysOverdue('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysOverdue('2026-03-01', '2026-02-28')).toBe(-1);
    expect(daysOverdue('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysOverdue('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysOverdue('2025-12-31', '2026-03-31')).toBe(90);
  });
});

describe('oweBook: who owes, aged', () => {
  const today = '2026-06-30';
  const dueDaysAgo = (days: number) => defaultDueOn(today, -days);
  const customers = [
    { id: 'kofi', name: 'Kofi Boateng', phone: '024 412 3456' },
    { id: 'ama', name: 'Ama Mensah', phone: '' },
    { id: 'efua', name: 'Efua Asante', phone: '020 000 0000' },
  ];

  it('places each unpaid debt in its band, at the edges of each band', () => {
    const ages = [0, 1, 30, 31, 60, 61, 90, 91, -3];
    const sales = ages.map((days, i) => creditSale(`s${i}`, { totalMinor: 100 * 2 ** i, dueOn: dueDaysAgo(days), at: `2026-01-0${(i % 9) + 1}T10:00:00Z` }));
    const owed = sales.reduce((sum, s) => sum + owedOnSale(s), 0);
    const [row] = oweBook(customers, [{ customerId: 'kofi', currency: 'GHS', balanceMinor: owed }], records({ sales }), today);
    expect(row).toEqual({
      customerId: 'kofi',
      name: 'Kofi Boateng',
      phone: '024 412 3456',
      currency: 'GHS',
      balanceMinor: owed,
      bands: { 'not-due': 100 + 25_600, '1-30': 200 + 400, '31-60': 800 + 1600, '61-90': 3200 + 6400, 'over-90': 12_800 },
      overdueMinor: owed - 100 - 25_600,
      mostDaysOverdue: 91,
      nextDueOn: dueDaysAgo(91),
    });
  });

  it('ages what is still unpaid after repayments, oldest first, and leaves out balances of 0', () => {
    const old = creditSale('old', { totalMinor: 5000, dueOn: dueDaysAgo(45) });
    const recent = creditSale('recent', { totalMinor: 3000, dueOn: dueDaysAgo(-10) });
    const rows = oweBook(
      customers,
      [
        { customerId: 'kofi', currency: 'GHS', balanceMinor: 6000 },
        { customerId: 'efua', currency: 'GHS', balanceMinor: 0 },
      ],
      records({ sales: [old, recent], repayments: [repayment('r', 2000)] }),
      today,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.bands).toEqual({ 'not-due': 3000, '1-30': 0, '31-60': 3000, '61-90': 0, 'over-90': 0 });
    expect(rows[0]?.nextDueOn).toBe(dueDaysAgo(45));
  });

  it('shows a balance its records do not explain yet as not yet due, named as well as it can', () => {
    const stranger = creditSale('x', { customer: { id: 'gone', name: 'Yaw (deleted)' }, totalMinor: 1000, dueOn: dueDaysAgo(5) });
    const rows = oweBook(
      customers,
      [
        { customerId: 'ama', currency: 'GHS', balanceMinor: 4000 },
        { customerId: 'gone', currency: 'GHS', balanceMinor: 1500 },
        { customerId: 'nobody', currency: 'NGN', balanceMinor: 700 },
      ],
      records({ sales: [stranger] }),
      today,
    );
    expect(rows.map((r) => [r.name, r.phone, r.bands['not-due'], r.bands['1-30'], r.mostDaysOverdue, r.nextDueOn])).toEqual([
      ['Yaw (deleted)', '', 500, 1000, 5, dueDaysAgo(5)],
      ['Ama Mensah', '', 4000, 0, 0, null],
      ['nobody', '', 700, 0, 0, null],
    ]);
  });

  it('sorts by the oldest overdue debt, then the sum overdue, then the balance, then the name', () => {
    const sale = (id: string, customer: SaleCustomer, totalMinor: number, days: number) => creditSale(id, { customer, totalMinor, dueOn: dueDaysAgo(days) });
    const efua = { id: 'efua', name: 'Efua Asante' };
    const sales = [sale('k', KOFI, 1000, 10), sale('a', AMA, 5000, 40), sale('e1', efua, 2000, 10), sale('e2', efua, 9000, -5)];
    const balances: CustomerBalance[] = [
      { customerId: 'kofi', currency: 'GHS', balanceMinor: 1000 },
      { customerId: 'ama', currency: 'GHS', balanceMinor: 5000 },
      { customerId: 'efua', currency: 'GHS', balanceMinor: 11_000 },
    ];
    expect(oweBook(customers, balances, records({ sales }), today).map((r) => r.customerId)).toEqual(['ama', 'efua', 'kofi']);
    // Equal lateness and sum overdue: the larger balance first; all equal: by name.
    const even = [sale('k', KOFI, 1000, 10), sale('e', efua, 1000, 10), sale('e-later', efua, 500, -1)];
    const evenBalances: CustomerBalance[] = [
      { customerId: 'kofi', currency: 'GHS', balanceMinor: 1000 },
      { customerId: 'efua', currency: 'GHS', balanceMinor: 1500 },
    ];
    expect(oweBook(customers, evenBalances, records({ sales: even }), today).map((r) => r.customerId)).toEqual(['efua', 'kofi']);
    const same: CustomerBalance[] = [
      { customerId: 'kofi', currency: 'GHS', balanceMinor: 1000 },
      { customerId: 'efua', currency: 'GHS', balanceMinor: 1000 },
    ];
    expect(oweBook(customers, same, records({ sales: [sale('k', KOFI, 1000, 10), sale('e', efua, 1000, 10)] }), today).map((r) => r.name)).toEqual(['Efua Asante', 'Kofi Boateng']);
  });

  it('totals the book per currency, band by band', () => {
    const sales = [creditSale('k', { totalMinor: 1000, dueOn: dueDaysAgo(10) }), creditSale('a', { customer: AMA, totalMinor: 3000, dueOn: dueDaysAgo(100) }), creditSale('n', { totalMinor: 50_000, currency: 'NGN', dueOn: dueDaysAgo(-1) })];
    const rows = oweBook(
      customers,
      [
        { customerId: 'kofi', currency: 'GHS', balanceMinor: 1000 },
        { customerId: 'ama', currency: 'GHS', balanceMinor: 3000 },
        { customerId: 'kofi', currency: 'NGN', balanceMinor: 50_000 },
      ],
      records({ sales }),
      today,
    );
    expect(oweBookTotals(rows)).toEqual([
      { currency: 'GHS', balanceMinor: 4000, bands: { 'not-due': 0, '1-30': 1000, '31-60': 0, '61-90': 0, 'over-90': 3000 } },
      { currency: 'NGN', balanceMinor: 50_000, bands: { 'not-due': 50_000, '1-30': 0, '31-60': 0, '61-90': 0, 'over-90': 0 } },
    ]);
    expect(oweBookTotals([])).toEqual([]);
  });
});

describe('accountStatement', () => {
  it('lists one customer\'s credit sales, repayments and refunds oldest first, with a running balance per currency', () => {
    const cedis = creditSale('sale-ghs', { totalMinor: 10_000, paidMinor: 2500, at: '2026-01-01T10:00:00Z', dueOn: '2026-01-31' });
    const naira = creditSale('sale-ngn', { totalMinor: 50_000, currency: 'NGN', at: '2026-01-02T10:00:00Z', dueOn: '2026-02-01' });
    const amas = creditSale('sale-ama', { customer: AMA, at: '2026-01-01T11:00:00Z' });
    const statement = accountStatement(
      'kofi',
      records({
        sales: [naira, cedis, amas, paidSale('paid-in-full')],
        repayments: [
          repayment('pay-ngn', 10_000, { currency: 'NGN', at: '2026-01-05T10:00:00Z', method: 'Bank Transfer' }),
          repayment('pay-ghs', 2000, { at: '2026-01-03T10:00:00Z', method: 'Mobile Money' }),
          repayment('pay-ama', 500, { customer: AMA, at: '2026-01-03T10:00:00Z' }),
        ],
        refunds: [creditRefund('refund-ghs', cedis, 2500, 1500, '2026-01-04T10:00:00Z'), creditRefund('refund-cash', cedis, 100, undefined, '2026-01-04T11:00:00Z')],
      }),
    );
    expect(statement).toEqual([
      { kind: 'sale', id: 'sale-ghs', saleId: 'sale-ghs', at: cedis.createdAt, currency: 'GHS', amountMinor: 10_000, paidMinor: 2500, changeMinor: 7500, balanceMinor: 7500, dueOn: '2026-01-31', method: null },
      { kind: 'sale', id: 'sale-ngn', saleId: 'sale-ngn', at: naira.createdAt, currency: 'NGN', amountMinor: 50_000, paidMinor: 0, changeMinor: 50_000, balanceMinor: 50_000, dueOn: '2026-02-01', method: null },
      { kind: 'repayment', id: 'pay-ghs', saleId: null, at: new Date('2026-01-03T10:00:00Z'), currency: 'GHS', amountMinor: 2000, paidMinor: 2000, changeMinor: -2000, balanceMinor: 5500, dueOn: null, method: 'Mobile Money' },
      { kind: 'refund', id: 'refund-ghs', saleId: 'sale-ghs', at: new Date('2026-01-04T10:00:00Z'), currency: 'GHS', amountMinor: 2500, paidMinor: 0, changeMinor: -1500, balanceMinor: 4000, dueOn: null, method: 'Cash' },
      { kind: 'repayment', id: 'pay-ngn', saleId: null, at: new Date('2026-01-05T10:00:00Z'), currency: 'NGN', amountMinor: 10_000, paidMinor: 10_000, changeMinor: -10_000, balanceMinor: 40_000, dueOn: null, method: 'Bank Transfer' },
    ]);
  });

  it('orders records of the same moment by id, and is empty for a customer with none', () => {
    const at = '2026-01-03T10:00:00Z';
    const sale = creditSale('b-sale', { at });
    const lines = accountStatement('kofi', records({ sales: [sale], repayments: [repayment('a-pay', 1000, { at })] }));
    expect(lines.map((l) => [l.id, l.balanceMinor])).toEqual([
      ['a-pay', -1000],
      ['b-sale', 9000],
    ]);
    const later = creditSale('a-sale', { at });
    expect(accountStatement('kofi', records({ sales: [sale, later] })).map((l) => l.id)).toEqual(['a-sale', 'b-sale']);
    expect(accountStatement('kofi', records({ sales: [later, sale] })).map((l) => l.id)).toEqual(['a-sale', 'b-sale']);
    expect(accountStatement('nobody', records({ sales: [sale] }))).toEqual([]);
  });
});

describe('oweBook when the records say more than the stored balance', () => {
  it('pays the oldest debts down to the balance, as the repayment not read yet would have been', () => {
    const old = creditSale('old', { dueOn: '2026-01-01' });
    const young = creditSale('young', { dueOn: '2026-04-01', at: '2026-02-01T10:00:00Z' });
    const balances: CustomerBalance[] = [{ customerId: KOFI.id, currency: 'GHS', balanceMinor: 12_000 }];
    const [row] = oweBook([{ id: KOFI.id, name: KOFI.name, phone: '' }], balances, records({ sales: [old, young] }), '2026-03-15');
    expect(row?.balanceMinor).toBe(12_000);
    expect(AGE_BANDS.reduce((sum, band) => sum + (row?.bands[band] ?? 0), 0)).toBe(12_000);
    expect(row?.bands['61-90']).toBe(2_000);
    expect(row?.bands['not-due']).toBe(10_000);
  });
});
