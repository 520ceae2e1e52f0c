import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ERROR_MESSAGES, SCREEN_TEXT } from '../domain/messages';
import { Button } from './button';
import { ErrorBanner } from './error-banner';

const meta = {
  title: 'Shared UI/ErrorBanner',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: ErrorBanner,
  args: { children: ERROR_MESSAGES.productsLoadFailed },
} satisfies Meta<typeof ErrorBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.productsLoadFailed);
  },
};

/** A list that failed to load: `onRetry` adds the Try again button. */
export const WithTryAgain: Story = {
  args: { onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: SCREEN_TEXT.tryAgain }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithTitleAndAction: Story = {
  args: {
    title: 'Sale not saved',
    children: ERROR_MESSAGES.productSaveFailed,
    action: (
      <Button size="sm" variant="secondary">
        Try again
      </Button>
    ),
  },
};

export const Dismissible: Story = {
  args: { children: ERROR_MESSAGES.imageUploadFailed, onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
