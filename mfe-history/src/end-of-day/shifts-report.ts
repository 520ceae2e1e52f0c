// The day's shifts as they leave End of Day (issue #35): on the printed report, after the figures,
// each shift's cash-up and a line block per person, 32 characters wide as the rest of the report
// (domain/end-of-day-report.ts, END_OF_DAY_REPORT_WIDTH); and as a CSV file of their own, a row per
// shift with every figure of its cash-up (the day's CSV keeps its one row per currency).
import { csvAmount, csvField, csvText, END_OF_DAY_REPORT_WIDTH, formatMinor, formatSpreadsheetDateTime, overShortText, reportRow, twoDigits, zonedDateTime } from '@shop/shared/domain';
import type { ShiftsDay } from '@shop/shared/domain';
import { SHIFTS_TEXT as T } from './shifts-words';

/** `14:05` on a clock in `timeZone`. */
export function clockTime(date: Date, timeZone: string): string {
  const { hour, minute } = zonedDateTime(date, timeZone);
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** `08:00–16:00`, or `08:00–open` while the shift is open. */
export function shiftHours(openedAt: Date, closedAt: Date | null, timeZone: string): string {
  return `${clockTime(openedAt, timeZone)}–${closedAt ? clockTime(closedAt, timeZone) : T.stillOpen}`;
}

/** The shifts' lines of the printed report, ending with a rule. */
export function shiftsReportText(day: ShiftsDay, timeZone: string, width: number = END_OF_DAY_REPORT_WIDTH): string {
  const rule = '-'.repeat(width);
  const lines: string[] = [T.shifts];
  for (const { shift, expected: e } of day.shifts) {
    const money = (minor: number) => formatMinor(minor, e.currency);
    lines.push(shift.staff.name.slice(0, width));
    lines.push(...reportRow(`  ${shiftHours(shift.openedAt, shift.closedAt, timeZone)}`, e.currency, width));
    lines.push(...reportRow(`  ${T.float}`, money(e.floatMinor), width));
    lines.push(...reportRow(`  ${T.expectedCash}`, money(e.expectedCashMinor), width));
    lines.push(...reportRow(`  ${T.counted}`, e.countedCashMinor === null ? T.notCounted : money(e.countedCashMinor), width));
    if (e.overShortMinor !== null) lines.push(`  ${overShortText(e.overShortMinor, e.currency)}`);
  }
  lines.push(rule);
  lines.push(T.byCashier);
  for (const c of day.cashiers) {
    const money = (minor: number) => formatMinor(minor, c.currency);
    lines.push(...reportRow(c.staff.name.slice(0, width - 6), c.currency, width));
    lines.push(...reportRow(`  ${T.sales}`, String(c.salesCount), width));
    lines.push(...reportRow(`  ${T.takings}`, money(c.takingsMinor), width));
    if (c.shiftsCount > c.openShiftsCount) lines.push(`  ${overShortText(c.overShortMinor, c.currency)}`);
  }
  lines.push(rule);
  return lines.join('\n');
}

/** The shifts CSV's columns, in the order of a shift's cash-up (shifts.ts, shiftExpected). */
export const SHIFTS_CSV_COLUMNS: readonly string[] = [
  'Date',
  T.person,
  'Currency',
  'Opened',
  'Closed',
  T.float,
  'Cash takings',
  'Cash repayments',
  'Cash refunded',
  'Cash expenses',
  'Pay-ins',
  'Pay-outs',
  T.expectedCash,
  'Counted cash',
  T.overShort,
  'Expected mobile money',
  'Counted mobile money',
  'Mobile money over/short',
];

/** The day's shifts as CSV text, a row per shift (an open one with its closing figures empty); lines end in CRLF. */
export function shiftsCsv(day: ShiftsDay, date: string, timeZone: string): string {
  const amountOrEmpty = (minor: number | null) => (minor === null ? '' : csvAmount(minor));
  return csvText(
    SHIFTS_CSV_COLUMNS,
    day.shifts.map(({ shift, expected: e }) => [
      csvField(date),
      csvField(shift.staff.name),
      csvField(e.currency),
      csvField(formatSpreadsheetDateTime(shift.openedAt, timeZone)),
      csvField(shift.closedAt ? formatSpreadsheetDateTime(shift.closedAt, timeZone) : ''),
      csvAmount(e.floatMinor),
      csvAmount(e.cashTakingsMinor),
      csvAmount(e.cashRepaymentsMinor),
      csvAmount(e.cashRefundsMinor),
      csvAmount(e.cashExpensesMinor),
      csvAmount(e.payInsMinor),
      csvAmount(e.payOutsMinor),
      csvAmount(e.expectedCashMinor),
      amountOrEmpty(e.countedCashMinor),
      amountOrEmpty(e.overShortMinor),
      csvAmount(e.expectedMobileMoneyMinor),
      amountOrEmpty(e.countedMobileMoneyMinor),
      amountOrEmpty(e.mobileMoneyOverShortMinor),
    ]),
  );
}

/** `shifts-2026-11-22.csv`: named by the day it reports, as the day's own CSV is. */
export function shiftsCsvFileName(date: string): string {
  return `shifts-${date}.csv`;
}
