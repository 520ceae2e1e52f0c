// A customer's statement (docs/product-rules.md, 'Credit'): their credit sales, repayments and
// refunds of credit sales, oldest first, with the account's running balance.
import { paidAtTillMinor } from './credit-sale';
import type { AccountRecords } from './credit';
import type { CurrencyCode } from './entities';

/** One line of a customer's statement. */
export interface StatementLine {
  kind: 'sale' | 'repayment' | 'refund';
  /** The record's id (the sale's order id for a sale and a refund's sale). */
  id: string;
  saleId: string | null;
  at: Date;
  currency: CurrencyCode;
  /** For a sale: its total; for a repayment or refund: its amount. */
  amountMinor: number;
  /** For a sale: what was paid at the till. */
  paidMinor: number;
  /** How the account moved: + owed by a sale, − by a repayment or a refund's credit. */
  changeMinor: number;
  /** The account's balance in this currency after this line. */
  balanceMinor: number;
  /** For a sale: its due date. */
  dueOn: string | null;
  method: string | null;
}

/** A customer's statement: their credit sales, repayments and refunds of credit sales, oldest first, with a running balance per currency. */
export function accountStatement(customerId: string, records: AccountRecords): StatementLine[] {
  const lines: Omit<StatementLine, 'balanceMinor'>[] = [];
  for (const sale of records.sales) {
    if (!sale.credit || sale.customer?.id !== customerId) continue;
    lines.push({ kind: 'sale', id: sale.id, saleId: sale.id, at: sale.createdAt, currency: sale.currency, amountMinor: sale.totalMinor, paidMinor: paidAtTillMinor(sale), changeMinor: sale.credit.owedMinor, dueOn: sale.credit.dueOn, method: null });
  }
  for (const r of records.repayments) {
    if (r.customer.id !== customerId) continue;
    lines.push({ kind: 'repayment', id: r.id, saleId: null, at: r.createdAt, currency: r.currency, amountMinor: r.amountMinor, paidMinor: r.amountMinor, changeMinor: -r.amountMinor, dueOn: null, method: r.method });
  }
  for (const r of records.refunds) {
    if (r.customer?.id !== customerId || !r.creditMinor) continue;
    lines.push({ kind: 'refund', id: r.id, saleId: r.saleId, at: r.createdAt, currency: r.currency, amountMinor: r.amountMinor, paidMinor: 0, changeMinor: -r.creditMinor, dueOn: null, method: r.paymentMethod });
  }
  lines.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : 1));
  const running = new Map<CurrencyCode, number>();
  return lines.map((line) => {
    const balanceMinor = (running.get(line.currency) ?? 0) + line.changeMinor;
    running.set(line.currency, balanceMinor);
    return { ...line, balanceMinor };
  });
}
