// A shift's cash-up on the receipt printer: the till's own cash-up text (shift/cash-up-report.ts)
// laid out for the paper's width, no QR code, the drawer shut, printed through the shared printing
// jobs (@shop/shared/printer). Loaded with them, when Print cash-up is pressed with a printer paired.
import type { Shift, ShiftExpected } from '@shop/shared/domain';
import { PAPER_COLUMNS } from '@shop/shared/printer';
import type { PaperWidth, PrintedReceipt, ReceiptSource } from '@shop/shared/printer';
import { printReceipt } from '@shop/shared/printer/jobs';
import type { PrintTarget } from '@shop/shared/printer/jobs';
import { cashUpReportText } from '../shift/cash-up-report';

type CashUpSource = ReceiptSource & { printedAt?: Date; mobileMoney?: boolean };

/** A shift's cash-up as it closes, laid out for the paper's width; no QR code, and the drawer stays shut. */
export function shiftCloseReceipt(shift: Shift, expected: ShiftExpected, paper: PaperWidth, source: CashUpSource = {}): PrintedReceipt {
  const lines = cashUpReportText(shift, expected, { timeZone: source.timeZone, printedAt: source.printedAt, width: PAPER_COLUMNS[paper], mobileMoney: source.mobileMoney }).split('\n');
  return { heading: source.businessName?.trim() || null, lines, qr: null, openDrawer: false };
}

export function printCashUp(shift: Shift, expected: ShiftExpected, source: CashUpSource, target: PrintTarget): Promise<void> {
  return printReceipt(shiftCloseReceipt(shift, expected, target.paper, source), target);
}
