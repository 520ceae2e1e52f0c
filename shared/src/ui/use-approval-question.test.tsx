import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StaffAction, StaffListing } from '../domain/staff';
import { STAFF_MESSAGES } from '../domain/staff-words';
import { MANAGER_PIN_TEXT } from './manager-pin-dialog';
import { APPROVAL_CHECK_FAILED, approversFor, useApprovalQuestion } from './use-approval-question';
import type { ApprovalQuestion, ApprovalQuestionOptions } from './use-approval-question';

const JOINED = new Date('2026-01-05T09:00:00Z');
const listed = (id: string, name: string, role: StaffListing['role'], disabled = false): StaffListing => ({ id, name, role, disabled, createdAt: JOINED });
const OWNER = listed('owner', 'Akosua Boateng', 'owner');
const KOFI = listed('m1', 'Kofi Mensah', 'manager');
const ABENA = listed('m2', 'Abena Darko', 'manager', true);
const EFUA = listed('c1', 'Efua Owusu', 'cashier');
const STAFF = [OWNER, KOFI, ABENA, EFUA];

class Refusal extends Error {}

function setup(options: Partial<ApprovalQuestionOptions> = {}) {
  const approve = vi.fn<NonNullable<ApprovalQuestionOptions['approve']>>(async () => undefined);
  const question: { current: ApprovalQuestion | null } = { current: null };
  function Screen() {
    question.current = useApprovalQuestion({ staff: STAFF, approve, refusalMessage: (error) => (error instanceof Refusal ? error.message : null), ...options });
    return <>{question.current.dialog}</>;
  }
  render(<Screen />);
  const ask = (actions: readonly StaffAction[], detail?: string) => (question.current as ApprovalQuestion).ask(actions, detail);
  return { approve, ask, user: userEvent.setup() };
}

async function approveAs(user: ReturnType<typeof userEvent.setup>, name: RegExp, pin: string) {
  const dialog = within(await screen.findByRole('dialog', { name: MANAGER_PIN_TEXT.title }));
  await user.click(dialog.getByRole('button', { name }));
  await user.keyboard(pin);
  await user.click(dialog.getByRole('button', { name: MANAGER_PIN_TEXT.approve }));
}

describe('approversFor', () => {
  it('is the active members whose role may do every action outright', () => {
    expect(approversFor(STAFF, ['refund', 'sell-on-credit'])).toEqual([OWNER, KOFI]);
    expect(approversFor(STAFF, ['manage-staff'])).toEqual([OWNER]);
  });
});

describe('useApprovalQuestion', () => {
  it('offers the approvers, approves each action with one PIN and resolves true', async () => {
    const { ask, approve, user } = setup();
    const answer = ask(['discount-over-limit', 'sell-on-credit'], 'Discount ₵15.00');
    expect(await screen.findByText('Discount ₵15.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Abena Darko/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Efua Owusu/ })).not.toBeInTheDocument();
    await approveAs(user, /^Kofi Mensah/, '3690');
    await expect(answer).resolves.toBe(true);
    expect(approve.mock.calls).toEqual([
      ['m1', '3690', 'discount-over-limit'],
      ['m1', '3690', 'sell-on-credit'],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a refusal and stays open; a PIN that could not be checked says so; Cancel resolves false', async () => {
    const approve = vi.fn<NonNullable<ApprovalQuestionOptions['approve']>>().mockRejectedValueOnce(new Refusal(STAFF_MESSAGES.pinWrong(4))).mockRejectedValueOnce(new Error('offline'));
    const { ask, user } = setup({ approve });
    const answer = ask(['refund']);
    await approveAs(user, /^Kofi Mensah/, '1111');
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.pinWrong(4));
    await user.keyboard('2222{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(APPROVAL_CHECK_FAILED));
    await user.click(screen.getByRole('button', { name: MANAGER_PIN_TEXT.cancel }));
    await expect(answer).resolves.toBe(false);
  });

  it('gives up a question still open when another is asked, and offers nobody while the staff load', async () => {
    const { ask } = setup({ staff: null });
    const first = ask(['refund']);
    const second = ask(['pay-out']);
    await expect(first).resolves.toBe(false);
    expect(await screen.findByText(MANAGER_PIN_TEXT.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MANAGER_PIN_TEXT.cancel }));
    await expect(second).resolves.toBe(false);
  });
});
