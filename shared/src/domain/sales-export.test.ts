import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Refund, Sale } from './entities';
import { buildRefund } from './refund';
import { SALES_CSV_COLUMNS, salesCsv, salesCsvFileName } from './sales-export';
import { saleOf } from '../testing/sale-of';

function sale(overrides: Partial<Sale> = {}): Sale {
  const rung = saleOf({
    id: 'a1b2c3d4-e5f6-4a00-8000-000000000001',
    lines: [
      { id: 'p1', name: 'Milo 400g', priceMinor: 4550, quantity: 2 },
      { id: 'p2', name: 'Gari', priceMinor: 2000, quantity: 1 },
    ],
    discountType: 'percentage',
    discountHundredths: 1000,
    tenderedMinor: 10_000,
    paymentMethod: 'Mobile Money',
    customer: { id: 'c1', name: 'Kofi Boateng' },
    at: new Date('2026-11-22T14:05:00Z'),
  });
  return { ...rung, ...overrides };
}

const rowsOf = (csv: string) => csv.split('\r\n').slice(0, -1);

/** A CSV amount cell (`-45.50`) read back as minor units, digit for digit. */
function minorOfCell(cell: string | undefined): number {
  expect(cell).toMatch(/^-?\d+\.\d{2}$/);
  return Number((cell ?? '').replace('.', ''));
}

describe('salesCsv', () => {
  it('writes a header and one row a sale, with CRLF line ends', () => {
    const csv = salesCsv([sale()], { timeZone: 'Africa/Accra' });
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(rowsOf(csv)).toEqual([
      SALES_CSV_COLUMNS.join(','),
      '#A1B2C3D4,2026-11-22 14:05,Milo 400g ×2; Gari,3,111.00,11.10,99.90,100.00,0.10,GHS,Mobile Money,Kofi Boateng,,,99.90,,,Owner',
    ]);
  });

  it('lists a split payment’s parts in the Payments column, its main method under Payment method', () => {
    const split = saleOf({
      lines: [{ id: 'p1', name: 'Rice', priceMinor: 7000, quantity: 1 }],
      payments: [
        { method: 'Mobile Money', minor: 5000 },
        { method: 'Cash', minor: 2500 },
      ],
      at: new Date('2026-11-22T14:05:00Z'),
    });
    const [header, row] = rowsOf(salesCsv([split]));
    expect(header?.endsWith(',Payment method,Customer,Payments,Refund of,Paid now,On account,Due,Sold by')).toBe(true);
    expect(row).toContain(',70.00,75.00,5.00,GHS,Mobile Money,Walk-in customer,Mobile Money 50.00; Cash 25.00');
  });

  it('writes the header alone when there are no sales', () => {
    expect(salesCsv([])).toBe(`${SALES_CSV_COLUMNS.join(',')}\r\n`);
  });

  it('leaves Tendered empty when nothing was entered, and names a walk-in customer', () => {
    const [, row] = rowsOf(salesCsv([sale({ tenderedMinor: null, customer: null, changeMinor: 0 })]));
    expect(row).toContain(',99.90,,0.00,GHS,Mobile Money,Walk-in customer');
  });

  it('shows the date in the shop’s own time zone', () => {
    const late = sale({ createdAt: new Date('2026-11-22T23:30:00Z') });
    expect(rowsOf(salesCsv([late], { timeZone: 'Africa/Lagos' }))[1]).toContain(',2026-11-23 00:30,');
    expect(rowsOf(salesCsv([late], { timeZone: 'Africa/Accra' }))[1]).toContain(',2026-11-22 23:30,');
  });

  it('quotes names with commas, quotes and line breaks, and defuses formulas', () => {
    const tricky = sale({
      items: [{ id: 'p', name: 'Rice, 5kg "Royal"', priceMinor: 100, currency: 'NGN', quantity: 1, costMinor: null }],
      customer: { id: 'c', name: '=HYPERLINK("http://x")' },
    });
    const [, row] = rowsOf(salesCsv([tricky]));
    expect(row).toContain(',"Rice, 5kg ""Royal""",');
    expect(row?.endsWith(`,"'=HYPERLINK(""http://x"")",,,99.90,,,Owner`)).toBe(true);
  });

  it('keeps the given order', () => {
    const first = sale({ id: '00000001-0000-4000-8000-000000000000' });
    const second = sale({ id: '00000002-0000-4000-8000-000000000000' });
    const rows = rowsOf(salesCsv([second, first]));
    expect(rows[1]?.startsWith('#00000002')).toBe(true);
    expect(rows[2]?.startsWith('#00000001')).toBe(true);
  });

  it('its Total column sums to the penny what the sales took (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 60 }), (minors) => {
        const sales = minors.map((minor) => sale({ totalMinor: minor }));
        const column = rowsOf(salesCsv(sales))
          .slice(1)
          .map((row) => row.split(',')[6] as string);
        const summed = column.reduce((total, cell) => total + minorOfCell(cell), 0);
        expect(summed).toBe(minors.reduce((total, minor) => total + minor, 0));
      }),
    );
  });
});

