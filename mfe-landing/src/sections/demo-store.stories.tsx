import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent } from 'storybook/test';
import { DemoStore } from './demo-store';

const meta = {
  title: 'Landing/Demo store',
  component: DemoStore,
} satisfies Meta<typeof DemoStore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InNaira: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('radio', { name: /NGN/ }));
    await expect(screen.getAllByText(/^₦/).length).toBeGreaterThan(0);
  },
};
