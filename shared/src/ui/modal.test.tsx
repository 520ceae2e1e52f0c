import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Modal } from './modal';
import { ThemeRoot } from './theme-root';

function Harness({ container, onClose = () => {} }: { container?: Element | DocumentFragment; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeRoot theme="dark">
      <Button onClick={() => setOpen(true)}>Edit customer</Button>
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        title="Edit customer"
        description="Changes apply to past sales too."
        container={container}
        footer={<Button onClick={() => setOpen(false)}>Save</Button>}
      >
        <label>
          Name <input />
        </label>
        <label>
          Phone <input type="tel" />
        </label>
      </Modal>
    </ThemeRoot>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Edit customer' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit customer' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Changes apply to past sales too.');
  });

  it('focuses the first field, keeps Tab inside and wraps both ways', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Edit customer' }));
    const dialog = screen.getByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(name).toHaveFocus();

    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Edit customer' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Edit customer' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = dialog.parentElement;
    expect(backdrop).not.toBeNull();
    if (backdrop) await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders into a given container, such as a shadow root, with the theme of its ThemeRoot', async () => {
    const user = userEvent.setup();
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    render(<Harness container={shadow} />);
    await user.click(screen.getByRole('button', { name: 'Edit customer' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = shadow.querySelector('[role="dialog"]');
    expect(dialog).not.toBeNull();
    expect(dialog?.closest('.shop-theme')).toHaveAttribute('data-theme', 'dark');
    host.remove();
  });

  it('stays open on Escape when it is not dismissible', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Recording sale…" dismissible={false}>
        Please wait.
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Recording sale…' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes only the top dialog of a stack on Escape, returning focus into the one below', async () => {
    const user = userEvent.setup();
    const closeOuter = vi.fn();
    function Stack() {
      const [confirming, setConfirming] = useState(false);
      return (
        <Modal open onClose={closeOuter} title="Sale details">
          <Button onClick={() => setConfirming(true)}>Delete sale</Button>
          <Modal open={confirming} onClose={() => setConfirming(false)} title="Sure?">
            <Button>No</Button>
          </Modal>
        </Modal>
      );
    }
    render(<Stack />);
    const deleteButton = screen.getByRole('button', { name: 'Delete sale' });
    await user.click(deleteButton);
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Sure?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Sale details' })).toBeInTheDocument();
    expect(closeOuter).not.toHaveBeenCalled();
    expect(deleteButton).toHaveFocus();
  });
});
