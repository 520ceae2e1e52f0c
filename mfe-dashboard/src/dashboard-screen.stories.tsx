import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SCREEN_TEXT } from '@shop/shared/domain';
import type { DashboardPeriod } from '@shop/shared/domain';
import { BackendProvider } from '@shop/shared/session';
import { DashboardScreen } from './dashboard-screen';
import { dashboardStubBackend, sampleDailyStats } from './testing/stub-backend';
import type { DashboardStubOptions } from './testing/stub-backend';

const now = new Date('2026-11-22T10:30:00Z');

interface StoryArgs {
  stub: DashboardStubOptions;
  period?: DashboardPeriod;
}

const meta = {
  title: 'Dashboard/Home',
  render: ({ stub, period }) => (
    <BackendProvider backend={dashboardStubBackend(stub).backend}>
      <DashboardScreen now={now} initialPeriod={period} />
    </BackendProvider>
  ),
  args: { stub: { stats: sampleDailyStats(90, now), products: 128, customers: 342 } },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Last30Days: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('article', { name: 'Revenue (Last 30 days)' })).toHaveTextContent(/₵[\d,]+\.\d\d/));
    await expect(canvas.getByRole('radio', { name: 'Last 30 Days' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('table', { name: 'Sales Revenue, Last 30 Days' })).toBeInTheDocument();
  },
};

export const Last7Days: Story = { args: { period: 7 } };

export const Last90Days: Story = { args: { period: 90 } };

export const SwitchingPeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Last 7 Days' }));
    await waitFor(() => expect(canvas.getByRole('table', { name: 'Sales Revenue, Last 7 Days' })).toBeInTheDocument());
    await expect(canvas.getByRole('article', { name: 'Revenue (Last 7 days)' })).toBeInTheDocument();
  },
};

export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show as table' }));
    await expect(canvas.getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Loading: Story = {
  args: { stub: { stats: 'loading', products: 'loading', customers: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: SCREEN_TEXT.salesPerformance })).toHaveTextContent(SCREEN_TEXT.chartLoading);
  },
};

export const NoSalesYet: Story = { args: { stub: { stats: [], products: 0, customers: 0 } } };

export const LoadFailed: Story = { args: { stub: { stats: new Error('unavailable'), products: new Error('unavailable'), customers: 4 } } };

export const SignedOut: Story = { args: { stub: { stats: [], user: null } } };
