// Settings › Devices with the recording printer: pairing, the paper, a test page that reaches the
// printer, "print on Complete", and each failure said in words (gone, refused, chooser closed, a
// browser with no connection), and a cashier refused.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithBackend, SAMPLE_BUSINESS, sampleStaffMember, testShop } from '@shop/shared/testing';
import { DEVICE_SETTINGS_KEY, readDeviceSettings } from '@shop/shared/printer';
import { RECORDED_PRINTER_NAME, recordingPrinter } from '@shop/shared/printer/testing';
import type { RecordingBehaviour } from '@shop/shared/printer/testing';
import { DevicesScreen } from './devices-screen';
import type { DevicesScreenProps } from './devices-screen';
import { DEVICES_TEXT as T, printerProblemText } from './devices-words';

const EVERY_CONNECTION = { serial: true, usb: true, bluetooth: true };

afterEach(() => localStorage.removeItem(DEVICE_SETTINGS_KEY));

function setup(behaviour: RecordingBehaviour = 'prints', props: DevicesScreenProps = {}) {
  const printer = recordingPrinter(behaviour);
  const user = userEvent.setup();
  renderWithBackend(<DevicesScreen transports={printer.transports} connections={EVERY_CONNECTION} {...props} />, testShop({ business: SAMPLE_BUSINESS }).backend);
  return { printer, user };
}

describe('Settings › Devices', () => {
  it('pairs a USB printer, keeps it on this device, and prints a test page on it', async () => {
    const { printer, user } = setup();
    expect(await screen.findByText(T.noPrinter)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: T.printOnComplete })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: T.pairUsb }));
    expect(await screen.findByText(T.pairedNow(RECORDED_PRINTER_NAME))).toBeInTheDocument();
    expect(screen.getByTestId('paired-printer')).toHaveTextContent(`${RECORDED_PRINTER_NAME} · USB (WebUSB)`);
    expect(readDeviceSettings().printer).toMatchObject({ connection: 'usb', name: RECORDED_PRINTER_NAME });

    await user.click(screen.getByRole('radio', { name: '80 mm' }));
    await user.click(screen.getByRole('switch', { name: T.printOnComplete }));
    expect(readDeviceSettings()).toMatchObject({ paper: 80, printOnComplete: true });

    await user.click(screen.getByRole('button', { name: T.testPage }));
    expect(await screen.findByText(T.testPageSent(RECORDED_PRINTER_NAME))).toBeInTheDocument();
    expect(printer.printed).toHaveLength(1);
    // The 80 mm test page says so on the paper.
    expect(new TextDecoder('latin1').decode(printer.printed[0])).toContain('Paper: 80 mm, 48 characters a line');
  });

  it('opens the cash drawer alone, and forgets the printer (print on Complete goes off with it)', async () => {
    const { printer, user } = setup();
    await user.click(await screen.findByRole('button', { name: T.pairBluetooth }));
    await user.click(await screen.findByRole('switch', { name: T.printOnComplete }));
    await user.click(screen.getByRole('button', { name: T.openDrawer }));
    expect(await screen.findByText(T.drawerSent(RECORDED_PRINTER_NAME))).toBeInTheDocument();
    expect([...(printer.printed[0] ?? []).slice(-5)]).toEqual([0x1b, 0x70, 0, 50, 250]);
    await user.click(screen.getByRole('button', { name: T.forget }));
    expect(await screen.findByText(T.noPrinter)).toBeInTheDocument();
    expect(readDeviceSettings()).toMatchObject({ printer: null, printOnComplete: false });
  });

  it('says so when the chooser is closed without a printer', async () => {
    const { user } = setup('cancelled');
    await user.click(await screen.findByRole('button', { name: T.pairSerial }));
    expect(await screen.findByRole('alert')).toHaveTextContent(printerProblemText('cancelled', 'The printer'));
    expect(readDeviceSettings().printer).toBeNull();
  });

  it('says a paired printer that is gone is not connected, and one that refuses the page to check its paper', async () => {
    const { printer, user } = setup();
    await user.click(await screen.findByRole('button', { name: T.pairUsb }));
    printer.behave('gone');
    await user.click(await screen.findByRole('button', { name: T.testPage }));
    expect(await screen.findByRole('alert')).toHaveTextContent(printerProblemText('gone', RECORDED_PRINTER_NAME));
    printer.behave('fails');
    await user.click(screen.getByRole('button', { name: T.testPage }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(printerProblemText('failed', RECORDED_PRINTER_NAME)));
    expect(printer.printed).toHaveLength(0);
  });

  it('says in words that a browser without Web Serial, WebUSB or Web Bluetooth prints through the browser', async () => {
    setup('prints', { connections: { serial: false, usb: false, bluetooth: false } });
    expect(await screen.findByRole('note')).toHaveTextContent(T.noConnections);
    expect(screen.queryByRole('button', { name: /^Pair/ })).not.toBeInTheDocument();
  });

  it('is the owner’s: a cashier at the till is told so', async () => {
    const member = sampleStaffMember();
    renderWithBackend(<DevicesScreen connections={EVERY_CONNECTION} />, testShop({ business: SAMPLE_BUSINESS, staff: [member], till: { locked: false, memberId: member.id } }).backend);
    expect(await screen.findByRole('alert')).toHaveTextContent(T.notAllowed);
    expect(screen.queryByRole('button', { name: T.pairUsb })).not.toBeInTheDocument();
  });
});
