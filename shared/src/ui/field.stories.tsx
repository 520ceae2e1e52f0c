import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import type { FieldInputProps } from './field';
import { Field } from './field';

const meta = {
  title: 'Shared UI/Field',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: Field,
  args: { label: 'Product name' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<FieldInputProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { label: 'Product name', placeholder: 'e.g. Rice (5kg)', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Product name/ });
    await userEvent.type(input, 'Gari');
    await expect(input).toHaveValue('Gari');
  },
};

export const WithHint: Story = {
  args: { label: 'Phone', type: 'tel', hint: 'Mobile money number, e.g. 024 123 4567', showOptional: true },
};

export const WithError: Story = {
  args: { label: 'Price', type: 'number', step: 0.01, prefix: '₵', error: 'Enter a price.', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: /Price/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/Enter a price\./);
  },
};

export const Email: Story = { args: { label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'ama@example.com' } };

export const Password: Story = {
  args: { label: 'Password', type: 'password', autoComplete: 'new-password', hint: 'At least 6 characters.' },
};

export const PriceWithCurrency: Story = {
  args: { label: 'Price', type: 'number', step: 0.01, min: 0, inputMode: 'decimal', prefix: '₦', defaultValue: '2500.00' },
};

export const Textarea: Story = {
  render: () => <Field label="Description" multiline rows={4} hint="Shown on your online store." showOptional />,
};

export const Disabled: Story = { args: { label: 'Business name', defaultValue: 'Ama’s Provisions', disabled: true } };

export const SearchWithHiddenLabel: Story = {
  args: { label: 'Search products', labelHidden: true, type: 'search', placeholder: 'Search products' },
};

export const Form: Story = {
  render: () => (
    <form style={{ display: 'grid', gap: 16 }} onSubmit={(event) => event.preventDefault()}>
      <Field label="Customer name" required placeholder="Kwame Mensah" />
      <Field label="Email" type="email" showOptional />
      <Field label="Phone" type="tel" showOptional error="Enter a valid phone number." defaultValue="02412" />
    </form>
  ),
};
