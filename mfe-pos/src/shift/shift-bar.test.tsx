import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '@shop/shared/domain';
import type { Shift } from '@shop/shared/domain';
import { useStaff } from '@shop/shared/session';
import { renderWithBackend, SAMPLE_BUSINESS, sampleProduct, testShop } from '@shop/shared/testing';
import type { MemoryBackendOptions, TestShopOptions } from '@shop/shared/testing';
import { printReceipt } from '@shop/shared/ui';
import type * as SharedUi from '@shop/shared/ui';
import { cashUpReportText } from './cash-up-report';
import { ShiftBar, shopCurrencies } from './shift-bar';

vi.mock('@shop/shared/ui', async (importOriginal) => ({ ...(await importOriginal<typeof SharedUi>()), printReceipt: vi.fn() }));

const created = new Date('2026-01-05T09:00:00Z');
const STAFF: NonNullable<MemoryBackendOptions['staff']> = [
  { id: 'ama', name: 'Ama Mensah', role: 'cashier', pin: '4826', disabled: false, createdAt: created },
  { id: 'kofi', name: 'Kofi Boateng', role: 'manager', pin: '7391', disabled: false, createdAt: created },
];

function renderBar(options: TestShopOptions = {}) {
  const fake = testShop({
    business: SAMPLE_BUSINESS,
    products: [sampleProduct({ id: 'rice', name: 'Rice (5kg)', priceMinor: 8500, quantity: 12 })],
    staff: STAFF,
    till: { locked: false, memberId: 'ama' },
    ...options,
  });
  const user = userEvent.setup();
  renderWithBackend(<ShiftBar timeZone="Africa/Accra" />, fake.backend);
  return { fake, user };
}

const dialog = () => screen.getByRole('dialog');

