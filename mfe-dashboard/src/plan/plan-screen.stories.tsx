import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { Business, PlanPayment } from '@shop/shared/domain';
import { BackendProvider } from '@shop/shared/session';
import { createMemoryBackend, inContainer, modalStoryParameters, onAPhone, SAMPLE_BUSINESS } from '@shop/shared/testing';
import { PlanScreen } from './plan-screen';
import { PLAN_TEXT as T } from './plan-words';

// Settings › Plan of Ama's provisions shop in Accra on 2 December 2026, on the in-memory backend
// through the same session hooks as the app: on its trial, in the grace after it, view-only, and
// paid with a history of payments.

const NOW = new Date('2026-12-02T10:00:00Z');
const DAY = 86_400_000;

interface PlanStoryShop {
  business?: Partial<Business>;
  /** The payments the history lists; none by default. */
  payments?: PlanPayment[];
  /** A Paystack secret key the owner connected (Pro's own account); none by default. */
  gatewayKey?: string;
}

const payment = (reference: string, overrides: Partial<PlanPayment>): PlanPayment => ({
  reference, uid: SAMPLE_BUSINESS.ownerUid, plan: 'basic', months: 3, method: 'mtn-momo', currency: 'GHS', amountMinor: 15_000, renew: false,
  status: 'paid', createdAt: new Date('2026-09-01T09:30:00Z'), settledAt: new Date('2026-09-01T09:31:00Z'), paidUntil: new Date('2026-12-01T09:31:00Z'), ...overrides,
});

function PlanShop({ shop, children }: { shop: PlanStoryShop; children: ReactNode }) {
  const [backend] = useState(() => {
    const { backend: memory } = createMemoryBackend({ business: { ...SAMPLE_BUSINESS, ...shop.business } });
    if (shop.gatewayKey) void memory.connectStoreGateway(SAMPLE_BUSINESS.ownerUid, shop.gatewayKey);
    const payments = shop.payments;
    if (!payments) return memory;
    return { ...memory, subscribePlanPayments: (_uid: string, onNext: (list: PlanPayment[]) => void) => (queueMicrotask(() => onNext(payments)), () => undefined) };
  });
  return <BackendProvider backend={backend}>{children}</BackendProvider>;
}

const withPlanShop: Decorator = (Story, { parameters }) => (
  <PlanShop shop={(parameters.plan as PlanStoryShop | undefined) ?? {}}>
    <Story />
  </PlanShop>
);

