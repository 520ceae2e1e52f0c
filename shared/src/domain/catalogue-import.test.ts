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
  importedVariantsProductId,
  unchangedSinceImport,
} from './catalogue-import';
import type { CatalogueImportRecord, CatalogueRow, ImportPlan, ImportRefusal, UndoPlan } from './catalogue-import';
import { CATALOGUE_IMPORT_MESSAGES } from './catalogue-import-words';
import { FIELD_MESSAGES } from './messages';
import { csvField } from './csv';
import { MAX_PACKS, PACK_MESSAGES } from './packs';
import { MAX_VARIANTS, VARIANT_MESSAGES, variantName } from './variants';
import type { ProductVariantOf } from './entities';

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
    const variantColumns = ['Variant of', 'Option 1', 'Option 1 value'];
    expect(cells[0]).toEqual([...CATALOGUE_COLUMNS, ...variantColumns, 'Pack 1 name', 'Pack 1 size', 'Pack 1 price', 'Pack 1 barcode', 'Pack 2 name', 'Pack 2 size', 'Pack 2 price', 'Pack 2 barcode']);
    expect(cells[1]?.slice(CATALOGUE_COLUMNS.length + 3)).toEqual(['Carton', '24', '110.00', '5012345678900', 'Crate', '12', '58.00', '']);
    expect(cells[2]?.slice(CATALOGUE_COLUMNS.length + 3)).toEqual(['', '', '', '', '', '', '', '']);
    expect(catalogueCells([])[0]).toEqual([...CATALOGUE_COLUMNS, ...variantColumns, 'Pack 1 name', 'Pack 1 size', 'Pack 1 price', 'Pack 1 barcode']);
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

