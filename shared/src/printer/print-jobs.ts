// What a screen sends to the printer: a sale's receipt (the drawer opens on cash; not on one printed
// again), a refund's, any
// receipt laid out already (the till's cash-up), the test page and the drawer alone. This module
// carries the encoder; screens load it on first use through loadPrintJobs (index.ts), a chunk
// named online-only-printing that the installed version keeps once fetched.
import type { Refund, Sale } from '../domain';
import { encodeDrawerKick, encodeReceipt } from './escpos-receipt';
import { refundReceipt, saleReceipt, testPage } from './printed-receipt';
import type { PaperWidth, PrintedReceipt, ReceiptLogo, ReceiptSource } from './printed-receipt';
import { receiptLogoOf } from './receipt-logo';
import { sendToPrinter } from './send-to-printer';
import type { PairedPrinter, PrinterTransports } from './printer-transport';

export { encodeDrawerKick, encodeReceipt, qrModuleDots } from './escpos-receipt';
export type { EncodeOptions } from './escpos-receipt';
export { DEFINE_CURRENCY_SIGNS, glyphColumns } from './currency-signs';
export { refundReceipt, saleReceipt, saleTakesCash, testPage } from './printed-receipt';

export interface PrintTarget {
  printer: PairedPrinter;
  paper: PaperWidth;
  transports: PrinterTransports;
}

/** The shop's logo for the top of a receipt (Business.logoUrl), read on first use (receipt-logo.ts); none, or unreadable, prints none. */
export interface LogoSource {
  logoUrl?: string | null;
}

/** Any receipt laid out already, at the target's width, with the shop's logo atop it when given. */
export function printReceipt(receipt: PrintedReceipt, target: PrintTarget, logo: ReceiptLogo | null = null): Promise<void> {
  return sendToPrinter(encodeReceipt(receipt, { paper: target.paper, logo }), target.printer, target.transports);
}

/** A sale's receipt, the shop's logo atop it when the profile has one. */
export async function printSale(sale: Sale, source: ReceiptSource & LogoSource, target: PrintTarget): Promise<void> {
  return printReceipt(saleReceipt(sale, source), target, await receiptLogoOf(source.logoUrl));
}

/** A sale's receipt printed again later (Sales History): the same receipt and logo, the drawer shut, since no cash is taken now. */
export async function reprintSale(sale: Sale, source: ReceiptSource & LogoSource, target: PrintTarget): Promise<void> {
  return printReceipt({ ...saleReceipt(sale, source), openDrawer: false }, target, await receiptLogoOf(source.logoUrl));
}

/** A refund's receipt, the shop's logo atop it as on a sale's; the drawer stays shut. */
export async function printRefund(refund: Refund, source: ReceiptSource & LogoSource, target: PrintTarget): Promise<void> {
  return printReceipt(refundReceipt(refund, source), target, await receiptLogoOf(source.logoUrl));
}

/**
 * Settings › Devices' test page, the shop's logo atop it as on a receipt (read the same way, and
 * left off the same way when it cannot be read in time), so the owner sees the logo print before
 * the first sale. `read` is the logo's reader (receipt-logo.ts; the tests give pixels of their own).
 */
export async function printTestPage(businessName: string | null, target: PrintTarget, source: LogoSource = {}, read?: (url: string) => Promise<ReceiptLogo>): Promise<void> {
  return printReceipt(testPage(target.paper, businessName), target, await receiptLogoOf(source.logoUrl, read));
}

export function openDrawer(target: PrintTarget): Promise<void> {
  return sendToPrinter(encodeDrawerKick(), target.printer, target.transports);
}
