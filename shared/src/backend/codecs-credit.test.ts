import { describe, expect, it } from 'vitest';
import { saleFromStored, saleToStored, StoredRecordError } from './codecs';
import { saleOf } from '../testing/sale-of';

// ₵100.00 of rice, ₵25.00 paid in cash, ₵75.00 on Ama's account until 20 December.
const creditSale = saleOf({
  id: 'credit-1',
  lines: [{ id: 'rice', name: 'Rice', priceMinor: 10_000, quantity: 1 }],
  tenderedMinor: 2_500,
  customer: { id: 'c1', name: 'Ama' },
  credit: { dueOn: '2026-12-20' },
  at: new Date('2026-11-20T10:00:00Z'),
});

describe('a credit sale as stored', () => {
  it('keeps what is owed in two decimals and the due day, and reads back the same', () => {
    const stored = saleToStored(creditSale);
    expect(stored).toMatchObject({ owed: 75, dueOn: '2026-12-20', tenderedAmount: 25 });
    expect(saleFromStored(stored)).toEqual(creditSale);
  });

  it('refuses a stored credit sale without a real due day, naming the field', () => {
    const { dueOn: _dueOn, ...noDue } = saleToStored(creditSale);
    expect(() => saleFromStored(noDue)).toThrow(StoredRecordError);
    expect(() => saleFromStored({ ...noDue, dueOn: '2026-02-30' })).toThrow('Sale credit-1: dueOn is not a date (2026-02-30).');
  });
});
