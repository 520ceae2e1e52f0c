// End of day (docs/product-rules.md, 'End of day'): the figures of one local calendar day for
// cashing up, per currency and never summed across currencies: how many sales and refunds, the
// money kept by each payment method (split payments counted in each of their methods), the
// discounts given, the money given back, the cash expenses paid from the till, the net total and
// the cash that should be in the drawer (docs/product-rules.md, 'Expenses'), and the gross profit.
// Selling on credit (docs/product-rules.md, 'Credit'): a sale's takings are only what was paid at
// the till; what it put on the customer's account is the day's credit given, apart from the
// takings and never cash; repayments received that day are takings by their method (a cash one is
// in the cash expected); a refund's `creditMinor` came off an account and is not money handed back.
// Every amount is in integer minor units. The day's bounds are local-day.ts's; the CSV and the
// printed report, end-of-day-report.ts.
import type { CurrencyCode, Expense, PaymentMethod, Refund, Repayment, Sale } from './entities';
import { CURRENCIES, PAYMENT_METHODS } from './constants';
import { localDayRange } from './local-day';
import type { DayRange } from './local-day';
import { owedOnSale } from './credit-sale';
import { cashFromTillMinor } from './expenses';
import { saleTakings } from './payments';
import { refundProfit, saleProfit } from './profit';

/** Minor units per payment method, every method present (0 when none). */
export type MethodAmounts = Record<PaymentMethod, number>;

/** The figures of one currency on one day. */
export interface EndOfDayFigures {
  currency: CurrencyCode;
  /** Sales made that day in this currency. */
  salesCount: number;
  /** Of those, the sales paid in two or more parts. */
  splitSalesCount: number;
  /** Refunds given that day in this currency (whenever their sale was made). */
  refundsCount: number;
  /**
   * The money taken by each method: what the day's sales took at the till (`saleTakings`) and the
   * repayments received that day.
   */
  takingsMinor: MethodAmounts;
  /** All the money taken: the sum of `takingsMinor` (the sales' totals less their credit given, plus the repayments). */
  grossTakingsMinor: number;
  /** The day's sales' totals, credit given included: the revenue of the day. */
  salesTotalMinor: number;
  /** Of the day's sales, those sold on credit. */
  creditSalesCount: number;
  /** What the day's credit sales put on customers' accounts: not cash, not in the takings. */
  creditGivenMinor: number;
  /** Repayments received that day. */
  repaymentsCount: number;
  /** The money they brought by each method (also in `takingsMinor`). */
  repaymentsByMethodMinor: MethodAmounts;
  /** All the repayments received that day (also in `grossTakingsMinor`). */
  repaymentsMinor: number;
  /** The money the day's discounts took off (sum of the sales' `discountMinor`). */
  discountsMinor: number;
  /** The money handed back that day by each method (a refund's amount less what it took off an account). */
  refundsByMethodMinor: MethodAmounts;
  /** All the money handed back that day. */
  refundsMinor: number;
  /** What the day's refunds of credit sales took off customers' accounts instead of handing it back. */
  refundsOffAccountsMinor: number;
  /** What each method kept: its takings less its refunds (negative when it gave back more than it took). */
  keptMinor: MethodAmounts;
  /** Gross takings less the money handed back. */
  netMinor: number;
  /** The cash expenses paid from the till that day (expenses.ts, cashFromTillMinor). */
  expensesFromTillMinor: number;
  /** Cash takings (cash repayments included) less cash handed back less the cash expenses paid from the till: what the day added to the drawer. */
  cashExpectedMinor: number;
  /**
   * The part of the net total whose lines had a known cost: the sales' costed revenue less the
   * refunds' (profit.ts; docs/product-rules.md, 'Cost and profit').
   */
  costedRevenueMinor: number;
  /** What the goods of the costed revenue cost: the sales' cost less the refunds' given back. */
  costMinor: number;
  /** Costed revenue less its cost. */
  grossProfitMinor: number;
  /** The day's net sales (sales' totals less refunds' amounts) whose lines had no cost: shown beside the profit, never counted in it. */
  uncostedRevenueMinor: number;
}

export interface EndOfDay {
  /** The local date, `YYYY-MM-DD`. */
  date: string;
  /** The IANA time zone the day was read in. */
  timeZone: string;
  range: DayRange;
  /** One entry per currency with a sale, a refund, a repayment or an expense paid from the till that day, in the order of `CURRENCIES`; empty on a day with none. */
  currencies: EndOfDayFigures[];
}

function noMethods(): MethodAmounts {
  return { Cash: 0, 'Mobile Money': 0, Card: 0, 'Bank Transfer': 0, Other: 0 };
}

function emptyFigures(currency: CurrencyCode): EndOfDayFigures {
  return {
    currency,
    salesCount: 0,
    splitSalesCount: 0,
    refundsCount: 0,
    takingsMinor: noMethods(),
    grossTakingsMinor: 0,
    salesTotalMinor: 0,
    creditSalesCount: 0,
    creditGivenMinor: 0,
    repaymentsCount: 0,
    repaymentsByMethodMinor: noMethods(),
    repaymentsMinor: 0,
    discountsMinor: 0,
    refundsByMethodMinor: noMethods(),
    refundsMinor: 0,
    refundsOffAccountsMinor: 0,
    keptMinor: noMethods(),
    netMinor: 0,
    expensesFromTillMinor: 0,
    cashExpectedMinor: 0,
    costedRevenueMinor: 0,
    costMinor: 0,
    grossProfitMinor: 0,
    uncostedRevenueMinor: 0,
  };
}

