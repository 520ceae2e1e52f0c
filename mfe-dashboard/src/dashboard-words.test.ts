import { describe, expect, it } from 'vitest';
import { BEST_SELLERS_TEXT, grossProfitCardTitle, netProfitCardTitle, OWED_CARD_TEXT, periodLabel, revenueCardTitle } from './dashboard-words';

describe("the dashboard's words", () => {
  it('titles its cards and its periods', () => {
    expect(revenueCardTitle(30)).toBe('Revenue (Last 30 days)');
    expect(grossProfitCardTitle(7)).toBe('Gross profit (Last 7 days)');
    expect(netProfitCardTitle(90)).toBe('Net profit (Last 90 days)');
    expect([7, 30, 90].map(periodLabel)).toEqual(['Last 7 Days', 'Last 30 Days', 'Last 90 Days']);
  });

  it('counts who owes and what Best sellers shows, in whole numbers', () => {
    expect(OWED_CARD_TEXT.customers(1)).toBe('By 1 customer');
    expect(OWED_CARD_TEXT.customers(1200)).toBe('By 1,200 customers');
    expect(BEST_SELLERS_TEXT.topOf(10, 1500)).toBe('The top 10 of 1,500 products sold.');
    expect(BEST_SELLERS_TEXT.caption('profit', 30, 'GHS')).toBe('Best sellers by profit, Last 30 Days, in GHS');
  });
});
