// Selling on credit (docs/product-rules.md, 'Credit'): a sale with part or none of its total paid
// at the till puts the rest on its customer's account; repayments and refunds take it off. The
// balance of an account is always its credit sales' owed amounts − its repayments − what refunds
// of credit sales took off (accountBalances rebuilds it from those records), and the adapters move
// the stored balance by exactly those amounts in the same write as the record.
import { calendarDaysBetween, isDateKey, addDaysToKey } from './calendar';
import { MAX_AMOUNT_MINOR, PAYMENT_METHODS } from './constants';
import type { Business, CurrencyAmounts, CurrencyCode, Customer, CustomerBalance, Refund, Repayment, Sale, SaleCustomer } from './entities';
import { isAmountMinor } from './money';

/** Days from a credit sale to its due date unless the shop set its own (Business.creditDays) or the cashier picks another day. */
export const DEFAULT_CREDIT_DAYS = 30;
/** The latest a credit sale may fall due: a year after it was made (and the most days to pay a shop may set). */
export const MAX_CREDIT_DAYS = 366;
/** The fewest days to pay a shop may set (a sale due the day it is made is the cashier's choice alone). */
export const MIN_CREDIT_DAYS = 1;

/** Why a shop's days to pay cannot be kept: nothing typed, not a whole number, or outside MIN_CREDIT_DAYS..MAX_CREDIT_DAYS. */
export type CreditDaysProblem = 'required' | 'not-whole' | 'out-of-range';

/**
 * Why `days` cannot be a shop's days to pay (Business.creditDays), or null when it can: a whole
 * number from MIN_CREDIT_DAYS to MAX_CREDIT_DAYS. Every adapter checks it before storing one
 * (backend/records.ts), and the Firestore rules hold the same bounds.
 */
export function creditDaysProblem(days: unknown): Exclude<CreditDaysProblem, 'required'> | null {
  if (typeof days !== 'number' || !Number.isInteger(days)) return 'not-whole';
  return days < MIN_CREDIT_DAYS || days > MAX_CREDIT_DAYS ? 'out-of-range' : null;
}

/** The days to pay as the owner typed them (digits only, spaces around allowed): the number, or why not. */
export function parseCreditDays(text: string): { ok: true; value: number } | { ok: false; error: CreditDaysProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'required' };
  if (!/^[0-9]+$/.test(trimmed)) return { ok: false, error: 'not-whole' };
  const value = Number(trimmed);
  const problem = creditDaysProblem(value);
  return problem ? { ok: false, error: problem } : { ok: true, value };
}

/** The shop's days to pay: its own setting when it holds a valid one, else DEFAULT_CREDIT_DAYS. */
export function creditDaysOf(business: Pick<Business, 'creditDays'> | null | undefined): number {
  const days = business?.creditDays;
  return days !== undefined && creditDaysProblem(days) === null ? days : DEFAULT_CREDIT_DAYS;
}

/** Whether the sale put money on its customer's account. */
export function isCreditSale(sale: Pick<Sale, 'credit'>): boolean {
  return sale.credit !== undefined && sale.credit !== null;
}

/** What the sale put on its customer's account, in minor units (0 for a sale paid in full). */
export function owedOnSale(sale: Pick<Sale, 'credit'>): number {
  return sale.credit?.owedMinor ?? 0;
}

/** What the customer paid at the till: the total less what went on their account. */
export function paidAtTillMinor(sale: Pick<Sale, 'credit' | 'totalMinor'>): number {
  return sale.totalMinor - owedOnSale(sale);
}

/**
 * The due date a credit sale made on device day `todayKey` gets unless the cashier picks another:
 * `days` later, the shop's days to pay (`defaultDueOn(todayKey, business?.creditDays)`); absent,
 * DEFAULT_CREDIT_DAYS.
 */
export function defaultDueOn(todayKey: string, days: number = DEFAULT_CREDIT_DAYS): string {
  return addDaysToKey(todayKey, days);
}

