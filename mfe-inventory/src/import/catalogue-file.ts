// The catalogue as a file and back (issue #46, point 1): a CSV read with papaparse, an Excel
// workbook (.xlsx) read with read-excel-file and written by xlsx-sheet.ts (fflate) — each loaded on
// first use (dynamic import), so none is in the inventory list's nor the partner widget's JavaScript. What the cells mean is the domain's (catalogue-import.ts).
import { catalogueCells, csvField, csvText } from '@shop/shared/domain';
import type { Product } from '@shop/shared/domain';

export type CatalogueFormat = 'csv' | 'xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BYTE_ORDER_MARK = '\uFEFF';

/** The file's format by its name, then its type; null for neither. */
export function formatOf(file: Pick<File, 'name' | 'type'>): CatalogueFormat | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv') || file.type === 'text/csv') return 'csv';
  if (name.endsWith('.xlsx') || file.type === XLSX_TYPE) return 'xlsx';
  return null;
}

/** The first sheet's cells, or the CSV's fields, row by row. Rejects when the file cannot be read as its format. */
export async function readCatalogueFile(file: File): Promise<unknown[][]> {
  const format = formatOf(file);
  if (format === 'xlsx') {
    const { default: readXlsxFile } = await import(/* webpackChunkName: "online-only-excel-reader" */ 'read-excel-file');
    return readXlsxFile(file);
  }
  if (format === 'csv') {
    const [{ default: Papa }, text] = await Promise.all([import(/* webpackChunkName: "online-only-csv-reader" */ 'papaparse'), file.text()]);
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
    const broken = parsed.errors.find((error) => error.type === 'Quotes');
    if (broken) throw new Error(`CSV row ${broken.row ?? '?'}: ${broken.message}`);
    return parsed.data;
  }
  throw new Error(`Not a CSV or .xlsx file: ${file.name}`);
}

/** The products (none: the template) as a file in the template's columns, with its name. */
export async function catalogueFile(products: readonly Product[], format: CatalogueFormat, baseName: string): Promise<{ file: Blob; fileName: string }> {
  const [header = [], ...rows] = catalogueCells(products);
  if (format === 'csv') {
    // csvField makes a name a spreadsheet would run as a formula plain text; reading it back undoes that (cellText).
    const text = csvText(header, rows.map((row) => row.map((cell) => csvField(cell))));
    return { file: new Blob([BYTE_ORDER_MARK, text], { type: 'text/csv;charset=utf-8' }), fileName: `${baseName}.csv` };
  }
  const { xlsxOfRows } = await import(/* webpackChunkName: "online-only-excel-writer" */ './xlsx-sheet');
  // Every cell is text, as the CSV's are: a price stays "12.50", a name never becomes a formula.
  const bytes = xlsxOfRows([header, ...rows], 'Products');
  return { file: new Blob([bytes.slice().buffer as ArrayBuffer], { type: XLSX_TYPE }), fileName: `${baseName}.xlsx` };
}
