import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { BackendError } from '@shop/shared/session';
import { AuthStory } from '../testing/auth-story-frame';

const meta = {
  title: 'Auth modal/Reset',
  component: AuthStory,
  args: { view: 'reset', email: 'ama@example.com' },
} satisfies Meta<typeof AuthStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Failure: Story = {
  args: { backend: { before: { sendPasswordReset: () => Promise.reject(new BackendError('auth/network-request-failed')) } } },
  play: async () => {
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Send reset link' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(/Network error/);
  },
};
