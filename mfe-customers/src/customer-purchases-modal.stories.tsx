import type { Meta, StoryContext, StoryObj } from '@storybook/react';
import { expect, fn, screen, within } from 'storybook/test';
import { ERROR_MESSAGES, customerPurchases, formatMinor } from '@shop/shared/domain';
import type { Customer } from '@shop/shared/domain';
import { BackendProvider } from '@shop/shared/session';
import { demoCustomer, demoShop, dialog, onAPhone, seededShop, withSalesFailing } from '@shop/shared/testing';
import { CustomerPurchasesModal } from './customer-purchases-modal';
import type { CustomerPurchasesModalProps } from './customer-purchases-modal';

// A customer's purchases, read from the seeded shop's own sales through the session.
type Args = Omit<CustomerPurchasesModalProps, 'customer'> & {
  /** The seeded customer whose purchases are shown. */
  name: string;
  /** Shown instead: a customer who is not among the seeded ones (no sales name them). */
  outsider?: Customer;
};

const customerFor = ({ name, outsider }: Args, context: Pick<StoryContext, 'loaded'>) => outsider ?? demoCustomer(context.loaded, name);

const meta = {
  title: 'Customers/Purchases',
  args: { name: 'Ama Owusu', onClose: fn() },
  render: (args, context) => <CustomerPurchasesModal customer={customerFor(args, context)} onClose={args.onClose} />,
  parameters: { shop: 'busy' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Totals are the domain's exact sums of the sales naming the customer. */
export const Regular: Story = {
  play: async ({ args, loaded }) => {
    const customer = customerFor(args, { loaded });
    const { totals } = customerPurchases(demoShop(loaded).sales, customer.id);
    const modal = await screen.findByRole('dialog', { name: customer.name });
    for (const total of totals) await expect((await within(modal).findAllByText(formatMinor(total.minor, total.currency))).length).toBeGreaterThan(0);
  },
};

export const RegularOnAPhone: Story = { globals: onAPhone };

export const InNaira: Story = {
  args: { name: 'Chinedu Okafor' },
  parameters: { shop: 'busy-naira' },
  play: async ({ args, loaded }) => {
    const customer = customerFor(args, { loaded });
    const { totals } = customerPurchases(demoShop(loaded).sales, customer.id);
    await expect(totals.map((total) => total.currency)).toEqual(['NGN']);
    const modal = await screen.findByRole('dialog', { name: customer.name });
    await expect((await within(modal).findAllByText(formatMinor(totals[0]?.minor ?? 0, 'NGN'))).length).toBeGreaterThan(0);
  },
};

export const NoPurchasesYet: Story = {
  args: { outsider: { id: 'walk-in-today', name: 'Selorm Agbeko', email: '', phone: '+233 55 123 9876', createdAt: new Date('2026-03-01T09:00:00Z') } },
  play: async () => {
    await expect(await dialog().findByRole('heading', { name: 'No purchases yet' })).toBeInTheDocument();
  },
};

/** The sales have not answered yet. */
export const Loading: Story = {
  args: { outsider: { id: 'ama', name: 'Ama Owusu', email: 'ama.owusu@example.com', phone: '+233 24 555 0101', createdAt: new Date('2026-03-01T09:00:00Z') } },
  parameters: { shop: 'loading' },
  play: async () => {
    await expect(await dialog().findByText('Loading purchases…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  decorators: [
    (Story, { loaded }) => (
      <BackendProvider backend={withSalesFailing(seededShop(loaded).backend)}>
        <Story />
      </BackendProvider>
    ),
  ],
  play: async () => {
    await expect(await dialog().findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.salesHistoryLoadFailed);
  },
};
