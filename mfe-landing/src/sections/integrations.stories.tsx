import type { Meta, StoryObj } from '@storybook/react';
import { Integrations } from './integrations';

const meta = {
  title: 'Landing/Integrations',
  component: Integrations,
} satisfies Meta<typeof Integrations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
