import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SCREEN_TEXT } from '../domain/messages';
import { receiptText } from '../domain/sale';
import { saleOf } from '../testing/sale-of';
import { CopyReceiptButton, PrintReceiptButton, Receipt, RECEIPT_COPY_FAILED_TEXT, ReceiptCopyFailed, useCopyReceipt } from './receipt';

// A cash sale at a Kumasi provisions shop, written as the till writes its receipt.
const SALE = saleOf({
  id: '3f2a9c1e-5b7d-4e21-9a0b-1c2d3e4f5a6b',
  lines: [
    { id: 'rice', name: 'Rice (5kg)', priceMinor: 8500, quantity: 2, type: 'Physical' },
    { id: 'milo', name: 'Milo 400g', priceMinor: 4500, quantity: 1, type: 'Physical' },
    { id: 'sardines', name: 'Titus sardines (tin)', priceMinor: 1250, quantity: 3, type: 'Physical' },
  ],
  discountType: 'percentage',
  discountHundredths: 1000,
  tenderedMinor: 25_000,
  paymentMethod: 'Cash',
  customer: { id: 'c-1', name: 'Kofi Boateng' },
  at: new Date('2026-03-06T14:05:00Z'),
});
const TEXT = receiptText(SALE, { businessName: "Ama's Provisions" }, { timeZone: 'Africa/Accra' });

interface DemoProps {
  text: string;
  /** Stands in for the system clipboard. */
  writeText: (text: string) => Promise<void>;
}

/** The receipt with its two actions, as a modal footer would place them. */
function ReceiptDemo({ text, writeText }: DemoProps) {
  const receiptRef = useRef<HTMLPreElement>(null);
  const copy = useCopyReceipt(text, receiptRef, { writeText });
  return (
    <div style={{ display: 'grid', gap: 'var(--shop-space-3)', maxWidth: 420 }}>
      <Receipt ref={receiptRef} text={text} />
      <ReceiptCopyFailed copy={copy} />
      <div style={{ display: 'flex', gap: 'var(--shop-space-2)', justifyContent: 'flex-end' }}>
        <CopyReceiptButton copy={copy} />
        <PrintReceiptButton receiptRef={receiptRef} />
      </div>
    </div>
  );
}

const meta = {
  title: 'Shared UI/Receipt',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: ReceiptDemo,
  args: { text: TEXT, writeText: fn(async () => {}) },
  argTypes: { writeText: { control: false } },
} satisfies Meta<typeof ReceiptDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copy Receipt puts the plain text on the clipboard and says 'Copied!' for 2 seconds. */
export const CopyAndPrint: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Receipt')).toHaveTextContent('Total: ₵227.25');
    await expect(canvas.getByRole('button', { name: SCREEN_TEXT.printReceipt })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: SCREEN_TEXT.copyReceipt }));
    await expect(args.writeText).toHaveBeenCalledWith(TEXT);
    await expect(canvas.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: SCREEN_TEXT.copyReceipt })).toBeInTheDocument(), { timeout: 3000 });
  },
};

/** The browser refused the clipboard: the text is selected, with how to copy it by hand. */
export const ClipboardRefused: Story = {
  args: { writeText: fn(async () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SCREEN_TEXT.copyReceipt }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(RECEIPT_COPY_FAILED_TEXT);
    await expect(window.getSelection()?.toString()).toBe(TEXT);
  },
};

/** A walk-in's card sale in naira: no tender, no change. */
export const InNaira: Story = {
  args: {
    text: receiptText(
      {
        ...SALE,
        items: [{ id: 'garri', name: 'Garri 5kg', priceMinor: 350_000, currency: 'NGN', quantity: 3, costMinor: null }],
        subtotalMinor: 1_050_000,
        discountHundredths: 0,
        discountType: 'fixed',
        discountMinor: 0,
        totalMinor: 1_050_000,
        tenderedMinor: null,
        changeMinor: 0,
        currency: 'NGN',
        paymentMethod: 'Card',
        customer: null,
      },
      { businessName: 'Mama Nkechi Stores' },
      { timeZone: 'Africa/Lagos' },
    ),
  },
};
