import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { VALIDATION_MESSAGES } from '@shop/shared/domain';
import type { Backend } from '@shop/shared/session';
import { AuthModal } from './auth-modal';
import { SIGNUP_JOINING_TEXT } from './signup-words';
import { AuthStory } from '../testing/auth-story-frame';

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

const AMA = {
  'Business name': "Ama's Cosmetics",
  'Owner name': 'Ama Owusu',
  'Business type': 'Cosmetics',
  Phone: '+233 24 555 0123',
  Address: 'Kejetia Market, Kumasi',
  Email: 'ama.owusu@example.com',
};

async function fillSignUp(dialog: ReturnType<typeof within>, password: string, confirm: string) {
  for (const [label, value] of Object.entries(AMA)) await userEvent.type(dialog.getByLabelText(label), value);
  await userEvent.type(dialog.getByLabelText('Password'), password);
  await userEvent.type(dialog.getByLabelText('Confirm password'), confirm);
}

/** Everything filled in but the confirmation: only that field complains, and nothing typed is lost. */
export const PasswordsDoNotMatchKeepsTheForm: Story = {
  play: async () => {
    const dialog = within(screen.getByRole('dialog'));
    await fillSignUp(dialog, 'Kejetia-Morning-2026', 'Kejetia-Evening-2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Create account' }));
    await expect(dialog.getByLabelText('Confirm password')).toHaveAccessibleDescription(expect.stringContaining(VALIDATION_MESSAGES.passwordsDoNotMatch));
    await expect(dialog.queryByText(/is required/)).not.toBeInTheDocument();
    await expect(dialog.getByLabelText('Business name')).toHaveValue("Ama's Cosmetics");
    await expect(dialog.getByLabelText('Address')).toHaveValue('Kejetia Market, Kumasi');
  },
};

/**
 * On the real local backend (the seeded-shop decorator, nobody signed in): the account is created,
 * the verification e-mail goes to the local mailbox, and the modal moves to the verify view.
 */
export const SignUpOnTheLocalBackend: Story = {
  parameters: { shop: 'signed-out' },
  render: () => <AuthModal initialView="signup" onClose={() => {}} onSignedIn={() => {}} />,
  play: async ({ loaded }) => {
    const dialog = within(screen.getByRole('dialog'));
    await fillSignUp(dialog, 'Kejetia-Morning-2026', 'Kejetia-Morning-2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Create account' }));
    await expect(await screen.findByRole('heading', { name: 'Verify your email' }, { timeout: 5000 })).toBeInTheDocument();
    const { backend } = loaded.shop as { backend: Backend };
    await expect(backend.signIn(AMA.Email, 'Kejetia-Morning-2026')).rejects.toThrow(VALIDATION_MESSAGES.verifyEmailBeforeLogin);
  },
};

// Shops on Firebase: a staff member the owner invited by e-mail (the Staff form's "Invitation
// e-mail") signs up with that address to join the shop rather than start one.
const EFUA = { email: 'efua.owusu@example.com', password: 'Kejetia-Morning-2026' };

async function joinAsStaff(dialog: ReturnType<typeof within>) {
  await userEvent.click(dialog.getByRole('radio', { name: SIGNUP_JOINING_TEXT.joinShop }));
  await userEvent.type(dialog.getByLabelText('Email'), EFUA.email);
  await userEvent.type(dialog.getByLabelText('Password'), EFUA.password);
  await userEvent.type(dialog.getByLabelText('Confirm password'), EFUA.password);
}

/** On Firebase the form starts with the choice: starting a new shop, as before, unless they choose to join one. */
export const ChooseOnFirebase: Story = {
  args: { backend: { kind: 'firebase' } },
  play: async () => {
    const dialog = within(screen.getByRole('dialog'));
    await expect(dialog.getByRole('group', { name: SIGNUP_JOINING_TEXT.choiceLegend })).toBeInTheDocument();
    await expect(dialog.getByRole('radio', { name: SIGNUP_JOINING_TEXT.startShop })).toBeChecked();
    await expect(dialog.getByLabelText('Business name')).toBeInTheDocument();
  },
};

/** Joining a shop as staff: no business fields, only the invited address and a password. */
export const JoinAShopAsStaff: Story = {
  args: { backend: { kind: 'firebase' } },
  play: async () => {
    const dialog = within(screen.getByRole('dialog'));
    await joinAsStaff(dialog);
    await expect(dialog.getByRole('radio', { name: SIGNUP_JOINING_TEXT.joinShop })).toBeChecked();
    await expect(dialog.queryByLabelText('Business name')).not.toBeInTheDocument();
    await expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription(SIGNUP_JOINING_TEXT.emailHint);
  },
};

/** Signed up to join: they verify the address, then log in to join the shop that invited it. */
export const JoinedAShopAsStaff: Story = {
  args: { backend: { kind: 'firebase' } },
  play: async () => {
    const dialog = within(screen.getByRole('dialog'));
    await joinAsStaff(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Create account' }));
    await expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    await expect(screen.getByRole('dialog')).toHaveTextContent(`${SIGNUP_JOINING_TEXT.signedUp} ${EFUA.email}.`);
  },
};
