import { useState } from 'react';
import type { FormEvent } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../domain/messages';
import { Button } from './button';
import { Field } from './field';
import { FormModal } from './form-modal';
import type { FormModalProps } from './form-modal';

type Submit = FormModalProps['onSubmit'];

/** A modal whose caller owns the saving flag and the error, as the add/edit modals do. */
function Harness({ onSubmit, onClose = () => {}, saving = false, error = null, withPhone = true }: { onSubmit: Submit; onClose?: () => void; saving?: boolean; error?: string | null; withPhone?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add customer</Button>
      <FormModal
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        title="Add customer"
        description="Only the name is required."
        size="sm"
        saving={saving}
        error={error}
        onSubmit={onSubmit}
      >
        <Field label="Name" name="name" required autoComplete="off" data-autofocus />
        {withPhone ? <Field label="Phone" name="phone" type="tel" showOptional autoComplete="off" /> : null}
      </FormModal>
    </>
  );
}

async function open(props: Parameters<typeof Harness>[0]) {
  const user = userEvent.setup();
  const view = render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Add customer' });
  await user.click(opener);
  const dialog = within(screen.getByRole('dialog', { name: 'Add customer' }));
  return { user, view, opener, dialog };
}

const nameOf = (event: FormEvent<HTMLFormElement>) => new FormData(event.currentTarget).get('name');

describe('FormModal', () => {
  it('submits the form when Save is pressed, with what was typed', async () => {
    const names: unknown[] = [];
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => void names.push(nameOf(event)));
    const { user, dialog } = await open({ onSubmit });
    await user.type(dialog.getByLabelText(/^Name/), 'Ama Owusu');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(names).toEqual(['Ama Owusu']);
  });

  it('makes Save the form’s own submit button, so Enter in a field submits', async () => {
    const onSubmit = vi.fn();
    const { user, dialog } = await open({ onSubmit, withPhone: false });
    const save = dialog.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    // The footer sits outside the <form>; the form attribute makes Save its default button.
    expect(save.type).toBe('submit');
    expect(save.form).toBe(dialog.getByLabelText(/^Name/).closest('form'));

    await user.type(dialog.getByLabelText(/^Name/), 'Kofi Boateng{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('focuses the field marked data-autofocus on open, and the opener again on Cancel', async () => {
    const onClose = vi.fn();
    const { user, dialog, opener } = await open({ onSubmit: vi.fn(), onClose });
    expect(dialog.getByLabelText(/^Name/)).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape when not saving', async () => {
    const onClose = vi.fn();
    const { user } = await open({ onSubmit: vi.fn(), onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('while saving: no close, no Cancel, and no second submit', async () => {
    const onClose = vi.fn();
    const onSubmit = vi.fn();
    // One field: Enter in it submits the form itself, not through the (busy) Save button.
    const { user, dialog, view } = await open({ onSubmit, onClose, withPhone: false });
    view.rerender(<Harness onSubmit={onSubmit} onClose={onClose} saving withPhone={false} />);

    expect(dialog.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(dialog.getByLabelText(/^Name/).closest('form')).toHaveAttribute('aria-busy', 'true');

    await user.keyboard('{Escape}');
    await user.click(save);
    await user.type(dialog.getByLabelText(/^Name/), '{Enter}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('ignores a second submit while the first one’s promise is pending, even before saving shows', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, dialog } = await open({ onSubmit });
    const save = dialog.getByRole('button', { name: 'Save' });
    await user.click(save);
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    finish();
    await waitFor(async () => {
      await user.click(save);
      expect(onSubmit).toHaveBeenCalledTimes(2);
    });
  });

  it('shows the form-level error as an alert above the fields, keeping what was typed', async () => {
    const onSubmit = vi.fn();
    const { user, dialog, view } = await open({ onSubmit });
    await user.type(dialog.getByLabelText(/^Name/), 'Chinedu Okafor');
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();

    view.rerender(<Harness onSubmit={onSubmit} error={ERROR_MESSAGES.customerSaveFailed} />);
    expect(dialog.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.customerSaveFailed);
    expect(dialog.getByLabelText(/^Name/)).toHaveValue('Chinedu Okafor');
  });
});
