import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CREDIT_MESSAGES,
  MAX_CREDIT_DAYS,
  SPLIT_PAYMENT_MESSAGES,
  addDaysToKey,
  addToCart,
  defaultDueOn,
  emptyCart,
  formatDayKey,
  localDateKey,
} from '@shop/shared/domain';
import type { Sale } from '@shop/shared/domain';
import { BackendError, OVER_CREDIT_LIMIT } from '@shop/shared/session';
import { SAMPLE_BUSINESS, saleOf } from '@shop/shared/testing';
import { DEVICE_TIME_ZONE } from '@shop/shared/ui';
import { renderTill, SAMPLE_CUSTOMERS, SAMPLE_PRODUCTS, customerSearch } from '../testing/render-till';
import type { RenderedTill } from '../testing/render-till';
import { creditLimitCheck } from './pay-later-panel';
import { initialTill, saleToRecord, startingCredit, tillFigures } from './till-model';
import type { TillState } from './till-model';

afterEach(() => {
  vi.restoreAllMocks();
});

const today = () => localDateKey(new Date(), DEVICE_TIME_ZONE);
const payLater = () => screen.getByRole('checkbox', { name: CREDIT_MESSAGES.payLater });
const paidNow = () => screen.getByRole('textbox', { name: new RegExp(`^${CREDIT_MESSAGES.paidNowLabel}`) });
const dueOn = () => screen.findByLabelText(new RegExp(`^${CREDIT_MESSAGES.dueLabel}`));
const owedLine = () => screen.findByTestId('credit-owed');
const completeButton = () => screen.getByRole('button', { name: /^Complete sale/ });
const amountOfPart = (part: number) => screen.getByRole('textbox', { name: new RegExp(`^Amount of part ${part}`) });

const KOFI = SAMPLE_CUSTOMERS[0]!;

/** ₵70.00 in the cart: seven airtime vouchers at ₵10.00. */
async function sellSeventy({ user }: RenderedTill) {
  await user.click(await screen.findByRole('button', { name: /^MTN Airtime Voucher/ }));
  const quantity = screen.getByRole('textbox', { name: 'Quantity of MTN Airtime Voucher' });
  await user.clear(quantity);
  await user.type(quantity, '7{Enter}');
  expect(screen.getByTestId('sale-total')).toHaveTextContent('₵70.00');
}

async function chooseKofi({ user }: RenderedTill) {
  await user.type(await customerSearch(user), 'Kofi');
  await user.click(await screen.findByRole('button', { name: /^Kofi Boateng/ }));
}

/** ₵70.00 for Kofi, Pay later on. */
async function creditSaleForKofi(till: RenderedTill) {
  await sellSeventy(till);
  await chooseKofi(till);
  await till.user.click(payLater());
  await dueOn();
}

/** Kofi with a limit and a balance already owed (a seeded credit sale). */
function kofiOwing(balanceMinor: number, limitMinor: number | null) {
  const customers = [{ ...KOFI, creditLimitMinor: limitMinor }, ...SAMPLE_CUSTOMERS.slice(1)];
  if (balanceMinor === 0) return { customers };
  const earlier = saleOf({
    id: 'e0e0e0e0-0000-4000-8000-000000000001',
    lines: [{ id: 'airtime', priceMinor: balanceMinor, quantity: 1 }],
    customer: { id: KOFI.id, name: KOFI.name },
    credit: { dueOn: '2026-12-01' },
  });
  return { customers, sales: [earlier] };
}

