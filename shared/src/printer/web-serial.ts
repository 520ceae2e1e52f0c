// A receipt printer on a USB or serial cable through Web Serial: Chrome, Edge and Opera on Windows,
// macOS, Linux and ChromeOS (not on Android, not in Safari or Firefox). A USB printer shows here
// when its driver makes it a serial port (most cheap 58 mm printers with a CH340 or PL2303 chip).
import { asPrinterError, PrinterError } from './printer-transport';
import type { PairedPrinter, PrinterLink, PrinterTransport } from './printer-transport';

/** The speed most ESC/POS printers' serial side listens at out of the box. */
const BAUD_RATE = 9600;

interface SerialPortInfo {
  usbVendorId?: number;
  usbProductId?: number;
}

interface SerialPortLike {
  getInfo(): SerialPortInfo;
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  readonly writable: WritableStream<Uint8Array> | null;
}

interface SerialLike {
  requestPort(options?: object): Promise<SerialPortLike>;
  getPorts(): Promise<SerialPortLike[]>;
}

function serial(): SerialLike | null {
  return (globalThis.navigator as (Navigator & { serial?: SerialLike }) | undefined)?.serial ?? null;
}

function portName(info: SerialPortInfo): string {
  return info.usbVendorId === undefined ? 'Serial printer' : `USB serial printer ${hex(info.usbVendorId)}:${hex(info.usbProductId ?? 0)}`;
}

function hex(id: number): string {
  return id.toString(16).padStart(4, '0');
}

function link(port: SerialPortLike): PrinterLink {
  return {
    async write(bytes) {
      const writer = port.writable?.getWriter();
      if (!writer) throw new PrinterError('failed', 'The printer’s port cannot be written to.');
      try {
        await writer.write(bytes);
      } finally {
        writer.releaseLock();
      }
    },
    close: () => port.close(),
  };
}

export const webSerialTransport: PrinterTransport = {
  connection: 'serial',
  available: () => serial() !== null,
  async pair() {
    const api = serial();
    if (!api) throw new PrinterError('unsupported', 'This browser has no Web Serial.');
    try {
      const port = await api.requestPort();
      const info = port.getInfo();
      return { connection: 'serial', name: portName(info), usbVendorId: info.usbVendorId, usbProductId: info.usbProductId };
    } catch (error) {
      throw asPrinterError(error, 'cancelled');
    }
  },
  async open(printer: PairedPrinter) {
    const api = serial();
    if (!api) throw new PrinterError('unsupported', 'This browser has no Web Serial.');
    const ports = await api.getPorts();
    // The port the shop paired: the same USB ids, or the only one this site may use.
    const port = ports.find((candidate) => {
      const info = candidate.getInfo();
      return info.usbVendorId === printer.usbVendorId && info.usbProductId === printer.usbProductId;
    });
    if (!port) throw new PrinterError('gone', `${printer.name} is not connected.`);
    try {
      await port.open({ baudRate: BAUD_RATE });
    } catch (error) {
      // Already open (an earlier receipt still closing) is fine to write to.
      if (!(error instanceof Error && error.name === 'InvalidStateError')) throw asPrinterError(error, 'gone');
    }
    return link(port);
  },
};
