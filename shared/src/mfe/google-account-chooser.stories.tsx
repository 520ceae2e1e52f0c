import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { GoogleAccountChooserDialog } from './google-account-chooser';

const meta = {
  title: 'Embedded backend/Google account chooser',
  component: GoogleAccountChooserDialog,
  args: { onDone: fn() },
} satisfies Meta<typeof GoogleAccountChooserDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Continue with Google" on the embedded backend: the person names the account to continue with. */
export const ChooseAnAccount: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Choose an account' });
    await expect(dialog).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Chidi Okafor');
    await userEvent.type(screen.getByLabelText(/^Email/), 'chidi@example');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(await screen.findByText('Enter your name and a valid e-mail address.')).toBeInTheDocument();
    await expect(args.onDone).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/^Email/), '.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith({ name: 'Chidi Okafor', email: 'chidi@example.com' }));
  },
};

/** The chosen address already has a password account: its password is asked for once, to link Google to it. */
export const LinkToPasswordAccount: Story = {
  args: { request: { passwordFor: 'ama.owusu@example.com' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Link Google to your account' });
    await expect(dialog).toHaveAccessibleDescription(
      'ama.owusu@example.com already has an account with a password. Enter that password once to sign in with Google from now on.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Link and continue' }));
    await expect(await screen.findByText('Enter the password of this account.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Password/), 'Kejetia-Morning-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Link and continue' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith({ name: '', email: 'ama.owusu@example.com', password: 'Kejetia-Morning-2026' }));
  },
};

/** Closing either dialog is a cancel: the sign-in stops and nothing is linked. */
export const Cancelled: Story = {
  args: { request: { passwordFor: 'ama.owusu@example.com' } },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Link Google to your account' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(null));
  },
};
