import { useEffect, useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { expect, screen, within } from 'storybook/test';
import { addToCart, buildSale, emptyCart } from '@shop/shared/domain';
import { DEVICE_SETTINGS_KEY, writeDeviceSettings } from '@shop/shared/printer';
import { RECORDED_PRINTER_NAME, recordingPrinter } from '@shop/shared/printer/testing';
import type { RecordingBehaviour } from '@shop/shared/printer/testing';
import { printerProblemText, TILL_PRINT_TEXT as T } from '../devices/devices-words';
import { SAMPLE_PRODUCTS } from '../testing/render-till';
import { ReceiptModal } from './receipt-modal';

// The receipt of a cash sale with "print on Complete" on (Settings › Devices), on the recording
// printer: printed (the drawer opens), and each failure — the printer gone, the page refused, no
// answer yet — with the sale recorded and the browser's print offered. New Sale never waits.

let cart = emptyCart();
for (const product of SAMPLE_PRODUCTS.slice(0, 2)) cart = addToCart(cart, product).cart;
const { sale } = buildSale({
  id: '5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  cart,
  discountType: 'fixed',
  discountHundredths: 0,
  tenderedMinor: 15000,
  paymentMethod: 'Cash',
  customer: null,
  now: new Date('2026-03-06T14:05:00Z'),
});

function PrintingReceipt({ behaviour }: { behaviour: RecordingBehaviour }) {
  const [printer] = useState(() => {
    writeDeviceSettings({ printer: { connection: 'usb', name: RECORDED_PRINTER_NAME }, paper: 58, printOnComplete: true });
    return recordingPrinter(behaviour);
  });
  useEffect(() => () => localStorage.removeItem(DEVICE_SETTINGS_KEY), []);
  return <ReceiptModal sale={sale} businessName="Ama's Provisions" timeZone="Africa/Accra" onNewSale={() => {}} recipient={null} printerTransports={printer.transports} />;
}

const withPrinter: Decorator = (_Story, { parameters }) => <PrintingReceipt behaviour={(parameters.printer as RecordingBehaviour | undefined) ?? 'prints'} />;

const meta = {
  title: 'POS/Receipt printing',
  component: ReceiptModal,
  decorators: [withPrinter],
  args: { sale, businessName: "Ama's Provisions", onNewSale: () => {} },
} satisfies Meta<typeof ReceiptModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Printed: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Sale complete' }));
    await expect(await dialog.findByText(T.printed(RECORDED_PRINTER_NAME))).toBeVisible();
  },
};

export const PrinterGone: Story = {
  parameters: { printer: 'gone' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Sale complete' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(`${printerProblemText('gone', RECORDED_PRINTER_NAME)} ${T.recorded}`);
    await expect(within(alert).getByRole('button', { name: T.browserPrint })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'New Sale' })).toBeEnabled();
  },
};

export const PrinterRefuses: Story = {
  parameters: { printer: 'fails' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Sale complete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(printerProblemText('failed', RECORDED_PRINTER_NAME));
  },
};

/** The printer has not answered yet: the cashier can start the next sale all the same. */
export const StillPrinting: Story = {
  parameters: { printer: 'never-answers' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Sale complete' }));
    await expect(await dialog.findByText(T.printing(RECORDED_PRINTER_NAME))).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'New Sale' })).toBeEnabled();
  },
};
