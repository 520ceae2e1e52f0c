import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { formatMinor, REFUSED_PAYMENT_WORDS, STORE_GATEWAY_MESSAGES } from '@shop/shared/domain';
import { PAY_NOW_TEXT, PayNow } from './pay-now';
import { sampleOrder, storeApiStandIn } from './testing/sample-store';

const TOTAL = formatMinor(13550, 'GHS');
const ORDER = sampleOrder();

const meta = {
  title: 'Store/Pay now',
  component: PayNow,
  args: { order: ORDER, payOnline: true, onStart: (returnUrl: string) => storeApiStandIn().startOrderPayment('amas-fabrics', ORDER.id, returnUrl), go: () => undefined },
} satisfies Meta<typeof PayNow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop takes payment through its own Paystack account: the order's total, from the backend's order. */
export const Available: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: PAY_NOW_TEXT.payNow(TOTAL) })).toBeEnabled();
  },
};

/** Pressed: the payment is being started; the button waits. */
export const Starting: Story = {
  args: { onStart: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: PAY_NOW_TEXT.payNow(TOTAL) }));
    await expect(page.getByRole('button', { name: PAY_NOW_TEXT.starting })).toBeDisabled();
  },
};

/** Back from Paystack before its word reached the shop: the page waits, and Pay now stays for a customer who did not finish. */
export const BackFromPaying: Story = {
  args: { returned: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(PAY_NOW_TEXT.confirming);
  },
};

/** No answer: said in words, and Pay now again. */
export const Failed: Story = {
  args: { onStart: () => Promise.reject(new Error('unavailable')) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: PAY_NOW_TEXT.payNow(TOTAL) }));
    await expect(await page.findByRole('alert')).toHaveTextContent(PAY_NOW_TEXT.failed);
    await expect(page.getByRole('button', { name: PAY_NOW_TEXT.payNow(TOTAL) })).toBeEnabled();
  },
};

/** Back from Paystack once the webhook (or the local desk) marked the order paid. */
export const Paid: Story = {
  args: { order: sampleOrder({ status: 'confirmed', payment: { method: 'Mobile Money', amountMinor: 13550, paidAt: new Date('2026-03-02T12:05:00Z') } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(PAY_NOW_TEXT.paid(TOTAL, 'Mobile Money'));
  },
};

/** The backend refuses to start it (paid by hand meanwhile), in its words. */
export const RefusedToStart: Story = {
  args: { onStart: () => Promise.reject(Object.assign(new Error(STORE_GATEWAY_MESSAGES.orderPaid), { code: 'failed-precondition' })) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: PAY_NOW_TEXT.payNow(TOTAL) }));
    await expect(await page.findByRole('alert')).toHaveTextContent(STORE_GATEWAY_MESSAGES.orderPaid);
  },
};

/** The money reached the shop, but the order (cancelled meanwhile) did not take it: the customer is told. */
export const Refused: Story = {
  args: {
    order: sampleOrder({
      status: 'cancelled',
      cancellation: { reason: 'Kente ran out', by: 'owner', at: new Date('2026-03-02T12:10:00Z') },
      refusedPayments: [{ reference: 'store-7f3c2a10', amountMinor: 13550, currency: 'GHS', method: 'Mobile Money', at: new Date('2026-03-02T12:12:00Z'), reason: 'wrong-status' }],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(REFUSED_PAYMENT_WORDS.customer(TOTAL, 'wrong-status'));
  },
};
