// A receipt in ESC/POS bytes for a 58 or 80 mm thermal printer, made with the receipt printer
// encoder (README.md says why this library and why the signs are drawn): the shop's logo when it
// has one, its name, the receipt's lines in code page 437 with ₵ and ₦ as the printer's own
// characters (currency-signs.ts), the QR code of the WhatsApp receipt, a cut, and the cash
// drawer's pulse only when the receipt says so (a sale that took cash).
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { wrapReportText } from '../domain';
import { CURRENCY_SIGN_BYTES, DEFINE_CURRENCY_SIGNS, splitAtCurrencySigns } from './currency-signs';
import { PAPER_COLUMNS } from './printed-receipt';
import type { PaperWidth, PrintedReceipt, ReceiptLogo } from './printed-receipt';

/** Dots in a character of Font A, across. */
const DOTS_PER_COLUMN = 12;
/** Lines fed before the cut, so the last line clears the cutter. */
const FEED_BEFORE_CUT = 4;
/** The drawer's pulse on pin 2 of the printer's drawer port (ESC p 0): on 100 ms, off 500 ms. */
const DRAWER_PIN = 0;
const DRAWER_ON_MS = 100;
const DRAWER_OFF_MS = 500;
/** The widest a logo prints, in dots: two thirds of the paper, so it stays a logo and not a banner. */
const LOGO_SHARE = 2 / 3;
/** Blank modules a QR code needs around it to scan (its quiet zone), four a side. */
const QR_QUIET_MODULES = 8;
/** The largest module the receipt's QR code is printed with, in dots (≈0.75 mm at 203 dpi). */
const QR_MAX_MODULE_DOTS = 6;
/** The smallest module a phone's camera still reads from paper, in dots (≈0.25 mm each). */
const QR_MIN_MODULE_DOTS = 2;

/**
 * Bytes a QR code holds in byte mode at error correction L, by version (1 to 40), from ISO/IEC
 * 18004's capacity table: the link's length picks the version, and the version the module size.
 */
const QR_BYTES_AT_L = [
  17, 32, 53, 78, 106, 134, 154, 192, 230, 271, 321, 367, 425, 458, 520, 586, 644, 718, 792, 858, 929, 1003, 1091, 1171, 1273, 1367, 1465, 1528,
  1628, 1732, 1840, 1952, 2068, 2188, 2303, 2431, 2563, 2699, 2809, 2953,
];

/**
 * The dots a module of the QR code for `link` is printed with on paper `dots` wide: as large as
 * fits (at most QR_MAX_MODULE_DOTS), or null when the link is too long to print readably.
 */
export function qrModuleDots(link: string, dots: number): number | null {
  const version = QR_BYTES_AT_L.findIndex((capacity) => capacity >= link.length) + 1;
  if (version === 0) return null;
  const modules = 17 + 4 * version + QR_QUIET_MODULES;
  const size = Math.min(QR_MAX_MODULE_DOTS, Math.floor(dots / modules));
  return size >= QR_MIN_MODULE_DOTS ? size : null;
}

export interface EncodeOptions {
  paper: PaperWidth;
  /** The shop's logo, printed above its name. */
  logo?: ReceiptLogo | null;
}

/** Prints `text` on the encoder's current line, each ₵ and ₦ as the character the printer was taught. */
function printText(encoder: ReceiptPrinterEncoder, text: string): void {
  for (const piece of splitAtCurrencySigns(text)) {
    if ('sign' in piece) encoder.raw([...(CURRENCY_SIGN_BYTES[piece.sign] ?? [])]);
    else encoder.text(piece.text);
  }
  encoder.newline();
}

/** A line of the receipt as printed lines of at most `columns` characters: a rule of dashes runs the paper's width. */
function paperLines(line: string, columns: number): string[] {
  if (/^-+$/.test(line)) return ['-'.repeat(columns)];
  // Keep an item's indent ("  2 x …") when it fits: wrapReportText trims the ends.
  if (line.length <= columns) return [line];
  return wrapReportText(line, columns);
}

/** The receipt as the bytes sent to the printer. */
export function encodeReceipt(receipt: PrintedReceipt, options: EncodeOptions): Uint8Array {
  const columns = PAPER_COLUMNS[options.paper];
  const dots = columns * DOTS_PER_COLUMN;
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns, imageMode: 'raster', feedBeforeCut: FEED_BEFORE_CUT, newline: '\n' });
  encoder.initialize().codepage('cp437').raw([...DEFINE_CURRENCY_SIGNS]);
  if (options.logo) {
    // At most two thirds of the paper, whole bytes across (GS v 0 packs 8 dots a byte), the height
    // kept in proportion; dithered to the printer's black and white (Floyd–Steinberg), so a logo's
    // colours and greys print as dots rather than vanishing under a threshold.
    const width = Math.max(8, Math.floor(Math.min(options.logo.width, dots * LOGO_SHARE) / 8) * 8);
    const height = Math.max(1, Math.round((options.logo.height * width) / options.logo.width));
    encoder.align('center').image(options.logo, { width, height, algorithm: 'floydsteinberg' });
  }
  if (receipt.heading) {
    encoder.align('center').bold(true);
    for (const line of wrapReportText(receipt.heading, columns)) printText(encoder, line);
    encoder.bold(false);
  }
  encoder.align('left');
  for (const line of receipt.lines) for (const printed of paperLines(line, columns)) printText(encoder, printed);
  const qrSize = receipt.qr ? qrModuleDots(receipt.qr.link, dots) : null;
  if (receipt.qr && qrSize !== null) {
    encoder.newline().align('center').qrcode(receipt.qr.link, { model: 2, size: qrSize, errorlevel: 'l' });
    for (const line of wrapReportText(receipt.qr.caption, columns)) printText(encoder, line);
    encoder.align('left');
  }
  encoder.cut('partial');
  if (receipt.openDrawer) encoder.pulse(DRAWER_PIN, DRAWER_ON_MS, DRAWER_OFF_MS);
  return encoder.encode();
}

/** The drawer's pulse on its own (ESC p), for Settings › Devices to try the drawer. */
export function encodeDrawerKick(): Uint8Array {
  return new ReceiptPrinterEncoder({ language: 'esc-pos' }).initialize().pulse(DRAWER_PIN, DRAWER_ON_MS, DRAWER_OFF_MS).encode();
}
