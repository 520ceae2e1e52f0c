import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { modalStoryParameters } from '../testing/story-steps';
import { ERROR_MESSAGES } from '../domain/messages';
import { Button } from './button';
import { Field } from './field';
import { FormModal } from './form-modal';
import type { FormModalProps } from './form-modal';

// How long the demo's save takes: long enough to see Save's spinner, short enough for a test.
const DEMO_SAVE_MS = 300;

function CustomerFields() {
  return (
    <>
      <Field label="Name" name="name" required autoComplete="off" data-autofocus />
      <Field label="Phone" name="phone" type="tel" showOptional autoComplete="off" hint="Mobile money number, e.g. 024 412 3456." />
    </>
  );
}

type DemoProps = FormModalProps & {
  /** What the demo's save does after a moment. */
  outcome: 'saved' | 'failed';
};

/** The frame as the add/edit modals use it: the caller owns the saving flag and the error. */
function AddCustomerDemo({ outcome, onSubmit, onClose, ...props }: DemoProps) {
  const [open, setOpen] = useState(props.open);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setError(null);
    onClose();
  };
  const submit: FormModalProps['onSubmit'] = async (event) => {
    void onSubmit(event);
    setError(null);
    setSaving(true);
    await new Promise((resolve) => setTimeout(resolve, DEMO_SAVE_MS));
    setSaving(false);
    if (outcome === 'failed') setError(ERROR_MESSAGES.customerSaveFailed);
    else close();
  };
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Add customer
      </Button>
      <FormModal {...props} open={open} onClose={close} saving={saving} error={error} onSubmit={submit}>
        <CustomerFields />
      </FormModal>
    </>
  );
}

const meta = {
  title: 'Shared UI/FormModal',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: FormModal,
  args: {
    open: false,
    onClose: fn(),
    onSubmit: fn(),
    saving: false,
    title: 'Add customer',
    description: 'Only the name is required.',
    size: 'sm',
    children: null,
  },
  argTypes: { children: { control: false } },
  render: (args) => <AddCustomerDemo {...args} outcome="saved" />,
} satisfies Meta<typeof FormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Save shows its spinner and locks the dialog, then the dialog closes and focus returns. */
export const SaveAndClose: Story = {
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Add customer' });
    await userEvent.click(opener);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add customer' }));
    await expect(dialog.getByLabelText(/^Name/)).toHaveFocus();
    await userEvent.type(dialog.getByLabelText(/^Name/), 'Ama Owusu');
    const save = dialog.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(save);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

/** A failed save keeps the dialog open with what was typed, and says so above the fields. */
export const SaveFails: Story = {
  render: (args) => <AddCustomerDemo {...args} outcome="failed" />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add customer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add customer' }));
    await userEvent.type(dialog.getByLabelText(/^Name/), 'Chinedu Okafor');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.customerSaveFailed);
    await expect(dialog.getByLabelText(/^Name/)).toHaveValue('Chinedu Okafor');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Opened at once, as a reviewer sees it. */
export const Open: Story = {
  args: { open: true },
  parameters: modalStoryParameters,
  render: (args) => (
    <FormModal {...args}>
      <CustomerFields />
    </FormModal>
  ),
};

export const Saving: Story = { ...Open, args: { open: true, saving: true } };

export const WithError: Story = { ...Open, args: { open: true, error: ERROR_MESSAGES.customerSaveFailed } };
