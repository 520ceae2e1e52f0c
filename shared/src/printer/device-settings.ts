// This device's printer settings (Settings › Devices): the paired printer, the paper's width and
// whether a sale prints when completed. Kept on the device (localStorage), not with the shop's till
// settings: a printer is plugged into one phone or computer, and another till of the same shop has
// its own printer, or none. A private window that refuses storage keeps them for the visit only.
import { useCallback, useSyncExternalStore } from 'react';
import type { PaperWidth } from './paper';
import type { PairedPrinter, PrinterConnection } from './printer-transport';

export const DEVICE_SETTINGS_KEY = 'shopdesk.devices.printer';

export interface DeviceSettings {
  printer: PairedPrinter | null;
  paper: PaperWidth;
  /** Print the receipt (and open the drawer on cash) as soon as a sale is completed. */
  printOnComplete: boolean;
}

export const NO_DEVICE_SETTINGS: DeviceSettings = { printer: null, paper: 58, printOnComplete: false };

const CONNECTIONS: readonly PrinterConnection[] = ['serial', 'usb', 'bluetooth'];

let visitOnly: DeviceSettings | null = null;
const listeners = new Set<() => void>();
let cached: { raw: string | null; settings: DeviceSettings } | null = null;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Settings as stored, each field checked; anything unreadable falls back to NO_DEVICE_SETTINGS's. */
export function parseDeviceSettings(raw: string | null): DeviceSettings {
  if (!raw) return NO_DEVICE_SETTINGS;
  try {
    const value = JSON.parse(raw) as Partial<DeviceSettings>;
    const printer = value.printer && CONNECTIONS.includes(value.printer.connection) && typeof value.printer.name === 'string' ? value.printer : null;
    return { printer, paper: value.paper === 80 ? 80 : 58, printOnComplete: value.printOnComplete === true && printer !== null };
  } catch {
    return NO_DEVICE_SETTINGS;
  }
}

export function readDeviceSettings(): DeviceSettings {
  if (visitOnly) return visitOnly;
  let raw: string | null;
  try {
    raw = storage()?.getItem(DEVICE_SETTINGS_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (cached?.raw !== raw) cached = { raw, settings: parseDeviceSettings(raw) };
  return cached.settings;
}

export function writeDeviceSettings(settings: DeviceSettings): void {
  try {
    const store = storage();
    if (!store) throw new Error('no storage');
    store.setItem(DEVICE_SETTINGS_KEY, JSON.stringify(settings));
    visitOnly = null;
  } catch {
    visitOnly = settings;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the till changed them.
  const onStorage = (event: StorageEvent) => {
    if (event.key === DEVICE_SETTINGS_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** This device's printer settings, kept up to date, and a way to change some of them. */
export function useDeviceSettings(): [DeviceSettings, (change: Partial<DeviceSettings>) => void] {
  const settings = useSyncExternalStore(subscribe, readDeviceSettings, readDeviceSettings);
  const change = useCallback((next: Partial<DeviceSettings>) => writeDeviceSettings({ ...readDeviceSettings(), ...next }), []);
  return [settings, change];
}
