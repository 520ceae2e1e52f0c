import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { CopyReceiptButton } from '@shop/shared/ui';
import { ReceiptDisclosure, useReceiptDisclosure } from './receipt-disclosure';

// The folded receipt at the foot of Sale Details and of a refund's details.
const TEXT = [
  "Ama's Provisions",
  'REFUND',
  'Date: Nov 23, 2026 10:00',
  'Refund: #F0E1D2C3',
  'For order: #A1B2C3D4',
  '--------------------------------',
  'Rice (5kg)',
  '  1 x ₵85.00 returned',
  '--------------------------------',
  'Refunded: ₵76.50',
  'Given back by: Cash',
  'Customer: Kofi Boateng',
  '--------------------------------',
].join('\n');

function Folded({ shownAtFirst, label }: { shownAtFirst: boolean; label: string }) {
  const state = useReceiptDisclosure(TEXT, shownAtFirst);
  return (
    <div style={{ maxWidth: 480 }}>
      <CopyReceiptButton copy={state.copy} />
      <ReceiptDisclosure state={state} label={label} />
    </div>
  );
}

const meta = {
  title: 'History/Receipt Disclosure',
  component: Folded,
  args: { shownAtFirst: false, label: 'Refund receipt' },
} satisfies Meta<typeof Folded>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, as Sale Details opens: the Receipt button unfolds it. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Receipt' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByLabelText('Refund receipt')).toBeVisible();
  },
};

/** Open, as a refund's receipt shows once it is recorded. */
export const Open: Story = {
  args: { shownAtFirst: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Refund receipt')).toBeVisible();
  },
};
