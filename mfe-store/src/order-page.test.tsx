import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerStatusText, ONLINE_STORE_TEXT, ORDER_STATUS_CUSTOMER_LABELS } from '@shop/shared/domain';
import { OrderPage } from './order-page';
import { storefrontRoute } from './storefront-path';
import { STOREFRONT_TEXT } from './storefront-words';
import { sampleOrder, storeApiStandIn } from './testing/sample-store';

describe("an order's page", () => {
  it('follows the status live, and lets the customer cancel while the shop has not confirmed', async () => {
    const api = storeApiStandIn();
    const user = userEvent.setup();
    render(<OrderPage name="amas-fabrics" orderId={sampleOrder().id} api={api} />);
    expect(await screen.findByText(ORDER_STATUS_CUSTOMER_LABELS.received, { selector: '[role=status]' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: STOREFRONT_TEXT.cancelOrder }));
    expect(api.cancels).toEqual([{ name: 'amas-fabrics', orderId: sampleOrder().id, reason: ONLINE_STORE_TEXT.cancelledByCustomer }]);
    expect(await screen.findByText(`${ORDER_STATUS_CUSTOMER_LABELS.cancelled} — ${ONLINE_STORE_TEXT.cancelledByCustomer}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: STOREFRONT_TEXT.cancelOrder })).toBeNull();
  });

  it('shows each move of the shop as it happens, and no cancel once confirmed', async () => {
    const api = storeApiStandIn();
    render(<OrderPage name="amas-fabrics" orderId={sampleOrder().id} api={api} />);
    await screen.findByText(ORDER_STATUS_CUSTOMER_LABELS.received, { selector: '[role=status]' });
    act(() => api.push(sampleOrder({ status: 'confirmed' })));
    expect(screen.getByRole('status')).toHaveTextContent(ORDER_STATUS_CUSTOMER_LABELS.confirmed);
    expect(screen.queryByRole('button', { name: STOREFRONT_TEXT.cancelOrder })).toBeNull();
    act(() => api.push(sampleOrder({ status: 'out-for-delivery' })));
    expect(screen.getByText(ORDER_STATUS_CUSTOMER_LABELS['out-for-delivery'], { selector: '[aria-current=step]' })).toBeInTheDocument();
    const cancelled = sampleOrder({ status: 'cancelled', cancellation: { reason: 'Kente ran out', by: 'owner', at: new Date() } });
    act(() => api.push(cancelled));
    expect(screen.getByRole('status')).toHaveTextContent(customerStatusText(cancelled));
  });

  it('says when there is no such order', async () => {
    render(<OrderPage name="amas-fabrics" orderId="nope" api={storeApiStandIn({ order: null })} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(STOREFRONT_TEXT.orderNotFound);
  });
});

describe('the storefront routes', () => {
  it('reads /s/<name> and /s/<name>/o/<id>, and nothing else', () => {
    expect(storefrontRoute('/s/Amas-Fabrics')).toEqual({ page: 'store', name: 'amas-fabrics' });
    expect(storefrontRoute('/s/amas-fabrics/')).toEqual({ page: 'store', name: 'amas-fabrics' });
    expect(storefrontRoute('/s/amas-fabrics/o/abc%2Fd')).toEqual({ page: 'order', name: 'amas-fabrics', orderId: 'abc/d' });
    expect(storefrontRoute('/dashboard')).toEqual({ page: 'none' });
    expect(storefrontRoute('/s/a/b/c')).toEqual({ page: 'none' });
  });
});
