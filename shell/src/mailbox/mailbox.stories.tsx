import type { Meta, StoryContext, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { createSession, resetSessionForTests } from '@shop/shared/session';
import type { SignUpInput } from '@shop/shared/session';
import type { LocalBackend } from '@shop/shared/testing';
import { Mailbox } from './mailbox';

// The mailbox reads the session's own local backend (it is the embedded backend's page, not a
// screen on the Backend port), so each story creates a session on a database of its own and fills
// it through the real flows: sign-ups send verification e-mails, a reset request sends a reset one.

interface MailboxParameters {
  /** Who signs up before the story shows; each gets a verification e-mail. */
  signUps?: readonly SignUpInput[];
  /** Who asks for a password reset afterwards. */
  resets?: readonly string[];
}

const PROFILE = { businessType: 'Provisions store', phone: '+233 24 555 0100', address: 'Kejetia Market, Kumasi' };
const AMA: SignUpInput = {
  email: 'ama.owusu@example.com',
  password: 'Kejetia-Morning-2026',
  profile: { ...PROFILE, businessName: "Ama's Cosmetics", ownerName: 'Ama Owusu' },
};
const CHINEDU: SignUpInput = {
  email: 'chinedu.okafor@example.com',
  password: 'Balogun-Street-2026',
  profile: { businessName: 'Chinedu Phones & Accessories', ownerName: 'Chinedu Okafor', businessType: 'Electronics', phone: '+234 803 555 0177', address: 'Computer Village, Ikeja' },
};
const MARKUP: SignUpInput = {
  email: 'markup@example.com',
  password: 'Angle-Brackets-2026',
  profile: { ...PROFILE, businessName: '<b>Bold</b> shop', ownerName: '<img src=x onerror=alert(1)>' },
};

let opened = 0;

async function openMailbox({ parameters }: { parameters: StoryContext['parameters'] }) {
  const { signUps = [], resets = [] } = (parameters.mailbox ?? {}) as MailboxParameters;
  resetSessionForTests();
  // The page keeps the address it shows in `?to=`; each story starts without one.
  const url = new URL(window.location.href);
  url.searchParams.delete('to');
  window.history.replaceState(window.history.state, '', url);
  const dbName = `storybook-shop-mailbox-${++opened}-${Date.now().toString(36)}`;
  const session = await createSession({ type: 'local', dbName });
  const local = session.backend as LocalBackend;
  for (const input of signUps) await local.signUp(input);
  for (const email of resets) await local.sendPasswordReset(email);
  return { mailbox: { local, dbName } };
}

function closeMailbox({ loaded }: { loaded: StoryContext['loaded'] }) {
  const opened = (loaded as { mailbox?: { local: LocalBackend; dbName: string } }).mailbox;
  return () => {
    if (!opened) return;
    opened.local.close();
    resetSessionForTests();
    indexedDB.deleteDatabase(opened.dbName);
  };
}

const meta = {
  title: 'Dashboard frame/Local mailbox',
  component: Mailbox,
  loaders: [openMailbox],
  beforeEach: [closeMailbox],
  parameters: { canvasPadding: false },
} satisfies Meta<typeof Mailbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types an address into the mailbox and shows its messages. */
async function showMessagesFor(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  const search = await canvas.findByRole('search', { name: 'Messages for an address' });
  const field = within(search).getByLabelText('Email address');
  await userEvent.clear(field);
  await userEvent.type(field, email);
  await userEvent.click(within(search).getByRole('button', { name: 'Show messages' }));
}

/** Two owners signed up (verification e-mails), then one asked to reset her password: each address sees only its own. */
export const WithMessages: Story = {
  parameters: { mailbox: { signUps: [AMA, CHINEDU], resets: [AMA.email] } satisfies MailboxParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showMessagesFor(canvasElement, AMA.email);
    const list = await canvas.findByRole('list', { name: 'Messages' });
    const messages = within(list).getAllByRole('article');
    await expect(messages).toHaveLength(2);
    await expect(within(messages[0] as HTMLElement).getByRole('link', { name: 'Reset your password' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: 'Verify your email address' })).toHaveLength(1);
    await expect(canvas.queryByText(CHINEDU.email)).not.toBeInTheDocument();

    await showMessagesFor(canvasElement, CHINEDU.email.toUpperCase());
    await expect(await canvas.findByText(CHINEDU.email)).toBeInTheDocument();
    await expect(within(canvas.getByRole('list', { name: 'Messages' })).getAllByRole('article')).toHaveLength(1);
    await expect(canvas.queryByText(AMA.email)).not.toBeInTheDocument();
  },
};

/** Nobody signed in and no address yet: the page asks for one; an address without mail has none. */
export const Empty: Story = {
  parameters: { mailbox: { signUps: [AMA] } satisfies MailboxParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Type the address you signed up with to see the messages sent to it.')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
    await showMessagesFor(canvasElement, 'nobody@example.com');
    await expect(await canvas.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
  },
};

/** A mistyped address is refused with the form's message. */
export const NotAnAddress: Story = {
  play: async ({ canvasElement }) => {
    await showMessagesFor(canvasElement, 'ama at example');
    await expect(await within(canvasElement).findByText('Please enter a valid email address.')).toBeInTheDocument();
  },
};

/** Markup typed into a sign-up form arrives as text, never as HTML. */
export const MarkupInANameIsText: Story = {
  parameters: { mailbox: { signUps: [MARKUP] } satisfies MailboxParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showMessagesFor(canvasElement, MARKUP.email);
    await expect(await canvas.findByText(/Hello <img src=x onerror=alert\(1\)>,/)).toBeInTheDocument();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
