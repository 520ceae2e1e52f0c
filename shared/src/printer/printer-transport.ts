// The one way the till talks to a receipt printer, whatever carries the bytes: Web Serial, WebUSB or
// Web Bluetooth (web-serial.ts, web-usb.ts, web-bluetooth.ts, each loaded when first used through
// transports.ts), or the recording stand-in of the stories and specs (recording-printer.ts).

export type PrinterConnection = 'serial' | 'usb' | 'bluetooth';

/** How each connection is named to the shop. */
export const CONNECTION_LABELS: Readonly<Record<PrinterConnection, string>> = {
  serial: 'USB or serial cable (Web Serial)',
  usb: 'USB (WebUSB)',
  bluetooth: 'Bluetooth',
};

/** A printer this device paired, as kept on the device (device-settings.ts): enough to find it again without asking. */
export interface PairedPrinter {
  connection: PrinterConnection;
  /** What the shop sees: the printer's own name where it tells one. */
  name: string;
  usbVendorId?: number;
  usbProductId?: number;
  serialNumber?: string;
  /** Web Bluetooth's id for the device in this browser. */
  bluetoothId?: string;
}

/** A printer open for writing. */
export interface PrinterLink {
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

/** Why a printer could not be reached. */
export type PrinterProblem =
  /** The browser has no such connection (Safari and Firefox have none of the three). */
  | 'unsupported'
  /** The person closed the browser's chooser without picking one. */
  | 'cancelled'
  /** The paired printer is not there: unplugged, switched off, out of range, or this browser forgot it. */
  | 'gone'
  /** It was there but did not take the bytes (paper out, cover open, the cable pulled mid-receipt). */
  | 'failed'
  /** It did not answer in time (PRINT_TIMEOUT_MS). */
  | 'timeout';

export class PrinterError extends Error {
  constructor(
    readonly problem: PrinterProblem,
    message: string,
  ) {
    super(message);
    this.name = 'PrinterError';
  }
}

export interface PrinterTransport {
  connection: PrinterConnection;
  /** Whether this browser has the connection at all. */
  available(): boolean;
  /** Opens the browser's chooser (it needs the person's click) and gives the printer they picked. */
  pair(): Promise<PairedPrinter>;
  /** Opens a printer paired before, without asking; a PrinterError 'gone' when it is not there. */
  open(printer: PairedPrinter): Promise<PrinterLink>;
}

/** The transports a screen may use, by connection. */
export type PrinterTransports = Readonly<Record<PrinterConnection, () => Promise<PrinterTransport>>>;

/**
 * A problem as a PrinterError, by the DOMException's name (never its words): from the browser's
 * chooser (`otherwise` 'cancelled'), NotFoundError is the chooser closed with nothing picked; from
 * a printer paired before, NotFoundError or NetworkError is the printer gone; anything else `otherwise`.
 */
export function asPrinterError(error: unknown, otherwise: PrinterProblem): PrinterError {
  if (error instanceof PrinterError) return error;
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'NotFoundError' && otherwise === 'cancelled') return new PrinterError('cancelled', message);
  if (name === 'NotFoundError' || name === 'NetworkError') return new PrinterError(otherwise === 'failed' ? 'failed' : 'gone', message);
  return new PrinterError(otherwise, message);
}
