// Net profit (docs/product-rules.md, 'Cost and profit' and 'Expenses'): a period's gross profit, read
// from the roll-ups (dashboard.ts, grossProfitFromStats), less the period's expenses that count
// against profit (expenses.ts, expensesByCurrency): 'Stock bought' and "Owner's own use" lower the
// cash but not the profit. Per currency, never summed across currencies.
import { CURRENCIES } from './constants';
import type { PeriodProfit } from './dashboard';
import type { CurrencyCode } from './entities';
import type { ExpenseSums } from './expenses';

/** One currency's net profit over a period. */
export interface NetProfit {
  currency: CurrencyCode;
  grossProfitMinor: number;
  /** The period's expenses that count against profit. */
  expensesMinor: number;
  /** Gross profit less those expenses. */
  netProfitMinor: number;
}

/**
 * Net profit per currency: one entry for each currency with a gross profit figure or an expense in
 * the period, in the order of `CURRENCIES`.
 */
export function netProfitByCurrency(
  gross: Partial<Record<CurrencyCode, Pick<PeriodProfit, 'grossProfitMinor'>>>,
  expenses: Partial<Record<CurrencyCode, ExpenseSums>>,
): NetProfit[] {
  const net: NetProfit[] = [];
  for (const currency of CURRENCIES) {
    const profit = gross[currency];
    const spent = expenses[currency];
    if (!profit && !spent) continue;
    const grossProfitMinor = profit?.grossProfitMinor ?? 0;
    const expensesMinor = spent?.againstProfitMinor ?? 0;
    net.push({ currency, grossProfitMinor, expensesMinor, netProfitMinor: grossProfitMinor - expensesMinor });
  }
  return net;
}
