import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MAX_PAYMENT_PARTS, SPLIT_PAYMENT_MESSAGES } from '@shop/shared/domain';
import type { Sale } from '@shop/shared/domain';
import { renderTill } from '../testing/render-till';
import type { RenderedTill } from '../testing/render-till';
import { initialTill, reduceTill, saleToRecord, startingSplitParts, tillFigures, withPartAdded, withPartChanged, withPartRemoved } from './till-model';
import type { TillState } from './till-model';

afterEach(() => {
  vi.restoreAllMocks();
});

const method = (part: number) => screen.getByRole('combobox', { name: `Method of part ${part}` });
const amount = (part: number) => screen.getByRole('textbox', { name: new RegExp(`^Amount of part ${part}`) });
const status = () => screen.getByTestId('split-status');
const completeButton = () => screen.getByRole('button', { name: /^Complete sale/ });

/** ₵70.00 in the cart: seven airtime vouchers at ₵10.00. */
async function sellSeventy({ user }: RenderedTill) {
  await user.click(await screen.findByRole('button', { name: /^MTN Airtime Voucher/ }));
  const quantity = screen.getByRole('textbox', { name: 'Quantity of MTN Airtime Voucher' });
  await user.clear(quantity);
  await user.type(quantity, '7{Enter}');
  expect(screen.getByTestId('sale-total')).toHaveTextContent('₵70.00');
}

async function typeAmount(till: RenderedTill, part: number, text: string) {
  await till.user.clear(amount(part));
  if (text) await till.user.type(amount(part), text);
}

