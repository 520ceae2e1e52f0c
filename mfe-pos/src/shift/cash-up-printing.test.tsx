// A shift's cash-up on this device's receipt printer (Settings › Devices): laid out for its paper,
// the drawer shut; a printer that is gone is said so and the browser's print offered; with no
// printer paired, Print cash-up is the browser's print as before.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Shift, ShiftExpected } from '@shop/shared/domain';
import { printerProblemText, TILL_PRINT_TEXT } from '../devices/devices-words';
import { DEVICE_SETTINGS_KEY, writeDeviceSettings } from '@shop/shared/printer';
import { RECORDED_PRINTER_NAME, recordingPrinter } from '@shop/shared/printer/testing';
import { CashUpSummary } from './cash-up-summary';
import { SHIFT_TEXT } from './shift-words';

const shift: Shift = {
  id: 's', staff: { id: 'ama', name: 'Ama Mensah' }, currency: 'GHS', openedAt: new Date('2026-11-22T08:00:00Z'), floatMinor: 20_000,
  payInsOuts: [], closedAt: new Date('2026-11-22T16:00:00Z'), countedCashMinor: 24_500,
};
const expected: ShiftExpected = {
  currency: 'GHS', salesCount: 3, refundsCount: 0, repaymentsCount: 0, floatMinor: 20_000, cashTakingsMinor: 5_000, cashRepaymentsMinor: 0,
  cashRefundsMinor: 0, cashExpensesMinor: 0, payInsMinor: 0, payOutsMinor: 0, expectedCashMinor: 25_000, mobileMoneyTakingsMinor: 0,
  mobileMoneyRepaymentsMinor: 0, mobileMoneyRefundsMinor: 0, expectedMobileMoneyMinor: 0, countedCashMinor: 24_500, overShortMinor: -500,
  countedMobileMoneyMinor: null, mobileMoneyOverShortMinor: null,
};

afterEach(() => localStorage.removeItem(DEVICE_SETTINGS_KEY));

function setup(behaviour: 'prints' | 'gone', paired = true) {
  if (paired) writeDeviceSettings({ printer: { connection: 'usb', name: RECORDED_PRINTER_NAME }, paper: 80, printOnComplete: false });
  const printer = recordingPrinter(behaviour);
  const print = vi.fn();
  Object.defineProperty(window, 'print', { configurable: true, value: print });
  render(<CashUpSummary shift={shift} expected={expected} businessName="Auntie Ama Provisions" timeZone="Africa/Accra" printerTransports={printer.transports} />);
  return { printer, print, user: userEvent.setup() };
}

describe('Print cash-up', () => {
  it('prints on the paired printer, 48 characters a line on 80 mm, without opening the drawer', async () => {
    const { printer, print, user } = setup('prints');
    await user.click(screen.getByRole('button', { name: SHIFT_TEXT.printCashUp }));
    expect(await screen.findByText(TILL_PRINT_TEXT.printedCashUp(RECORDED_PRINTER_NAME))).toBeInTheDocument();
    expect(printer.printed).toHaveLength(1);
    const text = new TextDecoder('latin1').decode(printer.printed[0]);
    expect(text).toContain(`Sales${' '.repeat(48 - 'Sales'.length - 1)}3`);
    expect(text).not.toContain('\x1bp');
    expect(print).not.toHaveBeenCalled();
  });

  it('says a printer that is gone, and offers the browser’s print', async () => {
    const { print, user } = setup('gone');
    await user.click(screen.getByRole('button', { name: SHIFT_TEXT.printCashUp }));
    expect(await screen.findByRole('alert')).toHaveTextContent(printerProblemText('gone', RECORDED_PRINTER_NAME));
    await user.click(screen.getByRole('button', { name: TILL_PRINT_TEXT.browserPrint }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('with no printer paired, is the browser’s print', async () => {
    const { printer, print, user } = setup('prints', false);
    await user.click(screen.getByRole('button', { name: SHIFT_TEXT.printCashUp }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(printer.printed).toHaveLength(0);
  });
});
