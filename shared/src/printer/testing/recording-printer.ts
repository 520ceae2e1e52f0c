// The recording stand-in for a receipt printer, for stories and component tests: it pairs, keeps
// every byte "printed", and can play each failure the till must survive (the printer gone, a write
// refused, no answer, the chooser closed, a browser without the connection).
import { PrinterError } from '../printer-transport';
import type { PairedPrinter, PrinterConnection, PrinterTransport, PrinterTransports } from '../printer-transport';

export type RecordingBehaviour = 'prints' | 'gone' | 'fails' | 'never-answers' | 'cancelled' | 'unsupported';

export interface RecordingPrinter {
  transports: PrinterTransports;
  /** Every receipt that reached the printer, in order. */
  printed: Uint8Array[];
  /** How many times a chooser was opened. */
  pairings: number;
  /** Changes what the printer does next (the printer unplugged between two sales). */
  behave(next: RecordingBehaviour): void;
}

export const RECORDED_PRINTER_NAME = 'XP-58 (recording)';

export function recordingPrinter(behaviour: RecordingBehaviour = 'prints'): RecordingPrinter {
  let now = behaviour;
  const recorder: RecordingPrinter = {
    transports: null as unknown as PrinterTransports,
    printed: [],
    pairings: 0,
    behave(next) {
      now = next;
    },
  };
  const transport = (connection: PrinterConnection): PrinterTransport => ({
    connection,
    available: () => now !== 'unsupported',
    async pair(): Promise<PairedPrinter> {
      recorder.pairings += 1;
      if (now === 'unsupported') throw new PrinterError('unsupported', 'This browser cannot reach the printer.');
      if (now === 'cancelled') throw new PrinterError('cancelled', 'No printer was chosen.');
      return { connection, name: RECORDED_PRINTER_NAME, usbVendorId: 0x0416, usbProductId: 0x5011, bluetoothId: 'recording' };
    },
    async open(printer) {
      if (now === 'gone') throw new PrinterError('gone', `${printer.name} is not connected.`);
      return {
        async write(bytes) {
          if (now === 'fails') throw new PrinterError('failed', 'The printer refused the receipt.');
          if (now === 'never-answers') await new Promise(() => undefined);
          recorder.printed.push(bytes);
        },
        async close() {},
      };
    },
  });
  recorder.transports = { serial: async () => transport('serial'), usb: async () => transport('usb'), bluetooth: async () => transport('bluetooth') };
  return recorder;
}
