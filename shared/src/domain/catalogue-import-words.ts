// The catalogue import's own words (docs/product-rules.md, 'Catalogue import'): what is wrong with a
// file as a whole, and what a row needs beyond the product form's messages (FIELD_MESSAGES).
const WHOLE = new Intl.NumberFormat('en-US');

export const CATALOGUE_IMPORT_MESSAGES = {
  empty: 'The file has no products: one row a product, under a header row of the template.',
  missingColumns: (missing: readonly string[], columns: readonly string[]) =>
    `The file has no ${missing.map((column) => `"${column}"`).join(' or ')} column. Download the template to see the columns: ${columns.join(', ')}.`,
  tooManyRows: (count: number, max: number) => `The file has ${WHOLE.format(count)} products; one import brings at most ${WHOLE.format(max)}. Split it in two.`,
  unreadable: 'This file could not be read. Choose a CSV or an Excel (.xlsx) file.',
  sameProductTwice: (line: number) => `The same product as row ${WHOLE.format(line)}: each product once in a file.`,
  sameBarcodeTwice: (line: number) => `The same barcode as row ${WHOLE.format(line)}: each barcode once in a file.`,
  nameMatchesMany: (count: number) => `${WHOLE.format(count)} products of the shop have this name: give each its own name before importing.`,
  stockKept: (quantity: number) => `Stock stays at ${WHOLE.format(quantity)}: an import does not change the stock of a product you have; record a delivery or a count instead.`,
  refusedWhole: (count: number) => `Nothing was imported: ${WHOLE.format(count)} ${count === 1 ? 'row has a problem' : 'rows have problems'}. Fix ${count === 1 ? 'it' : 'them'} in the file and choose it again.`,
  catalogueMoved: 'The products changed since this preview (on another tab or device). Nothing was imported: choose the file again to see the preview as things are now.',
  // A row's variant cells (docs/product-rules.md, 'Catalogue import'; the options' own rules are variants.ts's VARIANT_MESSAGES).
  variantOfRequired: 'Fill in "Variant of" with the product these options are of, or leave the options blank.',
  optionsRequired: 'A variant names at least one option and its choice: "Option 1" (like Size) and "Option 1 value" (like M).',
  choiceRequired: (option: string) => `Give this variant its choice of ${option}.`,
  choiceComma: 'One choice a cell: a choice cannot hold a comma.',
  variantNamed: (made: string) => `A variant's name is made of its product and its choices: leave Name blank or write "${made}".`,
  variantChanged: (name: string) => `${name} is in the shop with other variant cells: an import does not change what a product is a variant of, nor its choices. Write them as the export does, or add a new variant.`,
  variantPhysical: 'A variant is kept in stock: its Type is Physical.',
  nothingToUndo: 'There is no import to undo.',
  undoBlocked: 'This import cannot be undone: some of its products have changed since (a sale, a delivery, a count or an edit).',
} as const;
