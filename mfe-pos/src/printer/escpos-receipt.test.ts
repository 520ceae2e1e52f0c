// The ESC/POS bytes of each receipt kind at 58 and 80 mm against golden files (golden/*.hex, one
// line of hex per printed line). A change to the bytes is made on purpose: rewrite them with
// `UPDATE_GOLDEN=1 npx vitest run --project ui mfe-pos/src/printer/escpos-receipt.test.ts`
// and read the diff before committing it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Refund, Sale, Shift, ShiftExpected } from '@shop/shared/domain';
import { PAPER_WIDTHS } from '@shop/shared/printer';
import type { PaperWidth, PrintedReceipt } from '@shop/shared/printer';
import { DEFINE_CURRENCY_SIGNS, encodeDrawerKick, encodeReceipt, glyphColumns, printTestPage, qrModuleDots, refundReceipt, saleReceipt, saleTakesCash, testPage } from '@shop/shared/printer/jobs';
import { recordingPrinter } from '@shop/shared/printer/testing';
import { saleOf } from '@shop/shared/testing';
import { shiftCloseReceipt } from './shift-close-print';

const GOLDEN = path.join(import.meta.dirname, 'golden');
const DRAWER_KICK = [0x1b, 0x70, 0x00, 50, 250];
const ACCRA = { businessName: 'Auntie Ama Provisions', timeZone: 'Africa/Accra' };

const cashSale = saleOf({
  id: 'sale-0001-cash',
  lines: [
    { id: 'milo', name: 'Milo 400g', priceMinor: 4_500, quantity: 2, costMinor: 3_800 },
    { id: 'rice', name: 'Royal Aroma Jasmine Rice 5kg bag, long grain', priceMinor: 18_750, quantity: 1, costMinor: 16_000 },
  ],
  tenderedMinor: 30_000,
  at: new Date('2026-11-30T10:15:00Z'),
});

const splitSale: Sale = {
  ...cashSale,
  id: 'sale-0002-split',
  tenderedMinor: 27_750,
  changeMinor: 0,
  paymentMethod: 'Mobile Money',
  payments: [
    { method: 'Mobile Money', minor: 20_000 },
    { method: 'Cash', minor: 7_750 },
  ],
  customer: { id: 'kofi', name: 'Kofi Boateng' },
};

// ₦17,000.00 of Indomie, 10 % off, ₦5,000.00 paid by bank transfer, the rest on Chidi's account.
const creditSale = saleOf({
  id: 'sale-0003-credit',
  lines: [{ id: 'indomie', name: 'Indomie Chicken (carton)', priceMinor: 850_000, currency: 'NGN', quantity: 2, costMinor: 700_000 }],
  discountType: 'percentage',
  discountHundredths: 1_000,
  tenderedMinor: 500_000,
  paymentMethod: 'Bank Transfer',
  customer: { id: 'chidi', name: 'Chidi Okafor' },
  credit: { dueOn: '2026-12-30' },
  at: new Date('2026-11-30T14:40:00Z'),
});

const refund: Refund = {
  id: 'refund-0004',
  saleId: cashSale.id,
  items: [{ id: 'milo', name: 'Milo 400g', priceMinor: 4_500, currency: 'GHS', quantity: 1, costMinor: 3_800 }],
  amountMinor: 4_500,
  currency: 'GHS',
  paymentMethod: 'Cash',
  reason: 'Tin dented',
  createdAt: new Date('2026-11-30T16:05:00Z'),
  customer: null,
};

const shift: Shift = {
  id: 'shift-0005',
  staff: { id: 'ama', name: 'Ama Mensah' },
  currency: 'GHS',
  openedAt: new Date('2026-11-30T08:00:00Z'),
  floatMinor: 20_000,
  payInsOuts: [{ kind: 'pay-out', amountMinor: 3_000, reason: 'Kerosene for the lamp', at: new Date('2026-11-30T12:00:00Z') }],
  closedAt: new Date('2026-11-30T18:00:00Z'),
  countedCashMinor: 44_000,
};

