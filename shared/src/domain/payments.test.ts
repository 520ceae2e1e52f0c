import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR, MAX_PAYMENT_PARTS } from './constants';
import { SPLIT_PAYMENT_MESSAGES } from './messages';
import {
  isPartAmount,
  isSplitPayment,
  mainPaymentMethod,
  MIN_PAYMENT_PARTS,
  saleTakings,
  salePaymentLabel,
  SplitPaymentError,
  splitPaymentFigures,
  splitPaymentMessage,
  splitPaymentRecord,
} from './payments';
import type { PaymentPart } from './entities';

describe('saleTakings', () => {
  it('is the whole total by the one method of a sale paid once', () => {
    expect(saleTakings({ paymentMethod: 'Mobile Money', totalMinor: 7000, changeMinor: 0 })).toEqual([{ method: 'Mobile Money', minor: 7000 }]);
    expect(saleTakings({ paymentMethod: 'Cash', totalMinor: 7000, changeMinor: 3000 })).toEqual([{ method: 'Cash', minor: 7000 }]);
  });

  it('takes the change of a split payment off its cash', () => {
    const sale = {
      paymentMethod: 'Mobile Money' as const,
      totalMinor: 7000,
      changeMinor: 500,
      payments: [
        { method: 'Mobile Money' as const, minor: 5000 },
        { method: 'Cash' as const, minor: 2500 },
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
      totalMinor: 30,
      changeMinor: 0,
      payments: [
        { method: 'Cash' as const, minor: 10 },
        { method: 'Cash' as const, minor: 20 },
      ],
    };
    expect(saleTakings(sale)).toEqual([{ method: 'Cash', minor: 30 }]);
  });

  it('treats a single part as no split', () => {
    expect(isSplitPayment({ payments: [{ method: 'Card', minor: 1000 }] })).toBe(false);
    expect(isSplitPayment({})).toBe(false);
  });
});

const momo = (minor: number): PaymentPart => ({ method: 'Mobile Money', minor });
const cash = (minor: number): PaymentPart => ({ method: 'Cash', minor });
const card = (minor: number): PaymentPart => ({ method: 'Card', minor });

describe('splitPaymentFigures', () => {
  it('covers ₵70.00 with ₵50.00 Mobile Money and ₵25.00 cash, giving ₵5.00 change from the cash', () => {
    expect(splitPaymentFigures(7000, [momo(5000), cash(2500)])).toEqual({ paidMinor: 7500, nonCashMinor: 5000, remainingMinor: 0, changeMinor: 500, problem: null });
  });

  it('says what is still to pay while the parts fall short', () => {
    const figures = splitPaymentFigures(7000, [momo(5000), cash(0)]);
    expect(figures.problem).toBe('part-amount');
    expect(figures.remainingMinor).toBe(2000);
    expect(splitPaymentFigures(7000, [momo(5000), cash(1000)])).toEqual({ paidMinor: 6000, nonCashMinor: 5000, remainingMinor: 1000, changeMinor: 0, problem: 'short' });
  });

  it('takes exact payment by methods other than cash, and refuses change from them', () => {
    expect(splitPaymentFigures(7000, [momo(3500), card(3500)]).problem).toBeNull();
    expect(splitPaymentFigures(7000, [momo(5000), card(3000)])).toEqual({ paidMinor: 8000, nonCashMinor: 8000, remainingMinor: 0, changeMinor: 0, problem: 'non-cash-over' });
    expect(splitPaymentFigures(7000, [momo(7500), cash(500)]).problem).toBe('non-cash-over');
  });

  it('allows 2 to MAX_PAYMENT_PARTS parts', () => {
    expect(MIN_PAYMENT_PARTS).toBe(2);
    expect(splitPaymentFigures(100, [cash(100)]).problem).toBe('too-few-parts');
    expect(splitPaymentFigures(0, []).problem).toBe('too-few-parts');
    const most = Array.from({ length: MAX_PAYMENT_PARTS }, () => cash(100));
    expect(splitPaymentFigures(100 * MAX_PAYMENT_PARTS, most).problem).toBeNull();
    expect(splitPaymentFigures(100, [...most, cash(100)]).problem).toBe('too-many-parts');
  });

  it('refuses parts of 0, negative, fractional or above the largest amount, and unlisted methods', () => {
    for (const minor of [0, -100, 10.5, MAX_AMOUNT_MINOR + 1, Number.NaN]) {
      expect(splitPaymentFigures(100, [cash(minor), cash(100)]).problem).toBe('part-amount');
    }
    expect(splitPaymentFigures(100, [{ method: 'Cheque' as never, minor: 100 }, cash(100)]).problem).toBe('part-method');
  });

  it('refuses parts that together pass the largest amount', () => {
    expect(splitPaymentFigures(100, [cash(MAX_AMOUNT_MINOR), cash(MAX_AMOUNT_MINOR)]).problem).toBe('too-large');
  });

  it('sums exactly in minor units', () => {
    expect(splitPaymentFigures(30, [cash(10), momo(20)])).toMatchObject({ paidMinor: 30, changeMinor: 0, problem: null });
  });
});

describe('isPartAmount', () => {
  it('is a whole number of minor units from 1 to the largest amount', () => {
    expect(isPartAmount(1)).toBe(true);
    expect(isPartAmount(MAX_AMOUNT_MINOR)).toBe(true);
    expect(isPartAmount(0)).toBe(false);
    expect(isPartAmount(1.5)).toBe(false);
    expect(isPartAmount(MAX_AMOUNT_MINOR + 1)).toBe(false);
  });
});

describe('splitPaymentMessage', () => {
  const message = (total: number, parts: PaymentPart[]) => splitPaymentMessage(splitPaymentFigures(total, parts), total, 'GHS');

  it('tells the cashier what is still to pay', () => {
    expect(message(7000, [momo(5000), cash(1000)])).toBe('₵10.00 still to pay.');
    expect(message(7000, [momo(5000), cash(1000)])).toBe(SPLIT_PAYMENT_MESSAGES.stillToPay('₵10.00'));
  });

  it('tells by how much the parts other than cash pass the total', () => {
    expect(message(7000, [momo(5000), card(3000)])).toBe(SPLIT_PAYMENT_MESSAGES.nonCashOver('₵10.00'));
  });

  it('has a message for every other problem, and none for parts that pay', () => {
    expect(message(7000, [momo(5000), cash(2500)])).toBeNull();
    expect(message(100, [cash(100)])).toBe(SPLIT_PAYMENT_MESSAGES.tooFewParts);
    expect(message(100, Array.from({ length: MAX_PAYMENT_PARTS + 1 }, () => cash(100)))).toBe(SPLIT_PAYMENT_MESSAGES.tooManyParts);
    expect(message(100, [cash(0), cash(100)])).toBe(SPLIT_PAYMENT_MESSAGES.partAmountRequired);
    expect(message(100, [{ method: 'Cheque' as never, minor: 100 }, cash(100)])).toBe(SPLIT_PAYMENT_MESSAGES.partAmountRequired);
    expect(message(100, [cash(MAX_AMOUNT_MINOR), cash(MAX_AMOUNT_MINOR)])).toBe(SPLIT_PAYMENT_MESSAGES.tooLarge);
  });
});

describe('mainPaymentMethod', () => {
  it('is the largest part’s method, the first of equal parts', () => {
    expect(mainPaymentMethod([{ method: 'Cash', minor: 2500 }, { method: 'Mobile Money', minor: 5000 }])).toBe('Mobile Money');
    expect(mainPaymentMethod([{ method: 'Card', minor: 3500 }, { method: 'Mobile Money', minor: 3500 }])).toBe('Card');
    expect(mainPaymentMethod([{ method: 'Cash', minor: 30 }, { method: 'Card', minor: 10 }, { method: 'Other', minor: 20 }])).toBe('Cash');
    expect(mainPaymentMethod([])).toBeNull();
  });
});

describe('splitPaymentRecord', () => {
  it('gives the parts, the main method, tendered and change', () => {
    expect(splitPaymentRecord(7000, [cash(2500), momo(5000)])).toEqual({
      payments: [
        { method: 'Cash', minor: 2500 },
        { method: 'Mobile Money', minor: 5000 },
      ],
      paymentMethod: 'Mobile Money',
      tenderedMinor: 7500,
      changeMinor: 500,
    });
  });

  it('throws with the problem for parts that cannot pay', () => {
    expect(() => splitPaymentRecord(7000, [momo(5000), card(3000)])).toThrow(SplitPaymentError);
    try {
      splitPaymentRecord(7000, [cash(100)]);
    } catch (error) {
      expect((error as SplitPaymentError).problem).toBe('too-few-parts');
    }
  });
});

describe('salePaymentLabel', () => {
  it('is the one method, or Split', () => {
    expect(salePaymentLabel({ paymentMethod: 'Card' })).toBe('Card');
    expect(salePaymentLabel({ paymentMethod: 'Cash', payments: [{ method: 'Cash', minor: 100 }, { method: 'Card', minor: 100 }] })).toBe('Split');
  });
});

describe('saleTakings of a sale on credit', () => {
  const credit = { owedMinor: 5000, dueOn: '2026-12-22' };

  it('counts only what was paid at the till, by its method', () => {
    expect(saleTakings({ paymentMethod: 'Mobile Money', totalMinor: 7000, changeMinor: 0, credit })).toEqual([{ method: 'Mobile Money', minor: 2000 }]);
  });

  it('counts nothing when nothing was paid now', () => {
    expect(saleTakings({ paymentMethod: 'Cash', totalMinor: 7000, changeMinor: 0, credit: { ...credit, owedMinor: 7000 } })).toEqual([]);
  });

  it('counts each part of a split payment made now, which together are what was paid', () => {
    const payments: PaymentPart[] = [
      { method: 'Cash', minor: 500 },
      { method: 'Mobile Money', minor: 1500 },
    ];
    const takings = saleTakings({ paymentMethod: 'Mobile Money', totalMinor: 7000, changeMinor: 0, payments, credit });
    expect(takings).toEqual(payments);
    expect(takings.reduce((sum, t) => sum + t.minor, 0)).toBe(7000 - credit.owedMinor);
  });
});
