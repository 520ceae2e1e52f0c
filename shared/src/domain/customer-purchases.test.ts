import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { customerPurchases } from './customer-purchases';
import type { CurrencyCode, SaleCustomer } from './entities';

interface TestSale {
  id: string;
  customer: SaleCustomer | null;
  currency: CurrencyCode;
  totalMinor: number;
}

const ama = { id: 'c-ama', name: 'Ama Mensah' };
const chinedu = { id: 'c-chi', name: 'Chinedu Okafor' };

const sales: TestSale[] = [
  { id: 's1', customer: ama, currency: 'GHS', totalMinor: 1250 },
  { id: 's2', customer: chinedu, currency: 'NGN', totalMinor: 250000 },
  { id: 's3', customer: null, currency: 'GHS', totalMinor: 9900 },
  { id: 's4', customer: ama, currency: 'NGN', totalMinor: 120075 },
  { id: 's5', customer: ama, currency: 'GHS', totalMinor: 10 },
];

describe('customerPurchases', () => {
  it('keeps only the sales naming the customer, in order', () => {
    expect(customerPurchases(sales, 'c-ama').sales.map((s) => s.id)).toEqual(['s1', 's4', 's5']);
    expect(customerPurchases(sales, 'c-chi').sales.map((s) => s.id)).toEqual(['s2']);
  });

  it('totals per currency in minor units, in the order of the currency list', () => {
    expect(customerPurchases(sales, 'c-ama').totals).toEqual([
      { currency: 'GHS', minor: 1260 },
      { currency: 'NGN', minor: 120075 },
    ]);
  });

  it('is empty for a customer with no sales', () => {
    expect(customerPurchases(sales, 'nobody')).toEqual({ sales: [], totals: [] });
    expect(customerPurchases([], 'c-ama')).toEqual({ sales: [], totals: [] });
  });

  it('counts a missing total as 0', () => {
    const odd = [{ id: 'x', customer: ama, currency: 'GHS' as const, totalMinor: undefined as unknown as number }];
    expect(customerPurchases(odd, 'c-ama').totals).toEqual([{ currency: 'GHS', minor: 0 }]);
  });

  it('sums minor units exactly', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 200 }), (cents) => {
        const list = cents.map((c, i) => ({ id: String(i), customer: ama, currency: 'GHS' as const, totalMinor: c }));
        const [total] = customerPurchases(list, 'c-ama').totals;
        const expected = cents.reduce((a, b) => a + b, 0);
        expect(total?.minor ?? 0).toBe(expected);
      }),
    );
  });
});
