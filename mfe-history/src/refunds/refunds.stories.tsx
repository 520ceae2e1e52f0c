import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { buildRefund, displayOrderId, formatMinor, REFUND_MESSAGES, refundAmountMinor, STAFF_MESSAGES } from '@shop/shared/domain';
import type { Refund, Sale, StaffRole } from '@shop/shared/domain';
import { BackendProvider } from '@shop/shared/session';
import { demoSale, onAPhone, seededShop, storyShop } from '@shop/shared/testing';
import { MANAGER_PIN_TEXT } from '@shop/shared/ui';
import type { Loaded } from '@shop/shared/testing';
import { HistoryScreen } from '../sales-history/history-screen';
import { RefundDetails } from './refund-details';
import { SaleDetails } from '../sales-history/sale-details';

// Refunds on the seeded shop's own sales, through the real local adapter: a sale of two or more
// products, one of them bought two or more times, so it can be given back in parts.
const refundable = (sale: Sale) => sale.currency === 'GHS' && sale.items.length >= 2 && sale.items.some((item) => item.quantity >= 2);

type Args = { pendingSave?: boolean };

/** Sale Details of the picked sale; with `pendingSave` a refund's save never answers (the form stays saving). */
function DetailsOfTheSale({ loaded, pendingSave }: { loaded: Loaded; pendingSave?: boolean }) {
  const sale = demoSale(loaded, refundable);
  const details = <SaleDetails sale={sale} onClose={() => undefined} timeZone="Africa/Accra" />;
  if (!pendingSave) return details;
  const { backend } = storyShop(loaded);
  return <BackendProvider backend={{ ...backend, recordRefund: () => new Promise(() => undefined) }}>{details}</BackendProvider>;
}

