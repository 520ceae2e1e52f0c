// The paper a receipt printer takes: apart from the receipts' layout (printed-receipt.ts), so the
// screens that only name the widths (Settings › Devices) do not load the receipts' text with them.

/** The two paper rolls a till printer takes, in millimetres. */
export type PaperWidth = 58 | 80;
export const PAPER_WIDTHS: readonly PaperWidth[] = [58, 80];

/** Characters a line holds in Font A (12 dots a character): 384 printable dots on 58 mm, 576 on 80 mm. */
export const PAPER_COLUMNS: Readonly<Record<PaperWidth, number>> = { 58: 32, 80: 48 };
