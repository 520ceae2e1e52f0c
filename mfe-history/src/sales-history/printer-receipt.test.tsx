// Sales History prints a past sale's receipt and each of its refunds' on this device's receipt
// printer (issue #45, point 3), through the recording stand-in of the printer: the bytes are the
// shared encoder's for that receipt at the paired paper's width, the drawer never opens on a
// reprint, a printer gone is said in words with Print Receipt still there, and with no printer
// paired nothing is offered.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildRefund, displayOrderId } from '@shop/shared/domain';
import type { Refund, Sale } from '@shop/shared/domain';
import { DEVICE_SETTINGS_KEY, printerProblemText, writeDeviceSettings } from '@shop/shared/printer';
import type { PaperWidth } from '@shop/shared/printer';
import { encodeReceipt, refundReceipt, saleReceipt } from '@shop/shared/printer/jobs';
import { RECORDED_PRINTER_NAME, recordingPrinter } from '@shop/shared/printer/testing';
import type { RecordingPrinter } from '@shop/shared/printer/testing';
import { renderOnMemoryBackend, saleOf, SAMPLE_BUSINESS } from '@shop/shared/testing';
import { SaleDetails } from './sale-details';

const TIME_ZONE = 'Africa/Accra';
const PRINT_ON = `Print on ${RECORDED_PRINTER_NAME}`;
const DRAWER_KICK = [0x1b, 0x70];
// A cash sale: at the till its receipt opened the drawer; printed again it must not.
const SALE: Sale = saleOf({
  id: 'b7c8d9e0-0000-4000-8000-000000000001',
  lines: [{ id: 'rice', name: 'Rice (5kg)', priceMinor: 8500, quantity: 2 }],
  paymentMethod: 'Cash',
  at: new Date('2026-11-22T14:05:00Z'),
});
const REFUND: Refund = (() => {
  const built = buildRefund({ id: 'c1d2e3f4-0000-4000-8000-00000000000b', sale: SALE, earlier: [], returning: [{ productId: 'rice', quantity: 1 }], paymentMethod: 'Cash', reason: 'Torn bag', now: new Date('2026-11-23T10:00:00Z') });
  if (!built.ok) throw new Error(built.error);
  return built.refund;
})();
const SOURCE = { businessName: SAMPLE_BUSINESS.businessName, timeZone: TIME_ZONE, phone: null };

function pair(paper: PaperWidth, recorder: RecordingPrinter) {
  const printer = { connection: 'usb' as const, name: RECORDED_PRINTER_NAME, usbVendorId: 0x0416, usbProductId: 0x5011 };
  writeDeviceSettings({ printer, paper, printOnComplete: false });
  return recorder;
}

function renderDetails(recorder: RecordingPrinter) {
  return renderOnMemoryBackend(<SaleDetails sale={SALE} onClose={() => undefined} timeZone={TIME_ZONE} printerTransports={recorder.transports} />, { business: SAMPLE_BUSINESS, sales: [SALE], refunds: [REFUND] });
}

const includesRun = (bytes: Uint8Array, run: number[]) => [...bytes].some((_, i) => run.every((byte, j) => bytes[i + j] === byte));

afterEach(() => localStorage.removeItem(DEVICE_SETTINGS_KEY));

describe('Sales History: receipts on the paired printer', () => {
  it('offers nothing but Print Receipt where no printer is paired', async () => {
    renderDetails(recordingPrinter());
    const details = await screen.findByRole('dialog', { name: 'Sale Details' });
    expect(within(details).getByRole('button', { name: 'Print Receipt' })).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: /^Print on / })).toBeNull();
  });

  it('prints the sale at the paper’s width with the drawer shut, then a refund’s receipt from its details', async () => {
    const recorder = pair(80, recordingPrinter());
    const { user } = renderDetails(recorder);
    const details = await screen.findByRole('dialog', { name: 'Sale Details' });
    // The shop's name heads the receipt once the profile has loaded.
    await waitFor(() => expect(within(details).getByLabelText('Receipt', { selector: 'pre' }).textContent).toContain(SAMPLE_BUSINESS.businessName));
    await user.click(within(details).getByRole('button', { name: PRINT_ON }));
    expect(await within(details).findByRole('status')).toHaveTextContent(`Receipt printed on ${RECORDED_PRINTER_NAME}.`);
    expect(recorder.printed).toHaveLength(1);
    const sale = recorder.printed[0] as Uint8Array;
    expect([...sale]).toEqual([...encodeReceipt({ ...saleReceipt(SALE, SOURCE), openDrawer: false }, { paper: 80 })]);
    expect(includesRun(sale, DRAWER_KICK)).toBe(false);

    const refunds = await within(details).findByRole('table', { name: 'Refunds (1)' });
    await user.click(within(refunds).getByRole('button', { name: displayOrderId(REFUND.id) }));
    const refund = await screen.findByRole('dialog', { name: 'Refund Details' });
    await user.click(within(refund).getByRole('button', { name: PRINT_ON }));
    expect(await within(refund).findByRole('status')).toHaveTextContent(`Receipt printed on ${RECORDED_PRINTER_NAME}.`);
    expect(recorder.printed).toHaveLength(2);
    expect([...(recorder.printed[1] as Uint8Array)]).toEqual([...encodeReceipt(refundReceipt(REFUND, SOURCE), { paper: 80 })]);
  });

  it('says a printer that is gone in words, keeps Print Receipt, and prints once it is back', async () => {
    const recorder = pair(58, recordingPrinter('gone'));
    const { user } = renderDetails(recorder);
    const details = await screen.findByRole('dialog', { name: 'Sale Details' });
    await user.click(within(details).getByRole('button', { name: PRINT_ON }));
    expect(await within(details).findByRole('alert')).toHaveTextContent(printerProblemText('gone', RECORDED_PRINTER_NAME));
    expect(within(details).getByRole('button', { name: 'Print Receipt' })).toBeEnabled();
    expect(recorder.printed).toHaveLength(0);
    recorder.behave('prints');
    await user.click(within(details).getByRole('button', { name: PRINT_ON }));
    expect(await within(details).findByRole('status')).toHaveTextContent(`Receipt printed on ${RECORDED_PRINTER_NAME}.`);
    expect(recorder.printed).toHaveLength(1);
  });
});
