import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { customerPurchases } from './customer-purchases';
import type { CurrencyCode, SaleCustomer } from './entities';

interface TestSale {
  id: string;
  customer: SaleCustomer | null;
  currency: CurrencyCode;
  totalAmount: number;
}

const ama = { id: 'c-ama', name: 'Ama Mensah' };
const chinedu = { id: 'c-chi', name: 'Chinedu Okafor' };

const sales: TestSale[] = [
  { id: 's1', customer: ama, currency: 'GHS', totalAmount: 12.5 },
  { id: 's2', customer: chinedu, currency: 'NGN', totalAmount: 2500 },
  { id: 's3', customer: null, currency: 'GHS', totalAmount: 99 },
  { id: 's4', customer: ama, currency: 'NGN', totalAmount: 1200.75 },
  { id: 's5', customer: ama, currency: 'GHS', totalAmount: 0.1 },
];

describe('customerPurchases', () => {
  it('keeps only the sales naming the customer, in order', () => {
    expect(customerPurchases(sales, 'c-ama').sales.map((s) => s.id)).toEqual(['s1', 's4', 's5']);
    expect(customerPurchases(sales, 'c-chi').sales.map((s) => s.id)).toEqual(['s2']);
  });

  it('totals per currency in minor units, in the order of the currency list', () => {
    expect(customerPurchases(sales, 'c-ama').totals).toEqual([
      { currency: 'GHS', minor: 1260, amount: 12.6 },
      { currency: 'NGN', minor: 120075, amount: 1200.75 },
    ]);
  });

  it('is empty for a customer with no sales', () => {
    expect(customerPurchases(sales, 'nobody')).toEqual({ sales: [], totals: [] });
    expect(customerPurchases([], 'c-ama')).toEqual({ sales: [], totals: [] });
  });

  it('counts a missing total as 0', () => {
    const odd = [{ id: 'x', customer: ama, currency: 'GHS' as const, totalAmount: undefined as unknown as number }];
    expect(customerPurchases(odd, 'c-ama').totals).toEqual([{ currency: 'GHS', minor: 0, amount: 0 }]);
  });

  it('sums cents without float drift', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 200 }), (cents) => {
        const list = cents.map((c, i) => ({ id: String(i), customer: ama, currency: 'GHS' as const, totalAmount: c / 100 }));
        const [total] = customerPurchases(list, 'c-ama').totals;
        const expected = cents.reduce((a, b) => a + b, 0);
        expect(total?.minor ?? 0).toBe(expected);
      }),
    );
  });
});
