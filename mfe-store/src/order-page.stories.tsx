import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { ORDER_STATUS_CUSTOMER_LABELS } from '@shop/shared/domain';
import { OrderPage } from './order-page';
import { STOREFRONT_TEXT } from './storefront-words';
import { sampleOrder, storeApiStandIn } from './testing/sample-store';

const meta = {
  title: 'Store/Order page',
  component: OrderPage,
  args: { name: 'amas-fabrics', orderId: sampleOrder().id, api: storeApiStandIn() },
} satisfies Meta<typeof OrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: STOREFRONT_TEXT.cancelOrder })).toBeInTheDocument();
  },
};

export const OutForDelivery: Story = {
  args: { api: storeApiStandIn({ order: sampleOrder({ status: 'out-for-delivery', heldSince: new Date('2026-03-02T12:10:00Z') }) }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(ORDER_STATUS_CUSTOMER_LABELS['out-for-delivery']);
  },
};

export const Cancelled: Story = {
  args: { api: storeApiStandIn({ order: sampleOrder({ status: 'cancelled', cancellation: { reason: 'Kente ran out', by: 'owner', at: new Date('2026-03-02T13:00:00Z') } }) }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Kente ran out');
  },
};

/** Slow network: the order is still being read. */
export const Loading: Story = {
  args: { api: { ...storeApiStandIn(), subscribeOwnOrder: () => () => undefined } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(STOREFRONT_TEXT.orderLoading);
  },
};

export const NotFound: Story = {
  args: { api: storeApiStandIn({ order: null }) },
};
