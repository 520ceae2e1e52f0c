import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  discountEnteredText,
  displayOrderId,
  formatInternationalPhone,
  formatMinor,
  internationalPhone,
  receiptText,
  saleUnitCount,
  SCREEN_TEXT,
  WALK_IN_CUSTOMER,
} from '@shop/shared/domain';
import type { Sale } from '@shop/shared/domain';
import { demoSale, demoShop, onAPhone, storyShop } from '@shop/shared/testing';
import { RECEIPT_COPY_FAILED_TEXT } from '@shop/shared/ui';
import { saleOf } from '@shop/shared/testing';
import { SaleDetails } from './sale-details';
import type { SaleDetailsProps } from './sale-details';

// Sale Details shows one of the seeded shop's own sales (built by the domain, as the till builds
// them), picked by what the story is about.
type SalePicker = (sale: Sale) => boolean;
type Args = Omit<SaleDetailsProps, 'sale'> & { pick: SalePicker };

const anySale: SalePicker = () => true;

const meta = {
  title: 'History/Sale Details',
  args: { onClose: fn(), pick: anySale },
  argTypes: { pick: { control: false } },
  render: ({ pick, ...args }, { loaded }) => <SaleDetails {...args} sale={demoSale(loaded, pick)} />,
  parameters: { shop: 'busy' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every figure of the sale, as the domain computed it. */
async function showsSale(sale: Sale) {
  const dialog = await screen.findByRole('dialog', { name: 'Sale Details' });
  await expect(dialog).toHaveTextContent(`Order ${displayOrderId(sale.id)}`);
  await expect(dialog).toHaveTextContent(sale.paymentMethod);
  await expect(dialog).toHaveTextContent(sale.customer?.name ?? WALK_IN_CUSTOMER);
  for (const minor of [sale.subtotalMinor, sale.totalMinor, sale.changeMinor]) await expect(dialog).toHaveTextContent(formatMinor(minor, sale.currency));
  const units = saleUnitCount(sale);
  await expect(within(dialog).getByRole('table', { name: `Items (${units} ${units === 1 ? 'unit' : 'units'})` })).toBeInTheDocument();
  return dialog;
}

export const PercentageDiscount: Story = {
  args: { pick: (sale) => sale.discountType === 'percentage' && sale.discountMinor > 0 },
  play: async ({ args, loaded }) => {
    const sale = demoSale(loaded, args.pick);
    const dialog = await showsSale(sale);
    await expect(dialog).toHaveTextContent(discountEnteredText(sale) ?? '');
    await expect(dialog).toHaveTextContent(`-${formatMinor(sale.discountMinor, sale.currency)}`);
  },
};

export const FixedDiscount: Story = {
  args: { pick: (sale) => sale.discountType === 'fixed' && sale.discountMinor > 0 },
  play: async ({ args, loaded }) => {
    await showsSale(demoSale(loaded, args.pick));
  },
};

/** Paid in round notes: the change due is shown. */
export const CashWithChange: Story = {
  args: { pick: (sale) => sale.paymentMethod === 'Cash' && sale.changeMinor > 0 && sale.customer !== null },
  play: async ({ args, loaded }) => {
    await showsSale(demoSale(loaded, args.pick));
  },
};

export const MobileMoneyWalkIn: Story = {
  args: { pick: (sale) => sale.paymentMethod === 'Mobile Money' && sale.customer === null },
  play: async ({ args, loaded }) => {
    await showsSale(demoSale(loaded, args.pick));
  },
};

export const InNaira: Story = {
  args: { pick: (sale) => sale.items.length >= 3 && sale.customer !== null },
  parameters: { shop: 'busy-naira' },
  play: async ({ args, loaded }) => {
    const sale = demoSale(loaded, args.pick);
    await expect(sale.currency).toBe('NGN');
    await showsSale(sale);
  },
};

/** The biggest basket on a phone: the facts in two columns, the items table within the dialog. */
export const BigBasketOnAPhone: Story = {
  args: { pick: (sale) => sale.items.length >= 4 },
  globals: onAPhone,
  play: async ({ args, loaded }) => {
    await showsSale(demoSale(loaded, args.pick));
  },
};

/**
 * A past cash sale's receipt given again: the Receipt disclosure shows the text the till gave
 * (the shop's name, the date in the shop's time zone); Copy Receipt confirms with 'Copied!' for
 * 2 seconds; Print Receipt prints the receipt alone.
 */
export const CopyAndPrintTheReceipt: Story = {
  args: { pick: (sale) => sale.paymentMethod === 'Cash' && sale.changeMinor > 0, timeZone: 'Africa/Accra' },
  play: async ({ args, loaded }) => {
    const sale = demoSale(loaded, args.pick);
    const expected = receiptText(sale, storyShop(loaded).profile, { timeZone: 'Africa/Accra' });
    const dialog = await showsSale(sale);
    const toggle = within(dialog).getByRole('button', { name: 'Receipt' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const receipt = within(dialog).getByLabelText('Receipt', { selector: 'pre' });
    await waitFor(() => expect(receipt.textContent).toBe(expected));
    await expect(receipt).toHaveTextContent(storyShop(loaded).profile.businessName);
    await expect(within(dialog).getByRole('button', { name: SCREEN_TEXT.printReceipt })).toBeInTheDocument();

    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(within(dialog).getByRole('button', { name: SCREEN_TEXT.copyReceipt }));
      await expect(writeText).toHaveBeenCalledWith(expected);
      await expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      await waitFor(() => expect(within(dialog).getByRole('button', { name: SCREEN_TEXT.copyReceipt })).toBeInTheDocument(), { timeout: 3000 });
    } finally {
      writeText.mockRestore();
    }
  },
};

/** The browser refused the clipboard: the receipt opens with its text selected, and says how to copy it. */
export const ReceiptClipboardRefused: Story = {
  args: { pick: (sale) => sale.paymentMethod === 'Mobile Money' && sale.customer !== null, timeZone: 'Africa/Accra' },
  play: async ({ args, loaded }) => {
    const sale = demoSale(loaded, args.pick);
    const expected = receiptText(sale, storyShop(loaded).profile, { timeZone: 'Africa/Accra' });
    const dialog = await showsSale(sale);
    await waitFor(() => expect(within(dialog).getByLabelText('Receipt', { selector: 'pre' }).textContent).toBe(expected));
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    try {
      await userEvent.click(within(dialog).getByRole('button', { name: SCREEN_TEXT.copyReceipt }));
      await expect(await within(dialog).findByRole('alert')).toHaveTextContent(RECEIPT_COPY_FAILED_TEXT);
      await expect(within(dialog).getByRole('button', { name: 'Receipt' })).toHaveAttribute('aria-expanded', 'true');
      await expect(window.getSelection()?.toString()).toBe(expected);
    } finally {
      writeText.mockRestore();
    }
  },
};

/** A past sale's receipt sent again: to the customer's phone as the shop's customers list has it. */
export const SendTheReceiptToTheCustomer: Story = {
  args: { pick: (sale) => sale.customer !== null },
  play: async ({ args, loaded }) => {
    const sale = demoSale(loaded, args.pick);
    const customer = demoShop(loaded).customers.find((c) => c.id === sale.customer?.id);
    const digits = internationalPhone(customer?.phone);
    if (!customer || !digits) throw new Error("The seeded sale's customer has no phone.");
    const dialog = within(await screen.findByRole('dialog', { name: 'Sale Details' }));
    await expect(await dialog.findByText(`To ${customer.name}, ${formatInternationalPhone(digits)}`)).toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: /^Share on WhatsApp/ })).toHaveAttribute('href', expect.stringMatching(`^https://wa.me/${digits}\\?text=`));
    await expect(dialog.getByRole('link', { name: 'Send by SMS' })).toHaveAttribute('href', expect.stringMatching(`^sms:\\+${digits}\\?body=`));
  },
};

