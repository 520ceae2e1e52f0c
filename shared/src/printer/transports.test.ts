// The three browser transports against stand-ins of the browser's own objects (navigator.serial,
// .usb, .bluetooth): pairing, finding the printer again, the bytes written, and a printer that is gone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLUETOOTH_CHUNK_BYTES, webBluetoothTransport } from './web-bluetooth';
import { webSerialTransport } from './web-serial';
import { webUsbTransport } from './web-usb';
import { PrinterError } from './printer-transport';
import { sendToPrinter } from './send-to-printer';
import { recordingPrinter } from './testing/recording-printer';
import { browserConnections } from './transports';

function withNavigator(extra: Record<string, unknown>) {
  for (const [key, value] of Object.entries(extra)) Object.defineProperty(navigator, key, { value, configurable: true });
}

afterEach(() => {
  for (const key of ['serial', 'usb', 'bluetooth']) delete (navigator as unknown as Record<string, unknown>)[key];
});

const bytes = new Uint8Array([0x1b, 0x40, 0x41, 0x0a]);

describe('Web Serial', () => {
  it('pairs a port, finds it again by its USB ids and writes the receipt to it', async () => {
    const written: Uint8Array[] = [];
    const port = {
      getInfo: () => ({ usbVendorId: 0x0416, usbProductId: 0x5011 }),
      open: vi.fn(async () => undefined),
      close: vi.fn(async () => undefined),
      writable: new WritableStream<Uint8Array>({ write: (chunk) => void written.push(chunk) }),
    };
    withNavigator({ serial: { requestPort: async () => port, getPorts: async () => [port] } });
    expect(browserConnections().serial).toBe(true);
    const printer = await webSerialTransport.pair();
    expect(printer).toMatchObject({ connection: 'serial', usbVendorId: 0x0416, usbProductId: 0x5011, name: 'USB serial printer 0416:5011' });
    const link = await webSerialTransport.open(printer);
    await link.write(bytes);
    await link.close();
    expect(written).toEqual([bytes]);
    expect(port.open).toHaveBeenCalledWith({ baudRate: 9600 });
  });

  it('says the printer is gone when its port is not there, and cancelled when the chooser was closed', async () => {
    const cancelled = Object.assign(new Error('No port selected by the user.'), { name: 'NotFoundError' });
    withNavigator({ serial: { requestPort: async () => Promise.reject(cancelled), getPorts: async () => [] } });
    await expect(webSerialTransport.pair()).rejects.toMatchObject({ problem: 'cancelled' });
    await expect(webSerialTransport.open({ connection: 'serial', name: 'XP-58', usbVendorId: 1, usbProductId: 2 })).rejects.toMatchObject({ problem: 'gone' });
  });

  it('is unsupported where the browser has no Web Serial', async () => {
    expect(webSerialTransport.available()).toBe(false);
    await expect(webSerialTransport.pair()).rejects.toMatchObject({ problem: 'unsupported' });
  });
});

describe('WebUSB', () => {
  it('asks for a printer-class device and writes to its bulk OUT endpoint', async () => {
    const transferOut = vi.fn(async () => ({ status: 'ok' }));
    const device = {
      vendorId: 0x04b8, productId: 0x0202, serialNumber: 'T20', productName: 'TM-T20II', opened: false, configuration: null as null | object,
      open: vi.fn(async () => { device.opened = true; }),
      close: vi.fn(async () => undefined),
      selectConfiguration: vi.fn(async () => {
        device.configuration = { interfaces: [
          { interfaceNumber: 0, alternate: { interfaceClass: 255, endpoints: [{ endpointNumber: 5, direction: 'out', type: 'bulk' }] } },
          { interfaceNumber: 1, alternate: { interfaceClass: 7, endpoints: [{ endpointNumber: 1, direction: 'in', type: 'bulk' }, { endpointNumber: 2, direction: 'out', type: 'bulk' }] } },
        ] };
      }),
      claimInterface: vi.fn(async () => undefined),
      transferOut,
    };
    const requestDevice = vi.fn(async () => device);
    withNavigator({ usb: { requestDevice, getDevices: async () => [device] } });
    const printer = await webUsbTransport.pair();
    expect(requestDevice).toHaveBeenCalledWith({ filters: [{ classCode: 7 }] });
    expect(printer).toMatchObject({ connection: 'usb', name: 'TM-T20II', usbVendorId: 0x04b8, serialNumber: 'T20' });
    const link = await webUsbTransport.open(printer);
    await link.write(bytes);
    expect(device.claimInterface).toHaveBeenCalledWith(1);
    expect(transferOut).toHaveBeenCalledWith(2, bytes);
  });

  it('says the printer is gone when it is unplugged', async () => {
    withNavigator({ usb: { requestDevice: vi.fn(), getDevices: async () => [] } });
    await expect(webUsbTransport.open({ connection: 'usb', name: 'TM-T20II', usbVendorId: 0x04b8, usbProductId: 0x0202 })).rejects.toMatchObject({ problem: 'gone' });
  });
});

describe('Web Bluetooth', () => {
  it('writes the receipt in chunks the printer takes, to the first writable characteristic', async () => {
    const chunks: number[] = [];
    const characteristic = {
      properties: { write: false, writeWithoutResponse: true },
      writeValueWithResponse: vi.fn(),
      writeValueWithoutResponse: vi.fn(async (value: Uint8Array) => void chunks.push(value.length)),
    };
    const gatt = { connected: false, connect: async () => gatt, disconnect: vi.fn(), getPrimaryServices: async () => [{ getCharacteristics: async () => [characteristic] }] };
    const device = { id: 'dev-1', name: 'MTP-II', gatt };
    withNavigator({ bluetooth: { requestDevice: async () => device } });
    const printer = await webBluetoothTransport.pair();
    expect(printer).toMatchObject({ connection: 'bluetooth', name: 'MTP-II', bluetoothId: 'dev-1' });
    const link = await webBluetoothTransport.open(printer);
    await link.write(new Uint8Array(250));
    await link.close();
    expect(chunks).toEqual([BLUETOOTH_CHUNK_BYTES, BLUETOOTH_CHUNK_BYTES, 50]);
    expect(gatt.disconnect).toHaveBeenCalled();
  });

  it('says a printer this browser no longer knows is gone', async () => {
    withNavigator({ bluetooth: { requestDevice: vi.fn(), getDevices: async () => [] } });
    await expect(webBluetoothTransport.open({ connection: 'bluetooth', name: 'MTP-II', bluetoothId: 'other' })).rejects.toMatchObject({ problem: 'gone' });
  });
});

describe('sendToPrinter', () => {
  const printer = { connection: 'usb' as const, name: 'XP-58' };

  it('hands the bytes to the printer', async () => {
    const recorder = recordingPrinter();
    await sendToPrinter(bytes, printer, recorder.transports);
    expect(recorder.printed).toEqual([bytes]);
  });

  it('reports a printer that is gone, refuses or never answers, without hanging', async () => {
    for (const [behaviour, problem] of [['gone', 'gone'], ['fails', 'failed'], ['never-answers', 'timeout']] as const) {
      const recorder = recordingPrinter(behaviour);
      const error = await sendToPrinter(bytes, printer, recorder.transports, 50).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PrinterError);
      expect((error as PrinterError).problem).toBe(problem);
      expect(recorder.printed).toEqual([]);
    }
  });
});