describe('Split payment in Current Sale', () => {
  it('takes ₵70.00 as ₵50.00 Mobile Money and ₵25.00 cash, with ₵5.00 change from the cash, and records both parts', async () => {
    const till = renderTill();
    const { user, fake } = till;
    await sellSeventy(till);
    await user.click(screen.getByRole('checkbox', { name: SPLIT_PAYMENT_MESSAGES.toggle }));
    // The editor (loaded when first ticked) replaces the one method and the amount tendered.
    await screen.findByTestId('split-status');
    expect(screen.queryByRole('radio', { name: 'Mobile Money' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Amount tendered/ })).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('₵70.00 still to pay.');

    await user.selectOptions(method(1), 'Mobile Money');
    await user.selectOptions(method(2), 'Cash');
    await typeAmount(till, 1, '50');
    expect(status()).toHaveTextContent('₵20.00 still to pay.');
    expect(completeButton()).toBeDisabled();
    expect(completeButton()).toHaveAccessibleDescription('₵20.00 still to pay.');

    await typeAmount(till, 2, '25');
    expect(status()).toHaveTextContent('Change (from cash): ₵5.00');
    expect(screen.getByTestId('change-due')).toHaveTextContent('₵5.00');
    expect(completeButton()).toBeEnabled();
    await user.click(completeButton());

    const dialog = await screen.findByRole('dialog', { name: 'Sale complete' });
    const sale = fake.sales()[0] as Sale;
    expect(sale).toMatchObject({
      totalMinor: 7000,
      tenderedMinor: 7500,
      changeMinor: 500,
      paymentMethod: 'Mobile Money',
      payments: [
        { method: 'Mobile Money', minor: 5000 },
        { method: 'Cash', minor: 2500 },
      ],
    });
    expect(within(dialog).getByText(/· Split$/)).toBeInTheDocument();
    const receipt = within(dialog).getByLabelText('Receipt');
    expect(receipt).toHaveTextContent('Payment: Split');
    expect(receipt.textContent).toContain('  Mobile Money: ₵50.00\n  Cash: ₵25.00');

    // The next sale starts paid by one method again.
    await user.click(within(dialog).getByRole('button', { name: 'New Sale' }));
    expect(screen.getByRole('checkbox', { name: SPLIT_PAYMENT_MESSAGES.toggle })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cash' })).toBeChecked();
  });

  it('refuses change from a method other than cash, saying by how much', async () => {
    const till = renderTill();
    await sellSeventy(till);
    await till.user.click(screen.getByRole('checkbox', { name: SPLIT_PAYMENT_MESSAGES.toggle }));
    await till.user.selectOptions(method(1), 'Mobile Money');
    await till.user.selectOptions(method(2), 'Card');
    await typeAmount(till, 1, '50');
    await typeAmount(till, 2, '30');
    expect(status()).toHaveTextContent(SPLIT_PAYMENT_MESSAGES.nonCashOver('₵10.00'));
    expect(completeButton()).toBeDisabled();
    expect(screen.getByTestId('change-due')).toHaveTextContent('₵0.00');
  });

  it('adds parts up to the cap with what is still to pay, removes down to two, and works from the keyboard', async () => {
    const till = renderTill();
    const { user } = till;
    await sellSeventy(till);
    const toggle = screen.getByRole('checkbox', { name: SPLIT_PAYMENT_MESSAGES.toggle });
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove part 1' })).toBeDisabled();

    await typeAmount(till, 1, '30');
    await typeAmount(till, 2, '10');
    await user.click(screen.getByRole('button', { name: 'Add part' }));
    // The new part offers what is still to pay, by a method not used yet, and takes focus.
    expect(amount(3)).toHaveValue('30.00');
    expect(method(3)).toHaveValue('Card');
    expect(method(3)).toHaveFocus();
    expect(status()).toHaveTextContent(SPLIT_PAYMENT_MESSAGES.covered);

    while (screen.getAllByRole('listitem').filter((item) => item.querySelector('select')).length < MAX_PAYMENT_PARTS) {
      await user.click(screen.getByRole('button', { name: 'Add part' }));
    }
    expect(screen.getByRole('button', { name: 'Add part' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove part 3' }));
    expect(screen.getByRole('button', { name: 'Add part' })).toHaveFocus();
    expect(screen.queryByRole('combobox', { name: `Method of part ${MAX_PAYMENT_PARTS}` })).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('₵30.00 still to pay.');

    // Turning split off brings back the one method.
    await user.click(toggle);
    expect(screen.getByRole('radio', { name: 'Cash' })).toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Method of part 1' })).not.toBeInTheDocument();
  });

  it('shows an amount that is not money under its part, and asks for every part', async () => {
    const till = renderTill();
    await sellSeventy(till);
    await till.user.click(screen.getByRole('checkbox', { name: SPLIT_PAYMENT_MESSAGES.toggle }));
    await typeAmount(till, 1, '80');
    expect(status()).toHaveTextContent(SPLIT_PAYMENT_MESSAGES.partAmountRequired);
    await typeAmount(till, 2, '1O');
    expect(amount(2)).toHaveAccessibleDescription(/Enter an amount such as 20/);
    expect(completeButton()).toBeDisabled();
  });

  it('keeps the cart and the parts when recording fails, and Try again sends the same split sale', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const till = renderTill({ before: { recordSale: () => (fail ? Promise.reject(new Error('network down')) : Promise.resolve()) } });
    const { user, fake } = till;
    await sellSeventy(till);
    await user.click(screen.getByRole('checkbox', { name: SPLIT_PAYMENT_MESSAGES.toggle }));
    await user.selectOptions(method(1), 'Mobile Money');
    await user.selectOptions(method(2), 'Cash');
    await typeAmount(till, 1, '50');
    await typeAmount(till, 2, '25');
    await user.click(completeButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The sale was not recorded.');
    expect(amount(1)).toHaveValue('50');
    expect(amount(2)).toHaveValue('25');
    expect(method(1)).toHaveValue('Mobile Money');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Sale complete' })).toBeInTheDocument();
    expect(fake.calls.recordSale).toHaveLength(2);
    expect(fake.calls.recordSale[1]).toEqual(fake.calls.recordSale[0]);
    expect(fake.sales()).toHaveLength(1);
    expect(fake.sales()[0]?.payments).toHaveLength(2);
  });

  it('keeps the parts through a reload', async () => {
    const first = renderTill();
    await sellSeventy(first);
    await first.user.click(screen.getByRole('checkbox', { name: SPLIT_PAYMENT_MESSAGES.toggle }));
    await typeAmount(first, 1, '40');
    first.unmount();

    renderTill();
    await waitFor(() => expect(amount(1)).toHaveValue('40'));
    expect(screen.getByRole('checkbox', { name: SPLIT_PAYMENT_MESSAGES.toggle })).toBeChecked();
  });
});

describe('the till model with a split payment', () => {
  const seventy: TillState = reduceTill(initialTill, {
    type: 'added',
    product: { id: 'a', name: 'Airtime', type: 'Digital', priceMinor: 7000, currency: 'GHS' },
    origin: 'products',
  });
  const fresh = { id: 'sale-1', now: new Date('2026-11-25T10:00:00Z') };

  it('starts with the chosen method and another, and changes, adds and removes parts', () => {
    expect(startingSplitParts('Cash')).toEqual([
      { method: 'Cash', amountText: '' },
      { method: 'Mobile Money', amountText: '' },
    ]);
    expect(startingSplitParts('Card').map((part) => part.method)).toEqual(['Card', 'Cash']);
    const parts = withPartChanged(startingSplitParts('Cash'), 1, { amountText: '20' });
    expect(parts[1]).toEqual({ method: 'Mobile Money', amountText: '20' });
    expect(withPartAdded(parts, 0).at(-1)).toEqual({ method: 'Card', amountText: '' });
    expect(withPartRemoved(parts, 0)).toEqual(parts);
    const five = Array.from({ length: MAX_PAYMENT_PARTS }, () => parts[0]!);
    expect(withPartAdded(five, 100)).toHaveLength(MAX_PAYMENT_PARTS);
    expect(withPartRemoved(five, 4)).toHaveLength(MAX_PAYMENT_PARTS - 1);
    const twoCash = [parts[0]!, parts[0]!];
    expect(withPartAdded(twoCash, 0).at(-1)?.method).toBe('Mobile Money');
  });

  it('holds Complete back until the parts pay, and ignores a tendered amount typed before the split', () => {
    const short = reduceTill(seventy, { type: 'field-set', change: { tenderedText: 'abc', splitParts: [{ method: 'Cash', amountText: '20' }, { method: 'Card', amountText: '' }] } });
    expect(tillFigures(short).split?.reason).toBe('₵50.00 still to pay.');
    expect(saleToRecord(short, fresh)).toEqual({ blocked: 'payments' });

    const paid = reduceTill(short, { type: 'field-set', change: { splitParts: [{ method: 'Cash', amountText: '20' }, { method: 'Card', amountText: '50' }] } });
    const figures = tillFigures(paid);
    expect(figures.split?.reason).toBeNull();
    expect(figures.totals.tenderedMinor).toBe(7000);
    const next = saleToRecord(paid, fresh);
    expect(next && 'sale' in next ? next.sale.sale : null).toMatchObject({ paymentMethod: 'Card', tenderedMinor: 7000, changeMinor: 0, payments: [{ method: 'Cash', minor: 2000 }, { method: 'Card', minor: 5000 }] });
  });

  it('restores a draft saved before split payments as paid by one method', () => {
    const { splitParts: _, ...old } = { ...initialTill, attempt: null };
    expect(reduceTill(initialTill, { type: 'restored', draft: old }).splitParts).toBeNull();
  });
});