describe('salesCsv with refunds', () => {
  // ₵45.50 ×2 + ₵20 = ₵111.00, 10 % off = ₵99.90.
  const sold = sale();
  function refundOf(earlier: readonly Refund[], returning: { productId: string; quantity: number }[], id: string): Refund {
    const built = buildRefund({ id, sale: sold, earlier, returning, paymentMethod: 'Cash', reason: '', now: new Date('2026-11-23T09:00:00Z') });
    if (!built.ok) throw new Error(built.error);
    return built.refund;
  }

  it('writes a refund as its own row: negative amounts and units, no tender or change, its sale under Refund of', () => {
    const refund = refundOf([], [{ productId: 'p1', quantity: 1 }], 'f0e1d2c3-0000-4000-8000-000000000009');
    const [, row] = rowsOf(salesCsv([refund, sold], { timeZone: 'Africa/Accra' }));
    // ₵45.50 back less its 10 % share of the discount (₵4.55) = ₵40.95.
    expect(row).toBe('#F0E1D2C3,2026-11-23 09:00,Milo 400g,-1,-45.50,-4.55,-40.95,,,GHS,Cash,Kofi Boateng,,#A1B2C3D4,-40.95,,,Owner');
  });

  it('writes no minus sign on a refund that shared no discount', () => {
    const plain = saleOf({ id: 'plain-sale', lines: [{ id: 'p', name: 'Gari', priceMinor: 2000, quantity: 2 }] });
    const built = buildRefund({ id: 'r-plain', sale: plain, earlier: [], returning: [{ productId: 'p', quantity: 2 }], paymentMethod: 'Mobile Money', reason: 'Spoilt', now: new Date('2026-11-23T09:00:00Z') });
    if (!built.ok) throw new Error(built.error);
    const [, row] = rowsOf(salesCsv([built.refund]));
    expect(row).toContain(',Gari ×2,-2,-40.00,0.00,-40.00,,,GHS,Mobile Money,Walk-in customer,,');
  });

  it('its Total column sums to what the shop kept: a sale fully refunded in parts nets to 0.00', () => {
    const first = refundOf([], [{ productId: 'p1', quantity: 1 }], 'r-1');
    const rest = refundOf([first], [{ productId: 'p1', quantity: 1 }, { productId: 'p2', quantity: 1 }], 'r-2');
    const cells = rowsOf(salesCsv([rest, first, sold]))
      .slice(1)
      .map((row) => row.split(','));
    const sum = (column: number) => cells.reduce((total, cell) => total + minorOfCell(cell[column]), 0);
    expect(sum(4)).toBe(0);
    expect(sum(5)).toBe(0);
    expect(sum(6)).toBe(0);
  });
});

