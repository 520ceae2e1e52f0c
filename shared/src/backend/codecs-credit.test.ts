import { describe, expect, it } from 'vitest';
import { saleFromStored, saleToStored, StoredRecordError } from './codecs';
import type { Sale } from '../domain/entities';

const creditSale: Sale = {
  id: 'credit-1',
  items: [{ id: 'rice', name: 'Rice', priceMinor: 10_000, currency: 'GHS', quantity: 1, costMinor: null }],
  subtotalMinor: 10_000,
  discountHundredths: 0,
  discountType: 'fixed',
  discountMinor: 0,
  totalMinor: 10_000,
  tenderedMinor: 2_500,
  changeMinor: 0,
  currency: 'GHS',
  paymentMethod: 'Cash',
  createdAt: new Date('2026-11-20T10:00:00Z'),
  customer: { id: 'c1', name: 'Ama' },
  credit: { owedMinor: 7_500, dueOn: '2026-12-20' },
};

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
