import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STAFF_MESSAGES } from '../domain/staff-words';
import { TILL_UNLOCK_TEXT, TillUnlockPad } from './till-unlock-pad';
import type { TillUnlockPadProps } from './till-unlock-pad';

const STAFF: TillUnlockPadProps['staff'] = [
  { id: 'owner', name: 'Akosua Boateng', role: 'owner' },
  { id: 'm1', name: 'Kofi Mensah', role: 'manager' },
  { id: 'c1', name: 'Ama Owusu', role: 'cashier' },
  { id: 'c2', name: 'Yaw Asante', role: 'cashier', disabled: true },
];

/** Taps Ama Owusu, types `pin` and presses Unlock. */
async function unlockAsAma(canvasElement: HTMLElement, pin: string): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Ama Owusu, Cashier' }));
  await userEvent.keyboard(pin);
  await userEvent.click(canvas.getByRole('button', { name: TILL_UNLOCK_TEXT.unlock }));
}

class Refusal extends Error {}

const meta = {
  title: 'Shared UI/TillUnlockPad',
  // A docs page with every story of it and controls generated from its props.
  tags: ['autodocs'],
  component: TillUnlockPad,
  args: {
    staff: STAFF,
    title: STAFF_MESSAGES.tillLocked,
    unlock: fn(async () => undefined),
    refusalMessage: (error: unknown) => (error instanceof Refusal ? error.message : null),
  },
} satisfies Meta<typeof TillUnlockPad>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The staff not turned off (Yaw Asante is left out). */
export const ChooseWho: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Yaw Asante/ })).not.toBeInTheDocument();
  },
};

export const Unlocked: Story = {
  play: async ({ args, canvasElement }) => {
    await unlockAsAma(canvasElement, '2580');
    await expect(args.unlock).toHaveBeenCalledWith('c1', '2580');
  },
};

/** The backend's refusal, in its own words. */
export const WrongPin: Story = {
  args: { unlock: fn(() => Promise.reject(new Refusal(STAFF_MESSAGES.pinWrong(4)))) },
  play: async ({ canvasElement }) => {
    await unlockAsAma(canvasElement, '1111');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.pinWrong(4));
  },
};

/** Any other failure is logged and said plainly. */
export const Failed: Story = {
  args: { unlock: fn(() => Promise.reject(new Error('offline'))) },
  parameters: { expectedConsoleErrors: [TILL_UNLOCK_TEXT.failed] },
  play: async ({ canvasElement }) => {
    await unlockAsAma(canvasElement, '2580');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(TILL_UNLOCK_TEXT.failed);
  },
};

export const NobodyToUnlock: Story = { args: { staff: [], emptyText: 'Nobody can unlock this till.' } };
