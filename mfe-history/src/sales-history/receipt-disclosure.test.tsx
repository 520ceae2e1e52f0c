// The folded receipt of Sale Details and of a refund's details: closed at first (or open when
// asked), opened and closed by its button, opened by itself when the browser refuses to copy.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CopyReceiptButton } from '@shop/shared/ui';
import { ReceiptDisclosure, useReceiptDisclosure } from './receipt-disclosure';

const TEXT = "Ama's Provisions\nREFUND\nRefunded: ₵76.50";

function Harness({ shownAtFirst = false }: { shownAtFirst?: boolean }) {
  const state = useReceiptDisclosure(TEXT, shownAtFirst);
  return (
    <>
      <CopyReceiptButton copy={state.copy} />
      <ReceiptDisclosure state={state} label="Refund receipt" />
    </>
  );
}

const receipt = () => screen.getByLabelText('Refund receipt', { selector: 'pre' });
const toggle = () => screen.getByRole('button', { name: 'Receipt' });

describe('ReceiptDisclosure', () => {
  it('starts closed and opens and closes from its button, naming what it controls', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(receipt().parentElement).toHaveAttribute('hidden');
    expect(toggle()).toHaveAttribute('aria-controls', receipt().parentElement?.id);
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(receipt().parentElement).not.toHaveAttribute('hidden');
    expect(receipt()).toHaveTextContent('Refunded: ₵76.50');
    await user.click(toggle());
    expect(receipt().parentElement).toHaveAttribute('hidden');
  });

  it('starts open when asked (a refund just recorded)', () => {
    render(<Harness shownAtFirst />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens itself when the browser refuses to copy, so the text can be selected', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Copy Receipt' }));
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'true'));
  });
});
