// Sending a receipt's bytes to the paired printer: open it without asking, write, close; never
// longer than PRINT_TIMEOUT_MS, so a printer that hangs is reported like one that is gone.
import { asPrinterError, PrinterError } from './printer-transport';
import type { PairedPrinter, PrinterTransports } from './printer-transport';

/** How long a receipt may take to reach the printer before the till offers the browser's print. */
export const PRINT_TIMEOUT_MS = 10_000;

export async function sendToPrinter(bytes: Uint8Array, printer: PairedPrinter, transports: PrinterTransports, timeoutMs = PRINT_TIMEOUT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PrinterError('timeout', `${printer.name} did not answer.`)), timeoutMs);
  });
  const send = async () => {
    const transport = await transports[printer.connection]();
    if (!transport.available()) throw new PrinterError('unsupported', 'This browser cannot reach the printer.');
    const link = await transport.open(printer);
    try {
      await link.write(bytes);
    } catch (error) {
      throw asPrinterError(error, 'failed');
    } finally {
      await link.close().catch(() => undefined);
    }
  };
  try {
    await Promise.race([send(), timeout]);
  } catch (error) {
    throw asPrinterError(error, 'gone');
  } finally {
    clearTimeout(timer);
  }
}
