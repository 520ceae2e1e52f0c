// End of day (docs/product-rules.md, 'End of day'): the figures of one local calendar day for
// cashing up, per currency and never summed across currencies: how many sales and refunds, the
// money kept by each payment method (split payments counted in each of their methods), the
// discounts given, the money given back, the net total and the cash that should be in the drawer.
// Every amount is in integer minor units.
import type { CurrencyCode, PaymentMethod, Refund, Sale } from './entities';
import { CURRENCIES, PAYMENT_METHODS } from './constants';
import { twoDigits, zonedDateTime } from './calendar';
import { csvField, csvText, plainMinor } from './csv';
import { END_OF_DAY_TEXT as T } from './messages';
import { formatMinor, toMinor } from './money';
import { saleTakings } from './payments';
import { formatReceiptDate } from './sale';

/** A day's bounds as instants: from `start` (the local midnight the day begins) up to, not including, `end`. */
export interface DayRange {
  start: Date;
  end: Date;
}

/** Minor units per payment method, every method present (0 when none). */
export type MethodAmounts = Record<PaymentMethod, number>;

/** The figures of one currency on one day. */
export interface EndOfDayFigures {
  currency: CurrencyCode;
  /** Sales made that day in this currency. */
  salesCount: number;
  /** Of those, the sales paid in two or more parts. */
  splitSalesCount: number;
  /** Refunds given that day in this currency (whenever their sale was made). */
  refundsCount: number;
  /** The money the day's sales kept by each method (the sale's `saleTakings`). */
  takingsMinor: MethodAmounts;
  /** All the day's takings: the sum of the sales' totals. */
  grossTakingsMinor: number;
  /** The money the day's discounts took off (sum of the sales' `discountAmount`). */
  discountsMinor: number;
  /** The money given back that day by each method. */
  refundsByMethodMinor: MethodAmounts;
  /** All the money given back that day. */
  refundsMinor: number;
  /** What each method kept: its takings less its refunds (negative when it gave back more than it took). */
  keptMinor: MethodAmounts;
  /** Gross takings less refunds. */
  netMinor: number;
  /** Cash takings less cash refunds: what the day added to the drawer. */
  cashExpectedMinor: number;
}

