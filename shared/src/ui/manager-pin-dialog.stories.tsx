import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PIN_LOCK_MS } from '../domain/constants';
import { STAFF_MESSAGES } from '../domain/staff-words';
import { modalStoryParameters } from '../testing/story-steps';
import { Button } from './button';
import { ManagerPinDialog } from './manager-pin-dialog';
import type { ManagerPinDialogProps } from './manager-pin-dialog';
import type { PinPadPerson } from './pin-pad';

const APPROVERS: PinPadPerson[] = [
  { id: 'owner', name: 'Akosua Boateng', role: 'owner' },
  { id: 'm1', name: 'Kofi Mensah', role: 'manager' },
];

/** A cashier's refund that asks for a manager's PIN, as the till would. */
function RefundDemo(props: ManagerPinDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Refund
      </Button>
      <ManagerPinDialog
        {...props}
        open={open}
        onApprove={async (memberId, pin) => {
          const message = await props.onApprove(memberId, pin);
          if (message === null) setOpen(false);
          return message;
        }}
        onCancel={() => {
          setOpen(false);
          props.onCancel();
        }}
      />
    </>
  );
}

/** Taps Kofi Mensah in the open dialog and types `pin`, then Approve. */
async function approveWith(pin: string): Promise<void> {
  const dialog = within(await screen.findByRole('dialog', { name: "Manager's PIN" }));
  await userEvent.click(dialog.getByRole('button', { name: 'Kofi Mensah, Manager' }));
  await userEvent.keyboard(pin);
  await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
}

const meta = {
  title: 'Shared UI/ManagerPinDialog',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: ManagerPinDialog,
  args: { open: true, approvers: APPROVERS, detail: 'Refund of ₵20.00', onApprove: fn(async (): Promise<string | null> => null), onCancel: fn() },
  render: (args) => <RefundDemo {...args} />,
  parameters: modalStoryParameters,
} satisfies Meta<typeof ManagerPinDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The approver taps their name first. */
export const ChooseApprover: Story = {};

/** A single approver: their PIN at once. */
export const EnteringPin: Story = {
  args: { approvers: [APPROVERS[1]!] },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: "Manager's PIN" }));
    await expect(dialog.getByLabelText('PIN')).toHaveFocus();
    await userEvent.keyboard('25');
    await expect(dialog.getByLabelText('PIN')).toHaveValue('25');
  },
};

export const Approved: Story = {
  play: async ({ args }) => {
    await approveWith('2580');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onApprove).toHaveBeenCalledWith('m1', '2580');
  },
};

export const WrongPin: Story = {
  args: { onApprove: fn(async () => STAFF_MESSAGES.pinWrong(4)) },
  play: async () => {
    await approveWith('2580');
    await expect(await screen.findByRole('alert')).toHaveTextContent('Wrong PIN. 4 tries left.');
  },
};

export const LockedOut: Story = {
  args: { onApprove: fn(async () => STAFF_MESSAGES.pinLocked(PIN_LOCK_MS)) },
  play: async () => {
    await approveWith('2580');
    await expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong PINs. Try again in 5 minutes.');
  },
};

/** While the PIN is checked the dialog cannot be cancelled. */
export const Checking: Story = {
  args: { onApprove: fn(() => new Promise<string | null>(() => {})) },
  play: async () => {
    await approveWith('2580');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const NobodyToApprove: Story = { args: { approvers: [] } };
