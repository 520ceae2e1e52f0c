import type { Meta, StoryObj } from '@storybook/react';
import { SiteHeader } from './site-header';

const meta = {
  title: 'Landing/Header',
  component: SiteHeader,
  args: { signedIn: false, onLogIn: () => {}, onSignUp: () => {}, onGoToDashboard: () => {} },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SignedIn: Story = { args: { signedIn: true } };