export interface EndOfDay {
  /** The local date, `YYYY-MM-DD`. */
  date: string;
  /** The IANA time zone the day was read in. */
  timeZone: string;
  range: DayRange;
  /** One entry per currency with a sale or refund that day, in the order of `CURRENCIES`; empty on a day with neither. */
  currencies: EndOfDayFigures[];
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MINUTE_MS = 60_000;
// No time zone is more than 14 hours from UTC: a local midnight lies within 15 hours of the UTC one.
const ZONE_REACH_MS = 15 * 60 * MINUTE_MS;

function parseDateKey(date: string): { year: number; month: number; day: number } | null {
  const match = DATE_KEY.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const utc = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls over (Feb 30 → Mar 2); a real date reads back as itself.
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Whether `text` is a real calendar date written `YYYY-MM-DD`. */
export function isDateKey(text: string): boolean {
  return parseDateKey(text) !== null;
}

/** The local date, `YYYY-MM-DD`, that `instant` falls on in `timeZone`. */
export function localDateKey(instant: Date, timeZone = 'UTC'): string {
  const { year, month, day } = zonedDateTime(instant, timeZone);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** The first whole minute whose local date in `timeZone` is `date` or later. */
function firstMinuteOf(date: string, timeZone: string, utcMidnight: number): number {
  // Binary search: a day begins at local midnight, or where a clock change skips midnight, at the
  // first minute of the new date. The local date only moves forward within the window searched.
  let low = utcMidnight / MINUTE_MS - ZONE_REACH_MS / MINUTE_MS;
  let high = utcMidnight / MINUTE_MS + ZONE_REACH_MS / MINUTE_MS;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (localDateKey(new Date(mid * MINUTE_MS), timeZone) >= date) high = mid;
    else low = mid + 1;
  }
  return low * MINUTE_MS;
}

/**
 * The instants the local day `date` (`YYYY-MM-DD`) begins and ends in `timeZone` (an IANA name):
 * 24 hours apart, or 23 or 25 on a day the clocks change. Throws a RangeError for a date that is
 * not a real `YYYY-MM-DD` date.
 */
export function localDayRange(date: string, timeZone = 'UTC'): DayRange {
  const parts = parseDateKey(date);
  if (!parts) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  const midnight = Date.UTC(parts.year, parts.month - 1, parts.day);
  const next = new Date(midnight + 86_400_000);
  const nextKey = `${next.getUTCFullYear()}-${twoDigits(next.getUTCMonth() + 1)}-${twoDigits(next.getUTCDate())}`;
  return {
    start: new Date(firstMinuteOf(date, timeZone, midnight)),
    end: new Date(firstMinuteOf(nextKey, timeZone, next.getTime())),
  };
}

function noMethods(): MethodAmounts {
  return { Cash: 0, 'Mobile Money': 0, Card: 0, 'Bank Transfer': 0, Other: 0 };
}

function emptyFigures(currency: CurrencyCode): EndOfDayFigures {
  return {
    currency,
    salesCount: 0,
    splitSalesCount: 0,
    refundsCount: 0,
    takingsMinor: noMethods(),
    grossTakingsMinor: 0,
    discountsMinor: 0,
    refundsByMethodMinor: noMethods(),
    refundsMinor: 0,
    keptMinor: noMethods(),
    netMinor: 0,
    cashExpectedMinor: 0,
  };
}

// A method this version does not know (a record written by a newer one) is counted as Other, so
// the totals still add up.
function knownMethod(method: PaymentMethod): PaymentMethod {
  return PAYMENT_METHODS.includes(method) ? method : 'Other';
}

function within(range: DayRange, instant: Date): boolean {
  const t = instant.getTime();
  return t >= range.start.getTime() && t < range.end.getTime();
}

export interface EndOfDayInput {
  /** Sales to read; those made outside the day are left out. */
  sales: readonly Sale[];
  /** Refunds to read; those given outside the day are left out. */
  refunds: readonly Refund[];
  /** The local date, `YYYY-MM-DD`. */
  date: string;
  /** The IANA time zone the day is read in (the device's). */
  timeZone: string;
}

/**
 * The figures of the local day `date` in `timeZone`, one entry per currency. A sale counts on the
 * day it was made; a refund on the day the money went back, whichever day its sale was.
 */
export function endOfDay({ sales, refunds, date, timeZone }: EndOfDayInput): EndOfDay {
  const range = localDayRange(date, timeZone);
  const byCurrency = new Map<CurrencyCode, EndOfDayFigures>();
  const figuresFor = (currency: CurrencyCode): EndOfDayFigures => {
    let figures = byCurrency.get(currency);
    if (!figures) {
      figures = emptyFigures(currency);
      byCurrency.set(currency, figures);
    }
    return figures;
  };

  for (const sale of sales) {
    if (!within(range, sale.createdAt)) continue;
    const figures = figuresFor(sale.currency);
    figures.salesCount += 1;
    if (sale.payments && sale.payments.length > 1) figures.splitSalesCount += 1;
    for (const { method, minor } of saleTakings(sale)) {
      figures.takingsMinor[knownMethod(method)] += minor;
      figures.grossTakingsMinor += minor;
    }
    figures.discountsMinor += toMinor(sale.discountAmount);
  }

  for (const refund of refunds) {
    if (!within(range, refund.createdAt)) continue;
    const figures = figuresFor(refund.currency);
    const minor = toMinor(refund.amount);
    figures.refundsCount += 1;
    figures.refundsByMethodMinor[knownMethod(refund.paymentMethod)] += minor;
    figures.refundsMinor += minor;
  }

  const currencies = [...byCurrency.values()].sort((a, b) => CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency));
  for (const figures of currencies) {
    for (const method of PAYMENT_METHODS) figures.keptMinor[method] = figures.takingsMinor[method] - figures.refundsByMethodMinor[method];
    figures.netMinor = figures.grossTakingsMinor - figures.refundsMinor;
    figures.cashExpectedMinor = figures.keptMinor.Cash;
  }
  return { date, timeZone, range, currencies };
}

/** The payment methods in the order the report lists them. */
export const END_OF_DAY_METHODS: readonly PaymentMethod[] = PAYMENT_METHODS;

// ---- CSV ---------------------------------------------------------------------------------------

export const END_OF_DAY_CSV_COLUMNS: readonly string[] = [
  'Date',
  'Currency',
  'Sales',
  'Split payments',
  'Refunds',
  ...END_OF_DAY_METHODS.map((method) => `${method} takings`),
  'Gross takings',
  'Discounts given',
  ...END_OF_DAY_METHODS.map((method) => `${method} refunded`),
  'Refunds given',
  'Net total',
  'Cash expected in drawer',
];

/** The day as CSV text: a header row, then one row per currency (none on an empty day); lines end in CRLF. */
export function endOfDayCsv(day: EndOfDay): string {
  const count = (n: number) => csvField(String(n), 'number');
  const amount = (minor: number) => csvField(plainMinor(minor), 'number');
  return csvText(
    END_OF_DAY_CSV_COLUMNS,
    day.currencies.map((f) => [
      csvField(day.date),
      csvField(f.currency),
      count(f.salesCount),
      count(f.splitSalesCount),
      count(f.refundsCount),
      ...END_OF_DAY_METHODS.map((method) => amount(f.takingsMinor[method])),
      amount(f.grossTakingsMinor),
      amount(f.discountsMinor),
      ...END_OF_DAY_METHODS.map((method) => amount(f.refundsByMethodMinor[method])),
      amount(f.refundsMinor),
      amount(f.netMinor),
      amount(f.cashExpectedMinor),
    ]),
  );
}

/** `end-of-day-2026-11-22.csv`: named by the day it reports, not the day it was saved. */
export function endOfDayCsvFileName(date: string): string {
  return `end-of-day-${date}.csv`;
}

// ---- Printed report ----------------------------------------------------------------------------

/** Characters per line on 58 mm thermal paper; the report fits it and so also fits 80 mm. */
export const END_OF_DAY_REPORT_WIDTH = 32;

/** `2026-11-22` → `Nov 22, 2026`, as the receipt writes dates. */
export function formatDayKey(date: string): string {
  const parts = parseDateKey(date);
  if (!parts) return date;
  return formatReceiptDate(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)), 'UTC').replace(/ \d{2}:\d{2}$/, '');
}

