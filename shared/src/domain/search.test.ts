import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { Customer, Product, Sale } from './entities';
import {
  createCustomerIndex,
  createProductIndex,
  createSaleIndex,
  createSearchIndex,
  customerSearchKeys,
  normalizeQuery,
  saleSearchKeys,
} from './search';

// The reference the index is checked against: any text contains the query, ignoring case.
function matchesQuery(texts: string | null | undefined | readonly (string | null | undefined)[], query: string | null | undefined): boolean {
  const needle = normalizeQuery(query);
  if (needle === '') return true;
  const list = typeof texts === 'string' || texts === null || texts === undefined ? [texts] : texts;
  return list.some((text) => (text ?? '').toLowerCase().includes(needle));
}

const searchProducts = <P extends Pick<Product, 'name'>>(list: readonly P[], query: string) => createProductIndex(list).search(query);
const searchCustomers = <C extends Pick<Customer, 'name' | 'phone'>>(list: readonly C[], query: string) => createCustomerIndex(list).search(query);
const searchSales = <S extends Pick<Sale, 'id' | 'items'>>(list: readonly S[], query: string) => createSaleIndex(list).search(query);

const createdAt = new Date('2026-11-01T00:00:00Z');

function product(id: string, name: string): Product {
  return { id, name, type: 'Physical', priceMinor: 100, currency: 'GHS', description: '', imageUrl: null, imagePath: null, quantity: 1, createdAt };
}
function customer(id: string, name: string, phone: string): Customer {
  return { id, name, phone, email: '', createdAt };
}
function sale(id: string, ...names: string[]): Sale {
  return {
    id,
    items: names.map((name, i) => ({ id: `p${i}`, name, priceMinor: 100, currency: 'GHS', quantity: 1, costMinor: null })),
    subtotalMinor: 100 * names.length,
    discountHundredths: 0,
    discountType: 'fixed',
    discountMinor: 0,
    totalMinor: 100 * names.length,
    tenderedMinor: null,
    changeMinor: 0,
    currency: 'GHS',
    paymentMethod: 'Cash',
    createdAt,
    customer: null,
  };
}

const products = [product('1', 'Rice 5kg'), product('2', 'Brown RICE'), product('3', 'Palm oil'), product('4', 'Sugar')];
const customers = [
  customer('1', 'Ama Mensah', '024 412 3456'),
  customer('2', 'Chinedu Okafor', '+234 803 555 0101'),
  customer('3', 'Kwame Ama', ''),
];
const sales = [
  sale('a1b2c3d4-0000-4000-8000-000000000001', 'Rice 5kg', 'Palm oil'),
  sale('ffee0011-0000-4000-8000-000000000002', 'Sugar'),
  sale('0badcafe-0000-4000-8000-000000000003'),
];

describe('normalizeQuery, and the reference every index agrees with', () => {
  it('trims and lower-cases', () => {
    expect(normalizeQuery('  RiCe ')).toBe('rice');
    expect(normalizeQuery(null)).toBe('');
    expect(normalizeQuery(undefined)).toBe('');
  });

  it('is a case-insensitive substring match on one or more texts', () => {
    expect(matchesQuery('Rice 5kg', 'CE 5')).toBe(true);
    expect(matchesQuery('Rice 5kg', 'beans')).toBe(false);
    expect(matchesQuery(['Ama', '024 412'], '412')).toBe(true);
    expect(matchesQuery([null, undefined, 'x'], 'y')).toBe(false);
    expect(matchesQuery(null, 'x')).toBe(false);
    expect(matchesQuery(undefined, '')).toBe(true);
    expect(matchesQuery('anything', '   ')).toBe(true);
  });

  it('takes regular-expression characters literally', () => {
    expect(matchesQuery('Price (promo) 1+1', '(promo) 1+1')).toBe(true);
    expect(matchesQuery('abc', '.*')).toBe(false);
  });
});

describe('searchProducts', () => {
  it('matches the name case-insensitively', () => {
    expect(searchProducts(products, 'rice').map((p) => p.id)).toEqual(['1', '2']);
    expect(searchProducts(products, 'OIL').map((p) => p.id)).toEqual(['3']);
    expect(searchProducts(products, 'tea')).toEqual([]);
  });

  it('returns everything for an empty or blank query', () => {
    expect(searchProducts(products, '')).toBe(products);
    expect(searchProducts(products, '   ')).toBe(products);
  });
});

