import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { SCREEN_TEXT } from '@shop/shared/domain';
import { demoShop, storyShop } from '@shop/shared/testing';
import { WidgetFrame } from './widget-app';

// The partner's widget as it starts: on a seeded shop of the real local adapter once ready.
const meta = {
  title: 'Partner widget/Widget',
  component: WidgetFrame,
  args: { start: { status: 'starting' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1100, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WidgetFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody signed in on the partner's page: the compact log-in, then the till once the owner logs in. */
export const SignIn: Story = {
  parameters: { shop: 'signed-out' },
  render: (args, { loaded }) => <WidgetFrame {...args} start={{ status: 'ready', backend: storyShop(loaded).backend }} />,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { credentials } = storyShop(loaded);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Email/ }), credentials.email);
    await userEvent.type(canvas.getByLabelText(/^Password/), credentials.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('heading', { name: SCREEN_TEXT.posProductsPanel }, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** A newcomer on a partner's page creates the shop's account in the widget; the local mailbox's link is offered in place. */
export const SignUp: Story = {
  parameters: { shop: 'signed-out' },
  render: (args, { loaded }) => <WidgetFrame {...args} start={{ status: 'ready', backend: storyShop(loaded).backend }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create an account' }));
    await canvas.findByRole('button', { name: 'Create account' });
    const typed: [RegExp, string][] = [
      [/^Business name/, 'Adjoa Kitchen'],
      [/^Owner name/, 'Adjoa Mensah'],
      [/^Business type/, 'Restaurant'],
      [/^Phone/, '+233 24 555 0100'],
      [/^Address/, '4 Cantonments Road, Accra'],
      [/^Email/, `adjoa.${Date.now()}@example.com`],
      [/^Password/, 'Jollof-2026'],
      [/^Confirm password/, 'Jollof-2027'],
    ];
    for (const [label, value] of typed) await userEvent.type(canvas.getByLabelText(label), value);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Passwords do not match.')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Business name/)).toHaveValue('Adjoa Kitchen');
    await userEvent.clear(canvas.getByLabelText(/^Confirm password/));
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Jollof-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('heading', { name: 'Verify your email' }, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** Signed in on Akosua's Provisions: the till with the shop's products. */
export const SignedIn: Story = {
  parameters: { shop: 'busy' },
  render: (args, { loaded }) => <WidgetFrame {...args} start={{ status: 'ready', backend: storyShop(loaded).backend }} />,
  play: async ({ canvasElement, loaded }) => {
    await expect(await within(canvasElement).findByText(`${demoShop(loaded).products.length} products`)).toBeInTheDocument();
  },
};

export const Starting: Story = {};

export const FirebaseConfigIncomplete: Story = {
  args: {
    start: {
      status: 'failed',
      message: 'The runtime configuration asks for Firebase but its "firebase" object has no apiKey or projectId.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/has no apiKey or projectId/);
  },
};

export const Dark: Story = {
  args: { theme: 'dark' },
  parameters: { shop: 'busy' },
  render: (args, { loaded }) => <WidgetFrame {...args} start={{ status: 'ready', backend: storyShop(loaded).backend }} />,
};
