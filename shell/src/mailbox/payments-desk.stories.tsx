import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent } from 'storybook/test';
import type { PlanPayment } from '@shop/shared/domain';
import type { LocalPaymentsDesk } from '@shop/shared/session';
import { createMemoryBackend, inContainer, SAMPLE_BUSINESS, SAMPLE_OWNER } from '@shop/shared/testing';
import { PAYMENTS_DESK_TEXT as T, PaymentsDesk } from './payments-desk';

// The local payments desk with one payment Settings › Plan started: Ama's provisions shop on its
// Pro trial pays for Basic, 3 months, by AirtelTigo Money. The desk is the memory backend's, which
// judges an answer as the local backend's does (backend/plan-desk.ts).

function DeskStory() {
  const [shop] = useState(() => {
    const fake = createMemoryBackend({ business: { ...SAMPLE_BUSINESS, plan: 'trialing', trialEndsAt: new Date('2026-12-20T10:00:00Z') } });
    const started = fake.backend.startPlanPayment(SAMPLE_OWNER.uid, { plan: 'basic', months: 3, method: 'airteltigo-money', currency: 'GHS', renew: false });
    const desk: LocalPaymentsDesk = {
      subscribe: (reference, onNext, onError) => fake.backend.subscribePlanPayments(SAMPLE_OWNER.uid, (list: PlanPayment[]) => onNext(list.find((p) => p.reference === reference) ?? null), onError),
      answer: (reference, approved, paidWith) => fake.payOnDesk(reference, approved, paidWith),
    };
    return { desk, started };
  });
  const [reference, setReference] = useState<string | null>(null);
  useEffect(() => {
    void shop.started.then((answer) => setReference(answer.reference));
  }, [shop]);
  if (reference === null) return null;
  return <PaymentsDesk desk={shop.desk} reference={reference} timeZone="Africa/Accra" />;
}

const meta = {
  title: 'Shell/Payments desk',
  component: DeskStory,
  decorators: [inContainer],
} satisfies Meta<typeof DeskStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The payment waiting for the owner's answer, the way chosen at Settings › Plan picked. */
export const Waiting: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Basic · 3 months — ₵150.00' })).toBeInTheDocument();
    await expect(screen.getByRole('radio', { name: 'AirtelTigo Money' })).toBeChecked();
  },
};

/** Approved with MTN MoMo: paid, and until when the plan now runs. */
export const Approved: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('radio', { name: 'MTN MoMo' }));
    await userEvent.click(screen.getByRole('button', { name: T.approve }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Paid: the plan runs until Mar 20, 2027.');
  },
};

/** Declined: nothing paid, the plan unchanged. */
export const Declined: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: T.decline }));
    await expect(await screen.findByRole('status')).toHaveTextContent(T.failed);
  },
};
