// Printing a completed sale's receipt on this device's printer (issue #45, point 3), when Settings ›
// Devices says "Print the receipt when a sale is completed": the receipt, and the cash drawer on a
// sale that took cash. The sale is recorded before this starts and New Sale never waits for it; a
// printer that is gone, refuses or does not answer is said in words, with the browser's print
// offered instead. The printing code loads here, on the first receipt printed.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { Sale } from '@shop/shared/domain';
import { Button, printReceipt } from '@shop/shared/ui';
import { printerProblemText, TILL_PRINT_TEXT as T } from '../devices/devices-words';
import { BROWSER_TRANSPORTS, loadPrintJobs, PrinterError, useDeviceSettings } from '@shop/shared/printer';
import type { PrinterTransports } from '@shop/shared/printer';
import styles from './receipt-modal.module.css';

export interface ReceiptPrintingProps {
  sale: Sale;
  businessName: string | null;
  /** The shop's logo (Business.logoUrl), printed atop the receipt; none by default. */
  logoUrl?: string | null;
  timeZone: string;
  /** The customer's phone for the WhatsApp receipt's QR code; null for none. */
  phone: string | null;
  /** The receipt on screen, for the browser's print. */
  receiptRef: RefObject<HTMLElement | null>;
  /** How the printer is reached; the browser's own by default. */
  transports?: PrinterTransports;
}

type Printing = { status: 'printing' } | { status: 'printed' } | { status: 'failed'; text: string };

export function ReceiptPrinting({ sale, businessName, logoUrl = null, timeZone, phone, receiptRef, transports = BROWSER_TRANSPORTS }: ReceiptPrintingProps) {
  const [settings] = useDeviceSettings();
  const { printer, paper, printOnComplete } = settings;
  const [printing, setPrinting] = useState<Printing | null>(null);
  const printed = useRef<string | null>(null);

  const print = useCallback(async () => {
    if (!printer) return;
    setPrinting({ status: 'printing' });
    try {
      const jobs = await loadPrintJobs();
      await jobs.printSale(sale, { businessName, timeZone, phone, logoUrl }, { printer, paper, transports });
      setPrinting({ status: 'printed' });
    } catch (error) {
      const problem = error instanceof PrinterError ? error.problem : 'failed';
      setPrinting({ status: 'failed', text: printerProblemText(problem, printer.name) });
    }
  }, [sale, businessName, logoUrl, timeZone, phone, printer, paper, transports]);

  useEffect(() => {
    // Once per sale: the receipt modal re-renders as the customer's phone is read.
    if (!printOnComplete || !printer || printed.current === sale.id) return;
    printed.current = sale.id;
    void print();
  }, [print, printOnComplete, printer, sale.id]);

  if (!printer || !printing) return null;
  if (printing.status === 'failed') {
    return (
      <div className={styles.printFailed} role="alert">
        <p>
          {printing.text} {T.recorded}
        </p>
        <div className={styles.printActions}>
          <Button variant="primary" size="sm" onClick={() => printReceipt(receiptRef.current)}>
            {T.browserPrint}
          </Button>
          <Button size="sm" onClick={() => void print()}>
            {T.tryAgain}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <p className={styles.printing} role="status">
      {printing.status === 'printing' ? T.printing(printer.name) : T.printed(printer.name)}
    </p>
  );
}
