import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@shop/shared/session';
import { buildRefund, displayOrderId, REFUND_MESSAGES, refundReceiptText } from '@shop/shared/domain';
import type { Refund, Sale } from '@shop/shared/domain';
import { renderOnMemoryBackend, saleOf, SAMPLE_BUSINESS, SAMPLE_OWNER } from '@shop/shared/testing';
import type { MemoryBackendOptions } from '@shop/shared/testing';
import { HistoryScreen } from '../sales-history/history-screen';
import { SaleDetails } from '../sales-history/sale-details';

// ₵85 rice ×2 + ₵10 airtime ×3 = ₵200, 10 % off = ₵180: a rice gives back ₵76.50.
const SALE: Sale = saleOf({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  lines: [
    { id: 'rice', name: 'Rice (5kg)', priceMinor: 8500, quantity: 2 },
    { id: 'airtime', name: 'MTN Airtime Voucher', priceMinor: 1000, quantity: 3 },
  ],
  discountType: 'percentage',
  discountHundredths: 1000,
  paymentMethod: 'Mobile Money',
  customer: { id: 'c-kofi', name: 'Kofi Boateng' },
  at: new Date('2026-11-22T14:05:00Z'),
});

const TIME_ZONE = 'Africa/Accra';

function refundOf(returning: { productId: string; quantity: number }[], earlier: readonly Refund[] = [], id = 'f0e1d2c3-0000-4000-8000-00000000000a'): Refund {
  const built = buildRefund({ id, sale: SALE, earlier, returning, paymentMethod: 'Cash', reason: '', now: new Date('2026-11-23T10:00:00Z') });
  if (!built.ok) throw new Error(built.error);
  return built.refund;
}

function renderDetails(options: MemoryBackendOptions = {}) {
  const onClose = vi.fn();
  const rendered = renderOnMemoryBackend(<SaleDetails sale={SALE} onClose={onClose} timeZone={TIME_ZONE} />, { sales: [SALE], ...options });
  return { ...rendered, onClose };
}

const details = () => screen.getByRole('dialog', { name: 'Sale Details' });
const refundButton = () => within(details()).getByRole('button', { name: 'Refund' });
const form = () => screen.getByRole('dialog', { name: 'Refund' });
const quantity = (name: string) => within(form()).getByRole('spinbutton', { name: `Units of ${name} to give back` });
const confirm = () => within(form()).getByRole('button', { name: 'Confirm refund' });

