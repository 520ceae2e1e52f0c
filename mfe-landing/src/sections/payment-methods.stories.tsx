import type { Meta, StoryObj } from '@storybook/react';
import { PaymentMethods } from './payment-methods';

const meta = {
  title: 'Landing/Payment methods',
  component: PaymentMethods,
} satisfies Meta<typeof PaymentMethods>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
