import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { VALIDATION_MESSAGES } from '@shop/shared/domain';
import { BackendError } from '@shop/shared/session';
import { AuthStory } from '../testing/auth-story-frame';

const meta = {
  title: 'Auth modal/Login',
  component: AuthStory,
  args: { view: 'login' },
} satisfies Meta<typeof AuthStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EmailNotVerified: Story = {
  args: { email: 'ama@example.com', backend: { before: { signIn: () => Promise.reject(new BackendError('auth/email-not-verified')) } } },
  play: async () => {
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Password'), 'Kente-Sunrise-2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.verifyEmailBeforeLogin);
  },
};

export const WrongPassword: Story = {
  args: { email: 'ama@example.com', backend: { before: { signIn: () => Promise.reject(new BackendError('auth/wrong-password')) } } },
  play: async () => {
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Password'), 'not-it');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
  },
};
