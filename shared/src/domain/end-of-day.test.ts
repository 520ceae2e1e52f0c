import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CurrencyCode, Expense, PaymentMethod, PaymentPart, Refund, Repayment, Sale } from './entities';
import { PAYMENT_METHODS } from './constants';
import { endOfDay, hasCreditActivity } from './end-of-day';
import { END_OF_DAY_CSV_COLUMNS, END_OF_DAY_REPORT_WIDTH, endOfDayCsv, endOfDayCsvFileName, endOfDayReportText } from './end-of-day-report';
import { formatDayKey, localDateKey, localDayRange } from './local-day';
import { isDateKey } from './calendar';
import { saleTakings } from './payments';
import { saleOf } from '../testing/sale-of';

const ACCRA = 'Africa/Accra';
const LAGOS = 'Africa/Lagos';

function sale(id: string, at: string, overrides: Partial<Sale> & { priceMinor?: number; currency?: CurrencyCode } = {}): Sale {
  const { priceMinor = 5000, currency = 'GHS', discountHundredths = 0, ...rest } = overrides;
  const rung = saleOf({
    id,
    lines: [{ id: `p-${id}`, name: 'Milo 400g', priceMinor, quantity: 1, currency }],
    discountHundredths,
    paymentMethod: rest.paymentMethod ?? 'Cash',
    at: new Date(at),
  });
  return { ...rung, ...rest };
}

/** A sale of `totalMinor` paid in parts; cash beyond its share comes back as change. */
function splitSale(id: string, at: string, totalMinor: number, parts: PaymentPart[]): Sale {
  const tenderedMinor = parts.reduce((sum, part) => sum + part.minor, 0);
  return {
    ...sale(id, at, { priceMinor: totalMinor }),
    paymentMethod: parts[0]!.method,
    payments: parts,
    tenderedMinor,
    changeMinor: tenderedMinor - totalMinor,
  };
}

function refund(id: string, at: string, amountMinor: number, paymentMethod: PaymentMethod = 'Cash', currency: CurrencyCode = 'GHS'): Refund {
  return {
    id,
    saleId: 's1',
    items: [{ id: 'p-s1', name: 'Milo 400g', priceMinor: amountMinor, currency, quantity: 1, costMinor: null }],
    amountMinor,
    currency,
    paymentMethod,
    reason: '',
    createdAt: new Date(at),
    customer: null,
  };
}

describe('isDateKey', () => {
  it('takes real YYYY-MM-DD dates only', () => {
    expect(isDateKey('2026-11-22')).toBe(true);
    expect(isDateKey('2028-02-29')).toBe(true);
    expect(isDateKey('2026-02-29')).toBe(false);
    expect(isDateKey('2026-13-01')).toBe(false);
    expect(isDateKey('2026-11-22T00:00')).toBe(false);
    expect(isDateKey('22/11/2026')).toBe(false);
    expect(isDateKey('')).toBe(false);
  });
});

describe('localDateKey', () => {
  it('is the date a clock in the zone shows', () => {
    const instant = new Date('2026-11-22T23:30:00Z');
    expect(localDateKey(instant, ACCRA)).toBe('2026-11-22');
    expect(localDateKey(instant, LAGOS)).toBe('2026-11-23');
    expect(localDateKey(instant)).toBe('2026-11-22');
  });
});

