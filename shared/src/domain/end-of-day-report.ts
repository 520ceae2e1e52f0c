// The End of Day report as files leave the shop (docs/product-rules.md, 'End of day'): the CSV
// download, a row per currency, and the printed report, 32 characters wide for 58 mm paper. The
// gross profit is in the CSV (the owner's file) and not on the printed report, which is cash-up
// paper left at the till: cost and profit stay with the owner (docs/product-rules.md, 'Cost and profit').
// Selling on credit (docs/product-rules.md, 'Credit'): the credit given, the repayments received by
// method (already in the takings) and what refunds took off accounts, after the columns of before
// in the CSV, and on the report of a currency whose day had any of them.
import { formatDateTime } from './calendar';
import { csvAmount, csvField, csvText } from './csv';
import type { EndOfDay } from './end-of-day';
import { END_OF_DAY_METHODS, hasCreditActivity } from './end-of-day';
import { formatDayKey } from './local-day';
import { END_OF_DAY_REPORT_TEXT as T } from './messages';
import { formatMinor } from './money';
import { reportRow, wrapReportText } from './printed-report';

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
  T.expensesFromTill,
  'Cash expected in drawer',
  T.grossProfit,
  T.noCost,
  'Sales total',
  T.creditGiven,
  ...END_OF_DAY_METHODS.map((method) => `${method} ${T.repaid}`),
  T.repayments,
  T.offAccounts,
];

/** The day as CSV text: a header row, then one row per currency (none on an empty day); lines end in CRLF. */
export function endOfDayCsv(day: EndOfDay): string {
  const count = (n: number) => csvField(String(n), 'number');
  return csvText(
    END_OF_DAY_CSV_COLUMNS,
    day.currencies.map((f) => [
      csvField(day.date),
      csvField(f.currency),
      count(f.salesCount),
      count(f.splitSalesCount),
      count(f.refundsCount),
      ...END_OF_DAY_METHODS.map((method) => csvAmount(f.takingsMinor[method])),
      csvAmount(f.grossTakingsMinor),
      csvAmount(f.discountsMinor),
      ...END_OF_DAY_METHODS.map((method) => csvAmount(f.refundsByMethodMinor[method])),
      csvAmount(f.refundsMinor),
      csvAmount(f.netMinor),
      csvAmount(f.expensesFromTillMinor),
      csvAmount(f.cashExpectedMinor),
      csvAmount(f.grossProfitMinor),
      csvAmount(f.uncostedRevenueMinor),
      csvAmount(f.salesTotalMinor),
      csvAmount(f.creditGivenMinor),
      ...END_OF_DAY_METHODS.map((method) => csvAmount(f.repaymentsByMethodMinor[method])),
      csvAmount(f.repaymentsMinor),
      csvAmount(f.refundsOffAccountsMinor),
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
  if (name) lines.push(...wrapReportText(name, width));
  lines.push(T.report);
  lines.push(...reportRow('Date:', formatDayKey(day.date), width));
  if (options.printedAt) lines.push(...reportRow('Printed:', formatDateTime(options.printedAt, day.timeZone), width));
  lines.push(rule);
  if (day.currencies.length === 0) {
    lines.push(...wrapReportText(T.emptyReport, width));
    lines.push(rule);
  }
  for (const f of day.currencies) {
    const money = (minor: number) => formatMinor(minor, f.currency);
    lines.push(f.currency);
    lines.push(...reportRow(T.sales, String(f.salesCount), width));
    if (f.splitSalesCount > 0) lines.push(...reportRow(`  ${T.splitSales}`, String(f.splitSalesCount), width));
    lines.push(...reportRow(T.refunds, String(f.refundsCount), width));
    lines.push(T.takings);
    for (const method of END_OF_DAY_METHODS) lines.push(...reportRow(`  ${method}`, money(f.takingsMinor[method]), width));
    lines.push(...reportRow(T.grossTakings, money(f.grossTakingsMinor), width));
    const credit = hasCreditActivity(f);
    if (f.repaymentsCount > 0) {
      // Already in the takings above: said apart so the drawer can be checked against them.
      lines.push(...reportRow(T.repayments, money(f.repaymentsMinor), width));
      for (const method of END_OF_DAY_METHODS) {
        if (f.repaymentsByMethodMinor[method] > 0) lines.push(...reportRow(`  ${method}`, money(f.repaymentsByMethodMinor[method]), width));
      }
    }
    if (credit && f.creditGivenMinor > 0) lines.push(...reportRow(T.creditGiven, money(f.creditGivenMinor), width));
    lines.push(...reportRow(T.discounts, money(f.discountsMinor), width));
    lines.push(...reportRow(T.refundsGiven, money(f.refundsMinor), width));
    for (const method of END_OF_DAY_METHODS) {
      if (f.refundsByMethodMinor[method] > 0) lines.push(...reportRow(`  ${method}`, money(f.refundsByMethodMinor[method]), width));
    }
    if (f.refundsOffAccountsMinor > 0) lines.push(...reportRow(T.offAccounts, money(f.refundsOffAccountsMinor), width));
    lines.push(...reportRow(T.net, money(f.netMinor), width));
    if (f.expensesFromTillMinor !== 0) lines.push(...reportRow(T.expensesFromTill, money(f.expensesFromTillMinor), width));
    lines.push(...reportRow(T.cashExpected, money(f.cashExpectedMinor), width));
    lines.push(rule);
  }
  return lines.join('\n');
}
