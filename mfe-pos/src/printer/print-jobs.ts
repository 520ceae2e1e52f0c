// What the till and Settings › Devices send to the printer: a sale's receipt (the drawer opens on
// cash), a shift's cash-up, the test page and the drawer alone. This module carries the encoder; it is loaded on
// first use (the receipt of a sale with "Print on Complete" on, or Settings › Devices).
import type { Sale, Shift, ShiftExpected } from '@shop/shared/domain';
import { encodeDrawerKick, encodeReceipt } from './escpos-receipt';
import { saleReceipt, shiftCloseReceipt, testPage } from './printed-receipt';
import type { PaperWidth, ReceiptSource } from './printed-receipt';
import { sendToPrinter } from './send-to-printer';
import type { PairedPrinter, PrinterTransports } from './printer-transport';

export interface PrintTarget {
  printer: PairedPrinter;
  paper: PaperWidth;
  transports: PrinterTransports;
}

export function printSale(sale: Sale, source: ReceiptSource, target: PrintTarget): Promise<void> {
  return sendToPrinter(encodeReceipt(saleReceipt(sale, source), { paper: target.paper }), target.printer, target.transports);
}

/** A shift's cash-up, laid out for the paper's width; the drawer stays shut. */
export function printCashUp(shift: Shift, expected: ShiftExpected, source: ReceiptSource & { printedAt?: Date; mobileMoney?: boolean }, target: PrintTarget): Promise<void> {
  return sendToPrinter(encodeReceipt(shiftCloseReceipt(shift, expected, target.paper, source), { paper: target.paper }), target.printer, target.transports);
}

export function printTestPage(businessName: string | null, target: PrintTarget): Promise<void> {
  return sendToPrinter(encodeReceipt(testPage(target.paper, businessName), { paper: target.paper }), target.printer, target.transports);
}

export function openDrawer(target: PrintTarget): Promise<void> {
  return sendToPrinter(encodeDrawerKick(), target.printer, target.transports);
}
