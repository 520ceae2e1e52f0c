import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { buildRefund, REFUND_MESSAGES } from '@shop/shared/domain';
import type { Refund, Sale } from '@shop/shared/domain';
import { BackendProvider } from '@shop/shared/session';
import { createMemoryBackend, onAPhone, saleOf } from '@shop/shared/testing';
import type { MemoryBackendOptions } from '@shop/shared/testing';
import { HistoryScreen } from '../sales-history/history-screen';
import { SaleDetails } from '../sales-history/sale-details';
import { RefundDetails } from './refund-details';

// A sale sold on credit in Sales History and its refunds (docs/product-rules.md, 'Credit'), on the
// in-memory backend: Kofi bought two bags of rice for ₵170.00, paid ₵50.00 in cash and owes
// ₵120.00. Its row and details say what is on account; a refund takes what he owes off his account
// first and hands back only the rest.
const KOFI = { id: 'c-kofi', name: 'Kofi Boateng' };
const ON_CREDIT: Sale = saleOf({
  id: 'c0c0c0c0-0000-4000-8000-000000000001',
  lines: [{ id: 'rice', name: 'Rice (5kg)', priceMinor: 8500, quantity: 2 }],
  tenderedMinor: 5000,
  paymentMethod: 'Cash',
  customer: KOFI,
  credit: { dueOn: '2026-12-22' },
  at: new Date('2026-11-22T14:05:00Z'),
});

type MemoryShopHandle = ReturnType<typeof createMemoryBackend>;
/** The story's shop: its options, or a function of the shop itself (for a hook that acts on it as another till would). */
type Options = MemoryBackendOptions | ((shop: () => MemoryShopHandle) => MemoryBackendOptions);

function MemoryShop({ options, children }: { options: Options; children: ReactNode }) {
  const [backend] = useState(() => {
    let made: MemoryShopHandle | null = null;
    const shop = () => {
      if (!made) throw new Error('The story shop is not made yet.');
      return made;
    };
    made = createMemoryBackend(typeof options === 'function' ? options(shop) : options);
    return made.backend;
  });
  return <BackendProvider backend={backend}>{children}</BackendProvider>;
}

const withMemoryShop: Decorator = (Story, { parameters }) => (
  <MemoryShop options={(parameters.creditShop as Options | undefined) ?? { sales: [ON_CREDIT] }}>
    <Story />
  </MemoryShop>
);

const meta = {
  title: 'History/On credit',
  render: () => <SaleDetails sale={ON_CREDIT} onClose={() => undefined} timeZone="Africa/Accra" />,
  decorators: [withMemoryShop],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function openTheForm() {
  const dialog = await screen.findByRole('dialog', { name: 'Sale Details' });
  const refund = within(dialog).getByRole('button', { name: 'Refund' });
  await waitFor(() => expect(refund).toBeEnabled());
  await userEvent.click(refund);
  return screen.findByRole('dialog', { name: 'Refund' });
}

const figure = (form: HTMLElement, term: string) => within(form).getByText(term).closest('div') as HTMLElement;

/** Sale Details of the credit sale: what was paid now, what went on the account, and when it is due. */
export const SaleDetailsOnCredit: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sale Details' });
    await expect(dialog).toHaveTextContent('Paid now₵50.00');
    await expect(dialog).toHaveTextContent('On account₵120.00');
    await expect(dialog).toHaveTextContent('Due onDec 22, 2026');
  },
};

/** Its row in Sales History says On account and how much, under the payment method. */
export const HistoryRowOnCredit: Story = {
  render: () => <HistoryScreen />,
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('region', { name: 'Sales, newest first' });
    await waitFor(() => expect(within(list).getAllByRole('button')[0]).toHaveTextContent('CashOn account ₵120.00'));
  },
};

/** The whole sale back: ₵120.00 comes off Kofi's account, ₵50.00 is handed back. */
export const FormOnACreditSale: Story = {
  play: async () => {
    const form = await openTheForm();
    await expect(form).toHaveTextContent('To refund₵170.00');
    await waitFor(() => expect(figure(form, REFUND_MESSAGES.offAccount)).toHaveTextContent('₵120.00'));
    await expect(figure(form, REFUND_MESSAGES.handedBack)).toHaveTextContent('₵50.00');
  },
};

/** The same form on a phone. */
export const FormOnACreditSaleOnAPhone: Story = {
  ...FormOnACreditSale,
  globals: onAPhone,
};

/** Kofi paid ₵100.00 at another till while the refund was on its way: the form says so and follows his new balance. */
export const FormBalanceChanged: Story = {
  parameters: {
    expectedConsoleErrors: ['Recording the refund failed'],
    creditShop: ((shop) => {
      let first = true;
      return {
        sales: [ON_CREDIT],
        before: {
          recordRefund: async (uid: string) => {
            if (!first) return;
            first = false;
            await shop().backend.recordRepayment(uid, {
              repayment: { id: 'rp-other-till', customer: KOFI, amountMinor: 10000, currency: 'GHS', method: 'Cash', createdAt: new Date('2026-11-23T09:00:00Z') },
            });
          },
        },
      };
    }) satisfies Options,
  },
  play: async () => {
    const form = await openTheForm();
    await waitFor(() => expect(figure(form, REFUND_MESSAGES.offAccount)).toHaveTextContent('₵120.00'));
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(REFUND_MESSAGES.balanceChanged);
    await waitFor(() => expect(figure(form, REFUND_MESSAGES.offAccount)).toHaveTextContent('₵20.00'));
    await expect(figure(form, REFUND_MESSAGES.handedBack)).toHaveTextContent('₵150.00');
  },
};

function creditRefund(): Refund {
  const built = buildRefund({ id: 'f0e1d2c3-0000-4000-8000-0000000000cc', sale: ON_CREDIT, earlier: [], returning: [{ productId: 'rice', quantity: 2 }], paymentMethod: 'Cash', reason: 'Weevils', now: new Date('2026-11-23T10:00:00Z'), balanceMinor: 12000 });
  if (!built.ok) throw new Error(built.error);
  return built.refund;
}

/** The refund recorded: its receipt says what came off the account and what was handed back. */
export const ACreditRefundsReceipt: Story = {
  parameters: { creditShop: { sales: [ON_CREDIT], refunds: [creditRefund()] } },
  render: () => <RefundDetails refund={creditRefund()} onClose={() => undefined} justRecorded timeZone="Africa/Accra" />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: REFUND_MESSAGES.recorded });
    const receipt = within(dialog).getByLabelText('Refund receipt', { selector: 'pre' });
    await expect(receipt.textContent).toContain('Taken off the account: ₵120.00\nHanded back: ₵50.00\nGiven back by: Cash');
  },
};