describe('searchCustomers', () => {
  it('matches name or phone', () => {
    expect(searchCustomers(customers, 'ama').map((c) => c.id)).toEqual(['1', '3']);
    expect(searchCustomers(customers, '412 34').map((c) => c.id)).toEqual(['1']);
    expect(searchCustomers(customers, '+234').map((c) => c.id)).toEqual(['2']);
    expect(searchCustomers(customers, 'OKAFOR').map((c) => c.id)).toEqual(['2']);
    expect(searchCustomers(customers, '')).toBe(customers);
  });

  it('finds a phone typed without its spaces', () => {
    expect(searchCustomers(customers, '0244123').map((c) => c.id)).toEqual(['1']);
    expect(customerSearchKeys({ name: 'X', phone: '(024) 412-3456' })).toEqual(['X', '(024) 412-3456', '0244123456']);
  });

  it('copes with a customer stored without a phone', () => {
    const old = { name: 'Old record' } as Customer;
    expect(searchCustomers([old], 'record')).toEqual([old]);
    expect(searchCustomers([old], '0')).toEqual([]);
  });

  it('never matches across name and phone', () => {
    expect(searchCustomers([customer('9', 'Abc', '123')], 'c1')).toEqual([]);
  });
});

describe('searchSales', () => {
  it('matches item names and the order id', () => {
    expect(searchSales(sales, 'palm').map((s) => s.id.slice(0, 4))).toEqual(['a1b2']);
    expect(searchSales(sales, 'SUGAR').map((s) => s.id.slice(0, 4))).toEqual(['ffee']);
    expect(searchSales(sales, 'CAFE').map((s) => s.id.slice(0, 4))).toEqual(['0bad']);
    expect(searchSales(sales, '000000000002').map((s) => s.id.slice(0, 4))).toEqual(['ffee']);
    expect(searchSales(sales, '#A1B2').map((s) => s.id.slice(0, 4))).toEqual(['a1b2']);
    expect(searchSales(sales, '')).toBe(sales);
    expect(saleSearchKeys(sales[1]!)).toEqual(['Sugar', 'ffee0011-0000-4000-8000-000000000002', '#FFEE0011']);
  });
});

describe('createSearchIndex', () => {
  it('keeps the original order and reports its size', () => {
    const index = createSearchIndex(['b-x', 'a-x', 'c'], (s) => [s]);
    expect(index.size).toBe(3);
    expect(index.search('x')).toEqual(['b-x', 'a-x']);
    expect(index.search(null)).toEqual(['b-x', 'a-x', 'c']);
  });

  it('treats missing keys as empty', () => {
    const index = createSearchIndex([{ a: null as string | null }], (o) => [o.a, undefined]);
    expect(index.search('x')).toEqual([]);
    expect(index.search('')).toHaveLength(1);
  });

  it('a new list holding the same items reads only the items it has not seen', () => {
    const keys = vi.fn((item: { name: string }) => [item.name]);
    const older = [{ name: 'Milo 400g' }, { name: 'Sugar 1kg' }];
    createSearchIndex(older, keys);
    expect(keys).toHaveBeenCalledTimes(2);
    const arrived = { name: 'Milo 900g' };
    expect(createSearchIndex([arrived, ...older], keys).search('milo')).toEqual([arrived, older[0]]);
    expect(keys).toHaveBeenCalledTimes(3);
    expect(keys).toHaveBeenLastCalledWith(arrived);
  });

  it('searches lists of plain strings', () => {
    expect(createSearchIndex(['Gari', 'gari 2kg', 'Rice'], (text) => [text]).search('GARI')).toEqual(['Gari', 'gari 2kg']);
  });

  it('agrees with matchesQuery on every item (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 40 }), fc.string({ maxLength: 3 }), (rows, q) => {
        const expected = rows.filter((row) => matchesQuery(row, q));
        expect(createSearchIndex(rows, (row) => row).search(q)).toEqual(expected);
      }),
    );
  });

  // Correct answers at shop scale; how fast they come is measured by bench/, not asserted here.
  it('answers correctly over 10 000 products and 100 000 sales', () => {
    const manyProducts = Array.from({ length: 10_000 }, (_, i) => product(String(i), `Product number ${i} special`));
    const manySales = Array.from({ length: 100_000 }, (_, i) =>
      sale(`${i.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`, `Item ${i}`, 'Bread'),
    );
    const productIndex = createProductIndex(manyProducts);
    const saleIndex = createSaleIndex(manySales);
    const customerIndex = createCustomerIndex(customers);
    expect(productIndex.search('NUMBER 9999')).toHaveLength(1);
    expect(saleIndex.search('item 99999')).toHaveLength(1);
    expect(saleIndex.search('bread')).toHaveLength(100_000);
    expect(saleIndex.search('#0001869F')).toHaveLength(1);
    expect(customerIndex.search('ama')).toHaveLength(2);
    expect(productIndex.search('produ')).toHaveLength(10_000);
    expect(saleIndex.search('item 5')).toHaveLength(11_111);
  });
});