/** Breaks text longer than the paper into lines of at most `width` characters, at spaces where it can. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let rest = text.trim();
  while (rest.length > width) {
    const space = rest.lastIndexOf(' ', width);
    const cut = space > 0 ? space : width;
    lines.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) lines.push(rest);
  return lines;
}

/** `label ........ value` on one line of `width`; the value on a line of its own when both do not fit. */
function row(label: string, value: string, width: number): string[] {
  if (label.length + 1 + value.length <= width) return [`${label}${' '.repeat(width - label.length - value.length)}${value}`];
  return [...wrap(label, width), value.padStart(width)];
}

export interface EndOfDayReportOptions {
  /** When the report was printed, written under the date. */
  printedAt?: Date;
  /** Characters per line; END_OF_DAY_REPORT_WIDTH unless told. */
  width?: number;
}

/**
 * The day's report as plain text for a thermal printer: every line at most `width` characters
 * (32, which 58 mm paper takes), one block per currency.
 */
export function endOfDayReportText(
  day: EndOfDay,
  business: { businessName: string } | null | undefined,
  options: EndOfDayReportOptions = {},
): string {
  const width = options.width ?? END_OF_DAY_REPORT_WIDTH;
  const rule = '-'.repeat(width);
  const lines: string[] = [];
  const name = business?.businessName.trim();
  if (name) lines.push(...wrap(name, width));
  lines.push(T.report);
  lines.push(...row('Date:', formatDayKey(day.date), width));
  if (options.printedAt) lines.push(...row('Printed:', formatReceiptDate(options.printedAt, day.timeZone), width));
  lines.push(rule);
  if (day.currencies.length === 0) {
    lines.push(...wrap(T.emptyReport, width));
    lines.push(rule);
  }
  for (const f of day.currencies) {
    const money = (minor: number) => formatMinor(minor, f.currency);
    lines.push(f.currency);
    lines.push(...row(T.sales, String(f.salesCount), width));
    if (f.splitSalesCount > 0) lines.push(...row(`  ${T.splitSales}`, String(f.splitSalesCount), width));
    lines.push(...row(T.refunds, String(f.refundsCount), width));
    lines.push(T.takings);
    for (const method of END_OF_DAY_METHODS) lines.push(...row(`  ${method}`, money(f.takingsMinor[method]), width));
    lines.push(...row(T.grossTakings, money(f.grossTakingsMinor), width));
    lines.push(...row(T.discounts, money(f.discountsMinor), width));
    lines.push(...row(T.refundsGiven, money(f.refundsMinor), width));
    for (const method of END_OF_DAY_METHODS) {
      if (f.refundsByMethodMinor[method] > 0) lines.push(...row(`  ${method}`, money(f.refundsByMethodMinor[method]), width));
    }
    lines.push(...row(T.net, money(f.netMinor), width));
    lines.push(...row(T.cashExpected, money(f.cashExpectedMinor), width));
    lines.push(rule);
  }
  return lines.join('\n');
}
