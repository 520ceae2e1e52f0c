import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '../domain/staff-words';
import { ManagerPinDialog } from './manager-pin-dialog';
import type { ManagerPinDialogProps } from './manager-pin-dialog';
import type { PinPadPerson } from './pin-pad';

const APPROVERS: PinPadPerson[] = [
  { id: 'owner', name: 'Akosua Boateng', role: 'owner' },
  { id: 'm1', name: 'Kofi Mensah', role: 'manager' },
];

function setup(props: Partial<ManagerPinDialogProps> = {}) {
  const onApprove = vi.fn<ManagerPinDialogProps['onApprove']>(async () => null);
  const onCancel = vi.fn();
  render(<ManagerPinDialog open approvers={APPROVERS} onApprove={onApprove} onCancel={onCancel} {...props} />);
  return { onApprove: props.onApprove ?? onApprove, onCancel, user: userEvent.setup() };
}

describe('ManagerPinDialog', () => {
  it("asks for a manager's PIN, saying why, starting on the first approver", () => {
    setup({ detail: 'Refund of ₵20.00' });
    const dialog = screen.getByRole('dialog', { name: "Manager's PIN" });
    expect(dialog).toHaveAccessibleDescription(STAFF_MESSAGES.needsManagerPin);
    expect(screen.getByText('Refund of ₵20.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Akosua Boateng, Owner' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Kofi Mensah, Manager' })).toBeInTheDocument();
  });

  it('passes the approver and PIN on, and shows a refusal', async () => {
    const onApprove = vi.fn(async () => STAFF_MESSAGES.approverNotAllowed);
    const { user } = setup({ onApprove });
    await user.click(screen.getByRole('button', { name: 'Kofi Mensah, Manager' }));
    await user.keyboard('2580');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onApprove).toHaveBeenCalledWith('m1', '2580');
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.approverNotAllowed);
  });

  it('cancels on Cancel and Escape, but not while the PIN is checked', async () => {
    let finish: (message: string | null) => void = () => {};
    const onApprove = vi.fn(() => new Promise<string | null>((resolve) => (finish = resolve)));
    const { onCancel, user } = setup({ onApprove });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Kofi Mensah, Manager' }));
    await user.keyboard('2580{Enter}');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    await act(async () => finish(STAFF_MESSAGES.pinWrong(4)));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('says so when nobody can approve', () => {
    setup({ approvers: [] });
    expect(screen.getByText('No manager or owner can approve this here.')).toBeInTheDocument();
  });

  it('renders nothing when closed', () => {
    setup({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
