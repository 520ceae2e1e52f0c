// The words of Inventory › Import (issue #46, point 1), our own: the file's problems and the rows'
// are the domain's (CATALOGUE_IMPORT_MESSAGES, and the product form's FIELD_MESSAGES).
import type { ImportCounts, ImportRowStatus } from '@shop/shared/domain';

const WHOLE = new Intl.NumberFormat('en-US');

export const IMPORT_TEXT = {
  title: 'Import products',
  intro: 'Bring your products in from a spreadsheet: one row a product, under the template’s header. Rows are matched to your products by name; nothing is written until you apply.',
  templateCsv: 'Download the template (CSV)',
  templateXlsx: 'Download the template (Excel)',
  exportCsv: 'Export products (CSV)',
  exportXlsx: 'Export products (Excel)',
  chooseFile: 'Choose a CSV or Excel file',
  reading: 'Reading the file…',
  previewTitle: (fileName: string) => `Preview of ${fileName}`,
  counts: (counts: ImportCounts) =>
    `${WHOLE.format(counts.new)} new · ${WHOLE.format(counts.updated)} updated · ${WHOLE.format(counts.unchanged)} unchanged · ${WHOLE.format(counts.refused)} refused`,
  apply: 'Apply import',
  applying: 'Importing…',
  nothingToApply: 'Nothing in this file changes your products.',
  applied: (counts: ImportCounts) => `Imported: ${WHOLE.format(counts.new)} new and ${WHOLE.format(counts.updated)} updated products.`,
  undo: 'Undo last import',
  undoing: 'Undoing…',
  undone: 'The last import is undone: your products are as they were before it.',
  lastImport: (fileName: string, at: string) => `Last import: ${fileName}, ${at}.`,
  tableCaption: 'What each row of the file does',
  columnRow: 'Row',
  columnName: 'Name',
  columnResult: 'Result',
  columnWhy: 'Problems and notes',
  shownRows: (shown: number, total: number) => `Showing ${WHOLE.format(shown)} of ${WHOLE.format(total)} rows: the refused ones first.`,
  notAllowed: 'Importing products is for the owner or a manager.',
  failed: 'The import could not be saved. Please try again.',
} as const;

export const STATUS_TEXT: Readonly<Record<ImportRowStatus, string>> = {
  new: 'New',
  updated: 'Updated',
  unchanged: 'Unchanged',
  refused: 'Refused',
};
