import { describe, expect, it } from 'vitest';
import { newestRefusedFirst, refusedRecordId, refusedRecordTime, refusedRecordWords } from './refused-records';
import type { RefusedRecord } from './refused-records';
import type { Sale } from './entities';

const sale = (id: string, at: string, totalMinor = 850): Sale => ({
  id,
  items: [{ id: 'rice', name: 'Rice 5kg', priceMinor: 85, currency: 'GHS', quantity: 10, costMinor: null }],
  subtotalMinor: totalMinor,
  discountHundredths: 0,
  discountType: 'fixed',
  discountMinor: 0,
  totalMinor,
  tenderedMinor: totalMinor,
  changeMinor: 0,
  currency: 'GHS',
  paymentMethod: 'Cash',
  createdAt: new Date(at),
  customer: null,
  madeBy: { id: 'm1', name: 'Efua' },
});

describe('refused records', () => {
  const short: RefusedRecord = {
    kind: 'sale',
    sale: sale('4f2a', '2026-12-01T14:02:00Z'),
    refusal: { code: 'price-below-catalogue', productId: 'rice', productName: 'Rice 5kg', unitPriceMinor: 85, cataloguePriceMinor: 8500, quantity: 10, rungMinor: 850, cataloguePricedMinor: 85_000 },
  };
  const old: RefusedRecord = { kind: 'sale', sale: sale('77aa', '2026-11-30T09:00:00Z', 2500), refusal: { code: 'dated-too-old', daysOld: 9, limitDays: 7 } };

  it("says a refused sale in the owner's words", () => {
    expect(refusedRecordWords(short, '14:02')).toBe('Sale #4F2A rung at ₵8.50 for goods priced ₵850.00 — by Efua, 14:02');
  });

  const overpaid: RefusedRecord = {
    kind: 'repayment',
    repayment: { id: 'pay-9', customer: { id: 'c1', name: 'Ngozi' }, amountMinor: 4000, currency: 'GHS', method: 'Cash', createdAt: new Date('2026-12-01T10:30:00Z'), madeBy: { id: 'm1', name: 'Efua' } },
    refusal: { code: 'over-balance', balanceMinor: 2500, amountMinor: 4000 },
  };

  it("says a refused repayment in the owner's words", () => {
    expect(refusedRecordWords(overpaid, '10:30')).toBe('Payment of ₵40.00 from Ngozi would take their balance below nothing (they owed ₵25.00) — by Efua, 10:30');
  });

  it('is timed by when the till made it, and listed newest first', () => {
    expect(refusedRecordTime(short)).toEqual(new Date('2026-12-01T14:02:00Z'));
    expect(refusedRecordTime(overpaid)).toEqual(new Date('2026-12-01T10:30:00Z'));
    expect(newestRefusedFirst([old, overpaid, short]).map(refusedRecordId)).toEqual(['sale:4f2a', 'repayment:pay-9', 'sale:77aa']);
  });

  const refund: RefusedRecord = {
    kind: 'refund',
    refund: { id: 'r9c1', saleId: '4f2a', items: [], amountMinor: 4000, currency: 'GHS', paymentMethod: 'Cash', reason: '', createdAt: new Date('2026-12-01T15:00:00Z'), customer: null, madeBy: { id: 'm2', name: 'Kofi' } },
    refusal: { code: 'sale-missing' },
  };
  const count: RefusedRecord = {
    kind: 'stock',
    movement: { id: 'mv1', productId: 'rice', change: -3, reason: 'count', counted: 7, saleId: null, createdAt: new Date('2026-12-01T13:00:00Z'), madeBy: { id: 'm1', name: 'Efua' } },
    refusal: { code: 'product-gone', productId: 'rice' },
  };

  it('says a refused refund and a refused stock count in one sentence each, by whoever made them', () => {
    expect(refusedRecordWords(refund, '15:00')).toMatch(/^Refund #R9C1 of ₵40\.00 on sale #4F2A .+ — by Kofi, 15:00$/);
    expect(refusedRecordWords(count, '13:00')).toMatch(/ — by Efua, 13:00$/);
    expect(newestRefusedFirst([count, refund]).map(refusedRecordId)).toEqual(['refund:r9c1', 'stock:mv1']);
    expect(refusedRecordTime(count)).toEqual(new Date('2026-12-01T13:00:00Z'));
  });
});
