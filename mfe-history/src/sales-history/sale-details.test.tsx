import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECEIPT_COPIED_RESET_MS, receiptText, SCREEN_TEXT } from '@shop/shared/domain';
import type { Business, Sale } from '@shop/shared/domain';
import { createMemoryBackend, renderWithBackend, SAMPLE_OWNER } from '@shop/shared/testing';
import { RECEIPT_COPY_FAILED_TEXT } from '@shop/shared/ui';
import { SaleDetails } from './sale-details';
import { sampleSales } from '../testing/sales';

const BUSINESS: Business = {
  ownerUid: SAMPLE_OWNER.uid,
  businessName: 'Kejetia Provisions',
  ownerName: 'Ama Mensah',
  businessType: 'Provisions shop',
  phone: '024 412 3456',
  address: 'Kejetia Market, Kumasi',
  email: SAMPLE_OWNER.email ?? 'ama@example.com',
  createdAt: new Date('2026-01-02T09:00:00Z'),
  plan: 'trialing',
  trialEndsAt: new Date('2026-02-01T09:00:00Z'),
};

const TIME_ZONE = 'Africa/Lagos';

function renderDetails(sale: Sale, { business = BUSINESS }: { business?: Business | null } = {}) {
  const { backend } = createMemoryBackend({ business });
  const onClose = vi.fn();
  const result = renderWithBackend(<SaleDetails sale={sale} onClose={onClose} timeZone={TIME_ZONE} />, backend);
  const dialog = screen.getByRole('dialog', { name: 'Sale Details' });
  return { ...result, dialog, onClose };
}

/** The receipt once the business profile has arrived. */
async function receiptOf(dialog: HTMLElement, sale: Sale, business: Business | null = BUSINESS) {
  const expected = receiptText(sale, business, { timeZone: TIME_ZONE });
  const receipt = within(dialog).getByLabelText('Receipt', { selector: 'pre' });
  await waitFor(() => expect(receipt.textContent).toBe(expected));
  return { receipt, expected };
}

// happy-dom has no window.print.
const originalPrint = window.print;
afterEach(() => {
  window.print = originalPrint;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Sale Details: the receipt given again', () => {
  it('offers Copy Receipt and Print Receipt beside Done, with the receipt closed in a disclosure', async () => {
    const [sale] = sampleSales() as [Sale];
    const { dialog } = renderDetails(sale);
    const buttons = within(dialog).getAllByRole('button').map((button) => button.textContent);
    expect(buttons.slice(-3)).toEqual([SCREEN_TEXT.copyReceipt, SCREEN_TEXT.printReceipt, 'Done']);

    const toggle = within(dialog).getByRole('button', { name: 'Receipt' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const { receipt } = await receiptOf(dialog, sale);
    expect(receipt).not.toBeVisible();
    // Focus still starts in the details, not on the receipt.
    expect(within(dialog).getByRole('region', { name: 'Items (4 units)' })).toHaveFocus();
  });

  it('shows the receipt by keyboard: the same text the till gave, with the business name and the local date', async () => {
    const [sale] = sampleSales() as [Sale];
    const user = userEvent.setup();
    const { dialog } = renderDetails(sale);
    const { receipt } = await receiptOf(dialog, sale);
    expect(receipt).toHaveTextContent('Kejetia Provisions');
    expect(receipt).toHaveTextContent('Date: Nov 22, 2026 15:05');
    expect(receipt).toHaveTextContent('Order: #A1B2C3D4');
    expect(receipt).toHaveTextContent('Tendered: ₵100.00');

    const toggle = within(dialog).getByRole('button', { name: 'Receipt' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(receipt);
    expect(receipt).toBeVisible();
    await user.tab();
    expect(receipt).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}{ }');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("copies the receipt, says 'Copied!', and is back to Copy Receipt after 2000 ms", async () => {
    const [, walkIn] = sampleSales() as [Sale, Sale];
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const { dialog } = renderDetails(walkIn);
    const { expected } = await receiptOf(dialog, walkIn);
    expect(expected).toContain('Customer: Walk-in customer');

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: SCREEN_TEXT.copyReceipt }));
    });
    expect(writeText).toHaveBeenCalledWith(expected);
    const button = within(dialog).getByRole('button', { name: 'Copied!' });
    act(() => vi.advanceTimersByTime(RECEIPT_COPIED_RESET_MS));
    expect(button).toHaveAccessibleName(SCREEN_TEXT.copyReceipt);
  });

  it('opens the receipt and selects it when the clipboard is refused', async () => {
    const [sale] = sampleSales() as [Sale];
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const { dialog } = renderDetails(sale);
    const { receipt, expected } = await receiptOf(dialog, sale);

    await user.click(within(dialog).getByRole('button', { name: SCREEN_TEXT.copyReceipt }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(RECEIPT_COPY_FAILED_TEXT);
    expect(within(dialog).getByRole('button', { name: 'Receipt' })).toHaveAttribute('aria-expanded', 'true');
    expect(receipt).toBeVisible();
    expect(window.getSelection()?.toString()).toBe(expected);
  });

  it('prints the receipt through window.print, even while the disclosure is closed', async () => {
    const [sale] = sampleSales() as [Sale];
    const print = vi.fn();
    window.print = print;
    const user = userEvent.setup();
    const { dialog } = renderDetails(sale);
    await receiptOf(dialog, sale);
    await user.click(within(dialog).getByRole('button', { name: SCREEN_TEXT.printReceipt }));
    expect(print).toHaveBeenCalledOnce();
    expect(within(dialog).getByRole('button', { name: 'Receipt' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('a naira sale keeps its currency on the receipt', async () => {
    const [, , naira] = sampleSales() as [Sale, Sale, Sale];
    const { dialog } = renderDetails(naira);
    const { receipt } = await receiptOf(dialog, naira);
    expect(receipt).toHaveTextContent('Total: ₦10,500.00');
    expect(receipt).toHaveTextContent('Change: ₦500.00');
  });

  it('Done closes', async () => {
    const [sale] = sampleSales() as [Sale];
    const user = userEvent.setup();
    const { dialog, onClose } = renderDetails(sale);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