/**
 * Why a sale's credit cannot be recorded, in words for whoever reads the error; null when it is
 * sound or the sale is paid in full. The till's figures (sale-check.ts) are checked beside it.
 */
export function saleCreditProblem(sale: Sale): string | null {
  const credit = sale.credit;
  if (credit === undefined) return null;
  if (credit === null || typeof credit !== 'object') return 'A sale on credit says what is owed and when.';
  if (!sale.customer) return 'A walk-in customer cannot buy on credit.';
  if (!isAmountMinor(credit.owedMinor) || credit.owedMinor <= 0) return 'What a credit sale owes is a whole number of cents, more than 0.';
  if (credit.owedMinor > sale.totalMinor) return 'A credit sale cannot owe more than its total.';
  if (!isDateKey(credit.dueOn)) return 'A credit sale falls due on a day (YYYY-MM-DD).';
  if (sale.changeMinor !== 0) return 'A credit sale gives no change.';
  if ((sale.tenderedMinor ?? 0) !== paidAtTillMinor(sale)) return 'A credit sale\'s tendered amount is what was paid at the till: the total less what is owed.';
  return null;
}

/** Thrown when asked to record a sale on credit the till should have refused; check `creditSaleFigures` first. */
export class CreditSaleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CreditSaleError';
  }
}

/** What paying `paidMinor` now leaves on the account of a sale of `totalMinor`. */
export interface CreditFigures {
  paidMinor: number;
  owedMinor: number;
  /** Why it cannot go on credit; null when it can. */
  problem: 'nothing-owed' | 'paid-too-much' | null;
}

/** A sale of `totalMinor` with `paidMinor` paid now: what goes on the account, or why it cannot. */
export function creditSaleFigures(totalMinor: number, paidMinor: number): CreditFigures {
  const owedMinor = totalMinor - paidMinor;
  const problem = paidMinor > totalMinor ? 'paid-too-much' : owedMinor <= 0 ? 'nothing-owed' : null;
  return { paidMinor, owedMinor: Math.max(0, owedMinor), problem };
}

/**
 * Whether the sale would take its customer's balance past their limit: the balance after it is
 * `balanceMinor + owedMinor`. Null limit: none. Used by the till before it records and by every
 * adapter inside the write, on the stored balance.
 */
export function passesCreditLimit(balanceMinor: number, owedMinor: number, limitMinor: number | null | undefined): boolean {
  return limitMinor !== null && limitMinor !== undefined && balanceMinor + owedMinor > limitMinor;
}

/** The limit a customer record carries, or null; anything but whole cents in bounds reads as none. */
export function creditLimitOf(customer: Pick<Customer, 'creditLimitMinor'> | null | undefined): number | null {
  const limit = customer?.creditLimitMinor;
  return isAmountMinor(limit) ? limit : null;
}

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

/** How late an unpaid debt is, as the owe book groups them. */
export type AgeBand = 'not-due' | '1-30' | '31-60' | '61-90' | 'over-90';
export const AGE_BANDS: readonly AgeBand[] = ['not-due', '1-30', '31-60', '61-90', 'over-90'];

/** Days past its due date on device day `todayKey` (0 or less: not yet due). */
export function daysOverdue(dueOn: string, todayKey: string): number {
  return calendarDaysBetween(dueOn, todayKey);
}

export function ageBand(daysLate: number): AgeBand {
  if (daysLate <= 0) return 'not-due';
  if (daysLate <= 30) return '1-30';
  if (daysLate <= 60) return '31-60';
  if (daysLate <= 90) return '61-90';
  return 'over-90';
}

/** One customer's line in the owe book, in one currency. */
export interface OweBookRow {
  customerId: string;
  name: string;
  phone: string;
  currency: CurrencyCode;
  balanceMinor: number;
  /** The unpaid debts by how late they are. */
  bands: Record<AgeBand, number>;
  /** All that is past due. */
  overdueMinor: number;
  /** Days past due of the oldest unpaid debt (0 when nothing is overdue). */
  mostDaysOverdue: number;
  /** The earliest due date among the unpaid debts, or null. */
  nextDueOn: string | null;
}

