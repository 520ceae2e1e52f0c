import { describe, expect, it } from 'vitest';
import type { Product } from './entities';
import { sampleProduct } from '../testing/sample-records';
import {
  CATALOGUE_COLUMNS,
  catalogueCells,
  cellText,
  importedProducts,
  importedProductId,
  IMPORT_REQUEST_INVALID,
  isCatalogueImportRequest,
  isImportRefusal,
  MAX_IMPORT_ROWS,
  planCatalogueImport,
  planImportUndo,
  previewCatalogueImport,
  readCatalogueTable,
  unchangedSinceImport,
} from './catalogue-import';
import type { CatalogueImportRecord, CatalogueRow, ImportPlan, ImportRefusal, UndoPlan } from './catalogue-import';
import { CATALOGUE_IMPORT_MESSAGES } from './catalogue-import-words';
import { FIELD_MESSAGES } from './messages';
import { csvField } from './csv';
import { MAX_PACKS, PACK_MESSAGES } from './packs';

/** The Milo tin these tests export and import: twelve in stock at ₵45.50. */
const product = (overrides: Partial<Product> = {}): Product =>
  sampleProduct({ id: 'p1', name: 'Milo 400g tin', priceMinor: 4550, quantity: 12, createdAt: new Date('2026-11-01T09:30:00Z'), ...overrides });

function rowsOf(cells: unknown[][]): CatalogueRow[] {
  const table = readCatalogueTable(cells);
  if (!table.ok) throw new Error(table.problem);
  return table.rows;
}

describe('readCatalogueTable', () => {
  it('reads the columns by name in any order and case, skips blank rows and numbers rows as the sheet does', () => {
    const rows = rowsOf([
      ['price', 'NAME', 'Stock value', 'In Stock'],
      ['12.50', 'Peak Milk', '999', '4'],
      ['', '', '', ''],
      [45.5, 'Milo', '', 12],
    ]);
    expect(rows).toEqual([
      { line: 2, name: 'Peak Milk', price: '12.50', inStock: '4' },
      { line: 4, name: 'Milo', price: '45.5', inStock: '12' },
    ]);
  });

  it('refuses a file without a Name or Price column, or without products, in words', () => {
    expect(readCatalogueTable([['Name', 'Type'], ['Milo', 'Physical']])).toEqual({
      ok: false,
      problem: CATALOGUE_IMPORT_MESSAGES.missingColumns(['Price'], CATALOGUE_COLUMNS),
    });
    expect(readCatalogueTable([])).toEqual({ ok: false, problem: CATALOGUE_IMPORT_MESSAGES.empty });
    expect(readCatalogueTable([['Name', 'Price'], ['', '']])).toEqual({ ok: false, problem: CATALOGUE_IMPORT_MESSAGES.empty });
  });

  it('reads back a name the CSV export defused as a formula', () => {
    expect(cellText(csvField('=SUM(A1)').replace(/^"|"$/g, ''))).toBe('=SUM(A1)');
    expect(cellText("'ordinary")).toBe("'ordinary");
    expect(cellText(0.1 + 0.2)).toBe('0.3');
    expect(cellText(null)).toBe('');
  });
});

