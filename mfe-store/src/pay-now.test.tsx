import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatMinor, REFUSED_PAYMENT_WORDS, STORE_GATEWAY_MESSAGES } from '@shop/shared/domain';
import { OrderPage } from './order-page';
import { PAY_NOW_TEXT, PayNow } from './pay-now';
import { sampleOrder, sampleStore, storeApiStandIn } from './testing/sample-store';

const ORDER = sampleOrder();
const TOTAL = formatMinor(13550, 'GHS');
const PAY = PAY_NOW_TEXT.payNow(TOTAL);

describe('Pay now on an order’s page', () => {
  it('is offered where the shop takes payment online, and starts the payment for this order, sending the customer to its page', async () => {
    const api = storeApiStandIn({ store: sampleStore({ payOnline: true }) });
    const go = vi.fn();
    const user = userEvent.setup();
    render(<PayNow order={ORDER} payOnline onStart={(returnUrl) => api.startOrderPayment('amas-fabrics', ORDER.id, returnUrl)} go={go} />);
    await user.click(screen.getByRole('button', { name: PAY }));
    // Only the store's name, the order's id and the page to come back to are sent: never a sum.
    expect(api.payments).toEqual([{ name: 'amas-fabrics', orderId: ORDER.id, returnUrl: `${location.origin}/s/amas-fabrics/o/${ORDER.id}` }]);
    expect(go).toHaveBeenCalledWith('/mailbox/payments-desk?reference=store-sample');
  });

  it('says it is starting, and the button cannot be pressed twice', async () => {
    const api = storeApiStandIn({ pay: 'never' });
    const user = userEvent.setup();
    render(<PayNow order={ORDER} payOnline onStart={(returnUrl) => api.startOrderPayment('amas-fabrics', ORDER.id, returnUrl)} />);
    await user.click(screen.getByRole('button', { name: PAY }));
    const busy = screen.getByRole('button', { name: PAY_NOW_TEXT.starting });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(api.payments).toHaveLength(1);
  });

  it('says when it could not be started, and lets the customer try again', async () => {
    const user = userEvent.setup();
    const onStart = vi.fn().mockRejectedValueOnce(new Error('unavailable')).mockReturnValue(new Promise(() => undefined));
    render(<PayNow order={ORDER} payOnline onStart={onStart} />);
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAY_NOW_TEXT.failed);
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(onStart).toHaveBeenCalledTimes(2);
  });

  it("says the backend's refusal in its words", async () => {
    const api = storeApiStandIn({ pay: { refused: STORE_GATEWAY_MESSAGES.orderPaid } });
    const user = userEvent.setup();
    render(<PayNow order={ORDER} payOnline onStart={(returnUrl) => api.startOrderPayment('amas-fabrics', ORDER.id, returnUrl)} />);
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STORE_GATEWAY_MESSAGES.orderPaid);
    expect(screen.queryByRole('button', { name: PAY })).toBeNull();
  });

  it('is not offered where the shop does not take payment online, or once the order is paid, cancelled or done', () => {
    const { rerender } = render(<PayNow order={ORDER} payOnline={false} onStart={vi.fn()} />);
    expect(screen.queryByRole('button', { name: PAY })).toBeNull();
    rerender(<PayNow order={sampleOrder({ status: 'cancelled', cancellation: { reason: 'x', by: 'owner', at: new Date() } })} payOnline onStart={vi.fn()} />);
    expect(screen.queryByRole('button', { name: PAY })).toBeNull();
    rerender(<PayNow order={sampleOrder({ status: 'confirmed', payment: { method: 'Card', amountMinor: 13550, paidAt: new Date() } })} payOnline onStart={vi.fn()} />);
    expect(screen.queryByRole('button', { name: PAY })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(PAY_NOW_TEXT.paid(TOTAL, 'Card'));
  });

  it('back from paying, says the payment is being confirmed, and still lets the customer pay again', () => {
    render(<PayNow order={ORDER} payOnline returned onStart={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(PAY_NOW_TEXT.confirming);
    expect(screen.getByRole('button', { name: PAY })).toBeEnabled();
  });

  it('tells the customer, in words, of a payment the order did not take', () => {
    const order = sampleOrder({ status: 'cancelled', cancellation: { reason: 'Kente ran out', by: 'owner', at: new Date() }, refusedPayments: [{ reference: 'store-abc', amountMinor: 13550, currency: 'GHS', method: 'Mobile Money', at: new Date(), reason: 'wrong-status' }] });
    render(<PayNow order={order} payOnline onStart={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(REFUSED_PAYMENT_WORDS.customer(TOTAL, 'wrong-status'));
  });
});

describe('the order’s page with Pay now', () => {
  it('loads Pay now for a store that takes payment online, and shows the order paid when the shop’s account marks it', async () => {
    const api = storeApiStandIn({ store: sampleStore({ payOnline: true }) });
    render(<OrderPage name="amas-fabrics" orderId={ORDER.id} api={api} />);
    expect(await screen.findByRole('button', { name: PAY })).toBeInTheDocument();
    act(() => api.push(sampleOrder({ status: 'confirmed', payment: { method: 'Mobile Money', amountMinor: 13550, paidAt: new Date() } })));
    expect(await screen.findByText(PAY_NOW_TEXT.paid(TOTAL, 'Mobile Money'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PAY })).toBeNull();
  });

  it('back from paying (the reference in the address), waits for the payment’s word', async () => {
    window.history.pushState(null, '', `/s/amas-fabrics/o/${ORDER.id}?reference=store-abc&trxref=store-abc`);
    try {
      render(<OrderPage name="amas-fabrics" orderId={ORDER.id} api={storeApiStandIn({ store: sampleStore({ payOnline: true }) })} />);
      expect(await screen.findByText(PAY_NOW_TEXT.confirming)).toBeInTheDocument();
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('offers no Pay now where the store does not say it takes payment online', async () => {
    render(<OrderPage name="amas-fabrics" orderId={ORDER.id} api={storeApiStandIn()} />);
    await screen.findByRole('button', { name: /Cancel my order/ });
    expect(screen.queryByRole('button', { name: PAY })).toBeNull();
  });
});
