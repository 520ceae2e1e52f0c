import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { VALIDATION_MESSAGES } from '@shop/shared/domain';
import { AuthStory } from './auth-story-frame';

const meta = {
  title: 'Auth modal/Signup',
  component: AuthStory,
  args: { view: 'signup' },
} satisfies Meta<typeof AuthStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const MissingFields: Story = {
  play: async () => {
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Create account' }));
    await expect(dialog.getByText('Business name is required.')).toBeInTheDocument();
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async () => {
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Password'), 'Kente-Sunrise-2026');
    await userEvent.type(dialog.getByLabelText('Confirm password'), 'Kente-Sunset-2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Create account' }));
    await expect(dialog.getByText(VALIDATION_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
  },
};
