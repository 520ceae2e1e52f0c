// The words every screen that prints on this device's receipt printer says (the till, Settings ›
// Devices, Sales History): what went wrong, and a receipt printing or printed.
import type { PrinterProblem } from './printer-transport';

/** What went wrong with a printer, in words, and what to do. */
export function printerProblemText(problem: PrinterProblem, name: string): string {
  switch (problem) {
    case 'unsupported':
      return 'This browser cannot reach the printer this way.';
    case 'cancelled':
      return 'No printer was chosen.';
    case 'gone':
      return `${name} is not connected. Check that it is on and plugged in (or near, for Bluetooth), then try again.`;
    case 'failed':
      return `${name} did not take the page. Check its paper and cover, then try again.`;
    case 'timeout':
      return `${name} did not answer.`;
  }
}

export const PRINTER_RECEIPT_TEXT = {
  /** The button that prints a recorded receipt again on the paired printer. */
  printOn: (name: string) => `Print on ${name}`,
  printing: (name: string) => `Printing the receipt on ${name}…`,
  printed: (name: string) => `Receipt printed on ${name}.`,
} as const;