const meta = {
  title: 'Dashboard/Plan',
  component: PlanScreen,
  args: { now: () => NOW, timeZone: 'Africa/Accra', navigate: () => undefined },
  decorators: [inContainer, withPlanShop],
  parameters: { plan: { business: { plan: 'trialing', trialEndsAt: new Date(NOW.getTime() + 18 * DAY) } } satisfies PlanStoryShop },
} satisfies Meta<typeof PlanScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Pro trial, 18 days left; Basic for a month by MTN MoMo chosen. */
export const Trial: Story = {
  play: async () => {
    await expect(await screen.findByText('Pro trial')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Pay ₵50.00' })).toBeInTheDocument();
    await expect(screen.getByText(T.historyEmpty)).toBeInTheDocument();
  },
};

export const OnAPhone: Story = { globals: onAPhone };

/** The trial ended yesterday: the grace, and what stops when. */
export const Grace: Story = {
  parameters: { plan: { business: { plan: 'trialing', trialEndsAt: new Date(NOW.getTime() - DAY) } } },
  play: async () => {
    await expect(await screen.findByText(/to pay$/)).toBeInTheDocument();
  },
};

/** Past the grace: view-only since the date, and the way out. */
export const ViewOnly: Story = {
  parameters: { plan: { business: { plan: 'trialing', trialEndsAt: new Date(NOW.getTime() - 10 * DAY) } } },
  play: async () => {
    await expect(await screen.findByText(/^View-only since/)).toBeInTheDocument();
  },
};

/** Pro for a year by card, renewal on: the note says what renewal does. */
export const CardWithRenewal: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('radio', { name: /^Pro/ }));
    await userEvent.click(screen.getByRole('radio', { name: '12 months' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Card' }));
    await userEvent.click(screen.getByRole('checkbox', { name: T.renew }));
    await expect(screen.getByRole('button', { name: 'Pay ₵1,200.00' })).toBeInTheDocument();
    await expect(screen.getByText(T.renewNote)).toBeInTheDocument();
  },
};

const HISTORY = [
  payment('plan-c3', { status: 'pending', plan: 'pro', months: 1, method: 'card', amountMinor: 10_000, createdAt: new Date('2026-12-02T09:00:00Z'), settledAt: null, paidUntil: null }),
  payment('plan-b2', { status: 'failed', method: 'telecel-cash', createdAt: new Date('2026-11-28T16:00:00Z'), paidUntil: null }),
  payment('plan-a1', {}),
];

/** On Basic until 1 March: a paid payment, a declined one and one waiting. */
export const PaidWithHistory: Story = {
  parameters: { plan: { business: { plan: 'basic', trialEndsAt: new Date('2026-08-31T10:00:00Z'), paidUntil: new Date('2027-03-01T09:31:00Z') }, payments: HISTORY } },
  play: async () => {
    const rows = await screen.findAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Waiting for payment');
    await expect(rows[2]).toHaveTextContent('Not paid');
    await expect(rows[3]).toHaveTextContent('Paid');
  },
};

const RENEWING = { business: { plan: 'pro' as const, trialEndsAt: new Date('2026-08-31T10:00:00Z'), paidUntil: new Date('2027-03-01T09:31:00Z') }, payments: [payment('plan-r1', { plan: 'pro', months: 3, method: 'card', amountMinor: 30_000, renew: true })] };

/** Pro for 3 months paid by card with renewal on: what will be charged and when, and the way to turn it off. */
export const RenewalOn: Story = {
  parameters: { plan: RENEWING },
  play: async () => {
    const renewal = within(await screen.findByRole('region', { name: T.renewal }));
    await expect(renewal.getByText(/Pro · 3 months \(₵300\.00\) is charged to your card a day before Mar 1, 2027\./)).toBeInTheDocument();
    await expect(renewal.getByRole('button', { name: T.renewalOff })).toBeEnabled();
  },
};

/** Renewal turned off: the card will not be charged again; the plan runs to its end. */
export const RenewalTurnedOff: Story = {
  parameters: { plan: RENEWING },
  play: async () => {
    const renewal = within(await screen.findByRole('region', { name: T.renewal }));
    await userEvent.click(renewal.getByRole('button', { name: T.renewalOff }));
    await expect(await renewal.findByRole('status')).toHaveTextContent(T.renewalStopped('Mar 1, 2027'));
  },
};

/** The receipt of a paid payment, ready to print. */
export const TheReceipt: Story = {
  parameters: { ...modalStoryParameters, plan: PaidWithHistory.parameters?.plan },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /^Receipt for Basic/ }));
    const receipt = within(await screen.findByRole('dialog', { name: T.receiptTitle }));
    await expect(receipt.getByText('plan-a1')).toBeInTheDocument();
    await expect(receipt.getByRole('button', { name: T.print })).toBeInTheDocument();
  },
};

/** Pro with the shop's own Paystack account connected: only how the key ends is shown, and it can be disconnected. */
export const OwnPaystackConnected: Story = {
  parameters: { plan: { business: { plan: 'pro', trialEndsAt: new Date('2026-08-31T10:00:00Z'), paidUntil: new Date('2027-03-01T09:31:00Z') }, gatewayKey: 'sk_live_4f1c0a9e7b2d4c6e8a0b1c2d3e4f1234' } },
  play: async () => {
    await expect(await screen.findByText('Connected, ends in …1234')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
  },
};

/** Basic: the shop's own Paystack account is part of Pro, said in words, and no key is asked for. */
export const OwnPaystackOnBasic: Story = {
  parameters: { plan: { business: { plan: 'basic', trialEndsAt: new Date('2026-08-31T10:00:00Z'), paidUntil: new Date('2027-03-01T09:31:00Z') } } },
  play: async () => {
    await expect(await screen.findByText('Your own Paystack account is part of Pro. Upgrade in Settings › Plan to connect it.')).toBeInTheDocument();
  },
};
