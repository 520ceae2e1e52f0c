import { describe, expect, it } from 'vitest';
import { BARCODE_MESSAGES, barcodeTakenProblem, barcodeVariants, gs1CheckDigit, isInStoreBarcode, nextInStoreBarcode, productWithBarcode, readBarcode } from './barcodes';
import { productChanges } from './product-edit';
import { validateProduct } from './product-validation';
import { createProductIndex } from './search';

const milo = { id: 'p1', name: 'Milo 400g', barcode: '5000159407236' };
const sugar = { id: 'p2', name: 'Sugar 1kg', barcode: '036000291452' };
const bread = { id: 'p3', name: 'Bread' };

describe('readBarcode', () => {
  it('reads the four formats, each digit code with its right check digit', () => {
    expect(readBarcode(' 5000159407236 ')).toEqual({ ok: true, code: '5000159407236', format: 'EAN-13' });
    expect(readBarcode('96385074')).toEqual({ ok: true, code: '96385074', format: 'EAN-8' });
    expect(readBarcode('036000291452')).toEqual({ ok: true, code: '036000291452', format: 'UPC-A' });
    expect(readBarcode('SHELF-A12/3')).toEqual({ ok: true, code: 'SHELF-A12/3', format: 'Code 128' });
    expect(readBarcode('12345')).toEqual({ ok: true, code: '12345', format: 'Code 128' });
  });

  it('refuses a wrong check digit in words, naming the digit it should be', () => {
    expect(readBarcode('5000159407237')).toEqual({ ok: false, error: BARCODE_MESSAGES.checkDigit('EAN-13', 6) });
    expect(readBarcode('96385075')).toEqual({ ok: false, error: "This EAN-8 barcode's last digit should be 4: check the number." });
    expect(readBarcode('036000291453')).toEqual({ ok: false, error: BARCODE_MESSAGES.checkDigit('UPC-A', 2) });
  });

  it('refuses what no symbology carries: empty, accents, too long', () => {
    for (const raw of ['', '   ', 'Café', 'x'.repeat(49), 'a\tb']) expect(readBarcode(raw)).toEqual({ ok: false, error: BARCODE_MESSAGES.unreadable });
  });

  it('computes the GS1 check digit', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('9638507')).toBe(4);
    expect(gs1CheckDigit('03600029145')).toBe(2);
  });
});

describe('finding and keeping barcodes unique', () => {
  it('finds a product by its code, a UPC-A also by its EAN-13 reading', () => {
    expect(productWithBarcode([milo, sugar, bread], '5000159407236')).toBe(milo);
    expect(productWithBarcode([milo, sugar, bread], '0036000291452')).toBe(sugar);
    expect(productWithBarcode([milo, sugar, bread], '4006381333931')).toBeUndefined();
    expect(productWithBarcode([milo, sugar, bread], '')).toBeUndefined();
  });

  it('lists the stored forms of one code', () => {
    expect(barcodeVariants('036000291452')).toEqual(['0036000291452', '036000291452']);
    expect(barcodeVariants('5000159407236')).toEqual(['5000159407236']);
    expect(barcodeVariants('SHELF-1')).toEqual(['SHELF-1']);
  });

  it('says which product already carries a code, never the product itself', () => {
    expect(barcodeTakenProblem([milo, sugar], '5000159407236', null)).toBe('Another product already has this barcode: Milo 400g.');
    expect(barcodeTakenProblem([milo, sugar], '0036000291452', 'p1')).toBe(BARCODE_MESSAGES.taken('Sugar 1kg'));
    expect(barcodeTakenProblem([milo, sugar], '5000159407236', 'p1')).toBeNull();
    expect(barcodeTakenProblem([milo, sugar], '96385074', null)).toBeNull();
  });

  it('the till search finds a product by its barcode', () => {
    expect(createProductIndex([milo, sugar, bread]).search('5000159407236')).toEqual([milo]);
    expect(createProductIndex([milo, sugar, bread]).search('milo')).toEqual([milo]);
  });
});

describe('in-store codes', () => {
  it('gives the next free EAN-13 of the prefix, with its check digit', () => {
    const first = nextInStoreBarcode([bread]);
    expect(first).toBe('2000000000015');
    expect(readBarcode(first ?? '')).toMatchObject({ ok: true, format: 'EAN-13' });
    expect(isInStoreBarcode(first ?? '')).toBe(true);
    const next = nextInStoreBarcode([bread, { id: 'p4', name: 'Kenkey', barcode: first ?? '' }, milo]);
    expect(next).toBe(`200000000002${gs1CheckDigit('200000000002')}`);
    expect(nextInStoreBarcode([], '27')?.startsWith('27')).toBe(true);
    expect(isInStoreBarcode(milo.barcode)).toBe(false);
  });

  it('takes the lowest free number once the highest is used', () => {
    const last = `209999999999${gs1CheckDigit('209999999999')}`;
    expect(nextInStoreBarcode([{ id: 'x', name: 'Last', barcode: last }])).toBe('2000000000015');
  });
});

describe('the product form and its edits', () => {
  const form = { name: 'Milo 400g', type: 'Digital', price: '45.00' };
  it('keeps a barcode read right, drops an empty one, refuses a wrong check digit under its field', () => {
    expect(validateProduct({ ...form, barcode: ' 5000159407236 ' })).toMatchObject({ ok: true, value: { barcode: '5000159407236' } });
    const none = validateProduct({ ...form, barcode: '  ' });
    expect(none.ok && 'barcode' in none.value).toBe(false);
    expect(validateProduct({ ...form, barcode: '5000159407237' })).toEqual({ ok: false, errors: { barcode: BARCODE_MESSAGES.checkDigit('EAN-13', 6) } });
  });

  it('writes a barcode added, changed or removed, and nothing when it stayed', () => {
    const opened = { name: 'Milo', type: 'Digital' as const, priceMinor: 4500, currency: 'GHS' as const, description: '', imageUrl: null, imagePath: null };
    expect(productChanges(opened, { ...opened, barcode: '96385074' })).toEqual({ barcode: '96385074' });
    expect(productChanges({ ...opened, barcode: '96385074' }, { ...opened, barcode: '96385074' })).toEqual({});
    const removed = productChanges({ ...opened, barcode: '96385074' }, opened);
    expect(Object.hasOwn(removed, 'barcode') && removed.barcode === undefined).toBe(true);
  });
});
