import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD } from './constants';
import type { DailyStat } from './entities';
import { DAY_MS, formatMonthDay } from './calendar';
import { formatMinor } from './money';
import {
  addAmounts,
  applySaleToDailyStat,
  applyRefundToDailyStat,
  dayRevenueText,
  otherCurrenciesText,
  dailySeriesFromStats,
  dailyStatKey,
  lastDayKeys,
  mainCurrency,
  periodRevenue,
  revenueByCurrencyFromStats,
  revenueMinorFromStats,
  seriesTotalMinor,
  storedRevenue,
  type DailyPoint,
  type RevenueSale,
} from './dashboard';
import { dailySeries, periodStart, revenueMinor } from '../testing/figures-from-sales';

const now = new Date('2026-11-22T10:30:00Z');
const at = (iso: string, totalMinor?: number | null): RevenueSale => ({ createdAt: new Date(iso), totalMinor });

describe('periodStart', () => {
  it('is now minus the selected days', () => {
    expect(DASHBOARD_PERIODS).toEqual([7, 30, 90]);
    expect(DEFAULT_DASHBOARD_PERIOD).toBe(30);
    expect(periodStart(now, 7).toISOString()).toBe('2026-11-15T10:30:00.000Z');
    expect(periodStart(now, 30).toISOString()).toBe('2026-10-23T10:30:00.000Z');
    expect(periodStart(now, 90).toISOString()).toBe('2026-08-24T10:30:00.000Z');
    expect(DAY_MS).toBe(86_400_000);
  });
});

describe('the reference figures from the sales (testing/figures-from-sales.ts)', () => {
  it('sums totalMinor, a missing value counting as 0', () => {
    const sales = [at('2026-11-20T00:00:00Z', 1050), at('2026-11-21T00:00:00Z'), at('2026-11-21T01:00:00Z', null), at('2026-11-22T00:00:00Z', 25)];
    expect(revenueMinor(sales)).toBe(1075);
    expect(revenueMinor([])).toBe(0);
  });

  it('counts only sales on or after the start when given', () => {
    const start = periodStart(now, 7);
    const sales = [at('2026-11-15T10:29:59.999Z', 10000), at('2026-11-15T10:30:00Z', 500), at('2026-11-22T10:00:00Z', 700)];
    expect(revenueMinor(sales, start)).toBe(1200);
  });

  it('has no float drift: 1000 sales of ₵0.10 make exactly ₵100.00', () => {
    const sales = Array.from({ length: 1000 }, () => at('2026-11-22T00:00:00Z', 10));
    expect(revenueMinor(sales)).toBe(10000);
    expect(formatMinor(revenueMinor(sales), 'GHS')).toBe('₵100.00');
    expect(formatMinor(123_450, 'GHS')).toBe('₵1,234.50');
    expect(formatMinor(0, 'GHS')).toBe('₵0.00');
  });

  it('equals the integer sum (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 0, max: 1e9 }), { nil: undefined }), { maxLength: 100 }), (minors) => {
        const sales = minors.map((m) => at('2026-11-22T00:00:00Z', m));
        expect(revenueMinor(sales)).toBe(minors.reduce<number>((s, m) => s + (m ?? 0), 0));
      }),
    );
  });
});

