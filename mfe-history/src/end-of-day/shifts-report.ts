// The day's shifts on End of Day's printed report (issue #35): after the figures, each shift's
// cash-up and a line block per person, 32 characters wide as the rest of the report
// (domain/end-of-day-report.ts, END_OF_DAY_REPORT_WIDTH).
import { END_OF_DAY_REPORT_WIDTH, formatMinor, overShortText, twoDigits, zonedDateTime } from '@shop/shared/domain';
import type { ShiftsDay } from '@shop/shared/domain';
import { SHIFTS_TEXT as T } from './shifts-words';

function row(label: string, value: string, width: number): string[] {
  if (label.length + 1 + value.length <= width) return [`${label}${' '.repeat(width - label.length - value.length)}${value}`];
  return [label.slice(0, width), value.padStart(width)];
}

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
    lines.push(...row(`  ${shiftHours(shift.openedAt, shift.closedAt, timeZone)}`, e.currency, width));
    lines.push(...row(`  ${T.float}`, money(e.floatMinor), width));
    lines.push(...row(`  ${T.expectedCash}`, money(e.expectedCashMinor), width));
    lines.push(...row(`  ${T.counted}`, e.countedCashMinor === null ? T.notCounted : money(e.countedCashMinor), width));
    if (e.overShortMinor !== null) lines.push(`  ${overShortText(e.overShortMinor, e.currency)}`);
  }
  lines.push(rule);
  lines.push(T.byCashier);
  for (const c of day.cashiers) {
    const money = (minor: number) => formatMinor(minor, c.currency);
    lines.push(...row(c.staff.name.slice(0, width - 6), c.currency, width));
    lines.push(...row(`  ${T.sales}`, String(c.salesCount), width));
    lines.push(...row(`  ${T.takings}`, money(c.takingsMinor), width));
    if (c.shiftsCount > c.openShiftsCount) lines.push(`  ${overShortText(c.overShortMinor, c.currency)}`);
  }
  lines.push(rule);
  return lines.join('\n');
}