const meta = {
  title: 'History/Refunds',
  render: (args, { loaded }) => <DetailsOfTheSale loaded={loaded} pendingSave={args.pendingSave} />,
  parameters: { shop: 'busy' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gives back units of the picked sale through the shop's backend, as the form would, before the story shows. */
async function giveBack(loaded: Loaded, units: (sale: Sale) => { productId: string; quantity: number }[]): Promise<Refund> {
  const { backend, uid } = seededShop(loaded);
  const sale = demoSale(loaded, refundable);
  const built = buildRefund({ id: crypto.randomUUID(), sale, earlier: [], returning: units(sale), paymentMethod: 'Cash', reason: 'Torn packaging', now: new Date() });
  if (!built.ok) throw new Error(built.error);
  await backend.recordRefund(uid, { refund: built.refund });
  return built.refund;
}

const oneUnit = (sale: Sale) => [{ productId: sale.items.find((item) => item.quantity >= 2)?.id ?? '', quantity: 1 }];
const everything = (sale: Sale) => sale.items.map((item) => ({ productId: item.id, quantity: item.quantity }));

const details = () => screen.findByRole('dialog', { name: 'Sale Details' });

async function openTheForm() {
  const dialog = await details();
  const refund = within(dialog).getByRole('button', { name: 'Refund' });
  await waitFor(() => expect(refund).toBeEnabled());
  await userEvent.click(refund);
  return screen.findByRole('dialog', { name: 'Refund' });
}

// ------------------------------------------------------------------ Sale Details

/** A sale with no refunds: Refund is offered, and no refund status shows. */
export const SaleWithNoRefunds: Story = {
  play: async () => {
    const dialog = await details();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Refund' })).toBeEnabled());
    await expect(dialog).not.toHaveTextContent('refunded');
  },
};

/** One unit given back: Partly refunded, what was refunded, what is refundable, and the refund listed. */
export const PartlyRefunded: Story = {
  beforeEach: async ({ loaded }) => {
    await giveBack(loaded, oneUnit);
  },
  play: async ({ loaded }) => {
    const sale = demoSale(loaded, refundable);
    const dialog = await details();
    await within(dialog).findByText('Partly refunded');
    const refunded = refundAmountMinor(sale, [], oneUnit(sale));
    await expect(dialog).toHaveTextContent(`Refundable${formatMinor(sale.totalMinor - refunded, sale.currency)}`);
    await expect(within(dialog).getByRole('table', { name: 'Refunds (1)' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Refund' })).toBeEnabled();
  },
};

/** Everything given back: Refunded, nothing left, and Refund is off with the reason beside it. */
export const FullyRefunded: Story = {
  beforeEach: async ({ loaded }) => {
    await giveBack(loaded, everything);
  },
  play: async ({ loaded }) => {
    const sale = demoSale(loaded, refundable);
    const dialog = await details();
    await within(dialog).findByText(REFUND_MESSAGES.alreadyRefunded);
    await expect(dialog).toHaveTextContent(`Refundable${formatMinor(0, sale.currency)}`);
    await expect(within(dialog).getByRole('button', { name: 'Refund' })).toBeDisabled();
  },
};

// ------------------------------------------------------------------ the refund form

/** The form as it opens: every unit left, the sale's own payment method, the whole total to give back. */
export const FormDefault: Story = {
  play: async ({ loaded }) => {
    const sale = demoSale(loaded, refundable);
    const form = await openTheForm();
    await expect(within(form).getByRole('combobox', { name: 'Give back by' })).toHaveValue(sale.paymentMethod);
    await expect(form).toHaveTextContent(`To give back${formatMinor(sale.totalMinor, sale.currency)}`);
  },
};

/** The form on a phone. */
export const FormOnAPhone: Story = {
  globals: onAPhone,
  play: async () => {
    await openTheForm();
  },
};

/** More units than were sold: the field says how many can go back, and there is no amount. */
export const FormWithAValidationError: Story = {
  play: async ({ loaded }) => {
    const sale = demoSale(loaded, refundable);
    const line = sale.items.find((item) => item.quantity >= 2) as Sale['items'][number];
    const form = await openTheForm();
    const field = within(form).getByRole('spinbutton', { name: `Units of ${line.name} to give back` });
    await userEvent.clear(field);
    await userEvent.type(field, String(line.quantity + 5));
    await expect(form).toHaveTextContent(REFUND_MESSAGES.tooMany(line.name, line.quantity));
    await expect(form).toHaveTextContent('To give back—');
  },
};

/** Confirm refund pressed: the form waits for the shop's answer, and nothing can be changed meanwhile. */
export const FormSaving: Story = {
  args: { pendingSave: true },
  play: async () => {
    const form = await openTheForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    await expect(within(form).getByRole('combobox', { name: 'Give back by' })).toBeDisabled();
  },
};

/** The save failed: the form says so and keeps what was typed, for Confirm refund again. */
export const FormSaveFailed: Story = {
  parameters: { shop: { seed: 'busy', fail: 'writes' }, expectedConsoleErrors: ['Recording the refund failed'] },
  play: async () => {
    const form = await openTheForm();
    await userEvent.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Wrong size');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(REFUND_MESSAGES.saveFailed);
    await expect(within(form).getByRole('textbox', { name: /Reason/ })).toHaveValue('Wrong size');
  },
};

// ------------------------------------------------------------------ a refund's details

/** A refund's details with its receipt: Copy Receipt, Print Receipt and sending it to the customer. */
export const ARefundsDetails: Story = {
  render: (_args, { loaded }) => {
    const sale = demoSale(loaded, refundable);
    const built = buildRefund({ id: 'f0e1d2c3-0000-4000-8000-00000000000a', sale, earlier: [], returning: oneUnit(sale), paymentMethod: 'Mobile Money', reason: 'Torn packaging', now: new Date('2026-11-23T10:00:00Z') });
    if (!built.ok) throw new Error(built.error);
    return <RefundDetails refund={built.refund} onClose={() => undefined} timeZone="Africa/Accra" />;
  },
  play: async ({ loaded }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Refund Details' });
    await expect(dialog).toHaveTextContent(`for order ${displayOrderId(demoSale(loaded, refundable).id)}`);
    await expect(dialog).toHaveTextContent('Torn packaging');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receipt' }));
    const receipt = within(dialog).getByLabelText('Refund receipt', { selector: 'pre' });
    await waitFor(() => expect(receipt).toHaveTextContent(storyShop(loaded).profile.businessName));
    await expect(receipt.textContent?.startsWith(storyShop(loaded).profile.businessName)).toBe(true);
    await expect(within(dialog).getByRole('button', { name: 'Copy Receipt' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Print Receipt' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('link', { name: /Share on WhatsApp/ })).toBeInTheDocument();
    await expect(receipt.textContent).toContain('REFUND');
  },
};

/** Sales History with a refund: the refund first, marked and linked to its sale, and the sale Partly refunded. */
export const HistoryWithARefund: Story = {
  render: () => <HistoryScreen />,
  beforeEach: async ({ loaded }) => {
    await giveBack(loaded, oneUnit);
  },
  play: async ({ canvasElement, loaded }) => {
    const sale = demoSale(loaded, refundable);
    const list = await within(canvasElement).findByRole('region', { name: 'Sales, newest first' });
    await waitFor(() => expect(within(list).getAllByRole('button')[0]).toHaveTextContent(`for ${displayOrderId(sale.id)}`), { timeout: 5000 });
    const search = within(canvasElement).getByRole('searchbox', { name: 'Search sales' });
    await userEvent.type(search, displayOrderId(sale.id));
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('1 sale, 1 refund found'));
    await expect(within(list).getAllByRole('button')[1]).toHaveTextContent('Partly refunded');
  },
};

// ------------------------------------------------------------------ staff (issue #35)

// The shop's staff, added by the owner's account before the story renders; a cashier then unlocks the till.
const STORY_STAFF: readonly { id: string; name: string; role: StaffRole; pin: string }[] = [
  { id: 'staff-kofi', name: 'Kofi Boateng', role: 'manager', pin: '3690' },
  { id: 'staff-efua', name: 'Efua Owusu', role: 'cashier', pin: '2580' },
];

async function cashierAtTill({ loaded }: { loaded: Loaded }) {
  const { backend, uid } = seededShop(loaded);
  for (const member of STORY_STAFF) await backend.saveStaffMember(uid, member.id, { name: member.name, role: member.role, pin: member.pin });
  backend.lockTill();
  await backend.unlockTill(uid, 'staff-efua', '2580');
}

/** A cashier's refund asks for a manager's PIN; with Kofi's it is recorded, naming who gave it back and who approved it. */
export const CashierRefundApproved: Story = {
  beforeEach: cashierAtTill,
  play: async () => {
    const form = await openTheForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    const dialog = await screen.findByRole('dialog', { name: MANAGER_PIN_TEXT.title });
    await expect(dialog).toHaveTextContent(STAFF_MESSAGES.needsManagerPin);
    await userEvent.type(within(dialog).getByLabelText('PIN'), '3690');
    await userEvent.click(within(dialog).getByRole('button', { name: MANAGER_PIN_TEXT.approve }));
    const recorded = await screen.findByRole('dialog', { name: REFUND_MESSAGES.recorded });
    await waitFor(() => expect(recorded).toHaveTextContent('Refunded byEfua Owusu'));
    await expect(recorded).toHaveTextContent('Approved byKofi Boateng');
  },
};

/** Cancel in the Manager's PIN dialog: the form stays as it was, saying why nothing was refunded. */
export const CashierRefundCancelled: Story = {
  beforeEach: cashierAtTill,
  globals: onAPhone,
  play: async () => {
    const form = await openTheForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    const dialog = await screen.findByRole('dialog', { name: MANAGER_PIN_TEXT.title });
    await userEvent.click(within(dialog).getByRole('button', { name: MANAGER_PIN_TEXT.cancel }));
    await waitFor(() => expect(form).toHaveTextContent(STAFF_MESSAGES.needsManagerPin));
  },
};
