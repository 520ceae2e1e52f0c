import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ONLINE_STORE_TEXT, ORDER_ACTION_MESSAGES, REFUSED_PAYMENT_WORDS, SHORTFALL_WORDS } from '@shop/shared/domain';
import { BackendProvider } from '@shop/shared/session';
import { createMemoryBackend, onAPhone, SAMPLE_BUSINESS } from '@shop/shared/testing';
import type { MemoryBackendOptions } from '@shop/shared/testing';
import { PRODUCTS, sampleOrders, STORE } from '../testing/online-orders';
import { ONLINE_ORDERS_TEXT as T } from './online-orders-words';
import { OnlineOrdersScreen } from './online-orders-screen';

// Sales › Online orders on Ama's Provisions' store (testing/online-orders.ts), served by the
// in-memory backend through the same session hooks as the app, its clock and the screen's held at
// one afternoon so that holds lapse where the stories say. The sound never plays in a story.
const NOW = new Date('2026-11-22T15:00:00Z');
const ORDERS = sampleOrders(NOW);

function MemoryShop({ options, children }: { options: MemoryBackendOptions; children: ReactNode }) {
  const [backend] = useState(() => createMemoryBackend({ business: SAMPLE_BUSINESS, products: PRODUCTS, onlineStore: STORE, now: () => NOW, ...options }).backend);
  return <BackendProvider backend={backend}>{children}</BackendProvider>;
}

const withMemoryShop: Decorator = (Story, { parameters }) => (
  <MemoryShop options={(parameters.onlineOrders as MemoryBackendOptions | undefined) ?? {}}>
    <Story />
  </MemoryShop>
);

const meta = {
  title: 'History/Online orders',
  component: OnlineOrdersScreen,
  args: { now: NOW, timeZone: 'Africa/Accra', playSound: () => undefined },
  decorators: [withMemoryShop],
  parameters: { onlineOrders: { onlineOrders: [] } satisfies MemoryBackendOptions },
} satisfies Meta<typeof OnlineOrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: string | RegExp) => within(canvasElement).findByRole('article', { name });

/** A store with no orders yet: the inbox says where they come from. */
export const NoOrders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No new orders' })).toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: T.soundLabel })).not.toBeChecked();
  },
};

/** A new order to Osu, with a note: Confirm reserves its stock. */
export const ANewOrder: Story = {
  parameters: { onlineOrders: { onlineOrders: [ORDERS.fresh] } },
  play: async ({ canvasElement }) => {
    const order = await card(canvasElement, /^Order #A1B2C3D4/);
    await expect(order).toHaveTextContent('Total₵210.00');
    await expect(order).toHaveTextContent('Delivery to 5 Cantonments Road, Osu');
    await expect(within(order).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

/** The same order on a phone (360 px): one column, the actions wrap. */
export const ANewOrderOnAPhone: Story = {
  ...ANewOrder,
  globals: onAPhone,
};

/** Confirmed for pickup, its stock held until tomorrow; another confirmed a day ago has lapsed and can be held again. */
export const ConfirmedWithHold: Story = {
  args: { initialFilter: 'in-progress' },
  parameters: { onlineOrders: { onlineOrders: [ORDERS.confirmed, ORDERS.lapsed] } },
  play: async ({ canvasElement }) => {
    const held = await card(canvasElement, /^Order #B2C3D4E5/);
    await expect(held).toHaveTextContent(/Stock reserved until/);
    await expect(within(held).getByRole('button', { name: 'Mark ready' })).toBeEnabled();
    const lapsed = await card(canvasElement, /^Order #C3D4E5F6/);
    await expect(lapsed).toHaveTextContent(ONLINE_STORE_TEXT.holdLapsedFlag);
    await expect(within(lapsed).getByRole('button', { name: 'Hold again' })).toBeEnabled();
    await expect(within(lapsed).getByRole('button', { name: 'Mark paid' })).toBeDisabled();
  },
};

/** Three palm oils ordered, two on the shelf: flagged in words, and Confirm says why not. */
export const ShortOfStock: Story = {
  parameters: { onlineOrders: { onlineOrders: [ORDERS.short] } },
  play: async ({ canvasElement }) => {
    const order = await card(canvasElement, /^Order #D4E5F6A7/);
    await expect(within(order).getByRole('alert')).toHaveTextContent(SHORTFALL_WORDS.line('Palm oil (1L)', 3, 2));
    await waitFor(() => expect(within(order).getByRole('button', { name: 'Confirm' })).toBeDisabled());
    await expect(order).toHaveTextContent(ORDER_ACTION_MESSAGES.short);
  },
};

/** Paid by mobile money: it is one sale of Sales History, and can be sent out for delivery. */
export const Paid: Story = {
  args: { initialFilter: 'in-progress' },
  parameters: { onlineOrders: { onlineOrders: [ORDERS.paid] } },
  play: async ({ canvasElement }) => {
    const order = await card(canvasElement, /^Order #E5F6A7B8/);
    await expect(order).toHaveTextContent('Paid ₵210.00 by mobile money');
    await expect(order).toHaveTextContent(T.becameSale(ORDERS.paid.id));
    await expect(within(order).getByRole('button', { name: 'Out for delivery' })).toBeEnabled();
    await expect(within(order).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  },
};

/** The customer paid through the shop's own Paystack account after the shop cancelled: the money is in the account, the order says so in words. */
export const PaymentNotTaken: Story = {
  args: { initialFilter: 'cancelled' },
  parameters: {
    onlineOrders: {
      onlineOrders: [{ ...ORDERS.cancelled, refusedPayments: [{ reference: 'store-9c1d2e3f', amountMinor: 21000, currency: 'GHS', method: 'Mobile Money', at: new Date('2026-11-22T14:30:00Z'), reason: 'wrong-status' }] }],
    },
  },
  play: async ({ canvasElement }) => {
    const order = await card(canvasElement, /^Order #F6A7B8C9/);
    await expect(within(order).getByRole('alert')).toHaveTextContent(REFUSED_PAYMENT_WORDS.owner('₵210.00', 'wrong-status', 'store-9c1d2e3f'));
  },
};

/** Cancelled with a reason: the message to the customer is one tap away. */
export const Cancelled: Story = {
  args: { initialFilter: 'cancelled' },
  parameters: { onlineOrders: { onlineOrders: [ORDERS.cancelled] } },
  play: async ({ canvasElement }) => {
    const order = await card(canvasElement, /^Order #F6A7B8C9/);
    await expect(order).toHaveTextContent(T.cancelledBecause('Palm oil ran out'));
    await expect(within(order).getByRole('link', { name: T.tellCustomer })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/233244123456/));
  },
};

/** Marked paid with less than the total: the backend refuses it, said in words under the form. */
export const ARefusal: Story = {
  args: { initialFilter: 'in-progress' },
  parameters: { onlineOrders: { onlineOrders: [ORDERS.confirmed] } },
  play: async ({ canvasElement }) => {
    const order = await card(canvasElement, /^Order #B2C3D4E5/);
    await userEvent.click(within(order).getByRole('button', { name: 'Mark paid' }));
    const form = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Mark paid' });
    const amount = within(form).getByRole('textbox', { name: T.amount });
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Mark paid' }));
    await expect(await within(form).findByText(ORDER_ACTION_MESSAGES.amountShort('₵85.00'))).toBeInTheDocument();
  },
};
