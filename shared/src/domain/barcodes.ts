// A product's barcode (issue #45): what the product form accepts, how a scan or a typed code finds
// its product, and the in-store codes the shop gives its own goods. The symbologies are the four a
// shop meets on its shelves: EAN-13, EAN-8 and UPC-A (digits, the last a check digit) and Code 128
// (any printable ASCII). A code of 8, 12 or 13 digits is read as EAN-8, UPC-A or EAN-13 and must
// carry its right check digit; anything else printable is Code 128.

export type BarcodeFormat = 'EAN-13' | 'EAN-8' | 'UPC-A' | 'Code 128';

/** The longest Code 128 a product may carry: more would not fit a 40 mm label. */
export const MAX_CODE128_LENGTH = 48;

/** The first two digits of the EAN-13 codes a shop may give its own goods (GS1's in-store range 20–29). */
export const IN_STORE_PREFIXES = ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29'] as const;
export type InStorePrefix = (typeof IN_STORE_PREFIXES)[number];
/** The prefix the shop's generated codes take unless asked for another. */
export const DEFAULT_IN_STORE_PREFIX: InStorePrefix = '20';

/**
 * The query parameter that opens All Products' form for a new product with this barcode filled
 * in: how a scan of an unknown code at the till offers to add the product.
 */
export const NEW_PRODUCT_BARCODE_PARAM = 'newProductBarcode';

export const BARCODE_MESSAGES = {
  checkDigit: (format: BarcodeFormat, expected: number) => `This ${format} barcode's last digit should be ${expected}: check the number.`,
  unreadable: `A barcode is 8, 12 or 13 digits (EAN-8, UPC-A, EAN-13), or up to ${MAX_CODE128_LENGTH} letters, digits and signs without accents (Code 128).`,
  taken: (productName: string) => `Another product already has this barcode: ${productName}.`,
  inStoreFull: 'Every in-store code with this prefix is taken.',
  /** What the till and All Products say when a scan finds nothing (issue #45). */
  notFound: (code: string) => `No product with barcode ${code}.`,
} as const;

export type BarcodeReading = { ok: true; code: string; format: BarcodeFormat } | { ok: false; error: string };

const DIGITS = /^\d+$/;
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;
const DIGIT_FORMATS: Readonly<Record<number, BarcodeFormat>> = { 8: 'EAN-8', 12: 'UPC-A', 13: 'EAN-13' };

/**
 * The GS1 check digit of `body` (the code without its last digit): weights 3 and 1 from the
 * right, the digit that brings the sum to a multiple of ten. The same rule for EAN-8, UPC-A and EAN-13.
 */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A typed or scanned barcode, trimmed and checked: its format, or why it is refused. */
export function readBarcode(raw: string): BarcodeReading {
  const code = raw.trim();
  if (code === '' || code.length > MAX_CODE128_LENGTH || !PRINTABLE_ASCII.test(code)) return { ok: false, error: BARCODE_MESSAGES.unreadable };
  const digitFormat = DIGITS.test(code) ? DIGIT_FORMATS[code.length] : undefined;
  if (!digitFormat) return { ok: true, code, format: 'Code 128' };
  const expected = gs1CheckDigit(code.slice(0, -1));
  if (code.charCodeAt(code.length - 1) - 48 !== expected) return { ok: false, error: BARCODE_MESSAGES.checkDigit(digitFormat, expected) };
  return { ok: true, code, format: digitFormat };
}

/**
 * The code as two barcodes are compared: a UPC-A is the EAN-13 with a leading 0 (a scanner may
 * read either for the same bars), so both read as the EAN-13; any other code as it is.
 */
export function barcodeKey(code: string): string {
  const trimmed = code.trim();
  return trimmed.length === 12 && DIGITS.test(trimmed) ? `0${trimmed}` : trimmed;
}

/** Every way the same barcode may be stored (a UPC-A as 12 digits or as its 13-digit EAN), for an exact-match query. */
export function barcodeVariants(code: string): string[] {
  const key = barcodeKey(code);
  return key.length === 13 && key.startsWith('0') && DIGITS.test(key) ? [key, key.slice(1)] : [key];
}

