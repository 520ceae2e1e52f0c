import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ERROR_MESSAGES, FIELD_MESSAGES, VALIDATION_MESSAGES } from '@shop/shared/domain';
import type { Customer } from '@shop/shared/domain';
import { BackendProvider } from '@shop/shared/session';
import { CustomerModal } from './customer-modal';
import { createFakeCustomersBackend } from './testing/fake-backend';
import type { FakeCustomersOptions } from './testing/fake-backend';
import { SAMPLE_CUSTOMERS } from './testing/sample-shop';

function CustomerModalDemo({ customer, options, onClose }: { customer: Customer | null; options: FakeCustomersOptions; onClose: () => void }) {
  const [fake] = useState(() => createFakeCustomersBackend({ latencyMs: 400, customers: SAMPLE_CUSTOMERS, ...options }));
  return (
    <BackendProvider backend={fake.backend}>
      <CustomerModal open customer={customer} onClose={onClose} />
    </BackendProvider>
  );
}

const meta = {
  title: 'Customers/Customer modal',
  component: CustomerModalDemo,
  args: { customer: null, options: {}, onClose: fn() },
} satisfies Meta<typeof CustomerModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog'));

export const Add: Story = {};

export const Edit: Story = { args: { customer: SAMPLE_CUSTOMERS[2] ?? null } };

export const NameRequired: Story = {
  play: async () => {
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await expect(await dialog().findByText(FIELD_MESSAGES.customerNameRequired)).toBeInTheDocument();
  },
};

export const BadEmailAndPhone: Story = {
  play: async () => {
    const form = dialog();
    await userEvent.type(form.getByLabelText(/^Name/), 'Ama Owusu');
    await userEvent.type(form.getByLabelText(/^Email/), 'ama.owusu@');
    await userEvent.type(form.getByLabelText(/^Phone/), 'call me');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText(FIELD_MESSAGES.emailInvalid)).toBeInTheDocument();
    await expect(form.getByText(FIELD_MESSAGES.phoneInvalid)).toBeInTheDocument();
  },
};

export const SaveFailed: Story = {
  args: { options: { failSave: true, latencyMs: 0 } },
  play: async () => {
    await userEvent.type(dialog().getByLabelText(/^Name/), 'Chinedu Okafor');
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await expect(await dialog().findByText(ERROR_MESSAGES.customerSaveFailed)).toBeInTheDocument();
  },
};

export const NotLoggedIn: Story = {
  args: { options: { user: null } },
  play: async () => {
    await userEvent.type(dialog().getByLabelText(/^Name/), 'Kofi Boateng');
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await expect(await dialog().findByText(VALIDATION_MESSAGES.notLoggedIn)).toBeInTheDocument();
  },
};
