import type { Meta, StoryObj } from '@storybook/react';
import { AuthStory } from '../testing/auth-story-frame';

const meta = {
  title: 'Auth modal/Reset sent',
  component: AuthStory,
  args: { view: 'reset_sent', email: 'ama@example.com' },
} satisfies Meta<typeof AuthStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LocalBuild: Story = {};
