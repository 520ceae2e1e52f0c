import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ERROR_MESSAGES, FIELD_MESSAGES, VALIDATION_MESSAGES } from '@shop/shared/domain';
import { demoCustomer, dialog, onAPhone, pressSave, storedCustomers } from '@shop/shared/testing';
import { CustomerModal } from './customer-modal';
import type { CustomerModalProps } from './customer-modal';

// The modal on a seeded shop: edit mode opens one of the shop's own customers, and a save goes
// through the real local adapter.
type Args = CustomerModalProps & {
  /** The name of the seeded customer to edit; none to add one. */
  editing?: string;
};

const meta = {
  title: 'Customers/Customer modal',
  component: CustomerModal,
  args: { open: true, onClose: fn(), onSaved: fn() },
  argTypes: { customer: { control: false } },
  render: ({ editing, ...args }, { loaded }) => <CustomerModal {...args} customer={editing ? demoCustomer(loaded, editing) : null} />,
  parameters: { shop: 'busy' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async () => {
    await expect(screen.getByRole('dialog', { name: 'Add customer' })).toBeInTheDocument();
    await expect(dialog().getByLabelText(/^Name/)).toHaveValue('');
  },
};

export const AddOnAPhone: Story = { globals: onAPhone };

export const Edit: Story = {
  args: { editing: 'Ama Owusu' },
  play: async ({ loaded }) => {
    const ama = demoCustomer(loaded, 'Ama Owusu');
    await expect(screen.getByRole('dialog', { name: 'Edit customer' })).toBeInTheDocument();
    await expect(dialog().getByLabelText(/^Email/)).toHaveValue(ama.email);
    await expect(dialog().getByLabelText(/^Phone/)).toHaveValue(ama.phone);
  },
};

export const EditInLagos: Story = { args: { editing: 'Chinedu Okafor' }, parameters: { shop: 'busy-naira' }, globals: onAPhone };

/** The change is written to the seeded shop. */
export const EditAndSave: Story = {
  args: { editing: 'Esi Quaye' },
  play: async ({ args, loaded }) => {
    const email = dialog().getByLabelText(/^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'esi.quaye@cape-coast.example.com');
    await pressSave();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith('Esi Quaye'));
    const saved = (await storedCustomers(loaded)).find((customer) => customer.name === 'Esi Quaye');
    await expect(saved?.email).toBe('esi.quaye@cape-coast.example.com');
  },
};

/** A credit limit set on a regular: stored in minor units through the real local adapter. */
export const SetCreditLimit: Story = {
  args: { editing: 'Esi Quaye' },
  play: async ({ args, loaded }) => {
    await userEvent.type(dialog().getByLabelText(/^Credit limit/), '500');
    await pressSave();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith('Esi Quaye'));
    const saved = (await storedCustomers(loaded)).find((customer) => customer.name === 'Esi Quaye');
    await expect(saved?.creditLimitMinor).toBe(50000);
  },
};

/** A credit limit that is not an amount: refused with its message, kept as typed. */
export const CreditLimitRefused: Story = {
  play: async () => {
    await userEvent.type(dialog().getByLabelText(/^Name/), 'Ama Owusu');
    await userEvent.type(dialog().getByLabelText(/^Credit limit/), 'five hundred');
    await pressSave();
    await expect(await dialog().findByText(FIELD_MESSAGES.creditLimitInvalid)).toBeInTheDocument();
    await expect(dialog().getByLabelText(/^Credit limit/)).toHaveValue('five hundred');
  },
};

export const NameRequired: Story = {
  play: async () => {
    await pressSave();
    await expect(await dialog().findByText(FIELD_MESSAGES.customerNameRequired)).toBeInTheDocument();
  },
};

export const BadEmailAndPhone: Story = {
  play: async () => {
    await userEvent.type(dialog().getByLabelText(/^Name/), 'Ama Owusu');
    await userEvent.type(dialog().getByLabelText(/^Email/), 'ama.owusu@');
    await userEvent.type(dialog().getByLabelText(/^Phone/), 'call me');
    await pressSave();
    await expect(await dialog().findByText(FIELD_MESSAGES.emailInvalid)).toBeInTheDocument();
    await expect(dialog().getByText(FIELD_MESSAGES.phoneInvalid)).toBeInTheDocument();
  },
};

export const SaveFailed: Story = {
  parameters: { shop: { seed: 'busy', fail: 'writes' } },
  play: async ({ args }) => {
    await userEvent.type(dialog().getByLabelText(/^Name/), 'Chinedu Okafor');
    await pressSave();
    await expect(await dialog().findByText(ERROR_MESSAGES.customerSaveFailed)).toBeInTheDocument();
    await expect(dialog().getByLabelText(/^Name/)).toHaveValue('Chinedu Okafor');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const NotLoggedIn: Story = {
  parameters: { shop: 'signed-out' },
  play: async () => {
    await userEvent.type(dialog().getByLabelText(/^Name/), 'Kofi Boateng');
    await pressSave();
    await expect(await dialog().findByText(VALIDATION_MESSAGES.notLoggedIn)).toBeInTheDocument();
  },
};
