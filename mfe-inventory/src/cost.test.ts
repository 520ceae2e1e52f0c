import { describe, expect, it } from 'vitest';
import { sampleProduct } from '@shop/shared/testing';
import { deliveryCost, lossPerSale, productMargin, stockValues } from './cost';

describe('productMargin', () => {
  it('is price − cost, and its whole percentage of the price', () => {
    expect(productMargin({ priceMinor: 1250, costMinor: 900 })).toEqual({ marginMinor: 350, percent: 28 });
    // 1/3 of the price: 33.33…% → 33%; 2/3 → 67% (half away from zero).
    expect(productMargin({ priceMinor: 300, costMinor: 200 })).toEqual({ marginMinor: 100, percent: 33 });
    expect(productMargin({ priceMinor: 300, costMinor: 100 })).toEqual({ marginMinor: 200, percent: 67 });
  });

  it('is negative below cost, and has no percentage on a price of 0', () => {
    expect(productMargin({ priceMinor: 1000, costMinor: 1120 })).toEqual({ marginMinor: -120, percent: -12 });
    expect(productMargin({ priceMinor: 0, costMinor: 500 })).toEqual({ marginMinor: -500, percent: null });
  });

  it('is null when the cost is unknown (absent or null), never a 100% margin', () => {
    expect(productMargin({ priceMinor: 1250 })).toBeNull();
    expect(productMargin({ priceMinor: 1250, costMinor: null })).toBeNull();
    expect(productMargin({ priceMinor: 1250, costMinor: 0 })).toEqual({ marginMinor: 1250, percent: 100 });
  });
});

describe('lossPerSale (the product form\'s warning)', () => {
  it('is what each sale loses when the price typed is below the cost typed', () => {
    expect(lossPerSale('10', '12.40')).toBe(240);
    expect(lossPerSale('0', '0.01')).toBe(1);
  });

  it('is null when the price covers the cost, the cost is empty, or either cannot be read yet', () => {
    expect(lossPerSale('12.40', '12.40')).toBeNull();
    expect(lossPerSale('15', '12')).toBeNull();
    expect(lossPerSale('10', '')).toBeNull();
    expect(lossPerSale('', '12')).toBeNull();
    expect(lossPerSale('10', '-3')).toBeNull();
  });
});

describe('deliveryCost (Add stock\'s result line)', () => {
  const onHand = { quantity: 10, costMinor: 1200 };

  it('is the weighted average of what is on hand and what arrives', () => {
    // (10 × 12.00 + 30 × 12.50) ÷ 40 = 12.375 → 12.38
    expect(deliveryCost(onHand, '30', '12.50')).toEqual({ kind: 'becomes', costMinor: 1238 });
  });

  it('stays when no unit cost is typed, or the unit cost is the cost', () => {
    expect(deliveryCost(onHand, '30', '')).toEqual({ kind: 'stays', costMinor: 1200 });
    expect(deliveryCost(onHand, '', '  ')).toEqual({ kind: 'stays', costMinor: 1200 });
    expect(deliveryCost(onHand, '30', '12')).toEqual({ kind: 'stays', costMinor: 1200 });
    expect(deliveryCost(onHand, '', '12.00')).toEqual({ kind: 'stays', costMinor: 1200 });
  });

  it('is the unit cost when the cost was unknown or nothing is on hand, even before the units are typed', () => {
    expect(deliveryCost({ quantity: 10, costMinor: null }, '', '8.00')).toEqual({ kind: 'becomes', costMinor: 800 });
    expect(deliveryCost({ quantity: 0, costMinor: 1200 }, '', '8.00')).toEqual({ kind: 'becomes', costMinor: 800 });
    expect(deliveryCost({ quantity: -2, costMinor: 1200 }, '5', '8.00')).toEqual({ kind: 'becomes', costMinor: 800 });
  });

  it('says nothing while the figures cannot be read, or when the cost is unknown and stays so', () => {
    expect(deliveryCost(onHand, '', '12.50')).toBeNull();
    expect(deliveryCost(onHand, '2.5', '12.50')).toBeNull();
    expect(deliveryCost(onHand, '30', 'abc')).toBeNull();
    expect(deliveryCost({ quantity: 10 }, '30', '')).toBeNull();
  });
});

describe('stockValues', () => {
  it('sums price × units and cost × units per currency, over Physical products in stock', () => {
    const values = stockValues([
      sampleProduct({ id: 'a', priceMinor: 1250, costMinor: 900, quantity: 4 }),
      sampleProduct({ id: 'b', priceMinor: 500, quantity: 10 }),
      sampleProduct({ id: 'c', priceMinor: 700, costMinor: 300, quantity: 0 }),
      sampleProduct({ id: 'd', priceMinor: 700, costMinor: 300, quantity: -3 }),
      sampleProduct({ id: 'e', type: 'Digital', priceMinor: 1000, costMinor: 950, quantity: undefined }),
      sampleProduct({ id: 'f', priceMinor: 185000, costMinor: 150000, currency: 'NGN', quantity: 2 }),
    ]);
    expect(values).toEqual([
      { currency: 'GHS', atPriceMinor: 1250 * 4 + 500 * 10, atCostMinor: 900 * 4, costed: 1, uncosted: 1 },
      { currency: 'NGN', atPriceMinor: 370000, atCostMinor: 300000, costed: 1, uncosted: 0 },
    ]);
  });

  it('is empty when nothing is on the shelves', () => {
    expect(stockValues([sampleProduct({ quantity: 0 }), sampleProduct({ id: 'ticket', type: 'Ticket', quantity: undefined })])).toEqual([]);
  });
});
