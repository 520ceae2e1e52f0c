import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PIN_LOCK_MS } from '../domain/constants';
import { STAFF_MESSAGES } from '../domain/staff-words';
import { PinPad } from './pin-pad';
import type { PinPadPerson } from './pin-pad';

const STAFF: PinPadPerson[] = [
  { id: 'owner', name: 'Akosua Boateng', role: 'owner' },
  { id: 'm1', name: 'Kofi Mensah', role: 'manager' },
  { id: 'c1', name: 'Ama Owusu', role: 'cashier' },
  { id: 'c2', name: 'Yaw Asante', role: 'cashier' },
];

/** Taps Ama Owusu and types `pin` on the number pad, then OK. */
async function typePin(canvasElement: HTMLElement, pin: string): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Ama Owusu, Cashier' }));
  const keys = within(canvas.getByRole('group', { name: 'Number pad' }));
  for (const digit of pin) await userEvent.click(keys.getByRole('button', { name: digit }));
  await userEvent.click(keys.getByRole('button', { name: 'Unlock' }));
}

const meta = {
  title: 'Shared UI/PinPad',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: PinPad,
  args: { people: STAFF, title: STAFF_MESSAGES.tillLocked, submitLabel: 'Unlock', onSubmit: fn(async (): Promise<string | null> => null) },
} satisfies Meta<typeof PinPad>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: whoever is at the till taps their name. */
export const ChoosePerson: Story = {};

/** Step 2: their PIN, on the number pad or the keyboard. */
export const EnteringPin: Story = {
  args: { defaultPersonId: 'c1' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('PIN'), '48');
    await expect(canvas.getByLabelText('PIN')).toHaveValue('48');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongPin: Story = {
  args: { onSubmit: fn(async () => STAFF_MESSAGES.pinWrong(3)) },
  play: async ({ args, canvasElement }) => {
    await typePin(canvasElement, '4826');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Wrong PIN. 3 tries left.');
    await expect(args.onSubmit).toHaveBeenCalledWith('c1', '4826');
  },
};

export const LockedOut: Story = {
  args: { onSubmit: fn(async () => STAFF_MESSAGES.pinLocked(PIN_LOCK_MS)) },
  play: async ({ canvasElement }) => {
    await typePin(canvasElement, '4826');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Too many wrong PINs. Try again in 5 minutes.');
  },
};

/** While the PIN is checked: the keys do nothing and OK shows its spinner. */
export const Checking: Story = {
  args: { onSubmit: fn(() => new Promise<string | null>(() => {})) },
  play: async ({ canvasElement }) => {
    await typePin(canvasElement, '4826');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Checking the PIN…');
  },
};

/** One person only: their PIN at once, no Back. */
export const OnePerson: Story = { args: { people: [STAFF[2]!] } };

export const NobodyToChoose: Story = { args: { people: [] } };
