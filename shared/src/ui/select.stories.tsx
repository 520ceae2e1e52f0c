import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { PAYMENT_METHODS, PRODUCT_TYPES } from '../domain/constants';
import { Select } from './select';

const meta = {
  title: 'Shared UI/Select',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: Select,
  args: {
    label: 'Payment method',
    options: PAYMENT_METHODS.map((method) => ({ value: method, label: method })),
    defaultValue: 'Cash',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Payment method' });
    await userEvent.selectOptions(select, 'Mobile Money');
    await expect(select).toHaveValue('Mobile Money');
  },
};

export const WithPlaceholder: Story = {
  args: {
    label: 'Product type',
    options: PRODUCT_TYPES.map((type) => ({ value: type, label: type })),
    placeholder: 'Choose a type',
    defaultValue: '',
    required: true,
    hint: 'Only Physical products track stock.',
  },
};

export const WithError: Story = {
  args: {
    label: 'Product type',
    options: PRODUCT_TYPES.map((type) => ({ value: type, label: type })),
    placeholder: 'Choose a type',
    defaultValue: '',
    required: true,
    error: 'Choose a product type.',
  },
};

export const Disabled: Story = { args: { disabled: true } };
