import type { Meta, StoryObj } from '@storybook/react';
import { Button } from './button';
import { CloseIcon } from './icons';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Shared UI/VisuallyHidden',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button shows only an icon; screen readers hear 'Remove Rice (5kg) from the sale'. */
export const IconButtonLabel: Story = {
  render: () => (
    <Button variant="ghost" iconOnly>
      <CloseIcon />
      <VisuallyHidden>Remove Rice (5kg) from the sale</VisuallyHidden>
    </Button>
  ),
};
