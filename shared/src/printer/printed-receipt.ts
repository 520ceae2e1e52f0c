// What a thermal printer prints for each kind of receipt, from the same text the till shows, copies
// and sends today (receiptText, refundReceiptText; the till's cash-up is mfe-pos's
// printer/shift-close-print.ts, from its cashUpReportText): the shop's name as a heading,
// the lines, the QR code of the WhatsApp receipt (domain/receipt-share.ts) and whether the cash
// drawer opens. Laying it out in ESC/POS bytes is escpos-receipt.ts's job.
import { receiptText, refundReceiptText, saleTakings, whatsAppReceiptLink } from '../domain';
import type { Refund, Sale } from '../domain';
import { PAPER_COLUMNS } from './paper';
import type { PaperWidth } from './paper';

export { PAPER_COLUMNS, PAPER_WIDTHS } from './paper';
export type { PaperWidth } from './paper';

/** A picture as the encoder takes it: RGBA pixels, 4 bytes each, row by row. */
export interface ReceiptLogo {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export interface PrintedReceipt {
  /** The shop's name, printed large at the top; none when the shop has not given one. */
  heading: string | null;
  /** The receipt's lines as the till writes them; a line of dashes is drawn across the paper. */
  lines: string[];
  /** What the QR code under the receipt opens (the WhatsApp receipt), with the words under it. */
  qr: { link: string; caption: string } | null;
  /** Whether the printer opens the cash drawer once the receipt is printed: cash taken at the till. */
  openDrawer: boolean;
}

/** The words under the receipt's QR code. */
export const QR_CAPTION = 'Scan to keep this receipt on WhatsApp';

export interface ReceiptSource {
  businessName?: string | null;
  timeZone?: string;
  /** The customer's phone, so the WhatsApp receipt opens their chat (whatsAppReceiptLink). */
  phone?: string | null;
}

function heading(businessName: string | null | undefined): string | null {
  return businessName?.trim() || null;
}

/** Whether the sale took cash at the till: a cash sale, a cash part of a split payment, cash paid now on credit. */
export function saleTakesCash(sale: Sale): boolean {
  return saleTakings(sale).some((taking) => taking.method === 'Cash' && taking.minor > 0);
}

/** A sale's receipt (one method, split payment or on credit): the drawer opens when cash was taken. */
export function saleReceipt(sale: Sale, source: ReceiptSource = {}): PrintedReceipt {
  // The shop's name is the heading; the text that goes to WhatsApp keeps it, as Share does.
  const shared = receiptText(sale, source.businessName ? { businessName: source.businessName } : null, { timeZone: source.timeZone });
  const lines = receiptText(sale, null, { timeZone: source.timeZone }).split('\n');
  return { heading: heading(source.businessName), lines, qr: { link: whatsAppReceiptLink(shared, source.phone), caption: QR_CAPTION }, openDrawer: saleTakesCash(sale) };
}

/** A refund's receipt: the drawer stays shut (the till opens it for a sale, not a refund). */
export function refundReceipt(refund: Refund, source: ReceiptSource = {}): PrintedReceipt {
  const shared = refundReceiptText(refund, source.businessName ? { businessName: source.businessName } : null, { timeZone: source.timeZone });
  const lines = refundReceiptText(refund, null, { timeZone: source.timeZone }).split('\n');
  return { heading: heading(source.businessName), lines, qr: { link: whatsAppReceiptLink(shared, source.phone), caption: QR_CAPTION }, openDrawer: false };
}

/** The page Settings › Devices prints to try a printer: the paper's width, both signs, a QR code. */
export function testPage(paper: PaperWidth, businessName?: string | null): PrintedReceipt {
  const columns = PAPER_COLUMNS[paper];
  return {
    heading: heading(businessName),
    lines: ['Test page', `Paper: ${paper} mm, ${columns} characters a line`, '-'.repeat(columns), 'Cedi: ₵1,234.50', 'Naira: ₦1,234.50', '1234567890'.repeat(Math.ceil(columns / 10)).slice(0, columns), '-'.repeat(columns)],
    qr: { link: 'https://wa.me/', caption: 'A QR code prints here' },
    openDrawer: false,
  };
}
