// The owe book as a spreadsheet (CSV): one row per customer and currency, what they owe and how
// late it is (docs/product-rules.md, 'Credit'), in the order the screen shows them. Amounts are
// plain numbers from integer minor units, so each column sums to the penny.
import { AGE_BANDS } from './owe-book';
import type { OweBookRow } from './owe-book';
import { AGE_BAND_LABELS, OWE_BOOK_TEXT } from './credit-words';
import { csvAmount, csvField, csvFileName, csvText } from './csv';

export const OWE_BOOK_CSV_COLUMNS = [
  'Customer',
  'Phone',
  'Currency',
  'Owed',
  ...AGE_BANDS.map((band) => AGE_BAND_LABELS[band]),
  /** Days past due of the oldest unpaid sale; 0 when nothing is overdue. */
  'Days overdue',
  /** The earliest due date among the unpaid sales (YYYY-MM-DD); empty when none is known. */
  'First due',
] as const;

/** The owe book's rows (owe-book.ts, oweBook) as CSV text, a header row first, lines ending in CRLF. */
export function oweBookCsv(rows: readonly OweBookRow[]): string {
  return csvText(
    OWE_BOOK_CSV_COLUMNS,
    rows.map((row) => [
      csvField(row.name),
      csvField(row.phone),
      csvField(row.currency),
      csvAmount(row.balanceMinor),
      ...AGE_BANDS.map((band) => csvAmount(row.bands[band])),
      csvField(String(row.mostDaysOverdue), 'number'),
      csvField(row.nextDueOn ?? ''),
    ]),
  );
}

/** `owed-to-you-2026-11-22.csv`: the shop's local date of the export. */
export function oweBookCsvFileName(now: Date, timeZone = 'UTC'): string {
  return csvFileName(OWE_BOOK_TEXT.csvFile, now, timeZone);
}
