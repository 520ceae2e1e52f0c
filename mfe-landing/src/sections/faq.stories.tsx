import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent } from 'storybook/test';
import { Faq } from './faq';

const meta = {
  title: 'Landing/FAQ',
  component: Faq,
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TrialAnswerOpen: Story = {
  play: async () => {
    const toggle = screen.getByRole('button', { name: /after the 30-day free Pro trial/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};
