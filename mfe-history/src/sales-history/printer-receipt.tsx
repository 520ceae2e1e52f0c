// A recorded sale's or refund's receipt printed again on this device's receipt printer (issue #45,
// point 3), from Sale Details and Refund Details: the printer Settings › Devices paired, at its
// paper's width, through the same printing jobs as the till (@shop/shared/printer, a chunk loaded on
// the first receipt printed). Shown only where a printer is paired; the drawer never opens from
// here (a reprint takes no cash). A printer gone, refusing or silent is said in words, and Print
// Receipt beside it still prints through the browser.
import { useCallback, useState } from 'react';
import { BROWSER_TRANSPORTS, loadPrintJobs, PRINTER_RECEIPT_TEXT as T, PrinterError, printerProblemText, useDeviceSettings } from '@shop/shared/printer';
import type { PrintTarget, PrinterTransports } from '@shop/shared/printer';
import { Button } from '@shop/shared/ui';
import styles from './printer-receipt.module.css';

type PrintJobs = Awaited<ReturnType<typeof loadPrintJobs>>;

/** What is printed: a job of the shared printing jobs, given the printer, its paper and its transports. */
export type PrinterJob = (jobs: PrintJobs, target: PrintTarget) => Promise<void>;

type Printing = { status: 'printing' } | { status: 'printed' } | { status: 'failed'; text: string };

export interface PrinterReceipt {
  printerName: string;
  printing: Printing | null;
  print: () => Promise<void>;
}

/** The paired printer's way to print `job`, or null when this device has no printer. */
export function usePrinterReceipt(job: PrinterJob, transports: PrinterTransports = BROWSER_TRANSPORTS): PrinterReceipt | null {
  const [{ printer, paper }] = useDeviceSettings();
  const [printing, setPrinting] = useState<Printing | null>(null);
  const print = useCallback(async () => {
    if (!printer) return;
    setPrinting({ status: 'printing' });
    try {
      await job(await loadPrintJobs(), { printer, paper, transports });
      setPrinting({ status: 'printed' });
    } catch (error) {
      setPrinting({ status: 'failed', text: printerProblemText(error instanceof PrinterError ? error.problem : 'failed', printer.name) });
    }
  }, [job, printer, paper, transports]);
  return printer ? { printerName: printer.name, printing, print } : null;
}

/** "Print on <printer>", for the modal's footer beside Print Receipt. */
export function PrintOnPrinterButton({ receipt }: { receipt: PrinterReceipt | null }) {
  if (!receipt) return null;
  return (
    <Button variant="secondary" loading={receipt.printing?.status === 'printing'} onClick={() => void receipt.print()}>
      {T.printOn(receipt.printerName)}
    </Button>
  );
}

/** The printing under way, done or failed, in words. */
export function PrinterReceiptStatus({ receipt }: { receipt: PrinterReceipt | null }) {
  const printing = receipt?.printing;
  if (!receipt || !printing) return null;
  if (printing.status === 'failed') {
    return (
      <p className={styles.failed} role="alert">
        {printing.text}
      </p>
    );
  }
  return (
    <p className={styles.status} role="status">
      {printing.status === 'printing' ? T.printing(receipt.printerName) : T.printed(receipt.printerName)}
    </p>
  );
}