/** Whether two codes are the same barcode (barcodeKey). */
export function sameBarcode(a: string, b: string): boolean {
  return barcodeKey(a) === barcodeKey(b);
}

interface Barcoded {
  id: string;
  name: string;
  barcode?: string | null;
  /** Its packs (packs.ts), each of which may carry a barcode of its own, unique within the shop too. */
  packs?: ReadonlyArray<{ barcode?: string | null }>;
}

/** Whether the product or one of its packs carries the code of `key` (barcodeKey). */
function carries(product: Barcoded, key: string): boolean {
  if (typeof product.barcode === 'string' && barcodeKey(product.barcode) === key) return true;
  return (product.packs ?? []).some((pack) => typeof pack.barcode === 'string' && barcodeKey(pack.barcode) === key);
}

/** The product that carries `code`, if any (the till's scan and search). */
export function productWithBarcode<P extends Barcoded>(products: readonly P[], code: string): P | undefined {
  const key = barcodeKey(code);
  if (key === '') return undefined;
  return products.find((p) => typeof p.barcode === 'string' && barcodeKey(p.barcode) === key);
}

/**
 * Why `code` may not go on the product `productId` (null for a new one): another product of the
 * shop carries it already (a barcode is unique within the shop). Null when it is free.
 */
export function barcodeTakenProblem(products: readonly Barcoded[], code: string, productId: string | null): string | null {
  const key = barcodeKey(code);
  if (key === '') return null;
  const holder = products.find((p) => p.id !== productId && carries(p, key));
  return holder ? BARCODE_MESSAGES.taken(holder.name) : null;
}

/**
 * The next free in-store EAN-13 for the shop's own goods: the prefix, ten digits counting up from
 * one past the highest the shop has given with that prefix (or the lowest free one when that is
 * the last), and the check digit. Null when all ten thousand million are taken.
 */
export function nextInStoreBarcode(products: readonly Barcoded[], prefix: InStorePrefix = DEFAULT_IN_STORE_PREFIX): string | null {
  const used = new Set<number>();
  for (const p of products) {
    const code = p.barcode?.trim() ?? '';
    if (code.length === 13 && code.startsWith(prefix) && DIGITS.test(code)) used.add(Number(code.slice(2, 12)));
  }
  const limit = 10_000_000_000;
  let next = used.size === 0 ? 1 : Math.max(...used) + 1;
  if (next >= limit) {
    next = 1;
    while (used.has(next) && next < limit) next += 1;
    if (next >= limit) return null;
  }
  const body = `${prefix}${String(next).padStart(10, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** Whether a code is one of the shop's own in-store EAN-13s (prefix 20–29, right check digit). */
export function isInStoreBarcode(code: string): boolean {
  const reading = readBarcode(code);
  return reading.ok && reading.format === 'EAN-13' && (IN_STORE_PREFIXES as readonly string[]).includes(reading.code.slice(0, 2));
}

/** bwip-js's name of the symbology a code is read as (readBarcode): how labels draw it. */
export function bwipSymbology(code: string): 'ean13' | 'ean8' | 'upca' | 'code128' {
  const trimmed = code.trim();
  if (DIGITS.test(trimmed) && trimmed.length === 13) return 'ean13';
  if (DIGITS.test(trimmed) && trimmed.length === 8) return 'ean8';
  if (DIGITS.test(trimmed) && trimmed.length === 12) return 'upca';
  return 'code128';
}

/**
 * How a product label's barcode is drawn by bwip-js (All Products' labels): the digits under the
 * bars on white with quiet zones either side, 2 px a module and 10 mm high before the label's SVG
 * scales it to the label.
 */
export function labelBarcodeOptions(code: string) {
  return { bcid: bwipSymbology(code), text: code.trim(), includetext: true, textxalign: 'center', scale: 2, height: 10, paddingwidth: 10, backgroundcolor: 'FFFFFF' } as const;
}
