// Saves sales as a CSV file the shop can open in a spreadsheet (Excel reads the UTF-8 mark, so
// item names in any script come through).
import { salesCsv, salesCsvFileName } from '@shop/shared/domain';
import type { Sale } from '@shop/shared/domain';
import { localTimeZone } from './sale-time';

const BYTE_ORDER_MARK = '\uFEFF';

/** Starts the download of `sales` as `sales-YYYY-MM-DD.csv`; returns the file's name. */
export function downloadSalesCsv(sales: readonly Sale[], now = new Date()): string {
  const name = salesCsvFileName(now, localTimeZone);
  const file = new Blob([BYTE_ORDER_MARK, salesCsv(sales, { timeZone: localTimeZone })], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the click's task ends; the address can go later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