describe('variants in the file', () => {
  const SIZE_COLOUR = ['Size', 'Colour'];
  const of = (values: string[], productId = 'dress'): ProductVariantOf => ({ productId, productName: 'Summer dress', options: SIZE_COLOUR, values });
  const dress = (values: string[], overrides: Partial<Product> = {}) =>
    product({ id: `dress-${values.join('-')}`, name: variantName('Summer dress', values), priceMinor: 12000, quantity: 3, variant: of(values), ...overrides });
  const shop = [product(), dress(['M', 'Red'], { barcode: '5012345678900' }), dress(['L', 'Red'])];
  const HEADER = ['Name', 'Price', 'In stock', 'Variant of', 'Option 1', 'Option 1 value', 'Option 2', 'Option 2 value'];

  it('writes "Variant of" and a pair of option columns for the most options a product has, and round-trips variants unchanged', () => {
    const cells = catalogueCells(shop);
    const at = CATALOGUE_COLUMNS.length;
    expect(cells[0]?.slice(at, at + 5)).toEqual(['Variant of', 'Option 1', 'Option 1 value', 'Option 2', 'Option 2 value']);
    expect(cells[1]?.slice(at, at + 5)).toEqual(['', '', '', '', '']);
    expect(cells[2]?.slice(at, at + 5)).toEqual(['Summer dress', 'Size', 'M', 'Colour', 'Red']);
    expect(previewCatalogueImport(rowsOf(catalogueCells(shop)), shop).counts).toEqual({ new: 0, updated: 0, unchanged: 3, refused: 0 });
    // A file without the variant columns leaves each product's variant as it is.
    const table = rowsOf([['Name', 'Price'], ['Summer dress (M, Red)', '125.00']]);
    expect(table[0]?.variant).toBeUndefined();
    expect(previewCatalogueImport(table, shop).rows[0]).toMatchObject({ status: 'updated', productId: 'dress-M-Red', patch: { priceMinor: 12500 } });
  });

  it('makes a product with its variants from a file: one id for the product, each variant named by its choices', () => {
    const rows = rowsOf([
      HEADER,
      ['', '120', '4', 'Ankara shirt', 'Size', 'S', 'Colour', 'Blue'],
      ['Ankara shirt (M, Blue)', '120', '5', 'Ankara shirt', 'size', 'M', 'colour', 'Blue'],
      ['', '130', '2', 'summer DRESS', 'Size', 'S', 'Colour', 'Red'],
      ['', '40', '6', '', '', '', '', ''],
    ]);
    const preview = previewCatalogueImport(rows, shop);
    expect(preview.rows.map((row) => [row.name, row.status, row.problems])).toEqual([
      ['Ankara shirt (S, Blue)', 'new', []],
      ['Ankara shirt (M, Blue)', 'new', []],
      ['Summer dress (S, Red)', 'new', []],
      ['', 'refused', [FIELD_MESSAGES.productNameRequired]],
    ]);
    const plan = planCatalogueImport(shop, { id: 'imp9', fileName: 'shirts.csv', rows: rows.slice(0, 3), expected: { new: 3, updated: 0, unchanged: 0, refused: 0 } }, new Date('2026-12-03T08:00:00Z'));
    if (isImportRefusal(plan)) throw new Error(plan.message);
    expect(plan.created.map((p) => [p.id, p.name, p.quantity, p.type, p.variant])).toEqual([
      [importedProductId('imp9', 2), 'Ankara shirt (S, Blue)', 4, 'Physical', { productId: importedVariantsProductId('imp9', 2), productName: 'Ankara shirt', options: SIZE_COLOUR, values: ['S', 'Blue'] }],
      [importedProductId('imp9', 3), 'Ankara shirt (M, Blue)', 5, 'Physical', { productId: importedVariantsProductId('imp9', 2), productName: 'Ankara shirt', options: SIZE_COLOUR, values: ['M', 'Blue'] }],
      // A variant of the shop's Summer dress joins it: its id, its name and options as the shop writes them.
      [importedProductId('imp9', 4), 'Summer dress (S, Red)', 2, 'Physical', of(['S', 'Red'])],
    ]);
  });

  it("refuses an import whose id would give a new product with variants the id of one the shop has", () => {
    const rows = rowsOf([HEADER, ['', '120', '4', 'Ankara shirt', 'Size', 'S', '', '']]);
    const request = (id: string) => ({ id, fileName: 'shirts.csv', rows, expected: { new: 1, updated: 0, unchanged: 0, refused: 0 } });
    const taken = [...shop, dress(['S', 'Blue'], { id: 'x', variant: of(['S', 'Blue'], importedVariantsProductId('old', 2)) })];
    expect(planCatalogueImport(taken, request('old'), new Date())).toEqual({ refused: 'invalid-argument', message: IMPORT_REQUEST_INVALID });
    expect(isImportRefusal(planCatalogueImport(taken, request('new'), new Date()))).toBe(false);
  });

  it('refuses bad variant cells with their column and the reason, in words', () => {
    const problems = (cells: string[]) => previewCatalogueImport(rowsOf([HEADER, cells]), shop).rows[0]?.problems;
    expect(problems(['', '10', '1', 'Cap', '', 'M', '', ''])).toEqual([`Option 1: ${VARIANT_MESSAGES.optionNameRequired}`]);
    expect(problems(['', '10', '1', 'Cap', 'Size', '', '', ''])).toEqual([`Option 1 value: ${CATALOGUE_IMPORT_MESSAGES.choiceRequired('Size')}`]);
    expect(problems(['', '10', '1', 'Cap', 'S'.repeat(31), 'M', '', ''])).toEqual([`Option 1: ${VARIANT_MESSAGES.optionNameTooLong}`]);
    expect(problems(['', '10', '1', 'Cap', 'Size', 'M'.repeat(31), '', ''])).toEqual([`Option 1 value: ${VARIANT_MESSAGES.valueTooLong}`]);
    expect(problems(['', '10', '1', 'Cap', 'Size', 'M, L', '', ''])).toEqual([`Option 1 value: ${CATALOGUE_IMPORT_MESSAGES.choiceComma}`]);
    expect(problems(['', '10', '1', 'Cap', 'Size', 'M', 'size', 'L'])).toEqual([`Option 2: ${VARIANT_MESSAGES.optionNameTaken}`]);
    expect(problems(['', '10', '1', 'Cap', '', '', '', 'L'])).toEqual([`Option 2: ${VARIANT_MESSAGES.optionNameRequired}`]);
    expect(problems(['Cap', '10', '1', '', 'Size', 'M', '', ''])).toEqual([`Variant of: ${CATALOGUE_IMPORT_MESSAGES.variantOfRequired}`]);
    expect(problems(['', '10', '1', 'Cap', '', '', '', ''])).toEqual([CATALOGUE_IMPORT_MESSAGES.optionsRequired]);
    expect(problems(['Cap M', '10', '1', 'Cap', 'Size', 'M', '', ''])).toEqual([`Name: ${CATALOGUE_IMPORT_MESSAGES.variantNamed('Cap (M)')}`]);
    // Options other than the product's other variants', in the shop or earlier in the file.
    expect(problems(['', '10', '1', 'Summer dress', 'Size', 'XL', '', ''])).toEqual([VARIANT_MESSAGES.otherOptions]);
    const twoCaps = previewCatalogueImport(rowsOf([HEADER, ['', '10', '1', 'Cap', 'Size', 'M', '', ''], ['', '10', '1', 'Cap', 'Colour', 'Red', '', ''], ['', '10', '1', 'cap', 'Size', 'm', '', '']]), shop);
    expect(twoCaps.rows.map((row) => row.problems)).toEqual([[], [VARIANT_MESSAGES.otherOptions], [CATALOGUE_IMPORT_MESSAGES.sameProductTwice(2)]]);
    // A variant is kept in stock.
    expect(previewCatalogueImport(rowsOf([['Name', 'Type', 'Price', 'Variant of', 'Option 1', 'Option 1 value'], ['', 'Digital', '10', 'Cap', 'Size', 'M']]), shop).rows[0]?.problems).toEqual([
      CATALOGUE_IMPORT_MESSAGES.variantPhysical,
    ]);
    expect(previewCatalogueImport(rowsOf([['Name', 'Type', 'Price', 'Variant of', 'Option 1', 'Option 1 value'], ['', 'Digital', '-1', 'Cap', 'Size', 'M']]), shop).rows[0]?.problems).toEqual([
      FIELD_MESSAGES.priceInvalid,
      CATALOGUE_IMPORT_MESSAGES.variantPhysical,
    ]);
  });

  it("refuses a row that would change a product's variant, and a name two products with variants share", () => {
    const problems = (cells: string[][], products: Product[] = shop) => previewCatalogueImport(rowsOf([[...HEADER, 'Barcode'], ...cells]), products).rows.map((row) => row.problems);
    // The plain Milo tin made a variant, the dress made plain, the dress's barcode on other choices.
    expect(problems([['Milo 400g tin (M)', '45.50', '12', 'Milo 400g tin', 'Size', 'M', '', '', '']], [product({ name: 'Milo 400g tin (M)' })])).toEqual([[CATALOGUE_IMPORT_MESSAGES.variantChanged('Milo 400g tin (M)')]]);
    expect(problems([['Summer dress (M, Red)', '120', '3', '', '', '', '', '', '']])).toEqual([[CATALOGUE_IMPORT_MESSAGES.variantChanged('Summer dress (M, Red)')]]);
    expect(problems([['', '120', '3', 'Summer dress', 'Size', 'S', 'Colour', 'Red', '5012345678900']])).toEqual([[CATALOGUE_IMPORT_MESSAGES.variantChanged('Summer dress (M, Red)')]]);
    // The same choices in another case are the same variant, unchanged.
    expect(previewCatalogueImport(rowsOf([HEADER, ['', '120', '3', 'summer dress', 'size', 'm', 'colour', 'RED']]), shop).rows[0]).toMatchObject({ status: 'unchanged', productId: 'dress-M-Red' });
    // Without variant cells, a variant matched by its barcode keeps its name.
    expect(previewCatalogueImport(rowsOf([['Name', 'Price', 'Barcode'], ['Dress', '120', '5012345678900']]), shop).rows[0]?.problems).toEqual([`Name: ${CATALOGUE_IMPORT_MESSAGES.variantNamed('Summer dress (M, Red)')}`]);
    const twoDresses = [...shop, product({ id: 'other', name: 'Summer dress (S)', variant: { productId: 'dress-2', productName: 'Summer Dress', options: ['Size'], values: ['S'] } })];
    expect(problems([['', '120', '3', 'Summer dress', 'Size', 'XS', 'Colour', 'Red', '']], twoDresses)).toEqual([[`Variant of: ${CATALOGUE_IMPORT_MESSAGES.nameMatchesMany(2)}`]]);
  });

  it(`refuses a new variant beyond ${MAX_VARIANTS} of one product`, () => {
    const many = Array.from({ length: MAX_VARIANTS - 2 }, (_, i) => ['', '120', '1', 'Summer dress', 'Size', `S${i}`, 'Colour', 'Red']);
    const preview = previewCatalogueImport(rowsOf([HEADER, ...many, ['', '120', '1', 'Summer dress', 'Size', 'XXL', 'Colour', 'Red']]), shop);
    expect(preview.counts).toEqual({ new: MAX_VARIANTS - 2, updated: 0, unchanged: 0, refused: 1 });
    expect(preview.rows.at(-1)?.problems).toEqual([VARIANT_MESSAGES.full]);
  });

  it('takes only variant cells of the shape the screen reads', () => {
    const request = (variant: unknown) => ({ id: 'imp1', fileName: 'a.csv', rows: [{ line: 2, name: 'Cap', price: '10', variant }], expected: { new: 1, updated: 0, unchanged: 0, refused: 0 } });
    expect(isCatalogueImportRequest(request({ of: 'Cap', options: [{ name: 'Size', value: 'M' }] }))).toBe(true);
    expect(isCatalogueImportRequest(request(undefined))).toBe(true);
    expect(isCatalogueImportRequest(request(null))).toBe(false);
    expect(isCatalogueImportRequest(request({ of: 'Cap', options: [{ name: 'Size', value: 'M' }], productId: 'x' }))).toBe(false);
    expect(isCatalogueImportRequest(request({ of: 1, options: [] }))).toBe(false);
    expect(isCatalogueImportRequest(request({ of: 'Cap', options: 'Size' }))).toBe(false);
    expect(isCatalogueImportRequest(request({ of: 'Cap', options: [{}, {}, {}, {}] }))).toBe(false);
    expect(isCatalogueImportRequest(request({ of: 'Cap', options: [{ size: 'M' }] }))).toBe(false);
    expect(isCatalogueImportRequest(request({ of: 'Cap', options: [{ value: 3 }] }))).toBe(false);
    expect(isCatalogueImportRequest(request({ of: 'Cap', options: [null] }))).toBe(false);
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