describe('previewCatalogueImport', () => {
  const shop = [product(), product({ id: 'p2', name: 'Airtime 10', type: 'Digital', priceMinor: 1000, quantity: undefined, costMinor: 950 })];

  it('counts new, updated, unchanged and refused rows, with each refusal in the product form\'s words', () => {
    const preview = previewCatalogueImport(
      rowsOf([
        ['Name', 'Type', 'Price', 'Currency', 'In stock', 'Cost'],
        ['Peak Milk', 'physical', '12.00', 'ghs', '24', ''],
        ['milo 400G tin', 'Physical', '47.00', 'GHS', '12', ''],
        ['Airtime 10', 'Digital', '10.00', 'GHS', '', '9.50'],
        ['', 'Physical', 'abc', 'XYZ', '', ''],
        ['Rice 5kg', 'Physical', '80', 'GHS', '', ''],
      ]),
      shop,
    );
    expect(preview.counts).toEqual({ new: 1, updated: 1, unchanged: 1, refused: 2 });
    expect(preview.rows.map((row) => [row.line, row.status])).toEqual([
      [2, 'new'],
      [3, 'updated'],
      [4, 'unchanged'],
      [5, 'refused'],
      [6, 'refused'],
    ]);
    expect(preview.rows[0]?.draft).toMatchObject({ name: 'Peak Milk', type: 'Physical', priceMinor: 1200, currency: 'GHS', quantity: 24 });
    expect(preview.rows[1]).toMatchObject({ productId: 'p1', patch: { name: 'milo 400G tin', priceMinor: 4700 } });
    expect(preview.rows[3]?.problems).toEqual([FIELD_MESSAGES.productNameRequired, FIELD_MESSAGES.priceInvalid, FIELD_MESSAGES.currencyInvalid, FIELD_MESSAGES.quantityRequired]);
    expect(preview.rows[4]?.problems).toEqual([FIELD_MESSAGES.quantityRequired]);
  });

  it('keeps the stock of a product the shop has, and says so when the file\'s differs', () => {
    const preview = previewCatalogueImport(rowsOf([['Name', 'Price', 'In stock'], ['Milo 400g tin', '45.50', '30']]), shop);
    expect(preview.rows[0]).toMatchObject({ status: 'unchanged', notes: [CATALOGUE_IMPORT_MESSAGES.stockKept(12)] });
  });

  it('leaves what the file has no column for as the product has it', () => {
    const preview = previewCatalogueImport(rowsOf([['Name', 'Price'], ['Airtime 10', '11.00']]), shop);
    expect(preview.rows[0]).toMatchObject({ status: 'updated', patch: { priceMinor: 1100 } });
  });

  it('refuses the second row naming the same product, and a name two products share', () => {
    const twins = [...shop, product({ id: 'p3', name: 'MILO 400g tin' })];
    const preview = previewCatalogueImport(
      rowsOf([['Name', 'Price', 'In stock'], ['Peak Milk', '12', '1'], ['peak milk', '13', '1'], ['Milo 400g tin', '45.50', '']]),
      twins,
    );
    expect(preview.rows.map((row) => row.problems)).toEqual([[], [CATALOGUE_IMPORT_MESSAGES.sameProductTwice(2)], [CATALOGUE_IMPORT_MESSAGES.nameMatchesMany(2)]]);
  });

  it('gives a product that becomes Physical the file\'s stock, and drops the stock of one that stops', () => {
    const preview = previewCatalogueImport(
      rowsOf([['Name', 'Type', 'Price', 'In stock'], ['Airtime 10', 'Physical', '10', '5'], ['Milo 400g tin', 'Digital', '45.50', '']]),
      shop,
    );
    expect(preview.rows.map((row) => row.patch)).toEqual([{ type: 'Physical', quantity: 5 }, { type: 'Digital' }]);
    const { changed } = importedProducts('imp1', preview, shop, new Date());
    expect(changed.map(({ after }) => [after.type, after.quantity])).toEqual([
      ['Physical', 5],
      ['Digital', undefined],
    ]);
  });
});

describe('matching by barcode', () => {
  const shop = [product({ barcode: '5901234123457' }), product({ id: 'p2', name: 'Peak Milk', priceMinor: 1200, barcode: '4006381333931' })];

  it('updates the product carrying the row\'s barcode, whatever the name says', () => {
    const preview = previewCatalogueImport(rowsOf([['Name', 'Price', 'Barcode'], ['Milo tin (big)', '45.50', '5901234123457']]), shop);
    expect(preview.rows[0]).toMatchObject({ status: 'updated', productId: 'p1', patch: { name: 'Milo tin (big)' } });
  });

  it('refuses a barcode twice in a file and one that does not read; the barcode wins over the name', () => {
    const preview = previewCatalogueImport(
      rowsOf([
        ['Name', 'Price', 'In stock', 'Barcode'],
        ['Rice 5kg', '80', '3', '4006381333932'],
        ['Sugar 1kg', '20', '3', '96385074'],
        ['Salt 500g', '5', '3', '96385074'],
      ]),
      shop,
    );
    expect(preview.rows[0]?.status).toBe('refused');
    expect(preview.rows[1]?.status).toBe('new');
    expect(preview.rows[2]?.problems).toEqual([CATALOGUE_IMPORT_MESSAGES.sameBarcodeTwice(3)]);
    // The barcode wins over the name: the row is Peak Milk's, renamed.
    const byCode = previewCatalogueImport(rowsOf([['Name', 'Price', 'Barcode'], ['Milo 400g tin', '12.00', '4006381333931']]), shop);
    expect(byCode.rows[0]).toMatchObject({ status: 'updated', productId: 'p2', patch: { name: 'Milo 400g tin' } });
  });

  it('leaves a product\'s barcode when the row has none', () => {
    const preview = previewCatalogueImport(rowsOf([['Name', 'Price', 'Barcode'], ['Milo 400g tin', '45.50', '']]), shop);
    expect(preview.rows[0]).toMatchObject({ status: 'unchanged' });
  });
});

