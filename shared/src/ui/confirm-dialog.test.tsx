import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function setup(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<ConfirmDialog open onConfirm={onConfirm} onCancel={onCancel} message="Ama Owusu will be deleted." {...props} />);
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it("asks 'Sure?' with Yes and No, starting on No", () => {
    setup();
    const dialog = screen.getByRole('alertdialog', { name: 'Sure?' });
    expect(dialog).toHaveAccessibleDescription('Ama Owusu will be deleted.');
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
  });

  it('calls onConfirm on Yes only', async () => {
    const { onConfirm, onCancel, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('calls onCancel on No and on Escape', async () => {
    const { onConfirm, onCancel, user } = setup();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('ignores a second Yes and Escape while the deletion runs', async () => {
    const { onConfirm, onCancel, user } = setup({ busy: true });
    const yes = screen.getByRole('button', { name: 'Yes' });
    expect(yes).toHaveAttribute('aria-busy', 'true');
    await user.click(yes);
    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    setup({ open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
