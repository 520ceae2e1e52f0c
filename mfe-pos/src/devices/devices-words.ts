// The words of Settings › Devices and of the till's printing (issue #45, point 3).
import { PRINTER_RECEIPT_TEXT } from '@shop/shared/printer';

// What went wrong with a printer, in the words every screen that prints says.
export { printerProblemText } from '@shop/shared/printer';

export const DEVICES_TEXT = {
  title: 'Devices',
  subtitle: 'The receipt printer and cash drawer of this device. These settings stay on this device only.',
  notAllowed: 'Only the shop’s owner sets up the till’s devices.',
  printerHeading: 'Receipt printer',
  noPrinter: 'No printer is paired on this device. Receipts print through the browser.',
  paired: (name: string, connection: string) => `${name} · ${connection}`,
  pairSerial: 'Pair a USB or serial printer',
  pairUsb: 'Pair a USB printer',
  pairBluetooth: 'Pair a Bluetooth printer',
  noConnections:
    'This browser cannot reach a receipt printer. Use Chrome or Edge on a computer or an Android phone to print straight to the printer; here receipts print through the browser.',
  paperLabel: 'Paper width',
  printOnComplete: 'Print the receipt when a sale is completed',
  printOnCompleteHint: 'The cash drawer plugged into the printer opens on a sale that takes cash.',
  printOnCompleteNeedsPrinter: 'Pair a printer first.',
  testPage: 'Print a test page',
  openDrawer: 'Open the cash drawer',
  forget: 'Forget this printer',
  pairing: 'Choose the printer in the browser’s window…',
  pairedNow: (name: string) => `${name} is paired.`,
  testPageSent: (name: string) => `Test page sent to ${name}.`,
  drawerSent: (name: string) => `Drawer opened through ${name}.`,
  forgotten: 'The printer is forgotten on this device.',
} as const;

export const TILL_PRINT_TEXT = {
  printing: PRINTER_RECEIPT_TEXT.printing,
  printed: PRINTER_RECEIPT_TEXT.printed,
  printingCashUp: (name: string) => `Printing the cash-up on ${name}…`,
  printedCashUp: (name: string) => `Cash-up printed on ${name}.`,
  recorded: 'The sale is recorded.',
  browserPrint: 'Print in the browser',
  tryAgain: 'Try the printer again',
} as const;
