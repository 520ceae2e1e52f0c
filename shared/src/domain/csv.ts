// CSV (RFC 4180) for the files the shop downloads: fields quoted when they must be, text that a
// spreadsheet would run as a formula made plain, amounts written from integer minor units.
import { formatSpreadsheetDateTime } from './calendar';
import { plainMinor } from './money';

// A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first) is
// made plain text with a leading apostrophe: names typed by people never run as code.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: quoted when it holds a comma, quote or line break; text that looks like a formula defused. */
export function csvField(value: string, kind: 'text' | 'number' = 'text'): string {
  const safe = kind === 'text' && FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** An amount of minor units as a number field: `123450` → `1234.50` (money.ts). */
export function csvAmount(minor: number): string {
  return csvField(plainMinor(minor), 'number');
}

/** The header and the rows (fields already made with csvField) as CSV text, every line ending in CRLF. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header.map((name) => csvField(name)).join(',')];
  for (const row of rows) lines.push(row.join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** `sales-2026-11-22.csv`: what the file holds and the shop's local date of the download. */
export function csvFileName(what: string, now: Date, timeZone = 'UTC'): string {
  return `${what}-${formatSpreadsheetDateTime(now, timeZone).slice(0, 10)}.csv`;
}