describe('Pay later at the till', () => {
  it('records a part-paid sale on credit: ₵20.00 by Mobile Money now, ₵50.00 on Kofi’s account, due in 30 days', async () => {
    const till = renderTill();
    await creditSaleForKofi(till);
    const { user, fake } = till;
    const due = defaultDueOn(today());
    expect(await dueOn()).toHaveValue(due);
    expect(await dueOn()).toHaveAttribute('min', today());
    expect(await dueOn()).toHaveAttribute('max', addDaysToKey(today(), MAX_CREDIT_DAYS));
    // Nothing paid yet: it all goes on the account. No change is given, and no "exact amount".
    expect(await owedLine()).toHaveTextContent(CREDIT_MESSAGES.toPayLater('₵70.00', formatDayKey(due)));
    expect(screen.queryByTestId('change-due')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exact amount' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Mobile Money' }));
    await user.type(paidNow(), '20');
    expect(await owedLine()).toHaveTextContent(CREDIT_MESSAGES.toPayLater('₵50.00', formatDayKey(due)));
    await user.click(completeButton());

    const dialog = await screen.findByRole('dialog', { name: 'Sale complete' });
    expect(fake.sales()[0]).toMatchObject({
      totalMinor: 7000,
      tenderedMinor: 2000,
      changeMinor: 0,
      paymentMethod: 'Mobile Money',
      customer: { id: KOFI.id, name: KOFI.name },
      credit: { owedMinor: 5000, dueOn: due },
    });
    expect(fake.sales()[0]?.payments).toBeUndefined();
    expect(fake.balances()).toEqual([{ customerId: KOFI.id, currency: 'GHS', balanceMinor: 5000 }]);
    // The receipt modal's summary and the receipt itself say what was paid, what is owed and when.
    const summary = within(dialog).getByTestId('credit-summary');
    expect(summary).toHaveTextContent(`${CREDIT_MESSAGES.paidNowLabel}₵20.00`);
    expect(summary).toHaveTextContent(`${CREDIT_MESSAGES.owedLabel}₵50.00`);
    expect(summary).toHaveTextContent(`${CREDIT_MESSAGES.dueLabel}${formatDayKey(due)}`);
    const receipt = within(dialog).getByLabelText('Receipt');
    expect(receipt.textContent).toContain(`${CREDIT_MESSAGES.receiptPaid}: ₵20.00`);
    expect(receipt.textContent).toContain(`${CREDIT_MESSAGES.receiptOwed}: ₵50.00`);
    expect(receipt.textContent).toContain(`${CREDIT_MESSAGES.receiptDue}: ${formatDayKey(due)}`);

    // The next sale is paid in full again.
    await user.click(within(dialog).getByRole('button', { name: 'New Sale' }));
    expect(payLater()).not.toBeChecked();
  });

  it('takes a split payment whose parts leave the rest on the account, on the due date the cashier picked', async () => {
    const till = renderTill();
    await creditSaleForKofi(till);
    const { user, fake } = till;
    await user.click(screen.getByRole('checkbox', { name: SPLIT_PAYMENT_MESSAGES.toggle }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Method of part 1' }), 'Cash');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method of part 2' }), 'Card');
    await user.type(amountOfPart(1), '10');
    // A part with no amount holds Complete back, as in any split payment.
    expect(completeButton()).toBeDisabled();
    expect(completeButton()).toHaveAccessibleDescription(SPLIT_PAYMENT_MESSAGES.partAmountRequired);
    await user.type(amountOfPart(2), '15');
    expect(screen.getByTestId('split-status')).toHaveTextContent(`${CREDIT_MESSAGES.owedLabel}: ₵45.00`);
    const due = addDaysToKey(today(), 14);
    fireEvent.change(await dueOn(), { target: { value: due } });
    expect(await owedLine()).toHaveTextContent(CREDIT_MESSAGES.toPayLater('₵45.00', formatDayKey(due)));
    expect(completeButton()).toBeEnabled();
    await user.click(completeButton());

    await screen.findByRole('dialog', { name: 'Sale complete' });
    expect(fake.sales()[0]).toMatchObject({
      totalMinor: 7000,
      tenderedMinor: 2500,
      changeMinor: 0,
      payments: [
        { method: 'Cash', minor: 1000 },
        { method: 'Card', minor: 1500 },
      ],
      credit: { owedMinor: 4500, dueOn: due },
    });
  });

  it('records nothing paid now as all of it on the account', async () => {
    const till = renderTill();
    await creditSaleForKofi(till);
    await till.user.click(completeButton());
    await screen.findByRole('dialog', { name: 'Sale complete' });
    expect(till.fake.sales()[0]).toMatchObject({ totalMinor: 7000, tenderedMinor: 0, changeMinor: 0, credit: { owedMinor: 7000 } });
  });

  it("falls due after the shop's days to pay, and follows a change of the setting", async () => {
    const till = renderTill({ business: { ...SAMPLE_BUSINESS, creditDays: 14 } });
    await creditSaleForKofi(till);
    const inFourteen = defaultDueOn(today(), 14);
    expect(await dueOn()).toHaveValue(inFourteen);
    expect(await owedLine()).toHaveTextContent(CREDIT_MESSAGES.toPayLater('₵70.00', formatDayKey(inFourteen)));
    // The owner sets 7 days on "Owed to you" (on another screen or device): the date not picked yet follows it.
    await act(() => till.fake.backend.updateShopSettings(SAMPLE_BUSINESS.ownerUid, { creditDays: 7 }));
    const inSeven = defaultDueOn(today(), 7);
    await waitFor(async () => expect(await dueOn()).toHaveValue(inSeven));
    // Off and on again: from the setting too.
    await till.user.click(payLater());
    expect(payLater()).not.toBeChecked();
    await till.user.click(payLater());
    expect(await dueOn()).toHaveValue(inSeven);
    // The cashier may still pick another day for this sale, which a later change of the setting leaves alone.
    fireEvent.change(await dueOn(), { target: { value: addDaysToKey(today(), 3) } });
    await act(() => till.fake.backend.updateShopSettings(SAMPLE_BUSINESS.ownerUid, { creditDays: 21 }));
    expect(await dueOn()).toHaveValue(addDaysToKey(today(), 3));
    await till.user.click(completeButton());
    await screen.findByRole('dialog', { name: 'Sale complete' });
    expect(till.fake.sales()[0]?.credit).toMatchObject({ owedMinor: 7000, dueOn: addDaysToKey(today(), 3) });
  });

  it('holds Complete back when nothing would be owed, or more is paid than the total', async () => {
    const till = renderTill();
    await creditSaleForKofi(till);
    await till.user.type(paidNow(), '70');
    expect(await owedLine()).toHaveTextContent(CREDIT_MESSAGES.nothingOwed);
    expect(completeButton()).toBeDisabled();
    expect(completeButton()).toHaveAccessibleDescription(CREDIT_MESSAGES.nothingOwed);
    await till.user.type(paidNow(), '0');
    expect(completeButton()).toHaveAccessibleDescription(CREDIT_MESSAGES.paidTooMuch);
    expect(till.fake.calls.recordSale).toHaveLength(0);
  });

  it('takes a due date from today up to a year ahead, and explains any other', async () => {
    const till = renderTill();
    await creditSaleForKofi(till);
    const field = await dueOn();
    const cases: Array<[string, boolean]> = [
      [addDaysToKey(today(), -1), false],
      [today(), true],
      [addDaysToKey(today(), MAX_CREDIT_DAYS), true],
      [addDaysToKey(today(), MAX_CREDIT_DAYS + 1), false],
      ['', false],
    ];
    for (const [value, allowed] of cases) {
      fireEvent.change(field, { target: { value } });
      if (allowed) {
        expect(field).not.toHaveAttribute('aria-invalid', 'true');
        expect(completeButton()).toBeEnabled();
      } else {
        expect(field).toHaveAccessibleDescription(CREDIT_MESSAGES.dueDate);
        expect(completeButton()).toBeDisabled();
        expect(completeButton()).toHaveAccessibleDescription(CREDIT_MESSAGES.dueDate);
      }
    }
    // What was typed stays as it was typed.
    fireEvent.change(field, { target: { value: addDaysToKey(today(), -3) } });
    expect(field).toHaveValue(addDaysToKey(today(), -3));
  });

  it('cannot sell on credit to a walk-in customer: ticking Pay later asks for the customer first', async () => {
    const till = renderTill();
    await sellSeventy(till);
    // Ticked for a walk-in: the customer's search opens with the reason, and nothing goes on credit yet.
    await till.user.click(payLater());
    expect(screen.getByText(CREDIT_MESSAGES.walkIn)).toBeInTheDocument();
    expect(payLater()).toHaveAccessibleDescription(CREDIT_MESSAGES.walkIn);
    const search = screen.getByRole('searchbox', { name: 'Find a customer by name or phone' });
    expect(search).toHaveFocus();
    expect(screen.queryByLabelText(new RegExp(`^${CREDIT_MESSAGES.dueLabel}`))).not.toBeInTheDocument();
    // Choosing the customer puts the sale on credit.
    await till.user.type(search, 'Kofi');
    await till.user.click(screen.getByRole('button', { name: /^Kofi Boateng/ }));
    await dueOn();
    expect(payLater()).toBeChecked();
    expect(screen.queryByText(CREDIT_MESSAGES.walkIn)).not.toBeInTheDocument();
    // A customer taken off after Pay later was on: Complete says why it waits, and Pay later can be switched off.
    await till.user.click(screen.getByRole('button', { name: /^Change customer/ }));
    expect(completeButton()).toBeDisabled();
    expect(completeButton()).toHaveAccessibleDescription(CREDIT_MESSAGES.walkIn);
    await till.user.click(payLater());
    expect(payLater()).not.toBeChecked();
    expect(completeButton()).toBeEnabled();
  });

  it('refuses a sale past the customer’s credit limit with the balance and the limit, keeping the cart', async () => {
    const till = renderTill(kofiOwing(3000, 6000));
    await creditSaleForKofi(till);
    await till.user.type(paidNow(), '10');
    expect(await screen.findByText(CREDIT_MESSAGES.accountNow(KOFI.name, '₵30.00', '₵60.00'))).toBeInTheDocument();
    await till.user.click(completeButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CREDIT_MESSAGES.overLimit(KOFI.name, '₵60.00', '₵30.00', '₵60.00'));
    expect(till.fake.calls.recordSale).toHaveLength(0);
    // Nothing was lost: the cart, the customer, what was paid and the due date.
    expect(screen.getByTestId('sale-total')).toHaveTextContent('₵70.00');
    expect(screen.getByRole('textbox', { name: 'Quantity of MTN Airtime Voucher' })).toHaveValue('7');
    expect(paidNow()).toHaveValue('10');
    expect(payLater()).toBeChecked();

    // Taking more now brings it within the limit.
    await till.user.clear(paidNow());
    await till.user.type(paidNow(), '40');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await till.user.click(completeButton());
    await screen.findByRole('dialog', { name: 'Sale complete' });
    expect(till.fake.sales()[0]?.credit?.owedMinor).toBe(3000);
    expect(till.fake.balances()).toEqual([{ customerId: KOFI.id, currency: 'GHS', balanceMinor: 6000 }]);
  });

  it('says the backend’s refusal past the limit in the same words, and sends the same sale again', async () => {
    // The live figures let it through (the balance moved on another till first): the backend refuses it once.
    let refusals = 1;
    const till = renderTill({
      ...kofiOwing(0, 8000),
      before: {
        recordSale: () => (refusals-- > 0 ? Promise.reject(new BackendError('failed-precondition', OVER_CREDIT_LIMIT, { reason: 'over-credit-limit' })) : Promise.resolve()),
      },
    });
    await creditSaleForKofi(till);
    await till.user.click(completeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(CREDIT_MESSAGES.overLimit(KOFI.name, '₵70.00', '₵0.00', '₵80.00'));
    expect(screen.getByTestId('sale-total')).toHaveTextContent('₵70.00');

    await till.user.click(completeButton());
    await screen.findByRole('dialog', { name: 'Sale complete' });
    const [first, second] = till.fake.calls.recordSale as [Sale, Sale];
    expect(second.id).toBe(first.id);
  });
});

