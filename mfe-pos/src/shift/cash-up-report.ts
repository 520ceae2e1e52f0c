// A shift's cash-up as printed (issue #35): plain text 32 characters wide for 58 mm paper, as End
// of Day's report is (domain/end-of-day-report.ts, END_OF_DAY_REPORT_WIDTH), so it also fits 80 mm;
// its lines are laid out as End of Day's are (domain/printed-report.ts).
import { END_OF_DAY_REPORT_WIDTH, formatDateTime, formatMinor, overShortText, reportRow, wrapReportText } from '@shop/shared/domain';
import type { Shift, ShiftExpected } from '@shop/shared/domain';
import { PAY_IN_OUT_LABELS, SHIFT_TEXT as T } from './shift-words';

export interface CashUpReportOptions {
  businessName?: string | null;
  timeZone?: string;
  printedAt?: Date;
  width?: number;
  /** Whether the mobile money is part of it (the shop counts it at close, or the shift has it counted); default: when counted. */
  mobileMoney?: boolean;
}

/** The cash-up of `shift` as it prints, every line at most `width` characters. */
export function cashUpReportText(shift: Shift, expected: ShiftExpected, options: CashUpReportOptions = {}): string {
  const width = options.width ?? END_OF_DAY_REPORT_WIDTH;
  const zone = options.timeZone ?? 'UTC';
  const money = (minor: number) => formatMinor(minor, expected.currency);
  const rule = '-'.repeat(width);
  const lines: string[] = [];
  const name = options.businessName?.trim();
  if (name) lines.push(...wrapReportText(name, width));
  lines.push(T.cashUpReport);
  lines.push(...wrapReportText(shift.staff.name, width));
  lines.push(...reportRow('Opened:', formatDateTime(shift.openedAt, zone), width));
  if (shift.closedAt) lines.push(...reportRow('Closed:', formatDateTime(shift.closedAt, zone), width));
  if (options.printedAt) lines.push(...reportRow('Printed:', formatDateTime(options.printedAt, zone), width));
  lines.push(rule);
  lines.push(...reportRow(T.sales, String(expected.salesCount), width));
  lines.push(...reportRow(T.refunds, String(expected.refundsCount), width));
  lines.push(...reportRow(T.floatLabel, money(expected.floatMinor), width));
  lines.push(...reportRow(T.cashTakings, money(expected.cashTakingsMinor), width));
  if (expected.cashRepaymentsMinor !== 0) lines.push(...reportRow(T.cashRepayments, money(expected.cashRepaymentsMinor), width));
  if (expected.cashRefundsMinor !== 0) lines.push(...reportRow(T.cashRefunds, `-${money(expected.cashRefundsMinor)}`, width));
  if (expected.cashExpensesMinor !== 0) lines.push(...reportRow(T.cashExpenses, `-${money(expected.cashExpensesMinor)}`, width));
  for (const move of shift.payInsOuts) {
    const sign = move.kind === 'pay-out' ? '-' : '';
    lines.push(...reportRow(`${PAY_IN_OUT_LABELS[move.kind]}: ${move.reason}`, `${sign}${money(move.amountMinor)}`, width));
  }
  lines.push(...reportRow(T.expectedCash, money(expected.expectedCashMinor), width));
  lines.push(...reportRow(T.countedCashShort, expected.countedCashMinor === null ? T.notCounted : money(expected.countedCashMinor), width));
  if (expected.overShortMinor !== null) lines.push(...wrapReportText(overShortText(expected.overShortMinor, expected.currency), width));
  lines.push(rule);
  if (options.mobileMoney ?? expected.countedMobileMoneyMinor !== null) {
    lines.push(...reportRow(T.expectedMobileMoney, money(expected.expectedMobileMoneyMinor), width));
    lines.push(...reportRow(T.countedMobileMoneyShort, expected.countedMobileMoneyMinor === null ? T.notCounted : money(expected.countedMobileMoneyMinor), width));
    if (expected.mobileMoneyOverShortMinor !== null) lines.push(...wrapReportText(overShortText(expected.mobileMoneyOverShortMinor, expected.currency), width));
    lines.push(rule);
  }
  return lines.join('\n');
}
