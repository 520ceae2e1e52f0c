import type { Meta, StoryObj } from '@storybook/react';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'Landing/Footer',
  component: SiteFooter,
  args: { signedIn: false, onSignUp: () => {} },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
