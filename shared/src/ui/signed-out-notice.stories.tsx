import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { VALIDATION_MESSAGES } from '../domain/messages';
import { SignedOutNotice } from './signed-out-notice';

const meta = {
  title: 'Shared UI/SignedOutNotice',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: SignedOutNotice,
  args: { description: 'Log in to see your sales.' },
} satisfies Meta<typeof SignedOutNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: VALIDATION_MESSAGES.notLoggedIn })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to the home page to log in' })).toHaveAttribute('href', '/');
  },
};

export const WithoutDescription: Story = { args: { description: undefined } };