describe('lastDayKeys / formatMonthDay', () => {
  it('lists the last N UTC dates including today, oldest first', () => {
    expect(lastDayKeys(7, now)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(lastDayKeys(30, now)).toHaveLength(30);
    expect(lastDayKeys(90, now)[0]).toBe('2026-08-25');
    expect(lastDayKeys(0, now)).toEqual([]);
    expect(lastDayKeys(-3, now)).toEqual([]);
  });

  it('uses the UTC date even late in the evening west of Greenwich', () => {
    expect(lastDayKeys(1, new Date('2026-11-22T23:59:59.999Z'))).toEqual(['2026-11-22']);
    expect(lastDayKeys(1, new Date('2026-11-23T00:00:00Z'))).toEqual(['2026-11-23']);
  });

  it('crosses month and year ends', () => {
    expect(lastDayKeys(3, new Date('2027-01-01T12:00:00Z'))).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(lastDayKeys(2, new Date('2028-03-01T00:00:00Z'))).toEqual(['2028-02-29', '2028-03-01']);
  });

  it('labels days as short month and day in US English', () => {
    expect(formatMonthDay('2026-11-22')).toBe('Nov 22');
    expect(formatMonthDay('2026-01-05')).toBe('Jan 5');
    expect(formatMonthDay('2026-12-31')).toBe('Dec 31');
  });
});

describe('dailySeries', () => {
  const sales = [
    at('2026-11-22T09:00:00Z', 1000),
    at('2026-11-22T10:00:00Z', 10),
    at('2026-11-22T10:05:00Z', 20),
    at('2026-11-20T23:59:59Z', 500),
    at('2026-11-16T00:00:00Z', 100),
    at('2026-11-15T23:59:59Z', 99900),
    at('2026-11-23T00:00:00Z', 99900),
    at('2026-11-21T12:00:00Z'),
  ];

  it('has one point per day, oldest first, with the day revenue, ignoring other dates', () => {
    const series = dailySeries(sales, 7, now);
    expect(series.map((p) => p.date)).toEqual(lastDayKeys(7, now));
    expect(series.map((p) => p.label)).toEqual(['Nov 16', 'Nov 17', 'Nov 18', 'Nov 19', 'Nov 20', 'Nov 21', 'Nov 22']);
    expect(series.map((p) => p.revenueMinor)).toEqual([100, 0, 0, 0, 500, 0, 1030]);
    expect(series.map((p) => p.salesCount)).toEqual([1, 0, 0, 0, 1, 1, 3]);
    expect(seriesTotalMinor(series)).toBe(1630);
  });

  it('gives 30 and 90 points for the other periods', () => {
    expect(dailySeries(sales, 30, now)).toHaveLength(30);
    expect(dailySeries([], 90, now)).toHaveLength(90);
    expect(dailySeries([], 90, now).every((p) => p.revenueMinor === 0)).toBe(true);
  });
});

describe('daily roll-ups', () => {
  it('applySaleToDailyStat adds the total in minor units and one sale', () => {
    const first = applySaleToDailyStat(undefined, at('2026-11-22T09:00:00Z', 1235));
    expect(first).toEqual({ date: '2026-11-22', revenueMinor: { GHS: 1235 }, salesCount: 1 });
    const second = applySaleToDailyStat(first, at('2026-11-22T18:00:00Z', 10));
    expect(second).toEqual({ date: '2026-11-22', revenueMinor: { GHS: 1245 }, salesCount: 2 });
    expect(applySaleToDailyStat(second, at('2026-11-22T19:00:00Z'))).toEqual({ date: '2026-11-22', revenueMinor: { GHS: 1245 }, salesCount: 3 });
    expect(dailyStatKey({ createdAt: new Date('2026-11-22T23:59:59Z') })).toBe('2026-11-22');
  });

  it('applyRefundToDailyStat takes the refund off its day\'s revenue in its currency, and a later sale keeps the refund count', () => {
    const sold = applySaleToDailyStat(undefined, at('2026-11-22T09:00:00Z', 10000));
    const refunded = applyRefundToDailyStat(sold, { createdAt: new Date('2026-11-22T10:00:00Z'), amountMinor: 2550, currency: 'GHS' });
    expect(refunded).toEqual({ date: '2026-11-22', revenueMinor: { GHS: 7450 }, salesCount: 1, refundsCount: 1 });
    expect(applySaleToDailyStat(refunded, at('2026-11-22T11:00:00Z', 100))).toEqual({ date: '2026-11-22', revenueMinor: { GHS: 7550 }, salesCount: 2, refundsCount: 1 });
    // A refund of an earlier day's sale lowers the day it is given, which may go below zero.
    expect(applyRefundToDailyStat(undefined, { createdAt: new Date('2026-11-23T08:00:00Z'), amountMinor: 300, currency: 'NGN' })).toEqual({ date: '2026-11-23', revenueMinor: { NGN: -300 }, salesCount: 0, refundsCount: 1 });
    expect(() => applyRefundToDailyStat(refunded, { createdAt: new Date('2026-11-23T08:00:00Z'), amountMinor: 100, currency: 'GHS' })).toThrow(RangeError);
  });

  it('refuses a sale of another day', () => {
    const stat: DailyStat = { date: '2026-11-21', revenueMinor: {}, salesCount: 0 };
    expect(() => applySaleToDailyStat(stat, at('2026-11-22T00:00:00Z', 100))).toThrow(RangeError);
  });

  it('dailySeriesFromStats gives the same series as dailySeries (property)', () => {
    const saleArb = fc.record({
      offset: fc.integer({ min: -100 * DAY_MS, max: DAY_MS }),
      minor: fc.option(fc.integer({ min: 0, max: 1e7 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(saleArb, { maxLength: 80 }), fc.constantFrom(...DASHBOARD_PERIODS), (rows, days) => {
        const sales = rows.map((r) => ({
          createdAt: new Date(now.getTime() + r.offset),
          totalMinor: r.minor,
        }));
        const stats = new Map<string, DailyStat>();
        for (const s of sales) stats.set(dailyStatKey(s), applySaleToDailyStat(stats.get(dailyStatKey(s)), s));
        const fromStats = dailySeriesFromStats([...stats.values()], days, now);
        expect(fromStats).toEqual(dailySeries(sales, days, now));
        expect(revenueMinorFromStats([...stats.values()], days, now)).toBe(seriesTotalMinor(fromStats));
      }),
    );
  });

  it('adds up duplicate roll-ups of one day and ignores others', () => {
    const stats: DailyStat[] = [
      { date: '2026-11-22', revenueMinor: { GHS: 100 }, salesCount: 1 },
      { date: '2026-11-22', revenueMinor: { GHS: 50 }, salesCount: 2 },
      { date: '2026-01-01', revenueMinor: { GHS: 9999 }, salesCount: 9 },
    ];
    const series = dailySeriesFromStats(stats, 7, now);
    expect(series.at(-1)).toEqual({ date: '2026-11-22', label: 'Nov 22', revenueMinor: 150, currency: 'GHS', revenueByCurrency: { GHS: 150 }, salesCount: 3 });
    expect(revenueMinorFromStats(stats, 7, now)).toBe(150);
  });
});

describe('revenue per currency', () => {
  const cedis = (iso: string, totalMinor: number) => ({ createdAt: new Date(iso), totalMinor, currency: 'GHS' as const });
  const naira = (iso: string, totalMinor: number) => ({ createdAt: new Date(iso), totalMinor, currency: 'NGN' as const });

  it('keeps each currency apart in the roll-up, never summed', () => {
    let stat = applySaleToDailyStat(undefined, cedis('2026-11-22T09:00:00Z', 5000));
    stat = applySaleToDailyStat(stat, naira('2026-11-22T10:00:00Z', 350_000));
    stat = applySaleToDailyStat(stat, cedis('2026-11-22T11:00:00Z', 2050));
    expect(stat).toEqual({ date: '2026-11-22', revenueMinor: { GHS: 7050, NGN: 350_000 }, salesCount: 3 });
  });

  it('leads with cedis whenever there are any, and lists the other currencies beside them', () => {
    const stats: DailyStat[] = [
      { date: '2026-11-21', revenueMinor: { NGN: 900_000, USD: 2000 }, salesCount: 3 },
      { date: '2026-11-22', revenueMinor: { GHS: 7050, NGN: 350_000 }, salesCount: 3 },
    ];
    const amounts = revenueByCurrencyFromStats(stats, 7, now);
    expect(amounts).toEqual({ GHS: 7050, NGN: 1_250_000, USD: 2000 });
    expect(periodRevenue(amounts)).toEqual({
      main: { currency: 'GHS', minor: 7050 },
      others: [
        { currency: 'NGN', minor: 1_250_000 },
        { currency: 'USD', minor: 2000 },
      ],
    });
    const series = dailySeriesFromStats(stats, 7, now);
    expect(series.map((p) => p.revenueMinor).slice(-2)).toEqual([0, 7050]);
    expect(series.at(-2)?.revenueByCurrency).toEqual({ NGN: 900_000, USD: 2000 });
    expect(revenueMinorFromStats(stats, 7, now)).toBe(7050);
    expect(revenueMinorFromStats(stats, 7, now, 'NGN')).toBe(1_250_000);
  });

  it('leads a shop with no cedi revenue with the currency that took the most, and an empty period with cedis', () => {
    expect(mainCurrency({ NGN: 500, USD: 900 })).toBe('USD');
    expect(mainCurrency({})).toBe('GHS');
    expect(periodRevenue({})).toEqual({ main: { currency: 'GHS', minor: 0 }, others: [] });
    const naira = dailySeriesFromStats([{ date: '2026-11-22', revenueMinor: { NGN: 350_000 }, salesCount: 1 }], 7, now);
    expect(naira.at(-1)).toMatchObject({ currency: 'NGN', revenueMinor: 350_000 });
    expect(formatMinor(350_000, 'NGN')).toBe('₦3,500.00');
  });

  it('words the other currencies and a mixed day without adding them together', () => {
    expect(otherCurrenciesText([])).toBe('');
    expect(otherCurrenciesText([{ currency: 'NGN', minor: 1_250_000 }])).toBe('Also ₦12,500.00');
    expect(otherCurrenciesText([{ currency: 'NGN', minor: 100 }, { currency: 'USD', minor: 2000 }, { currency: 'EUR', minor: 5 }])).toBe('Also ₦1.00, $20.00 and €0.05');
    const [day] = dailySeriesFromStats([{ date: '2026-11-22', revenueMinor: { GHS: 7050, NGN: 350_000 }, salesCount: 3 }], 1, now);
    expect(dayRevenueText(day as DailyPoint)).toBe('₵70.50, ₦3,500.00');
  });

  it('reads a roll-up stored before revenue was kept per currency as cedis, and ignores what is not an amount', () => {
    expect(storedRevenue(1250)).toEqual({ GHS: 1250 });
    expect(storedRevenue({ GHS: 5, NGN: 7, XYZ: 3, USD: 'x' })).toEqual({ GHS: 5, NGN: 7 });
    expect(storedRevenue(null)).toEqual({});
    expect(addAmounts({ GHS: 1 }, { GHS: 2, EUR: 3 })).toEqual({ GHS: 3, EUR: 3 });
    expect(addAmounts(undefined, undefined)).toEqual({});
  });
});