const expected: ShiftExpected = {
  currency: 'GHS', salesCount: 2, refundsCount: 1, repaymentsCount: 0, floatMinor: 20_000, cashTakingsMinor: 35_500, cashRepaymentsMinor: 0,
  cashRefundsMinor: 4_500, cashExpensesMinor: 0, payInsMinor: 0, payOutsMinor: 3_000, expectedCashMinor: 48_000, mobileMoneyTakingsMinor: 20_000,
  mobileMoneyRepaymentsMinor: 0, mobileMoneyRefundsMinor: 0, expectedMobileMoneyMinor: 20_000, countedCashMinor: 44_000, overShortMinor: -4_000,
  countedMobileMoneyMinor: 20_000, mobileMoneyOverShortMinor: 0,
};

const KINDS: Record<string, (paper: PaperWidth) => PrintedReceipt> = {
  sale: () => saleReceipt(cashSale, { ...ACCRA, phone: '024 412 3456' }),
  'split-payment': () => saleReceipt(splitSale, ACCRA),
  credit: () => saleReceipt(creditSale, { businessName: 'Mama Chidi Stores', timeZone: 'Africa/Lagos', phone: '0803 555 0101' }),
  refund: () => refundReceipt(refund, ACCRA),
  'shift-close': (paper) => shiftCloseReceipt(shift, expected, paper, { ...ACCRA, printedAt: new Date('2026-11-30T18:01:00Z') }),
};

/** Bytes as hex, a line per printed line (cut after each LF), so a golden file's diff reads line by line. */
function hexLines(bytes: Uint8Array): string {
  const lines: string[] = [];
  let line: string[] = [];
  for (const byte of bytes) {
    line.push(byte.toString(16).padStart(2, '0'));
    if (byte === 0x0a) {
      lines.push(line.join(' '));
      line = [];
    }
  }
  if (line.length) lines.push(line.join(' '));
  return `${lines.join('\n')}\n`;
}

/** Where `run` first stands in `bytes`, or -1. */
function indexOfRun(bytes: Uint8Array, run: readonly number[]): number {
  outer: for (let i = 0; i + run.length <= bytes.length; i++) {
    for (let j = 0; j < run.length; j++) if (bytes[i + j] !== run[j]) continue outer;
    return i;
  }
  return -1;
}

function includes(bytes: Uint8Array, run: readonly number[]): boolean {
  return indexOfRun(bytes, run) >= 0;
}

describe('ESC/POS receipts match their golden files', () => {
  for (const [kind, make] of Object.entries(KINDS)) {
    for (const paper of PAPER_WIDTHS) {
      it(`${kind} at ${paper} mm`, () => {
        const bytes = encodeReceipt(make(paper), { paper });
        const file = path.join(GOLDEN, `${kind}-${paper}mm.hex`);
        if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, hexLines(bytes));
        expect(hexLines(bytes)).toBe(readFileSync(file, 'utf8'));
      });
    }
  }
});

/**
 * A shop's logo as the receipt gets it: 160 × 80 RGBA, a green ring round a disc shading from yellow
 * to white, on transparency — colours and greys the printer can only dot.
 */
function sampleLogo() {
  const width = 160;
  const height = 80;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const d = Math.hypot(x - 79.5, (y - 39.5) * 2);
      const [r, g, b, a] = d > 78 ? [0, 0, 0, 0] : d > 60 ? [31, 111, 67, 255] : [250, 204 + Math.round(d), 21 + Math.round(3.5 * d), 255];
      data.set([r, g, b, a], at);
    }
  }
  return { width, height, data };
}

describe('the logo atop a receipt matches its golden files', () => {
  for (const paper of PAPER_WIDTHS) {
    it(`a cash sale with the shop's logo at ${paper} mm: a raster image (GS v 0), dithered to the printer's dots`, () => {
      const bytes = encodeReceipt(saleReceipt(cashSale, ACCRA), { paper, logo: sampleLogo() });
      const at = indexOfRun(bytes, [0x1d, 0x76, 0x30]);
      // 160 dots across (under two thirds of either paper) is 20 bytes a row, 80 rows.
      expect([...bytes.slice(at + 4, at + 8)]).toEqual([20, 0, 80, 0]);
      const rows = bytes.slice(at + 8, at + 8 + 20 * 80);
      // Dithered, not thresholded: the shaded disc prints as a mix of dots, neither all black nor all white.
      const black = rows.reduce((sum, byte) => sum + byte.toString(2).split('1').length - 1, 0);
      expect(black).toBeGreaterThan(160 * 80 * 0.1);
      expect(black).toBeLessThan(160 * 80 * 0.7);
      const file = path.join(GOLDEN, `logo-sale-${paper}mm.hex`);
      if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, hexLines(bytes));
      expect(hexLines(bytes)).toBe(readFileSync(file, 'utf8'));
    });
  }
});

