import { describe, expect, it } from 'vitest';
import type { Sale, SaleItem } from './entities';
import {
  WALK_IN_CUSTOMER,
  DISCOUNT_TYPE_LABELS,
  discountEnteredText,
  percentText,
  saleCustomerName,
  saleItemTotalMinor,
  saleItemsSummary,
  saleUnitCount,
} from './sale-summary';

const item = (name: string, priceMinor: number, quantity: number): SaleItem => ({ id: name, name, priceMinor, currency: 'GHS', quantity, costMinor: null });

describe('saleCustomerName', () => {
  it('names the customer, or a walk-in customer when there is none', () => {
    expect(saleCustomerName({ customer: { id: 'c1', name: 'Kofi Boateng' } })).toBe('Kofi Boateng');
    expect(saleCustomerName({ customer: null })).toBe(WALK_IN_CUSTOMER);
    expect(saleCustomerName({ customer: { id: 'c2', name: '   ' } })).toBe('Walk-in customer');
  });
});

describe('saleUnitCount / saleItemTotalMinor', () => {
  it('counts units over every line', () => {
    expect(saleUnitCount({ items: [item('Bread', 100, 2), item('Milk', 100, 3)] })).toBe(5);
    expect(saleUnitCount({ items: [] })).toBe(0);
  });

  it('multiplies in minor units, exactly', () => {
    expect(saleItemTotalMinor({ priceMinor: 10, quantity: 3 })).toBe(30);
    expect(saleItemTotalMinor({ priceMinor: 1999, quantity: 7 })).toBe(13_993);
  });
});

describe('saleItemsSummary', () => {
  it('lists the first lines with their quantities and counts the rest', () => {
    const items = [item('Bread', 500, 2), item('Milk', 300, 1), item('Sugar', 900, 1), item('Rice', 4000, 4)];
    expect(saleItemsSummary({ items })).toBe('Bread ×2, Milk +2 more');
    expect(saleItemsSummary({ items }, 4)).toBe('Bread ×2, Milk, Sugar, Rice ×4');
    expect(saleItemsSummary({ items }, 0)).toBe('Bread ×2 +3 more');
    expect(saleItemsSummary({ items: [item('Kente cloth', 25_000, 1)] })).toBe('Kente cloth');
    expect(saleItemsSummary({ items: [] })).toBe('');
  });
});

describe('discountEnteredText', () => {
  const sale = (discountHundredths: number, discountType: Sale['discountType'], currency: Sale['currency'] = 'GHS') => ({ discountHundredths, discountType, currency });
  it('shows the discount as entered, in the sale’s currency', () => {
    expect(discountEnteredText(sale(1000, 'percentage'))).toBe('10%');
    expect(discountEnteredText(sale(1250, 'percentage'))).toBe('12.5%');
    expect(discountEnteredText(sale(500, 'fixed'))).toBe('₵5.00');
    expect(discountEnteredText(sale(150_000, 'fixed', 'NGN'))).toBe('₦1,500.00');
    expect(discountEnteredText(sale(0, 'fixed'))).toBeNull();
    expect(discountEnteredText(sale(0, 'percentage'))).toBeNull();
    expect(DISCOUNT_TYPE_LABELS).toEqual({ fixed: 'Fixed amount', percentage: 'Percentage' });
  });
});

describe('percentText', () => {
  it('writes basis points as people write a percentage, without trailing zeros', () => {
    expect(percentText(1000)).toBe('10%');
    expect(percentText(1250)).toBe('12.5%');
    expect(percentText(1225)).toBe('12.25%');
    expect(percentText(5)).toBe('0.05%');
    expect(percentText(10_000)).toBe('100%');
    expect(percentText(0)).toBe('0%');
  });
});
