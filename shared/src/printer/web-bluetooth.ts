// A receipt printer on Bluetooth Low Energy through Web Bluetooth: Chrome, Edge and Opera on
// Android, Windows, macOS and ChromeOS (Linux behind a flag; not in Safari, on iOS or in Firefox).
// Classic-Bluetooth-only printers (SPP) are not reachable from a web page. Finding the printer again
// after a reload needs the browser's getDevices() (Chrome's "new permissions backend"); where it is
// missing, the printer paired in this visit is kept in memory and a reload asks for it again.
import { asPrinterError, PrinterError } from './printer-transport';
import type { PairedPrinter, PrinterLink, PrinterTransport } from './printer-transport';

/**
 * The GATT services receipt printers take bytes on: the common Chinese modules (0x18F0, 0xFF00,
 * 0xFFE0), the one most 58 mm printers ship (E7810A71-…) and Microchip's transparent UART (49535343-…).
 */
export const PRINTER_SERVICES = [
  '000018f0-0000-1000-8000-00805f9b34fb',
  '0000ff00-0000-1000-8000-00805f9b34fb',
  '0000ffe0-0000-1000-8000-00805f9b34fb',
  'e7810a71-73ae-499d-8c15-faa9aef0c3f2',
  '49535343-fe7d-4ae8-8fa6-9f2c5dc6d0a9',
];

/** Bytes a write carries: small enough for the link a printer agrees without a larger MTU. */
export const BLUETOOTH_CHUNK_BYTES = 100;

interface CharacteristicLike {
  properties: { write: boolean; writeWithoutResponse: boolean };
  writeValueWithResponse(value: BufferSource): Promise<void>;
  writeValueWithoutResponse(value: BufferSource): Promise<void>;
}
interface ServiceLike {
  getCharacteristics(): Promise<CharacteristicLike[]>;
}
interface GattLike {
  connected: boolean;
  connect(): Promise<GattLike>;
  disconnect(): void;
  getPrimaryServices(): Promise<ServiceLike[]>;
}
interface BluetoothDeviceLike {
  id: string;
  name?: string;
  gatt?: GattLike;
}
interface BluetoothLike {
  requestDevice(options: { filters: Array<{ services: string[] }>; optionalServices: string[] }): Promise<BluetoothDeviceLike>;
  getDevices?(): Promise<BluetoothDeviceLike[]>;
}

function bluetooth(): BluetoothLike | null {
  return (globalThis.navigator as (Navigator & { bluetooth?: BluetoothLike }) | undefined)?.bluetooth ?? null;
}

/** Printers paired in this visit, for browsers without getDevices(). */
const pairedThisVisit = new Map<string, BluetoothDeviceLike>();

async function writableCharacteristic(gatt: GattLike): Promise<CharacteristicLike> {
  for (const service of await gatt.getPrimaryServices()) {
    const characteristic = (await service.getCharacteristics()).find((item) => item.properties.write || item.properties.writeWithoutResponse);
    if (characteristic) return characteristic;
  }
  throw new PrinterError('failed', 'This Bluetooth device has no way to take a receipt.');
}

export const webBluetoothTransport: PrinterTransport = {
  connection: 'bluetooth',
  available: () => bluetooth() !== null,
  async pair() {
    const api = bluetooth();
    if (!api) throw new PrinterError('unsupported', 'This browser has no Web Bluetooth.');
    try {
      const device = await api.requestDevice({ filters: PRINTER_SERVICES.map((service) => ({ services: [service] })), optionalServices: PRINTER_SERVICES });
      pairedThisVisit.set(device.id, device);
      return { connection: 'bluetooth', name: device.name?.trim() || 'Bluetooth printer', bluetoothId: device.id };
    } catch (error) {
      throw asPrinterError(error, 'cancelled');
    }
  },
  async open(printer: PairedPrinter): Promise<PrinterLink> {
    const api = bluetooth();
    if (!api) throw new PrinterError('unsupported', 'This browser has no Web Bluetooth.');
    const known = printer.bluetoothId ? pairedThisVisit.get(printer.bluetoothId) : undefined;
    const device = known ?? (await api.getDevices?.())?.find((candidate) => candidate.id === printer.bluetoothId);
    if (!device?.gatt) throw new PrinterError('gone', `${printer.name} is not paired in this browser any more.`);
    let gatt: GattLike;
    try {
      gatt = device.gatt.connected ? device.gatt : await device.gatt.connect();
    } catch (error) {
      throw asPrinterError(error, 'gone');
    }
    const characteristic = await writableCharacteristic(gatt);
    return {
      async write(bytes) {
        for (let at = 0; at < bytes.length; at += BLUETOOTH_CHUNK_BYTES) {
          const chunk = bytes.slice(at, at + BLUETOOTH_CHUNK_BYTES);
          if (characteristic.properties.write) await characteristic.writeValueWithResponse(chunk);
          else await characteristic.writeValueWithoutResponse(chunk);
        }
      },
      async close() {
        gatt.disconnect();
      },
    };
  },
};
