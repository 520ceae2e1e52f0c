// Sales as a spreadsheet (CSV): one row a sale, for the shop's bookkeeping or its accountant; a
// refund is a row of its own, its amounts negative and its sale's order id under 'Refund of'.
// Amounts are plain numbers with two decimals taken from integer minor units, so a column sums to
// the penny; dates are the shop's local time, in a form spreadsheets sort. A sale sold on credit
// (docs/product-rules.md, 'Credit') says what was paid at the till, what went on the account and
// when it is due, in the last columns; a refund, what it handed back and what it took off the account.
// Who made each row at the till comes last (staff.ts, StaffStamp): an unstamped record was made by
// the owner's own account, so it is named with the owner's name from the business profile.
import type { Refund, Sale } from './entities';
import { csvAmount, csvField, csvFileName, csvText } from './csv';
import { formatSpreadsheetDateTime } from './calendar';
import { displayOrderId } from './ids';
import { plainMinor } from './money';
import { isRefund, madeByName } from './sales-history';
import type { HistoryEntry } from './sales-history';
import { isSplitPayment } from './payments';
import { owedOnSale, paidAtTillMinor } from './credit-sale';
import { saleCustomerName, saleItemLabel, saleItemTotalMinor, saleUnitCount } from './sale-summary';

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
  /** On a refund's row: the order id of the sale it gives back on; empty on a sale's row. */
  'Refund of',
  /** What was paid at the till (the total, unless sold on credit); on a refund's row, the money handed back, negative. */
  'Paid now',
  /** What a credit sale put on the customer's account; on a refund's row, what it took off, negative; empty when none. */
  'On account',
  /** When a credit sale falls due (YYYY-MM-DD); empty otherwise. */
  'Due',
  /** Who made it at the till: the staff member stamped on it, else the owner; on a refund's row, who gave it back. */
  'Sold by',
] as const;

export interface SalesCsvOptions {
  /** The shop's time zone for the dates; UTC when not given. */
  timeZone?: string;
  /** The owner's name (Business.ownerName), for records the owner's own account made; 'Owner' when not given. */
  ownerName?: string | null;
}

/** The sales (and refunds) as CSV text, a header row first, lines ending in CRLF; in the order given. */
export function salesCsv(sales: readonly HistoryEntry[], options: SalesCsvOptions = {}): string {
  return csvText(
    SALES_CSV_COLUMNS,
    sales.map((sale) => isRefund(sale) ? refundCsvRow(sale, options) : [
      csvField(displayOrderId(sale.id)),
      csvField(formatSpreadsheetDateTime(sale.createdAt, options.timeZone)),
      csvField(sale.items.map(saleItemLabel).join('; ')),
      csvField(String(saleUnitCount(sale)), 'number'),
      csvAmount(sale.subtotalMinor),
      csvAmount(sale.discountMinor),
      csvAmount(sale.totalMinor),
      sale.tenderedMinor === null ? '' : csvAmount(sale.tenderedMinor),
      csvAmount(sale.changeMinor),
      csvField(sale.currency),
      csvField(sale.paymentMethod),
      csvField(saleCustomerName(sale)),
      csvField(salePaymentParts(sale)),
      '',
      csvAmount(paidAtTillMinor(sale)),
      sale.credit ? csvAmount(owedOnSale(sale)) : '',
      sale.credit ? csvField(sale.credit.dueOn) : '',
      csvField(madeByName(sale, options.ownerName)),
    ]),
  );
}

/**
 * A refund's row: what went back as negative numbers, so each column sums to what the shop kept —
 * Subtotal the returned units at their prices, Discount their share of the sale's discount, Total
 * the money given back; its payment method is how the money went back.
 */
function refundCsvRow(refund: Refund, { timeZone, ownerName }: SalesCsvOptions): string[] {
  const valueMinor = refund.items.reduce((sum, item) => sum + saleItemTotalMinor(item), 0);
  const { amountMinor } = refund;
  const offAccountMinor = refund.creditMinor ?? 0;
  return [
    csvField(displayOrderId(refund.id)),
    csvField(formatSpreadsheetDateTime(refund.createdAt, timeZone)),
    csvField(refund.items.map(saleItemLabel).join('; ')),
    csvField(String(-refund.items.reduce((units, item) => units + item.quantity, 0)), 'number'),
    csvAmount(-valueMinor),
    csvAmount(-(valueMinor - amountMinor)),
    csvAmount(-amountMinor),
    '',
    '',
    csvField(refund.currency),
    csvField(refund.paymentMethod),
    csvField(saleCustomerName(refund)),
    '',
    csvField(displayOrderId(refund.saleId)),
    csvAmount(-(amountMinor - offAccountMinor)),
    offAccountMinor > 0 ? csvAmount(-offAccountMinor) : '',
    '',
    csvField(madeByName(refund, ownerName)),
  ];
}

/** A split payment's parts as one cell, `Mobile Money 50.00; Cash 25.00`; '' for a sale paid by one method. */
export function salePaymentParts(sale: Pick<Sale, 'payments'>): string {
  return isSplitPayment(sale) && sale.payments ? sale.payments.map((part) => `${part.method} ${plainMinor(part.minor)}`).join('; ') : '';
}

/** `sales-2026-11-22.csv`: the shop's local date of the export. */
export function salesCsvFileName(now: Date, timeZone = 'UTC'): string {
  return csvFileName('sales', now, timeZone);
}
