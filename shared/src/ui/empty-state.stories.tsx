import type { Meta, StoryObj } from '@storybook/react';
import { Button } from './button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Shared UI/EmptyState',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: EmptyState,
  args: {
    title: 'No customers yet',
    description: 'Customers you add, or pick during a sale, will appear here.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = { args: { action: <Button variant="primary">Add customer</Button> } };

export const NoSearchResults: Story = {
  args: { title: 'No products match “soap”', description: 'Check the spelling or try another name.', icon: null },
};
