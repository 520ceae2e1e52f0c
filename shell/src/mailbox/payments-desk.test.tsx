import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryBackend, SAMPLE_BUSINESS, SAMPLE_OWNER } from '@shop/shared/testing';
import type { LocalPaymentsDesk } from '@shop/shared/session';
import type { PlanPayment } from '@shop/shared/domain';
import { PAYMENTS_DESK_TEXT as T, PaymentsDesk } from './payments-desk';

/** The memory backend's desk, as the local backend's is: the payments it keeps, its answers judged as the server judges Paystack's. */
async function deskWithPayment(): Promise<{ desk: LocalPaymentsDesk; reference: string; fake: ReturnType<typeof createMemoryBackend> }> {
  const fake = createMemoryBackend({ business: { ...SAMPLE_BUSINESS, plan: 'trialing', trialEndsAt: new Date('2026-12-20T10:00:00Z') } });
  const started = await fake.backend.startPlanPayment(SAMPLE_OWNER.uid, { plan: 'basic', months: 3, method: 'airteltigo-money', currency: 'GHS', renew: false });
  const desk: LocalPaymentsDesk = {
    subscribe: (reference, onNext, onError) => fake.backend.subscribePlanPayments(SAMPLE_OWNER.uid, (list: PlanPayment[]) => onNext(list.find((p) => p.reference === reference) ?? null), onError),
    answer: (reference, approved, paidWith) => fake.payOnDesk(reference, approved, paidWith),
  };
  return { desk, reference: started.reference, fake };
}

describe('the local payments desk', () => {
  it('shows the payment with the way chosen, and approved, the plan moves', async () => {
    const { desk, reference, fake } = await deskWithPayment();
    const user = userEvent.setup();
    render(<PaymentsDesk desk={desk} reference={reference} timeZone="Africa/Accra" />);
    expect(await screen.findByRole('heading', { name: 'Basic · 3 months — ₵150.00' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'AirtelTigo Money' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'MTN MoMo' }));
    await user.click(screen.getByRole('button', { name: T.approve }));
    expect((await screen.findByRole('status')).textContent).toBe('Paid: the plan runs until Mar 20, 2027.');
    await waitFor(() => expect(fake.business()?.plan).toBe('basic'));
    const [payment] = await new Promise<PlanPayment[]>((resolve) => {
      const stop = fake.backend.subscribePlanPayments(SAMPLE_OWNER.uid, (list) => (queueMicrotask(() => stop()), resolve(list)), () => undefined);
    });
    expect(payment).toMatchObject({ status: 'paid', method: 'mtn-momo' });
    expect(screen.queryByRole('button', { name: T.approve })).toBeNull();
  });

  it('declined, nothing is paid and the plan stays', async () => {
    const { desk, reference, fake } = await deskWithPayment();
    const user = userEvent.setup();
    render(<PaymentsDesk desk={desk} reference={reference} />);
    await user.click(await screen.findByRole('button', { name: T.decline }));
    expect((await screen.findByRole('status')).textContent).toBe(T.failed);
    expect(fake.business()?.plan).toBe('trialing');
  });

  it('says so for a reference it does not know', async () => {
    const { desk } = await deskWithPayment();
    render(<PaymentsDesk desk={desk} reference="plan-unknown" />);
    expect((await screen.findByRole('alert')).textContent).toBe(T.missing);
  });
});
