import { describe, expect, it } from 'vitest';
import { previewCatalogueImport, readCatalogueTable } from '@shop/shared/domain';
import type { Product } from '@shop/shared/domain';
import { catalogueFile, formatOf, readCatalogueFile } from './catalogue-file';

const shop: Product[] = [
  { id: 'p1', name: '=HYPERLINK("x")', type: 'Physical', priceMinor: 4550, currency: 'GHS', description: 'Tin, 400g\n"the big one"', imageUrl: null, imagePath: null, quantity: 12, costMinor: 3000, createdAt: new Date('2026-11-01T09:30:00Z') },
  { id: 'p2', name: 'Airtime <₵10> & more', type: 'Digital', priceMinor: 1000, currency: 'GHS', description: '', imageUrl: null, imagePath: null, costMinor: null, createdAt: new Date('2026-11-02T09:30:00Z') },
  { id: 'p3', name: 'Friday show', type: 'Ticket', priceMinor: 5000, currency: 'USD', description: '', imageUrl: null, imagePath: null, createdAt: new Date('2026-11-03T09:30:00Z') },
];

async function reread(format: 'csv' | 'xlsx') {
  const { file, fileName } = await catalogueFile(shop, format, 'products');
  const cells = await readCatalogueFile(new File([file], fileName, { type: file.type }));
  const table = readCatalogueTable(cells);
  if (!table.ok) throw new Error(table.problem);
  return previewCatalogueImport(table.rows, shop);
}

describe('the catalogue as a file', () => {
  it.each(['csv', 'xlsx'] as const)('round-trips as %s: its own export imports as unchanged, every product', async (format) => {
    const preview = await reread(format);
    expect(preview.counts).toEqual({ new: 0, updated: 0, unchanged: 3, refused: 0 });
  });

  it('tells the formats by name or type, and refuses another file', async () => {
    expect(formatOf({ name: 'Stock.XLSX', type: '' })).toBe('xlsx');
    expect(formatOf({ name: 'stock', type: 'text/csv' })).toBe('csv');
    expect(formatOf({ name: 'stock.pdf', type: 'application/pdf' })).toBeNull();
    await expect(readCatalogueFile(new File(['x'], 'stock.pdf'))).rejects.toThrow(/Not a CSV/);
  });

  it('refuses a workbook that is not one', async () => {
    await expect(readCatalogueFile(new File(['not a zip'], 'stock.xlsx'))).rejects.toThrow();
  });
});
