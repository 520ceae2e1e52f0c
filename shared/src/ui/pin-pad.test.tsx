import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PIN_MAX_LENGTH } from '../domain/constants';
import { STAFF_MESSAGES } from '../domain/staff-words';
import { PinPad } from './pin-pad';
import type { PinPadPerson, PinPadProps } from './pin-pad';

const PEOPLE: PinPadPerson[] = [
  { id: 'm1', name: 'Kofi Mensah', role: 'manager' },
  { id: 'c1', name: 'Ama Owusu', role: 'cashier' },
];

function setup(props: Partial<PinPadProps> = {}) {
  const onSubmit = vi.fn<PinPadProps['onSubmit']>(async () => null);
  render(<PinPad people={PEOPLE} onSubmit={onSubmit} title={STAFF_MESSAGES.tillLocked} {...props} />);
  return { onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit, user: userEvent.setup() };
}

const pinBox = () => screen.getByLabelText('PIN');

describe('PinPad', () => {
  it('lists the people with their roles, under its title', () => {
    setup();
    expect(screen.getByRole('heading', { name: STAFF_MESSAGES.tillLocked })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kofi Mensah, Manager' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ama Owusu, Cashier' })).toBeInTheDocument();
    expect(screen.queryByLabelText('PIN')).not.toBeInTheDocument();
  });

  it('takes a PIN from the number pad for the person tapped, and submits it', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Ama Owusu, Cashier' }));
    expect(pinBox()).toHaveFocus();
    expect(pinBox()).toHaveAttribute('type', 'password');
    const keys = within(screen.getByRole('group', { name: 'Number pad' }));
    for (const digit of ['2', '5', '8', '0']) await user.click(keys.getByRole('button', { name: digit }));
    expect(pinBox()).toHaveValue('2580');
    await user.click(keys.getByRole('button', { name: 'Delete last digit' }));
    await user.click(keys.getByRole('button', { name: '9' }));
    await user.click(keys.getByRole('button', { name: 'OK' }));
    expect(onSubmit).toHaveBeenCalledWith('c1', '2589');
  });

  it('takes typed digits only, at most PIN_MAX_LENGTH, Backspace and Enter', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Kofi Mensah, Manager' }));
    await user.keyboard('12a3-4567');
    expect(pinBox()).toHaveValue('123456'.slice(0, PIN_MAX_LENGTH));
    await user.keyboard('{Backspace}{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('m1', '12345');
  });

  it('refuses a PIN that is too short without checking it', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Kofi Mensah, Manager' }));
    await user.keyboard('123{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(STAFF_MESSAGES.pinInvalid);
    expect(pinBox()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the message the check resolves with, and empties the PIN', async () => {
    const onSubmit = vi.fn(async () => STAFF_MESSAGES.pinWrong(4));
    const { user } = setup({ onSubmit });
    await user.click(screen.getByRole('button', { name: 'Ama Owusu, Cashier' }));
    await user.keyboard('4826{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong PIN. 4 tries left.');
    expect(pinBox()).toHaveValue('');
    expect(pinBox()).toHaveFocus();
    expect(pinBox()).toHaveAccessibleDescription(/Wrong PIN/);
  });

  it('shows a rejection that escapes as its message', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error(STAFF_MESSAGES.pinLocked(5 * 60_000));
    });
    const { user } = setup({ onSubmit });
    await user.click(screen.getByRole('button', { name: 'Ama Owusu, Cashier' }));
    await user.keyboard('4826{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong PINs. Try again in 5 minutes.');
  });

  it('is busy while the PIN is checked: keys and a second submit do nothing', async () => {
    let finish: (message: string | null) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<string | null>((resolve) => (finish = resolve)));
    const onBusyChange = vi.fn();
    const { user } = setup({ onSubmit, onBusyChange });
    await user.click(screen.getByRole('button', { name: 'Ama Owusu, Cashier' }));
    await user.keyboard('4826{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Checking the PIN…');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveAttribute('aria-busy', 'true');
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: '7' }));
    await user.keyboard('{Enter}');
    expect(pinBox()).toHaveValue('4826');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish(null));
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes back to choose someone else, focus on the person chosen before', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Ama Owusu, Cashier' }));
    await user.keyboard('48');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Ama Owusu, Cashier' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Kofi Mensah, Manager' }));
    expect(pinBox()).toHaveValue('');
    await user.keyboard('2580{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('m1', '2580');
  });

  it('works from the keyboard alone', async () => {
    const { onSubmit, user } = setup({ autoFocus: true });
    expect(screen.getByRole('button', { name: 'Kofi Mensah, Manager' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(pinBox()).toHaveFocus();
    await user.keyboard('3690{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('c1', '3690'));
  });

  it('asks a single person for their PIN at once, with no Back', () => {
    setup({ people: [PEOPLE[0]!] });
    expect(pinBox()).toBeInTheDocument();
    expect(screen.getByText('Kofi Mensah')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('starts at the PIN of the person given', () => {
    setup({ defaultPersonId: 'c1' });
    expect(screen.getByText('Ama Owusu')).toBeInTheDocument();
    expect(pinBox()).toBeInTheDocument();
  });

  it('says so when there is nobody to choose', () => {
    setup({ people: [], emptyText: 'Nobody here.' });
    expect(screen.getByText('Nobody here.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