describe('a file round-trips', () => {
  it('imports its own export as unchanged, every product', () => {
    const shop = [
      product({ name: '=cmd|calc', description: 'says "hi", twice\nover two lines' }),
      product({ id: 'p2', name: 'Airtime 10', type: 'Digital', priceMinor: 1000, quantity: undefined, costMinor: 950 }),
      product({ id: 'p3', name: 'Ticket: Friday', type: 'Ticket', priceMinor: 5000, quantity: undefined, currency: 'USD', barcode: '5901234123457' }),
    ];
    const preview = previewCatalogueImport(rowsOf(catalogueCells(shop)), shop);
    expect(preview.counts).toEqual({ new: 0, updated: 0, unchanged: 3, refused: 0 });
  });

  it('makes the same products again from the export into an empty shop', () => {
    const shop = [product({ costMinor: 3000 }), product({ id: 'p2', name: 'Airtime 10', type: 'Digital', priceMinor: 1000, quantity: undefined })];
    const preview = previewCatalogueImport(rowsOf(catalogueCells(shop)), []);
    const { created } = importedProducts('imp1', preview, [], new Date('2026-12-02T10:00:00Z'));
    expect(created.map(({ id, createdAt: _createdAt, ...rest }) => [id, rest])).toEqual(
      shop.map(({ id: _id, createdAt: _createdAt, ...rest }, i) => [importedProductId('imp1', i + 2), rest]),
    );
  });
});