// A method this version does not know (a record written by a newer one) is counted as Other, so
// the totals still add up.
function knownMethod(method: PaymentMethod): PaymentMethod {
  return PAYMENT_METHODS.includes(method) ? method : 'Other';
}

function within(range: DayRange, instant: Date): boolean {
  const t = instant.getTime();
  return t >= range.start.getTime() && t < range.end.getTime();
}

export interface EndOfDayInput {
  /** Sales to read; those made outside the day are left out. */
  sales: readonly Sale[];
  /** Refunds to read; those given outside the day are left out. */
  refunds: readonly Refund[];
  /** The local date, `YYYY-MM-DD`. */
  date: string;
  /** The IANA time zone the day is read in (the device's). */
  timeZone: string;
  /** Expenses to read: the cash ones paid from the till and spent on `date` lower the cash expected; none when not given. */
  expenses?: readonly Expense[];
  /** Repayments to read; those received outside the day are left out; none when not given. */
  repayments?: readonly Repayment[];
}

/** Whether the currency's day had anything to do with customers' accounts: a credit sale, a repayment or a refund taken off an account. */
export function hasCreditActivity(figures: Pick<EndOfDayFigures, 'creditSalesCount' | 'repaymentsCount' | 'refundsOffAccountsMinor'>): boolean {
  return figures.creditSalesCount > 0 || figures.repaymentsCount > 0 || figures.refundsOffAccountsMinor > 0;
}

/**
 * The figures of the local day `date` in `timeZone`, one entry per currency. A sale counts on the
 * day it was made; a refund on the day the money went back, whichever day its sale was; a
 * repayment on the day it was received, whichever day its debts were.
 */
export function endOfDay({ sales, refunds, date, timeZone, expenses = [], repayments = [] }: EndOfDayInput): EndOfDay {
  const range = localDayRange(date, timeZone);
  const byCurrency = new Map<CurrencyCode, EndOfDayFigures>();
  const figuresFor = (currency: CurrencyCode): EndOfDayFigures => {
    let figures = byCurrency.get(currency);
    if (!figures) {
      figures = emptyFigures(currency);
      byCurrency.set(currency, figures);
    }
    return figures;
  };

  for (const sale of sales) {
    if (!within(range, sale.createdAt)) continue;
    const figures = figuresFor(sale.currency);
    figures.salesCount += 1;
    if (sale.payments && sale.payments.length > 1) figures.splitSalesCount += 1;
    for (const { method, minor } of saleTakings(sale)) {
      figures.takingsMinor[knownMethod(method)] += minor;
      figures.grossTakingsMinor += minor;
    }
    figures.salesTotalMinor += sale.totalMinor;
    const owed = owedOnSale(sale);
    if (owed > 0) {
      figures.creditSalesCount += 1;
      figures.creditGivenMinor += owed;
    }
    figures.discountsMinor += sale.discountMinor;
    const profit = saleProfit(sale);
    figures.costedRevenueMinor += profit.costedRevenueMinor;
    figures.costMinor += profit.costMinor;
  }

  for (const refund of refunds) {
    if (!within(range, refund.createdAt)) continue;
    const figures = figuresFor(refund.currency);
    // What came off the customer's account was never handed back.
    const offAccount = Math.min(Math.max(0, refund.creditMinor ?? 0), refund.amountMinor);
    const minor = refund.amountMinor - offAccount;
    figures.refundsCount += 1;
    figures.refundsByMethodMinor[knownMethod(refund.paymentMethod)] += minor;
    figures.refundsMinor += minor;
    figures.refundsOffAccountsMinor += offAccount;
    const profit = refundProfit(refund);
    figures.costedRevenueMinor -= profit.costedRevenueMinor;
    figures.costMinor -= profit.costMinor;
  }

  for (const repayment of repayments) {
    if (!within(range, repayment.createdAt)) continue;
    const figures = figuresFor(repayment.currency);
    const method = knownMethod(repayment.method);
    figures.repaymentsCount += 1;
    figures.repaymentsByMethodMinor[method] += repayment.amountMinor;
    figures.repaymentsMinor += repayment.amountMinor;
    figures.takingsMinor[method] += repayment.amountMinor;
    figures.grossTakingsMinor += repayment.amountMinor;
  }

  const fromTill = cashFromTillMinor(expenses, date);
  for (const currency of CURRENCIES) {
    const minor = fromTill[currency] ?? 0;
    if (minor !== 0) figuresFor(currency).expensesFromTillMinor += minor;
  }

  const currencies = [...byCurrency.values()].sort((a, b) => CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency));
  for (const figures of currencies) {
    for (const method of PAYMENT_METHODS) figures.keptMinor[method] = figures.takingsMinor[method] - figures.refundsByMethodMinor[method];
    figures.netMinor = figures.grossTakingsMinor - figures.refundsMinor;
    figures.cashExpectedMinor = figures.keptMinor.Cash - figures.expensesFromTillMinor;
    figures.grossProfitMinor = figures.costedRevenueMinor - figures.costMinor;
    // Revenue, not money: the sales' totals (credit given included) less the refunds' whole amounts.
    figures.uncostedRevenueMinor = figures.salesTotalMinor - figures.refundsMinor - figures.refundsOffAccountsMinor - figures.costedRevenueMinor;
  }
  return { date, timeZone, range, currencies };
}

/** The payment methods in the order the report lists them. */
export const END_OF_DAY_METHODS: readonly PaymentMethod[] = PAYMENT_METHODS;
