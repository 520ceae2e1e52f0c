import type { Meta, StoryObj } from '@storybook/react';
import { AuthStory } from '../testing/auth-story-frame';

const meta = {
  title: 'Auth modal/Verify',
  component: AuthStory,
  args: { view: 'verify', email: 'ama@example.com' },
} satisfies Meta<typeof AuthStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LocalBuild: Story = {};

export const HostedBackend: Story = { args: { backend: { kind: 'firebase' } } };