describe('pack units in the file', () => {
  const carton = { name: 'Carton', size: 24, priceMinor: 11000, barcode: '5012345678900' };
  const crate = { name: 'Crate', size: 12, priceMinor: 5800 };
  const malta = product({ id: 'malta', name: 'Malta Guinness', priceMinor: 500, quantity: 240, packs: [carton, crate] });

  it('writes a group of pack columns for the most packs a product has, one at least, and round-trips them unchanged', () => {
    const cells = catalogueCells([malta, product()]);
    expect(cells[0]).toEqual([...CATALOGUE_COLUMNS, 'Pack 1 name', 'Pack 1 size', 'Pack 1 price', 'Pack 1 barcode', 'Pack 2 name', 'Pack 2 size', 'Pack 2 price', 'Pack 2 barcode']);
    expect(cells[1]?.slice(CATALOGUE_COLUMNS.length)).toEqual(['Carton', '24', '110.00', '5012345678900', 'Crate', '12', '58.00', '']);
    expect(cells[2]?.slice(CATALOGUE_COLUMNS.length)).toEqual(['', '', '', '', '', '', '', '']);
    expect(catalogueCells([])[0]).toEqual([...CATALOGUE_COLUMNS, 'Pack 1 name', 'Pack 1 size', 'Pack 1 price', 'Pack 1 barcode']);
    const shop = [malta, product({ id: 'p2' , name: 'Peak Milk' })];
    expect(previewCatalogueImport(rowsOf(catalogueCells(shop)), shop).counts).toEqual({ new: 0, updated: 0, unchanged: 2, refused: 0 });
    // Into an empty shop, the same packs again.
    const preview = previewCatalogueImport(rowsOf(catalogueCells(shop)), []);
    expect(preview.rows[0]?.draft?.packs).toEqual([carton, crate]);
  });

  it('sets the packs a row fills, keeps them when its pack cells are blank, and reads the columns in any order', () => {
    const header = ['Pack 1 price', 'Name', 'Price', 'Pack 1 size', 'Pack 1 name'];
    const preview = previewCatalogueImport(rowsOf([header, ['120.00', 'Malta Guinness', '5.00', '24', 'Carton'], ['', 'Peak Milk', '12.00', '', '']]), [malta, product({ id: 'p2', name: 'Peak Milk', priceMinor: 1200 })]);
    expect(preview.rows[0]).toMatchObject({ status: 'updated', patch: { packs: [{ name: 'Carton', size: 24, priceMinor: 12000 }] } });
    expect(preview.rows[1]).toMatchObject({ status: 'unchanged' });
    expect(previewCatalogueImport(rowsOf([['Name', 'Price', 'Pack 1 name'], ['Malta Guinness', '5.00', '']]), [malta]).rows[0]).toMatchObject({ status: 'unchanged' });
  });

  it('refuses bad pack cells with their column and the reason, in the pack form\'s words', () => {
    const header = ['Name', 'Type', 'Price', 'In stock', 'Pack 1 name', 'Pack 1 size', 'Pack 1 price', 'Pack 1 barcode', 'Pack 2 name', 'Pack 2 size', 'Pack 2 price'];
    const preview = previewCatalogueImport(
      rowsOf([
        header,
        ['Malta', 'Physical', '5.00', '0', 'Carton', 'twenty', '110.00', '', '', '', ''],
        ['Milo', 'Physical', '45.00', '0', '', '24', '0', '', 'Box', '1', '40.00'],
        ['Airtime', 'Digital', '10.00', '', 'Bundle', '10', '95.00', '', '', '', ''],
        ['Peak', 'Physical', '12.00', '0', 'Carton', '24', '280.00', '5901234123458', 'carton', '48', '540.00'],
      ]),
      [],
    );
    expect(preview.counts.refused).toBe(4);
    expect(preview.rows.map((row) => [row.line, row.problems])).toEqual([
      [2, [`Pack 1 size: ${PACK_MESSAGES.sizeInvalid}`]],
      [3, [`Pack 1 name: ${PACK_MESSAGES.nameRequired}`, `Pack 1 price: ${PACK_MESSAGES.priceInvalid}`, `Pack 2 size: ${PACK_MESSAGES.sizeInvalid}`]],
      [4, [PACK_MESSAGES.onlyPhysical]],
      [5, [expect.stringMatching(/^Pack 1 barcode: /), `Pack 2 name: ${PACK_MESSAGES.nameTaken}`]],
    ]);
  });

  it("refuses a pack barcode another product carries, or another row's, and reads at most MAX_PACKS groups", () => {
    const header = ['Name', 'Price', 'In stock', 'Pack 1 name', 'Pack 1 size', 'Pack 1 price', 'Pack 1 barcode'];
    const preview = previewCatalogueImport(
      rowsOf([header, ['Club beer', '8.00', '0', 'Crate', '24', '180.00', '5012345678900'], ['Star beer', '8.00', '0', 'Crate', '24', '180.00', '4006381333931'], ['Stout', '9.00', '0', 'Crate', '24', '200.00', '4006381333931']]),
      [malta],
    );
    expect(preview.rows.map((row) => row.problems)).toEqual([
      [expect.stringContaining('Crate: ')],
      [],
      [`Crate: ${CATALOGUE_IMPORT_MESSAGES.sameBarcodeTwice(3)}`],
    ]);
    const wide = [['Name', 'Price', ...Array.from({ length: MAX_PACKS + 1 }, (_, g) => `Pack ${g + 1} name`)], ['Malta', '5.00']];
    expect(rowsOf(wide)[0]?.packs).toHaveLength(MAX_PACKS);
  });
});

describe('unchangedSinceImport', () => {
  it('tells a product moved by a sale or an edit from one as the import left it', () => {
    const after = product();
    expect(unchangedSinceImport(product(), after)).toBe(true);
    expect(unchangedSinceImport(product({ quantity: 11 }), after)).toBe(false);
    expect(unchangedSinceImport(undefined, after)).toBe(false);
    expect(unchangedSinceImport(product({ packs: [{ name: 'Carton', size: 24, priceMinor: 11000 }] }), after)).toBe(false);
  });
});

