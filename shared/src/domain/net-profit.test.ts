import { describe, expect, it } from 'vitest';
import { netProfitByCurrency } from './net-profit';

describe('netProfitByCurrency', () => {
  it('takes the expenses that count against profit off the gross profit, currency by currency', () => {
    const net = netProfitByCurrency(
      { GHS: { grossProfitMinor: 50000 }, NGN: { grossProfitMinor: 1200000 } },
      { GHS: { totalMinor: 90000, againstProfitMinor: 20000 }, USD: { totalMinor: 1500, againstProfitMinor: 1500 } },
    );
    expect(net).toEqual([
      { currency: 'GHS', grossProfitMinor: 50000, expensesMinor: 20000, netProfitMinor: 30000 },
      { currency: 'NGN', grossProfitMinor: 1200000, expensesMinor: 0, netProfitMinor: 1200000 },
      // Expenses in a currency that sold nothing: a loss of what was spent.
      { currency: 'USD', grossProfitMinor: 0, expensesMinor: 1500, netProfitMinor: -1500 },
    ]);
  });

  it('is empty for a period with neither', () => {
    expect(netProfitByCurrency({}, {})).toEqual([]);
  });
});
