import { describe, expect, it } from 'vitest';
import { newestRefusedFirst, refusedRecordTime, refusedRecordWords } from './refused-records';
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

  it('is timed by when the till made it, and listed newest first', () => {
    expect(refusedRecordTime(short)).toEqual(new Date('2026-12-01T14:02:00Z'));
    expect(newestRefusedFirst([old, short]).map((r) => r.sale.id)).toEqual(['4f2a', '77aa']);
  });
});