describe('localDayRange', () => {
  it('runs from local midnight to the next, in UTC for Accra', () => {
    expect(localDayRange('2026-11-22', ACCRA)).toEqual({ start: new Date('2026-11-22T00:00:00Z'), end: new Date('2026-11-23T00:00:00Z') });
  });

  it('starts an hour earlier in UTC for Lagos (UTC+1)', () => {
    expect(localDayRange('2026-11-22', LAGOS)).toEqual({ start: new Date('2026-11-21T23:00:00Z'), end: new Date('2026-11-22T23:00:00Z') });
  });

  it('follows zones west of UTC and across a month and year end', () => {
    expect(localDayRange('2026-12-31', 'America/New_York')).toEqual({ start: new Date('2026-12-31T05:00:00Z'), end: new Date('2027-01-01T05:00:00Z') });
  });

  it('is 23 or 25 hours on the days the clocks change', () => {
    const spring = localDayRange('2026-03-29', 'Europe/London');
    expect(spring.start).toEqual(new Date('2026-03-29T00:00:00Z'));
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    const autumn = localDayRange('2026-10-25', 'Europe/London');
    expect(autumn.start).toEqual(new Date('2026-10-24T23:00:00Z'));
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
  });

  it('starts at the first minute of the date where a clock change skips midnight', () => {
    // Chile moves its clocks from 00:00 to 01:00 in September: the day begins at 01:00 local (04:00 UTC).
    const day = localDayRange('2026-09-06', 'America/Santiago');
    expect(localDateKey(day.start, 'America/Santiago')).toBe('2026-09-06');
    expect(localDateKey(new Date(day.start.getTime() - 60_000), 'America/Santiago')).toBe('2026-09-05');
    expect(day.end.getTime() - day.start.getTime()).toBe(23 * 3_600_000);
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => localDayRange('2026-02-30', ACCRA)).toThrow(RangeError);
    expect(() => endOfDay({ sales: [], refunds: [], date: 'today', timeZone: ACCRA })).toThrow(RangeError);
  });

  it('holds exactly the instants whose local date is the day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.constantFrom(ACCRA, LAGOS, 'Europe/London', 'America/New_York', 'Asia/Kolkata', 'Pacific/Kiritimati'),
        (ms, zone) => {
          const instant = new Date(ms);
          const { start, end } = localDayRange(localDateKey(instant, zone), zone);
          return start.getTime() <= ms && ms < end.getTime();
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('endOfDay', () => {
  const DAY = '2026-11-22';

  it('has no currencies on a day with no sales or refunds', () => {
    const day = endOfDay({ sales: [sale('s0', '2026-11-21T12:00:00Z')], refunds: [], date: DAY, timeZone: ACCRA });
    expect(day).toEqual({ date: DAY, timeZone: ACCRA, range: localDayRange(DAY, ACCRA), currencies: [] });
  });

  it('counts the sales of the local day only, by the sale’s own instant', () => {
    const sales = [
      sale('before', '2026-11-21T23:59:59.999Z'),
      sale('first', '2026-11-22T00:00:00Z'),
      sale('last', '2026-11-22T23:59:59.999Z'),
      sale('after', '2026-11-23T00:00:00Z'),
    ];
    const accra = endOfDay({ sales, refunds: [], date: DAY, timeZone: ACCRA });
    expect(accra.currencies[0]?.salesCount).toBe(2);
    // In Lagos (UTC+1) the day ran 23:00 UTC the 21st to 23:00 UTC the 22nd.
    const lagos = endOfDay({ sales, refunds: [], date: DAY, timeZone: LAGOS });
    expect(lagos.currencies[0]?.salesCount).toBe(2);
    const lagosNext = endOfDay({ sales, refunds: [], date: '2026-11-23', timeZone: LAGOS });
    expect(lagosNext.currencies[0]?.salesCount).toBe(2);
  });

  it('adds up takings by method, split parts in each method with the change off the cash', () => {
    const sales = [
      sale('cash', '2026-11-22T09:00:00Z', { priceMinor: 4550, paymentMethod: 'Cash', tenderedMinor: 5000, changeMinor: 450 }),
      sale('momo', '2026-11-22T10:00:00Z', { priceMinor: 7000, paymentMethod: 'Mobile Money' }),
      sale('card', '2026-11-22T10:30:00Z', { priceMinor: 1225, paymentMethod: 'Card' }),
      sale('bank', '2026-11-22T11:00:00Z', { priceMinor: 30000, paymentMethod: 'Bank Transfer' }),
      sale('other', '2026-11-22T11:30:00Z', { priceMinor: 10, paymentMethod: 'Other' }),
      splitSale('split', '2026-11-22T12:00:00Z', 10000, [
        { method: 'Mobile Money', minor: 6000 },
        { method: 'Cash', minor: 5000 },
      ]),
    ];
    const [ghs] = endOfDay({ sales, refunds: [], date: DAY, timeZone: ACCRA }).currencies;
    expect(ghs).toMatchObject({
      currency: 'GHS',
      salesCount: 6,
      splitSalesCount: 1,
      refundsCount: 0,
      takingsMinor: { Cash: 4550 + 4000, 'Mobile Money': 7000 + 6000, Card: 1225, 'Bank Transfer': 30000, Other: 10 },
      grossTakingsMinor: 4550 + 7000 + 1225 + 30000 + 10 + 10000,
      refundsMinor: 0,
      netMinor: 4550 + 7000 + 1225 + 30000 + 10 + 10000,
      cashExpectedMinor: 8550,
    });
  });

  it('sums the discounts given', () => {
    const sales = [
      sale('a', '2026-11-22T09:00:00Z', { priceMinor: 10000, discountHundredths: 500 }),
      sale('b', '2026-11-22T10:00:00Z', { priceMinor: 30, discountHundredths: 10 }),
      sale('c', '2026-11-22T11:00:00Z', { priceMinor: 2000 }),
    ];
    const [ghs] = endOfDay({ sales, refunds: [], date: DAY, timeZone: ACCRA }).currencies;
    expect(ghs?.discountsMinor).toBe(510);
    expect(ghs?.grossTakingsMinor).toBe(9500 + 20 + 2000);
  });

  it('takes the day’s refunds off by their own method and day, whatever day the sale was', () => {
    const sales = [
      sale('cash', '2026-11-22T09:00:00Z', { priceMinor: 10000, paymentMethod: 'Cash' }),
      sale('momo', '2026-11-22T10:00:00Z', { priceMinor: 8000, paymentMethod: 'Mobile Money' }),
    ];
    const refunds = [
      refund('r1', '2026-11-22T15:00:00Z', 2000, 'Cash'),
      refund('r2', '2026-11-22T16:00:00Z', 1550, 'Mobile Money'),
      refund('r3', '2026-11-21T16:00:00Z', 9900, 'Cash'),
      refund('r4', '2026-11-23T00:00:00Z', 9900, 'Cash'),
    ];
    const [ghs] = endOfDay({ sales, refunds, date: DAY, timeZone: ACCRA }).currencies;
    expect(ghs).toMatchObject({
      salesCount: 2,
      refundsCount: 2,
      grossTakingsMinor: 18000,
      refundsMinor: 3550,
      refundsByMethodMinor: { Cash: 2000, 'Mobile Money': 1550, Card: 0, 'Bank Transfer': 0, Other: 0 },
      keptMinor: { Cash: 8000, 'Mobile Money': 6450, Card: 0, 'Bank Transfer': 0, Other: 0 },
      netMinor: 14450,
      cashExpectedMinor: 8000,
    });
  });

  it('shows a day with refunds but no sales, and cash refunds beyond the cash taken as a shortfall', () => {
    const [ghs] = endOfDay({ sales: [], refunds: [refund('r1', '2026-11-22T15:00:00Z', 2000)], date: DAY, timeZone: ACCRA }).currencies;
    expect(ghs).toMatchObject({ salesCount: 0, refundsCount: 1, grossTakingsMinor: 0, netMinor: -2000, cashExpectedMinor: -2000 });
  });

  it('keeps every currency apart, in the order of the currency list', () => {
    const sales = [
      sale('usd', '2026-11-22T09:00:00Z', { priceMinor: 1000, currency: 'USD', paymentMethod: 'Card' }),
      sale('ngn', '2026-11-22T09:30:00Z', { priceMinor: 500_000, currency: 'NGN', paymentMethod: 'Bank Transfer' }),
      sale('ghs', '2026-11-22T10:00:00Z', { priceMinor: 5000, currency: 'GHS' }),
    ];
    const refunds = [refund('r1', '2026-11-22T11:00:00Z', 100_000, 'Cash', 'NGN')];
    const day = endOfDay({ sales, refunds, date: DAY, timeZone: ACCRA });
    expect(day.currencies.map((f) => f.currency)).toEqual(['GHS', 'NGN', 'USD']);
    expect(day.currencies.map((f) => f.grossTakingsMinor)).toEqual([5000, 500000, 1000]);
    expect(day.currencies.map((f) => f.netMinor)).toEqual([5000, 400000, 1000]);
    expect(day.currencies.map((f) => f.cashExpectedMinor)).toEqual([5000, -100000, 0]);
  });

  it('counts a method it does not know as Other', () => {
    const odd = sale('odd', '2026-11-22T09:00:00Z', { priceMinor: 1000, paymentMethod: 'Crypto' as PaymentMethod });
    const [ghs] = endOfDay({ sales: [odd], refunds: [refund('r', '2026-11-22T10:00:00Z', 200, 'Voucher' as PaymentMethod)], date: DAY, timeZone: ACCRA }).currencies;
    expect(ghs?.takingsMinor.Other).toBe(1000);
    expect(ghs?.refundsByMethodMinor.Other).toBe(200);
  });

  it('always balances: methods sum to gross, net is gross less refunds, cash expected is cash in less cash out', () => {
    const method = fc.constantFrom(...PAYMENT_METHODS);
    const cents = fc.integer({ min: 1, max: 5_000_000 });
    const anySale = fc.record({ priceMinor: cents, method, currency: fc.constantFrom<CurrencyCode>('GHS', 'NGN'), minute: fc.integer({ min: 0, max: 1439 }) });
    const anyRefund = fc.record({ amountMinor: cents, method, currency: fc.constantFrom<CurrencyCode>('GHS', 'NGN'), minute: fc.integer({ min: 0, max: 1439 }) });
    fc.assert(
      fc.property(fc.array(anySale, { maxLength: 12 }), fc.array(anyRefund, { maxLength: 4 }), (rawSales, rawRefunds) => {
        const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 0, minute)).toISOString();
        const sales = rawSales.map((s, i) => sale(`s${i}`, at(s.minute), { priceMinor: s.priceMinor, currency: s.currency, paymentMethod: s.method }));
        const refunds = rawRefunds.map((r, i) => refund(`r${i}`, at(r.minute), r.amountMinor, r.method, r.currency));
        const day = endOfDay({ sales, refunds, date: DAY, timeZone: ACCRA });
        for (const f of day.currencies) {
          const methods = Object.values(f.takingsMinor).reduce((a, b) => a + b, 0);
          const refunded = Object.values(f.refundsByMethodMinor).reduce((a, b) => a + b, 0);
          const totals = sales.filter((s) => s.currency === f.currency).reduce((sum, s) => sum + saleTakings(s).reduce((a, t) => a + t.minor, 0), 0);
          if (methods !== f.grossTakingsMinor || methods !== totals) return false;
          if (refunded !== f.refundsMinor || f.netMinor !== f.grossTakingsMinor - f.refundsMinor) return false;
          if (f.cashExpectedMinor !== f.takingsMinor.Cash - f.refundsByMethodMinor.Cash) return false;
          const kept = Object.values(f.keptMinor).reduce((a, b) => a + b, 0);
          if (kept !== f.netMinor) return false;
          if (!Number.isSafeInteger(f.netMinor)) return false;
        }
        return day.currencies.reduce((n, f) => n + f.salesCount, 0) === sales.length;
      }),
      { numRuns: 100 },
    );
  });
});

/** An expense recorded on the expense form (expenses.ts); cash from the till unless told. */
function expense(id: string, spentOn: string, amountMinor: number, overrides: Partial<Expense> = {}): Expense {
  const at = new Date(`${spentOn}T10:00:00Z`);
  return { id, amountMinor, currency: 'GHS', category: 'Transport', method: 'Cash', fromTill: true, spentOn, note: '', createdAt: at, updatedAt: at, ...overrides };
}

describe('endOfDay with the day’s expenses', () => {
  const DAY = '2026-11-22';
  const sales = [sale('cash', '2026-11-22T09:00:00Z', { priceMinor: 10000 }), sale('momo', '2026-11-22T10:00:00Z', { priceMinor: 4000, paymentMethod: 'Mobile Money' })];
  const refunds = [refund('r1', '2026-11-22T15:00:00Z', 1000, 'Cash')];

  it('takes the cash expenses paid from the till that day off the cash expected, and says how much', () => {
    const expenses = [
      expense('taxi', DAY, 1500),
      expense('fuel', DAY, 2500, { category: 'Utilities' }),
      // Not from the drawer: cash from the owner's pocket, mobile money, another day, another currency.
      expense('pocket', DAY, 700, { fromTill: false }),
      expense('momo', DAY, 900, { method: 'Mobile Money', fromTill: false }),
      expense('yesterday', '2026-11-21', 3000),
      expense('naira', DAY, 50000, { currency: 'NGN' }),
    ];
    const [ghs, ngn] = endOfDay({ sales, refunds, expenses, date: DAY, timeZone: ACCRA }).currencies;
    expect(ghs).toMatchObject({ currency: 'GHS', netMinor: 13000, expensesFromTillMinor: 4000, cashExpectedMinor: 10000 - 1000 - 4000 });
    // A currency with only an expense from the till that day still shows: its drawer is short by it.
    expect(ngn).toMatchObject({ currency: 'NGN', salesCount: 0, refundsCount: 0, netMinor: 0, expensesFromTillMinor: 50000, cashExpectedMinor: -50000 });
  });

  it('is as before when no expenses are given', () => {
    const [ghs] = endOfDay({ sales, refunds, date: DAY, timeZone: ACCRA }).currencies;
    expect(ghs).toMatchObject({ expensesFromTillMinor: 0, cashExpectedMinor: 9000 });
  });

  it('writes them in the CSV and on the printed report, before the cash expected; the profit only in the CSV', () => {
    const day = endOfDay({ sales, refunds, expenses: [expense('taxi', DAY, 1500)], date: DAY, timeZone: ACCRA });
    expect(rowsOf(endOfDayCsv(day))[1]?.includes(',130.00,15.00,75.00,0.00,130.00,140.00,')).toBe(true);
    const lines = endOfDayReportText(day, null).split('\n');
    const net = lines.indexOf('Net total                ₵130.00');
    expect(lines.slice(net + 1, net + 4)).toEqual(['Expenses paid from the till', '                          ₵15.00', 'Cash expected in drawer   ₵75.00']);
    expect(lines.some((line) => /profit|cost/i.test(line))).toBe(false);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(END_OF_DAY_REPORT_WIDTH);
  });
});

const rowsOf = (csv: string) => csv.split('\r\n').slice(0, -1);

/** A sale of `totalMinor` to Ama sold on credit with `paid` paid at the till, as buildSale makes one. */
function creditSale(id: string, at: string, totalMinor: number, paid: { method: PaymentMethod; minor: number }[], currency: CurrencyCode = 'GHS'): Sale {
  const paidMinor = paid.reduce((sum, part) => sum + part.minor, 0);
  return {
    ...sale(id, at, { priceMinor: totalMinor, currency }),
    paymentMethod: paid[0]?.method ?? 'Cash',
    ...(paid.length > 1 ? { payments: paid } : {}),
    tenderedMinor: paidMinor,
    changeMinor: 0,
    customer: AMA,
    credit: { owedMinor: totalMinor - paidMinor, dueOn: '2026-12-22' },
  };
}

const AMA = { id: 'c-ama', name: 'Ama Mensah' };

function repayment(id: string, at: string, amountMinor: number, method: PaymentMethod = 'Cash', currency: CurrencyCode = 'GHS'): Repayment {
  return { id, customer: AMA, amountMinor, currency, method, createdAt: new Date(at) };
}

describe('endOfDay with selling on credit', () => {
  const DAY = '2026-11-22';
  // ₵150 on credit with ₵50 paid in cash now (₵100 on account), ₵80 on credit with nothing paid,
  // and a ₵40 cash sale; a ₵30 cash repayment and a ₵20 mobile money one today, one yesterday.
  const sales = [
    creditSale('part', '2026-11-22T09:00:00Z', 15000, [{ method: 'Cash', minor: 5000 }]),
    creditSale('none', '2026-11-22T10:00:00Z', 8000, []),
    sale('cash', '2026-11-22T11:00:00Z', { priceMinor: 4000 }),
  ];
  const repayments = [
    repayment('rp1', '2026-11-22T12:00:00Z', 3000, 'Cash'),
    repayment('rp2', '2026-11-22T13:00:00Z', 2000, 'Mobile Money'),
    repayment('old', '2026-11-21T13:00:00Z', 9900, 'Cash'),
  ];

  it('counts only what was paid at the till as takings, and the rest as credit given, never cash', () => {
    const [ghs] = endOfDay({ sales, refunds: [], date: DAY, timeZone: ACCRA }).currencies;
    expect(ghs).toMatchObject({
      salesCount: 3,
      creditSalesCount: 2,
      creditGivenMinor: 10000 + 8000,
      salesTotalMinor: 15000 + 8000 + 4000,
      takingsMinor: { Cash: 5000 + 4000, 'Mobile Money': 0, Card: 0, 'Bank Transfer': 0, Other: 0 },
      grossTakingsMinor: 9000,
      netMinor: 9000,
      cashExpectedMinor: 9000,
      repaymentsCount: 0,
      repaymentsMinor: 0,
    });
    // Revenue stays the sales' totals: what had no cost is counted on all of it.
    expect(ghs?.uncostedRevenueMinor).toBe(27000);
  });

  it('counts the day’s repayments as takings by their method: cash ones are in the cash expected', () => {
    const [ghs] = endOfDay({ sales, refunds: [], repayments, date: DAY, timeZone: ACCRA }).currencies;
    expect(ghs).toMatchObject({
      repaymentsCount: 2,
      repaymentsByMethodMinor: { Cash: 3000, 'Mobile Money': 2000, Card: 0, 'Bank Transfer': 0, Other: 0 },
      repaymentsMinor: 5000,
      takingsMinor: { Cash: 9000 + 3000, 'Mobile Money': 2000 },
      grossTakingsMinor: 14000,
      netMinor: 14000,
      cashExpectedMinor: 12000,
      // Repayments are not sales: revenue and credit given stay the sales'.
      salesTotalMinor: 27000,
      creditGivenMinor: 18000,
      uncostedRevenueMinor: 27000,
    });
  });

  it('shows a currency whose day had only a repayment', () => {
    const [ngn] = endOfDay({ sales: [], refunds: [], repayments: [repayment('n', '2026-11-22T12:00:00Z', 50000, 'Cash', 'NGN')], date: DAY, timeZone: ACCRA }).currencies;
    expect(ngn).toMatchObject({ currency: 'NGN', salesCount: 0, repaymentsCount: 1, grossTakingsMinor: 50000, cashExpectedMinor: 50000, salesTotalMinor: 0 });
    expect(hasCreditActivity(ngn!)).toBe(true);
  });

  it('takes a refund’s credit off the account, not out of the drawer: only the rest was handed back', () => {
    const offAccount: Refund = { ...refund('rc', '2026-11-22T15:00:00Z', 6000, 'Cash'), saleId: 'part', customer: AMA, creditMinor: 4500 };
    const allOff: Refund = { ...refund('ra', '2026-11-22T16:00:00Z', 2000, 'Mobile Money'), saleId: 'none', customer: AMA, creditMinor: 2000 };
    const [ghs] = endOfDay({ sales, refunds: [offAccount, allOff], repayments, date: DAY, timeZone: ACCRA }).currencies;
    expect(ghs).toMatchObject({
      refundsCount: 2,
      refundsByMethodMinor: { Cash: 1500, 'Mobile Money': 0 },
      refundsMinor: 1500,
      refundsOffAccountsMinor: 6500,
      keptMinor: { Cash: 12000 - 1500, 'Mobile Money': 2000 },
      netMinor: 14000 - 1500,
      cashExpectedMinor: 12000 - 1500,
      // The whole refund comes off the day's sales.
      uncostedRevenueMinor: 27000 - 8000,
    });
  });

  it('always balances with credit: methods sum to what was paid at the till plus repayments; revenue is paid + credit given', () => {
    const method = fc.constantFrom(...PAYMENT_METHODS);
    const cents = fc.integer({ min: 2, max: 5_000_000 });
    const anySale = fc.record({ totalMinor: cents, paidMinor: fc.integer({ min: 0, max: 5_000_000 }), method, minute: fc.integer({ min: 0, max: 1439 }) });
    const anyRepayment = fc.record({ amountMinor: cents, method, minute: fc.integer({ min: 0, max: 1439 }) });
    fc.assert(
      fc.property(fc.array(anySale, { maxLength: 8 }), fc.array(anyRepayment, { maxLength: 4 }), (rawSales, rawRepayments) => {
        const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 0, minute)).toISOString();
        const made = rawSales.map((s, i) => {
          // Something is always left on the account.
          const paid = Math.min(s.paidMinor, s.totalMinor - 1);
          return creditSale(`c${i}`, at(s.minute), s.totalMinor, paid > 0 ? [{ method: s.method, minor: paid }] : []);
        });
        const received = rawRepayments.map((r, i) => repayment(`p${i}`, at(r.minute), r.amountMinor, r.method));
        const [ghs] = endOfDay({ sales: made, refunds: [], repayments: received, date: DAY, timeZone: ACCRA }).currencies;
        if (!ghs) return made.length === 0 && received.length === 0;
        const methods = Object.values(ghs.takingsMinor).reduce((a, b) => a + b, 0);
        const paidAtTill = made.reduce((sum, s) => sum + (s.tenderedMinor ?? 0), 0);
        const repaid = received.reduce((sum, r) => sum + r.amountMinor, 0);
        return (
          methods === ghs.grossTakingsMinor &&
          methods === paidAtTill + repaid &&
          ghs.repaymentsMinor === repaid &&
          ghs.salesTotalMinor === paidAtTill + ghs.creditGivenMinor &&
          ghs.cashExpectedMinor === ghs.takingsMinor.Cash &&
          ghs.takingsMinor.Cash === made.filter((s) => s.paymentMethod === 'Cash').reduce((sum, s) => sum + (s.tenderedMinor ?? 0), 0) + ghs.repaymentsByMethodMinor.Cash
        );
      }),
      { numRuns: 100 },
    );
  });

  it('writes the credit given, the repayments by method and the refunds off accounts after the CSV’s columns of before', () => {
    const offAccount: Refund = { ...refund('rc', '2026-11-22T15:00:00Z', 6000, 'Cash'), saleId: 'part', customer: AMA, creditMinor: 4500 };
    const csv = rowsOf(endOfDayCsv(endOfDay({ sales, refunds: [offAccount], repayments, date: DAY, timeZone: ACCRA })));
    expect(csv[0]?.endsWith(',Gross profit,Sales with no cost,Sales total,Credit given,Cash repaid,Mobile Money repaid,Card repaid,Bank Transfer repaid,Other repaid,Repayments received,Refunds off accounts')).toBe(true);
    // Cash 9000 + 3000 repaid, mobile money 2000; ₵15 of the ₵60 refund handed back in cash.
    expect(csv[1]).toBe(
      '2026-11-22,GHS,3,0,1,120.00,20.00,0.00,0.00,0.00,140.00,0.00,15.00,0.00,0.00,0.00,0.00,15.00,125.00,0.00,105.00,0.00,210.00,' +
        '270.00,180.00,30.00,20.00,0.00,0.00,0.00,50.00,45.00',
    );
  });

  it('prints the credit given and the repayments by method, and counts cash repayments in the cash expected', () => {
    const offAccount: Refund = { ...refund('rc', '2026-11-22T15:00:00Z', 6000, 'Cash'), saleId: 'part', customer: AMA, creditMinor: 4500 };
    const text = endOfDayReportText(endOfDay({ sales, refunds: [offAccount], repayments, date: DAY, timeZone: ACCRA }), null);
    expect(text.split('\n').slice(3)).toEqual([
      'GHS',
      'Sales                          3',
      'Refunds                        1',
      'Takings',
      '  Cash                   ₵120.00',
      '  Mobile Money            ₵20.00',
      '  Card                     ₵0.00',
      '  Bank Transfer            ₵0.00',
      '  Other                    ₵0.00',
      'Gross takings            ₵140.00',
      'Repayments received       ₵50.00',
      '  Cash                    ₵30.00',
      '  Mobile Money            ₵20.00',
      'Credit given             ₵180.00',
      'Discounts given            ₵0.00',
      'Refunds given             ₵15.00',
      '  Cash                    ₵15.00',
      'Refunds off accounts      ₵45.00',
      'Net total                ₵125.00',
      'Cash expected in drawer  ₵105.00',
      '--------------------------------',
    ]);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(END_OF_DAY_REPORT_WIDTH);
    // A shop that never sells on credit prints as before: no credit lines.
    const plain = endOfDayReportText(endOfDay({ sales: [sale('cash', '2026-11-22T11:00:00Z')], refunds: [], date: DAY, timeZone: ACCRA }), null);
    expect(plain).not.toMatch(/Credit|Repayments|accounts/);
  });
});