describe('The shift bar at the till', () => {
  it('shows nothing in a shop without staff: its till is as it was', async () => {
    const fake = testShop({ business: SAMPLE_BUSINESS, products: [sampleProduct({ id: 'rice', name: 'Rice (5kg)', priceMinor: 8500, quantity: 12 })] });
    // A probe that reads the staff as the bar does: once it has them, the bar has decided.
    function StaffRead() {
      const staff = useStaff();
      return staff.status === 'ready' ? <p>{`${staff.data.length} staff`}</p> : null;
    }
    renderWithBackend(
      <>
        <StaffRead />
        <ShiftBar timeZone="Africa/Accra" />
      </>,
      fake.backend,
    );
    expect(await screen.findByText('0 staff')).toBeInTheDocument();
    expect(fake.backend.currentOperator()).toMatchObject({ account: true });
    expect(document.body).toHaveTextContent(/^0 staff$/);
  });

  it('offers Open shift to the owner once the shop has staff', async () => {
    renderBar({ till: undefined });
    expect(await screen.findByRole('button', { name: 'Open shift' })).toBeInTheDocument();
  });

  it('opens a shift with the float, takes a pay-in, and closes ₵5.00 short with the cash-up', async () => {
    const { fake, user } = renderBar();
    await user.click(await screen.findByRole('button', { name: 'Open shift' }));
    await user.type(within(dialog()).getByLabelText(/Float counted/), '200');
    await user.click(within(dialog()).getByRole('button', { name: 'Open shift' }));

    const bar = await screen.findByRole('region', { name: 'Shift' });
    expect(await within(bar).findByText("Ama Mensah's shift")).toBeInTheDocument();
    expect(bar).toHaveTextContent('float ₵200.00');
    expect(fake.shifts()).toHaveLength(1);

    await user.click(within(bar).getByRole('button', { name: 'Pay in' }));
    await user.type(within(dialog()).getByLabelText(/Amount/), '50');
    await user.type(within(dialog()).getByLabelText(/Reason/), 'Change from the bank');
    await user.click(within(dialog()).getByRole('button', { name: 'Pay in' }));
    expect(await within(bar).findByText('Pay-in of ₵50.00 recorded: Change from the bank')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Close shift' }));
    await user.type(within(dialog()).getByLabelText(/Cash counted/), '245');
    await user.click(within(dialog()).getByRole('button', { name: 'Close shift' }));

    const cashUp = await screen.findByRole('region', { name: /Cash-up/ });
    expect(within(cashUp).getByRole('status')).toHaveTextContent('Short by ₵5.00');
    expect(cashUp).toHaveTextContent('Expected cash₵250.00');
    expect(cashUp).toHaveTextContent('Counted cash₵245.00');
    expect(fake.shifts()[0]).toMatchObject({ countedCashMinor: 24500, countedMobileMoneyMinor: null });
    expect(within(bar).getByRole('button', { name: 'Open shift' })).toBeInTheDocument();

    await user.click(within(cashUp).getByRole('button', { name: 'Print cash-up' }));
    expect(printReceipt).toHaveBeenCalledWith(screen.getByLabelText('Cash-up report', { selector: 'pre' }));
    await user.click(within(cashUp).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: /Cash-up/ })).not.toBeInTheDocument();
  });

  const openShift: Shift = {
    id: 'shift-ama',
    staff: { id: 'ama', name: 'Ama Mensah' },
    currency: 'GHS',
    openedAt: new Date(Date.now() - 60_000),
    floatMinor: 20_000,
    payInsOuts: [],
    closedAt: null,
    countedCashMinor: null,
  };

  it('asks for the cash only, and shows no mobile money in the cash-up, unless the shop counts it', async () => {
    const { fake, user } = renderBar({ shifts: [openShift] });
    await user.click(await screen.findByRole('button', { name: 'Close shift' }));
    expect(within(dialog()).queryByLabelText(/Mobile money counted/)).not.toBeInTheDocument();
    await user.type(within(dialog()).getByLabelText(/Cash counted/), '200');
    await user.click(within(dialog()).getByRole('button', { name: 'Close shift' }));
    const cashUp = await screen.findByRole('region', { name: /Cash-up/ });
    expect(cashUp).not.toHaveTextContent(/mobile money/i);
    expect(screen.getByLabelText('Cash-up report', { selector: 'pre' }).textContent).not.toMatch(/mobile money/i);
    expect(fake.shifts()[0]).toMatchObject({ countedCashMinor: 20_000, countedMobileMoneyMinor: null });
  });

  it('asks for the mobile money counted, required, when the shop counts it, and shows it in the cash-up', async () => {
    const { fake, user } = renderBar({ business: { ...SAMPLE_BUSINESS, countMobileMoneyAtClose: true }, shifts: [openShift] });
    await user.click(await screen.findByRole('button', { name: 'Close shift' }));
    await user.type(within(dialog()).getByLabelText(/Cash counted/), '200');
    await user.click(within(dialog()).getByRole('button', { name: 'Close shift' }));
    expect(await within(dialog()).findByText(STAFF_MESSAGES.countedMobileMoneyRequired)).toBeInTheDocument();
    // What was typed is kept.
    expect(within(dialog()).getByLabelText(/Cash counted/)).toHaveValue('200');
    expect(fake.shifts()[0]?.closedAt).toBeNull();
    await user.type(within(dialog()).getByLabelText(/Mobile money counted/), '0');
    await user.click(within(dialog()).getByRole('button', { name: 'Close shift' }));
    const cashUp = await screen.findByRole('region', { name: /Cash-up/ });
    expect(cashUp).toHaveTextContent(/Expected mobile money₵0\.00/);
    expect(fake.shifts()[0]).toMatchObject({ countedCashMinor: 20_000, countedMobileMoneyMinor: 0 });
  });

  it('keeps what was typed when a field is refused, with the domain’s words', async () => {
    const { user } = renderBar();
    await user.click(await screen.findByRole('button', { name: 'Open shift' }));
    await user.type(within(dialog()).getByLabelText(/Float counted/), 'abc');
    await user.click(within(dialog()).getByRole('button', { name: 'Open shift' }));
    expect(await within(dialog()).findByText(STAFF_MESSAGES.floatInvalid)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText(/Float counted/)).toHaveValue('abc');
  });

  it('asks a manager’s PIN for a cashier’s pay-out, then records it', async () => {
    const open: Shift = {
      id: 'shift-ama',
      staff: { id: 'ama', name: 'Ama Mensah' },
      currency: 'GHS',
      openedAt: new Date(Date.now() - 60_000),
      floatMinor: 20_000,
      payInsOuts: [],
      closedAt: null,
      countedCashMinor: null,
    };
    const { fake, user } = renderBar({ shifts: [open] });
    const bar = await screen.findByRole('region', { name: 'Shift' });
    await user.click(await within(bar).findByRole('button', { name: 'Pay out' }));
    expect(within(dialog()).getByText(STAFF_MESSAGES.needsManagerPin)).toBeInTheDocument();
    await user.type(within(dialog()).getByLabelText(/Amount/), '20');
    await user.type(within(dialog()).getByLabelText(/Reason/), 'Water for the shop');
    await user.click(within(dialog()).getByRole('button', { name: 'Pay out' }));

    const pin = await screen.findByRole('dialog', { name: "Manager's PIN" });
    await user.type(await within(pin).findByLabelText(/^PIN$/, { selector: 'input' }), '7391');
    await user.click(within(pin).getByRole('button', { name: 'Approve' }));
    expect(await within(bar).findByText('Pay-out of ₵20.00 recorded: Water for the shop')).toBeInTheDocument();
    await waitFor(() => expect(fake.shifts()[0]?.payInsOuts).toMatchObject([{ kind: 'pay-out', amountMinor: 2000, reason: 'Water for the shop' }]));
  });

  it('shows nothing while the till is locked', async () => {
    renderBar({ till: { locked: true } });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Shift' })).not.toBeInTheDocument());
  });
});

