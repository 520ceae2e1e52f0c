// This device's receipt printer (issue #45, point 3), for every part that prints: its settings
// (Settings › Devices pairs it), the one transport interface and the browser's transports, each
// loaded when first used, and the words. The encoder and the receipts' layout are not here: they
// load on the first receipt printed, through loadPrintJobs.
import type * as PrintJobs from './print-jobs';

export { DEVICE_SETTINGS_KEY, NO_DEVICE_SETTINGS, parseDeviceSettings, readDeviceSettings, useDeviceSettings, writeDeviceSettings } from './device-settings';
export type { DeviceSettings } from './device-settings';
export { asPrinterError, CONNECTION_LABELS, PrinterError } from './printer-transport';
export type { PairedPrinter, PrinterConnection, PrinterLink, PrinterProblem, PrinterTransport, PrinterTransports } from './printer-transport';
export { PAPER_COLUMNS, PAPER_WIDTHS } from './paper';
export type { PaperWidth } from './paper';
export type { PrintedReceipt, ReceiptLogo, ReceiptSource } from './printed-receipt';
export { BROWSER_TRANSPORTS, browserConnections } from './transports';
export { PRINT_TIMEOUT_MS } from './send-to-printer';
export { PRINTER_RECEIPT_TEXT, printerProblemText } from './printer-words';
export type { PrintTarget } from './print-jobs';

/** The printing jobs and the encoder, a chunk loaded on the first receipt printed (left out of the installed version until then). */
export function loadPrintJobs(): Promise<typeof PrintJobs> {
  return import(/* webpackChunkName: "online-only-printing" */ './print-jobs');
}
