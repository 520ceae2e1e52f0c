// Bringing the catalogue in from a spreadsheet (docs/product-rules.md, 'Catalogue import'): the
// template's columns, a sheet's cells read into rows, and the preview that says, before anything is
// written, which rows make new products, which change one, which change nothing and which are
// refused and why — in the product form's words (FIELD_MESSAGES through validateProduct). The same
// preview, run again on the catalogue as it is at the moment of writing, is the plan every adapter
// applies whole or not at all (importCatalogue), so a file's rows are judged by one set of rules.
// Reading the file's bytes (CSV, XLSX) is the Inventory screen's; this module sees cells only.
import type { Product, ProductDraft, ProductVariantOf } from './entities';
import { CATALOGUE_IMPORT_MESSAGES } from './catalogue-import-words';
import { validateProduct } from './product-validation';
import { plainMinor } from './money';
import { text } from './field-checks';
import { barcodeKey, barcodeTakenProblem } from './barcodes';
import { MAX_PACKS, validatePacks } from './packs';
import type { PackField, PackInput } from './packs';
import { choicesKey, MAX_OPTION_NAME_LENGTH, MAX_OPTION_VALUE_LENGTH, MAX_VARIANT_OPTIONS, MAX_VARIANTS, VARIANT_MESSAGES, variantName } from './variants';

/** The template's columns, in its order; the export writes the same, so a file round-trips. */
export const CATALOGUE_COLUMNS = ['Name', 'Type', 'Price', 'Currency', 'In stock', 'Cost', 'Description', 'Barcode'] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/**
 * A product's packs (packs.ts) in the template: a group of four columns for each, "Pack 1 name",
 * "Pack 1 size", "Pack 1 price", "Pack 1 barcode", up to MAX_PACKS groups. The template and an
 * export write as many groups as the product with the most packs needs (at least one).
 */
export const PACK_CELLS = ['name', 'size', 'price', 'barcode'] as const;
export type PackCell = (typeof PACK_CELLS)[number];

/** The header of pack `n`'s (1-based) cell `cell`: "Pack 2 size". */
export function packColumn(n: number, cell: PackCell): string {
  return `Pack ${n} ${cell}`;
}

/**
 * A variant (variants.ts) in the template: "Variant of" holds its product's name ("Summer dress"),
 * then a pair of columns for each option, "Option 1" (its name: Size) and "Option 1 value" (this
 * variant's choice: M), up to MAX_VARIANT_OPTIONS pairs. One row a variant; its Name is made of
 * them (variantName: "Summer dress (M)"), so it may be left blank. A product without variants
 * leaves them blank. The template and an export write as many pairs as the product with the most
 * options needs (at least one).
 */
export const VARIANT_OF_COLUMN = 'Variant of';
export const OPTION_CELLS = ['name', 'value'] as const;
export type OptionCell = (typeof OPTION_CELLS)[number];

/** The header of option `n`'s (1-based) cell: "Option 2" for its name, "Option 2 value" for the choice. */
export function optionColumn(n: number, cell: OptionCell): string {
  return cell === 'name' ? `Option ${n}` : `Option ${n} value`;
}

/** The columns a file must have; any other may be left out (kept as the product has it, or the form's default). */
export const REQUIRED_CATALOGUE_COLUMNS: readonly CatalogueColumn[] = ['Name', 'Price'];

/** The most product rows one file may bring (the bench times 5,000: bench/import.mjs). */
export const MAX_IMPORT_ROWS = 10_000;

/** One product row of a file as its cells read: a column the file does not have is undefined. */
export interface CatalogueRow {
  /** The row's number in the sheet (the header is row 1), as the owner's spreadsheet shows it. */
  line: number;
  name: string;
  type?: string;
  price?: string;
  currency?: string;
  inStock?: string;
  cost?: string;
  description?: string;
  barcode?: string;
  /**
   * The row's packs as their cells read, one per pack group the file has (blank groups included);
   * undefined when the file has no pack columns.
   */
  packs?: Partial<Record<PackCell, string>>[];
  /**
   * The row's variant cells as they read: "Variant of" and one entry per option pair the file has;
   * undefined when the file has no "Variant of" column (a product's variant is kept as it is).
   */
  variant?: { of: string; options: Partial<Record<OptionCell, string>>[] };
}

const FIELD_OF_COLUMN: Readonly<Record<CatalogueColumn, keyof Omit<CatalogueRow, 'line' | 'packs' | 'variant'>>> = {
  Name: 'name',
  Type: 'type',
  Price: 'price',
  Currency: 'currency',
  'In stock': 'inStock',
  Cost: 'cost',
  Description: 'description',
  Barcode: 'barcode',
};

export type CatalogueTable = { ok: true; rows: CatalogueRow[] } | { ok: false; problem: string };

