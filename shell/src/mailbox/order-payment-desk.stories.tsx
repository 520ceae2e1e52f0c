import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent } from 'storybook/test';
import { inContainer } from '@shop/shared/testing';
import { ORDER_PAYMENT_DESK_TEXT as T, OrderPaymentDesk } from './order-payment-desk';
import { fakeOrderPaymentsDesk } from './order-payment-desk.fake';

// The local payments desk with an online order's payment Pay now started: Kofi's Kente cloth from
// Ama's Fabrics, ₵135.50, through the shop's own account (on Firebase this is Paystack's page).

function DeskStory({ outcome }: { outcome: string }) {
  const [fake] = useState(() => fakeOrderPaymentsDesk(outcome));
  return <OrderPaymentDesk desk={fake.desk} reference={fake.payment.reference} />;
}

const meta = {
  title: 'Shell/Payments desk/Online order',
  component: DeskStory,
  decorators: [inContainer],
  args: { outcome: 'sale' },
} satisfies Meta<typeof DeskStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the customer's answer. */
export const Waiting: Story = {
  play: async () => {
    await expect(await screen.findByRole('button', { name: T.pay })).toBeEnabled();
  },
};

/** Paid by card: the order is paid, one sale. */
export const Paid: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('radio', { name: 'Card' }));
    await userEvent.click(screen.getByRole('button', { name: T.pay }));
    await expect(await screen.findByRole('status')).toHaveTextContent(T.paid);
  },
};

/** Paid after the shop cancelled the order: the money is the shop's to refund, the order's page says why. */
export const NotTakenByTheOrder: Story = {
  args: { outcome: 'wrong-status' },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: T.pay }));
    await expect(await screen.findByRole('status')).toHaveTextContent(T.refused);
  },
};
