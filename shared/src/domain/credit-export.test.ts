import { describe, expect, it } from 'vitest';
import { saleOf } from '../testing/sale-of';
import { accountBalances } from './credit';
import { oweBook } from './owe-book';
import { OWE_BOOK_CSV_COLUMNS, oweBookCsv, oweBookCsvFileName } from './credit-export';

const kofi = { id: 'c-kofi', name: 'Kofi Boateng' };
const ngozi = { id: 'c-ngozi', name: '=Ngozi, "Mama" Adeyemi' };
const sale = (id: string, customer: { id: string; name: string }, priceMinor: number, dueOn: string, currency: 'GHS' | 'NGN' = 'GHS') =>
  saleOf({ id, lines: [{ id: `p-${id}`, priceMinor, quantity: 1, currency }], customer, credit: { dueOn }, at: new Date('2026-06-01T10:00:00Z') });

describe('oweBookCsv', () => {
  it('writes one row per customer and currency, with the ageing columns summing to what is owed', () => {
    const records = {
      sales: [sale('s1', kofi, 12000, '2026-11-10'), sale('s2', kofi, 3050, '2026-12-01'), sale('s3', ngozi, 2500000, '2026-07-01', 'NGN')],
      repayments: [],
      refunds: [],
    };
    const rows = oweBook(
      [
        { id: kofi.id, name: kofi.name, phone: '+233 20 555 0101' },
        { id: ngozi.id, name: ngozi.name, phone: '' },
      ],
      accountBalances(records),
      records,
      '2026-11-22',
    );
    expect(oweBookCsv(rows).split('\r\n')).toEqual([
      'Customer,Phone,Currency,Owed,Not yet due,1–30 days overdue,31–60 days overdue,61–90 days overdue,Over 90 days overdue,Days overdue,First due',
      `"'=Ngozi, ""Mama"" Adeyemi",,NGN,25000.00,0.00,0.00,0.00,0.00,25000.00,144,2026-07-01`,
      "Kofi Boateng,'+233 20 555 0101,GHS,150.50,30.50,120.00,0.00,0.00,0.00,12,2026-11-10",
      '',
    ]);
    expect(OWE_BOOK_CSV_COLUMNS).toHaveLength(11);
  });

  it('is the header alone when nobody owes anything', () => {
    expect(oweBookCsv([])).toBe(`${OWE_BOOK_CSV_COLUMNS.join(',')}\r\n`);
  });

  it('names the file after the shop\'s local day', () => {
    expect(oweBookCsvFileName(new Date('2026-11-22T23:30:00Z'), 'Africa/Lagos')).toBe('owed-to-you-2026-11-23.csv');
  });
});
