import { useEffect, useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent } from 'storybook/test';
import { inContainer } from '@shop/shared/testing';
import { DEVICE_SETTINGS_KEY, NO_DEVICE_SETTINGS, writeDeviceSettings } from '@shop/shared/printer';
import type { DeviceSettings } from '@shop/shared/printer';
import { RECORDED_PRINTER_NAME, recordingPrinter } from '@shop/shared/printer/testing';
import type { RecordingBehaviour } from '@shop/shared/printer/testing';
import { DevicesScreen } from './devices-screen';
import { DEVICES_TEXT as T, printerProblemText } from './devices-words';

// Settings › Devices of Akosua's Provisions on the recording printer (printer/testing/): nothing
// paired, paired with print on Complete, and each failure the shop meets — the chooser closed, the
// printer gone, the page refused, a browser (Safari, Firefox) with no way to a printer.

interface DevicesStory {
  /** What the recording printer does. */
  behaviour?: RecordingBehaviour;
  /** The settings this device starts with; none by default. */
  settings?: DeviceSettings;
  /** The connections the browser has; all three by default. */
  connections?: { serial: boolean; usb: boolean; bluetooth: boolean };
}

const PAIRED: DeviceSettings = { printer: { connection: 'usb', name: RECORDED_PRINTER_NAME, usbVendorId: 0x0416, usbProductId: 0x5011 }, paper: 58, printOnComplete: true };

function DevicesOnRecordingPrinter({ story }: { story: DevicesStory }) {
  const [printer] = useState(() => {
    // Each story starts from its own device settings.
    localStorage.removeItem(DEVICE_SETTINGS_KEY);
    writeDeviceSettings(story.settings ?? NO_DEVICE_SETTINGS);
    return recordingPrinter(story.behaviour);
  });
  // The next story (the till's receipt among them) starts with no printer.
  useEffect(() => () => localStorage.removeItem(DEVICE_SETTINGS_KEY), []);
  return <DevicesScreen transports={printer.transports} connections={story.connections ?? { serial: true, usb: true, bluetooth: true }} />;
}

const withDevices: Decorator = (_Story, { parameters }) => <DevicesOnRecordingPrinter story={(parameters.devices as DevicesStory | undefined) ?? {}} />;

const meta = {
  title: 'POS/Devices',
  component: DevicesScreen,
  decorators: [withDevices, inContainer],
  parameters: { shop: 'empty' },
} satisfies Meta<typeof DevicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No printer yet: pair one by USB, cable or Bluetooth; print on Complete waits for a printer. */
export const NothingPaired: Story = {
  play: async () => {
    await expect(await screen.findByText(T.noPrinter)).toBeVisible();
    await expect(screen.getByRole('switch', { name: T.printOnComplete })).toBeDisabled();
  },
};

/** Pairing a USB printer: it is named, and a test page reaches it. */
export const Pairing: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: T.pairUsb }));
    await expect(await screen.findByText(T.pairedNow(RECORDED_PRINTER_NAME))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: T.testPage }));
    await expect(await screen.findByText(T.testPageSent(RECORDED_PRINTER_NAME))).toBeVisible();
  },
};

/** Paired, on 58 mm paper, printing each sale as it completes. */
export const Paired: Story = {
  parameters: { devices: { settings: PAIRED } },
  play: async () => {
    await expect(await screen.findByTestId('paired-printer')).toHaveTextContent(RECORDED_PRINTER_NAME);
    await expect(screen.getByRole('switch', { name: T.printOnComplete })).toBeChecked();
  },
};

/** The browser's chooser closed without a printer. */
export const PairingCancelled: Story = {
  parameters: { devices: { behaviour: 'cancelled' } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: T.pairBluetooth }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(printerProblemText('cancelled', 'The printer'));
  },
};

/** The paired printer is unplugged or off: the test page says so. */
export const PrinterGone: Story = {
  parameters: { devices: { behaviour: 'gone', settings: PAIRED } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: T.testPage }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(printerProblemText('gone', RECORDED_PRINTER_NAME));
  },
};

/** The printer is there but does not take the page (paper out, cover open). */
export const PrinterRefuses: Story = {
  parameters: { devices: { behaviour: 'fails', settings: PAIRED } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: T.testPage }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(printerProblemText('failed', RECORDED_PRINTER_NAME));
  },
};

/** Safari or Firefox: no Web Serial, WebUSB or Web Bluetooth; receipts print through the browser. */
export const NoWayToAPrinter: Story = {
  parameters: { devices: { connections: { serial: false, usb: false, bluetooth: false } } },
  play: async () => {
    await expect(await screen.findByRole('note')).toHaveTextContent(T.noConnections);
  },
};
