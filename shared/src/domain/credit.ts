// The account ledger of selling on credit (docs/product-rules.md, 'Credit'): a sale with part or
// none of its total paid at the till puts the rest on its customer's account; repayments and
// refunds take it off. The balance of an account is always its credit sales' owed amounts − its
// repayments − what refunds of credit sales took off (accountBalances rebuilds it from those
// records), and the adapters move the stored balance by exactly those amounts in the same write as
// the record.
import { MAX_AMOUNT_MINOR, PAYMENT_METHODS } from './constants';
import { owedOnSale } from './credit-sale';
import type { CurrencyAmounts, CurrencyCode, CustomerBalance, Refund, Repayment, Sale, SaleCustomer } from './entities';
import { isAmountMinor } from './money';

/** The customer's balance in one currency among balances, 0 when they owe nothing in it. */
export function balanceOf(balances: readonly CustomerBalance[], customerId: string, currency: CurrencyCode): number {
  return balances.find((b) => b.customerId === customerId && b.currency === currency)?.balanceMinor ?? 0;
}

/** What one customer owes in each currency (only currencies with a balance above 0). */
export function customerOwes(balances: readonly CustomerBalance[], customerId: string): CurrencyAmounts {
  const owes: CurrencyAmounts = {};
  for (const b of balances) if (b.customerId === customerId && b.balanceMinor > 0) owes[b.currency] = b.balanceMinor;
  return owes;
}

/** Everything owed to the shop, per currency: the dashboard's "Owed to you". */
export function totalOwed(balances: readonly CustomerBalance[]): CurrencyAmounts {
  const total: CurrencyAmounts = {};
  for (const b of balances) if (b.balanceMinor > 0) total[b.currency] = (total[b.currency] ?? 0) + b.balanceMinor;
  return total;
}

/** The records that move customers' accounts: credit sales, repayments and refunds of credit sales. */
export interface AccountRecords {
  sales: readonly Sale[];
  repayments: readonly Repayment[];
  refunds: readonly Refund[];
}

const accountKey = (customerId: string, currency: CurrencyCode): string => `${customerId}_${currency}`;

/**
 * The balances the records make: per customer and currency, credit sales' owed amounts −
 * repayments − what refunds took off. What every stored balance must equal.
 */
export function accountBalances(records: AccountRecords): CustomerBalance[] {
  const balances = new Map<string, CustomerBalance>();
  const move = (customer: SaleCustomer | null, currency: CurrencyCode, minor: number) => {
    if (!customer || minor === 0) return;
    const key = accountKey(customer.id, currency);
    const entry = balances.get(key) ?? { customerId: customer.id, currency, balanceMinor: 0 };
    entry.balanceMinor += minor;
    balances.set(key, entry);
  };
  for (const sale of records.sales) move(sale.customer, sale.currency, owedOnSale(sale));
  for (const repayment of records.repayments) move(repayment.customer, repayment.currency, -repayment.amountMinor);
  for (const refund of records.refunds) move(refund.customer, refund.currency, -(refund.creditMinor ?? 0));
  return [...balances.values()];
}

/**
 * The part of a refund of `amountMinor` taken off what the customer owes rather than handed back
 * (a refund of a credit sale reduces what is owed before any money goes back): at most what the
 * sale put on the account less what its earlier refunds took off, and at most the customer's
 * balance now. 0 for a sale paid in full.
 */
export function refundCreditMinor(sale: Pick<Sale, 'credit'>, earlier: readonly Pick<Refund, 'creditMinor'>[], amountMinor: number, balanceMinor: number): number {
  const taken = earlier.reduce((sum, r) => sum + (r.creditMinor ?? 0), 0);
  return Math.max(0, Math.min(amountMinor, owedOnSale(sale) - taken, balanceMinor));
}

/** Why a repayment cannot be recorded against a balance of `balanceMinor`; null when it can. */
export function repaymentProblem(repayment: Repayment, balanceMinor: number): 'amount' | 'method' | 'over-balance' | null {
  if (!isAmountMinor(repayment.amountMinor) || repayment.amountMinor <= 0 || repayment.amountMinor > MAX_AMOUNT_MINOR) return 'amount';
  if (!PAYMENT_METHODS.includes(repayment.method)) return 'method';
  if (repayment.amountMinor > balanceMinor) return 'over-balance';
  return null;
}

/** One credit sale's debt still unpaid. */
export interface Debt {
  saleId: string;
  customer: SaleCustomer;
  currency: CurrencyCode;
  /** The day the sale was made (UTC instant). */
  soldAt: Date;
  dueOn: string;
  /** What the sale put on the account. */
  owedMinor: number;
  /** What is still unpaid of it, after its refunds and the repayments applied oldest first. */
  outstandingMinor: number;
}

const byDueThenSold = (a: Debt, b: Debt) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : a.soldAt.getTime() - b.soldAt.getTime() || (a.saleId < b.saleId ? -1 : 1));

/**
 * Each credit sale's debt, oldest due first: what it owed less what refunds of it took off, then
 * every repayment (in that customer's currency) applied to the oldest debt first. Debts paid off
 * are kept with 0 outstanding, so a statement can say which sales a payment settled.
 */
export function outstandingDebts(records: AccountRecords): Debt[] {
  const refundedOff = new Map<string, number>();
  for (const refund of records.refunds) refundedOff.set(refund.saleId, (refundedOff.get(refund.saleId) ?? 0) + (refund.creditMinor ?? 0));
  const debts: Debt[] = [];
  for (const sale of records.sales) {
    if (!sale.credit || !sale.customer) continue;
    const owed = sale.credit.owedMinor - (refundedOff.get(sale.id) ?? 0);
    debts.push({ saleId: sale.id, customer: sale.customer, currency: sale.currency, soldAt: sale.createdAt, dueOn: sale.credit.dueOn, owedMinor: sale.credit.owedMinor, outstandingMinor: Math.max(0, owed) });
  }
  debts.sort(byDueThenSold);
  const paid = new Map<string, number>();
  for (const r of records.repayments) paid.set(accountKey(r.customer.id, r.currency), (paid.get(accountKey(r.customer.id, r.currency)) ?? 0) + r.amountMinor);
  for (const debt of debts) {
    const key = accountKey(debt.customer.id, debt.currency);
    const left = paid.get(key) ?? 0;
    const applied = Math.min(left, debt.outstandingMinor);
    debt.outstandingMinor -= applied;
    paid.set(key, left - applied);
  }
  return debts;
}

/** Which debts a new repayment of `amountMinor` settles, oldest due first: each debt's share of it. */
export function applyRepayment(debts: readonly Debt[], customerId: string, currency: CurrencyCode, amountMinor: number): { saleId: string; appliedMinor: number; settled: boolean }[] {
  let left = amountMinor;
  const applied: { saleId: string; appliedMinor: number; settled: boolean }[] = [];
  for (const debt of [...debts].sort(byDueThenSold)) {
    if (left <= 0) break;
    if (debt.customer.id !== customerId || debt.currency !== currency || debt.outstandingMinor <= 0) continue;
    const share = Math.min(left, debt.outstandingMinor);
    applied.push({ saleId: debt.saleId, appliedMinor: share, settled: share === debt.outstandingMinor });
    left -= share;
  }
  return applied;
}
