// The Dashboard on Basic (docs/product-rules.md, 'Plans'): revenue for 7 or 30 days; profit, best
// sellers and the 90 days are Pro's, said with the way to upgrade.
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailyPoint } from '@shop/shared/domain';
import { PRO_ANALYTICS_TEXT } from '@shop/shared/domain';
import { BackendProvider } from '@shop/shared/session';
import { SAMPLE_BUSINESS, testShop } from '@shop/shared/testing';
import type { TestShopOptions } from '@shop/shared/testing';
import { DashboardScreen } from './dashboard-screen';
import { stubScreen } from './testing/screen-observer';

vi.mock('./sales-chart', () => ({ default: ({ points }: { points: DailyPoint[] }) => <div data-testid="sales-chart" data-points={points.length} /> }));

beforeEach(() => {
  stubScreen();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const now = new Date('2026-11-22T10:30:00Z');

function renderDashboard(options: TestShopOptions) {
  const shop = testShop({ dailyStats: [], expenses: [], products: [], customers: [], ...options });
  render(
    <BackendProvider backend={shop.backend}>
      <DashboardScreen now={now} initialPeriod={90} />
    </BackendProvider>,
  );
}

describe('The Dashboard and the plan', () => {
  it('shows a Basic shop revenue for 7 or 30 days, and says profit, best sellers and 90 days are Pro’s', async () => {
    renderDashboard({ business: { ...SAMPLE_BUSINESS, plan: 'basic', paidUntil: new Date('2027-01-01T00:00:00Z') } });
    // The plan arrives with the shop's profile, a moment after the figures.
    expect(await screen.findByText(PRO_ANALYTICS_TEXT, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/dashboard?view=settings-plan');
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Gross profit/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: /^Net profit/ })).not.toBeInTheDocument();
    // The 90 days asked for fall back to 30.
    expect(screen.getByRole('article', { name: 'Revenue (Last 30 days)' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /90/ })).not.toBeInTheDocument();
  });

  it('shows a Pro shop its profit and its 90 days', async () => {
    renderDashboard({ business: SAMPLE_BUSINESS });
    expect(await screen.findByRole('article', { name: 'Gross profit (Last 90 days)' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(PRO_ANALYTICS_TEXT)).not.toBeInTheDocument();
  });
});
