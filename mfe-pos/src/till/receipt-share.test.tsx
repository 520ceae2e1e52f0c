// The till's receipt sent to the customer's phone: the customer picked on the sale brings their
// phone from the owner's customers; a walk-in's receipt goes to a number typed or a contact chosen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RECEIPT_SHARE_MESSAGES, receiptText } from '@shop/shared/domain';
import { renderTill, customerSearch } from '../testing/render-till';
import { SAMPLE_BUSINESS } from '@shop/shared/testing';

afterEach(() => {
  vi.restoreAllMocks();
});

const whatsAppName = `${RECEIPT_SHARE_MESSAGES.whatsApp} ${RECEIPT_SHARE_MESSAGES.opensInNewTab}`;

describe('Sending the receipt from the till', () => {
  it("goes to the sale's customer's phone, in international form, with the receipt's text", async () => {
    const { user, fake } = renderTill();
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    await user.type(await customerSearch(user), 'Adaeze');
    await user.click(await screen.findByRole('button', { name: /^Adaeze Okafor/ }));
    await user.click(screen.getByRole('button', { name: /^Complete sale/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sale complete' });

    const sale = fake.sales()[0];
    if (!sale) throw new Error('No sale recorded.');
    const text = within(dialog).getByLabelText('Receipt').textContent ?? '';
    expect(text).toBe(receiptText(sale, SAMPLE_BUSINESS, { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }));
    const body = encodeURIComponent(text);
    expect(await within(dialog).findByText('To Adaeze Okafor, +234 803 555 0101')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: whatsAppName })).toHaveAttribute('href', `https://wa.me/2348035550101?text=${body}`);
    expect(within(dialog).getByRole('link', { name: RECEIPT_SHARE_MESSAGES.sms })).toHaveAttribute('href', `sms:+2348035550101?body=${body}`);
  });

  it("a walk-in's receipt goes to a number the cashier types, or to a contact chosen in WhatsApp", async () => {
    const { user } = renderTill();
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    await user.click(screen.getByRole('button', { name: /^Complete sale/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sale complete' });
    const body = encodeURIComponent(within(dialog).getByLabelText('Receipt').textContent ?? '');
    const whatsApp = within(dialog).getByRole('link', { name: whatsAppName });
    expect(whatsApp).toHaveAttribute('href', `https://wa.me/?text=${body}`);
    await user.type(within(dialog).getByRole('textbox', { name: /Customer's phone/ }), '024 412 3456');
    expect(whatsApp).toHaveAttribute('href', `https://wa.me/233244123456?text=${body}`);
    expect(within(dialog).getByRole('link', { name: RECEIPT_SHARE_MESSAGES.sms })).toHaveAttribute('href', `sms:+233244123456?body=${body}`);
  });
});
