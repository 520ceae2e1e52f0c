// The browser's printer transports, each loaded when first used (the till and the partner widget
// carry none of them until a printer is paired or a receipt is printed). Like the encoder they are
// online-only chunks (tooling/pwa/offline-left-out.mjs): kept by the installed version once a
// device paired or printed online, never stored on every phone for it.
import type { PrinterTransports } from './printer-transport';

export const BROWSER_TRANSPORTS: PrinterTransports = {
  serial: () => import(/* webpackChunkName: "online-only-printer-serial" */ './web-serial').then((module) => module.webSerialTransport),
  usb: () => import(/* webpackChunkName: "online-only-printer-usb" */ './web-usb').then((module) => module.webUsbTransport),
  bluetooth: () => import(/* webpackChunkName: "online-only-printer-bluetooth" */ './web-bluetooth').then((module) => module.webBluetoothTransport),
};

/** Which connections this browser has, without loading any transport. */
export function browserConnections(nav: Navigator | undefined = globalThis.navigator): { serial: boolean; usb: boolean; bluetooth: boolean } {
  return { serial: Boolean(nav && 'serial' in nav), usb: Boolean(nav && 'usb' in nav), bluetooth: Boolean(nav && 'bluetooth' in nav) };
}
