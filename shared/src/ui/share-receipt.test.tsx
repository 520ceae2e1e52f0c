import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECEIPT_SHARE_MESSAGES } from '../domain/messages';
import { ShareReceipt } from './share-receipt';

const TEXT = ["Ama's Provisions", 'Order: #3F2A9C1E', 'Rice (5kg)', '  2 x ₵85.00 = ₵170.00', 'Total: ₵170.00', 'Customer: Kofi Boateng'].join('\n');
const BODY = encodeURIComponent(TEXT);
const KOFI = { name: 'Kofi Boateng', phone: '024 412 3456' };

const whatsApp = () => screen.getByRole('link', { name: `${RECEIPT_SHARE_MESSAGES.whatsApp} ${RECEIPT_SHARE_MESSAGES.opensInNewTab}` });
const sms = () => screen.getByRole('link', { name: RECEIPT_SHARE_MESSAGES.sms });
const phoneField = () => screen.getByRole('textbox', { name: /Customer's phone/ });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ShareReceipt', () => {
  it("sends the receipt's text to the customer's phone and says to whom", () => {
    render(<ShareReceipt text={TEXT} recipient={KOFI} webShare={null} />);
    expect(screen.getByRole('region', { name: RECEIPT_SHARE_MESSAGES.title })).toBeInTheDocument();
    expect(screen.getByText('To Kofi Boateng, +233 24 412 3456')).toBeInTheDocument();
    expect(whatsApp()).toHaveAttribute('href', `https://wa.me/233244123456?text=${BODY}`);
    expect(whatsApp()).toHaveAttribute('target', '_blank');
    expect(whatsApp().getAttribute('rel')).toContain('noopener');
    expect(sms()).toHaveAttribute('href', `sms:+233244123456?body=${BODY}`);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('reads a Nigeria customer as Nigeria', () => {
    render(<ShareReceipt text={TEXT} recipient={{ name: 'Chinedu Okafor', phone: '0803 555 0101' }} webShare={null} />);
    expect(screen.getByText('To Chinedu Okafor, +234 803 555 0101')).toBeInTheDocument();
    expect(whatsApp()).toHaveAttribute('href', `https://wa.me/2348035550101?text=${BODY}`);
    expect(sms()).toHaveAttribute('href', `sms:+2348035550101?body=${BODY}`);
  });

  it('without a customer, links to a contact chosen in the app until the cashier types a number', async () => {
    const user = userEvent.setup();
    render(<ShareReceipt text={TEXT} recipient={null} webShare={null} />);
    expect(whatsApp()).toHaveAttribute('href', `https://wa.me/?text=${BODY}`);
    expect(sms()).toHaveAttribute('href', `sms:?body=${BODY}`);
    expect(phoneField()).toHaveAccessibleDescription(RECEIPT_SHARE_MESSAGES.phoneHint);

    await user.type(phoneField(), '0803 555 0101');
    expect(whatsApp()).toHaveAttribute('href', `https://wa.me/2348035550101?text=${BODY}`);
    expect(sms()).toHaveAttribute('href', `sms:+2348035550101?body=${BODY}`);
    expect(phoneField()).toHaveAccessibleDescription('To +234 803 555 0101');
  });

  it('says a typed number cannot be read once the cashier leaves it, and lets WhatsApp choose meanwhile', async () => {
    const user = userEvent.setup();
    render(<ShareReceipt text={TEXT} recipient={null} webShare={null} />);
    await user.type(phoneField(), '24 41');
    expect(phoneField()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneField()).toHaveAccessibleDescription(expect.stringContaining(RECEIPT_SHARE_MESSAGES.phoneUnreadable));
    expect(phoneField()).toHaveValue('24 41');
    expect(whatsApp()).toHaveAttribute('href', `https://wa.me/?text=${BODY}`);
    expect(sms()).toHaveAttribute('href', `sms:?body=${BODY}`);

    await user.clear(phoneField());
    await user.type(phoneField(), '+44 7911 123456');
    expect(phoneField()).not.toHaveAttribute('aria-invalid');
    expect(whatsApp()).toHaveAttribute('href', `https://wa.me/447911123456?text=${BODY}`);
  });

  it("offers the customer's unreadable stored phone for correcting", async () => {
    const user = userEvent.setup();
    render(<ShareReceipt text={TEXT} recipient={{ name: 'Yaw Mensah', phone: '24-41' }} webShare={null} />);
    expect(phoneField()).toHaveValue('24-41');
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(whatsApp()).toHaveAttribute('href', `https://wa.me/?text=${BODY}`);
    await user.clear(phoneField());
    await user.type(phoneField(), '020 000 0000');
    expect(sms()).toHaveAttribute('href', `sms:+233200000000?body=${BODY}`);
  });

  it('a customer with no phone gets the empty field', () => {
    render(<ShareReceipt text={TEXT} recipient={{ name: 'Ama Owusu', phone: '' }} webShare={null} />);
    expect(phoneField()).toHaveValue('');
    expect(phoneField()).not.toHaveAttribute('aria-invalid');
  });

  it('while the customers are read, links go to a chosen contact and no field shows yet', () => {
    render(<ShareReceipt text={TEXT} recipient={undefined} webShare={null} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(whatsApp()).toHaveAttribute('href', `https://wa.me/?text=${BODY}`);
  });

  it("Share… hands the receipt's text to the device's share sheet", async () => {
    const user = userEvent.setup();
    const share = vi.fn().mockResolvedValue(undefined);
    render(<ShareReceipt text={TEXT} recipient={KOFI} webShare={share} />);
    await user.click(screen.getByRole('button', { name: RECEIPT_SHARE_MESSAGES.share }));
    expect(share).toHaveBeenCalledWith({ text: TEXT });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a cancelled share is silent', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    render(<ShareReceipt text={TEXT} recipient={null} webShare={share} />);
    await user.click(screen.getByRole('button', { name: RECEIPT_SHARE_MESSAGES.share }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });

  it('a share the device refuses says so and points to the other ways', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const share = vi.fn().mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
    render(<ShareReceipt text={TEXT} recipient={null} webShare={share} />);
    await user.click(screen.getByRole('button', { name: RECEIPT_SHARE_MESSAGES.share }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RECEIPT_SHARE_MESSAGES.shareFailed);
    expect(warn).toHaveBeenCalled();
  });

  it("uses the browser's navigator.share where it exists, and shows no Share… where it does not", async () => {
    const user = userEvent.setup();
    expect(navigator.share).toBeUndefined();
    const { unmount } = render(<ShareReceipt text={TEXT} recipient={null} />);
    expect(screen.queryByRole('button', { name: RECEIPT_SHARE_MESSAGES.share })).not.toBeInTheDocument();
    unmount();

    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      render(<ShareReceipt text={TEXT} recipient={null} />);
      await user.click(screen.getByRole('button', { name: RECEIPT_SHARE_MESSAGES.share }));
      expect(share).toHaveBeenCalledWith({ text: TEXT });
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });

  it('every control is reached from the keyboard', async () => {
    const user = userEvent.setup();
    render(<ShareReceipt text={TEXT} recipient={null} webShare={vi.fn().mockResolvedValue(undefined)} />);
    await user.tab();
    expect(phoneField()).toHaveFocus();
    await user.tab();
    expect(whatsApp()).toHaveFocus();
    await user.tab();
    expect(sms()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: RECEIPT_SHARE_MESSAGES.share })).toHaveFocus();
  });
});