describe('the limit check and the model', () => {
  const customer = { id: KOFI.id, name: KOFI.name };
  const sale = saleOf({ lines: [{ id: 'airtime', priceMinor: 5000, quantity: 1 }], customer, credit: { dueOn: '2026-12-22' } });

  it('refuses only past the limit, and only when the figures are known', () => {
    const customers = [{ ...KOFI, creditLimitMinor: 8000 }];
    const check = (balanceMinor: number) => creditLimitCheck([{ customerId: KOFI.id, currency: 'GHS', balanceMinor }], customers);
    expect(check(3000).refuse(sale)).toBeNull();
    expect(check(3001).refuse(sale)).toBe(CREDIT_MESSAGES.overLimit(KOFI.name, '₵50.00', '₵30.01', '₵80.00'));
    expect(creditLimitCheck(undefined, customers).refuse(sale)).toBeNull();
    expect(creditLimitCheck([], [KOFI]).refuse(sale)).toBeNull();
  });

  it('maps only the backend’s over-limit refusal, falling back to its own words when the figures are not known', () => {
    const refusal = new BackendError('failed-precondition', OVER_CREDIT_LIMIT, { reason: 'over-credit-limit' });
    const check = creditLimitCheck([], [{ ...KOFI, creditLimitMinor: 2000 }]);
    expect(check.refused(sale, refusal)).toBe(CREDIT_MESSAGES.overLimit(KOFI.name, '₵50.00', '₵0.00', '₵20.00'));
    expect(check.refused(sale, new BackendError('failed-precondition', 'Product x carries no stock quantity.'))).toBeNull();
    expect(check.refused(sale, new Error('network down'))).toBeNull();
    expect(creditLimitCheck(undefined, undefined).refused(sale, refusal)).toBe(OVER_CREDIT_LIMIT);
  });

  it('builds the sale on credit from what is typed, and blocks it with the reason', () => {
    const cart = addToCart(emptyCart(), SAMPLE_PRODUCTS.find((p) => p.id === 'ticket')!).cart;
    const state: TillState = { ...initialTill, cart, customer, paymentMethod: 'Card', tenderedText: '20', credit: { dueOn: '2026-12-22' } };
    const now = new Date('2026-11-22T10:00:00Z');
    const today = '2026-11-22';
    expect(startingCredit(today)).toEqual({ dueOn: '2026-12-22' });
    expect(startingCredit(today, 14)).toEqual({ dueOn: '2026-12-06' });
    expect(tillFigures(state, 'GHS', today).credit).toEqual({ dueOn: '2026-12-22', dueOnAllowed: true, todayKey: '2026-11-22', paidMinor: 2000, owedMinor: 13000, reason: null });
    expect(tillFigures(state, 'GHS', today).totals).toMatchObject({ tenderedMinor: 2000, changeMinor: 0 });
    const built = saleToRecord(state, { id: 'credit-1', now, todayKey: today });
    expect(built && 'sale' in built ? built.sale.sale : null).toMatchObject({ totalMinor: 15000, tenderedMinor: 2000, paymentMethod: 'Card', credit: { owedMinor: 13000, dueOn: '2026-12-22' } });
    // A year and two days ahead, a walk-in customer, or everything paid: blocked, with the reason.
    expect(saleToRecord({ ...state, credit: { dueOn: '2027-11-24' } }, { id: 'x', now, todayKey: today })).toEqual({ blocked: 'credit' });
    expect(tillFigures({ ...state, customer: null }, 'GHS', today).credit?.reason).toBe(CREDIT_MESSAGES.walkIn);
    expect(tillFigures({ ...state, tenderedText: '150' }, 'GHS', today).credit?.reason).toBe(CREDIT_MESSAGES.nothingOwed);
    // Off: paid in full, change as ever.
    expect(tillFigures({ ...state, credit: null, tenderedText: '200' }, 'GHS', today)).toMatchObject({ credit: null, totals: { changeMinor: 5000 } });
  });
});
