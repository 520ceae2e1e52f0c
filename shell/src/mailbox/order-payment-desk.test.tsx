import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMinor } from '@shop/shared/domain';
import { ORDER_PAYMENT_DESK_TEXT as T, OrderPaymentDesk } from './order-payment-desk';
import { fakeOrderPaymentsDesk } from './order-payment-desk.fake';

describe("the local payments desk, for an online order's payment", () => {
  it("shows the order's own total, pays by the way chosen, and links back to the order's page", async () => {
    const { desk, payment, answers } = fakeOrderPaymentsDesk();
    const user = userEvent.setup();
    render(<OrderPaymentDesk desk={desk} reference={payment.reference} />);
    expect(await screen.findByRole('heading', { name: T.heading(formatMinor(13550, 'GHS')) })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.click(screen.getByRole('button', { name: T.pay }));
    expect((await screen.findByRole('status')).textContent).toBe(T.paid);
    expect(answers).toEqual([{ approved: true, paidWith: 'Card' }]);
    expect(screen.queryByRole('button', { name: T.pay })).toBeNull();
    expect(screen.getByRole('link', { name: T.back }).getAttribute('href')).toBe(payment.returnUrl);
  });

  it('declined, says nothing was paid', async () => {
    const { desk, payment } = fakeOrderPaymentsDesk();
    const user = userEvent.setup();
    render(<OrderPaymentDesk desk={desk} reference={payment.reference} />);
    await user.click(await screen.findByRole('button', { name: T.decline }));
    expect((await screen.findByRole('status')).textContent).toBe(T.failed);
  });

  it('paid but not taken by the order: says the order page tells why', async () => {
    const { desk, payment } = fakeOrderPaymentsDesk('wrong-status');
    const user = userEvent.setup();
    render(<OrderPaymentDesk desk={desk} reference={payment.reference} />);
    await user.click(await screen.findByRole('button', { name: T.pay }));
    expect((await screen.findByRole('status')).textContent).toBe(T.refused);
  });

  it('says so for a reference it does not know', async () => {
    const { desk } = fakeOrderPaymentsDesk();
    render(<OrderPaymentDesk desk={desk} reference="store-unknown" />);
    expect((await screen.findByRole('alert')).textContent).toBe(T.missing);
  });
});
