import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent } from 'storybook/test';
import { Testimonials } from './testimonials';

const meta = {
  title: 'Landing/Testimonials',
  component: Testimonials,
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Paused: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  },
};
