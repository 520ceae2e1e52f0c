import { describe, expect, it } from 'vitest';
import { isSplitPayment, saleTakings } from './payments';

describe('saleTakings', () => {
  it('is the whole total by the one method of a sale paid once', () => {
    expect(saleTakings({ paymentMethod: 'Mobile Money', totalAmount: 70, changeDue: 0 })).toEqual([{ method: 'Mobile Money', minor: 7000 }]);
    expect(saleTakings({ paymentMethod: 'Cash', totalAmount: 70, changeDue: 30 })).toEqual([{ method: 'Cash', minor: 7000 }]);
  });

  it('takes the change of a split payment off its cash', () => {
    const sale = {
      paymentMethod: 'Mobile Money' as const,
      totalAmount: 70,
      changeDue: 5,
      payments: [
        { method: 'Mobile Money' as const, amount: 50 },
        { method: 'Cash' as const, amount: 25 },
      ],
    };
    expect(isSplitPayment(sale)).toBe(true);
    expect(saleTakings(sale)).toEqual([
      { method: 'Mobile Money', minor: 5000 },
      { method: 'Cash', minor: 2000 },
    ]);
  });

  it('sums parts paid twice by one method, exactly', () => {
    const sale = {
      paymentMethod: 'Cash' as const,
      totalAmount: 0.3,
      changeDue: 0,
      payments: [
        { method: 'Cash' as const, amount: 0.1 },
        { method: 'Cash' as const, amount: 0.2 },
      ],
    };
    expect(saleTakings(sale)).toEqual([{ method: 'Cash', minor: 30 }]);
  });

  it('treats a single part as no split', () => {
    expect(isSplitPayment({ payments: [{ method: 'Card', amount: 10 }] })).toBe(false);
    expect(isSplitPayment({})).toBe(false);
  });
});
