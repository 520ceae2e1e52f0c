import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Product } from './entities';
import { sampleProduct } from '../testing/sample-records';
import { PRODUCTS_CSV_COLUMNS, productsCsv, productsCsvFileName } from './products-export';

/** The Milo tin these tests export and import: twelve in stock at ₵45.50. */
const product = (overrides: Partial<Product> = {}): Product =>
  sampleProduct({ id: 'p1', name: 'Milo 400g tin', priceMinor: 4550, quantity: 12, createdAt: new Date('2026-11-01T09:30:00Z'), ...overrides });

const rowsOf = (csv: string) => csv.split('\r\n').slice(0, -1);

describe('productsCsv', () => {
  it('writes a header and one row a product with its stock value', () => {
    expect(rowsOf(productsCsv([product()], { timeZone: 'Africa/Accra' }))).toEqual([
      PRODUCTS_CSV_COLUMNS.join(','),
      'Milo 400g tin,Physical,45.50,GHS,12,546.00,,2026-11-01 09:30,,',
    ]);
  });

  it('leaves stock blank where none is kept, and writes 0 for a sold-out product', () => {
    const rows = rowsOf(
      productsCsv([
        product({ name: 'Airtime voucher', type: 'Digital', priceMinor: 1000, quantity: undefined }),
        product({ name: 'Peak Milk', quantity: 0, priceMinor: 1200 }),
      ]),
    );
    expect(rows[1]).toBe('Airtime voucher,Digital,10.00,GHS,,,,2026-11-01 09:30,,');
    expect(rows[2]).toBe('Peak Milk,Physical,12.00,GHS,0,0.00,,2026-11-01 09:30,,');
  });

  it('quotes descriptions with commas and line breaks, and defuses formulas in names', () => {
    const [, row] = rowsOf(productsCsv([product({ name: '=cmd|x', description: 'Tin, 400g\nKeep dry' })]));
    expect(row).toBe(`'=cmd|x,Physical,45.50,GHS,12,546.00,"Tin, 400g\nKeep dry",2026-11-01 09:30,,`);
  });

  it('writes the cost and the stock value at cost where the cost is known, blank where not', () => {
    const rows = rowsOf(
      productsCsv([
        product({ costMinor: 3105 }),
        product({ name: 'Data bundle', type: 'Digital', quantity: undefined, costMinor: 900 }),
        product({ name: 'Sugar', costMinor: null }),
      ]),
    );
    expect(rows[1]).toBe('Milo 400g tin,Physical,45.50,GHS,12,546.00,,2026-11-01 09:30,31.05,372.60');
    expect(rows[2]).toBe('Data bundle,Digital,45.50,GHS,,,,2026-11-01 09:30,9.00,');
    expect(rows[3]).toBe('Sugar,Physical,45.50,GHS,12,546.00,,2026-11-01 09:30,,');
  });

  it('its stock value is price × quantity to the penny (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100_000 }), (priceMinor, quantity) => {
        const [, row] = rowsOf(productsCsv([product({ priceMinor, quantity })]));
        const value = row?.split(',')[5] ?? '';
        expect(value).toMatch(/^\d+\.\d{2}$/);
        expect(Number(value.replace('.', ''))).toBe(priceMinor * quantity);
      }),
    );
  });

  it('names the file after the local date', () => {
    expect(productsCsvFileName(new Date('2026-11-22T10:00:00Z'))).toBe('products-2026-11-22.csv');
  });
});
