import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackendProvider } from '@shop/shared/session';
import { createMemoryBackend } from '@shop/shared/testing';
import { DashboardScreen } from './dashboard-screen';

// 00:30 in Lagos on Nov 23 is 23:30 UTC on Nov 22: the chart puts that sale on Nov 22.
const NOW = new Date('2026-11-22T23:30:00Z');

function renderDashboard(timeZone: string) {
  const { backend } = createMemoryBackend();
  return render(
    <BackendProvider backend={backend}>
      <DashboardScreen now={NOW} timeZone={timeZone} />
    </BackendProvider>,
  );
}

describe('the chart’s days', () => {
  it('are said in the device’s clock where it is not UTC (Lagos)', async () => {
    renderDashboard('Africa/Lagos');
    expect(await screen.findByText('Days run from midnight to midnight UTC (01:00 to 01:00 your time).')).toBeInTheDocument();
  });

  it('need no word where the device’s clock is UTC (Accra)', async () => {
    renderDashboard('Africa/Accra');
    await screen.findByRole('heading', { name: 'Sales Performance' });
    expect(screen.queryByText(/Days run from midnight/)).not.toBeInTheDocument();
  });
});
