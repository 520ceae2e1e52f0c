import { describe, expect, it } from 'vitest';
import type { Sale, SaleItem } from './entities';
import {
  WALK_IN_CUSTOMER,
  DISCOUNT_TYPE_LABELS,
  discountEnteredText,
  saleCustomerName,
  saleItemTotal,
  saleItemTotalMinor,
  saleItemsSummary,
  saleUnitCount,
} from './sale-summary';

const item = (name: string, price: number, quantity: number): SaleItem => ({ id: name, name, price, currency: 'GHS', quantity });

describe('saleCustomerName', () => {
  it('names the customer, or a walk-in customer when there is none', () => {
    expect(saleCustomerName({ customer: { id: 'c1', name: 'Kofi Boateng' } })).toBe('Kofi Boateng');
    expect(saleCustomerName({ customer: null })).toBe(WALK_IN_CUSTOMER);
    expect(saleCustomerName({ customer: { id: 'c2', name: '   ' } })).toBe('Walk-in customer');
  });
});

describe('saleUnitCount / saleItemTotal', () => {
  it('counts units over every line', () => {
    expect(saleUnitCount({ items: [item('Bread', 1, 2), item('Milk', 1, 3)] })).toBe(5);
    expect(saleUnitCount({ items: [] })).toBe(0);
  });

  it('multiplies in minor units, without float drift', () => {
    expect(saleItemTotalMinor({ price: 0.1, quantity: 3 })).toBe(30);
    expect(saleItemTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
    expect(saleItemTotal({ price: 19.99, quantity: 7 })).toBe(139.93);
  });
});

describe('saleItemsSummary', () => {
  it('lists the first lines with their quantities and counts the rest', () => {
    const items = [item('Bread', 5, 2), item('Milk', 3, 1), item('Sugar', 9, 1), item('Rice', 40, 4)];
    expect(saleItemsSummary({ items })).toBe('Bread ×2, Milk +2 more');
    expect(saleItemsSummary({ items }, 4)).toBe('Bread ×2, Milk, Sugar, Rice ×4');
    expect(saleItemsSummary({ items }, 0)).toBe('Bread ×2 +3 more');
    expect(saleItemsSummary({ items: [item('Kente cloth', 250, 1)] })).toBe('Kente cloth');
    expect(saleItemsSummary({ items: [] })).toBe('');
  });
});

describe('discountEnteredText', () => {
  const sale = (discount: number, discountType: Sale['discountType'], currency: Sale['currency'] = 'GHS') => ({ discount, discountType, currency });
  it('shows the discount as entered, in the sale’s currency', () => {
    expect(discountEnteredText(sale(10, 'percentage'))).toBe('10%');
    expect(discountEnteredText(sale(12.5, 'percentage'))).toBe('12.5%');
    expect(discountEnteredText(sale(5, 'fixed'))).toBe('₵5.00');
    expect(discountEnteredText(sale(1500, 'fixed', 'NGN'))).toBe('₦1,500.00');
    expect(discountEnteredText(sale(0, 'fixed'))).toBeNull();
    expect(discountEnteredText(sale(0, 'percentage'))).toBeNull();
    expect(DISCOUNT_TYPE_LABELS).toEqual({ fixed: 'Fixed amount', percentage: 'Percentage' });
  });
});
