import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { planBanner } from '../domain/plan-words';
import { planStanding } from '../domain/plans';
import type { PlanRecord } from '../domain/plans';
import { PLAN_SETTINGS_HREF, PlanBannerView, ViewOnlyNote } from './plan-notices';

const TRIAL: PlanRecord = { plan: 'trialing', trialEndsAt: new Date('2026-12-01T08:00:00Z') };

function renderBanner(record: PlanRecord, iso: string) {
  const standing = planStanding(record, new Date(iso));
  const banner = planBanner(standing);
  if (!banner) throw new Error('no banner');
  render(<PlanBannerView banner={banner} ended={standing.state !== 'active'} trial={standing.plan === 'trialing'} />);
}

describe('plan notices', () => {
  it('says in the grace what stops and when, announced, with the way to upgrade', () => {
    renderBanner(TRIAL, '2026-12-01T09:00:00Z');
    const banner = screen.getByRole('alert', { name: 'Your plan' });
    expect(banner).toHaveTextContent('Your Pro trial ended on Dec 1, 2026 — 3 days to pay');
    expect(banner).toHaveTextContent('From Dec 4, 2026 the shop becomes view-only');
    expect(within(banner).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', PLAN_SETTINGS_HREF);
    expect(banner).toHaveAttribute('data-tone', 'warning');
  });

  it('counts the trial down quietly, offering a plan', () => {
    renderBanner(TRIAL, '2026-11-21T08:00:00Z');
    const banner = screen.getByRole('status', { name: 'Your plan' });
    expect(banner).toHaveTextContent('Pro trial — 10 days left');
    expect(within(banner).getByRole('link', { name: 'Choose a plan' })).toBeInTheDocument();
  });

  it('offers a paid plan near its end a renewal', () => {
    renderBanner({ ...TRIAL, plan: 'pro', paidUntil: new Date('2027-01-10T00:00:00Z') }, '2027-01-08T00:00:00Z');
    expect(screen.getByRole('link', { name: 'Renew' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Pro — 2 days left');
  });

  it('tells a view-only screen why it cannot write, in the device’s time zone', () => {
    render(<ViewOnlyNote standing={planStanding(TRIAL, new Date('2026-12-06T00:00:00Z'))} timeZone="Africa/Lagos" />);
    const note = screen.getByRole('status', { name: 'View-only' });
    expect(note).toHaveTextContent('This shop is view-only since Dec 4, 2026: nothing new can be recorded. Upgrade in Settings › Plan to sell again.');
    expect(within(note).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', PLAN_SETTINGS_HREF);
  });
});
