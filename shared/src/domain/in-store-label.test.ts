// A generated in-store code scans back to its product (issue #45): the label's barcode drawn by
// bwip-js as All Products prints it (labelBarcodeOptions), as a PNG image, read by ZXing's
// WebAssembly reader — the camera scanner's fallback — and looked up as the till looks it up.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { labelBarcodeOptions, nextInStoreBarcode, productWithBarcode } from './barcodes';

const require = createRequire(import.meta.url);

async function readLabel(code: string): Promise<string[]> {
  const png = await bwipjs.toBuffer({ ...labelBarcodeOptions(code) });
  const wasmBinary = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  await prepareZXingModule({ overrides: { wasmBinary: wasmBinary.buffer.slice(wasmBinary.byteOffset, wasmBinary.byteOffset + wasmBinary.byteLength) }, fireImmediately: true });
  const results = await readBarcodes(new Uint8Array(png), { formats: ['EAN13', 'EAN8', 'UPCA', 'Code128'] });
  return results.filter((r) => r.isValid).map((r) => r.text);
}

describe('an in-store code on its label', () => {
  it('scans back to the product it was made for', async () => {
    const shelf = [{ id: 'milo', name: 'Milo 400g', barcode: '5000159407236' }];
    const code = nextInStoreBarcode(shelf);
    expect(code).toMatch(/^20\d{11}$/);
    const kenkey = { id: 'kenkey', name: 'Kenkey (3 balls)', barcode: code ?? '' };
    const [read] = await readLabel(kenkey.barcode);
    expect(read).toBe(kenkey.barcode);
    expect(productWithBarcode([...shelf, kenkey], read ?? '')).toBe(kenkey);
  }, 30_000);

  it('draws each format a product may carry so that it reads back', async () => {
    for (const code of ['96385074', '036000291452', 'SHELF-A12/3']) {
      const read = await readLabel(code);
      expect(productWithBarcode([{ id: 'p', name: 'P', barcode: code }], read[0] ?? '')?.id).toBe('p');
    }
  }, 30_000);
});
