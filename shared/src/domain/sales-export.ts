// Sales as a spreadsheet (CSV, RFC 4180): one row a sale, for the shop's bookkeeping or its
// accountant. Amounts are plain numbers with two decimals taken from integer minor units, so a
// column sums to the penny; dates are the shop's local time, in a form spreadsheets sort.
import type { Sale } from './entities';
import { twoDigits, zonedDateTime } from './calendar';
import { toMinor } from './money';
import { displayOrderId } from './ids';
import { saleCustomerName, saleItemLabel, saleUnitCount } from './sale-summary';

export const SALES_CSV_COLUMNS = [
  'Order',
  'Date',
  'Items',
  'Units',
  'Subtotal',
  'Discount',
  'Total',
  'Tendered',
  'Change',
  'Currency',
  'Payment method',
  'Customer',
] as const;

/** `123450` → `1234.50`; `-5` → `-0.05`. No symbol and no grouping, as spreadsheets read numbers. */
export function plainAmount(amount: number): string {
  const minor = toMinor(amount);
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${twoDigits(abs % 100)}`;
}

/** `2026-11-22 14:05` in `timeZone`. */
export function spreadsheetDateTime(date: Date, timeZone = 'UTC'): string {
  const { year, month, day, hour, minute } = zonedDateTime(date, timeZone);
  return `${year}-${twoDigits(month)}-${twoDigits(day)} ${twoDigits(hour)}:${twoDigits(minute)}`;
}

// A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first) is
// made plain text with a leading apostrophe: names typed by people never run as code.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: quoted when it holds a comma, quote or line break; text that looks like a formula defused. */
export function csvField(value: string, kind: 'text' | 'number' = 'text'): string {
  const safe = kind === 'text' && FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The sales as CSV text, a header row first, lines ending in CRLF; in the order given. */
export function salesCsv(sales: readonly Sale[], options: { timeZone?: string } = {}): string {
  const rows = [SALES_CSV_COLUMNS.join(',')];
  for (const sale of sales) {
    rows.push(
      [
        csvField(displayOrderId(sale.id)),
        csvField(spreadsheetDateTime(sale.createdAt, options.timeZone)),
        csvField(sale.items.map(saleItemLabel).join('; ')),
        csvField(String(saleUnitCount(sale)), 'number'),
        csvField(plainAmount(sale.subtotal), 'number'),
        csvField(plainAmount(sale.discountAmount), 'number'),
        csvField(plainAmount(sale.totalAmount), 'number'),
        sale.tenderedAmount === null ? '' : csvField(plainAmount(sale.tenderedAmount), 'number'),
        csvField(plainAmount(sale.changeDue), 'number'),
        csvField(sale.currency),
        csvField(sale.paymentMethod),
        csvField(saleCustomerName(sale)),
      ].join(','),
    );
  }
  return `${rows.join('\r\n')}\r\n`;
}

/** `sales-2026-11-22.csv`: the shop's local date of the export. */
export function salesCsvFileName(now: Date, timeZone = 'UTC'): string {
  return `sales-${spreadsheetDateTime(now, timeZone).slice(0, 10)}.csv`;
}