describe('applying an import and undoing it (what every backend writes)', () => {
  const now = new Date('2026-12-03T08:00:00Z');
  const later = new Date('2026-12-03T09:00:00Z');
  const shop = [product()];
  const rows = rowsOf([
    ['Name', 'Price', 'In stock'],
    ['Peak Milk', '12.00', '24'],
    ['Milo 400g tin', '47.00', '12'],
  ]);
  const request = { id: 'imp-1', fileName: 'stock.csv', rows, expected: { new: 1, updated: 1, unchanged: 0, refused: 0 } };
  const applied = (plan: ImportPlan | ImportRefusal): ImportPlan => {
    if (isImportRefusal(plan)) throw new Error(plan.message);
    return plan;
  };
  const undone = (plan: UndoPlan | ImportRefusal): UndoPlan => {
    if (isImportRefusal(plan)) throw new Error(plan.message);
    return plan;
  };

  it('writes the new product under its row\'s id, the changed one as the import leaves it, and a record to undo both', () => {
    const plan = applied(planCatalogueImport(shop, request, now));
    expect(plan.created).toEqual([expect.objectContaining({ id: importedProductId('imp-1', 2), name: 'Peak Milk', priceMinor: 1200, quantity: 24, createdAt: now })]);
    expect(plan.changed).toEqual([{ ...product(), priceMinor: 4700 }]);
    expect(plan.record).toMatchObject({ id: 'imp-1', fileName: 'stock.csv', importedAt: now, counts: request.expected, created: ['imp-1-2'], before: [product()], undoneAt: null });
    expect(plan.record.after.map((each) => each.id)).toEqual(['imp-1-2', 'p1']);
  });

  it('writes nothing for a request the screen does not make, a refused row, or a catalogue moved since the preview', () => {
    const invalid: ImportRefusal = { refused: 'invalid-argument', message: IMPORT_REQUEST_INVALID };
    for (const forged of [
      null,
      'rows',
      { ...request, id: 'has spaces/slash' },
      { ...request, rows: [] },
      { ...request, rows: [{ line: 2, name: 'Peak Milk', price: 12 }] },
      { ...request, rows: [{ line: 2, name: 'Peak Milk', price: '12', packs: [{ size: 24 }] }] },
      { ...request, rows: [{ line: 2, name: 'Peak Milk', price: '12', packs: [{ colour: 'red' }] }] },
      { ...request, expected: { new: -1, updated: 1, unchanged: 0, refused: 0 } },
      { ...request, expected: null },
      { ...request, rows: Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => ({ line: i + 2, name: `Item ${i}`, price: '1' })) },
    ]) {
      expect(planCatalogueImport(shop, forged, now)).toEqual(invalid);
    }
    expect(isCatalogueImportRequest({ ...request, rows: [{ line: 2, name: 'Carton', price: '1', packs: [{ name: 'Carton', size: '24' }] }] })).toBe(true);
    const withBadRow = { ...request, rows: [...rows, { line: 4, name: '', price: 'abc' }], expected: { ...request.expected, refused: 1 } };
    expect(planCatalogueImport(shop, withBadRow, now)).toEqual({ refused: 'invalid-argument', message: CATALOGUE_IMPORT_MESSAGES.refusedWhole(1) });
    // Another tab added Peak Milk since the preview: the counts differ, so nothing is written.
    const moved = [...shop, product({ id: 'p2', name: 'Peak Milk', priceMinor: 1100, quantity: 5 })];
    expect(planCatalogueImport(moved, request, now)).toEqual({ refused: 'failed-precondition', message: CATALOGUE_IMPORT_MESSAGES.catalogueMoved });
  });

  it('undoes the last import exactly: its product removed, the changed one put back, the record marked undone', () => {
    const plan = applied(planCatalogueImport(shop, request, now));
    const after = [...plan.created, ...plan.changed];
    const undo = undone(planImportUndo(after, plan.record, 'imp-1', later));
    expect(undo.remove).toEqual(['imp-1-2']);
    expect(undo.restore).toEqual(shop);
    expect(undo.record).toEqual({ ...plan.record, undoneAt: later });
  });

  it('refuses to undo an import that is not the last, was undone already, or whose products moved since', () => {
    const plan = applied(planCatalogueImport(shop, request, now));
    const after = [...plan.created, ...plan.changed];
    const nothing: ImportRefusal = { refused: 'not-found', message: CATALOGUE_IMPORT_MESSAGES.nothingToUndo };
    expect(planImportUndo(after, null, 'imp-1', later)).toEqual(nothing);
    expect(planImportUndo(after, plan.record, 'imp-0', later)).toEqual(nothing);
    const wasUndone: CatalogueImportRecord = { ...plan.record, undoneAt: later };
    expect(planImportUndo(after, wasUndone, 'imp-1', later)).toEqual(nothing);
    const sold = after.map((each) => (each.id === 'imp-1-2' ? { ...each, quantity: 23 } : each));
    expect(planImportUndo(sold, plan.record, 'imp-1', later)).toEqual({ refused: 'failed-precondition', message: CATALOGUE_IMPORT_MESSAGES.undoBlocked });
    const deleted = after.filter((each) => each.id !== 'p1');
    expect(planImportUndo(deleted, plan.record, 'imp-1', later)).toEqual({ refused: 'failed-precondition', message: CATALOGUE_IMPORT_MESSAGES.undoBlocked });
  });
});
