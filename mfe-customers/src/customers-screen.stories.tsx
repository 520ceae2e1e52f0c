import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ERROR_MESSAGES, SCREEN_TEXT, VALIDATION_MESSAGES } from '@shop/shared/domain';
import { BackendProvider } from '@shop/shared/session';
import { Customers } from './customers-screen';
import { createFakeCustomersBackend, sampleCustomer } from './testing/fake-backend';
import type { FakeCustomersOptions } from './testing/fake-backend';
import { SAMPLE_CUSTOMERS, SAMPLE_SALES } from './testing/sample-shop';

function CustomersDemo({ options }: { options: FakeCustomersOptions }) {
  const [fake] = useState(() => createFakeCustomersBackend({ latencyMs: 300, customers: SAMPLE_CUSTOMERS, sales: SAMPLE_SALES, ...options }));
  return (
    <BackendProvider backend={fake.backend}>
      <div style={{ padding: 16, containerType: 'inline-size' }}>
        <Customers />
      </div>
    </BackendProvider>
  );
}

const meta = {
  title: 'Customers/All Customers',
  component: CustomersDemo,
  args: { options: {} },
} satisfies Meta<typeof CustomersDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCustomers: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chinedu Okafor')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { options: { loadPending: true } } };

export const LoadFailed: Story = {
  args: { options: { loadError: new Error('offline') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.customersLoadFailed);
  },
};

export const Empty: Story = {
  args: { options: { customers: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No customers yet' })).toBeInTheDocument();
  },
};

export const NotLoggedIn: Story = {
  args: { options: { user: null } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.notLoggedIn);
  },
};

export const SearchByPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Ama Owusu');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search customers' }), '+234');
    await expect(await canvas.findByText('Showing 1 of 5 customers')).toBeInTheDocument();
  },
};

export const SearchWithNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Ama Owusu');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search customers' }), 'Zainab');
    await expect(await canvas.findByRole('heading', { name: 'No customers match' })).toBeInTheDocument();
  },
};

export const Purchases: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Ama Owusu');
    await userEvent.click(canvas.getByRole('button', { name: 'Purchases of Ama Owusu' }));
    await expect(await screen.findByText('₵459.00')).toBeInTheDocument();
  },
};

export const PurchasesInNaira: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Chinedu Okafor');
    await userEvent.click(canvas.getByRole('button', { name: 'Purchases of Chinedu Okafor' }));
    // One sale: the total spent and the sale show the same amount.
    await expect(await screen.findAllByText('₦40,500.00')).toHaveLength(2);
  },
};

export const NoPurchasesYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Efua Mensah');
    await userEvent.click(canvas.getByRole('button', { name: 'Purchases of Efua Mensah' }));
    await expect(await screen.findByRole('heading', { name: 'No purchases yet' })).toBeInTheDocument();
  },
};

export const PurchasesLoadFailed: Story = {
  args: { options: { salesError: new Error('offline') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Ama Owusu');
    await userEvent.click(canvas.getByRole('button', { name: 'Purchases of Ama Owusu' }));
    await expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.salesHistoryLoadFailed);
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Kofi Boateng');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Kofi Boateng' }));
    await expect(await screen.findByRole('alertdialog', { name: SCREEN_TEXT.confirmDelete })).toBeInTheDocument();
  },
};

export const ThousandsOfCustomers: Story = {
  args: {
    options: {
      customers: Array.from({ length: 5000 }, (_, i) =>
        sampleCustomer({ id: `bulk-${i}`, name: `Customer ${i + 1}`, phone: `024 ${String(1_000_000 + i).slice(1)}`, createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000) }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('5,000 customers')).toBeInTheDocument();
  },
};
