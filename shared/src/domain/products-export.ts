// The inventory as a spreadsheet (CSV): one row a product, for a stock-take or the shop's books.
// Stock value is price × quantity on hand, exactly, in minor units; cost and value at cost likewise,
// blank where the cost is not known (the owner's own file: cost never leaves the owner's screens).
import type { Product } from './entities';
import { csvAmount, csvField, csvFileName, csvText } from './csv';
import { formatSpreadsheetDateTime } from './calendar';
import { lineTotalMinor } from './totals';

export const PRODUCTS_CSV_COLUMNS = ['Name', 'Type', 'Price', 'Currency', 'In stock', 'Stock value', 'Description', 'Added', 'Cost', 'Stock value at cost'] as const;

/** The products as CSV text, a header row first, in the order given. Stock is blank where none is kept. */
export function productsCsv(products: readonly Product[], options: { timeZone?: string } = {}): string {
  return csvText(
    PRODUCTS_CSV_COLUMNS,
    products.map((product) => {
      const quantity = product.type === 'Physical' ? (product.quantity ?? null) : null;
      const cost = product.costMinor ?? null;
      return [
        csvField(product.name),
        csvField(product.type),
        csvAmount(product.priceMinor),
        csvField(product.currency),
        quantity === null ? '' : csvField(String(quantity), 'number'),
        quantity === null ? '' : csvAmount(lineTotalMinor({ unitPriceMinor: product.priceMinor, quantity })),
        csvField(product.description),
        csvField(formatSpreadsheetDateTime(product.createdAt, options.timeZone)),
        cost === null ? '' : csvAmount(cost),
        cost === null || quantity === null ? '' : csvAmount(lineTotalMinor({ unitPriceMinor: cost, quantity })),
      ];
    }),
  );
}

/** `products-2026-11-22.csv`. */
export function productsCsvFileName(now: Date, timeZone = 'UTC'): string {
  return csvFileName('products', now, timeZone);
}
