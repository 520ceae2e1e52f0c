import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { modalStoryParameters } from '../testing/story-steps';
import { Button } from './button';
import type { ConfirmDialogProps } from './confirm-dialog';
import { ConfirmDialog } from './confirm-dialog';

function DeleteDemo(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete product
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onConfirm={() => {
          setOpen(false);
          props.onConfirm();
        }}
        onCancel={() => {
          setOpen(false);
          props.onCancel();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Shared UI/ConfirmDialog',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: ConfirmDialog,
  args: { open: false, onConfirm: fn(), onCancel: fn(), message: 'Rice (5kg) will be deleted from your inventory.' },
  render: (args) => <DeleteDemo {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteProduct: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete product' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sure?' });
    await expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Open: Story = { args: { open: true }, parameters: modalStoryParameters };

export const Busy: Story = { args: { open: true, busy: true }, parameters: modalStoryParameters };

export const WithoutMessage: Story = { args: { open: true, message: undefined }, parameters: modalStoryParameters };