// csv.ts writes text a spreadsheet would run as a formula with a leading apostrophe; read back, it goes.
const DEFUSED_FORMULA = /^'[=+\-@\t\r]/;

/** A cell as text: a number as a spreadsheet shows it, empty for nothing. */
export function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return '';
    // A spreadsheet's sum may carry binary noise (0.30000000000000004): twelve figures are plenty.
    return String(Number(cell.toPrecision(12)));
  }
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString();
  const value = String(cell);
  return DEFUSED_FORMULA.test(value) ? value.slice(1) : value;
}

function headerKey(cell: unknown): string {
  return cellText(cell).replace(/^\uFEFF/, '').trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Numbered column groups (a pack's "Pack 2 size", "Pack 2 price", …; a variant's option pairs), 1…`most`:
 * where each cell of each group is in the header; a group counts when any of its columns is there,
 * and the list runs to the last group that does (holes stay empty).
 */
function columnGroups<Cell extends string>(keys: readonly string[], most: number, cells: readonly Cell[], columnOf: (n: number, cell: Cell) => string): Partial<Record<Cell, number>>[] {
  const groups: Partial<Record<Cell, number>>[] = [];
  for (let n = 1; n <= most; n += 1) {
    const group: Partial<Record<Cell, number>> = {};
    for (const cell of cells) {
      const at = keys.indexOf(columnOf(n, cell).toLowerCase());
      if (at >= 0) group[cell] = at;
    }
    if (Object.keys(group).length > 0) groups[n - 1] = group;
  }
  return groups;
}

/** One row's cells of each column group, as text; a group the header lacks reads as no cells. */
function groupCells<Cell extends string>(cellsOfRow: readonly unknown[], groups: readonly (Partial<Record<Cell, number>> | undefined)[]): Partial<Record<Cell, string>>[] {
  return Array.from({ length: groups.length }, (_, g) => {
    const read: Partial<Record<Cell, string>> = {};
    for (const [cell, at] of Object.entries(groups[g] ?? {}) as [Cell, number][]) read[cell] = cellText(cellsOfRow[at]);
    return read;
  });
}

/**
 * The sheet's first row is its header: the template's columns by name, in any order and any case;
 * other columns (the products CSV's Stock value, Added, …) are not read. Rows with no cell filled
 * are skipped. Refused whole when a required column is missing, no product row is left, or there
 * are more than MAX_IMPORT_ROWS.
 */
export function readCatalogueTable(cells: readonly (readonly unknown[])[]): CatalogueTable {
  const [header, ...body] = cells;
  if (!header) return { ok: false, problem: CATALOGUE_IMPORT_MESSAGES.empty };
  const index = new Map<CatalogueColumn, number>();
  const keys = header.map(headerKey);
  for (const column of CATALOGUE_COLUMNS) {
    const at = keys.indexOf(column.toLowerCase());
    if (at >= 0) index.set(column, at);
  }
  // Pack groups 1…MAX_PACKS, each cell by its header; a group counts when any of its columns is there.
  const packIndex = columnGroups(keys, MAX_PACKS, PACK_CELLS, packColumn);
  // "Variant of" and its option pairs 1…MAX_VARIANT_OPTIONS, read only when "Variant of" is there.
  const variantOfAt = keys.indexOf(VARIANT_OF_COLUMN.toLowerCase());
  const optionIndex = columnGroups(keys, MAX_VARIANT_OPTIONS, OPTION_CELLS, optionColumn);
  const missing = REQUIRED_CATALOGUE_COLUMNS.filter((column) => !index.has(column));
  if (missing.length > 0) return { ok: false, problem: CATALOGUE_IMPORT_MESSAGES.missingColumns(missing, CATALOGUE_COLUMNS) };

  const rows: CatalogueRow[] = [];
  body.forEach((cellsOfRow, i) => {
    if (!cellsOfRow.some((cell) => cellText(cell).trim() !== '')) return;
    const row: CatalogueRow = { line: i + 2, name: '' };
    for (const [column, at] of index) row[FIELD_OF_COLUMN[column]] = cellText(cellsOfRow[at]);
    if (packIndex.length > 0) row.packs = groupCells(cellsOfRow, packIndex);
    if (variantOfAt >= 0) row.variant = { of: cellText(cellsOfRow[variantOfAt]), options: groupCells(cellsOfRow, optionIndex) };
    rows.push(row);
  });
  if (rows.length === 0) return { ok: false, problem: CATALOGUE_IMPORT_MESSAGES.empty };
  if (rows.length > MAX_IMPORT_ROWS) return { ok: false, problem: CATALOGUE_IMPORT_MESSAGES.tooManyRows(rows.length, MAX_IMPORT_ROWS) };
  return { ok: true, rows };
}

/**
 * The catalogue in the template's columns, header first: what the export writes as CSV or XLSX —
 * each variant on its own row with "Variant of" and its options (as many pairs as the product with
 * the most options needs, at least one), then its packs in as many groups as the product with the
 * most needs, at least one.
 */
export function catalogueCells(products: readonly Product[]): string[][] {
  const pairs = Math.max(1, ...products.map((product) => product.variant?.options.length ?? 0));
  const variantHeader = [VARIANT_OF_COLUMN, ...Array.from({ length: pairs }, (_, g) => OPTION_CELLS.map((cell) => optionColumn(g + 1, cell))).flat()];
  const variantCells = (product: Product) => [
    product.variant?.productName ?? '',
    ...Array.from({ length: pairs }, (_, g) => [product.variant?.options[g] ?? '', product.variant?.values[g] ?? '']).flat(),
  ];
  const groups = Math.max(1, ...products.map((product) => product.packs?.length ?? 0));
  const packHeader = Array.from({ length: groups }, (_, g) => PACK_CELLS.map((cell) => packColumn(g + 1, cell))).flat();
  const packCells = (product: Product) =>
    Array.from({ length: groups }, (_, g) => {
      const pack = product.packs?.[g];
      return pack ? [pack.name, String(pack.size), plainMinor(pack.priceMinor), pack.barcode ?? ''] : ['', '', '', ''];
    }).flat();
  return [
    [...CATALOGUE_COLUMNS, ...variantHeader, ...packHeader],
    ...products.map((product) => [
      product.name,
      product.type,
      plainMinor(product.priceMinor),
      product.currency,
      product.type === 'Physical' && product.quantity !== undefined ? String(product.quantity) : '',
      product.costMinor === null || product.costMinor === undefined ? '' : plainMinor(product.costMinor),
      product.description,
      product.barcode ?? '',
      ...variantCells(product),
      ...packCells(product),
    ]),
  ];
}

export type ImportRowStatus = 'new' | 'updated' | 'unchanged' | 'refused';
export type ImportCounts = Record<ImportRowStatus, number>;

/** What an import changes in a product it matched: the form's fields, never its image; the stock only when its type changes. */
export type ImportPatch = Partial<Omit<ProductDraft, 'imageUrl' | 'imagePath'>>;

export interface PreviewRow {
  line: number;
  /** The name as the file has it (trimmed). */
  name: string;
  status: ImportRowStatus;
  /** Why the row is refused, in the product form's words; empty unless refused. */
  problems: string[];
  /** What the owner should know of a row that is not refused (its stock is left as it is). */
  notes: string[];
  /** The product it updates or leaves unchanged; null for a new or refused row. */
  productId: string | null;
  /** The new product, for a 'new' row. */
  draft: ProductDraft | null;
  /** The fields it changes, for an 'updated' row. */
  patch: ImportPatch | null;
  /**
   * On a new variant of a product the file brings new (none of the shop's has variants by that
   * name): the line of the file's first row of that product, whose id the import makes
   * (importedVariantsProductId).
   */
  newVariantsOf?: number;
}

export interface ImportPreview {
  rows: PreviewRow[];
  counts: ImportCounts;
}

/** How the import matches a row to a product: by name, trimmed, in any case, spaces run together. */
export function productNameKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

function normalType(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const trimmed = raw.trim();
  if (trimmed === '') return undefined;
  const found = ['Physical', 'Digital', 'Ticket'].find((type) => type.toLowerCase() === trimmed.toLowerCase());
  return found ?? trimmed;
}

function blankToUndefined(raw: string | undefined): string | undefined {
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

/** The packs a row's cells give: the groups with any cell filled, in order; null when none is (the product's packs are kept, as a blank barcode keeps its barcode). */
function packsOfRow(row: CatalogueRow): { inputs: PackInput[]; groups: number[] } | null {
  const inputs: PackInput[] = [];
  const groups: number[] = [];
  (row.packs ?? []).forEach((cells, g) => {
    if (!PACK_CELLS.some((cell) => (cells[cell] ?? '').trim() !== '')) return;
    inputs.push({ name: cells.name ?? '', size: cells.size ?? '', price: cells.price ?? '', barcode: cells.barcode ?? '' });
    groups.push(g + 1);
  });
  return inputs.length > 0 ? { inputs, groups } : null;
}

const PACK_CELL_OF_FIELD: Readonly<Record<PackField, PackCell>> = { name: 'name', size: 'size', price: 'price', barcode: 'barcode' };

/** Each refused pack cell of a row, said with its column: "Pack 2 size: A pack holds …". */
function packProblems(packs: { inputs: PackInput[]; groups: number[] }, barcode: string | null | undefined): string[] {
  const checked = validatePacks(packs.inputs, { barcode });
  if (checked.ok) return [];
  return checked.errors.flatMap((errors, i) =>
    (Object.entries(errors) as [PackField, string][]).map(([field, message]) => `${packColumn(packs.groups[i] ?? i + 1, PACK_CELL_OF_FIELD[field])}: ${message}`),
  );
}

/** A variant as a row's cells give it, before it is placed among the shop's products. */
interface RowVariant {
  productName: string;
  options: string[];
  values: string[];
}

/**
 * A row's variant cells, checked cell by cell (each said with its column): undefined when the file
 * has no "Variant of" column (the product's variant, if any, is kept); null for a product without
 * variants ("Variant of" and every option blank).
 */
function variantCellsOf(row: CatalogueRow): { variant: RowVariant | null; problems: string[] } | undefined {
  if (!row.variant) return undefined;
  const of = row.variant.of.trim();
  const options: string[] = [];
  const values: string[] = [];
  const problems: string[] = [];
  row.variant.options.forEach((cells, g) => {
    const name = (cells.name ?? '').trim();
    const value = (cells.value ?? '').trim();
    if (name === '' && value === '') return;
    const [nameColumn, valueColumn] = [optionColumn(g + 1, 'name'), optionColumn(g + 1, 'value')];
    if (name === '') problems.push(`${nameColumn}: ${VARIANT_MESSAGES.optionNameRequired}`);
    else if (name.length > MAX_OPTION_NAME_LENGTH) problems.push(`${nameColumn}: ${VARIANT_MESSAGES.optionNameTooLong}`);
    else if (options.some((option) => option.toLowerCase() === name.toLowerCase())) problems.push(`${nameColumn}: ${VARIANT_MESSAGES.optionNameTaken}`);
    if (value === '') problems.push(`${valueColumn}: ${CATALOGUE_IMPORT_MESSAGES.choiceRequired(name || nameColumn)}`);
    else if (value.length > MAX_OPTION_VALUE_LENGTH) problems.push(`${valueColumn}: ${VARIANT_MESSAGES.valueTooLong}`);
    else if (value.includes(',')) problems.push(`${valueColumn}: ${CATALOGUE_IMPORT_MESSAGES.choiceComma}`);
    options.push(name);
    values.push(value);
  });
  if (of === '') return options.length === 0 ? { variant: null, problems: [] } : { variant: null, problems: [`${VARIANT_OF_COLUMN}: ${CATALOGUE_IMPORT_MESSAGES.variantOfRequired}`] };
  if (options.length === 0) problems.push(CATALOGUE_IMPORT_MESSAGES.optionsRequired);
  return problems.length > 0 ? { variant: null, problems } : { variant: { productName: of, options, values }, problems };
}

/** Whether two variants are the same product's same choices (in any case). */
function sameVariant(a: ProductVariantOf, b: ProductVariantOf): boolean {
  return a.productId === b.productId && choicesKey(a.options) === choicesKey(b.options) && choicesKey(a.values) === choicesKey(b.values);
}

/** The id of a product with variants a file brings new, made of the import and the line of its first row. */
export function importedVariantsProductId(importId: string, line: number): string {
  return `${importId}-p${line}`;
}

// Stands for that id in a preview, before the import has one (never written: importedProducts replaces it).
const previewVariantsProductId = (line: number) => `new-p${line}`;

/**
 * `variant`: the row's variant as placed among the shop's products, null for a product without
 * variants, undefined when the file has no variant cells (the product's own is kept).
 */
function judge(row: CatalogueRow, existing: Product | null, variant: ProductVariantOf | null | undefined, name: string): { draft: ProductDraft | null; problems: string[]; notes: string[] } {
  const fileType = normalType(row.type);
  const filePacks = packsOfRow(row);
  const type = fileType ?? existing?.type ?? 'Physical';
  const keepsStock = existing !== null && existing.type === 'Physical' && type === 'Physical';
  const fileStock = blankToUndefined(row.inStock);
  const costColumn = row.cost !== undefined;
  const ofProduct = variant === undefined ? existing?.variant : (variant ?? undefined);
  const result = validateProduct({
    name,
    type,
    price: row.price ?? '',
    currency: blankToUndefined(row.currency)?.toUpperCase() ?? existing?.currency ?? null,
    description: row.description ?? existing?.description ?? '',
    cost: costColumn ? row.cost : undefined,
    costMinor: costColumn ? undefined : (existing?.costMinor ?? null),
    // A product the shop already stocks keeps its stock: deliveries and counts move it, with their record.
    quantity: keepsStock ? existing.quantity ?? 0 : fileStock ?? null,
    // A blank or absent barcode leaves the product's as it is: an import never takes one off.
    barcode: blankToUndefined(row.barcode) ?? existing?.barcode ?? null,
    imageUrl: existing?.imageUrl ?? null,
    imagePath: existing?.imagePath ?? null,
    // Pack cells left blank keep the product's packs; filled, they are its packs.
    packs: filePacks?.inputs ?? existing?.packs ?? null,
    variant: ofProduct ?? null,
  });
  // A variant is kept in stock, as the product form makes every one (save-variants.ts).
  const notStocked = ofProduct !== undefined && type !== 'Physical' ? [CATALOGUE_IMPORT_MESSAGES.variantPhysical] : [];
  if (!result.ok || notStocked.length > 0) {
    if (result.ok) return { draft: null, problems: notStocked, notes: [] };
    const { packs: packsProblem, ...others } = result.errors;
    const problems = Object.values(others).filter((m): m is string => typeof m === 'string');
    // A refused pack is said cell by cell, with its column; a product that may have none says so once.
    const ofPacks = filePacks && packsProblem ? packProblems(filePacks, blankToUndefined(row.barcode) ?? existing?.barcode ?? null) : [];
    if (packsProblem) problems.push(...(ofPacks.length > 0 ? ofPacks : [packsProblem]));
    return { draft: null, problems: [...problems, ...notStocked], notes: [] };
  }
  const notes: string[] = [];
  if (keepsStock && fileStock !== undefined && fileStock !== String(existing.quantity ?? 0)) {
    notes.push(CATALOGUE_IMPORT_MESSAGES.stockKept(existing.quantity ?? 0));
  }
  return { draft: result.value, problems: [], notes };
}

/** A product's packs as text to compare, whatever order a store gave their fields in. */
function packsText(packs: Product['packs']): string {
  return JSON.stringify((packs ?? []).map((pack) => [pack.name, pack.size, pack.priceMinor, pack.barcode ?? null]));
}

function changes(existing: Product, draft: ProductDraft): ImportPatch | null {
  const patch: ImportPatch = {};
  if (draft.name !== existing.name) patch.name = draft.name;
  if (draft.type !== existing.type) {
    patch.type = draft.type;
    if (draft.quantity !== undefined) patch.quantity = draft.quantity;
  }
  if (draft.priceMinor !== existing.priceMinor) patch.priceMinor = draft.priceMinor;
  if (draft.currency !== existing.currency) patch.currency = draft.currency;
  if (draft.description !== existing.description) patch.description = draft.description;
  if ((draft.costMinor ?? null) !== (existing.costMinor ?? null)) patch.costMinor = draft.costMinor ?? null;
  if (draft.barcode !== undefined && draft.barcode !== existing.barcode) patch.barcode = draft.barcode;
  if (packsText(draft.packs) !== packsText(existing.packs)) patch.packs = draft.packs ?? [];
  return Object.keys(patch).length > 0 ? patch : null;
}

/**
 * Each row judged against the catalogue: matched by barcode to the product that carries it, else
 * by name (productNameKey), to the product it updates, or new; refused with the product form's
 * messages, or when two rows of the file name the same product or barcode, the name matches more
 * than one product of the shop, or the barcode is another product's (barcodeTakenProblem). A product already stocked
 * keeps its stock (a note says so when the file's differs); a new Physical product starts with the
 * file's. Nothing here writes: an adapter applies the preview only when no row is refused.
 */
export function previewCatalogueImport(rows: readonly CatalogueRow[], products: readonly Product[]): ImportPreview {
  const byName = new Map<string, Product[]>();
  const byBarcode = new Map<string, Product>();
  for (const product of products) {
    const key = productNameKey(product.name);
    byName.set(key, [...(byName.get(key) ?? []), product]);
    if (product.barcode) byBarcode.set(barcodeKey(product.barcode), product);
  }
  // The shop's products with variants by their name (productNameKey): each product id of that name and its variants.
  const shopVariants = new Map<string, Map<string, { of: ProductVariantOf; count: number }>>();
  for (const product of products) {
    if (!product.variant) continue;
    const key = productNameKey(product.variant.productName);
    const ids = shopVariants.get(key) ?? new Map<string, { of: ProductVariantOf; count: number }>();
    const known = ids.get(product.variant.productId);
    if (known) known.count += 1;
    else ids.set(product.variant.productId, { of: product.variant, count: 1 });
    shopVariants.set(key, ids);
  }
  // Each product with variants the file's rows name: the shop's (its id) or new (the line first naming it), its options and its variants counted.
  const families = new Map<string, { productId: string | null; line: number; productName: string; options: string[]; count: number }>();
  const firstLine = new Map<string, number>();
  const firstBarcodeLine = new Map<string, number>();
  const counts: ImportCounts = { new: 0, updated: 0, unchanged: 0, refused: 0 };
  const preview: PreviewRow[] = rows.map((row) => {
    const cells = variantCellsOf(row);
    const refused = (name: string, problems: string[]): PreviewRow => ({ line: row.line, name, status: 'refused', problems, notes: [], productId: null, draft: null, patch: null });
    if (cells && cells.problems.length > 0) return refused(text(row.name), cells.problems);
    // A variant's place: the shop's product with variants of that name, or the file's new one.
    let variant: ProductVariantOf | null | undefined = cells ? null : undefined;
    let family: { productId: string | null; line: number; count: number } | null = null;
    if (cells?.variant) {
      const key = productNameKey(cells.variant.productName);
      const made = variantName(cells.variant.productName, cells.variant.values);
      const ids = shopVariants.get(key);
      if (ids && ids.size > 1) return refused(made, [`${VARIANT_OF_COLUMN}: ${CATALOGUE_IMPORT_MESSAGES.nameMatchesMany(ids.size)}`]);
      const shop = ids ? [...ids.values()][0] : undefined;
      const known = families.get(key);
      const placed = known ?? (shop
        ? { productId: shop.of.productId, line: row.line, productName: shop.of.productName, options: shop.of.options, count: shop.count }
        : { productId: null, line: row.line, productName: cells.variant.productName, options: cells.variant.options, count: 0 });
      families.set(key, placed);
      if (choicesKey(placed.options) !== choicesKey(cells.variant.options)) return refused(made, [VARIANT_MESSAGES.otherOptions]);
      family = placed;
      variant = { productId: placed.productId ?? previewVariantsProductId(placed.line), productName: placed.productName, options: [...placed.options], values: cells.variant.values };
    }
    const made = variant ? variantName(variant.productName, variant.values) : null;
    // A variant's name is made of its product and choices; the file's Name, when given, must say the same.
    if (made !== null && text(row.name) !== '' && productNameKey(row.name) !== productNameKey(made)) return refused(text(row.name), [`Name: ${CATALOGUE_IMPORT_MESSAGES.variantNamed(made)}`]);
    const name = made ?? text(row.name);
    const base: PreviewRow = refused(name, []);
    const code = barcodeKey(row.barcode ?? '');
    // A row whose barcode a product carries updates that product (its name may change); else the name matches.
    const barcodeMatch = code === '' ? undefined : byBarcode.get(code);
    const key = barcodeMatch ? `id:${barcodeMatch.id}` : productNameKey(name);
    const earlier = key === '' ? undefined : firstLine.get(key);
    if (key !== '' && earlier === undefined) firstLine.set(key, row.line);
    const earlierBarcode = code === '' ? undefined : firstBarcodeLine.get(code);
    if (code !== '' && earlierBarcode === undefined) firstBarcodeLine.set(code, row.line);
    const matches = barcodeMatch ? [barcodeMatch] : (byName.get(key) ?? []);
    if (earlier !== undefined) return { ...base, problems: [CATALOGUE_IMPORT_MESSAGES.sameProductTwice(earlier)] };
    if (earlierBarcode !== undefined) return { ...base, problems: [CATALOGUE_IMPORT_MESSAGES.sameBarcodeTwice(earlierBarcode)] };
    if (matches.length > 1) return { ...base, problems: [CATALOGUE_IMPORT_MESSAGES.nameMatchesMany(matches.length)] };
    const existing = matches[0] ?? null;
    // An import keeps a product's variant as it is: the same product, options and choices, or none.
    if (existing && variant !== undefined && (variant === null ? existing.variant !== undefined : !existing.variant || !sameVariant(existing.variant, variant))) {
      return { ...base, problems: [CATALOGUE_IMPORT_MESSAGES.variantChanged(existing.name)] };
    }
    if (existing?.variant && variant === undefined && productNameKey(name) !== productNameKey(existing.name)) return { ...base, problems: [`Name: ${CATALOGUE_IMPORT_MESSAGES.variantNamed(existing.name)}`] };
    // A variant the shop has is kept as it is (its name and choices as written, whatever their case).
    const judged = existing?.variant && variant ? judge(row, existing, existing.variant, existing.name) : judge(row, existing, variant, name);
    if (!judged.draft) return { ...base, problems: judged.problems };
    const taken = judged.draft.barcode ? barcodeTakenProblem(products, judged.draft.barcode, existing?.id ?? null) : null;
    if (taken) return { ...base, problems: [taken] };
    // Its packs' barcodes: each free in the shop (another product's or pack's is refused) and once in the file.
    for (const pack of judged.draft.packs ?? []) {
      if (!pack.barcode) continue;
      const packTaken = barcodeTakenProblem(products, pack.barcode, existing?.id ?? null);
      if (packTaken) return { ...base, problems: [`${pack.name}: ${packTaken}`] };
      const packCode = barcodeKey(pack.barcode);
      const earlierPack = firstBarcodeLine.get(packCode);
      if (earlierPack !== undefined && earlierPack !== row.line) return { ...base, problems: [`${pack.name}: ${CATALOGUE_IMPORT_MESSAGES.sameBarcodeTwice(earlierPack)}`] };
      firstBarcodeLine.set(packCode, row.line);
    }
    if (!existing) {
      if (family && family.count >= MAX_VARIANTS) return { ...base, problems: [VARIANT_MESSAGES.full] };
      if (family) family.count += 1;
      const newVariantsOf = family && family.productId === null ? { newVariantsOf: family.line } : {};
      return { ...base, status: 'new', notes: judged.notes, draft: judged.draft, ...newVariantsOf };
    }
    const patch = changes(existing, judged.draft);
    return { ...base, status: patch ? 'updated' : 'unchanged', notes: judged.notes, productId: existing.id, patch };
  });
  for (const row of preview) counts[row.status] += 1;
  return { rows: preview, counts };
}

/** Whether two previews' counts are the same (the catalogue did not move between the preview and the write). */
export function sameImportCounts(a: ImportCounts, b: ImportCounts): boolean {
  return a.new === b.new && a.updated === b.updated && a.unchanged === b.unchanged && a.refused === b.refused;
}

/** What the owner sends to apply a file: its rows as read and the counts its preview showed. */
export interface CatalogueImportRequest {
  /** Chosen once per file applied (newId): the same id sent again is the same import, applied once. */
  id: string;
  fileName: string;
  rows: CatalogueRow[];
  /** The preview's counts; the write is refused when the catalogue now gives others. */
  expected: ImportCounts;
}

/**
 * What an applied import did, kept so the last one can be undone: the products it made (their
 * ids), each product it changed as it was before, and every product it touched as the import left
 * it (undo is refused once any of them moved since: a sale, a delivery, an edit).
 */
export interface CatalogueImportRecord {
  id: string;
  fileName: string;
  importedAt: Date;
  counts: ImportCounts;
  created: string[];
  before: Product[];
  after: Product[];
  undoneAt: Date | null;
}

/** The id of the product made from a file's row: the same row of the same import makes the same product, once. */
export function importedProductId(importId: string, line: number): string {
  return `${importId}-${line}`;
}

/** A product's fields that an undo compares (everything but its id and when it was made). */
function productFields(product: Product): string {
  return JSON.stringify([
    product.name,
    product.type,
    product.priceMinor,
    product.currency,
    product.description,
    product.imageUrl,
    product.imagePath,
    product.quantity ?? null,
    product.costMinor ?? null,
    product.barcode ?? null,
    packsText(product.packs),
  ]);
}

/** Whether the product is as the import left it. */
export function unchangedSinceImport(now: Product | undefined, after: Product): boolean {
  return now !== undefined && productFields(now) === productFields(after);
}

/**
 * The products as the preview makes them: the new ones (created now, ids importedProductId) and the
 * changed ones with their patch applied. Every adapter writes exactly these.
 */
export function importedProducts(importId: string, preview: ImportPreview, products: readonly Product[], now: Date): { created: Product[]; changed: { before: Product; after: Product }[] } {
  const byId = new Map(products.map((product) => [product.id, product]));
  const created: Product[] = [];
  const changed: { before: Product; after: Product }[] = [];
  for (const row of preview.rows) {
    if (row.status === 'new' && row.draft) {
      const made: Product = { ...row.draft, id: importedProductId(importId, row.line), createdAt: now };
      // A variant of a product the file brings new gets that product's id, the same for all its variants.
      if (made.variant && row.newVariantsOf !== undefined) made.variant = { ...made.variant, productId: importedVariantsProductId(importId, row.newVariantsOf) };
      created.push(made);
    }
    if (row.status === 'updated' && row.patch && row.productId) {
      const before = byId.get(row.productId);
      if (!before) continue;
      const after: Product = { ...before, ...row.patch };
      if (after.type !== 'Physical') delete after.quantity;
      changed.push({ before, after });
    }
  }
  return { created, changed };
}

// ---------------------------------------------------------------- applying an import, undoing one
// Decided once for every adapter and for the server (functions/src/catalogue-import.ts): the
// request checked, its rows judged again on the catalogue as it is at the moment of writing, and
// refused whole — nothing written — when a row is refused or the catalogue moved since the owner's
// preview. The backend's wrapper (backend/catalogue-import-plan.ts) throws the refusal as its error.

/** Why an import or an undo writes nothing, with the code every backend answers it with. */
export interface ImportRefusal {
  refused: 'invalid-argument' | 'failed-precondition' | 'not-found';
  message: string;
}

/** What a request that is not one the Import screen makes is told. */
export const IMPORT_REQUEST_INVALID = 'The import is not one the app makes.';

const IMPORT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const ROW_TEXT_FIELDS = ['name', 'type', 'price', 'currency', 'inStock', 'cost', 'description', 'barcode'] as const;

function isImportCounts(value: unknown): value is ImportCounts {
  if (typeof value !== 'object' || value === null) return false;
  const counts = value as Record<string, unknown>;
  return (['new', 'updated', 'unchanged', 'refused'] as const).every((key) => Number.isSafeInteger(counts[key]) && (counts[key] as number) >= 0);
}

function isCatalogueRow(value: unknown): value is CatalogueRow {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  const packsSound =
    row.packs === undefined ||
    (Array.isArray(row.packs) &&
      row.packs.length <= MAX_PACKS &&
      row.packs.every((cells: unknown) => typeof cells === 'object' && cells !== null && Object.entries(cells).every(([cell, text]) => (PACK_CELLS as readonly string[]).includes(cell) && (text === undefined || typeof text === 'string'))));
  const variant = row.variant as Record<string, unknown> | undefined;
  const variantSound =
    variant === undefined ||
    (typeof variant === 'object' &&
      variant !== null &&
      Object.keys(variant).every((key) => key === 'of' || key === 'options') &&
      typeof variant.of === 'string' &&
      Array.isArray(variant.options) &&
      variant.options.length <= MAX_VARIANT_OPTIONS &&
      variant.options.every((cells: unknown) => typeof cells === 'object' && cells !== null && Object.entries(cells).every(([cell, text]) => (OPTION_CELLS as readonly string[]).includes(cell) && (text === undefined || typeof text === 'string'))));
  return Number.isSafeInteger(row.line) && typeof row.name === 'string' && ROW_TEXT_FIELDS.every((field) => row[field] === undefined || typeof row[field] === 'string') && packsSound && variantSound;
}

/** Whether `request` is one the Import screen makes: an id, a file name, 1 to MAX_IMPORT_ROWS rows of text cells, the preview's counts. */
export function isCatalogueImportRequest(request: unknown): request is CatalogueImportRequest {
  if (typeof request !== 'object' || request === null) return false;
  const { id, fileName, rows, expected } = request as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    IMPORT_ID.test(id) &&
    typeof fileName === 'string' &&
    Array.isArray(rows) &&
    rows.length > 0 &&
    rows.length <= MAX_IMPORT_ROWS &&
    rows.every(isCatalogueRow) &&
    isImportCounts(expected)
  );
}

/** What applying an import writes: its record, the new products whole, each changed product as the import leaves it. */
export interface ImportPlan {
  record: CatalogueImportRecord;
  created: Product[];
  changed: Product[];
}

export const isImportRefusal = (value: object): value is ImportRefusal => 'refused' in value;

/** What applying `request` on `products` writes, or why nothing is. */
export function planCatalogueImport(products: readonly Product[], request: unknown, now: Date): ImportPlan | ImportRefusal {
  if (!isCatalogueImportRequest(request)) return { refused: 'invalid-argument', message: IMPORT_REQUEST_INVALID };
  const preview = previewCatalogueImport(request.rows, products);
  if (preview.counts.refused > 0) return { refused: 'invalid-argument', message: CATALOGUE_IMPORT_MESSAGES.refusedWhole(preview.counts.refused) };
  if (!sameImportCounts(preview.counts, request.expected)) return { refused: 'failed-precondition', message: CATALOGUE_IMPORT_MESSAGES.catalogueMoved };
  // A new product with variants gets an id made of the import's (importedVariantsProductId): one a
  // product of the shop already has is a made-up import id, never the screen's (newSaleId).
  const familyIds = new Set(products.flatMap((product) => (product.variant ? [product.variant.productId] : [])));
  if (preview.rows.some((row) => row.newVariantsOf !== undefined && familyIds.has(importedVariantsProductId(request.id, row.newVariantsOf)))) {
    return { refused: 'invalid-argument', message: IMPORT_REQUEST_INVALID };
  }
  const { created, changed } = importedProducts(request.id, preview, products, now);
  const record: CatalogueImportRecord = {
    id: request.id,
    fileName: request.fileName,
    importedAt: now,
    counts: preview.counts,
    created: created.map((product) => product.id),
    before: changed.map(({ before }) => before),
    after: [...created, ...changed.map(({ after }) => after)],
    undoneAt: null,
  };
  return { record, created, changed: changed.map(({ after }) => after) };
}

/** What undoing an import writes: the products it made deleted, those it changed put back, its record marked undone. */
export interface UndoPlan {
  remove: string[];
  restore: Product[];
  record: CatalogueImportRecord;
}

/** What undoing the import `importId` writes, `last` being the shop's last import; or why nothing is. */
export function planImportUndo(products: readonly Product[], last: CatalogueImportRecord | null, importId: string, now: Date): UndoPlan | ImportRefusal {
  if (!last || last.id !== importId || last.undoneAt !== null) return { refused: 'not-found', message: CATALOGUE_IMPORT_MESSAGES.nothingToUndo };
  const byId = new Map(products.map((product) => [product.id, product]));
  if (!last.after.every((after) => unchangedSinceImport(byId.get(after.id), after))) {
    return { refused: 'failed-precondition', message: CATALOGUE_IMPORT_MESSAGES.undoBlocked };
  }
  return { remove: last.created, restore: last.before, record: { ...last, undoneAt: now } };
}