describe("the logo atop Settings › Devices' test page matches its golden files", () => {
  for (const paper of PAPER_WIDTHS) {
    it(`the test page with the shop's logo at ${paper} mm, sent to the printer: the logo as on a receipt (GS v 0, dithered)`, async () => {
      const printer = recordingPrinter();
      const paired = await (await printer.transports.usb()).pair();
      const asked: string[] = [];
      const logoUrl = 'https://firebasestorage.googleapis.com/v0/b/shop/o/products%2Fowner%2Fshop-logo.png';
      await printTestPage('Ama Fabrics', { printer: paired, paper, transports: printer.transports }, { logoUrl }, async (url) => {
        asked.push(url);
        return sampleLogo();
      });
      expect(asked).toEqual([logoUrl]);
      const bytes = new Uint8Array(printer.printed.flatMap((chunk) => [...chunk]));
      // The same raster a receipt's logo is: 160 dots (20 bytes) a row, 80 rows, before the page's heading.
      const at = indexOfRun(bytes, [0x1d, 0x76, 0x30]);
      expect(at).toBeGreaterThan(0);
      expect([...bytes.slice(at + 4, at + 8)]).toEqual([20, 0, 80, 0]);
      expect(indexOfRun(bytes, [...new TextEncoder().encode('Test page')])).toBeGreaterThan(at);
      expect(hexLines(bytes)).toBe(hexLines(encodeReceipt(testPage(paper, 'Ama Fabrics'), { paper, logo: sampleLogo() })));
      const file = path.join(GOLDEN, `logo-test-page-${paper}mm.hex`);
      if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, hexLines(bytes));
      expect(hexLines(bytes)).toBe(readFileSync(file, 'utf8'));
    });
  }

  it('prints the test page without a logo when the shop has none, or it cannot be read', async () => {
    for (const [logoUrl, read] of [
      [null, async () => sampleLogo()],
      ['https://example.com/gone.png', async () => Promise.reject(new Error('HTTP 404'))],
    ] as const) {
      const printer = recordingPrinter();
      const paired = await (await printer.transports.usb()).pair();
      await printTestPage('Ama Fabrics', { printer: paired, paper: 58, transports: printer.transports }, { logoUrl }, read);
      const bytes = new Uint8Array(printer.printed.flatMap((chunk) => [...chunk]));
      expect(indexOfRun(bytes, [0x1d, 0x76, 0x30])).toBe(-1);
      expect(hexLines(bytes)).toBe(hexLines(encodeReceipt(testPage(58, 'Ama Fabrics'), { paper: 58 })));
    }
  });
});

