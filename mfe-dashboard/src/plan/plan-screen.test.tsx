import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { addMonths } from '@shop/shared/domain';
import { renderWithBackend, SAMPLE_BUSINESS, testShop } from '@shop/shared/testing';
import type { TestShopOptions } from '@shop/shared/testing';
import { PlanScreen } from './plan-screen';
import { PLAN_TEXT as T } from './plan-words';

const NOW = new Date('2026-12-02T10:00:00Z');
const TRIAL_ENDS = new Date('2026-12-20T10:00:00Z');

/** Ama's shop on its Pro trial, 18 days left, the screen's clock at NOW. */
function setup(business: Partial<typeof SAMPLE_BUSINESS> = {}, options: TestShopOptions = {}) {
  const fake = testShop({ business: { ...SAMPLE_BUSINESS, plan: 'trialing', trialEndsAt: TRIAL_ENDS, ...business }, ...options });
  const navigate = vi.fn<(url: string) => void>();
  const user = userEvent.setup();
  renderWithBackend(<PlanScreen now={() => NOW} timeZone="Africa/Accra" navigate={navigate} />, fake.backend);
  return { fake, navigate, user };
}

const payButton = () => screen.getByRole('button', { name: /^Pay / });

describe('Settings › Plan', () => {
  it('turns renewal by card off: the card is charged no more, and the screen says so', async () => {
    const { fake, user } = setup();
    const started = await fake.backend.startPlanPayment(SAMPLE_BUSINESS.ownerUid, { plan: 'basic', months: 3, method: 'card', currency: 'GHS', renew: true });
    await fake.payOnDesk(started.reference, true);
    const off = await screen.findByRole('button', { name: T.renewalOff });
    expect(screen.getByRole('region', { name: T.renewal }).textContent).toContain('Basic \u00b7 3 months (₵150.00) is charged to your card a day before');
    await user.click(off);
    expect((await within(screen.getByRole('region', { name: T.renewal })).findByRole('status')).textContent).toMatch(/^Renewal is off: your card will not be charged again\. Your plan runs until /);
    expect(screen.queryByRole('button', { name: T.renewalOff })).toBeNull();
    const payments = await new Promise<{ renew: boolean }[]>((resolve) => {
      const stop = fake.backend.subscribePlanPayments(SAMPLE_BUSINESS.ownerUid, (list) => (queueMicrotask(() => stop()), resolve(list)), () => undefined);
    });
    expect(payments.map((payment) => payment.renew)).toEqual([false]);
  });

  it('offers no renewal to turn off when the last payment did not ask for it', async () => {
    const { fake } = setup();
    const started = await fake.backend.startPlanPayment(SAMPLE_BUSINESS.ownerUid, { plan: 'basic', months: 1, method: 'mtn-momo', currency: 'GHS', renew: false });
    await fake.payOnDesk(started.reference, true);
    await screen.findByRole('button', { name: new RegExp(`^${T.receipt} for`) });
    expect(screen.queryByRole('button', { name: T.renewalOff })).toBeNull();
  });

  it('says when renewal could not be turned off, and it stays on', async () => {
    const { fake, user } = setup();
    const started = await fake.backend.startPlanPayment(SAMPLE_BUSINESS.ownerUid, { plan: 'pro', months: 1, method: 'card', currency: 'GHS', renew: true });
    await fake.payOnDesk(started.reference, true);
    fake.backend.stopPlanRenewal = () => Promise.reject(new Error('unavailable'));
    await user.click(await screen.findByRole('button', { name: T.renewalOff }));
    expect(await screen.findByText(T.renewalFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: T.renewalOff })).toBeTruthy();
  });

  it('shows the plan and its days left, and prices the choice from the plan table', async () => {
    const { user } = setup();
    expect(await screen.findByText('Pro trial')).toBeTruthy();
    expect(screen.getByText('18 days left \u2014 until Dec 20, 2026')).toBeTruthy();
    expect(payButton().textContent).toBe('Pay ₵50.00');
    await user.click(screen.getByRole('radio', { name: /^Pro/ }));
    await user.click(screen.getByRole('radio', { name: '12 months' }));
    expect(payButton().textContent).toBe('Pay ₵1,200.00');
    await user.selectOptions(screen.getByRole('combobox', { name: T.currency }), 'NGN');
    expect(payButton().textContent).toBe('Pay ₦180,000.00');
    expect(screen.getByText(T.historyEmpty)).toBeTruthy();
  });

  it('offers renewal to a card payer only', async () => {
    const { user } = setup();
    await screen.findByText('Pro trial');
    expect(screen.queryByRole('checkbox', { name: T.renew })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    expect(screen.getByRole('checkbox', { name: T.renew })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'MTN MoMo' }));
    expect(screen.queryByRole('checkbox', { name: T.renew })).toBeNull();
  });

  it('starts the payment chosen and sends the owner to pay it; paid on the desk, the plan moves and a receipt prints', async () => {
    const { fake, navigate, user } = setup();
    await screen.findByText('Pro trial');
    await user.click(screen.getByRole('radio', { name: '3 months' }));
    await user.click(screen.getByRole('radio', { name: 'Telecel Cash' }));
    await user.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    const url = navigate.mock.calls[0]![0];
    expect(url).toMatch(/^\/mailbox\/payments-desk\?reference=plan-/);
    const row = await screen.findByRole('row', { name: /Basic · 3 months/ });
    expect(within(row).getByText('Waiting for payment')).toBeTruthy();
    expect(within(row).getByText('₵150.00')).toBeTruthy();

    await fake.payOnDesk(decodeURIComponent(url.split('reference=')[1]!), true);
    expect(await screen.findByText('Paid')).toBeTruthy();
    const current = screen.getByRole('region', { name: T.current });
    await waitFor(() => expect(within(current).getByText('Basic')).toBeTruthy());
    expect(within(current).getByText('108 days left \u2014 until Mar 20, 2027')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Receipt for Basic · 3 months/ }));
    const receipt = screen.getByRole('dialog', { name: T.receiptTitle });
    expect(within(receipt).getByText("Ama's Provisions")).toBeTruthy();
    // Paid in the trial: the months run on from its end.
    expect(within(receipt).getByText('Mar 20, 2027')).toBeTruthy();
    expect(addMonths(TRIAL_ENDS, 3).toISOString()).toBe('2027-03-20T10:00:00.000Z');
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    await user.click(within(receipt).getByRole('button', { name: T.print }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says when a payment could not be started, and sends nobody anywhere', async () => {
    const { navigate, user } = setup({}, { before: { startPlanPayment: () => Promise.reject(new Error('The network is down')) } });
    await screen.findByText('Pro trial');
    await user.click(payButton());
    expect(await screen.findByText(T.failedStart)).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows a view-only shop what stopped and since when', async () => {
    setup({ trialEndsAt: new Date('2026-11-20T10:00:00Z') });
    expect(await screen.findByText('View-only since Nov 23, 2026')).toBeTruthy();
    expect(screen.getByText(/Nothing new can be recorded/)).toBeTruthy();
  });
});