async function openForm(user: ReturnType<typeof renderDetails>['user']) {
  await waitFor(() => expect(refundButton()).toBeEnabled());
  await user.click(refundButton());
  return form();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Sale Details: refunds', () => {
  it('offers Refund on a sale with no refunds, with no refund status', async () => {
    renderDetails();
    await waitFor(() => expect(refundButton()).toBeEnabled());
    expect(details()).not.toHaveTextContent('Refunded');
    expect(within(details()).queryByRole('table', { name: /Refunds/ })).toBeNull();
  });

  it('opens the form with every unit left, the sale’s method, and the whole total to give back', async () => {
    const { user } = renderDetails();
    const dialog = await openForm(user);
    expect(quantity('Rice (5kg)')).toHaveValue(2);
    expect(quantity('MTN Airtime Voucher')).toHaveValue(3);
    expect(within(dialog).getByRole('combobox', { name: 'Give back by' })).toHaveValue('Mobile Money');
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('');
    expect(dialog).toHaveTextContent('To give back₵180.00');
  });

  it('gives back 1 rice: the amount follows the units (discount shared), and the sale shows Partly refunded with what is left', async () => {
    const { user, fake } = renderDetails();
    await openForm(user);
    await user.click(within(form()).getByRole('button', { name: 'One fewer Rice (5kg)' }));
    await user.clear(quantity('MTN Airtime Voucher'));
    await user.type(quantity('MTN Airtime Voucher'), '0');
    expect(form()).toHaveTextContent('To give back₵76.50');
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Give back by' }), 'Cash');
    await user.type(within(form()).getByRole('textbox', { name: /Reason/ }), 'Torn bag');
    await user.click(confirm());

    const recorded = await screen.findByRole('dialog', { name: REFUND_MESSAGES.recorded });
    expect(fake.calls.recordRefund).toHaveLength(1);
    const [refund] = fake.refunds() as [Refund];
    expect(refund).toMatchObject({ saleId: SALE.id, amountMinor: 7650, paymentMethod: 'Cash', reason: 'Torn bag', items: [expect.objectContaining({ id: 'rice', quantity: 1 })] });
    const receipt = within(recorded).getByLabelText('Refund receipt', { selector: 'pre' });
    expect(receipt).toBeVisible();
    // The shop's name heads the receipt once the business profile has loaded (it may be made on first read).
    await waitFor(() => expect(receipt.textContent).toBe(refundReceiptText(refund, fake.business(), { timeZone: TIME_ZONE })));
    expect(within(recorded).getByRole('button', { name: 'Copy Receipt' })).toBeInTheDocument();
    expect(within(recorded).getByRole('button', { name: 'Print Receipt' })).toBeInTheDocument();
    expect(within(recorded).getByRole('link', { name: /Share on WhatsApp/ })).toBeInTheDocument();

    await user.click(within(recorded).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(details()).toHaveTextContent('Partly refunded'));
    expect(details()).toHaveTextContent('Refunded-₵76.50');
    expect(details()).toHaveTextContent('Refundable₵103.50');
    const table = within(details()).getByRole('table', { name: 'Refunds (1)' });
    expect(table).toHaveTextContent(displayOrderId(refund.id));
    expect(refundButton()).toBeEnabled();

    // Opening it from the list shows its receipt again.
    await user.click(within(table).getByRole('button', { name: displayOrderId(refund.id) }));
    expect(await screen.findByRole('dialog', { name: 'Refund Details' })).toHaveTextContent('Torn bag');
  });

  it('once everything is given back: Refunded, nothing refundable, and Refund says why it is off', async () => {
    const all = refundOf([{ productId: 'rice', quantity: 2 }, { productId: 'airtime', quantity: 3 }]);
    renderDetails({ refunds: [all] });
    await waitFor(() => expect(details()).toHaveTextContent('Refunded'));
    expect(details()).not.toHaveTextContent('Partly refunded');
    expect(details()).toHaveTextContent('Refundable₵0.00');
    expect(refundButton()).toBeDisabled();
    expect(refundButton()).toHaveAccessibleDescription(REFUND_MESSAGES.alreadyRefunded);
  });

  it('offers only what is left after earlier refunds', async () => {
    const { user } = renderDetails({ refunds: [refundOf([{ productId: 'rice', quantity: 1 }])] });
    await openForm(user);
    expect(quantity('Rice (5kg)')).toHaveValue(1);
    expect(form()).toHaveTextContent('1 given back');
    expect(form()).toHaveTextContent('To give back₵103.50');
    expect(within(form()).getByRole('button', { name: 'One more Rice (5kg)' })).toBeDisabled();
  });

  it('refuses more than is left and nothing at all, recording nothing', async () => {
    const { user, fake } = renderDetails();
    await openForm(user);
    await user.clear(quantity('Rice (5kg)'));
    await user.type(quantity('Rice (5kg)'), '5');
    expect(quantity('Rice (5kg)')).toHaveAccessibleDescription(expect.stringContaining(REFUND_MESSAGES.tooMany('Rice (5kg)', 2)));
    expect(form()).toHaveTextContent('To give back—');
    await user.click(confirm());
    expect(fake.calls.recordRefund).toHaveLength(0);

    await user.clear(quantity('Rice (5kg)'));
    await user.type(quantity('Rice (5kg)'), '0');
    await user.clear(quantity('MTN Airtime Voucher'));
    await user.type(quantity('MTN Airtime Voucher'), '0');
    await user.click(confirm());
    expect(within(form()).getByRole('alert')).toHaveTextContent(REFUND_MESSAGES.nothingChosen);
    expect(fake.calls.recordRefund).toHaveLength(0);
  });

  it('keeps what was typed when the save fails, and Confirm again sends the same refund: recorded once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let failNext = true;
    const { user, fake } = renderDetails({
      before: {
        recordRefund: async () => {
          if (failNext) {
            failNext = false;
            throw new BackendError('unavailable', 'offline');
          }
        },
      },
    });
    await openForm(user);
    await user.click(within(form()).getByRole('button', { name: 'One fewer MTN Airtime Voucher' }));
    await user.type(within(form()).getByRole('textbox', { name: /Reason/ }), 'Changed mind');
    await user.click(confirm());
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent(REFUND_MESSAGES.saveFailed));
    expect(quantity('MTN Airtime Voucher')).toHaveValue(2);
    expect(within(form()).getByRole('textbox', { name: /Reason/ })).toHaveValue('Changed mind');

    await user.click(confirm());
    await screen.findByRole('dialog', { name: REFUND_MESSAGES.recorded });
    expect(fake.calls.recordRefund).toHaveLength(2);
    expect(fake.calls.recordRefund[1]).toBe(fake.calls.recordRefund[0]);
    expect(fake.refunds()).toHaveLength(1);
  });

  it('says so when an earlier try had recorded the refund already', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const { user, fake } = renderDetails({
      before: {
        recordRefund: async (uid, input) => {
          attempts += 1;
          // The first try reaches the shop, but its answer is lost on the way back.
          if (attempts === 1) {
            await fake.backend.recordRefund(uid, input);
            throw new BackendError('unavailable', 'The answer was lost');
          }
        },
      },
    });
    await openForm(user);
    await user.click(confirm());
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent(REFUND_MESSAGES.saveFailed));
    await user.click(confirm());
    const recorded = await screen.findByRole('dialog', { name: REFUND_MESSAGES.recorded });
    expect(recorded).toHaveTextContent(REFUND_MESSAGES.alreadyRecorded);
    expect(fake.refunds()).toHaveLength(1);
  });

  it('when another till gave units back first: says so, keeps the input, and shows what is left now', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let other = true;
    const { user, fake } = renderDetails({
      before: {
        recordRefund: async (uid) => {
          if (!other) return;
          other = false;
          await fake.backend.recordRefund(uid, { refund: refundOf([{ productId: 'rice', quantity: 1 }], [], 'other-till-refund') });
        },
      },
    });
    await openForm(user);
    await user.type(within(form()).getByRole('textbox', { name: /Reason/ }), 'Faulty');
    await user.click(confirm());
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent(REFUND_MESSAGES.changedElsewhere));
    expect(quantity('Rice (5kg)')).toHaveValue(2);
    expect(quantity('Rice (5kg)')).toHaveAccessibleDescription(expect.stringContaining(REFUND_MESSAGES.tooMany('Rice (5kg)', 1)));
    expect(within(form()).getByRole('textbox', { name: /Reason/ })).toHaveValue('Faulty');
    expect(fake.refunds().map((r) => r.id)).toEqual(['other-till-refund']);

    await user.click(within(form()).getByRole('button', { name: 'One fewer Rice (5kg)' }));
    await user.click(confirm());
    await screen.findByRole('dialog', { name: REFUND_MESSAGES.recorded });
    expect(fake.refunds()).toHaveLength(2);
  });

  it('when the sale’s refunds cannot be read: says so, with Try again, and Refund stays off', async () => {
    renderDetails({ fail: { subscribeSaleRefunds: new BackendError('unavailable') } });
    expect(await within(details()).findByRole('alert')).toHaveTextContent(REFUND_MESSAGES.loadFailed);
    expect(within(details()).getByRole('button', { name: /Try again/ })).toBeInTheDocument();
    expect(refundButton()).toBeDisabled();
  });

  it('Cancel goes back to the details without recording', async () => {
    const { user, fake } = renderDetails();
    await openForm(user);
    await user.click(within(form()).getByRole('button', { name: 'Cancel' }));
    expect(details()).toBeInTheDocument();
    expect(fake.calls.recordRefund).toHaveLength(0);
  });
});

