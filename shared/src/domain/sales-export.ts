// Sales as a spreadsheet (CSV): one row a sale, for the shop's bookkeeping or its accountant.
// Amounts are plain numbers with two decimals taken from integer minor units, so a column sums to
// the penny; dates are the shop's local time, in a form spreadsheets sort.
import type { Sale } from './entities';
import { csvField, csvFileName, csvText, plainAmount, spreadsheetDateTime } from './csv';
import { displayOrderId } from './ids';
import { isSplitPayment } from './payments';
import { saleCustomerName, saleItemLabel, saleUnitCount } from './sale-summary';

export const SALES_CSV_COLUMNS = [
  'Order',
  'Date',
  'Items',
  'Units',
  'Subtotal',
  'Discount',
  'Total',
  'Tendered',
  'Change',
  'Currency',
  'Payment method',
  'Customer',
  /** A split payment's parts ('Mobile Money 50.00; Cash 25.00'); empty for a sale paid by one method. */
  'Payments',
] as const;

/** The sales as CSV text, a header row first, lines ending in CRLF; in the order given. */
export function salesCsv(sales: readonly Sale[], options: { timeZone?: string } = {}): string {
  return csvText(
    SALES_CSV_COLUMNS,
    sales.map((sale) => [
      csvField(displayOrderId(sale.id)),
      csvField(spreadsheetDateTime(sale.createdAt, options.timeZone)),
      csvField(sale.items.map(saleItemLabel).join('; ')),
      csvField(String(saleUnitCount(sale)), 'number'),
      csvField(plainAmount(sale.subtotal), 'number'),
      csvField(plainAmount(sale.discountAmount), 'number'),
      csvField(plainAmount(sale.totalAmount), 'number'),
      sale.tenderedAmount === null ? '' : csvField(plainAmount(sale.tenderedAmount), 'number'),
      csvField(plainAmount(sale.changeDue), 'number'),
      csvField(sale.currency),
      csvField(sale.paymentMethod),
      csvField(saleCustomerName(sale)),
      csvField(salePaymentParts(sale)),
    ]),
  );
}

/** A split payment's parts as one cell, `Mobile Money 50.00; Cash 25.00`; '' for a sale paid by one method. */
export function salePaymentParts(sale: Pick<Sale, 'payments'>): string {
  return isSplitPayment(sale) && sale.payments ? sale.payments.map((part) => `${part.method} ${plainAmount(part.amount)}`).join('; ') : '';
}

/** `sales-2026-11-22.csv`: the shop's local date of the export. */
export function salesCsvFileName(now: Date, timeZone = 'UTC'): string {
  return csvFileName('sales', now, timeZone);
}
