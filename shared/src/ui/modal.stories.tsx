import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { modalStoryParameters } from '../testing/story-steps';
import { PRODUCT_TYPES } from '../domain/constants';
import { Button } from './button';
import { Field } from './field';
import type { ModalProps } from './modal';
import { Modal } from './modal';
import { Select } from './select';

function ProductModalDemo(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  const close = () => {
    setOpen(false);
    props.onClose();
  };
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Add product
      </Button>
      <Modal
        {...props}
        open={open}
        onClose={close}
        footer={
          <>
            <Button onClick={close}>Cancel</Button>
            <Button variant="primary" onClick={close}>
              Save product
            </Button>
          </>
        }
      >
        <div style={{ display: 'grid', gap: 16 }}>
          <Field label="Name" required placeholder="e.g. Rice (5kg)" />
          <Select
            label="Type"
            options={PRODUCT_TYPES.map((type) => ({ value: type, label: type }))}
            defaultValue="Physical"
          />
          <div style={{ display: 'grid', gap: 16, gridTemplateColumns: '1fr 1fr' }}>
            <Field label="Price" type="number" step={0.01} min={0} prefix="₵" required />
            <Field label="Quantity" type="number" min={0} required />
          </div>
          <Field label="Description" multiline rows={3} showOptional />
        </div>
      </Modal>
    </>
  );
}

const meta = {
  title: 'Shared UI/Modal',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: Modal,
  args: { open: false, onClose: () => {}, title: 'Add product', description: 'Products appear in your till and online store.' },
  render: (args) => <ProductModalDemo {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductForm: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Add product' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Add product' });
    await expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** Opened at once, as a reviewer sees it. */
export const Open: Story = { args: { open: true }, parameters: modalStoryParameters };

export const Small: Story = {
  args: { open: true, size: 'sm', title: 'Receipt copied', description: undefined },
  parameters: modalStoryParameters,
  render: (args) => (
    <Modal {...args} footer={<Button variant="primary">New Sale</Button>}>
      The receipt is on your clipboard.
    </Modal>
  ),
};

export const NotDismissible: Story = {
  args: { open: true, dismissible: false, title: 'Recording sale…', description: 'Please keep this page open.' },
  parameters: modalStoryParameters,
  render: (args) => <Modal {...args} />,
};