/** A split payment (docs/product-rules.md, 'Split payment'): the method reads Split and each part is listed. */
export const SplitPayment: Story = {
  render: ({ pick: _pick, ...args }) => (
    <SaleDetails
      {...args}
      sale={saleOf({
        id: 'c0ffee00-0000-4000-8000-000000000070',
        lines: [{ id: 'airtime', name: 'MTN Airtime Voucher', priceMinor: 1000, quantity: 7 }],
        payments: [
          { method: 'Mobile Money', minor: 5000 },
          { method: 'Cash', minor: 2500 },
        ],
      })}
    />
  ),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Sale Details' }));
    const parts = dialog.getByRole('list', { name: 'Payment parts' });
    await expect(parts).toHaveTextContent('Mobile Money ₵50.00');
    await expect(parts).toHaveTextContent('Cash ₵25.00');
    await expect(parts).toHaveTextContent('Change (from cash): ₵5.00');
  },
};

// ------------------------------------------------------------------ who sold it (issue #35)

/** A cashier's sale a manager's PIN let through (a discount above the limit): both named. */
export const SoldByStaffWithApproval: Story = {
  render: ({ pick, ...args }, { loaded }) => (
    <SaleDetails
      {...args}
      sale={{ ...demoSale(loaded, pick), madeBy: { id: 'staff-efua', name: 'Efua Owusu' }, approvedBy: { id: 'staff-kofi', name: 'Kofi Boateng' } }}
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sale Details' });
    await expect(dialog).toHaveTextContent('Sold byEfua Owusu');
    await expect(dialog).toHaveTextContent('Approved byKofi Boateng');
  },
};

/** A sale with no staff stamp was made by the owner's own account: named from the business profile, no approver. */
export const SoldByTheOwner: Story = {
  play: async ({ loaded }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Sale Details' });
    await waitFor(() => expect(dialog).toHaveTextContent(`Sold by${storyShop(loaded).profile.ownerName}`));
    await expect(dialog).not.toHaveTextContent('Approved by');
  },
};

/** Who sold it on a phone, among the other facts. */
export const SoldByStaffOnAPhone: Story = { ...SoldByStaffWithApproval, globals: onAPhone };
