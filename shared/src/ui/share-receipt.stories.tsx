import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RECEIPT_SHARE_MESSAGES } from '../domain/messages';
import { receiptText } from '../domain/sale';
import { saleOf } from '../testing/sale-of';
import { ShareReceipt } from './share-receipt';

// A Mobile Money sale to a regular at a Kumasi provisions shop, written as the till writes its receipt.
const SALE = saleOf({
  id: '3f2a9c1e-5b7d-4e21-9a0b-1c2d3e4f5a6b',
  lines: [
    { id: 'rice', name: 'Rice (5kg)', priceMinor: 8500, quantity: 2, type: 'Physical' },
    { id: 'milo', name: 'Milo 400g', priceMinor: 4500, quantity: 1, type: 'Physical' },
  ],
  discountType: 'fixed',
  discountHundredths: 0,
  paymentMethod: 'Mobile Money',
  customer: { id: 'c-1', name: 'Kofi Boateng' },
  at: new Date('2026-03-06T14:05:00Z'),
});
const TEXT = receiptText(SALE, { businessName: "Ama's Provisions" }, { timeZone: 'Africa/Accra' });
const BODY = encodeURIComponent(TEXT);
const WHATSAPP_NAME = `${RECEIPT_SHARE_MESSAGES.whatsApp} ${RECEIPT_SHARE_MESSAGES.opensInNewTab}`;

const meta = {
  title: 'Shared UI/Share Receipt',
  tags: ['autodocs'],
  component: ShareReceipt,
  args: { text: TEXT, recipient: { name: 'Kofi Boateng', phone: '024 412 3456' }, webShare: null },
  argTypes: { webShare: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShareReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sale's customer has a phone: both links go to it, and the line above says to whom. */
export const ToTheCustomer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('To Kofi Boateng, +233 24 412 3456')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: WHATSAPP_NAME })).toHaveAttribute('href', `https://wa.me/233244123456?text=${BODY}`);
    await expect(canvas.getByRole('link', { name: RECEIPT_SHARE_MESSAGES.sms })).toHaveAttribute('href', `sms:+233244123456?body=${BODY}`);
    await expect(canvas.queryByRole('button', { name: RECEIPT_SHARE_MESSAGES.share })).not.toBeInTheDocument();
  },
};

/** A walk-in sale: the cashier may type a number; left empty, WhatsApp lets them choose the contact. */
export const WithoutAPhone: Story = {
  args: { recipient: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Customer's phone/ })).toHaveValue('');
    await expect(canvas.getByRole('link', { name: WHATSAPP_NAME })).toHaveAttribute('href', `https://wa.me/?text=${BODY}`);
    await expect(canvas.getByRole('link', { name: RECEIPT_SHARE_MESSAGES.sms })).toHaveAttribute('href', `sms:?body=${BODY}`);
  },
};

/** A number typed in its Nigeria local form goes out in international form. */
export const PhoneTyped: Story = {
  args: { recipient: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: /Customer's phone/ });
    await userEvent.type(phone, '0803 555 0101');
    await expect(phone).toHaveAccessibleDescription('To +234 803 555 0101');
    await expect(canvas.getByRole('link', { name: WHATSAPP_NAME })).toHaveAttribute('href', `https://wa.me/2348035550101?text=${BODY}`);
  },
};

/** A number that cannot be read is pointed out; meanwhile the links let the app choose the contact. */
export const PhoneTypedInvalid: Story = {
  args: { recipient: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: /Customer's phone/ });
    await userEvent.type(phone, '24 41');
    await userEvent.tab();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(RECEIPT_SHARE_MESSAGES.phoneUnreadable)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: WHATSAPP_NAME })).toHaveAttribute('href', `https://wa.me/?text=${BODY}`);
  },
};

/** The customer's stored phone cannot be read: it is offered in the field for correcting. */
export const CustomerPhoneUnreadable: Story = {
  args: { recipient: { name: 'Yaw Mensah', phone: '24-41' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Customer's phone/ })).toHaveValue('24-41');
    await expect(canvas.getByText(RECEIPT_SHARE_MESSAGES.phoneUnreadable)).toBeInTheDocument();
  },
};

/** On a device with a share sheet (most phones), Share… hands it the receipt's text. */
export const WebShareAvailable: Story = {
  args: { webShare: fn(async () => {}) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: RECEIPT_SHARE_MESSAGES.share }));
    await expect(args.webShare).toHaveBeenCalledWith({ text: TEXT });
  },
};

/** The device refused the share sheet (not a cancel, which stays silent): the other ways are named. */
export const WebShareFailed: Story = {
  args: { webShare: fn(async () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: RECEIPT_SHARE_MESSAGES.share }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(RECEIPT_SHARE_MESSAGES.shareFailed);
  },
};

/** At a phone's width (360 px, less the modal's padding) the actions wrap onto their own lines. */
export const PhoneWidth: Story = {
  args: { recipient: null, webShare: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div style={{ width: 312 }}>
        <Story />
      </div>
    ),
  ],
};