describe('shopCurrencies', () => {
  it('puts the currency most products are priced in first, and falls back to the default', () => {
    expect(shopCurrencies([{ currency: 'NGN' }, { currency: 'GHS' }, { currency: 'NGN' }])).toEqual(['NGN', 'GHS']);
    expect(shopCurrencies([])).toEqual(['GHS']);
  });
});

describe('cashUpReportText', () => {
  it('fits 58 mm paper and says the difference in the domain’s words', () => {
    const shift: Shift = {
      id: 's',
      staff: { id: 'ama', name: 'Ama Mensah' },
      currency: 'GHS',
      openedAt: new Date('2026-11-22T08:00:00Z'),
      floatMinor: 20_000,
      payInsOuts: [{ kind: 'pay-in', amountMinor: 5_000, reason: 'Change from the bank', at: new Date('2026-11-22T09:00:00Z') }],
      closedAt: new Date('2026-11-22T16:00:00Z'),
      countedCashMinor: 24_500,
    };
    const text = cashUpReportText(
      shift,
      {
        currency: 'GHS', salesCount: 0, refundsCount: 0, repaymentsCount: 0, floatMinor: 20_000, cashTakingsMinor: 0, cashRepaymentsMinor: 0,
        cashRefundsMinor: 0, cashExpensesMinor: 0, payInsMinor: 5_000, payOutsMinor: 0, expectedCashMinor: 25_000, mobileMoneyTakingsMinor: 0,
        mobileMoneyRepaymentsMinor: 0, mobileMoneyRefundsMinor: 0, expectedMobileMoneyMinor: 0, countedCashMinor: 24_500, overShortMinor: -500,
        countedMobileMoneyMinor: null, mobileMoneyOverShortMinor: null,
      },
      { businessName: 'Auntie Ama Provisions', timeZone: 'Africa/Accra' },
    );
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(32);
    expect(text).toContain('Short by ₵5.00');
    expect(text).toContain('Ama Mensah');
  });
});
