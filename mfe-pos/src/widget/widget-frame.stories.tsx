import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { createFakePosBackend } from '../testing/fake-pos-backend';
import { WidgetFrame } from './widget-app';

const meta = {
  title: 'Partner widget/Widget',
  component: WidgetFrame,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WidgetFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  args: { start: { status: 'ready', backend: createFakePosBackend({ user: null }).backend } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  args: { start: { status: 'ready', backend: createFakePosBackend().backend } },
};

export const Starting: Story = { args: { start: { status: 'starting' } } };

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
  args: { theme: 'dark', start: { status: 'ready', backend: createFakePosBackend().backend } },
};