describe('Sales History: refunds among the sales', () => {
  const other = saleOf({ id: 'b0b0b0b0-0000-4000-8000-000000000002', lines: [{ id: 'oil', name: 'Palm oil', priceMinor: 3000, quantity: 1 }], at: new Date('2026-11-21T09:00:00Z') });
  const refund = refundOf([{ productId: 'rice', quantity: 1 }]);
  const rows = () => within(screen.getByRole('region', { name: 'Sales, newest first' })).getAllByRole('button');

  it('lists a refund first (newest), marked Refund, for its sale, with a negative amount; its sale shows Partly refunded', async () => {
    renderOnMemoryBackend(<HistoryScreen />, { sales: [SALE, other], refunds: [refund] });
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [first, second, third] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent(displayOrderId(refund.id));
    expect(first).toHaveTextContent('Refund');
    expect(first).toHaveTextContent(`for ${displayOrderId(SALE.id)}`);
    expect(first).toHaveTextContent('-₵76.50');
    expect(first).toHaveTextContent('Kofi Boateng');
    expect(second).toHaveTextContent(displayOrderId(SALE.id));
    expect(second).toHaveTextContent('Partly refunded');
    expect(third).not.toHaveTextContent('refunded');
    expect(screen.getByRole('status')).toHaveTextContent('2 sales, 1 refund');
  });

  it('marks a refund the server has not confirmed yet as waiting to sync, as it does a sale, and not once it has', async () => {
    const { fake } = renderOnMemoryBackend(<HistoryScreen />, { sales: [SALE, other], refunds: [refund], syncState: { waitingSales: [], waitingRefunds: [refund.id], refused: [] } });
    await waitFor(() => expect(rows()).toHaveLength(3));
    await waitFor(() => expect(rows()[0]).toHaveTextContent(`${displayOrderId(refund.id)}RefundWaiting to sync`));
    expect(rows()[1]).not.toHaveTextContent('Waiting to sync');
    act(() => fake.setSyncState({ waitingSales: [], waitingRefunds: [], refused: [] }));
    await waitFor(() => expect(rows()[0]).not.toHaveTextContent('Waiting to sync'));
  });

  it('finds the refund by its id, its sale’s id and the customer, and opens its details with its receipt', async () => {
    const { user } = renderOnMemoryBackend(<HistoryScreen />, { sales: [SALE, other], refunds: [refund], business: null });
    await waitFor(() => expect(rows()).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Search sales' });
    await user.type(search, displayOrderId(refund.id).toLowerCase());
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.clear(search);
    await user.type(search, 'kofi');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('0 sales, 1 refund found'));
    await user.clear(search);
    await user.type(search, displayOrderId(SALE.id));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 sale, 1 refund found'));

    await user.click(rows()[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Refund Details' });
    expect(dialog).toHaveTextContent(`Refund ${displayOrderId(refund.id)} for order ${displayOrderId(SALE.id)}`);
    expect(within(dialog).getByLabelText('Refund receipt', { selector: 'pre' }).textContent).toContain('REFUND');
    // Its sale opens from there.
    await user.click(within(dialog).getByRole('button', { name: `Open order ${displayOrderId(SALE.id)}` }));
    expect(await screen.findByRole('dialog', { name: 'Sale Details' })).toHaveTextContent('Partly refunded');
  });

  it('a refund recorded from Sale Details appears in the list at once', async () => {
    const { user } = renderOnMemoryBackend(<HistoryScreen />, { sales: [SALE, other], account: SAMPLE_OWNER });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(rows()[0] as HTMLElement);
    await waitFor(() => expect(refundButton()).toBeEnabled());
    await user.click(refundButton());
    await user.click(confirm());
    await user.click(within(await screen.findByRole('dialog', { name: REFUND_MESSAGES.recorded })).getByRole('button', { name: 'Done' }));
    await user.click(within(details()).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]).toHaveTextContent('-₵180.00');
    await act(async () => {});
    expect(rows()[1]).toHaveTextContent('Refunded');
  });
});

describe('Sale Details: refunds of a sale sold on credit', () => {
  // ₵85 rice ×2 = ₵170: Kofi paid ₵50.00 in cash now and owes ₵120.00 on it.
  const ON_CREDIT: Sale = saleOf({
    id: 'c0c0c0c0-0000-4000-8000-000000000001',
    lines: [{ id: 'rice', name: 'Rice (5kg)', priceMinor: 8500, quantity: 2 }],
    tenderedMinor: 5000,
    paymentMethod: 'Cash',
    customer: { id: 'c-kofi', name: 'Kofi Boateng' },
    credit: { dueOn: '2026-12-22' },
    at: new Date('2026-11-22T14:05:00Z'),
  });

  function renderCredit(options: MemoryBackendOptions = {}) {
    return renderOnMemoryBackend(<SaleDetails sale={ON_CREDIT} onClose={vi.fn()} timeZone={TIME_ZONE} />, { sales: [ON_CREDIT], ...options });
  }
  const figure = (term: string) => within(form()).getByText(term).closest('div') as HTMLElement;

  it('takes what is owed off the account first and hands back only the rest, live as the units change', async () => {
    const { user, fake } = renderCredit();
    await openForm(user);
    expect(form()).toHaveTextContent('To refund₵170.00');
    await waitFor(() => expect(figure(REFUND_MESSAGES.offAccount)).toHaveTextContent('₵120.00'));
    expect(figure(REFUND_MESSAGES.handedBack)).toHaveTextContent('₵50.00');
    expect(form()).toHaveTextContent(REFUND_MESSAGES.onAccountNote('Kofi Boateng', '₵120.00'));

    await user.click(within(form()).getByRole('button', { name: 'One fewer Rice (5kg)' }));
    expect(form()).toHaveTextContent('To refund₵85.00');
    expect(figure(REFUND_MESSAGES.offAccount)).toHaveTextContent('₵85.00');
    expect(figure(REFUND_MESSAGES.handedBack)).toHaveTextContent('₵0.00');

    await user.click(confirm());
    const recorded = await screen.findByRole('dialog', { name: REFUND_MESSAGES.recorded });
    expect(fake.refunds()[0]).toMatchObject({ amountMinor: 8500, creditMinor: 8500 });
    expect(fake.balances()).toEqual([{ customerId: 'c-kofi', currency: 'GHS', balanceMinor: 3500 }]);
    // The receipt says so, and names no method: nothing was handed back.
    const receipt = within(recorded).getByLabelText('Refund receipt', { selector: 'pre' }).textContent ?? '';
    expect(receipt).toContain('Refunded: ₵85.00\nTaken off the account: ₵85.00\nHanded back: ₵0.00\n');
    expect(receipt).not.toContain('Given back by');
  });

  it('when the balance moved before the save: says so, follows the fresh balance, and Confirm again records the same refund once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let paidFirst = true;
    const { user, fake } = renderCredit({
      before: {
        recordRefund: async (uid) => {
          if (!paidFirst) return;
          paidFirst = false;
          // Kofi pays ₵100.00 at another till while the refund is on its way.
          await fake.backend.recordRepayment(uid, {
            repayment: { id: 'rp-other-till', customer: { id: 'c-kofi', name: 'Kofi Boateng' }, amountMinor: 10000, currency: 'GHS', method: 'Cash', createdAt: new Date('2026-11-23T09:00:00Z') },
          });
        },
      },
    });
    await openForm(user);
    await waitFor(() => expect(figure(REFUND_MESSAGES.offAccount)).toHaveTextContent('₵120.00'));
    await user.type(within(form()).getByRole('textbox', { name: /Reason/ }), 'Weevils');
    await user.click(confirm());
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent(REFUND_MESSAGES.balanceChanged));
    expect(fake.refunds()).toHaveLength(0);
    // He owes ₵20.00 now: that comes off, and ₵150.00 is handed back. What was typed stays.
    await waitFor(() => expect(figure(REFUND_MESSAGES.offAccount)).toHaveTextContent('₵20.00'));
    expect(figure(REFUND_MESSAGES.handedBack)).toHaveTextContent('₵150.00');
    expect(within(form()).getByRole('textbox', { name: /Reason/ })).toHaveValue('Weevils');

    await user.click(confirm());
    await screen.findByRole('dialog', { name: REFUND_MESSAGES.recorded });
    const [first, second] = fake.calls.recordRefund;
    expect(second?.id).toBe(first?.id);
    expect(first?.creditMinor).toBe(12000);
    expect(second?.creditMinor).toBe(2000);
    expect(fake.refunds()).toHaveLength(1);
    expect(fake.balances()).toEqual([{ customerId: 'c-kofi', currency: 'GHS', balanceMinor: 0 }]);
  });

  it('will not work out a refund before the balance is read', async () => {
    const { user, fake } = renderCredit({ fail: { subscribeBalances: 'pending' } });
    await openForm(user);
    expect(form()).toHaveTextContent(REFUND_MESSAGES.balanceLoading);
    expect(figure(REFUND_MESSAGES.offAccount)).toHaveTextContent('—');
    await user.click(confirm());
    expect(within(form()).getByRole('alert')).toHaveTextContent(REFUND_MESSAGES.balanceLoading);
    expect(fake.calls.recordRefund).toHaveLength(0);
  });

  it('shows the sale On account in its row, and what was paid now, owed and when due in its details', async () => {
    const paidInFull = saleOf({ id: 'b0b0b0b0-0000-4000-8000-000000000002', lines: [{ id: 'oil', name: 'Palm oil', priceMinor: 3000, quantity: 1 }], at: new Date('2026-11-21T09:00:00Z') });
    const { user } = renderOnMemoryBackend(<HistoryScreen />, { sales: [ON_CREDIT, paidInFull] });
    const list = () => within(screen.getByRole('region', { name: 'Sales, newest first' })).getAllByRole('button');
    await waitFor(() => expect(list()).toHaveLength(2));
    expect(list()[0]).toHaveTextContent('CashOn account ₵120.00');
    expect(list()[1]).not.toHaveTextContent('On account');
    await user.click(list()[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Sale Details' });
    expect(dialog).toHaveTextContent('Paid now₵50.00');
    expect(dialog).toHaveTextContent('On account₵120.00');
    expect(dialog).toHaveTextContent('Due onDec 22, 2026');
  });

  it('names no payment method for a credit sale with nothing paid now', async () => {
    const nothingPaid = saleOf({ id: 'c0c0c0c0-0000-4000-8000-000000000003', lines: [{ id: 'oil', name: 'Palm oil', priceMinor: 3000, quantity: 1 }], paymentMethod: 'Card', customer: { id: 'c-kofi', name: 'Kofi Boateng' }, credit: { dueOn: '2026-12-22' }, at: new Date('2026-11-21T09:00:00Z') });
    const { user } = renderOnMemoryBackend(<HistoryScreen />, { sales: [nothingPaid] });
    const row = await screen.findByRole('button', { name: /Palm oil/ });
    // Sold by the owner's own account: named from the profile once it has loaded.
    await waitFor(() => expect(row).toHaveTextContent(`Kofi BoatengSold by ${SAMPLE_BUSINESS.ownerName}On account ₵30.00`));
    expect(row).not.toHaveTextContent('Card');
    await user.click(row);
    expect(await screen.findByRole('dialog', { name: 'Sale Details' })).toHaveTextContent('Payment methodPay later');
  });

  it('a sale paid in full shows no account lines', async () => {
    const { user } = renderDetails();
    await openForm(user);
    expect(within(form()).queryByText(REFUND_MESSAGES.offAccount)).toBeNull();
    expect(form()).toHaveTextContent('To give back₵180.00');
  });
});
