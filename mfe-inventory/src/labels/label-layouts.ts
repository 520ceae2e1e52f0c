// Product labels (issue #45): name, price and barcode, on the two papers shops use — an A4 sheet
// of 24 self-adhesive labels (3 × 8 of 70 × 37 mm) and a label printer's roll of 40 × 30 mm labels,
// one label a page. The document is plain HTML printed through the browser; its barcodes are
// bwip-js's SVG (print-labels.ts), passed in here as text.
import { formatMinor } from '@shop/shared/domain';
import type { Product } from '@shop/shared/domain';

export type LabelLayoutId = 'a4-sheet' | 'roll-40x30';

export interface LabelLayout {
  id: LabelLayoutId;
  /** How the label dialog names it. */
  name: string;
  pageWidthMm: number;
  pageHeightMm: number;
  columns: number;
  rows: number;
  labelWidthMm: number;
  labelHeightMm: number;
  /** Where the first row starts from the top of the page (the sheet's own margin). */
  topMm: number;
}

export const LABEL_LAYOUTS: Readonly<Record<LabelLayoutId, LabelLayout>> = {
  'a4-sheet': { id: 'a4-sheet', name: 'A4 sheet, 24 labels of 70 × 37 mm', pageWidthMm: 210, pageHeightMm: 297, columns: 3, rows: 8, labelWidthMm: 70, labelHeightMm: 37, topMm: 0.5 },
  'roll-40x30': { id: 'roll-40x30', name: 'Label roll, 40 × 30 mm', pageWidthMm: 40, pageHeightMm: 30, columns: 1, rows: 1, labelWidthMm: 40, labelHeightMm: 30, topMm: 0 },
};

/** One label: what it says, and its barcode drawn as SVG text. */
export interface Label {
  name: string;
  price: string;
  barcodeSvg: string;
}

/** A product's label text; its barcode is drawn by the caller. */
export function labelText(product: Pick<Product, 'name' | 'priceMinor' | 'currency'>): Pick<Label, 'name' | 'price'> {
  return { name: product.name, price: formatMinor(product.priceMinor, product.currency) };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The labels as a whole HTML document, page by page, sized in millimetres for the printer. */
export function labelsDocument(labels: readonly Label[], layout: LabelLayout): string {
  const perPage = layout.columns * layout.rows;
  const pages: Label[][] = [];
  for (let i = 0; i < labels.length; i += perPage) pages.push(labels.slice(i, i + perPage));
  const sheet = (page: Label[]) =>
    `<section class="sheet">${page
      .map((label) => `<div class="label"><div class="name">${escapeHtml(label.name)}</div><div class="price">${escapeHtml(label.price)}</div><div class="bars">${label.barcodeSvg}</div></div>`)
      .join('')}</section>`;
  const small = layout.labelHeightMm < 35;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Labels</title><style>
@page { size: ${layout.pageWidthMm}mm ${layout.pageHeightMm}mm; margin: 0; }
html, body { margin: 0; padding: 0; background: #fff; color: #000; font-family: Arial, Helvetica, sans-serif; }
.sheet { box-sizing: border-box; width: ${layout.pageWidthMm}mm; height: ${layout.pageHeightMm}mm; padding-top: ${layout.topMm}mm; display: grid;
  grid-template-columns: repeat(${layout.columns}, ${layout.labelWidthMm}mm); grid-auto-rows: ${layout.labelHeightMm}mm; overflow: hidden; break-after: page; }
.sheet:last-child { break-after: auto; }
.label { box-sizing: border-box; width: ${layout.labelWidthMm}mm; height: ${layout.labelHeightMm}mm; padding: ${small ? '1.5mm 2mm' : '2.5mm 4mm'};
  display: flex; flex-direction: column; align-items: center; overflow: hidden; }
.name { max-width: 100%; font-size: ${small ? 7 : 9}pt; font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.price { font-size: ${small ? 9 : 12}pt; font-weight: 700; margin: 0.5mm 0; }
.bars { flex: 1 1 auto; min-height: 0; width: 100%; display: flex; justify-content: center; }
.bars svg { height: 100%; width: auto; max-width: 100%; }
</style></head><body>${pages.map(sheet).join('')}</body></html>`;
}
