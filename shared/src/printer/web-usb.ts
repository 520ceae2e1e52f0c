// A receipt printer on USB through WebUSB: Chrome, Edge and Opera on Windows, macOS, Linux,
// ChromeOS and Android (Android is where it matters: no Web Serial there). On Windows the printer
// must use the WinUSB driver (Zadig), or the system's printer driver keeps it; not in Safari or Firefox.
import { asPrinterError, PrinterError } from './printer-transport';
import type { PairedPrinter, PrinterLink, PrinterTransport } from './printer-transport';

/** USB's class code for printers. */
const PRINTER_CLASS = 7;

interface UsbEndpoint {
  endpointNumber: number;
  direction: 'in' | 'out';
  type: 'bulk' | 'interrupt' | 'isochronous';
}
interface UsbAlternate {
  interfaceClass: number;
  endpoints: UsbEndpoint[];
}
interface UsbInterface {
  interfaceNumber: number;
  alternate: UsbAlternate;
}
interface UsbDeviceLike {
  vendorId: number;
  productId: number;
  serialNumber?: string;
  productName?: string;
  opened: boolean;
  configuration: { interfaces: UsbInterface[] } | null;
  open(): Promise<void>;
  close(): Promise<void>;
  selectConfiguration(value: number): Promise<void>;
  claimInterface(number: number): Promise<void>;
  transferOut(endpoint: number, data: BufferSource): Promise<{ status: string }>;
}
interface UsbLike {
  requestDevice(options: { filters: Array<{ classCode?: number }> }): Promise<UsbDeviceLike>;
  getDevices(): Promise<UsbDeviceLike[]>;
}

function usb(): UsbLike | null {
  return (globalThis.navigator as (Navigator & { usb?: UsbLike }) | undefined)?.usb ?? null;
}

/** The printer's interface and its bulk OUT endpoint: the printer class first, else any interface that has one. */
function printerEndpoint(device: UsbDeviceLike): { interfaceNumber: number; endpointNumber: number } | null {
  const interfaces = [...(device.configuration?.interfaces ?? [])].sort(
    (a, b) => Number(b.alternate.interfaceClass === PRINTER_CLASS) - Number(a.alternate.interfaceClass === PRINTER_CLASS),
  );
  for (const item of interfaces) {
    const out = item.alternate.endpoints.find((endpoint) => endpoint.direction === 'out' && endpoint.type === 'bulk');
    if (out) return { interfaceNumber: item.interfaceNumber, endpointNumber: out.endpointNumber };
  }
  return null;
}

async function openDevice(device: UsbDeviceLike): Promise<PrinterLink> {
  if (!device.opened) await device.open();
  if (!device.configuration) await device.selectConfiguration(1);
  const endpoint = printerEndpoint(device);
  if (!endpoint) throw new PrinterError('failed', 'This USB device has no way to take a receipt.');
  try {
    await device.claimInterface(endpoint.interfaceNumber);
  } catch (error) {
    // Claimed already by this page (an earlier receipt) is fine; by another program it is not.
    if (!(error instanceof Error && error.name === 'InvalidStateError')) throw asPrinterError(error, 'failed');
  }
  return {
    async write(bytes) {
      const result = await device.transferOut(endpoint.endpointNumber, bytes as Uint8Array<ArrayBuffer>);
      if (result.status !== 'ok') throw new PrinterError('failed', `The printer answered ${result.status}.`);
    },
    close: () => device.close(),
  };
}

export const webUsbTransport: PrinterTransport = {
  connection: 'usb',
  available: () => usb() !== null,
  async pair() {
    const api = usb();
    if (!api) throw new PrinterError('unsupported', 'This browser has no WebUSB.');
    try {
      const device = await api.requestDevice({ filters: [{ classCode: PRINTER_CLASS }] });
      return { connection: 'usb', name: device.productName?.trim() || 'USB printer', usbVendorId: device.vendorId, usbProductId: device.productId, serialNumber: device.serialNumber };
    } catch (error) {
      throw asPrinterError(error, 'cancelled');
    }
  },
  async open(printer: PairedPrinter) {
    const api = usb();
    if (!api) throw new PrinterError('unsupported', 'This browser has no WebUSB.');
    const device = (await api.getDevices()).find(
      (candidate) => candidate.vendorId === printer.usbVendorId && candidate.productId === printer.usbProductId && (!printer.serialNumber || candidate.serialNumber === printer.serialNumber),
    );
    if (!device) throw new PrinterError('gone', `${printer.name} is not connected.`);
    try {
      return await openDevice(device);
    } catch (error) {
      throw asPrinterError(error, 'gone');
    }
  },
};