describe('endOfDayCsv', () => {
  it('writes a header and one row per currency, amounts to the penny', () => {
    const sales = [
      sale('cash', '2026-11-22T09:00:00Z', { priceMinor: 4550, discountHundredths: 500 }),
      splitSale('split', '2026-11-22T12:00:00Z', 10000, [
        { method: 'Mobile Money', minor: 6000 },
        { method: 'Cash', minor: 5000 },
      ]),
      sale('ngn', '2026-11-22T13:00:00Z', { priceMinor: 150_000, currency: 'NGN', paymentMethod: 'Card' }),
    ];
    const refunds = [refund('r1', '2026-11-22T15:00:00Z', 1025, 'Cash')];
    const csv = endOfDayCsv(endOfDay({ sales, refunds, date: '2026-11-22', timeZone: ACCRA }));
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = rowsOf(csv);
    expect(rows[0]).toBe(END_OF_DAY_CSV_COLUMNS.join(','));
    expect(rows[0]).toBe(
      'Date,Currency,Sales,Split payments,Refunds,Cash takings,Mobile Money takings,Card takings,Bank Transfer takings,Other takings,Gross takings,Discounts given,' +
        'Cash refunded,Mobile Money refunded,Card refunded,Bank Transfer refunded,Other refunded,Refunds given,Net total,Expenses paid from the till,Cash expected in drawer,' +
        'Gross profit,Sales with no cost,Sales total,Credit given,Cash repaid,Mobile Money repaid,Card repaid,Bank Transfer repaid,Other repaid,Repayments received,Refunds off accounts',
    );
    const noCredit = ',0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00';
    expect(rows[1]).toBe(`2026-11-22,GHS,2,1,1,80.50,60.00,0.00,0.00,0.00,140.50,5.00,10.25,0.00,0.00,0.00,0.00,10.25,130.25,0.00,70.25,0.00,130.25,140.50${noCredit}`);
    expect(rows[2]).toBe(`2026-11-22,NGN,1,0,0,0.00,0.00,1500.00,0.00,0.00,1500.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,1500.00,0.00,0.00,0.00,1500.00,1500.00${noCredit}`);
    expect(rows).toHaveLength(3);
  });

  it('writes a shortfall as a negative amount, and only the header on an empty day', () => {
    const short = endOfDayCsv(endOfDay({ sales: [], refunds: [refund('r1', '2026-11-22T15:00:00Z', 2000)], date: '2026-11-22', timeZone: ACCRA }));
    expect(rowsOf(short)[1]?.endsWith(',20.00,-20.00,0.00,-20.00,0.00,-20.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00')).toBe(true);
    expect(rowsOf(endOfDayCsv(endOfDay({ sales: [], refunds: [], date: '2026-11-22', timeZone: ACCRA })))).toHaveLength(1);
  });

  it('names the file by the day it reports', () => {
    expect(endOfDayCsvFileName('2026-11-22')).toBe('end-of-day-2026-11-22.csv');
  });
});

