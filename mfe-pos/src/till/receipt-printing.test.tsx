// The till prints on Complete (issue #45, point 3) through the real Web Serial transport against a
// stand-in of navigator.serial: a cash sale prints with the drawer's pulse, a mobile money sale
// without; a printer that is gone leaves the sale recorded, says so, offers the browser's print,
// and New Sale empties the cart as ever; with the setting off nothing is sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SCREEN_TEXT } from '@shop/shared/domain';
import { DEVICE_SETTINGS_KEY, writeDeviceSettings } from '@shop/shared/printer';
import type { DeviceSettings } from '@shop/shared/printer';
import { printerProblemText, TILL_PRINT_TEXT as T } from '../devices/devices-words';
import { renderTill } from '../testing/render-till';

const XP58 = { connection: 'serial' as const, name: 'XP-58', usbVendorId: 0x0416, usbProductId: 0x5011 };
const PRINT_ON_COMPLETE: DeviceSettings = { printer: XP58, paper: 58, printOnComplete: true };
const DRAWER_KICK = [0x1b, 0x70, 0x00, 50, 250];

/** navigator.serial with the XP-58's port plugged in (`plugged`), recording what is written to it. */
function serialPort(plugged: boolean) {
  const written: Uint8Array[] = [];
  const port = {
    getInfo: () => ({ usbVendorId: XP58.usbVendorId, usbProductId: XP58.usbProductId }),
    open: async () => undefined,
    close: async () => undefined,
    writable: new WritableStream<Uint8Array>({ write: (chunk) => void written.push(chunk) }),
  };
  Object.defineProperty(navigator, 'serial', { configurable: true, value: { requestPort: async () => port, getPorts: async () => (plugged ? [port] : []) } });
  return written;
}

afterEach(() => {
  localStorage.removeItem(DEVICE_SETTINGS_KEY);
  delete (navigator as unknown as Record<string, unknown>).serial;
  vi.restoreAllMocks();
});

const endsWithDrawerKick = (bytes: Uint8Array | undefined) => [...(bytes ?? []).slice(-DRAWER_KICK.length)].join() === DRAWER_KICK.join();

async function completeSale(user: ReturnType<typeof renderTill>['user'], method?: string) {
  await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
  if (method) await user.click(screen.getByRole('radio', { name: method }));
  await user.click(screen.getByRole('button', { name: /^Complete sale/ }));
  return screen.findByRole('dialog', { name: 'Sale complete' });
}

describe('Printing on Complete', () => {
  it('prints a cash sale on the paired printer and opens the drawer', async () => {
    const written = serialPort(true);
    writeDeviceSettings(PRINT_ON_COMPLETE);
    const { user } = renderTill();
    const dialog = await completeSale(user);
    expect(await within(dialog).findByText(T.printed('XP-58'))).toBeInTheDocument();
    expect(written).toHaveLength(1);
    expect(new TextDecoder('latin1').decode(written[0])).toContain('Rice (5kg)');
    expect(endsWithDrawerKick(written[0])).toBe(true);
  });

  it('prints a mobile money sale with the drawer shut', async () => {
    const written = serialPort(true);
    writeDeviceSettings(PRINT_ON_COMPLETE);
    const { user } = renderTill();
    const dialog = await completeSale(user, 'Mobile Money');
    expect(await within(dialog).findByText(T.printed('XP-58'))).toBeInTheDocument();
    expect(written).toHaveLength(1);
    expect(endsWithDrawerKick(written[0])).toBe(false);
  });

  it('a printer that is gone: the sale is recorded, the browser’s print is offered, and New Sale empties the cart', async () => {
    serialPort(false);
    writeDeviceSettings(PRINT_ON_COMPLETE);
    // happy-dom has no print dialog: a stand-in records that it was asked for.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { configurable: true, value: print });
    const { user, fake } = renderTill();
    const dialog = await completeSale(user);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(`${printerProblemText('gone', 'XP-58')} ${T.recorded}`);
    expect(fake.sales()).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: T.browserPrint }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: SCREEN_TEXT.newSale }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sale complete' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Complete sale/ })).toBeDisabled();
  });

  it('tries the printer again once it is back', async () => {
    const written = serialPort(false);
    writeDeviceSettings(PRINT_ON_COMPLETE);
    const { user } = renderTill();
    const dialog = await completeSale(user);
    const alert = await within(dialog).findByRole('alert');
    const port = serialPort(true);
    await user.click(within(alert).getByRole('button', { name: T.tryAgain }));
    expect(await within(dialog).findByText(T.printed('XP-58'))).toBeInTheDocument();
    expect(written).toHaveLength(0);
    expect(port).toHaveLength(1);
  });

  it('sends nothing with "print on Complete" off', async () => {
    const written = serialPort(true);
    writeDeviceSettings({ ...PRINT_ON_COMPLETE, printOnComplete: false });
    const { user } = renderTill();
    const dialog = await completeSale(user);
    await within(dialog).findByLabelText('Receipt');
    expect(within(dialog).queryByText(T.printed('XP-58'))).not.toBeInTheDocument();
    expect(written).toHaveLength(0);
  });
});