describe('what the printer is told', () => {
  it('opens the cash drawer on a cash sale, and on a split payment with a cash part, at the end', () => {
    for (const sale of [cashSale, splitSale]) {
      const bytes = encodeReceipt(saleReceipt(sale, ACCRA), { paper: 58 });
      expect(includes(bytes, DRAWER_KICK)).toBe(true);
      expect([...bytes.slice(-DRAWER_KICK.length)]).toEqual(DRAWER_KICK);
    }
  });

  it('keeps the drawer shut when no cash was taken: mobile money, card, all on credit, a refund, a shift close', () => {
    const mobile: Sale = { ...cashSale, paymentMethod: 'Mobile Money', tenderedMinor: null, changeMinor: 0 };
    const card: Sale = { ...cashSale, paymentMethod: 'Card', tenderedMinor: null, changeMinor: 0 };
    const allOnCredit: Sale = { ...creditSale, paymentMethod: 'Cash', tenderedMinor: 0, credit: { owedMinor: creditSale.totalMinor, dueOn: '2026-12-30' } };
    expect([mobile, card, creditSale, allOnCredit].map(saleTakesCash)).toEqual([false, false, false, false]);
    for (const receipt of [saleReceipt(mobile), saleReceipt(card), saleReceipt(creditSale), saleReceipt(allOnCredit), refundReceipt(refund), shiftCloseReceipt(shift, expected, 80)]) {
      expect(includes(encodeReceipt(receipt, { paper: 80 }), [0x1b, 0x70])).toBe(false);
    }
  });

  it('opens the drawer on cash paid now on a credit sale', () => {
    const partCash: Sale = { ...creditSale, paymentMethod: 'Cash' };
    expect(includes(encodeReceipt(saleReceipt(partCash), { paper: 58 }), DRAWER_KICK)).toBe(true);
  });

  it('prints ₵ and ₦ as the characters it taught the printer, never as "?"', () => {
    const ghana = encodeReceipt(saleReceipt(cashSale, ACCRA), { paper: 58 });
    const nigeria = encodeReceipt(saleReceipt(creditSale), { paper: 58 });
    expect(includes(ghana, [...DEFINE_CURRENCY_SIGNS])).toBe(true);
    // "Total: ₵277.50": the cedi as user-defined character 0x24 between ESC % 1 and ESC % 0.
    expect(includes(ghana, [...new TextEncoder().encode('Total: '), 0x1b, 0x25, 1, 0x24, 0x1b, 0x25, 0])).toBe(true);
    expect(includes(nigeria, [...new TextEncoder().encode('Total: '), 0x1b, 0x25, 1, 0x25, 0x1b, 0x25, 0])).toBe(true);
    // No sign fell back to the code page's "?" (the only "?" is the WhatsApp link's query).
    const definition = new TextDecoder('latin1').decode(new Uint8Array(DEFINE_CURRENCY_SIGNS));
    const printed = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes).replace(definition, '').replace(/https:\/\/wa\.me\/\d*\?/, '');
    expect(printed(ghana)).not.toContain('?');
    expect(printed(nigeria)).not.toContain('?');
  });

  it('draws each sign column by column, the top dot the high bit', () => {
    const rows = ['#...........', ...Array(22).fill('............'), '...........#'];
    const columns = glyphColumns(rows);
    expect(columns).toHaveLength(36);
    expect(columns.slice(0, 3)).toEqual([0x80, 0, 0]);
    expect(columns.slice(33)).toEqual([0, 0, 0x01]);
  });

  it('prints the WhatsApp receipt as a QR code (GS ( k) holding the link to the customer\'s chat', () => {
    const receipt = saleReceipt(cashSale, { ...ACCRA, phone: '024 412 3456' });
    expect(receipt.qr?.link.startsWith('https://wa.me/233244123456?text=Auntie%20Ama%20Provisions')).toBe(true);
    const bytes = encodeReceipt(receipt, { paper: 80 });
    expect(includes(bytes, [0x1d, 0x28, 0x6b])).toBe(true);
    expect(includes(bytes, [...new TextEncoder().encode(receipt.qr?.link ?? '')])).toBe(true);
  });

  it('sizes the QR code to the paper, and leaves out one too long to read', () => {
    expect(qrModuleDots('x'.repeat(100), 384)).toBe(6);
    expect(qrModuleDots('x'.repeat(1_200), 384)).toBe(3);
    expect(qrModuleDots('x'.repeat(1_200), 576)).toBe(4);
    expect(qrModuleDots('x'.repeat(2_900), 384)).toBe(2);
    expect(qrModuleDots('x'.repeat(2_900), 300)).toBeNull();
    expect(qrModuleDots('x'.repeat(3_000), 576)).toBeNull();
  });

  it('prints the shop\'s logo above its name as a raster image (GS v 0) no wider than two thirds of the paper', () => {
    const logo = { width: 600, height: 60, data: new Uint8ClampedArray(600 * 60 * 4).fill(0).map((_, i) => (i % 4 === 3 ? 255 : 0)) };
    const bytes = encodeReceipt(saleReceipt(cashSale, ACCRA), { paper: 58, logo });
    const at = indexOfRun(bytes, [0x1d, 0x76, 0x30]);
    expect(at).toBeGreaterThan(0);
    // GS v 0 m xL xH yL yH: 256 dots across is 32 bytes a row.
    expect([...bytes.slice(at + 4, at + 6)]).toEqual([256 / 8, 0]);
    expect(at).toBeLessThan(indexOfRun(bytes, [...new TextEncoder().encode('Auntie')]));
  });

  it('sends the drawer\'s pulse alone when asked', () => {
    expect([...encodeDrawerKick()].slice(-DRAWER_KICK.length)).toEqual(DRAWER_KICK);
    expect([...encodeDrawerKick()].slice(0, 2)).toEqual([0x1b, 0x40]);
  });
});