describe('formatDayKey', () => {
  it('writes the date as the receipt does', () => {
    expect(formatDayKey('2026-11-02')).toBe('Nov 2, 2026');
    expect(formatDayKey('2026-01-31')).toBe('Jan 31, 2026');
    expect(formatDayKey('not a date')).toBe('not a date');
  });
});

describe('endOfDayReportText', () => {
  const sales = [
    sale('cash', '2026-11-22T09:00:00Z', { priceMinor: 4550, discountHundredths: 500 }),
    splitSale('split', '2026-11-22T12:00:00Z', 10000, [
      { method: 'Mobile Money', minor: 6000 },
      { method: 'Cash', minor: 5000 },
    ]),
  ];
  const refunds = [refund('r1', '2026-11-22T15:00:00Z', 1025, 'Cash')];
  const day = endOfDay({ sales, refunds, date: '2026-11-22', timeZone: ACCRA });

  it('lists the day’s figures for the drawer, 32 characters wide', () => {
    const text = endOfDayReportText(day, { businessName: "Ama's Provisions" }, { printedAt: new Date('2026-11-22T18:05:00Z') });
    expect(text).toBe(
      [
        "Ama's Provisions",
        'End of day',
        'Date:               Nov 22, 2026',
        'Printed:      Nov 22, 2026 18:05',
        '--------------------------------',
        'GHS',
        'Sales                          2',
        '  of them split                1',
        'Refunds                        1',
        'Takings',
        '  Cash                    ₵80.50',
        '  Mobile Money            ₵60.00',
        '  Card                     ₵0.00',
        '  Bank Transfer            ₵0.00',
        '  Other                    ₵0.00',
        'Gross takings            ₵140.50',
        'Discounts given            ₵5.00',
        'Refunds given             ₵10.25',
        '  Cash                    ₵10.25',
        'Net total                ₵130.25',
        'Cash expected in drawer   ₵70.25',
        '--------------------------------',
      ].join('\n'),
    );
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(END_OF_DAY_REPORT_WIDTH);
  });

  it('says so on an empty day, without a business name when there is none', () => {
    const empty = endOfDayReportText(endOfDay({ sales: [], refunds: [], date: '2026-11-22', timeZone: ACCRA }), null);
    expect(empty.split('\n')).toEqual(['End of day', 'Date:               Nov 22, 2026', '-'.repeat(32), 'No sales or refunds this day.', '-'.repeat(32)]);
  });

  it('never runs past the paper: long names wrap, large amounts go on their own line', () => {
    const big = [sale('big', '2026-11-22T09:00:00Z', { priceMinor: 999_999_999, currency: 'NGN' })];
    const text = endOfDayReportText(endOfDay({ sales: big, refunds: [], date: '2026-11-22', timeZone: ACCRA }), {
      businessName: 'The Very Long Named Provisions And General Goods Store of Kumasi Central',
    });
    const lines = text.split('\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(32);
    expect(lines.slice(0, 3)).toEqual(['The Very Long Named Provisions', 'And General Goods Store of', 'Kumasi Central']);
    const cashExpected = lines.indexOf('Cash expected in drawer');
    expect(lines[cashExpected + 1]).toBe('₦9,999,999.99'.padStart(32));
    const unbroken = endOfDayReportText(day, { businessName: 'X'.repeat(40) }, { width: 20 });
    expect(unbroken.split('\n').slice(0, 2)).toEqual(['X'.repeat(20), 'X'.repeat(20)]);
  });
});
