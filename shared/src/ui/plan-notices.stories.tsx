import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { planBanner } from '../domain/plan-words';
import type { PlanBanner } from '../domain/plan-words';
import { planStanding } from '../domain/plans';
import type { PlanRecord } from '../domain/plans';
import { PlanBannerView, ViewOnlyNote } from './plan-notices';

// A shop that signed up on Nov 1, 2026 at 08:00 UTC: its trial ends Dec 1, its grace Dec 4.
const TRIAL: PlanRecord = { plan: 'trialing', trialEndsAt: new Date('2026-12-01T08:00:00Z') };
const BASIC: PlanRecord = { plan: 'basic', trialEndsAt: TRIAL.trialEndsAt, paidUntil: new Date('2027-03-01T08:00:00Z') };

function bannerAt(record: PlanRecord, iso: string): { banner: PlanBanner; ended: boolean; trial: boolean } {
  const standing = planStanding(record, new Date(iso));
  const banner = planBanner(standing);
  if (!banner) throw new Error(`No banner at ${iso}`);
  return { banner, ended: standing.state !== 'active', trial: standing.plan === 'trialing' };
}

const meta = {
  title: 'Shared UI/Plan notices',
  tags: ['autodocs'],
  component: PlanBannerView,
  args: bannerAt(TRIAL, '2026-11-11T08:00:00Z'),
} satisfies Meta<typeof PlanBannerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trial counting down: the header's notice, and this banner where the frame shows one. */
export const TrialDaysLeft: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status', { name: 'Your plan' });
    await expect(banner).toHaveTextContent('Pro trial — 20 days left');
    await expect(within(banner).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/dashboard?view=settings-plan');
  },
};

/** The trial's last day. */
export const TrialLastDay: Story = {
  args: bannerAt(TRIAL, '2026-11-30T12:00:00Z'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Pro trial — 1 day left');
  },
};

/** The trial ended: three days of grace, saying what stops and when. */
export const Grace: Story = {
  args: bannerAt(TRIAL, '2026-12-02T09:00:00Z'),
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('alert', { name: 'Your plan' });
    await expect(banner).toHaveTextContent('Your Pro trial ended on Dec 1, 2026 — 2 days to pay');
    await expect(banner).toHaveTextContent('From Dec 4, 2026 the shop becomes view-only: new sales, products, deliveries, stock counts, customers and expenses stop');
    await expect(within(banner).getByRole('link', { name: 'Upgrade' })).toBeVisible();
  },
};

/** The grace ran out: view-only. */
export const ViewOnly: Story = {
  args: bannerAt(TRIAL, '2026-12-05T09:00:00Z'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('View-only since Dec 4, 2026');
  },
};

/** A paid Basic plan a week from its end. */
export const PaidPlanEnding: Story = {
  args: bannerAt(BASIC, '2027-02-24T08:00:00Z'),
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent('Basic — 5 days left');
    await expect(within(banner).getByRole('link', { name: 'Renew' })).toBeVisible();
  },
};

/** A paid Basic plan ended: its grace. */
export const PaidPlanGrace: Story = {
  args: bannerAt(BASIC, '2027-03-02T08:00:00Z'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Your Basic plan ended on Mar 1, 2027 — 2 days to pay');
  },
};

/** What a screen that would write says instead on a view-only shop. */
export const ViewOnlyScreenNote: StoryObj<typeof ViewOnlyNote> = {
  render: () => <ViewOnlyNote standing={planStanding(TRIAL, new Date('2026-12-05T09:00:00Z'))} timeZone="UTC" />,
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('status', { name: 'View-only' });
    await expect(note).toHaveTextContent('This shop is view-only since Dec 4, 2026: nothing new can be recorded. Upgrade in Settings › Plan to sell again.');
    await expect(within(note).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/dashboard?view=settings-plan');
  },
};