describe('salesCsv: who sold it', () => {
  const SOLD_BY = SALES_CSV_COLUMNS.indexOf('Sold by');
  const soldByOf = (csv: string) => rowsOf(csv).slice(1).map((row) => row.split(',')[SOLD_BY]);

  it('names the staff member stamped on a sale, last in its row', () => {
    expect(SALES_CSV_COLUMNS.at(-1)).toBe('Sold by');
    const stamped = sale({ madeBy: { id: 'm-ama', name: 'Ama Mensah' }, approvedBy: { id: 'm-kojo', name: 'Kojo Owusu' } });
    expect(soldByOf(salesCsv([stamped], { ownerName: 'Efua Asante' }))).toEqual(['Ama Mensah']);
  });

  it('names the owner (from the business profile) on a sale with no stamp, and the role while the name is not known', () => {
    expect(soldByOf(salesCsv([sale()], { ownerName: 'Efua Asante' }))).toEqual(['Efua Asante']);
    expect(soldByOf(salesCsv([sale()], { ownerName: '  ' }))).toEqual(['Owner']);
    expect(soldByOf(salesCsv([sale()]))).toEqual(['Owner']);
  });

  it('names who gave a refund back on its own row, and quotes a name with a comma', () => {
    const sold = sale({ madeBy: { id: 'm-ama', name: 'Ama Mensah' } });
    const built = buildRefund({ id: 'r-by', sale: sold, earlier: [], returning: [{ productId: 'p2', quantity: 1 }], paymentMethod: 'Cash', reason: '', now: new Date('2026-11-23T09:00:00Z') });
    if (!built.ok) throw new Error(built.error);
    const refund: Refund = { ...built.refund, madeBy: { id: 'm-kojo', name: 'Owusu, Kojo' } };
    const [, refundRow, saleRow] = rowsOf(salesCsv([refund, sold]));
    expect(refundRow?.endsWith(',"Owusu, Kojo"')).toBe(true);
    expect(saleRow?.endsWith(',Ama Mensah')).toBe(true);
  });
});

describe('salesCsvFileName', () => {
  it('names the file after the shop’s local date', () => {
    expect(salesCsvFileName(new Date('2026-11-22T23:30:00Z'), 'Africa/Lagos')).toBe('sales-2026-11-23.csv');
    expect(salesCsvFileName(new Date('2026-11-22T23:30:00Z'))).toBe('sales-2026-11-22.csv');
  });
});

describe('salesCsv with selling on credit', () => {
  // ₵45.50 ×2 + ₵20 = ₵111.00, 10 % off = ₵99.90: ₵30.00 paid now, ₵69.90 on Kofi's account.
  const onCredit = saleOf({
    id: 'c0c0c0c0-0000-4000-8000-000000000001',
    lines: [
      { id: 'p1', name: 'Milo 400g', priceMinor: 4550, quantity: 2 },
      { id: 'p2', name: 'Gari', priceMinor: 2000, quantity: 1 },
    ],
    discountType: 'percentage',
    discountHundredths: 1000,
    tenderedMinor: 3000,
    paymentMethod: 'Cash',
    customer: { id: 'c1', name: 'Kofi Boateng' },
    credit: { dueOn: '2026-12-22' },
    at: new Date('2026-11-22T14:05:00Z'),
  });

  it('says what was paid now, what went on the account and when it is due, after the columns of before', () => {
    const [header, row] = rowsOf(salesCsv([onCredit], { timeZone: 'Africa/Accra' }));
    expect(header).toBe(`${SALES_CSV_COLUMNS.join(',')}`);
    expect(SALES_CSV_COLUMNS.slice(-5)).toEqual(['Refund of', 'Paid now', 'On account', 'Due', 'Sold by']);
    expect(row).toBe('#C0C0C0C0,2026-11-22 14:05,Milo 400g ×2; Gari,3,111.00,11.10,99.90,30.00,0.00,GHS,Cash,Kofi Boateng,,,30.00,69.90,2026-12-22,Owner');
  });

  it('writes a refund of it with what it took off the account and what it handed back, negative', () => {
    const built = buildRefund({ id: 'f0c0c0c0-0000-4000-8000-000000000001', sale: onCredit, earlier: [], returning: [{ productId: 'p1', quantity: 2 }], paymentMethod: 'Cash', reason: '', now: new Date('2026-11-23T09:00:00Z'), balanceMinor: 6990 });
    if (!built.ok) throw new Error(built.error);
    // ₵91.00 less its ₵9.10 of the discount = ₵81.90 back: ₵69.90 off the account, ₵12.00 handed back.
    const [, row] = rowsOf(salesCsv([built.refund], { timeZone: 'Africa/Accra' }));
    expect(row?.endsWith(',-81.90,,,GHS,Cash,Kofi Boateng,,#C0C0C0C0,-12.00,-69.90,,Owner')).toBe(true);
  });
});
