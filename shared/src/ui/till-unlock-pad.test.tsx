import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION_MESSAGES } from '../domain/messages';
import { STAFF_MESSAGES } from '../domain/staff-words';
import { TILL_UNLOCK_TEXT, TillUnlockPad } from './till-unlock-pad';
import type { TillUnlockPadProps } from './till-unlock-pad';

const STAFF: TillUnlockPadProps['staff'] = [
  { id: 'm1', name: 'Kofi Mensah', role: 'manager' },
  { id: 'c1', name: 'Ama Owusu', role: 'cashier' },
  { id: 'c2', name: 'Yaw Asante', role: 'cashier', disabled: true },
];

class Refusal extends Error {}
const refusalMessage = (error: unknown) => (error instanceof Refusal ? error.message : null);

async function unlockAs(props: Partial<TillUnlockPadProps>) {
  render(<TillUnlockPad staff={STAFF} unlock={async () => undefined} refusalMessage={refusalMessage} {...props} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Ama Owusu, Cashier' }));
  await user.keyboard('2580');
  await user.click(screen.getByRole('button', { name: TILL_UNLOCK_TEXT.unlock }));
}

afterEach(() => vi.restoreAllMocks());

describe('TillUnlockPad', () => {
  it('offers the staff not turned off and unlocks for whoever types their PIN', async () => {
    const unlock = vi.fn(async () => undefined);
    await unlockAs({ unlock });
    expect(screen.queryByRole('button', { name: /Yaw Asante/ })).not.toBeInTheDocument();
    expect(unlock).toHaveBeenCalledWith('c1', '2580');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the backend's refusal in its own words", async () => {
    await unlockAs({ unlock: () => Promise.reject(new Refusal(STAFF_MESSAGES.pinWrong(4))) });
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.pinWrong(4));
  });

  it('logs any other failure and says the unlock failed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fault = new Error('offline');
    await unlockAs({ unlock: () => Promise.reject(fault) });
    expect(await screen.findByRole('alert')).toHaveTextContent(TILL_UNLOCK_TEXT.failed);
    expect(logged).toHaveBeenCalledWith(TILL_UNLOCK_TEXT.failed, fault);
  });

  it('says nobody is signed in when there is nothing to unlock with', async () => {
    await unlockAs({ unlock: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.notLoggedIn);
  });
});