const emptyBands = (): Record<AgeBand, number> => ({ 'not-due': 0, '1-30': 0, '31-60': 0, '61-90': 0, 'over-90': 0 });

/**
 * The owe book on device day `todayKey`: one row per customer and currency with a balance above 0,
 * its unpaid debts aged, sorted by what is overdue most (the oldest overdue debt first, then the
 * larger sum overdue, then the larger balance, then the name). The balance is the stored one;
 * the debts place it in time.
 */
export function oweBook(customers: readonly Pick<Customer, 'id' | 'name' | 'phone'>[], balances: readonly CustomerBalance[], records: AccountRecords, todayKey: string): OweBookRow[] {
  const debts = outstandingDebts(records);
  const rows: OweBookRow[] = [];
  for (const balance of balances) {
    if (balance.balanceMinor <= 0) continue;
    const customer = customers.find((c) => c.id === balance.customerId);
    const mine = debts.filter((d) => d.customer.id === balance.customerId && d.currency === balance.currency && d.outstandingMinor > 0);
    // Records that say more is owed than the stored balance (a repayment not read yet) are paid
    // down oldest first, as that repayment would have been applied.
    let excess = mine.reduce((sum, d) => sum + d.outstandingMinor, 0) - balance.balanceMinor;
    for (const debt of mine) {
      if (excess <= 0) break;
      const cut = Math.min(excess, debt.outstandingMinor);
      debt.outstandingMinor -= cut;
      excess -= cut;
    }
    const unpaid = mine.filter((d) => d.outstandingMinor > 0);
    const bands = emptyBands();
    let mostDaysOverdue = 0;
    for (const debt of unpaid) {
      const late = daysOverdue(debt.dueOn, todayKey);
      bands[ageBand(late)] += debt.outstandingMinor;
      mostDaysOverdue = Math.max(mostDaysOverdue, late);
    }
    // A balance the debts do not explain (records still loading) is shown as not yet due.
    const placed = AGE_BANDS.reduce((sum, band) => sum + bands[band], 0);
    if (placed < balance.balanceMinor) bands['not-due'] += balance.balanceMinor - placed;
    rows.push({
      customerId: balance.customerId,
      name: customer?.name ?? mine[0]?.customer.name ?? balance.customerId,
      phone: customer?.phone ?? '',
      currency: balance.currency,
      balanceMinor: balance.balanceMinor,
      bands,
      overdueMinor: bands['1-30'] + bands['31-60'] + bands['61-90'] + bands['over-90'],
      mostDaysOverdue,
      nextDueOn: unpaid[0]?.dueOn ?? null,
    });
  }
  return rows.sort((a, b) => b.mostDaysOverdue - a.mostDaysOverdue || b.overdueMinor - a.overdueMinor || b.balanceMinor - a.balanceMinor || a.name.localeCompare(b.name));
}

/** The owe book's totals per currency: owed, and owed in each band. */
export function oweBookTotals(rows: readonly OweBookRow[]): { currency: CurrencyCode; balanceMinor: number; bands: Record<AgeBand, number> }[] {
  const totals = new Map<CurrencyCode, { currency: CurrencyCode; balanceMinor: number; bands: Record<AgeBand, number> }>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? { currency: row.currency, balanceMinor: 0, bands: emptyBands() };
    total.balanceMinor += row.balanceMinor;
    for (const band of AGE_BANDS) total.bands[band] += row.bands[band];
    totals.set(row.currency, total);
  }
  return [...totals.values()];
}

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

/** Whether a due date a cashier picked on device day `todayKey` is allowed: today up to MAX_CREDIT_DAYS ahead. */
export function isDueDateAllowed(dueOn: string, todayKey: string): boolean {
  if (!isDateKey(dueOn)) return false;
  const days = calendarDaysBetween(todayKey, dueOn);
  return days >= 0 && days <= MAX_CREDIT_DAYS;
}
